// Merging per-job fio logs (`PREFIX_bw.1.log`, `PREFIX_bw.2.log`, …) into one series per metric and
// direction, and checking a log's average against the JSON/normal summary of the same run.
//
// Rules (docs/fio-formats.md §5.3):
// - bw and iops are rates: per time window, each job's rate is its mean over the window, and the
//   jobs' rates are SUMMED (two jobs at 100 IOPS each make 200 IOPS).
// - lat/clat/slat are per-I/O times: the merged value is the IO-WEIGHTED mean. Per-I/O logs weight
//   themselves (every line is one I/O). Windowed latency logs carry no I/O count, so the weight
//   of a job in a window is its IOPS in that window when its iops log is given, else 1/latency
//   (Little's law at equal queue depth).
import type { LogSummary } from '../model/log-summary';
import type { Direction, SeriesMetric } from '../model/types';

/** The part of a series the merge reads (a TimeSeries or a SeriesDraft). */
export interface SeriesLike {
  metric: SeriesMetric;
  direction: Direction | 'total';
  unit: 'B/s' | 'IOPS' | 'ns';
  t: number[];
  v: number[];
  windowMs?: number;
  /** A per-I/O log kept as a summary (t and v empty): its buckets stand in for the points. */
  summary?: LogSummary;
  /** Which job it came from (fio log: `PREFIX.N`); pairs a latency log with the same job's iops log. */
  provenance?: { job?: string };
}

/** Bucket width used when every input is per-I/O (no log_avg_msec): one point per second. */
export const PER_IO_BUCKET_MS = 1000;

export interface MergedSeries extends SeriesLike {
  /** How many job series went into it. */
  jobs: number;
  /** The bucket width the merge used, ms. */
  bucketMs: number;
  note?: string;
}

const isRate = (m: SeriesMetric) => m === 'bw' || m === 'iops';

function bucketWidth(series: readonly SeriesLike[]): number {
  const w = series.map((s) => s.windowMs ?? 0).filter((x) => x > 0);
  return w.length ? Math.max(...w) : PER_IO_BUCKET_MS;
}

/** Per bucket index: sum and count of one series' values. */
function bucketize(s: SeriesLike, bucketMs: number): Map<number, { sum: number; n: number }> {
  const out = new Map<number, { sum: number; n: number }>();
  if (s.summary) {
    // The finest level whose buckets tile the merge's: its counts and sums add up exactly.
    const level = s.summary.levels.find((l) => bucketMs % l.bucketMs === 0) ?? s.summary.levels[0];
    if (!level) return out;
    level.count.forEach((n, i) => {
      if (!n) return;
      const k = Math.floor((i * level.bucketMs) / bucketMs);
      const b = out.get(k);
      if (b) {
        b.sum += level.sum[i]!;
        b.n += n;
      } else out.set(k, { sum: level.sum[i]!, n });
    });
    return out;
  }
  for (let i = 0; i < s.t.length; i++) {
    const k = Math.floor(((s.t[i] ?? 0) * 1000) / bucketMs);
    const b = out.get(k);
    if (b) {
      b.sum += s.v[i] ?? 0;
      b.n++;
    } else out.set(k, { sum: s.v[i] ?? 0, n: 1 });
  }
  return out;
}

function toSeries(
  template: SeriesLike,
  acc: Map<number, number>,
  bucketMs: number,
  jobs: number,
  note?: string,
): MergedSeries {
  const keys = [...acc.keys()].sort((a, b) => a - b);
  const out: MergedSeries = {
    metric: template.metric,
    direction: template.direction,
    unit: template.unit,
    // A bucket's point sits at its end, as fio stamps a window at its end.
    t: keys.map((k) => ((k + 1) * bucketMs) / 1000),
    v: keys.map((k) => acc.get(k) ?? 0),
    windowMs: bucketMs,
    jobs,
    bucketMs,
  };
  if (note) out.note = note;
  return out;
}

/** Sums the jobs' rates (bw, iops) per window. A per-I/O iops log (every value 1) counts I/Os per bucket. */
export function mergeRates(series: readonly SeriesLike[]): MergedSeries | undefined {
  const first = series[0];
  if (!first) return undefined;
  const bucketMs = bucketWidth(series);
  const acc = new Map<number, number>();
  for (const s of series) {
    const perIo = s.windowMs === undefined;
    for (const [k, b] of bucketize(s, bucketMs)) {
      // Windowed: the job's mean rate in the bucket. Per-I/O iops: I/Os per second in the bucket.
      const rate = perIo && s.metric === 'iops' ? b.sum / (bucketMs / 1000) : b.sum / b.n;
      acc.set(k, (acc.get(k) ?? 0) + rate);
    }
  }
  return toSeries(first, acc, bucketMs, series.length);
}

/**
 * IO-weighted mean latency per window. `iops[i]`, when given, is the iops series of the same job as
 * `series[i]` and supplies the weights of a windowed log; per-I/O logs need none.
 */
export function mergeLatency(
  series: readonly SeriesLike[],
  iops?: readonly (SeriesLike | undefined)[],
): MergedSeries | undefined {
  const first = series[0];
  if (!first) return undefined;
  const bucketMs = bucketWidth(series);
  const sum = new Map<number, number>();
  const weight = new Map<number, number>();
  let equalWeights = false;
  series.forEach((s, i) => {
    const perIo = s.windowMs === undefined;
    const rates = !perIo && iops?.[i] ? bucketize(iops[i]!, bucketMs) : undefined;
    if (!perIo && !rates && series.length > 1) equalWeights = true;
    for (const [k, b] of bucketize(s, bucketMs)) {
      // Per-I/O: every line is one I/O. Windowed: the job's I/Os in the bucket ≈ its mean IOPS.
      const r = rates?.get(k);
      const mean = b.sum / b.n;
      // Without iops: Little's law at equal queue depth, I/Os ∝ window / latency (see log-check.ts).
      const w = perIo ? b.n : r ? r.sum / r.n : mean > 0 ? 1 / mean : 0;
      sum.set(k, (sum.get(k) ?? 0) + mean * w);
      weight.set(k, (weight.get(k) ?? 0) + w);
    }
  });
  const acc = new Map<number, number>();
  for (const [k, s] of sum) acc.set(k, s / (weight.get(k) || 1));
  const note = equalWeights
    ? "windowed latency logs without iops logs: jobs weighted by 1/latency (Little's law, equal queue depth), not by counted I/Os"
    : undefined;
  return toSeries(first, acc, bucketMs, series.length, note);
}

/** Merges the series of several jobs that share metric and direction. */
export function mergeJobs(
  series: readonly SeriesLike[],
  iops?: readonly (SeriesLike | undefined)[],
): MergedSeries | undefined {
  const first = series[0];
  if (!first) return undefined;
  return isRate(first.metric) ? mergeRates(series) : mergeLatency(series, iops);
}

/** read + write (+ trim) of a rate metric, per bucket: the `total` direction. */
export function sumDirections(perDirection: readonly MergedSeries[]): MergedSeries | undefined {
  const rates = perDirection.filter((s) => isRate(s.metric));
  const first = rates[0];
  if (!first) return undefined;
  const bucketMs = Math.max(...rates.map((s) => s.bucketMs));
  const acc = new Map<number, number>();
  // Merged points sit at their bucket's end, so bucket k is the point at (k + 1) · bucketMs.
  for (const s of rates) {
    s.t.forEach((t, i) => {
      const k = Math.round((t * 1000) / bucketMs) - 1;
      acc.set(k, (acc.get(k) ?? 0) + (s.v[i] ?? 0));
    });
  }
  return toSeries({ ...first, direction: 'total' }, acc, bucketMs, first.jobs);
}
