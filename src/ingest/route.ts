// Routes one file to the importer whose sniffer recognises it. Content first: sniffers see a
// bounded head of the text; the path is only a hint.
import { refuseBadFigures } from './figure-guard';
import { IMPORTERS } from './registry';
import type { ImportResult, Importer, InputFile, SourceText } from './types';
import { errResult } from './types';
import { bytesText, describeFailure, failureParams, LIMITS } from './archive/limits';
import { damageBefore, readText, type ReadText } from './damage';
import { readUnclaimed, skipped, whyNotResults, type Skipped } from './unrecognised';

/** What one file became: an import result, or skipped with the reason (never without one). */
export type FileResult = ImportResult | Skipped;

export const SNIFF_BYTES = 64 * 1024;

/**
 * Decodes bytes as text: UTF-16LE/BE when they start with that byte-order mark (a PowerShell `>`
 * redirect writes UTF-16LE with a BOM, every other byte NUL), else UTF-8 (a UTF-8 BOM is dropped).
 * Undefined when the bytes look binary (NUL bytes in the head of a file without a UTF-16 BOM).
 * Only the first bytes are looked at before decoding, so this stays cheap on large files.
 */
export function decodeText(bytes: Uint8Array): string | undefined {
  const utf16 =
    bytes[0] === 0xff && bytes[1] === 0xfe
      ? 'utf-16le'
      : bytes[0] === 0xfe && bytes[1] === 0xff
        ? 'utf-16be'
        : undefined;
  if (utf16) return new TextDecoder(utf16, { fatal: false }).decode(bytes);
  const head = bytes.subarray(0, Math.min(bytes.length, 8192));
  if (head.includes(0)) return undefined;
  // TextDecoder drops a leading UTF-8 BOM itself (ignoreBOM is false by default).
  return new TextDecoder('utf-8', { fatal: false }).decode(bytes);
}

/** True when the first non-blank character of the text is `{`. */
function startsWithBrace(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x7b) return true;
    if (c !== 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d && c !== 0xfeff) return false;
  }
  return false;
}

export function findImporter(
  file: SourceText,
  importers: readonly Importer[] = IMPORTERS,
): Importer | undefined {
  const head = file.text.slice(0, SNIFF_BYTES);
  // Nothing but blanks is no format; and sniffers need not see it (blank lines are the shape that
  // makes a careless `^\s*` pattern quadratic).
  if (!/\S/.test(head)) return undefined;
  const jsonOnly = startsWithBrace(head);
  for (const imp of importers) {
    if (jsonOnly && !imp.json) continue;
    try {
      if (imp.sniff(head, file.path)) return imp;
    } catch {
      // A sniffer must not throw; if one does, treat it as "not mine" and keep going.
    }
  }
  return undefined;
}

/** `undefined` means no importer recognised the file (it is listed as skipped). */
export function importText(
  file: SourceText,
  importers: readonly Importer[] = IMPORTERS,
): ImportResult | undefined {
  const imp = findImporter(file, importers);
  if (!imp) return undefined;
  try {
    return refuseBadFigures(imp.parse(file), file.path);
  } catch (e) {
    // Importers are written not to throw; this is the net under them, so one bad file never stops the rest.
    return errResult(
      imp.id,
      'internal',
      `${imp.label} importer failed: ${describeFailure(e, true)}`,
      file.path,
      undefined,
      undefined,
      { form: 'importer', importer: imp.label, ...failureParams(e, true) },
    );
  }
}

/**
 * Like `importText`, but a text no sniffer claims is read by the family whose marks it carries
 * (`unrecognised.ts`), or skipped with the reason.
 */
export function readSource(file: SourceText, importers: readonly Importer[] = IMPORTERS): FileResult {
  const claimed = importText(file, importers);
  if (claimed) return claimed;
  // An importer list of its own (tests) has no marks to go by.
  if (importers !== IMPORTERS) return skipped(whyNotResults(file.text));
  try {
    const res = readUnclaimed(file);
    return 'skipped' in res ? res : (refuseBadFigures(res, file.path) ?? res);
  } catch (e) {
    return errResult(
      'text',
      'internal',
      `reading an unclaimed file failed: ${describeFailure(e, true)}`,
      file.path,
      undefined,
      undefined,
      { form: 'unclaimed', ...failureParams(e, true) },
    );
  }
}

/**
 * Puts what `readText` repaired into the result: its warnings first, and on every figure read at or
 * after the first damaged place (every figure, when the format numbers no lines) a `damage` note.
 */
function withDamage(res: FileResult, read: Extract<ReadText, { ok: true }>): FileResult {
  if (read.notes.length === 0) return res;
  if ('skipped' in res) return { ...res, warnings: [...read.notes, ...(res.warnings ?? [])] };
  if (!res.ok) return { ...res, warnings: [...read.notes, ...(res.warnings ?? [])] };
  const first = damageBefore(read.runs);
  if (first) {
    const note = `read after damage: ${first.length} NUL byte${first.length === 1 ? '' : 's'} at byte ${first.offset} (line ${first.line})`;
    const after = (line: number | undefined) => line === undefined || line >= first.line;
    for (const m of res.measurements) if (after(m.provenance.line)) m.provenance.damage = note;
    for (const s of res.series) if (after(s.provenance.line)) s.provenance.damage = note;
  }
  return { ...res, warnings: [...read.notes, ...res.warnings] };
}

/** The importer that wants these bytes as they are (a PTS report.zip), if one does. */
function binaryImporter(file: InputFile, importers: readonly Importer[]): Importer | undefined {
  return importers.find((i) => {
    try {
      return i.sniffBinary?.(file.bytes, file.path) ?? false;
    } catch {
      return false;
    }
  });
}

/** True when an importer wants this archive whole, so unpacking passes it on unopened. */
export function keepWhole(file: InputFile, importers: readonly Importer[] = IMPORTERS): boolean {
  return binaryImporter(file, importers) !== undefined;
}

/** Imports one unpacked file: text formats through their sniffers, binary ones through `sniffBinary`. */
export function importFile(
  file: InputFile,
  importers: readonly Importer[] = IMPORTERS,
  /** The longest file read as text (a parameter for tests; the engine sets the real one). */
  textLimit = LIMITS.textBytes,
): FileResult {
  let notText = 'binary data';
  if (file.bytes.length === 0) return skipped('empty file');
  if (file.bytes.length <= textLimit) {
    let read: ReadText;
    try {
      read = readText(file.bytes, file.path);
    } catch (e) {
      return errResult(
        'text',
        'unreadable',
        `cannot read the file as text: ${describeFailure(e)}`,
        file.path,
        undefined,
        undefined,
        { form: 'text', ...failureParams(e) },
      );
    }
    if (read.ok) return withDamage(readSource({ path: file.path, text: read.text }, importers), read);
    notText = read.reason;
  }
  const imp = binaryImporter(file, importers);
  // Text too long for one string: say so rather than let decoding throw an engine message.
  if (!imp)
    return file.bytes.length > textLimit && !file.bytes.subarray(0, 8192).includes(0)
      ? errResult(
          'text',
          'too-large',
          `the file is ${bytesText(file.bytes.length)}, more than can be read as text (${bytesText(textLimit)}, the engine's longest string); split it into smaller files`,
          file.path,
          undefined,
          undefined,
          { form: 'text', size: bytesText(file.bytes.length), max: bytesText(textLimit) },
        )
      : skipped(notText);
  if (!imp.parseBinary) return skipped(`${imp.label} kept whole, but it has no reader here`);
  try {
    return refuseBadFigures(imp.parseBinary(file), file.path) ?? skipped(`${imp.label}: nothing read`);
  } catch (e) {
    return errResult(
      imp.id,
      'internal',
      `${imp.label} importer failed: ${describeFailure(e, true)}`,
      file.path,
      undefined,
      undefined,
      { form: 'importer', importer: imp.label, ...failureParams(e, true) },
    );
  }
}
