import { describe, expect, it } from 'vitest';
import { DATASET_VERSION, deserializeDataset, serializeDataset } from '../../../src/model/serialize';
import { emptyDataset } from '../../../src/model/types';

describe('dataset serialisation', () => {
  it('round-trips', () => {
    const ds = emptyDataset();
    const back = deserializeDataset(serializeDataset(ds));
    expect(back).toEqual({ ok: true, dataset: ds, warnings: [] });
  });

  it('runs every upgrader from an older version in order', () => {
    const upgraders = {
      1: (d: unknown) => ({ ...(d as object), disks: [], measurements: [] }),
      2: (d: unknown) => ({ ...(d as object), series: [] }),
    };
    const old = JSON.stringify({ format: 'diskscope-dataset', version: 1, dataset: { items: [] } });
    const r = deserializeDataset(old, upgraders, 3);
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.warnings).toEqual(['upgraded from version 1 to 2', 'upgraded from version 2 to 3']);
  });

  it('refuses what it cannot read, with a message', () => {
    expect(deserializeDataset('{')).toMatchObject({ ok: false, error: expect.stringMatching(/^not JSON/) });
    expect(deserializeDataset('{"a":1}')).toEqual({
      ok: false,
      error: 'not a diskscope dataset (expected "format": "diskscope-dataset" and a version)',
    });
    expect(
      deserializeDataset(
        JSON.stringify({ format: 'diskscope-dataset', version: DATASET_VERSION + 1, dataset: {} }),
      ),
    ).toMatchObject({
      ok: false,
      error: expect.stringContaining('newer than this diskscope'),
    });
    expect(
      deserializeDataset(JSON.stringify({ format: 'diskscope-dataset', version: 0, dataset: {} })),
    ).toEqual({
      ok: false,
      error: 'no upgrader from dataset version 0',
    });
  });
});
