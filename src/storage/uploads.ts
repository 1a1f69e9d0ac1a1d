// Uploads survive a reload: each one is kept in IndexedDB (through idb-keyval) as the versioned
// dataset JSON (model/serialize.ts), so a model change is handled by the serialiser's upgraders
// instead of breaking old browsers' data. Works in the main thread and in the ingest worker: the
// worker saves a fresh upload itself, so the big JSON string is never built on the main thread.
// An upload imported by several workers is saved as one record per shard (key `<id>#<index>`) and
// joined again on load, exactly as the page joined the shards when they arrived.
import { clear, createStore, delMany, get, keys, promisifyRequest, set, type UseStore } from 'idb-keyval';
import { pauseEvery, yieldToPage } from '../lib/next-task';
import { DatasetCollector, type DatasetPart } from '../model/dataset-parts';
import { mergeShards } from '../model/merge-shards';
import { DATASET_FORMAT, datasetFromEnvelopeInSteps, type DeserializeResult } from '../model/serialize';
import type { Dataset } from '../model/types';
import type { BrokenUpload, Upload } from '../model/upload';

/**
 * What one IndexedDB entry holds: the dataset as the ingest worker wrote it, JSON parts of a
 * DatasetPart each (`parts`, with the dataset `version`), or — in entries saved before parts —
 * `json`, which is `serializeDataset(upload.dataset)`.
 */
export type StoredUpload = {
  id: string;
  name: string;
  addedAt: string;
  /**
   * Present when the upload was imported in shards: which one this record holds. Named `share`
   * because records saved in browsers already carry that name; renaming it needs a stored-format
   * upgrade.
   */
  share?: { index: number; count: number };
  /** Data opened from URLs and kept: the URLs, so links to its charts stay short after a reload. */
  sources?: string[];
} & ({ json: string } | { version: number; parts: string[] });

let uploadStore: UseStore | undefined;
function store(): UseStore {
  uploadStore ??= createStore('diskscope', 'uploads');
  return uploadStore;
}

export async function saveStoredUpload(record: StoredUpload): Promise<void> {
  await set(record.share ? `${record.id}#${record.share.index}` : record.id, record, store());
}

/** Removes the upload, every share of it included. */
export async function deleteStoredUpload(id: string): Promise<void> {
  const all = await keys(store());
  await delMany(
    all.filter((k) => k === id || (typeof k === 'string' && k.startsWith(`${id}#`))),
    store(),
  );
}

/** Removes the records of a saved upload that could not be loaded (by their IndexedDB keys). */
export async function deleteStoredKeys(recordKeys: readonly string[]): Promise<void> {
  await delMany([...recordKeys], store());
}

export async function clearStoredUploads(): Promise<void> {
  await clear(store());
}

function isShard(v: unknown): v is StoredUpload['share'] {
  if (v === undefined) return true;
  if (typeof v !== 'object' || v === null) return false;
  const r = v as Record<string, unknown>;
  return Number.isInteger(r.index) && Number.isInteger(r.count);
}

function isStoredUpload(v: unknown): v is StoredUpload {
  if (typeof v !== 'object' || v === null) return false;
  const r = v as Record<string, unknown>;
  return (
    typeof r.id === 'string' &&
    typeof r.name === 'string' &&
    typeof r.addedAt === 'string' &&
    (typeof r.json === 'string' ||
      (typeof r.version === 'number' &&
        Array.isArray(r.parts) &&
        r.parts.every((p) => typeof p === 'string'))) &&
    isShard(r.share) &&
    (r.sources === undefined || (Array.isArray(r.sources) && r.sources.every((u) => typeof u === 'string')))
  );
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
const PARSE_SLICE_MS = 10;

async function datasetFromParts(
  record: { version: number; parts: string[] },
  pause: () => Promise<void>,
): Promise<DeserializeResult> {
  const collector = new DatasetCollector();
  try {
    for (const p of record.parts) {
      collector.add(JSON.parse(p) as DatasetPart);
      await pause();
    }
    return await datasetFromEnvelopeInSteps(
      { format: DATASET_FORMAT, version: record.version, dataset: await collector.dataset() },
      pause,
    );
  } catch (e) {
    // JSON.parse's own words ("Unexpected token … at position 9") mean nothing to a reader.
    const why = e instanceof SyntaxError ? 'it is not valid JSON' : message(e);
    return { ok: false, error: `a saved part is broken (${why})` };
  }
}

/** The records of one upload: one whole record, or its shares in order (undefined: some missing). */
function completeShares(records: StoredUpload[]): StoredUpload[] | undefined {
  const whole = records.find((r) => !r.share);
  if (whole) return [whole];
  const count = records[0]?.share?.count ?? 0;
  const ordered: StoredUpload[] = [];
  for (let i = 0; i < count; i++) {
    const r = records.find((x) => x.share?.index === i);
    if (!r) return undefined;
    ordered.push(r);
  }
  return ordered;
}

function message(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
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

/** The dataset of one upload's records, or why it cannot be loaded; `notices` gets its warnings. */
async function loadOne(name: string, ordered: StoredUpload[], notices: string[]): Promise<Dataset | string> {
  const shares: Dataset[] = [];
  const pause = pauseEvery(PARSE_SLICE_MS);
  for (const record of ordered) {
    const parsed =
      'json' in record ? await datasetFromJson(record.json, pause) : await datasetFromParts(record, pause);
    if (!parsed.ok) return parsed.error;
    for (const w of parsed.warnings) notices.push(`${name}: ${w}`);
    shares.push(parsed.dataset);
  }
  if (shares.length === 1) return shares[0]!;
  // The last share's checks ran in the task that called this; the join gets a task of its own.
  await yieldToPage();
  return mergeShards(shares);
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
  for (const entries of byId.values()) {
    const records = entries.map((e) => e.record);
    const first = records[0]!;
    const recordKeys = entries.map((e) => e.key);
    const ordered = completeShares(records);
    if (!ordered) {
      broken.push({
        keys: recordKeys,
        name: first.name,
        reason: 'it was only partly saved (the tab closed while saving)',
        kind: 'partial',
      });
      continue;
    }
    let dataset: Dataset | string;
    try {
      dataset = await loadOne(first.name, ordered, notices);
    } catch (e) {
      dataset = message(e);
    }
    if (typeof dataset === 'string')
      broken.push({ keys: recordKeys, name: first.name, reason: dataset, kind: 'data' });
    else
      uploads.push({
        id: first.id,
        name: first.name,
        addedAt: first.addedAt,
        dataset,
        ...(first.sources ? { sources: first.sources } : {}),
      });
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

/** The raw stored records (as IndexedDB holds them), for a bug report about one that no longer loads. */
export async function readStoredKeys(recordKeys: readonly string[]): Promise<unknown[]> {
  const out: unknown[] = [];
  for (const key of recordKeys) {
    try {
      out.push({ key, value: await get(key, store()) });
    } catch (e) {
      out.push({ key, error: message(e) });
    }
  }
  return out;
}
