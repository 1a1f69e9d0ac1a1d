// Checks a fio log against the summary (JSON or normal output) of the same run: the log's average
// should match the summary's figure. A per-I/O latency log matches exactly (its mean IS lat_ns.mean,
// docs/fio-formats.md §5.3: 56309 lines, mean 34843.4 ns); windowed logs drop the last partial window and
// stamp windows only roughly, so they get a looser tolerance.
import type { Direction, Measurement, SeriesMetric } from '../model/types';
import type { SeriesLike } from './log-merge';

/**
 * Relative tolerances: |log − summary| / summary above these gives a warning. Per-I/O: 1% (exact in
 * practice). Windowed: 15% — fio 3.33 logs land within 3%, but the fio 2.1.11 sample's irregular
 * bw windows (500–1000 ms) overstate its read bandwidth by 11.7%, a known limit, not a disagreement.
 */
export const LOG_TOLERANCE = { perIo: 0.01, windowed: 0.15 } as const;

export type SummaryFigures = Partial<Record<SeriesMetric, number>>;
export type RunSummary = Partial<Record<Direction | 'total', SummaryFigures>>;

/** The figures of a measurement a log can be checked against, base units. */
export function summaryFromMeasurement(m: Pick<Measurement, 'directions' | 'total'>): RunSummary {
  const out: RunSummary = {};
  for (const [dir, s] of Object.entries(m.directions)) {
    if (!s) continue;
    const f: SummaryFigures = { iops: s.iops, bw: s.bw };
    if (s.lat) f.lat = s.lat.mean;
    if (s.clat) f.clat = s.clat.mean;
    if (s.slat) f.slat = s.slat.mean;
    out[dir as Direction] = f;
  }
  return out;
}

export interface LogCheck {
  metric: SeriesMetric;
  direction: Direction | 'total';
  logMean: number;
  summary: number;
  /** (log − summary) / summary. */
  relDiff: number;
  tolerance: number;
  ok: boolean;
  /** A likely unit mix-up behind a difference of ~1000× (`unitHint`). */
  hint?: UnitHint;
  /** In English, for logs and exports; the page words it from the fields above. */
  message: string;
}

/** The log read in the wrong latency unit: ns read as µs (1000× too large), or µs as ns. */
export type UnitHint = 'ns-read-as-us' | 'us-read-as-ns';

/** Window lengths: each windowed value covers the time since the job's previous line (fio stamps window ends). */
function windowLengths(s: SeriesLike): number[] {
  return s.t.map((t, i) => t - (i > 0 ? (s.t[i - 1] ?? 0) : 0));
}

/**
 * Average rate over the run: each job's bytes (or I/Os) are Σ value × window length, the jobs add
 * up, and the sum is divided by the run's length (the last stamp of any job) — how fio computes the
 * summary `bw` = io_bytes / runtime. fio 2.x windows are irregular (500–1000 ms), so a plain mean of
 * the windows would be biased.
 */
function rateAverage(jobs: readonly SeriesLike[]): number {
  let amount = 0;
  let end = 0;
  for (const s of jobs) {
    const perIoCount = s.windowMs === undefined && s.metric === 'iops';
    if (s.windowMs === undefined && !perIoCount) return NaN; // per-I/O bw: instantaneous rates, no run average
    if (s.summary) {
      // A summarised per-I/O iops log: every line is one I/O; the run ends with its last bucket.
      const finest = s.summary.levels[0];
      let last = finest?.count.length ?? 0;
      while (last > 0 && !finest?.count[last - 1]) last--;
      amount += s.summary.sum;
      end = Math.max(end, (last * (finest?.bucketMs ?? 0)) / 1000);
      continue;
    }
    const len = windowLengths(s);
    s.v.forEach((v, i) => (amount += perIoCount ? v : v * (len[i] ?? 0)));
    end = Math.max(end, s.t[s.t.length - 1] ?? 0);
  }
  return end > 0 ? amount / end : NaN;
}

/**
 * Mean latency over the run. Per-I/O logs: the mean of every line. Windowed logs carry no I/O
 * count, so weight each window by the I/Os it must have completed: at a steady queue depth
 * (Little's law) that is depth × window length / latency, i.e. ∝ Δt / L. A stall window of 8.6 ms
 * then weighs ~70× less than a busy 120 µs one. On randrw-4k-qd8 this gives 113 708 ns vs the
 * JSON's 114 718 (−0.9%); equal weights gave +275%, and the iops log cannot be used as weights
 * because its windows are stamped ~50 ms away from the latency log's.
 */
function latencyAverage(jobs: readonly SeriesLike[]): number {
  let sum = 0;
  let weight = 0;
  for (const s of jobs) {
    if (s.summary) {
      sum += s.summary.sum;
      weight += s.summary.count;
      continue;
    }
    if (s.windowMs === undefined) {
      for (const v of s.v) sum += v;
      weight += s.v.length;
      continue;
    }
    const len = windowLengths(s);
    s.v.forEach((v, i) => {
      if (!(v > 0)) return;
      const w = (len[i] ?? 0) / v;
      sum += v * w;
      weight += w;
    });
  }
  return weight > 0 ? sum / weight : NaN;
}

/** The log's average over the run (see rateAverage and latencyAverage). */
export function logAverage(jobs: readonly SeriesLike[]): number {
  const first = jobs[0];
  if (!first) return NaN;
  return first.metric === 'bw' || first.metric === 'iops' ? rateAverage(jobs) : latencyAverage(jobs);
}

function unitHint(rel: number, metric: SeriesMetric): UnitHint | undefined {
  if (metric === 'bw' || metric === 'iops') return undefined;
  const ratio = rel + 1;
  if (Math.abs(ratio - 1000) / 1000 < 0.2) return 'ns-read-as-us';
  if (Math.abs(ratio - 0.001) / 0.001 < 0.2) return 'us-read-as-ns';
  return undefined;
}

const HINT_TEXT: Record<UnitHint, string> = {
  'ns-read-as-us': ' — the log looks 1000× too large: read as µs but the run wrote ns?',
  'us-read-as-ns': ' — the log looks 1000× too small: a fio 2.x log (µs) read as ns?',
};

/**
 * Groups the job series by metric and direction and compares each group's average with the
 * summary. Groups without a summary figure are skipped (nothing to compare with).
 */
export function checkLogsAgainstSummary(series: readonly SeriesLike[], summary: RunSummary): LogCheck[] {
  const groups = new Map<string, SeriesLike[]>();
  for (const s of series) {
    const key = `${s.metric}/${s.direction}`;
    groups.set(key, [...(groups.get(key) ?? []), s]);
  }
  const out: LogCheck[] = [];
  for (const jobs of groups.values()) {
    const { metric, direction } = jobs[0]!;
    const expected = summary[direction]?.[metric];
    if (expected === undefined || !(expected > 0)) continue;
    const logMean = logAverage(jobs);
    if (!Number.isFinite(logMean)) continue;
    const perIo = jobs.every((s) => s.windowMs === undefined) && metric !== 'iops' && metric !== 'bw';
    const tolerance = perIo ? LOG_TOLERANCE.perIo : LOG_TOLERANCE.windowed;
    const relDiff = (logMean - expected) / expected;
    const ok = Math.abs(relDiff) <= tolerance;
    const pct = (relDiff * 100).toFixed(1);
    const hint = ok ? undefined : unitHint(relDiff, metric);
    const message = ok
      ? `${metric} ${direction}: log average within ${tolerance * 100}% of the summary (${pct}%)`
      : `${metric} ${direction}: log average ${logMean.toPrecision(6)} differs from the summary ${expected.toPrecision(6)} by ${pct}% (tolerance ${tolerance * 100}%)${hint ? HINT_TEXT[hint] : ''}`;
    out.push({
      metric,
      direction,
      logMean,
      summary: expected,
      relDiff,
      tolerance,
      ok,
      message,
      ...(hint ? { hint } : {}),
    });
  }
  return out;
}
