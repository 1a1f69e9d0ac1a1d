// Reading a saved upload's parts back (storage/upload-parse.ts): the dataset equals the parts' JSON
// read here with JSON.parse, and each part's text is taken out of what was read as it is parsed (the
// browser keeps a request's values until a full garbage collection; a text left in them outlives
// its parse in the old generation).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ingestFiles } from '../../../src/ingest/ingest';
import { splitDatasetAsJson } from '../../../src/model/dataset-parts';
import { DATASET_VERSION } from '../../../src/model/serialize';
import type { StoredUpload } from '../../../src/storage/stored-upload';
import { loadOne } from '../../../src/storage/upload-parse';
import { fixturePath } from '../../helpers/fixtures';

describe('a saved upload read back from its parts', () => {
  it('gives the parts’ measurements and takes each text out as it parses it', async () => {
    const bytes = readFileSync(fixturePath('fio/local_ssd_1/randread-4k-qd1.json'));
    const files = Array.from({ length: 12 }, (_, i) => ({ path: `disk-${i % 2}/run-${i}.json`, bytes }));
    const texts = [...splitDatasetAsJson(await ingestFiles(files, { origin: 'x' }))].map((p) => p.json);
    const record: StoredUpload = {
      id: 'u1',
      name: 'runs',
      addedAt: '2026-11-27T00:00:00Z',
      version: DATASET_VERSION,
      parts: [...texts],
    };
    const notices: string[] = [];
    const ds = await loadOne('runs', [{ key: 'u1', record }], new Map(), notices);
    const want = texts.flatMap((t) => (JSON.parse(t) as { measurements?: unknown[] }).measurements ?? []);
    expect(want).toHaveLength(12);
    expect(ds.measurements).toEqual(want);
    expect(notices).toEqual([]);
    expect(record.parts).toEqual(texts.map(() => ''));
  });
});
