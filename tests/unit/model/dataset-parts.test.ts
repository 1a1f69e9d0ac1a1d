import { describe, expect, it } from 'vitest';
import { emptyDataset, type Dataset, type Measurement, type TimeSeries } from '../../../src/model/types';
import {
  DatasetCollector,
  MEASUREMENTS_PER_PART,
  POINTS_PER_PART,
  splitDataset,
} from '../../../src/model/dataset-parts';

function measurement(i: number): Measurement {
  return {
    id: `m${i}`,
    diskId: 'd',
    test: 'fio',
    role: 'result',
    workload: { pattern: 'random', readPct: 100, blockSize: 4096 },
    directions: {},
    total: { iops: i },
    status: 'ok',
    provenance: { file: 'f.json', tool: 'fio', format: 'fio-json' },
  };
}

function series(i: number, points: number): TimeSeries {
  const t = Array.from({ length: points }, (_, k) => k);
  return {
    id: `s${i}`,
    diskId: 'd',
    metric: 'iops',
    direction: 'read',
    unit: 'IOPS',
    t,
    v: t,
    provenance: { file: 'log', tool: 'fio', format: 'fio-log' },
  };
}

describe('dataset parts (worker → main thread)', () => {
  it('split then collect gives back the same dataset, in order', async () => {
    const ds: Dataset = {
      ...emptyDataset(),
      measurements: Array.from({ length: 2 * MEASUREMENTS_PER_PART + 7 }, (_, i) => measurement(i)),
      series: [series(0, 10), series(1, POINTS_PER_PART), series(2, 5), series(3, 5)],
      reports: [{ file: 'f.json', bytes: 1, format: 'fio-json', measurements: 1, series: 0, warnings: [] }],
    };
    const parts = [...splitDataset(ds)];
    const collector = new DatasetCollector();
    for (const p of parts) collector.add(structuredClone(p));
    expect(await collector.dataset()).toEqual(ds);
    // 1 disks + 1 reports + 3 measurement parts + series split where the points budget runs out.
    expect(parts.filter((p) => p.measurements).map((p) => p.measurements!.length)).toEqual([
      MEASUREMENTS_PER_PART,
      MEASUREMENTS_PER_PART,
      7,
    ]);
    expect(parts.filter((p) => p.series).map((p) => p.series!.map((s) => s.id))).toEqual([
      ['s0'],
      ['s1'],
      ['s2', 's3'],
    ]);
  });

  it('a series longer than a part is sent in slices and joined back in order', async () => {
    const long = series(9, 2 * POINTS_PER_PART + 3);
    const ds: Dataset = { ...emptyDataset(), series: [series(0, 4), long, series(1, 6)] };
    const parts = [...splitDataset(ds)];
    const collector = new DatasetCollector();
    for (const p of parts) collector.add(structuredClone(p));
    expect(await collector.dataset()).toEqual(ds);
    const sizes = parts.map(
      (p) => (p.series ?? []).reduce((n, s) => n + s.t.length, 0) + (p.seriesMore?.t.length ?? 0),
    );
    expect(Math.max(...sizes)).toBeLessThanOrEqual(POINTS_PER_PART);
    expect(parts.filter((p) => p.seriesMore).map((p) => p.seriesMore!.t.length)).toEqual([
      POINTS_PER_PART,
      3,
    ]);
  });

  it('an empty dataset still sends its (empty) disk list', () => {
    expect([...splitDataset(emptyDataset())]).toEqual([{ disks: [] }]);
  });
});
