// The lines of the fio log chart for one run, metric and direction: one per job (and per direction
// when all are shown), plus the merged line when several jobs share a direction (summed rates,
// IO-weighted latency: analysis/log-merge.ts) and the read+write total of a rate. Histogram-derived
// series are drawn but never merged (they repeat the clat log). Pure.
import { checkLogsAgainstSummary, summaryFromMeasurement, type LogCheck } from '../../analysis/log-check';
import { mergeJobs, sumDirections, type MergedSeries } from '../../analysis/log-merge';
import { levelPoints } from '../../analysis/log-summary';
import type { LogSummary } from '../../model/log-summary';
import type { Direction, SeriesMetric, TimeSeries } from '../../model/types';
import type { LogRun } from './time-data';

export const METRIC_ORDER: readonly SeriesMetric[] = ['iops', 'bw', 'lat', 'clat', 'slat'];

export interface LogLine {
  name: string;
  points: { t: ArrayLike<number>; v: ArrayLike<number> };
  /** A per-I/O log kept as a summary (`points` empty): what its chart lines are drawn from. */
  summarised?: { summary: LogSummary; file: string; direction: Direction };
}

/**
 * A summarised log as plain points for charts that take any line (Compare over time): the mean of
 * each bucket of the finest level with at most 20,000 of them.
 */
function summaryMeans(summary: LogSummary): { t: number[]; v: number[] } {
  const level =
    summary.levels.find((l) => l.count.length <= 20_000) ?? summary.levels[summary.levels.length - 1]!;
  const p = levelPoints(level);
  return { t: p.t, v: p.mean };
}

const isHist = (s: TimeSeries) => /\(histogram\)$/.test(s.provenance.job ?? '');

export function runMetrics(run: LogRun): SeriesMetric[] {
  return METRIC_ORDER.filter((m) => run.series.some((s) => s.metric === m));
}

export function runDirections(run: LogRun, metric: SeriesMetric): Direction[] {
  return (['read', 'write', 'trim'] as const).filter((d) =>
    run.series.some((s) => s.metric === metric && s.direction === d),
  );
}

export function logLines(
  run: LogRun,
  metric: SeriesMetric,
  direction: Direction | 'all',
  mergedLabel = 'merged',
  jobsLabel: (n: number) => string = (n) => `${n} jobs`,
  /** A direction and the "(histogram)" mark of a json+ histogram series in the page language. */
  words: { dir: (d: Direction) => string; histogram: string } = { dir: (d) => d, histogram: 'histogram' },
): LogLine[] {
  const dirs = direction === 'all' ? runDirections(run, metric) : [direction];
  const lines: LogLine[] = [];
  const merged: MergedSeries[] = [];
  for (const dir of dirs) {
    const jobs = run.series.filter((s) => s.metric === metric && s.direction === dir);
    for (const s of jobs) {
      const job = (s.provenance.job ?? s.provenance.file).replace(/ \(histogram\)$/, ` (${words.histogram})`);
      const name = `${job} · ${words.dir(dir)}`;
      lines.push(
        s.summary
          ? {
              name,
              points: summaryMeans(s.summary),
              summarised: { summary: s.summary, file: s.provenance.file, direction: dir },
            }
          : { name, points: s },
      );
    }
    const plain = jobs.filter((s) => !isHist(s));
    if (plain.length > 1) {
      const iops = plain.map((s) =>
        run.series.find(
          (x) => x.metric === 'iops' && x.direction === dir && x.provenance.job === s.provenance.job,
        ),
      );
      const m = mergeJobs(plain, iops);
      if (m) {
        merged.push(m);
        lines.push({ name: `${mergedLabel} (${jobsLabel(m.jobs)}) · ${words.dir(dir)}`, points: m });
      }
    } else if (plain[0] && (metric === 'bw' || metric === 'iops') && plain[0].windowMs !== undefined) {
      merged.push({ ...plain[0], jobs: 1, bucketMs: plain[0].windowMs });
    }
  }
  if (direction === 'all' && merged.length > 1) {
    const total = sumDirections(merged);
    if (total)
      lines.push({ name: `${mergedLabel} · ${words.dir('read')} + ${words.dir('write')}`, points: total });
  }
  return lines;
}

/** The run's logs checked against its JSON summary, for one metric. */
/**
 * The epoch times (ms) that t = 0 stands for in the logs drawn for a metric and direction, one per
 * log stamped in Unix epoch ms (log_unix_epoch=1); empty when the logs count from the job start.
 */
export function runOrigins(run: LogRun, metric: SeriesMetric, direction: Direction | 'all'): number[] {
  return run.series.flatMap((s) =>
    s.metric === metric && (direction === 'all' || s.direction === direction) && s.originMs !== undefined
      ? [s.originMs]
      : [],
  );
}

export function runChecks(run: LogRun, metric: SeriesMetric): LogCheck[] {
  if (!run.measurement) return [];
  const plain = run.series.filter((s) => s.metric === metric && !isHist(s));
  return checkLogsAgainstSummary(plain, summaryFromMeasurement(run.measurement));
}
