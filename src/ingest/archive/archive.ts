// Unpacks what people upload — zip, tar, tar.gz/tgz, a single .gz, an archive inside an archive
// (one level) — into a flat list of files with relative paths. Zips are read member by member
// (zip-read.ts), tar and gzip streamed (tar-gzip-stream.ts; the platform's DecompressionStream or
// fflate, and modern-tar); this file decides what each input is and keeps one inflated-bytes budget
// per archive as given, shared with everything inside it (limits.ts). Which archives an importer
// wants whole (a PTS report.zip) is the pipeline's to say (`keepWhole`): unpacking knows no formats.
import type { ImportIssue } from '../../model/types';
import { archiveKind, type ArchiveKind } from './archive-kind';
import { ArchiveLimitError, describeFailure, failureParams, InflateBudget, LIMITS } from './limits';
import { streamShardOf, type StreamShard } from '../shard-plan';
import { streamArchive } from './tar-gzip-stream';
import { readZip } from './zip-read';
import type { InputFile } from '../types';

export { archiveKind, type ArchiveKind };

/** One line of the import report about an archive, or a member that was left out. */
export interface UnpackNote {
  file: string;
  bytes: number;
  kind: ArchiveKind | 'ignored';
  members: number;
  issue?: ImportIssue;
  /** Things to know that lost nothing (member names read in a guessed code page). */
  warnings?: ImportIssue[];
}

export interface Unpacked {
  files: InputFile[];
  notes: UnpackNote[];
}

/** OS litter that is never a result: macOS resource forks, Finder and Explorer metadata. */
function isLitter(path: string): boolean {
  return /(^|\/)(__MACOSX\/|\._[^/]*$|\.DS_Store$|Thumbs\.db$|desktop\.ini$)/.test(path);
}

/**
 * True for a file that unpacking hands on as it is (no archive, no litter): what `unpackStream`
 * would yield for it alone, known without starting a stream for it.
 */
export function passesThrough(file: InputFile): boolean {
  return !file.source && !archiveKind(file.bytes) && !isLitter(file.path);
}

function joinPath(parent: string, member: string): string {
  return `${parent}/${member.replace(/^\.?\/+/, '')}`;
}

function stripGz(path: string): string {
  if (/\.tgz$/i.test(path)) return path.replace(/\.tgz$/i, '.tar');
  return path.replace(/\.gz$/i, '');
}

/** What expanding one archive yields: a member, a line about a member, or a warning about the archive. */
type Expanded = { file: InputFile } | { issue: ImportIssue } | { warning: ImportIssue };

async function* expand(
  file: InputFile,
  kind: ArchiveKind,
  budget: InflateBudget,
  onRead?: (consumed: number) => void,
): AsyncGenerator<Expanded> {
  if (kind === 'zip') {
    for await (const item of readZip(file.path, file.bytes, budget, onRead)) {
      if ('name' in item) yield { file: { path: joinPath(file.path, item.name), bytes: item.bytes } };
      else if (item.issue.code === 'zip-name-encoding') yield { warning: item.issue };
      else yield item;
    }
    return;
  }
  // A .tar.gz is a gzip around a tar: its members come out one by one as it inflates.
  const innerPath = kind === 'gzip' ? stripGz(file.path) : file.path;
  const items = streamArchive(file, kind, {
    innerPath,
    memberPath: (name) => joinPath(innerPath, name),
    budget,
    ...(onRead ? { onRead } : {}),
  });
  for await (const item of items) yield 'code' in item ? { issue: item } : { file: item };
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

/** A worker reading a tar or tar.gz for others: its own shard, and where the other shards go. */
export interface StreamSplit {
  shard: StreamShard;
  forward(shard: number, file: InputFile): void;
}

/** What unpacking yields: a file to import, or a line for the report about an archive. */
export type UnpackItem = { file: InputFile; note?: undefined } | { note: UnpackNote; file?: undefined };

export interface UnpackOptions {
  /** True for an archive an importer wants whole (a PTS report.zip): it is passed on, not opened. */
  keepWhole?: (file: InputFile) => boolean;
  /** Called with how many bytes of the inputs (as given, compressed) have been read so far. */
  onInput?: (consumed: number) => void;
  /** 1 when the inputs are already members of an archive (a worker's shard of a split zip). */
  startDepth?: number;
  /**
   * Set when this worker reads a large tar or tar.gz for several workers: members of the other
   * shards (streamShardOf) go to `forward` as they come out, and this worker imports its own shard.
   */
  split?: StreamSplit;
  /**
   * The budget of the archive the inputs came out of (a worker's shard of a split zip); without
   * it, each input is an archive as given with a budget of its own.
   */
  budget?: InflateBudget;
}

/**
 * Expands archives among `inputs` as a stream; plain files pass through. An archive inside an
 * archive is expanded once more; deeper ones are listed with a note and left out. A bomb stops at
 * its archive's budget with a note naming it; the other inputs are unpacked as usual.
 */
export async function* unpackStream(
  inputs: Iterable<InputFile>,
  opts: UnpackOptions = {},
): AsyncGenerator<UnpackItem> {
  const { keepWhole = () => false, onInput, startDepth = 0, split } = opts;
  let base = 0;
  async function* visit(file: InputFile, depth: number, parent?: InflateBudget): AsyncGenerator<UnpackItem> {
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
    if (!kind || keepWhole(file)) {
      yield { file };
      return;
    }
    const note: UnpackNote = { file: file.path, bytes: sizeOf(file), kind, members: 0 };
    if (depth > LIMITS.nesting) {
      note.issue = {
        code: 'nested-too-deep',
        message: `archive nested more than ${LIMITS.nesting} level deep was not opened`,
        file: file.path,
        params: { levels: LIMITS.nesting },
      };
      yield { note };
      return;
    }
    const budget = parent ?? new InflateBudget(file.path, sizeOf(file));
    const onRead = (n: number) => {
      if (!parent) budget.read = n;
      if (depth === 0 && onInput && kind === 'zip') onInput(base + n);
    };
    // A tar or gzip is read ahead of its import by several MB (the stream buffers): its progress
    // is where the members handed out so far end in the uncompressed archive, scaled to its size.
    const total = kind === 'zip' ? 0 : await streamedSize(file, kind);
    const partOf =
      split && depth === startDepth && kind !== 'zip' ? streamShardOf(split.shard.count, total) : undefined;
    let position = 0;
    try {
      for await (const m of expand(file, kind, budget, onRead)) {
        if ('warning' in m) {
          (note.warnings ??= []).push(m.warning);
          continue;
        }
        if ('issue' in m) {
          yield { note: { file: m.issue.file, bytes: 0, kind, members: 0, issue: m.issue } };
          continue;
        }
        const member = m.file;
        note.members++;
        if (kind !== 'zip' && depth === 0 && onInput) {
          position += member.bytes.length + 512;
          onInput(base + Math.min(sizeOf(file), Math.round((sizeOf(file) * position) / total)));
        }
        const part = partOf?.(member.path, member.bytes.length);
        if (split && part !== undefined && part !== split.shard.index) split.forward(part, member);
        else yield* visit(member, depth + 1, budget);
      }
    } catch (e) {
      // A bomb inside an archive stops the archive it came in (one line, naming both).
      if (e instanceof ArchiveLimitError && parent && depth > startDepth) throw e;
      note.issue =
        e instanceof ArchiveLimitError
          ? { code: 'archive-limit', message: e.message, file: file.path, params: e.params }
          : {
              code: 'bad-archive',
              // A cut download keeps what came before the cut: say how much that was.
              message:
                note.members > 0
                  ? `the ${kind} archive stops making sense after ${note.members} complete member${note.members === 1 ? '' : 's'} (cut or damaged there: ${describeFailure(e)}); those were read, nothing after`
                  : `cannot open ${kind} archive: ${describeFailure(e)}`,
              file: file.path,
              // The decoder's own words stay as they are (`detail`, shown as a technical detail).
              params:
                note.members > 0
                  ? { form: 'cut', kind, members: note.members, ...failureParams(e) }
                  : { form: 'open', kind, ...failureParams(e) },
            };
    }
    yield { note };
  }
  for (const f of inputs) {
    yield* visit(f, startDepth, opts.budget);
    base += sizeOf(f);
    onInput?.(base);
  }
}

/** The whole unpacked list at once (tests and small inputs); the pipeline uses `unpackStream`. */
export async function unpackAll(inputs: InputFile[], opts: UnpackOptions = {}): Promise<Unpacked> {
  const files: InputFile[] = [];
  const notes: UnpackNote[] = [];
  for await (const item of unpackStream(inputs, opts)) {
    if (item.file) files.push(item.file);
    else notes.push(item.note);
  }
  return { files, notes };
}
