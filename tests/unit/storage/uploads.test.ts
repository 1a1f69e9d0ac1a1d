// Saved uploads against a real IndexedDB implementation (fake-indexeddb, in Node): whole records,
// records saved in shares by several workers, the older `json` and `parts` records, and what is
// skipped. The chunks of today's records: upload-chunks.test.ts.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mergeShards } from '../../../src/model/merge-shards';
import { serializeDataset } from '../../../src/model/serialize';
import type { Dataset } from '../../../src/model/types';
import {
  clearStoredUploads,
  deleteStoredKeys,
  deleteStoredUpload,
  loadStoredUploads,
  saveStoredUpload,
} from '../../../src/storage/uploads';
import { splitDataset } from '../../../src/model/dataset-parts';
import { ingestFolder } from '../../helpers/ingest';
import { createStore, set } from 'idb-keyval';

/** A real fixture folder imported as an upload under a disk folder name. */
const upload = (rel: string, folder: string) => ingestFolder(rel, folder);

const partsOf = (ds: Dataset) => [...splitDataset(ds)].map((p) => JSON.stringify(p));
const base = { name: 'run.zip', addedAt: '2026-11-22T00:00:00.000Z' };
const raw = createStore('diskscope', 'uploads');
/** A record as an older diskscope saved it (the whole dataset as one JSON string, or its parts). */
const saveOld = (key: string, record: object) => set(key, record, raw);

let a: Dataset;
let b: Dataset;

afterEach(() => vi.restoreAllMocks());

beforeEach(async () => {
  await clearStoredUploads();
  a = await upload('fio/local_ssd_1', 'qcloud_ssd_100');
  b = await upload('pts/local_ext4_2', 'aliyun_essd_500');
});

describe('uploads kept in IndexedDB', () => {
  it('loads an upload saved as JSON parts, and those saved by older versions (one JSON string, parts in the record)', async () => {
    await saveStoredUpload({ id: 'u1', ...base, version: 1, parts: partsOf(a) });
    await saveOld('u0', { id: 'u0', ...base, json: serializeDataset(b) });
    await saveOld('u2', { id: 'u2', ...base, version: 1, parts: partsOf(b) });
    for (const [index, ds] of [a, b].entries())
      await saveOld(`u3#${index}`, {
        id: 'u3',
        ...base,
        version: 1,
        parts: partsOf(ds),
        share: { index, count: 2 },
      });
    const { uploads, notices, broken } = await loadStoredUploads();
    expect(notices).toEqual([]);
    expect(broken).toEqual([]);
    expect(uploads.find((u) => u.id === 'u1')?.dataset).toEqual(a);
    expect(uploads.find((u) => u.id === 'u0')?.dataset).toEqual(b);
    expect(uploads.find((u) => u.id === 'u2')?.dataset).toEqual(b);
    expect(uploads.find((u) => u.id === 'u3')?.dataset).toEqual(
      mergeShards([structuredClone(a), structuredClone(b)]),
    );
  });

  it('joins the shares several workers saved, exactly as the page joined them', async () => {
    const expected = mergeShards([structuredClone(a), structuredClone(b)]);
    await saveStoredUpload({
      id: 'u1',
      ...base,
      version: 1,
      parts: partsOf(b),
      share: { index: 1, count: 2 },
    });
    await saveStoredUpload({
      id: 'u1',
      ...base,
      version: 1,
      parts: partsOf(a),
      share: { index: 0, count: 2 },
    });
    const { uploads } = await loadStoredUploads();
    expect(uploads).toHaveLength(1);
    expect(uploads[0]!.dataset).toEqual(expected);
  });

  it('lists as broken an upload whose shares were not all saved, and removes every share', async () => {
    await saveStoredUpload({
      id: 'u1',
      ...base,
      version: 1,
      parts: partsOf(a),
      share: { index: 0, count: 2 },
    });
    const { uploads, broken } = await loadStoredUploads();
    expect(uploads).toEqual([]);
    expect(broken).toEqual([
      {
        keys: ['u1#0'],
        name: 'run.zip',
        reason: expect.stringContaining('only partly saved'),
        kind: 'partial',
      },
    ]);
    await saveStoredUpload({
      id: 'u1',
      ...base,
      version: 1,
      parts: partsOf(b),
      share: { index: 1, count: 2 },
    });
    await saveStoredUpload({ id: 'u10', ...base, version: 1, parts: partsOf(b) });
    await deleteStoredUpload('u1');
    expect((await loadStoredUploads()).uploads.map((u) => u.id)).toEqual(['u10']);
  });

  it('names a broken or newer record instead of failing the others', async () => {
    await saveStoredUpload({ id: 'bad', ...base, version: 1, parts: ['{not json'] });
    await saveStoredUpload({ id: 'new', ...base, version: 99, parts: partsOf(a) });
    await saveStoredUpload({ id: 'ok', ...base, version: 1, parts: partsOf(a) });
    const { uploads, broken } = await loadStoredUploads();
    expect(uploads.map((u) => u.id)).toEqual(['ok']);
    expect(broken.map((b) => [b.keys, b.reason])).toEqual([
      [['bad'], expect.stringContaining('a saved part is broken')],
      [['new'], expect.stringContaining('newer than this diskscope')],
    ]);
  });

  it('one corrupted record never hides the others: each is named and can be removed', async () => {
    await saveStoredUpload({ id: 'good', ...base, version: 1, parts: partsOf(a) });
    // Not a record at all; a record whose dataset is not a dataset; a part whose series never began;
    // a dataset whose one measurement lacks provenance (skipped by the schema, the disk is kept).
    await set('junk', 42, raw);
    await set(
      'nulls',
      { id: 'nulls', ...base, json: '{"format":"diskscope-dataset","version":2,"dataset":null}' },
      raw,
    );
    const orphan = JSON.stringify({ seriesMore: { id: 's1', t: [1], v: [1] } });
    await saveStoredUpload({ id: 'orphan', ...base, name: 'orphan.zip', version: 1, parts: [orphan] });
    const noProv = JSON.parse(serializeDataset(a)) as { dataset: Dataset };
    delete (noProv.dataset.measurements[0] as Partial<Dataset['measurements'][0]>).provenance;
    await saveOld('noprov', { id: 'noprov', ...base, name: 'noprov.zip', json: JSON.stringify(noProv) });

    const { uploads, broken, notices } = await loadStoredUploads();
    expect(uploads.map((u) => u.id).sort()).toEqual(['good', 'noprov']);
    const noprov = uploads.find((u) => u.id === 'noprov')!;
    expect(noprov.dataset.measurements).toHaveLength(a.measurements.length - 1);
    expect(notices).toEqual([
      expect.stringMatching(/^noprov\.zip: measurement 0 \(".*"\) skipped: provenance: /),
    ]);
    expect(broken.map((b) => b.keys[0]).sort()).toEqual(['junk', 'nulls', 'orphan']);
    expect(broken.find((b) => b.keys[0] === 'orphan')!.reason).toMatch(/a saved part is broken/);

    await Promise.all(broken.map((b) => deleteStoredKeys(b.keys)));
    const after = await loadStoredUploads();
    expect(after.broken).toEqual([]);
    expect(after.uploads.map((u) => u.id).sort()).toEqual(['good', 'noprov']);
  });

  it('reads every record in one transaction, and each chunk in one of its own', async () => {
    await saveStoredUpload({
      id: 'u1',
      ...base,
      version: 1,
      parts: partsOf(a),
      share: { index: 0, count: 2 },
    });
    await saveStoredUpload({
      id: 'u1',
      ...base,
      version: 1,
      parts: partsOf(b),
      share: { index: 1, count: 2 },
    });
    await saveStoredUpload({ id: 'u2', ...base, version: 1, parts: partsOf(b) });
    const transaction = vi.spyOn(IDBDatabase.prototype, 'transaction');
    const { uploads, broken } = await loadStoredUploads();
    const dbs = transaction.mock.contexts.map((db) => (db as IDBDatabase).name);
    expect(dbs.filter((n) => n === 'diskscope')).toHaveLength(1);
    // Per record, a listing of its chunks' keys and a transaction per 16 chunks (read as they are
    // taken); then the sweep of chunks no record names (a listing of keys).
    const { createStore: chunkDb, keys: keysOf } = await import('idb-keyval');
    const chunkKeys = (await keysOf(chunkDb('diskscope-chunks', 'chunks'))) as [string, number, number][];
    expect(chunkKeys.length).toBeGreaterThanOrEqual(3);
    const perRecord = new Map<string, number>();
    for (const [k] of chunkKeys) perRecord.set(k, (perRecord.get(k) ?? 0) + 1);
    const reads = [...perRecord.values()].reduce((n, c) => n + Math.ceil(c / 16), 0);
    expect(dbs.filter((n) => n === 'diskscope-chunks')).toHaveLength(3 + reads + 1);
    expect(broken).toEqual([]);
    expect(uploads.map((u) => u.id).sort()).toEqual(['u1', 'u2']);
  });

  it('a record the browser cannot read is named, and the others are still read and loaded', async () => {
    await saveStoredUpload({ id: 'good', ...base, version: 1, parts: partsOf(a) });
    await saveStoredUpload({ id: 'lost', ...base, version: 1, parts: partsOf(b) });
    await saveStoredUpload({ id: 'more', ...base, version: 1, parts: partsOf(b) });
    const get = IDBObjectStore.prototype.get;
    vi.spyOn(IDBObjectStore.prototype, 'get').mockImplementation(function (this: IDBObjectStore, key) {
      if (key === 'lost') throw new DOMException('the value could not be read', 'DataError');
      return get.call(this, key);
    });
    const { uploads, broken } = await loadStoredUploads();
    expect(uploads.map((u) => u.id).sort()).toEqual(['good', 'more']);
    expect(uploads.find((u) => u.id === 'good')?.dataset).toEqual(a);
    expect(broken).toEqual([
      {
        keys: ['lost'],
        name: 'lost',
        reason: 'the browser could not read it (the value could not be read)',
        kind: 'unreadable',
      },
    ]);
  });
});

describe('why a save failed', () => {
  it('a full quota is named as such even when the browser gives no message', async () => {
    const { saveFailure } = await import('../../../src/storage/uploads');
    expect(saveFailure(new DOMException('', 'QuotaExceededError'))).toEqual({
      why: 'quota',
      detail: 'QuotaExceededError',
    });
    expect(saveFailure(new DOMException('The quota has been exceeded.', 'UnknownError')).why).toBe('quota');
    expect(saveFailure(new Error('')).detail).toBe('Error');
    expect(saveFailure(new Error('disk I/O error'))).toEqual({ why: 'other', detail: 'disk I/O error' });
  });
});
