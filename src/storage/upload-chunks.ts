// The bulk of a saved upload: its JSON parts in chunks of ~90,000 characters, each chunk a record
// of its own in a database of its own (`diskscope-chunks/chunks`), so the page reads a large upload
// back a few chunks per task (16 to a request). As one record, the 100,000-job fio JSON of the bench (277 MB) came back in one
// task of ~320 ms: the browser decodes a record's value whole in the task that delivers it.
// Its own database, not a second store in `diskscope`: that would need a version change of the
// database, which an open tab of an older diskscope (or its worker) blocks until it closes.
// Writes are ordered so that nothing half-written ever loads: the chunks first (one transaction),
// then the upload's record naming them (src/storage/uploads.ts); removal goes the other way round.
// Chunks no record names (the tab closed between the two writes) are swept once old.
// What a read brings back stays in the renderer, outside the JS heap, until the next full garbage
// collection, even when the page drops it at once: 126 MB of chunk text read on a blank page (16
// chunks to a request) and dropped raised the renderer's RSS by 107–108 MB until a forced
// collection (Chromium 156, 3 runs of scripts/bench/idb-read-retention.ts).
import { createStore, get, promisifyRequest, type UseStore } from 'idb-keyval';

/**
 * A chunk's key: the key of the upload's record in `diskscope/uploads`, the save's stamp (ms since
 * the epoch: a save names the chunks of its own stamp, so chunks of an earlier or unfinished save
 * of the same key are never taken for its own), and the chunk's index. Array keys sort by element,
 * so one key range holds every chunk of a record.
 */
export type ChunkKey = [recordKey: string, stamp: number, index: number];

/** What a chunk record holds: some of the upload's JSON parts, in order. */
export interface StoredChunk {
  parts: string[];
}

/**
 * Text per chunk, in UTF-16 code units (the parts are JSON text, nearly all ASCII): one part of
 * measurements (≤ PART_CHARS, model/dataset-parts.ts) to a chunk. A chunk read back is a structured
 * clone, and V8 allocates a clone of over 100 KiB straight into the old generation: chunks of 2 M
 * characters (the bench's 100,000-job upload, 132 M characters, in 67 of them) put every part's
 * text there, and since each part was over 128 KiB, in pages of their own freed in the pause of the
 * next full collection. A chunk this small is allocated young, and its text dies young once the
 * reader has blanked it in the chunk (upload-parse.ts: what a request returned stays reachable until
 * a full collection). A part longer than this (one measurement or series part) is a chunk alone.
 */
export const CHUNK_CHARS = 90_000;

/** Unnamed chunks older than this are left by a save that never finished, and are removed. */
export const ORPHAN_AGE_MS = 60 * 60 * 1000;

let chunkStore: UseStore | undefined;
function store(): UseStore {
  chunkStore ??= createStore('diskscope-chunks', 'chunks');
  return chunkStore;
}

/** The parts in chunks of about CHUNK_CHARS (a part longer than that is a chunk alone). */
export function chunkParts(parts: readonly string[], maxChars = CHUNK_CHARS): string[][] {
  const chunks: string[][] = [];
  let chunk: string[] = [];
  let chars = 0;
  for (const p of parts) {
    if (chunk.length > 0 && chars + p.length > maxChars) {
      chunks.push(chunk);
      chunk = [];
      chars = 0;
    }
    chunk.push(p);
    chars += p.length;
  }
  if (chunk.length > 0) chunks.push(chunk);
  return chunks;
}

/** Every chunk of one save, in one transaction: all of them are written, or none is. */
export async function writeChunks(recordKey: string, stamp: number, chunks: string[][]): Promise<void> {
  await store()('readwrite', (s) => {
    chunks.forEach((parts, i) => s.put({ parts } satisfies StoredChunk, [recordKey, stamp, i]));
    return promisifyRequest(s.transaction);
  });
}

const ofRecord = (recordKey: IDBValidKey) => IDBKeyRange.bound([recordKey], [recordKey, []]);

/** One chunk as read: its value (unchecked), or the browser's error. */
export type ChunkRead = { value: unknown } | { error: unknown };

/** The indices of the chunks of one save that are stored (keys only: no value is read). */
export async function storedChunks(recordKey: string, stamp: number): Promise<Set<number>> {
  const keys = await store()('readonly', (s) =>
    promisifyRequest(s.getAllKeys(IDBKeyRange.bound([recordKey, stamp], [recordKey, stamp, []]))),
  );
  return new Set(keys.map((k) => (k as ChunkKey)[2]));
}

/** One chunk, in a transaction of its own: decoded in the task its answer arrives in. Never rejects. */
function readChunk(recordKey: string, stamp: number, index: number): Promise<ChunkRead> {
  return get([recordKey, stamp, index], store()).then(
    (value: unknown) => ({ value }),
    (error: unknown) => ({ error }),
  );
}

/**
 * Chunks asked for in one request (`getAll` over their keys): ~1.4 M characters. Not every chunk at
 * once: Chromium hands the page a transaction's answers in order and delivers every answer already
 * there in one task (the chunks of the 100,000-job upload, all asked for in one transaction, came in
 * a task of 536 ms); and the text of chunks read long before they are parsed only fills the heap
 * (132 M characters for that upload). Not one request per chunk either: that is ~2,000 requests for
 * that upload, each a transaction, and each value of a `getAll` is still decoded on its own (a
 * clone under 100 KiB, allocated young: CHUNK_CHARS).
 */
const CHUNKS_PER_READ = 16;

/**
 * Chunks `from`…`to` of one save, in one request; where that fails or comes back short (a chunk
 * gone since it was listed), each chunk is read alone, so each says for itself what went wrong.
 */
function readChunks(recordKey: string, stamp: number, from: number, to: number): Promise<ChunkRead[]> {
  const alone = () =>
    Promise.all(Array.from({ length: to - from + 1 }, (_, i) => readChunk(recordKey, stamp, from + i)));
  return store()('readonly', (s) =>
    promisifyRequest(s.getAll(IDBKeyRange.bound([recordKey, stamp, from], [recordKey, stamp, to]))),
  ).then(
    (values: unknown[]) => (values.length === to - from + 1 ? values.map((value) => ({ value })) : alone()),
    alone,
  );
}

/**
 * Requests asked for beyond the one holding the chunk taken: ~4 M characters, as many as the two
 * chunks of 2 M read ahead before. With one, the 5,000-disk reload of bench-disks waited on the
 * browser (to listed, alternated single runs: 1,941, 2,418, 1,703, 1,801, 1,834, 1,553, 1,500 ms
 * against 1,722, 1,725, 1,590, 1,640, 1,605, 1,578 ms before the chunks were small; three ahead:
 * 1,531, 1,561, 1,444, 1,649 ms).
 */
const READS_AHEAD = 3;

/**
 * The chunks of one save, read as they are taken (in any order, each once), CHUNKS_PER_READ to a
 * request: the request holding the chunk taken and READS_AHEAD more, so the browser reads ahead
 * while the page parses.
 */
export class ChunkReader {
  private readonly reads = new Map<number, Promise<ChunkRead[]>>();
  /** Chunks of each request not taken yet. */
  private readonly left = new Map<number, number>();
  private next = 0;

  constructor(
    private readonly recordKey: string,
    private readonly stamp: number,
    private readonly count: number,
  ) {}

  private read(batch: number): Promise<ChunkRead[]> {
    const from = batch * CHUNKS_PER_READ;
    const to = Math.min(this.count - 1, from + CHUNKS_PER_READ - 1);
    this.left.set(batch, to - from + 1);
    return readChunks(this.recordKey, this.stamp, from, to);
  }

  /** Requests the request of chunk `index` and READS_AHEAD after it, those not requested yet. */
  private request(index: number): void {
    const batch = Math.floor(index / CHUNKS_PER_READ);
    const last = Math.floor((this.count - 1) / CHUNKS_PER_READ);
    for (let b = Math.max(batch, this.next); b <= Math.min(last, batch + READS_AHEAD); b++) {
      this.reads.set(b, this.read(b));
      this.next = b + 1;
    }
  }

  /** Starts the first reads, before the chunks are taken. */
  start(): void {
    if (this.count > 0) this.request(0);
  }

  /** Chunk `index` as read, and the next ones requested. */
  async take(index: number): Promise<ChunkRead> {
    this.request(index);
    const batch = Math.floor(index / CHUNKS_PER_READ);
    const read = this.reads.get(batch) ?? this.read(batch);
    const left = (this.left.get(batch) ?? 1) - 1;
    this.left.set(batch, left);
    // Its text goes once every chunk of the request is taken.
    if (left <= 0) this.reads.delete(batch);
    else this.reads.set(batch, read);
    return (await read)[index - batch * CHUNKS_PER_READ]!;
  }
}

/** Removes every chunk of these upload records (each save's). */
export async function deleteChunksOf(recordKeys: readonly IDBValidKey[]): Promise<void> {
  if (recordKeys.length === 0) return;
  await store()('readwrite', (s) => {
    for (const k of recordKeys) s.delete(ofRecord(k));
    return promisifyRequest(s.transaction);
  });
}

/** Removes the chunks of one save (its record could not be written). */
export async function deleteSave(recordKey: string, stamp: number): Promise<void> {
  await store()('readwrite', (s) => {
    s.delete(IDBKeyRange.bound([recordKey, stamp], [recordKey, stamp, []]));
    return promisifyRequest(s.transaction);
  });
}

/** Removes the chunks of `recordKey` saved under any stamp but `keep` (an earlier save of it). */
export async function deleteOtherSaves(recordKey: string, keep: number): Promise<void> {
  await store()('readwrite', (s) => {
    s.delete(IDBKeyRange.bound([recordKey], [recordKey, keep], false, true));
    s.delete(IDBKeyRange.bound([recordKey, keep, []], [recordKey, []], true, false));
    return promisifyRequest(s.transaction);
  });
}

/**
 * Removes chunks no saved upload names (`named`: "recordKey stamp"), once they are older than
 * ORPHAN_AGE_MS: a younger one may belong to a save still writing in another tab or worker.
 */
export async function sweepOrphanChunks(named: ReadonlySet<string>, now = Date.now()): Promise<void> {
  const all = (await store()('readonly', (s) => promisifyRequest(s.getAllKeys()))) as ChunkKey[];
  const orphans = all.filter(([key, stamp]) => !named.has(`${key} ${stamp}`) && now - stamp >= ORPHAN_AGE_MS);
  if (orphans.length === 0) return;
  await store()('readwrite', (s) => {
    for (const k of orphans) s.delete(k);
    return promisifyRequest(s.transaction);
  });
}

/** Every chunk of these upload records, as stored, for a bug report. */
export async function readChunksAsStored(recordKeys: readonly IDBValidKey[]): Promise<unknown[]> {
  const out: unknown[] = [];
  for (const k of recordKeys) {
    const keys = await store()('readonly', (s) => promisifyRequest(s.getAllKeys(ofRecord(k))));
    for (const key of keys) {
      try {
        out.push({ key, value: await store()('readonly', (s) => promisifyRequest(s.get(key))) });
      } catch (e) {
        out.push({ key, error: e instanceof Error ? e.message : String(e) });
      }
    }
  }
  return out;
}

export async function clearChunks(): Promise<void> {
  await store()('readwrite', (s) => {
    s.clear();
    return promisifyRequest(s.transaction);
  });
}
