// Unpacks what people upload — zip, tar, tar.gz/tgz, a single .gz, an archive inside an archive
// (one level) — into a flat list of files with relative paths. Decoding is done by libraries
// (fflate for zip/gzip, modern-tar for tar); this file only decides what each input is.
import { Unzip, UnzipInflate, gunzipSync } from 'fflate';
import { unpackTar } from 'modern-tar';
import type { ImportIssue } from '../model/types';
import { IMPORTERS } from './registry';
import type { InputFile, Importer } from './types';

/** Refuse inputs beyond these sizes with a message rather than freezing the tab. */
export const LIMITS = {
  /** Total uncompressed bytes of one archive. */
  archiveBytes: 2 * 1024 ** 3,
  /** One member. */
  memberBytes: 1024 ** 3,
  /** Archives inside archives are unpacked this many levels deep. */
  nesting: 1,
};

export type ArchiveKind = 'zip' | 'gzip' | 'tar';

/** Recognises an archive by its magic bytes (name only as a hint for nothing: content decides). */
export function archiveKind(bytes: Uint8Array): ArchiveKind | undefined {
  if (bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && (bytes[2] === 3 || bytes[2] === 5)) return 'zip';
  if (bytes.length >= 2 && bytes[0] === 0x1f && bytes[1] === 0x8b) return 'gzip';
  if (bytes.length >= 262 && String.fromCharCode(...bytes.subarray(257, 262)) === 'ustar') return 'tar';
  return undefined;
}

/** One line of the import report about an archive, or a member that was left out. */
export interface UnpackNote {
  file: string;
  bytes: number;
  kind: ArchiveKind | 'ignored';
  members: number;
  issue?: ImportIssue;
}

export interface Unpacked {
  files: InputFile[];
  notes: UnpackNote[];
}

/** OS litter that is never a result: macOS resource forks, Finder and Explorer metadata. */
function isLitter(path: string): boolean {
  return /(^|\/)(__MACOSX\/|\._[^/]*$|\.DS_Store$|Thumbs\.db$|desktop\.ini$)/.test(path);
}

function joinPath(parent: string, member: string): string {
  return `${parent}/${member.replace(/^\.?\/+/, '')}`;
}

function stripGz(path: string): string {
  if (/\.tgz$/i.test(path)) return path.replace(/\.tgz$/i, '.tar');
  return path.replace(/\.gz$/i, '');
}

interface Expanded {
  files: InputFile[];
  /** Members that could not be decoded; the rest of the archive is still used. */
  issues: ImportIssue[];
}

function concat(chunks: Uint8Array[]): Uint8Array {
  if (chunks.length === 1) return chunks[0]!;
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}

/** Streams through the zip member by member, so one broken member does not lose the others. */
function expandZip(file: InputFile): Expanded {
  const files: InputFile[] = [];
  const issues: ImportIssue[] = [];
  let total = 0;
  const uz = new Unzip();
  uz.register(UnzipInflate);
  uz.onfile = (member) => {
    if (member.name.endsWith('/')) return;
    const path = joinPath(file.path, member.name);
    const chunks: Uint8Array[] = [];
    let failed = false;
    member.ondata = (err, data, final) => {
      if (failed) return;
      if (err) {
        failed = true;
        issues.push({ code: 'bad-member', message: `cannot decompress ${member.name}: ${err.message}`, file: path });
        return;
      }
      total += data.length;
      if (total > LIMITS.archiveBytes) throw new Error(`archive expands beyond ${LIMITS.archiveBytes / 1024 ** 3} GiB`);
      chunks.push(data);
      if (final) files.push({ path, bytes: concat(chunks) });
    };
    member.start();
  };
  uz.push(file.bytes, true);
  return { files, issues };
}

async function expand(file: InputFile, kind: ArchiveKind): Promise<Expanded> {
  if (kind === 'zip') return expandZip(file);
  if (kind === 'gzip') {
    const bytes = gunzipSync(file.bytes);
    // A .tar.gz is a gzip around a tar: expand the tar in the same step.
    const inner: InputFile = { path: stripGz(file.path), bytes };
    return archiveKind(bytes) === 'tar' ? expand(inner, 'tar') : { files: [inner], issues: [] };
  }
  const entries = await unpackTar(file.bytes);
  const files: InputFile[] = [];
  for (const e of entries) {
    if (e.header.type !== 'file' || !e.data) continue;
    files.push({ path: joinPath(file.path, e.header.name), bytes: e.data });
  }
  return { files, issues: [] };
}

/** True when an importer wants this archive whole (a PTS report.zip), so it is not unpacked. */
function keptWhole(file: InputFile, importers: readonly Importer[]): boolean {
  return importers.some((i) => {
    try {
      return i.sniffBinary?.(file.bytes, file.path) ?? false;
    } catch {
      return false;
    }
  });
}

/**
 * Expands archives among `inputs`; plain files pass through. An archive inside an archive is
 * expanded once more; deeper ones are listed with a note and left out.
 */
export async function unpackAll(inputs: InputFile[], importers: readonly Importer[] = IMPORTERS): Promise<Unpacked> {
  const files: InputFile[] = [];
  const notes: UnpackNote[] = [];
  const visit = async (file: InputFile, depth: number): Promise<void> => {
    if (isLitter(file.path)) {
      notes.push({ file: file.path, bytes: file.bytes.length, kind: 'ignored', members: 0 });
      return;
    }
    const kind = archiveKind(file.bytes);
    if (!kind || keptWhole(file, importers)) {
      files.push(file);
      return;
    }
    if (depth > LIMITS.nesting) {
      notes.push({
        file: file.path,
        bytes: file.bytes.length,
        kind,
        members: 0,
        issue: { code: 'nested-too-deep', message: `archive nested more than ${LIMITS.nesting} level deep was not opened`, file: file.path },
      });
      return;
    }
    try {
      const { files: members, issues } = await expand(file, kind);
      notes.push({ file: file.path, bytes: file.bytes.length, kind, members: members.length });
      for (const issue of issues) notes.push({ file: issue.file, bytes: 0, kind, members: 0, issue });
      for (const m of members) await visit(m, depth + 1);
    } catch (e) {
      notes.push({
        file: file.path,
        bytes: file.bytes.length,
        kind,
        members: 0,
        issue: { code: 'bad-archive', message: `cannot open ${kind} archive: ${(e as Error).message}`, file: file.path },
      });
    }
  };
  for (const f of inputs) await visit(f, 0);
  return { files, notes };
}
