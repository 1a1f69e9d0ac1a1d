// The summary policy on real repeats: Linode's five runs per workload, read independently here.
import { beforeAll, expect, it } from 'vitest';
import {
  findSummary,
  inRunOrder,
  pickFigure,
  summariseDisk,
  summariseMeasurements,
  summariseRuns,
  type WorkloadSummary,
} from '../../../../src/analysis/summary';
import type { Dataset, Measurement } from '../../../../src/model/types';
import { KiB } from '../../../../src/model/units';
import { describeWithShared } from '../../../helpers/fixtures';
import { independentMedian, LINODE, linodeDataset, printedRuns } from './linode';

const sampleStdev = (v: number[]) => {
  const mean = v.reduce((s, x) => s + x, 0) / v.length;
  return Math.sqrt(v.reduce((s, x) => s + (x - mean) ** 2, 0) / (v.length - 1));
};
const close = (a: number | undefined, b: number) => expect(a! / b).toBeCloseTo(1, 9);

describeWithShared(LINODE, 'summary of five real repeats (Linode 1024, 2017)', () => {
  let ds: Dataset;
  let disk: string;
  let read: WorkloadSummary;
  let write: WorkloadSummary;
  beforeAll(async () => {
    ds = await linodeDataset();
    disk = ds.disks[0]!.id;
    read = findSummary(ds, disk, { pattern: 'random', readPct: 100, blockSize: 4 * KiB })!;
    write = findSummary(ds, disk, { pattern: 'random', readPct: 0, blockSize: 4 * KiB })!;
  });

  it('groups the five runs of each file as repeats of one workload, no variants', () => {
    expect(ds.disks).toHaveLength(1);
    const all = summariseDisk(ds, disk);
    expect(all).toHaveLength(2);
    expect(all.every((s) => s.variant === undefined)).toBe(true);
    expect(read.n).toBe(5);
    expect(write.n).toBe(5);
    expect(read.workload).toMatchObject({ queueDepth: 16, jobs: 8 });
    // Run order is file order: the position in the file of several runs.
    expect(read.runs.map((m) => m.provenance.run?.index)).toEqual([1, 2, 3, 4, 5]);
  });

  it('randread: the median of the five runs, their spread and sample stdev', () => {
    const runs = printedRuns('fio_randread.log');
    const iops = runs.map((r) => r.iops);
    // The printed figures are the same runs, truncated by fio 2.2.10.
    runs.forEach((r) => expect(Math.abs(r.iops - r.printedIops)).toBeLessThan(1));
    const s = read.metrics.iops!;
    expect(s.statistic).toBe('median');
    expect(s.n).toBe(5);
    close(s.value, independentMedian(iops));
    expect(Math.round(s.value)).toBe(28423);
    close(s.min, Math.min(...iops));
    close(s.max, Math.max(...iops));
    close(s.stdev, sampleStdev(iops));
    expect(Array.from(s.values.values, Math.round)).toEqual(iops.map(Math.round));
    expect(read.drift).toBeUndefined();
  });

  it('pairs figures from the run whose IOPS is the median, and percentiles are the median of per-run p99s', () => {
    const runs = printedRuns('fio_randread.log');
    const medianRun = runs.findIndex((r) => r.iops === independentMedian(runs.map((x) => x.iops)));
    expect(read.representative?.provenance.run?.index).toBe(medianRun + 1);
    const paired = pickFigure(read, 'latMean')!;
    expect(paired.run).toBe(read.representative);
    // Mean latency shown alone: the median of the per-run means; p99: the median of the per-run p99s.
    close(read.metrics.latMean!.value, independentMedian(runs.map((r) => r.latMean)));
    close(read.metrics.latP99!.value, independentMedian(runs.map((r) => r.p99)));
    expect(read.metrics.latP99!.kind).toBe('clat');
  });

  it('randwrite: the first run stands apart (7,801 then 24,972–30,816): drift, the last four runs', () => {
    const iops = printedRuns('fio_randwrite.log').map((r) => r.iops);
    expect(write.drift).toMatchObject({ kind: 'first-apart', direction: 'up', lastRuns: 4, metric: 'iops' });
    close(write.drift!.first, iops[0]!);
    close(write.drift!.last, iops[4]!);
    const s = write.metrics.iops!;
    expect(s.statistic).toBe('last runs');
    expect(write.statistic).toBe('last runs');
    close(s.value, independentMedian(iops.slice(1)));
    // The spread still describes every run.
    close(s.min, Math.min(...iops));
    close(s.max, Math.max(...iops));
    expect(s.n).toBe(5);
    expect(s.used.runs.map((m) => m.provenance.run?.index)).toEqual([2, 3, 4, 5]);
  });

  it('"best of" and single runs only when asked for', () => {
    const iops = printedRuns('fio_randread.log').map((r) => r.iops);
    close(pickFigure(read, 'iops', 'best')!.value, Math.max(...iops));
    close(pickFigure(read, 'iops', 2)!.value, iops[1]!);
    expect(pickFigure(read, 'iops', 6)).toBeUndefined();
  });

  it('runs ordered by start time where every run prints one: a monotonic fall is drift', () => {
    const iops = printedRuns('fio_randread.log').map((r) => r.iops);
    // The same five real runs, started in order of falling IOPS (as a draining burst bucket would).
    const byFall = [...read.runs].sort((a, b) => b.total.iops! - a.total.iops!);
    const started = byFall.map((m, i) => ({ ...m, started: `2017-04-07T18:4${i}:00Z` }));
    const shuffled = [started[2]!, started[0]!, started[4]!, started[1]!, started[3]!];
    expect(inRunOrder(shuffled)).toEqual(started);
    const s = summariseRuns(shuffled, 'iops')!;
    const falling = [...iops].sort((a, b) => b - a);
    expect(s.statistic).toBe('last runs');
    close(s.value, independentMedian(falling.slice(3)));
  });

  it('skips duplicates and failed runs', () => {
    const copy: Measurement = { ...read.runs[0]!, id: 'copy', duplicateOf: read.runs[0]!.id };
    const failed: Measurement = { ...read.runs[1]!, id: 'failed', status: 'failed' };
    const [s] = summariseMeasurements([...read.runs, copy, failed], disk);
    expect(s!.n).toBe(5);
    expect(s!.duplicates.map((m) => m.id)).toEqual(['copy']);
    expect(s!.failed.map((m) => m.id)).toEqual(['failed']);
    close(s!.metrics.iops!.value, independentMedian(printedRuns('fio_randread.log').map((r) => r.iops)));
  });

  it('a run index in the job name or another randseed is a repeat; another target is a variant', () => {
    const iops = printedRuns('fio_randread.log').map((r) => r.iops);
    const runs = read.runs.map((m, i) => ({
      ...m,
      provenance: { ...m.provenance, job: `randread-${i + 1}` },
      workload: {
        ...m.workload,
        options: { randseed: String(1000 + i), filename: i < 2 ? '/dev/nvme0n1' : '/dev/sdb' },
      },
    }));
    const out = summariseMeasurements(runs, disk);
    expect(out.map((s) => s.variant)).toEqual(['filename=/dev/nvme0n1', 'filename=/dev/sdb']);
    close(out[0]!.metrics.iops!.value, independentMedian(iops.slice(0, 2)));
    close(out[1]!.metrics.iops!.value, independentMedian(iops.slice(2)));
    expect(out[0]!.coreKey).toBe(out[1]!.coreKey);
    expect(out[0]!.key).not.toBe(out[1]!.key);
  });
});
