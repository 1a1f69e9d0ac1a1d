// Curves of several disks over time on one axis (issue 7 §6): each point has its elapsed time and,
// when known, the total bytes written up to it (TGBW), so a chart can align disks by either. WSAT
// curves carry TGBW from the suite's io_bytes; a fio log gets it by integrating its write
// bandwidth series (rate × window length), when one exists for the same run.
import type { WsatPoint } from './wsat';
import type { Bytes, BytesPerSecond, Seconds } from '../model/units';

export interface OverTimePoint {
  t: Seconds;
  tgbw?: Bytes;
  v: number;
}

export interface OverTimeCurve {
  name: string;
  points: OverTimePoint[];
}

export function curveFromWsat(name: string, points: readonly WsatPoint[]): OverTimeCurve {
  return { name, points: points.map((p) => ({ t: p.elapsed, tgbw: p.tgbw, v: p.iops })) };
}

/**
 * Bytes written by the end of each stamp of a bandwidth series: Σ rate × (t_i − t_{i−1}), fio
 * stamping each window at its end. Returns the cumulative totals, one per input point.
 */
export function cumulativeBytes(t: ArrayLike<Seconds>, bw: ArrayLike<BytesPerSecond>): Bytes[] {
  const out: Bytes[] = [];
  let total = 0;
  let prev = 0;
  for (let i = 0; i < t.length; i++) {
    const ti = t[i] ?? prev;
    total += (bw[i] ?? 0) * Math.max(0, ti - prev);
    prev = ti;
    out.push(total);
  }
  return out;
}

/** The TGBW at time `at` by linear interpolation of a cumulative curve (clamped at both ends). */
export function bytesAt(t: readonly Seconds[], cumulative: readonly Bytes[], at: Seconds): Bytes {
  const n = t.length;
  if (n === 0) return 0;
  if (at <= (t[0] ?? 0)) return ((cumulative[0] ?? 0) * at) / Math.max(t[0] ?? 1, 1e-9);
  let lo = 0;
  let hi = n - 1;
  if (at >= (t[hi] ?? 0)) return cumulative[hi] ?? 0;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if ((t[mid] ?? 0) <= at) lo = mid;
    else hi = mid;
  }
  const t0 = t[lo] ?? 0;
  const t1 = t[hi] ?? 0;
  const c0 = cumulative[lo] ?? 0;
  const c1 = cumulative[hi] ?? 0;
  return c0 + ((c1 - c0) * (at - t0)) / (t1 - t0 || 1);
}

/** A series (already downsampled for drawing) as a curve; TGBW from the run's write bw series when given. */
export function curveFromSeries(
  name: string,
  series: { t: ArrayLike<Seconds>; v: ArrayLike<number> },
  writeBw?: { t: readonly Seconds[]; v: readonly BytesPerSecond[] },
): OverTimeCurve {
  const cum = writeBw ? cumulativeBytes(writeBw.t, writeBw.v) : undefined;
  const points: OverTimePoint[] = [];
  for (let i = 0; i < series.t.length; i++) {
    const t = series.t[i] ?? 0;
    const p: OverTimePoint = { t, v: series.v[i] ?? 0 };
    if (writeBw && cum) p.tgbw = bytesAt(writeBw.t, cum, t);
    points.push(p);
  }
  return { name, points };
}
