// One worker's shard of a split upload (see shard-plan.ts): whole files, plus the members of
// large zips that the central directory assigned to this shard. Members are read from the archive
// in stretches of contiguous bytes, inflated one by one (zip-member.ts) and imported like any
// other file; a member that fails is reported alone. A large tar or tar.gz is read by the worker of
// its last shard, which hands the other shards' members on as it goes (`split`); those shards import
// what they are handed (`received`). The result is this shard's dataset; the page merges the
// shards (model/merge-shards.ts).
import type { Dataset } from '../model/types';
import {
  passesThrough,
  sizeOf,
  unpackStream,
  type StreamSplit,
  type UnpackItem,
  type UnpackNote,
} from './archive/archive';
import { ingestItems, type IngestOptions, type IngestProgress } from './ingest';
import type { InputFile } from './types';
import type { RangeReader, ZipEntry } from './archive/zip-directory';
import { ArchiveLimitError, InflateBudget } from './archive/limits';
import { readEntries } from './archive/zip-read';
import { keepWhole } from './route';
import { joined } from '../lib/flat-string';

/** Members of one zip that belong to this shard. */
export interface ZipShard {
  /** The archive's path in the upload; members become `<path>/<member name>`. */
  path: string;
  entries: ZipEntry[];
  read: RangeReader;
}

export interface ShardInput {
  /** Files not split: loose files and archives that are not zips or could not be listed. */
  files: InputFile[];
  zips: ZipShard[];
  /** Report lines about the split archives themselves (given to one shard only). */
  notes: UnpackNote[];
  /** Set for the shard that reads a large tar or tar.gz (`files`) and hands the other shards on. */
  split?: StreamSplit;
  /** Set for a shard that gets its members of such an archive from the shard reading it. */
  received?: AsyncIterable<InputFile>;
}

/**
 * A stretch is read in one call, but never more than this at once, to bound memory; the next
 * stretch is read while one is imported, so smaller stretches start the import sooner.
 */
const MAX_STRETCH = 4 * 1024 * 1024;

/**
 * A stretch runs on over a gap of at most this many bytes between two of its members: the folder
 * entries `zip -r` writes between folders (a local header of ~40 bytes each), or a small member of
 * another shard. Cut at every gap, a 5,000-folder zip was read in 5,000 calls, each a round trip
 * to the browser (5.69 s against 2.47 s for the import in #28's measurements). Bounded so that no
 * large member this shard does not want is ever read: at most this much per gap is read unused.
 */
export const MAX_GAP = 64 * 1024;

/** Entries in archive order, cut into stretches of adjacent (or nearly adjacent) bytes. */
export function stretchesOf(entries: readonly ZipEntry[]): ZipEntry[][] {
  const sorted = [...entries].sort((a, b) => a.localOffset - b.localOffset);
  const out: ZipEntry[][] = [];
  let run: ZipEntry[] = [];
  for (const e of sorted) {
    const first = run[0];
    const last = run[run.length - 1];
    const gap = last ? e.localOffset - last.end : 0;
    if (first && (gap < 0 || gap > MAX_GAP || e.end - first.localOffset > MAX_STRETCH)) {
      out.push(run);
      run = [];
    }
    run.push(e);
  }
  if (run.length) out.push(run);
  return out;
}

async function* zipShardItems(zip: ZipShard, onBytes: (n: number) => void): AsyncGenerator<UnpackItem> {
  // The names' encoding warnings are on the archive's own line, which the page's planner writes.
  // This shard's members draw on one budget with whatever is inside them, as when one worker
  // reads the whole zip. (The page splits only zips whose directory declares less than the limit.)
  const budget = new InflateBudget(zip.path, 0);
  try {
    const stretches = stretchesOf(zip.entries);
    const readStretch = (s: ZipEntry[]) => zip.read(s[0]!.localOffset, s[s.length - 1]!.end);
    // The next stretch is read while this one is imported, so the worker does not wait for a read
    // between stretches (two stretches at most are held: 2 × MAX_STRETCH).
    let next = stretches[0] && readStretch(stretches[0]);
    for (const [k, stretch] of stretches.entries()) {
      const from = stretch[0]!.localOffset;
      const bytes = await next!;
      // Not read past the array's end: that threw this generator out of its optimised code once
      // in every worker (V8 --trace-deopt: "out of bounds").
      const after = k + 1 < stretches.length ? stretches[k + 1] : undefined;
      next = after && readStretch(after);
      // A read that fails while the one before is imported is reported when it is reached.
      next?.catch(() => undefined);
      for await (const item of readEntries(zip.path, bytes, stretch, budget, undefined, from)) {
        if ('name' in item) {
          // Depth 1: an archive inside is opened once more, as when the whole zip is streamed.
          const file = { path: joined(zip.path, '/', item.name.replace(/^\.?\/+/, '')), bytes: item.bytes };
          // Most members are plain files: handed on directly, not through a stream of their own
          // (three nested async generators per member, thousands of members).
          if (passesThrough(file)) yield { file };
          else yield* unpackStream([file], { keepWhole, startDepth: 1, budget });
        } else {
          yield { note: { file: item.issue.file, bytes: 0, kind: 'zip', members: 0, issue: item.issue } };
        }
      }
      for (const e of stretch) onBytes(e.end - e.localOffset);
    }
  } catch (e) {
    if (!(e instanceof ArchiveLimitError)) throw e;
    const issue = { code: 'archive-limit', message: e.message, file: zip.path, params: e.params };
    yield { note: { file: zip.path, bytes: 0, kind: 'zip', members: 0, issue } };
  }
}

/** Imports one shard. Progress bytes are archive bytes read (compressed) plus whole files. */
export async function ingestShard(shard: ShardInput, opts: IngestOptions): Promise<Dataset> {
  const bytesTotal =
    shard.files.reduce((n, f) => n + sizeOf(f), 0) +
    shard.zips.reduce((n, z) => z.entries.reduce((m, e) => m + e.end - e.localOffset, n), 0);
  const progress: IngestProgress = { filesDone: 0, filesTotal: 0, bytesDone: 0, bytesTotal };
  async function* items(): AsyncGenerator<UnpackItem> {
    yield* unpackStream(shard.files, {
      keepWhole,
      onInput: (n) => {
        progress.bytesDone = n;
      },
      ...(shard.split ? { split: shard.split } : {}),
    });
    for (const zip of shard.zips) {
      yield* zipShardItems(zip, (n) => {
        progress.bytesDone += n;
      });
    }
    // Depth 1: an archive inside is opened once more, as when one worker reads the whole archive.
    if (shard.received) {
      // What the reading shard hands on was counted against the archive's budget there; what is
      // inside those members (an archive in the archive) draws on one budget here.
      let budget: InflateBudget | undefined;
      for await (const file of shard.received) {
        budget ??= new InflateBudget(file.path.slice(0, file.path.indexOf('/')) || file.path, 0);
        yield* unpackStream([file], { keepWhole, startDepth: 1, budget });
      }
    }
  }
  return ingestItems(items(), progress, [...shard.notes, ...(opts.unreadable ?? [])], opts);
}
