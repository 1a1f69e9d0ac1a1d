// A saved upload's records back to its dataset, in steps: the JSON parts parsed and checked
// (model/serialize.ts) in ~10 ms slices, the chunks of a chunked record taken one by one as the
// browser delivers them, and the shares of an upload imported by several workers joined again
// (model/merge-shards.ts), exactly as the page joined them when they arrived.
import { pauseEvery, yieldToPage } from '../lib/next-task';
import { DatasetCollector, type DatasetPart } from '../model/dataset-parts';
import { mergeShards } from '../model/merge-shards';
import { DATASET_FORMAT, datasetFromEnvelopeInSteps, type DeserializeResult } from '../model/serialize';
import type { Dataset } from '../model/types';
import type { BrokenUpload } from '../model/upload';
import { ChunkReader, storedChunks, type StoredChunk } from './upload-chunks';
import type { StoredUpload } from './stored-upload';

/** Why an upload cannot be loaded, with the kind of damage the page words in the reader's language. */
export class Unloadable extends Error {
  constructor(
    message: string,
    readonly kind: NonNullable<BrokenUpload['kind']>,
  ) {
    super(message);
  }
}

/**
 * Parsing and checking a saved upload's parts go on for about this long before the page gets its
 * turn: a large upload is tens of MB, read on the page at start-up. Not a yield per part or per 250
 * checked parts: each was a setTimeout(0), clamped to ≥ 4 ms once nested, and the ~270 of them for
 * the 5,000 disks of the bench waited about a second; one pause (`pauseEvery`) serves all records.
 * Short, because the garbage collector's pauses land in these tasks: the heap grows by the whole
 * dataset at start-up, and a mark-compact pause of 55–90 ms inside a 30 ms slice (plus the step
 * that overran it) made main-thread tasks of 100–150 ms in the bench's reload on 2 busy cores.
 */
export const PARSE_SLICE_MS = 10;

export function message(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

const isChunk = (v: unknown): v is StoredChunk =>
  typeof v === 'object' &&
  v !== null &&
  Array.isArray((v as StoredChunk).parts) &&
  (v as StoredChunk).parts.every((p) => typeof p === 'string');

/** The chunk reads of one record: which chunks are stored, and the reader that takes them. */
export interface ChunkReads {
  stored: Promise<Set<number>>;
  reader: ChunkReader;
}

/**
 * The chunk reads of every chunked record, started at once (in key order): which chunks each has,
 * and its first chunks, so the browser reads an upload's next share while the page parses the one
 * before. Each settles even when nobody waits for it (an upload found broken first).
 */
export function startChunkReads(
  entries: Iterable<{ key: string; record: StoredUpload }>,
): Map<string, ChunkReads> {
  const out = new Map<string, ChunkReads>();
  for (const { key, record } of entries) {
    if (!('chunks' in record)) continue;
    const stored = storedChunks(key, record.chunks.stamp);
    stored.catch(() => undefined);
    const reader = new ChunkReader(key, record.chunks.stamp, record.chunks.count);
    reader.start();
    out.set(key, { stored, reader });
  }
  return out;
}

/** The parts of a chunked record, a chunk at a time as the page takes them. */
async function* chunkedParts(reads: ChunkReads, saved: { stamp: number; count: number }) {
  let stored: Set<number>;
  try {
    stored = await reads.stored;
  } catch (e) {
    throw new Unloadable(`the browser could not list its saved chunks (${message(e)})`, 'unreadable');
  }
  let missing = 0;
  for (let i = 0; i < saved.count; i++) if (!stored.has(i)) missing++;
  if (missing > 0)
    throw new Unloadable(`${missing} of the ${saved.count} chunks of its saved data are missing`, 'partial');
  for (let i = 0; i < saved.count; i++) {
    const got = await reads.reader.take(i);
    const which = `chunk ${i + 1} of ${saved.count}`;
    if ('error' in got)
      throw new Unloadable(`the browser could not read ${which} (${message(got.error)})`, 'unreadable');
    if (!isChunk(got.value)) throw new Unloadable(`${which} is not a saved chunk of a known shape`, 'data');
    yield got.value.parts;
  }
}

async function datasetFromParts(
  version: number,
  batches: AsyncIterable<string[]> | Iterable<string[]>,
  pause: () => Promise<void>,
): Promise<DeserializeResult> {
  const collector = new DatasetCollector();
  try {
    for await (const parts of batches)
      for (let i = 0; i < parts.length; i++) {
        // Taken out of the chunk as read: what a request returned stays reachable until the next
        // full garbage collection, which carried every part's text into the old generation (the
        // 100,000-job upload: 134 MB, by a sampling heap profile that keeps what full collections
        // took back; 12 MB once taken out).
        const text = parts[i]!;
        parts[i] = '';
        collector.add(JSON.parse(text) as DatasetPart);
        await pause();
      }
    return await datasetFromEnvelopeInSteps(
      { format: DATASET_FORMAT, version, dataset: await collector.dataset() },
      pause,
    );
  } catch (e) {
    if (e instanceof Unloadable) throw e;
    // JSON.parse's own words ("Unexpected token … at position 9") mean nothing to a reader.
    const why = e instanceof SyntaxError ? 'it is not valid JSON' : message(e);
    return { ok: false, error: `a saved part is broken (${why})` };
  }
}

/** A record of the older `json` kind, checked in steps like parts. */
async function datasetFromJson(json: string, pause: () => Promise<void>): Promise<DeserializeResult> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return { ok: false, error: 'its saved JSON is damaged' };
  }
  return datasetFromEnvelopeInSteps(parsed, pause);
}

/** One record's dataset: of the older `json` or `parts` kind, or chunked (its reads `chunks`). */
function datasetOf(
  record: StoredUpload,
  chunks: ChunkReads | undefined,
  pause: () => Promise<void>,
): Promise<DeserializeResult> {
  if ('json' in record) return datasetFromJson(record.json, pause);
  if ('parts' in record) return datasetFromParts(record.version, [record.parts], pause);
  if (!chunks) throw new Error('chunk reads not started');
  return datasetFromParts(record.version, chunkedParts(chunks, record.chunks), pause);
}

/** The records of one upload: one whole record, or its shares in order (undefined: some missing). */
export function completeShares<T extends { record: StoredUpload }>(entries: T[]): T[] | undefined {
  const whole = entries.find((e) => !e.record.share);
  if (whole) return [whole];
  const count = entries[0]?.record.share?.count ?? 0;
  const ordered: T[] = [];
  for (let i = 0; i < count; i++) {
    const e = entries.find((x) => x.record.share?.index === i);
    if (!e) return undefined;
    ordered.push(e);
  }
  return ordered;
}

/**
 * The dataset of one upload's records (by key, in share order); `notices` gets its warnings.
 * Throws `Unloadable` when it cannot be loaded.
 */
export async function loadOne(
  name: string,
  ordered: { key: string; record: StoredUpload }[],
  chunkReads: ReadonlyMap<string, ChunkReads>,
  notices: string[],
): Promise<Dataset> {
  const shares: Dataset[] = [];
  const pause = pauseEvery(PARSE_SLICE_MS);
  for (const { key, record } of ordered) {
    const parsed = await datasetOf(record, chunkReads.get(key), pause);
    if (!parsed.ok) throw new Unloadable(parsed.error, 'data');
    for (const w of parsed.warnings) notices.push(`${name}: ${w}`);
    shares.push(parsed.dataset);
  }
  if (shares.length === 1) return shares[0]!;
  // The last share's checks ran in the task that called this; the join gets a task of its own.
  await yieldToPage();
  return mergeShards(shares);
}
