// What the Time view reads from the dataset, as pure functions (no React): which disks have which
// time results, the PTS rounds of a test, the suite's own figures to compare with, and fio log
// series grouped by run.
import { trackedMetric } from '../../analysis/steady-state';
import type { ConvergenceLine } from '../../charts/steady-state';
import type { Dataset, Disk, Measurement, TestKind, TimeSeries } from '../../model/types';
import { blockSizeLabel, MiB, NS_PER_MS } from '../../model/units';
import { measurementsOf } from '../../analysis/by-disk';

export { measurementsOf };

export type TimeTab = 'steady' | 'wsat' | 'hir' | 'logs' | 'latency' | 'compare';
export const TIME_TABS: readonly TimeTab[] = ['steady', 'wsat', 'hir', 'logs', 'latency', 'compare'];

export const PTS_TESTS: readonly TestKind[] = ['iops', 'throughput', 'latency', 'wsat', 'hir'];

const isRound = (m: Measurement) => m.role === 'round' && m.pts?.phase === 'wdpc';

/** PTS tests of a disk that have workload-dependent rounds. */
export function roundTests(ms: readonly Measurement[]): TestKind[] {
  return PTS_TESTS.filter((t) => ms.some((m) => m.test === t && isRound(m)));
}

export function hasHir(ms: readonly Measurement[]): boolean {
  return ms.some(
    (m) => m.test === 'hir' && (m.role === 'round' || m.claimed?.some((c) => c.key.startsWith('hir_'))),
  );
}

export function hasDistributions(ms: readonly Measurement[]): boolean {
  return ms.some((m) =>
    Object.values(m.directions).some(
      (d) => d?.clat?.percentiles || d?.lat?.percentiles || d?.clat?.histogram,
    ),
  );
}

/** Disks that have something for a tab, in dataset order. */
export function disksFor(ds: Dataset, tab: TimeTab): Disk[] {
  return ds.disks.filter((d) => {
    const ms = measurementsOf(ds, d.id);
    switch (tab) {
      case 'steady':
        return roundTests(ms).length > 0;
      case 'wsat':
        return ms.some((m) => m.test === 'wsat' && isRound(m));
      case 'hir':
        return hasHir(ms);
      case 'logs':
        return ds.series.some((s) => s.diskId === d.id);
      case 'latency':
        return hasDistributions(ms);
      case 'compare':
        return ms.some((m) => m.test === 'wsat' && isRound(m)) || ds.series.some((s) => s.diskId === d.id);
    }
  });
}

/**
 * The convergence plot's lines (docs/pts-bundles.md §6): the test's 0/100 metric per round, one line
 * per block size — IOPS (iops), write MiB/s (throughput), mean ms (latency); WSAT and HIR have one
 * tracked line (the last interval of each round).
 */
export function convergenceLines(ms: readonly Measurement[], test: TestKind): ConvergenceLine[] {
  if (test === 'wsat' || test === 'hir')
    return trackedMetric(ms, test).map((t) => ({ name: t.label, points: t.points }));
  const rounds = ms.filter((m) => m.test === test && isRound(m) && m.workload.readPct === 0);
  // A round of unknown block size has no line of its own: left out.
  const sizes = [
    ...new Set(rounds.flatMap((m) => (m.workload.blockSize === undefined ? [] : [m.workload.blockSize]))),
  ].sort((a, b) => a - b);
  const value = (m: Measurement): number | undefined => {
    const w = m.directions.write;
    if (!w) return undefined;
    if (test === 'iops') return w.iops;
    if (test === 'throughput') return w.bw / MiB;
    return w.lat ? w.lat.mean / NS_PER_MS : undefined;
  };
  return sizes.map((bs) => ({
    name: `${test === 'throughput' ? `${bs / 1024}k` : blockSizeLabel(bs)} 0/100`,
    points: rounds
      .filter((m) => m.workload.blockSize === bs)
      .flatMap((m) => {
        const v = value(m);
        return v === undefined ? [] : [{ round: m.pts?.round ?? 0, value: v }];
      })
      .sort((a, b) => a.round - b.round),
  }));
}

/** The suite's `[test].json` figures (claimed keys of its result measurements) for one test. */
export function suiteResults(ms: readonly Measurement[], test: TestKind): Record<string, number> {
  const out: Record<string, number> = {};
  for (const m of ms)
    if (m.test === test && m.role === 'result' && m.provenance.format === 'pts-result')
      for (const c of m.claimed ?? []) if (c.key.startsWith(`${test}_`)) out[c.key] = c.value;
  return out;
}

/** The test that ran last in the invocation: the one `.options` (and its ss_* keys) belongs to. */
export function lastTest(options: Record<string, string>): string | undefined {
  const tests = (options.test ?? '')
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);
  return tests[tests.length - 1];
}

export interface LogRun {
  /** Stable key: the run's measurement id, else the log file's prefix. */
  key: string;
  label: string;
  measurement?: Measurement;
  series: TimeSeries[];
}

/** A disk's log series grouped by the run they belong to. */
export function logRuns(ds: Dataset, diskId: string): LogRun[] {
  const runs = new Map<string, LogRun>();
  for (const s of ds.series) {
    if (s.diskId !== diskId) continue;
    const prefix = (s.provenance.job ?? s.provenance.file).replace(/\.\d+( \(histogram\))?$/, '');
    const key = s.measurementId ?? prefix;
    let run = runs.get(key);
    if (!run) {
      const measurement = s.measurementId ? ds.measurements.find((m) => m.id === s.measurementId) : undefined;
      run = { key, label: prefix, series: [], ...(measurement ? { measurement } : {}) };
      runs.set(key, run);
    }
    run.series.push(s);
  }
  return [...runs.values()];
}
