import { describe, expect, it } from 'vitest';
import { mergeDatasets } from '../../../src/model/merge';
import type { Dataset, Disk, Measurement } from '../../../src/model/types';

const disk = (id: string): Disk => ({
  id,
  provider: 'p',
  type: 't',
  comparable: true,
  label: id,
  identity: 'fallback',
  metadata: {},
  origin: 'o',
});
const m = (id: string, diskId: string): Measurement => ({
  id,
  diskId,
  test: 'fio',
  role: 'result',
  workload: { pattern: 'random', readPct: 100, blockSize: 4096 },
  directions: {},
  total: { iops: 1 },
  status: 'ok',
  provenance: { file: 'f', tool: 'fio', format: 'fio-json' },
});

describe('mergeDatasets', () => {
  it('concatenates parts and keeps the first copy of a disk seen twice', () => {
    const a: Dataset = { disks: [disk('a')], measurements: [m('a#1', 'a')], series: [], reports: [] };
    const b: Dataset = {
      disks: [disk('a'), disk('b')],
      measurements: [m('a#1', 'a'), m('b#1', 'b')],
      series: [],
      reports: [],
    };
    const out = mergeDatasets(a, b);
    expect(out.disks.map((d) => d.id)).toEqual(['a', 'b']);
    expect(out.measurements.map((x) => x.id)).toEqual(['a#1', 'b#1']);
  });

  it('handles parts larger than the call stack allows spreading', () => {
    const many = Array.from({ length: 300_000 }, (_, i) => m(`x#${i}`, 'x'));
    const out = mergeDatasets({ disks: [disk('x')], measurements: many, series: [], reports: [] });
    expect(out.measurements.length).toBe(300_000);
  });
});
