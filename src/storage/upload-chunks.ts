// The bulk of a saved upload: its JSON parts in chunks of a few MB, each chunk a record of its own
// in a database of its own (`diskscope-chunks/chunks`), so the page reads a large upload back one
// chunk per task. As one record, the 100,000-job fio JSON of the bench (277 MB) came back in one
// task of ~320 ms: the browser decodes a record's value whole in the task that delivers it.
// Its own database, not a second store in `diskscope`: that would need a version change of the
// database, which an open tab of an older diskscope (or its worker) blocks until it closes.
// Writes are ordered so that nothing half-written ever loads: the chunks first (one transaction),
// then the upload's record naming them (src/storage/uploads.ts); removal goes the other way round.
// Chunks no record names (the tab closed between the two writes) are swept once old.
import { createStore, promisifyRequest, type UseStore } from 'idb-keyval';

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
 * Text per chunk, in UTF-16 code units (the parts are JSON text, nearly all ASCII). The bench's
 * 277 MB fio JSON is 132 M characters of parts, 67 chunks of this size; each came to the page in a
 * task of 15–65 ms on the shared 2-core machine at load 7–10 (the garbage collector's pauses
 * included), where 4 M made tasks of 25–100 ms and the one record of before one of ~320 ms. A
 * part longer than this (≤ ~3 MB: model/dataset-parts.ts) is a chunk alone.
 */
export const CHUNK_CHARS = 2_000_000;

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

/**
 * Chunk requests in flight at once. Not all at once: Chromium hands the page the answers of one
 * transaction in order, and delivers every answer that is ready in one task (a large value waits
 * for its data): with all requests sent at once, the chunks of the 100,000-job upload came in a
 * task of 536 ms. With two, the browser reads the next chunk while the page decodes one.
 */
const READ_AHEAD = 2;

/**
 * The chunks of one save, read in one transaction, READ_AHEAD requests at a time, each next one
 * sent as an answer arrives (so the transaction stays open). Resolves once the keys are known,
 * with one promise per chunk the record names (`count`), in order, each settling to its value,
 * its error, or `missing`: the caller takes each as it comes, while the browser reads the next.
 */
export function readChunks(
  recordKey: string,
  stamp: number,
  count: number,
): Promise<(Promise<ChunkRead> | 'missing')[]> {
  return store()(
    'readonly',
    (s) =>
      new Promise<{ reads: (Promise<ChunkRead> | 'missing')[] }>((resolve, reject) => {
        const listed = s.getAllKeys(IDBKeyRange.bound([recordKey, stamp], [recordKey, stamp, []]));
        listed.onerror = () => reject(listed.error);
        listed.onsuccess = () => {
          const have = new Set(listed.result.map((k) => (k as ChunkKey)[2]));
          const settle: ((r: ChunkRead) => void)[] = [];
          const reads = Array.from({ length: count }, (_, i): Promise<ChunkRead> | 'missing' =>
            have.has(i) ? new Promise<ChunkRead>((done) => (settle[i] = done)) : 'missing',
          );
          const queue = [...have].filter((i) => i < count).sort((x, y) => x - y);
          let inFlight = 0;
          const sendMore = () => {
            while (inFlight < READ_AHEAD && queue.length > 0) {
              const i = queue.shift()!;
              let request: IDBRequest;
              try {
                request = s.get([recordKey, stamp, i]);
              } catch (error) {
                settle[i]!({ error });
                continue;
              }
              inFlight++;
              request.onsuccess = () => {
                inFlight--;
                // Reading `result` decodes the value: here, in this answer's own task.
                settle[i]!({ value: request.result as unknown });
                sendMore();
              };
              request.onerror = () => {
                inFlight--;
                settle[i]!({ error: request.error });
                sendMore();
              };
            }
          };
          sendMore();
          // In an object: the transaction's callback resolves once the keys are read, not the chunks.
          resolve({ reads });
        };
      }),
  ).then((r) => r.reads);
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
