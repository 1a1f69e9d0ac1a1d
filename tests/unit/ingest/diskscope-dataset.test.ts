// diskscope's own dataset file read back as an upload (the "too large for a link" path): real
// fixtures → dataset → file → import gives the same disks and the same figures, with the original
// provenance; bad files are named errors.
import { beforeAll, describe, expect, it } from 'vitest';
import { ingestFiles } from '../../../src/ingest/ingest';
import { checkInvariants } from '../../../src/model/invariants';
import { serializeDataset } from '../../../src/model/serialize';
import type { Dataset, Measurement } from '../../../src/model/types';
import { chartDataSlice } from '../../../src/share/chart-data';
import { diskIdByFolder, ptsAndFioDataset } from '../charts/fixture-dataset';

let original: Dataset;

const asFile = (ds: Dataset, path: string) => ({
  path,
  bytes: new TextEncoder().encode(serializeDataset(ds)),
});

/** JSON with keys in sorted order: the schema check rebuilds objects in its own key order. */
const sortedJson = (v: unknown): string =>
  JSON.stringify(v, (_k, x: unknown) =>
    x && typeof x === 'object' && !Array.isArray(x)
      ? Object.fromEntries(Object.entries(x).sort(([a], [b]) => (a < b ? -1 : 1)))
      : x,
  );

/** What a figure is, independent of ids: provenance, workload and numbers. */
const figures = (ms: Measurement[]) => ms.map(({ id: _i, diskId: _d, ...m }) => sortedJson(m)).sort();

beforeAll(async () => {
  original = await ptsAndFioDataset();
});

describe('diskscope dataset file as an upload', () => {
  it('gives back every disk with the same figures and provenance (also under the name "unknown")', async () => {
    for (const name of ['shared.diskscope.json', 'unknown']) {
      const back = await ingestFiles([asFile(original, name)], { origin: 'reader' });
      expect(back.reports[0]).toMatchObject({ format: 'diskscope-dataset', file: name });
      expect(back.reports[0]?.error).toBeUndefined();
      expect(back.disks.map((d) => d.label).sort()).toEqual(original.disks.map((d) => d.label).sort());
      for (const disk of original.disks) {
        const twin = back.disks.find((d) => d.label === disk.label)!;
        expect(twin.origin).toBe('reader');
        expect(figures(back.measurements.filter((m) => m.diskId === twin.id))).toEqual(
          figures(original.measurements.filter((m) => m.diskId === disk.id)),
        );
      }
      expect(checkInvariants(back)).toEqual([]);
    }
  });

  it('a one-disk file keeps its disk metadata, rounds and series', async () => {
    const pts = diskIdByFolder(original, 'local_ext4_2');
    const slice = chartDataSlice(original, [pts], { rounds: true, series: true });
    const back = await ingestFiles([asFile(slice, 'one.json')], { origin: 'reader' });
    expect(back.disks).toHaveLength(1);
    expect(back.disks[0]?.metadata).toEqual(slice.disks[0]?.metadata);
    expect(back.disks[0]?.label).toBe(slice.disks[0]?.label);
    expect(figures(back.measurements)).toEqual(figures(slice.measurements));
    expect(back.series).toHaveLength(slice.series.length);
  });

  it('names a damaged or foreign file instead of throwing', async () => {
    const broken = serializeDataset(original).slice(0, 500);
    const back = await ingestFiles([{ path: 'cut.json', bytes: new TextEncoder().encode(broken) }], {
      origin: 'reader',
    });
    expect(back.reports[0]?.error?.message).toMatch(/diskscope-dataset file: not JSON/);
    const future = JSON.stringify({ format: 'diskscope-dataset', version: 99, dataset: {} });
    const later = await ingestFiles([{ path: 'new.json', bytes: new TextEncoder().encode(future) }], {
      origin: 'reader',
    });
    expect(later.reports[0]?.error?.message).toMatch(/newer than this diskscope/);
  });
});
