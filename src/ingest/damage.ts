// Reading a file's bytes as text the way damaged files arrive. A VM that crashes while fio writes
// leaves NUL bytes where the file system had not yet written data: a run at the end (the file's size
// was updated, its last blocks were not) or runs inside, usually from a line start. Old Mac tools
// and some editors write CR-only line ends; Excel's "Unicode Text" is UTF-16 (with a byte-order
// mark; a few tools drop it). Each is read here once, before any importer sees the text, and every
// byte that was not read as it stood is named with its byte offset and length.
import type { ImportIssue } from '../model/types';

export type DamageKind = 'end' | 'line-start' | 'in-line';

/** A run of NUL bytes in a text file: where it was (byte offset in the file as given) and what became of it. */
export interface NulRun {
  offset: number;
  length: number;
  /** 1-based line of the text where the run was (the line it began or was inside). */
  line: number;
  /** `end`: padding after the last text, dropped; `line-start`: dropped (lines may be missing there);
   *  `in-line`: inside a line, shown as one U+FFFD so the line reads as damaged, not as a shorter number. */
  kind: DamageKind;
}

export type ReadText =
  { ok: true; text: string; runs: NulRun[]; notes: ImportIssue[] } | { ok: false; reason: string };

/** Bytes looked at to tell text from binary data. */
const HEAD = 8192;
/** NUL runs named by byte offset; later ones by line only. */
const MAX_OFFSETS = 8;
/** More NUL runs than this in one file is a binary layout, not crash damage. */
const MAX_RUNS = 4096;

const utf16Of = (bytes: Uint8Array): 'utf-16le' | 'utf-16be' | undefined =>
  bytes[0] === 0xff && bytes[1] === 0xfe
    ? 'utf-16le'
    : bytes[0] === 0xfe && bytes[1] === 0xff
      ? 'utf-16be'
      : undefined;

/**
 * UTF-16 without a byte-order mark: in text of mostly ASCII every other byte is NUL. Decided on the
 * head: at least 90% of the pairs have a NUL on one side and a non-NUL on the other, the same side.
 */
function bomlessUtf16(bytes: Uint8Array): 'utf-16le' | 'utf-16be' | undefined {
  const n = Math.min(bytes.length, HEAD) & ~1;
  if (n < 8) return undefined;
  let le = 0;
  let be = 0;
  for (let i = 0; i < n; i += 2) {
    const a = bytes[i]!;
    const b = bytes[i + 1]!;
    if (a !== 0 && b === 0) le++;
    else if (a === 0 && b !== 0) be++;
  }
  const pairs = n / 2;
  return le >= 0.9 * pairs ? 'utf-16le' : be >= 0.9 * pairs ? 'utf-16be' : undefined;
}

/** The U+0000 runs of the text, in order; undefined past MAX_RUNS. */
function nulRuns(text: string): { start: number; end: number }[] | undefined {
  const runs: { start: number; end: number }[] = [];
  let at = text.indexOf('\0');
  while (at !== -1) {
    let end = at + 1;
    while (end < text.length && text.charCodeAt(end) === 0) end++;
    runs.push({ start: at, end });
    if (runs.length > MAX_RUNS) return undefined;
    at = text.indexOf('\0', end);
  }
  return runs;
}

/**
 * Byte offsets of a UTF-8 file's NUL runs, by where each run starts in the text. Read from the
 * bytes: UTF-8 decodes each NUL byte to one U+0000 and nothing else to it, so the k-th run of
 * U+0000 in the text is the k-th run of NUL bytes. (Re-encoding the text before a run miscounts
 * after invalid bytes: each became a 3-byte U+FFFD.) Only the first runs get an offset (`scrub`).
 */
function utf8NulOffsets(bytes: Uint8Array, found: { start: number }[]): (index: number) => number {
  const offsets = new Map<number, number>();
  let at = bytes.indexOf(0);
  for (const r of found.slice(0, MAX_OFFSETS)) {
    if (at === -1) break;
    offsets.set(r.start, at);
    let end = at + 1;
    while (end < bytes.length && bytes[end] === 0) end++;
    at = bytes.indexOf(0, end);
  }
  return (index) => offsets.get(index) ?? -1;
}

/** True when the bytes outside NUL runs hold control bytes no text has (a binary file). */
function looksBinary(bytes: Uint8Array): boolean {
  let seen = 0;
  let odd = 0;
  for (let i = 0; i < bytes.length && seen < HEAD; i++) {
    const c = bytes[i]!;
    if (c === 0) continue;
    seen++;
    // Tab, LF, VT, FF, CR and ESC (colour codes in a terminal capture) occur in text.
    if (c < 0x20 && c !== 9 && c !== 10 && c !== 11 && c !== 12 && c !== 13 && c !== 27) odd++;
  }
  return odd > Math.max(2, seen * 0.01);
}

const isBlank = (c: number) => c === 0 || c === 9 || c === 10 || c === 13 || c === 32;

/**
 * Classifies each run and builds the text without them (U+FFFD for a run inside a line).
 * `byteAt` gives the byte offset in the file of a character index (runs count in bytes too).
 */
function scrub(
  text: string,
  found: { start: number; end: number }[],
  byteAt: (index: number) => number,
  bytesPerNul: number,
): { clean: string; runs: NulRun[] } {
  const runs: NulRun[] = [];
  const parts: string[] = [];
  let line = 1;
  let counted = 0;
  let from = 0;
  // The text ends at the last character that is neither NUL nor blank: NULs after it are padding.
  let last = text.length - 1;
  while (last >= 0 && isBlank(text.charCodeAt(last))) last--;
  for (const r of found) {
    for (let i = text.indexOf('\n', counted); i !== -1 && i < r.start; i = text.indexOf('\n', i + 1)) line++;
    counted = r.start;
    const prev = r.start > 0 ? text.charCodeAt(r.start - 1) : 10;
    const kind: DamageKind = r.start > last ? 'end' : prev === 10 || prev === 13 ? 'line-start' : 'in-line';
    // Offsets of the first runs only (a file of thousands of runs is named by its first ones).
    const offset = runs.length < MAX_OFFSETS ? byteAt(r.start) : -1;
    runs.push({ offset, length: (r.end - r.start) * bytesPerNul, line, kind });
    parts.push(text.slice(from, r.start));
    if (kind === 'in-line') parts.push('\uFFFD');
    from = r.end;
  }
  parts.push(text.slice(from));
  return { clean: parts.join(''), runs };
}

/** One warning per kind of run (with the first few offsets), so a file of many runs is one short list. */
function runWarnings(runs: NulRun[], file: string): ImportIssue[] {
  const out: ImportIssue[] = [];
  const where = (r: NulRun) =>
    r.offset >= 0 ? `${r.length} at byte ${r.offset} (line ${r.line})` : `${r.length} at line ${r.line}`;
  // For the page's translated text: the lines of the first runs, and how many runs there are.
  const lines = (rs: NulRun[]) => ({
    runs: rs.length,
    lines: rs
      .slice(0, 5)
      .map((r) => r.line)
      .join(', '),
  });
  const list = (rs: NulRun[]) =>
    rs.slice(0, 5).map(where).join(', ') + (rs.length > 5 ? ` and ${rs.length - 5} more runs` : '');
  const end = runs.filter((r) => r.kind === 'end');
  const starts = runs.filter((r) => r.kind === 'line-start');
  const inLine = runs.filter((r) => r.kind === 'in-line');
  const total = (rs: NulRun[]) => rs.reduce((n, r) => n + r.length, 0);
  if (end.length)
    out.push({
      code: 'nul-padding',
      message: `${total(end)} NUL bytes at the end, from byte ${end[0]!.offset}: ignored (padding a crash or an unfinished write leaves)`,
      file,
      line: end[0]!.line,
      params: { bytes: total(end), offset: end[0]!.offset },
    });
  if (starts.length)
    out.push({
      code: 'nul-run',
      message: `NUL bytes between lines (${list(starts)}): removed; lines may be missing there (a crash leaves such runs), and figures read after the first run are flagged`,
      file,
      line: starts[0]!.line,
      params: lines(starts),
    });
  if (inLine.length)
    out.push({
      code: 'nul-in-line',
      message: `NUL bytes inside a line (${list(inLine)}): each run shown as "\uFFFD"; figures read after the first run are flagged`,
      file,
      line: inLine[0]!.line,
      params: lines(inLine),
    });
  return out;
}

/**
 * Decodes a file's bytes as text, repairing what crashes and other tools leave (see the top of the
 * file), or says in one short phrase why the bytes are not text.
 */
/** One decoder for every UTF-8 file (decode without `stream` keeps no state between calls). */
const UTF8 = new TextDecoder('utf-8', { fatal: false });

export function readText(bytes: Uint8Array, file: string): ReadText {
  const notes: ImportIssue[] = [];
  let encoding = utf16Of(bytes);
  let body = bytes;
  // Most files have no NUL byte at all. The head's bytes are searched for one (a binary file is told
  // there, before it is decoded); the rest is searched in the decoded text, many times faster than
  // in the bytes: UTF-8 decodes a NUL byte to U+0000 wherever it stands (after a cut sequence too,
  // which becomes U+FFFD and leaves the NUL as it is), and nothing else to U+0000.
  let hasNul = encoding !== undefined || bytes.subarray(0, HEAD).indexOf(0) !== -1;
  let utf8: string | undefined;
  if (!hasNul) {
    utf8 = UTF8.decode(bytes);
    hasNul = utf8.includes('\0');
  }
  if (!encoding && hasNul) {
    encoding = bomlessUtf16(bytes);
    if (encoding)
      notes.push({
        code: 'utf-16-no-bom',
        message: `no byte-order mark, but every other byte is NUL: read as ${encoding.toUpperCase()}`,
        file,
        params: { encoding: encoding.toUpperCase() },
      });
    else if (looksBinary(bytes))
      return { ok: false, reason: `binary data (control bytes among the first ${HEAD} bytes)` };
  }
  const bom = encoding && utf16Of(bytes) ? 2 : 0;
  // UTF-16 padded with an odd number of NUL bytes: the last one is no half of a character.
  if (encoding && (bytes.length - bom) % 2 === 1 && bytes[bytes.length - 1] === 0)
    body = bytes.subarray(0, bytes.length - 1);
  // TextDecoder drops a leading BOM itself (ignoreBOM is false by default); NUL bytes become U+0000.
  let text = encoding
    ? new TextDecoder(encoding, { fatal: false }).decode(body)
    : (utf8 ?? UTF8.decode(body));
  let runs: NulRun[] = [];
  if (hasNul && text.includes('\0')) {
    const found = nulRuns(text);
    if (!found) return { ok: false, reason: `binary data (more than ${MAX_RUNS} runs of NUL bytes)` };
    const byteAt = encoding ? (i: number) => bom + 2 * i : utf8NulOffsets(body, found);
    const scrubbed = scrub(text, found, byteAt, encoding ? 2 : 1);
    const extra = body.length < bytes.length ? 1 : 0;
    const end = scrubbed.runs[scrubbed.runs.length - 1];
    if (extra && end?.kind === 'end') end.length += extra;
    text = scrubbed.clean;
    runs = scrubbed.runs;
    notes.push(...runWarnings(runs, file));
  }
  // CR-only line ends (no LF anywhere): read as lines. A lone CR beside LF ends (fio's ETA
  // updates) is left for the importers, which know it.
  // (The LF test first: it stops at the first line end, where a CR test scans a whole file.)
  if (!text.includes('\n') && text.includes('\r')) text = text.replace(/\r/g, '\n');
  return { ok: true, text, runs, notes };
}

/** The runs after which figures may be affected (not the padding at the end). */
export function damageBefore(runs: readonly NulRun[]): NulRun | undefined {
  return runs.find((r) => r.kind !== 'end');
}
