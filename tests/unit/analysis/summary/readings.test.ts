// The readings columns (one metric of each run, side by side) against the runs' own fields, read
// here: a run without the metric is left out and its neighbours keep their places; the latency
// kind of each reading is the one its run gives.
import { expect, it } from 'vitest';
import { readingIndex, readingKind, summariseRuns } from '../../../../src/analysis/summary';
import { readingsOf, readingsOfRuns } from '../../../../src/analysis/summary/readings';
import type { Measurement } from '../../../../src/model/types';
import { ingestFolder } from '../../../helpers/ingest';

async function realRuns(): Promise<Measurement[]> {
  const ms = (await ingestFolder('fio/local_ssd_1', 'd', 'u')).measurements;
  expect(ms.length).toBeGreaterThan(3);
  return ms;
}

it('reads IOPS of every run, in the order given, without copying the runs', async () => {
  const runs = await realRuns();
  const r = readingsOf(runs, 'iops');
  expect(r.runs).toBe(runs);
  expect(Array.from(r.values)).toEqual(runs.map((m) => m.total.iops));
  expect(r.kind).toBeUndefined();
  expect(r.kinds).toBeUndefined();
  expect(readingKind(r, 0)).toBeUndefined();
});

it('leaves out a run without the metric, and the others keep their values and order', async () => {
  const runs = await realRuns();
  const { iops: _, ...noIops } = runs[1]!.total;
  const gap = [runs[0]!, { ...runs[1]!, total: noIops }, ...runs.slice(2)];
  const r = readingsOf(gap, 'iops');
  expect(r.runs).toEqual([runs[0], ...runs.slice(2)]);
  expect(Array.from(r.values)).toEqual([runs[0]!.total.iops, ...runs.slice(2).map((m) => m.total.iops)]);
  expect(readingIndex(r, gap[1])).toBe(-1);
  expect(readingIndex(r, runs[2])).toBe(1);
});

it('keeps each latency reading’s kind: fio JSON percentiles are completion latency, the mean total', async () => {
  // Runs of one direction: a mix has no single completion latency to read a percentile from.
  const runs = (await realRuns()).filter((m) => m.workload.readPct === 100 || m.workload.readPct === 0);
  expect(runs.length).toBeGreaterThan(1);
  const p99 = readingsOf(runs, 'latP99');
  // fio prints percentiles of completion latency unless lat_percentiles is set.
  const clatP99 = runs.map(
    (m) => Object.values(m.directions).find((d) => d?.clat?.percentiles)?.clat?.percentiles?.p99,
  );
  expect(Array.from(p99.values)).toEqual(clatP99);
  expect(p99.runs.map((_, i) => readingKind(p99, i))).toEqual(runs.map(() => 'clat'));
  const mean = readingsOf(runs, 'latMean');
  expect(mean.runs.map((_, i) => readingKind(mean, i))).toEqual(runs.map(() => 'lat'));
  expect(summariseRuns(runs.slice(0, 1), 'latP99')?.kind).toBe('clat');
});

it('picks the readings of a set of runs, in order, with their kinds', async () => {
  const runs = (await realRuns()).filter((m) => m.workload.readPct === 100 || m.workload.readPct === 0);
  const all = readingsOf(runs, 'latP99');
  const keep = new Set([runs[3]!, runs[0]!]);
  const some = readingsOfRuns(all, keep);
  expect(some.runs).toEqual([runs[0], runs[3]]);
  expect(Array.from(some.values)).toEqual([all.values[0], all.values[3]]);
  expect(some.runs.map((_, i) => readingKind(some, i))).toEqual([readingKind(all, 0), readingKind(all, 3)]);
});

it('keeps a kind per run where runs differ: a run with total-latency percentiles among completion ones', async () => {
  const runs = (await realRuns()).filter((m) => m.workload.readPct === 100 || m.workload.readPct === 0);
  const first = runs[0]!;
  const lat = first.total.lat ?? Object.values(first.directions).find((d) => d?.lat)!.lat!;
  const withTotal: Measurement = {
    ...first,
    total: { ...first.total, lat: { ...lat, percentiles: { p99: 12345 } } },
  };
  const mixed = [withTotal, ...runs.slice(1)];
  const r = readingsOf(mixed, 'latP99');
  expect(r.kind).toBeUndefined();
  expect(r.runs.map((_, i) => readingKind(r, i))).toEqual(['lat', ...runs.slice(1).map(() => 'clat')]);
  expect(r.values[0]).toBe(12345);
  // Kept per run in a subset too, and one kind for a subset of one kind.
  const some = readingsOfRuns(r, new Set([withTotal, runs[1]!]));
  expect(some.kinds).toEqual(['lat', 'clat']);
  expect(readingsOfRuns(r, new Set([runs[1]!, runs[2]!])).kind).toBe('clat');
  // The summary names the kind most runs give.
  expect(summariseRuns(mixed, 'latP99')?.kind).toBe('clat');
});
