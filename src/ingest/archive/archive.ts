// Unpacks what people upload — zip, tar, tar.gz/tgz, a single .gz, an archive inside an archive
// (one level) — into a flat list of files with relative paths. Decoding is done by libraries
// (fflate for zip; the platform's DecompressionStream or fflate for gzip and modern-tar for tar, in
// tar-gzip-stream.ts); this file only decides what each input is.
import { Unzip } from 'fflate';
import type { ImportIssue } from '../../model/types';
import { archiveKind, type ArchiveKind } from './archive-kind';
import { IMPORTERS } from '../registry';
import { streamPartOf, type StreamPart } from '../shard-plan';
import { streamArchive } from './tar-gzip-stream';
import { concatChunks, WholeMemberInflate } from './zip-inflate';
import type { InputFile, Importer } from '../types';

export { archiveKind, type ArchiveKind };

/** Refuse inputs beyond these sizes with a message rather than freezing the tab. */
export const LIMITS = {
  /** Total uncompressed bytes of one archive. */
  archiveBytes: 2 * 1024 ** 3,
  /** One member. */
  memberBytes: 1024 ** 3,
  /** Archives inside archives are unpacked this many levels deep. */
  nesting: 1,
};

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

/** Zips are fed to fflate in slices: a whole zip in one push makes it recurse once per member. */
const ZIP_SLICE = 1 << 20;

/**
 * Streams through the zip member by member, so one broken member does not lose the others, and
 * yields members as soon as they are complete, so a large archive is never held expanded whole.
 */
function* expandZip(
  file: InputFile,
  onSlice?: (consumed: number) => void,
): Generator<InputFile | ImportIssue> {
  const ready: (InputFile | ImportIssue)[] = [];
  let total = 0;
  const uz = new Unzip();
  uz.register(WholeMemberInflate);
  uz.onfile = (member) => {
    if (member.name.endsWith('/')) return;
    const path = joinPath(file.path, member.name);
    const chunks: Uint8Array[] = [];
    let failed = false;
    member.ondata = (err, data, final) => {
      if (failed) return;
      if (err) {
        failed = true;
        ready.push({
          code: 'bad-member',
          message: `cannot decompress ${member.name}: ${err.message}`,
          file: path,
        });
        return;
      }
      total += data.length;
      if (total > LIMITS.archiveBytes)
        throw new Error(`archive expands beyond ${LIMITS.archiveBytes / 1024 ** 3} GiB`);
      chunks.push(data);
      if (final) ready.push({ path, bytes: concatChunks(chunks) });
    };
    member.start();
  };
  for (let at = 0; at < file.bytes.length; at += ZIP_SLICE) {
    uz.push(file.bytes.subarray(at, at + ZIP_SLICE), at + ZIP_SLICE >= file.bytes.length);
    onSlice?.(Math.min(at + ZIP_SLICE, file.bytes.length));
    yield* ready.splice(0);
  }
}

async function* expand(
  file: InputFile,
  kind: ArchiveKind,
  onSlice?: (consumed: number) => void,
): AsyncGenerator<InputFile | ImportIssue> {
  if (kind === 'zip') {
    yield* expandZip(file, onSlice);
    return;
  }
  // A .tar.gz is a gzip around a tar: its members come out one by one as it inflates.
  const innerPath = kind === 'gzip' ? stripGz(file.path) : file.path;
  yield* streamArchive(file, kind, {
    innerPath,
    memberPath: (name) => joinPath(innerPath, name),
    limitBytes: LIMITS.archiveBytes,
  });
}

/**
 * The uncompressed size of a tar or gzip, to cut it into parts: a gzip's last four bytes hold it
 * (modulo 4 GiB; the last member's only, for a multi-member gzip, which only makes parts uneven).
 */
async function streamedSize(file: InputFile, kind: 'gzip' | 'tar'): Promise<number> {
  const n = sizeOf(file);
  if (kind === 'tar' || n < 18) return n;
  const tail = file.source
    ? new Uint8Array(await file.source.slice(n - 4).arrayBuffer())
    : file.bytes.subarray(n - 4);
  return Math.max(new DataView(tail.buffer, tail.byteOffset, 4).getUint32(0, true), n);
}

/** The file's whole size, also when only its head is in memory (`source`). */
export const sizeOf = (file: InputFile): number => file.source?.size ?? file.bytes.length;

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

/** A worker reading a tar or tar.gz for others: its own part, and where the other parts go. */
export interface StreamSplit {
  part: StreamPart;
  forward(part: number, file: InputFile): void;
}

/** What unpacking yields: a file to import, or a line for the report about an archive. */
export type UnpackItem = { file: InputFile; note?: undefined } | { note: UnpackNote; file?: undefined };

function isIssue(x: InputFile | ImportIssue): x is ImportIssue {
  return 'code' in x;
}

/**
 * Expands archives among `inputs` as a stream; plain files pass through. An archive inside an
 * archive is expanded once more; deeper ones are listed with a note and left out.
 */
export async function* unpackStream(
  inputs: Iterable<InputFile>,
  importers: readonly Importer[] = IMPORTERS,
  /** Called with how many bytes of the inputs (as given, compressed) have been read so far. */
  onInput?: (consumed: number) => void,
  /** 1 when the inputs are already members of an archive (a worker's share of a split zip). */
  startDepth = 0,
  /**
   * Set when this worker reads a large tar or tar.gz for several workers: members of the other
   * parts (streamPartOf) go to `forward` as they come out, and this worker imports its own part.
   */
  split?: StreamSplit,
): AsyncGenerator<UnpackItem> {
  let base = 0;
  async function* visit(file: InputFile, depth: number): AsyncGenerator<UnpackItem> {
    let kind = archiveKind(file.bytes);
    // Only a tar or gzip is streamed from its Blob; anything else is read whole first.
    if (file.source && kind !== 'gzip' && kind !== 'tar') {
      file = { path: file.path, bytes: new Uint8Array(await file.source.arrayBuffer()) };
      kind = archiveKind(file.bytes);
    }
    if (isLitter(file.path)) {
      yield { note: { file: file.path, bytes: sizeOf(file), kind: 'ignored', members: 0 } };
      return;
    }
    if (!kind || keptWhole(file, importers)) {
      yield { file };
      return;
    }
    const note: UnpackNote = { file: file.path, bytes: sizeOf(file), kind, members: 0 };
    if (depth > LIMITS.nesting) {
      note.issue = {
        code: 'nested-too-deep',
        message: `archive nested more than ${LIMITS.nesting} level deep was not opened`,
        file: file.path,
      };
      yield { note };
      return;
    }
    const onSlice = depth === 0 && onInput ? (n: number) => onInput(base + n) : undefined;
    // A tar or gzip is read ahead of its import by several MB (the stream buffers): its progress
    // is where the members handed out so far end in the uncompressed archive, scaled to its size.
    const total = kind === 'zip' ? 0 : await streamedSize(file, kind);
    const partOf =
      split && depth === startDepth && kind !== 'zip' ? streamPartOf(split.part.count, total) : undefined;
    let position = 0;
    try {
      for await (const m of expand(file, kind, onSlice)) {
        if (isIssue(m)) {
          yield { note: { file: m.file, bytes: 0, kind, members: 0, issue: m } };
          continue;
        }
        note.members++;
        if (kind !== 'zip' && onSlice) {
          position += m.bytes.length + 512;
          onSlice(Math.min(sizeOf(file), Math.round((sizeOf(file) * position) / total)));
        }
        const part = partOf?.(m.path, m.bytes.length);
        if (split && part !== undefined && part !== split.part.index) split.forward(part, m);
        else yield* visit(m, depth + 1);
      }
    } catch (e) {
      note.issue = {
        code: 'bad-archive',
        message: `cannot open ${kind} archive: ${(e as Error).message}`,
        file: file.path,
      };
    }
    yield { note };
  }
  for (const f of inputs) {
    yield* visit(f, startDepth);
    base += sizeOf(f);
    onInput?.(base);
  }
}

/** The whole unpacked list at once (tests and small inputs); the pipeline uses `unpackStream`. */
export async function unpackAll(
  inputs: InputFile[],
  importers: readonly Importer[] = IMPORTERS,
): Promise<Unpacked> {
  const files: InputFile[] = [];
  const notes: UnpackNote[] = [];
  for await (const item of unpackStream(inputs, importers)) {
    if (item.file) files.push(item.file);
    else notes.push(item.note);
  }
  return { files, notes };
}
