// Uploads survive a reload: each one is kept in IndexedDB (through idb-keyval) as the JSON parts of
// the versioned dataset (model/dataset-parts.ts, model/serialize.ts), so a model change is handled
// by the serialiser's upgraders instead of breaking old browsers' data. Works in the main thread and
// in the ingest worker: the worker saves a fresh upload itself, so the big JSON is never built on
// the main thread. An upload imported by several workers is saved as one record per shard (key
// `<id>#<index>`) and joined again on load. A record names its parts' chunks, kept apart
// (upload-chunks.ts) so a large upload is read back a few chunks per task.
import { clear, createStore, delMany, get, keys, promisifyRequest, set, type UseStore } from 'idb-keyval';
import { yieldToPage } from '../lib/next-task';
import type { BrokenUpload, Upload } from '../model/upload';
import { isStoredUpload, type StoredUpload, type StoredUploadMeta } from './stored-upload';
import {
  CHUNK_CHARS,
  chunkParts,
  clearChunks,
  deleteChunksOf,
  deleteOtherSaves,
  deleteSave,
  readChunksAsStored,
  sweepOrphanChunks,
  writeChunks,
} from './upload-chunks';
import { completeShares, loadOne, message, startChunkReads, Unloadable } from './upload-parse';

export type { StoredUpload } from './stored-upload';

/** What a save is given: the upload, and its dataset as JSON parts of the dataset `version`. */
export type UploadToSave = StoredUploadMeta & { version: number; parts: string[] };

let uploadStore: UseStore | undefined;
function store(): UseStore {
  uploadStore ??= createStore('diskscope', 'uploads');
  return uploadStore;
}

/**
 * Saves an upload (or one share of it): its parts in chunks first, then the record naming them, so
 * a save cut short leaves no record, only chunks no record names (swept later, upload-chunks.ts).
 * A record saved again under the same key replaces the earlier one, whose chunks are then removed.
 * `chunkChars`: text per chunk (smaller in tests, to make many chunks of small real data).
 */
export async function saveStoredUpload(upload: UploadToSave, chunkChars = CHUNK_CHARS): Promise<void> {
  const { parts, version, ...meta } = upload;
  const key = upload.share ? `${upload.id}#${upload.share.index}` : upload.id;
  const stamp = Date.now();
  const chunks = chunkParts(parts, chunkChars);
  await writeChunks(key, stamp, chunks);
  const record: StoredUpload = { ...meta, version, chunks: { stamp, count: chunks.length } };
  try {
    await set(key, record, store());
  } catch (e) {
    await deleteSave(key, stamp).catch(() => undefined);
    throw e;
  }
  await deleteOtherSaves(key, stamp).catch(() => undefined);
}

/** Removes the upload, every share of it included: the records first, then their chunks. */
export async function deleteStoredUpload(id: string): Promise<void> {
  const all = await keys(store());
  const mine = all.filter((k) => k === id || (typeof k === 'string' && k.startsWith(`${id}#`)));
  await delMany(mine, store());
  await deleteChunksOf(mine);
}

/** Removes the records of a saved upload that could not be loaded (by their IndexedDB keys), and their chunks. */
export async function deleteStoredKeys(recordKeys: readonly string[]): Promise<void> {
  await delMany([...recordKeys], store());
  await deleteChunksOf(recordKeys);
}

export async function clearStoredUploads(): Promise<void> {
  await clear(store());
  await clearChunks();
}

type ReadRecord = { key: IDBValidKey; value: unknown } | { key: IDBValidKey; error: unknown };

/**
 * Every record in one transaction: its keys, then a request per record, all at once (the records of
 * a large upload are read at every page load; a transaction per record waited for each in turn).
 * Not one getAll: the page decodes a request's value in one task, and 50 MB of them took ~130 ms.
 */
function readAllAtOnce(): Promise<ReadRecord[]> {
  return store()(
    'readonly',
    (s) =>
      new Promise<ReadRecord[]>((resolve, reject) => {
        const keysRead = s.getAllKeys();
        keysRead.onerror = () => reject(keysRead.error);
        keysRead.onsuccess = () => {
          try {
            const reads = keysRead.result.map((key) =>
              promisifyRequest(s.get(key)).then((value) => ({ key, value })),
            );
            resolve(Promise.all(reads));
          } catch (e) {
            reject(e);
          }
        };
      }),
  );
}

/**
 * Every record. When reading them at once fails, each is read on its own, so the one the browser
 * cannot read is named and the others still load.
 */
async function readRecords(): Promise<ReadRecord[]> {
  try {
    return await readAllAtOnce();
  } catch {
    const out: ReadRecord[] = [];
    for (const key of await keys(store())) {
      try {
        out.push({ key, value: await get(key, store()) });
      } catch (error) {
        out.push({ key, error });
      }
    }
    return out;
  }
}

/**
 * Reads every saved upload back. Each record is checked and each upload loaded on its own, so a
 * record that no longer loads (of an unknown shape, unreadable, partly saved, with a broken
 * dataset) never hides the others: it is listed in `broken` with its keys, so it can be removed,
 * and the dataset's own warnings (parts skipped by the schema check) go to `notices`.
 */
export async function loadStoredUploads(): Promise<{
  uploads: Upload[];
  notices: string[];
  broken: BrokenUpload[];
}> {
  if (typeof indexedDB === 'undefined') return { uploads: [], notices: [], broken: [] };
  const uploads: Upload[] = [];
  const notices: string[] = [];
  const broken: BrokenUpload[] = [];
  const byId = new Map<string, { key: string; record: StoredUpload }[]>();
  const read = await readRecords();
  for (const entry of read) {
    const key = entry.key;
    // Keys diskscope writes are strings; anything else is not one of its records.
    const k = typeof key === 'string' ? key : String(key);
    if ('error' in entry) {
      broken.push({
        keys: [k],
        name: k,
        reason: `the browser could not read it (${message(entry.error)})`,
        kind: 'unreadable',
      });
      continue;
    }
    const value = entry.value;
    if (typeof key !== 'string' || !isStoredUpload(value)) {
      broken.push({
        keys: [k],
        name: k,
        reason: 'it is not a saved upload of a shape this page knows',
        kind: 'shape',
      });
      continue;
    }
    byId.set(value.id, [...(byId.get(value.id) ?? []), { key, record: value }]);
  }
  const named = new Set<string>();
  for (const entries of byId.values())
    for (const { key, record } of entries) if ('chunks' in record) named.add(`${key} ${record.chunks.stamp}`);
  // Chunks of saves that never finished are removed in the background; a failure costs only space.
  void sweepOrphanChunks(named).catch(() => undefined);
  const chunkReads = startChunkReads([...byId.values()].flat());
  for (const entries of byId.values()) {
    const first = entries[0]!.record;
    const recordKeys = entries.map((e) => e.key);
    const ordered = completeShares(entries);
    if (!ordered) {
      broken.push({
        keys: recordKeys,
        name: first.name,
        reason: 'it was only partly saved (the tab closed while saving)',
        kind: 'partial',
      });
      continue;
    }
    try {
      const dataset = await loadOne(first.name, ordered, chunkReads, notices);
      uploads.push({
        id: first.id,
        name: first.name,
        addedAt: first.addedAt,
        dataset,
        ...(first.sources ? { sources: first.sources } : {}),
      });
    } catch (e) {
      const kind = e instanceof Unloadable ? e.kind : 'data';
      broken.push({ keys: recordKeys, name: first.name, reason: message(e), kind });
    }
  }
  // The caller puts the uploads in the store, which renders the overview of every disk at once:
  // in the task of the last share's checks and join, the reload's main-thread block reached 126 ms
  // for 1,000 disks in the bench, so the render starts a task of its own.
  await yieldToPage();
  return { uploads, notices, broken };
}

/** Why an upload could not be saved: the browser's storage for the site is full, or another reason. */
export type SaveWhy = 'quota' | 'other';

/**
 * The reason a save failed, in words the page can show. A full quota is a DOMException named
 * `QuotaExceededError` whose message is often empty (Chromium's IndexedDB abort gives none): the
 * notice once read "…was not saved for reload:" and nothing after it.
 */
export function saveFailure(e: unknown): { why: SaveWhy; detail: string } {
  const name = e instanceof Error || e instanceof DOMException ? e.name : '';
  const text = e instanceof Error || e instanceof DOMException ? e.message : String(e);
  if (name === 'QuotaExceededError' || /quota/i.test(text)) return { why: 'quota', detail: text || name };
  return { why: 'other', detail: text.trim() || name || 'the browser gave no reason' };
}

/**
 * The raw stored records (as IndexedDB holds them), then their chunks, for a bug report about one
 * that no longer loads.
 */
export async function readStoredKeys(recordKeys: readonly string[]): Promise<unknown[]> {
  const out: unknown[] = [];
  for (const key of recordKeys) {
    try {
      out.push({ key, value: await get(key, store()) });
    } catch (e) {
      out.push({ key, error: message(e) });
    }
  }
  try {
    out.push(...(await readChunksAsStored(recordKeys)));
  } catch (e) {
    out.push({ chunks: recordKeys, error: message(e) });
  }
  return out;
}
