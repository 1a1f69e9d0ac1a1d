// Latency distributions of one run, per direction: fio's percentile table and, for json+ output,
// the full completion-latency histogram (docs/fio-formats.md §2). Both are bucket estimates: fio files
// every I/O into one of 1856 log-linear buckets and reports a percentile as the midpoint of the
// first bucket whose cumulative count reaches p% of N (stat.c calc_clat_percentiles), so a
// percentile can even exceed `max` (§6.13). The tail is drawn on x = −log10(1 − p/100), which puts
// 50, 90, 99, 99.9 and 99.99 at 0.3, 1, 2, 3 and 4.
import { percentileOfKey } from '../model/percentiles';
import type { Direction, LatencyStats, Measurement } from '../model/types';
import type { Nanoseconds } from '../model/units';

export type LatencyKind = 'clat' | 'lat' | 'slat';

/** The tail axis position of percentile p (0 ≤ p < 100). */
export function tailX(p: number): number {
  return -Math.log10(1 - p / 100);
}

/** Inverse of tailX: the percentile at tail position x. */
export function percentileAtTailX(x: number): number {
  return 100 * (1 - 10 ** -x);
}

/** Where the tail axis has labelled ticks. */
export const TAIL_TICKS = [0, 50, 90, 99, 99.9, 99.99] as const;

export interface PercentilePoint {
  p: number;
  x: number;
  ns: Nanoseconds;
}

/** fio's percentiles, ascending; p = 100 has no finite tail position and is left out. */
export function percentilePoints(stats: LatencyStats): PercentilePoint[] {
  return Object.entries(stats.percentiles ?? {})
    .map(([k, ns]) => ({ p: percentileOfKey(k), ns }))
    .filter((e) => Number.isFinite(e.p) && e.p >= 0 && e.p < 100 && Number.isFinite(e.ns))
    .sort((a, b) => a.p - b.p)
    .map((e) => ({ ...e, x: tailX(e.p) }));
}

export interface HistogramBin {
  ns: Nanoseconds;
  count: number;
  /** Share of all I/Os in this bucket, percent. */
  share: number;
  /** Mid-rank percentile of the bucket (below it plus half of it), so it never reaches 100. */
  p: number;
  x: number;
}

/** The json+ histogram with shares and mid-rank percentiles; empty without one. */
export function histogramBins(stats: LatencyStats): HistogramBin[] {
  const h = stats.histogram;
  if (!h) return [];
  const n = h.counts.reduce((a, c) => a + c, 0);
  if (!(n > 0)) return [];
  let below = 0;
  return h.binsNs.map((ns, i) => {
    const count = h.counts[i] ?? 0;
    const p = (100 * (below + count / 2)) / n;
    below += count;
    return { ns, count, share: (100 * count) / n, p, x: tailX(p) };
  });
}

/** fio's own rule on the histogram: the first bucket whose cumulative count reaches p% of N. */
export function histogramPercentile(stats: LatencyStats, p: number): Nanoseconds | undefined {
  const h = stats.histogram;
  if (!h) return undefined;
  const n = h.counts.reduce((a, c) => a + c, 0);
  let sum = 0;
  for (let i = 0; i < h.binsNs.length; i++) {
    sum += h.counts[i] ?? 0;
    if (sum >= (p / 100) * n) return h.binsNs[i];
  }
  return undefined;
}

export interface DirectionDistribution {
  direction: Direction;
  kind: LatencyKind;
  stats: LatencyStats;
}

/**
 * The latency with percentiles for each direction of a run: completion latency first (what fio's
 * percentiles describe by default), else total, else submission latency.
 */
export function distributionsOf(
  m: Pick<Measurement, 'directions'>,
  prefer: readonly LatencyKind[] = ['clat', 'lat', 'slat'],
): DirectionDistribution[] {
  const out: DirectionDistribution[] = [];
  for (const direction of ['read', 'write', 'trim'] as const) {
    const d = m.directions[direction];
    if (!d) continue;
    const kind = prefer.find((k) => d[k]?.percentiles || d[k]?.histogram);
    const stats = kind ? d[kind] : undefined;
    if (kind && stats) out.push({ direction, kind, stats });
  }
  return out;
}

/** Does any direction of this run have a distribution to draw? */
export function hasDistribution(m: Pick<Measurement, 'directions'>): boolean {
  return distributionsOf(m).length > 0;
}
