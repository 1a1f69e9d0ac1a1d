// What a disk holds besides headline figures, for lists that would otherwise show dashes: a disk
// with fio logs only (an archive of sample logs), PTS rounds only, or rows of a summary CSV. One
// function, so the Overview and anything else that says "this disk has …" agree.
import type { Dataset, SeriesMetric } from '../model/types';
import { measurementsOf } from './by-disk';

export interface DiskHoldings {
  /** Time series (fio logs, ioping requests) of the disk. */
  series: number;
  /** Their metrics, in a fixed order. */
  metrics: SeriesMetric[];
  /** The longest series' span, seconds (first to last point, or a summary's buckets). */
  durationS: number;
  /** Distinct log files behind the series. */
  files: number;
  /** PTS rounds (fio runs inside a PTS test). */
  ptsRounds: number;
  /** Results (not rounds), of which those read from a summary CSV. */
  results: number;
  summaryRows: number;
}

const METRICS: readonly SeriesMetric[] = ['iops', 'bw', 'lat', 'clat', 'slat'];

export function diskHoldings(ds: Dataset, diskId: string): DiskHoldings {
  const ms = measurementsOf(ds, diskId);
  const series = ds.series.filter((s) => s.diskId === diskId);
  let durationS = 0;
  for (const s of series) {
    const span = s.summary
      ? (s.summary.levels[0]?.count.length ?? 0) * ((s.summary.levels[0]?.bucketMs ?? 0) / 1000)
      : s.t.length
        ? (s.t[s.t.length - 1] ?? 0) - (s.t[0] ?? 0)
        : 0;
    durationS = Math.max(durationS, span);
  }
  // A later copy of a run (duplicateOf) is the same result again: not counted.
  const results = ms.filter((m) => m.role === 'result' && !m.duplicateOf);
  return {
    series: series.length,
    metrics: METRICS.filter((k) => series.some((s) => s.metric === k)),
    durationS,
    files: new Set(series.map((s) => s.provenance.file)).size,
    ptsRounds: ms.filter((m) => m.role === 'round').length,
    results: results.length,
    summaryRows: results.filter((m) => m.provenance.tool === 'csv').length,
  };
}

const withSeries = new WeakMap<Dataset, Set<string>>();

/** A disk with nothing readable: no measurement and no series (a folder of metadata alone). */
export function holdsNothing(ds: Dataset, diskId: string): boolean {
  if (measurementsOf(ds, diskId).length > 0) return false;
  // Once per dataset: the Overview asks this for every disk.
  let ids = withSeries.get(ds);
  if (!ids) withSeries.set(ds, (ids = new Set(ds.series.map((s) => s.diskId))));
  return !ids.has(diskId);
}
