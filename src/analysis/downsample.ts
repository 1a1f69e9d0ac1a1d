// Downsampling a long series for drawing: LTTB (largest triangle three buckets, the `downsample`
// package) keeps peaks and stalls visible while a ten-million-point log becomes a few thousand
// points. The worker in src/worker/downsample.worker.ts runs it off the main thread; this module is
// DOM-free so tests and the benchmark call it directly.
import { createLTTB } from 'downsample';

export interface XY {
  t: ArrayLike<number>;
  v: ArrayLike<number>;
}

/** Points a chart needs: about two per horizontal pixel of a wide screen. */
export const DEFAULT_TARGET_POINTS = 4000;

/** LTTB of (t, v) to `target` points; the series is returned as is when it is already short. */
export function lttb(series: XY, target = DEFAULT_TARGET_POINTS): { t: number[]; v: number[] } {
  const n = Math.min(series.t.length, series.v.length);
  if (n <= target || target < 3)
    return { t: Array.from(series.t).slice(0, n), v: Array.from(series.v).slice(0, n) };
  // Downsample indices, not copies of the points: 10M [x, y] tuples would cost ~800 MB.
  const indices = new Uint32Array(n);
  for (let i = 0; i < n; i++) indices[i] = i;
  const pick = createLTTB<number>({ x: (i: number) => series.t[i] ?? 0, y: (i: number) => series.v[i] ?? 0 });
  const kept = pick(indices, target);
  const t: number[] = [];
  const v: number[] = [];
  for (let k = 0; k < kept.length; k++) {
    const i = kept[k] ?? 0;
    t.push(series.t[i] ?? 0);
    v.push(series.v[i] ?? 0);
  }
  return { t, v };
}
