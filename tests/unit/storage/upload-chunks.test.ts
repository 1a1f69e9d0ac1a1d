// A saved upload's parts in chunks (src/storage/upload-chunks.ts), against a real IndexedDB
// implementation (fake-indexeddb): what is written where, that the same dataset comes back a chunk
// per request, and that a chunk missing, damaged or unreadable names its upload and loses nothing
// else. Small chunks (`chunkChars`) make many chunks of a small real fio run.
import 'fake-indexeddb/auto';
import { createStore, del, get, keys, set } from 'idb-keyval';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { splitDataset } from '../../../src/model/dataset-parts';
import type { Dataset } from '../../../src/model/types';
import { ORPHAN_AGE_MS, sweepOrphanChunks, writeChunks } from '../../../src/storage/upload-chunks';
import {
  clearStoredUploads,
  deleteStoredKeys,
  deleteStoredUpload,
  loadStoredUploads,
  readStoredKeys,
  saveStoredUpload,
} from '../../../src/storage/uploads';
import { ingestFolder } from '../../helpers/ingest';

const records = createStore('diskscope', 'uploads');
const chunks = createStore('diskscope-chunks', 'chunks');
type Key = [string, number, number];
const chunkKeys = async () => (await keys(chunks)) as Key[];
const base = { name: 'run.zip', addedAt: '2026-11-22T00:00:00.000Z', version: 2 };
/** Small enough that each part of the fixture below is a chunk of its own or nearly. */
const SMALL = 3000;

let a: Dataset;
let parts: string[];

afterEach(() => vi.restoreAllMocks());

beforeEach(async () => {
  await clearStoredUploads();
  // The real fio run of the fixtures (6 JSON files) as one upload.
  a = await ingestFolder('fio/local_ssd_1', 'qcloud_ssd_100');
  parts = [...splitDataset(a)].map((p) => JSON.stringify(p));
});

describe('an upload saved in chunks', () => {
  it('keeps its parts in order in chunks the record names, and loads the same dataset a chunk per request', async () => {
    await saveStoredUpload({ id: 'big', ...base, parts }, SMALL);
    const record = (await get('big', records)) as { chunks: { stamp: number; count: number } };
    const stored = await chunkKeys();
    expect(record.chunks.count).toBeGreaterThan(2);
    expect(stored).toEqual(
      Array.from({ length: record.chunks.count }, (_, i) => ['big', record.chunks.stamp, i]),
    );
    // The chunks hold the parts as given, in order, each chunk within the size (or one part alone).
    const held: string[][] = [];
    for (const k of stored) held.push(((await get(k, chunks)) as { parts: string[] }).parts);
    expect(held.flat()).toEqual(parts);
    for (const c of held) expect(c.length === 1 || c.join('').length <= SMALL).toBe(true);

    const getCalls = vi.spyOn(IDBObjectStore.prototype, 'get');
    const getAll = vi.spyOn(IDBObjectStore.prototype, 'getAll');
    const { uploads, broken, notices } = await loadStoredUploads();
    expect(broken).toEqual([]);
    expect(notices).toEqual([]);
    expect(uploads.map((u) => u.id)).toEqual(['big']);
    expect(uploads[0]!.dataset).toEqual(a);
    // 16 chunks to a request (upload-chunks.ts), in key ranges that follow each other: never all at
    // once, nor one request per chunk.
    expect(getCalls.mock.calls.filter(([k]) => Array.isArray(k))).toHaveLength(0);
    const ranges = getAll.mock.calls.map(([r]) => [(r as IDBKeyRange).lower[2], (r as IDBKeyRange).upper[2]]);
    expect(ranges).toEqual(
      Array.from({ length: Math.ceil(record.chunks.count / 16) }, (_, i) => [
        i * 16,
        Math.min(record.chunks.count - 1, i * 16 + 15),
      ]),
    );
  });

  it('a chunk missing, damaged or unreadable names its upload, and the other uploads still load whole', async () => {
    for (const id of ['gone', 'junk', 'badjson', 'unread', 'fine'])
      await saveStoredUpload({ id, ...base, name: `${id}.zip`, parts }, SMALL);
    const stampOf = async (id: string) =>
      ((await get(id, records)) as { chunks: { stamp: number } }).chunks.stamp;
    await del(['gone', await stampOf('gone'), 1], chunks);
    await set(['junk', await stampOf('junk'), 0], 42, chunks);
    await set(['badjson', await stampOf('badjson'), 2], { parts: ['{"measurements": ['] }, chunks);
    const unreadable = ['unread', await stampOf('unread'), 1];
    const realGet = IDBObjectStore.prototype.get;
    const realGetAll = IDBObjectStore.prototype.getAll;
    const unreadableError = () => new DOMException('the value could not be read', 'DataError');
    vi.spyOn(IDBObjectStore.prototype, 'get').mockImplementation(function (this: IDBObjectStore, key) {
      if (JSON.stringify(key) === JSON.stringify(unreadable)) throw unreadableError();
      return realGet.call(this, key);
    });
    // A request of several chunks that holds it fails as a whole: each chunk is then read alone.
    vi.spyOn(IDBObjectStore.prototype, 'getAll').mockImplementation(function (this: IDBObjectStore, range) {
      if (range instanceof IDBKeyRange && range.includes(unreadable)) throw unreadableError();
      return realGetAll.call(this, range);
    });
    const { uploads, broken } = await loadStoredUploads();
    expect(uploads.map((u) => u.id)).toEqual(['fine']);
    expect(uploads[0]!.dataset).toEqual(a);
    const count = ((await get('gone', records)) as { chunks: { count: number } }).chunks.count;
    expect(broken).toEqual([
      {
        keys: ['badjson'],
        name: 'badjson.zip',
        reason: 'a saved part is broken (it is not valid JSON)',
        kind: 'data',
      },
      {
        keys: ['gone'],
        name: 'gone.zip',
        reason: `1 of the ${count} chunks of its saved data are missing`,
        kind: 'partial',
      },
      {
        keys: ['junk'],
        name: 'junk.zip',
        reason: `chunk 1 of ${count} is not a saved chunk of a known shape`,
        kind: 'data',
      },
      {
        keys: ['unread'],
        name: 'unread.zip',
        reason: `the browser could not read chunk 2 of ${count} (the value could not be read)`,
        kind: 'unreadable',
      },
    ]);
    // A bug report holds the record and its chunks as stored; removing it takes both.
    const report = (await readStoredKeys(['junk'])) as { key: unknown; value?: unknown }[];
    expect(report[0]).toMatchObject({ key: 'junk', value: { id: 'junk', chunks: { count } } });
    expect(report.slice(1).map((r) => r.key)).toEqual(
      Array.from({ length: count }, (_, i) => ['junk', expect.any(Number), i]),
    );
    await deleteStoredKeys(['junk']);
    expect((await chunkKeys()).some(([k]) => k === 'junk')).toBe(false);
    expect(await get('junk', records)).toBeUndefined();
  });

  it('a save cut short before its record is written loads as nothing, and its chunks are swept once old', async () => {
    await saveStoredUpload({ id: 'kept', ...base, parts }, SMALL);
    // The tab closed after the chunks were written, before the record naming them.
    const old = Date.now() - ORPHAN_AGE_MS - 1;
    await writeChunks('cut', old, [parts.slice(0, 2), parts.slice(2)]);
    await writeChunks('young', Date.now(), [parts]);
    const { uploads, broken } = await loadStoredUploads();
    expect(uploads.map((u) => u.id)).toEqual(['kept']);
    expect(broken).toEqual([]);
    const named = new Set([
      `kept ${((await get('kept', records)) as { chunks: { stamp: number } }).chunks.stamp}`,
    ]);
    await sweepOrphanChunks(named);
    // The old orphan is gone; a young one may be a save still writing in another tab.
    expect([...new Set((await chunkKeys()).map(([k]) => k))].sort()).toEqual(['kept', 'young']);
  });

  it('a record that cannot be written leaves no chunks behind, and the save says why', async () => {
    const realPut = IDBObjectStore.prototype.put;
    vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(function (this: IDBObjectStore, v, k) {
      if (this.name === 'uploads') throw new DOMException('', 'QuotaExceededError');
      return realPut.call(this, v, k);
    });
    await expect(saveStoredUpload({ id: 'full', ...base, parts }, SMALL)).rejects.toThrow(DOMException);
    vi.restoreAllMocks();
    expect(await chunkKeys()).toEqual([]);
    expect(await keys(records)).toEqual([]);
  });

  it('saved again, an upload keeps only its latest chunks; removing it removes every chunk of every share', async () => {
    await saveStoredUpload({ id: 'u', ...base, parts: parts.slice(0, 2) }, SMALL);
    await new Promise((r) => setTimeout(r, 2));
    await saveStoredUpload({ id: 'u', ...base, parts }, SMALL);
    const stamp = ((await get('u', records)) as { chunks: { stamp: number } }).chunks.stamp;
    expect((await chunkKeys()).every(([, s]) => s === stamp)).toBe(true);
    expect((await loadStoredUploads()).uploads[0]!.dataset).toEqual(a);

    await saveStoredUpload({ id: 's', ...base, parts, share: { index: 0, count: 2 } }, SMALL);
    await saveStoredUpload({ id: 's', ...base, parts, share: { index: 1, count: 2 } }, SMALL);
    await deleteStoredUpload('s');
    expect([...new Set((await chunkKeys()).map(([k]) => k))]).toEqual(['u']);
    expect(await keys(records)).toEqual(['u']);
  });
});
