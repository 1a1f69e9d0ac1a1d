// Zoom on a downsampled chart: when the link's `zoom` range is set (src/views/share/linked-zoom.tsx),
// the lines are cut to that window before downsampling, so zooming in on a ten-million-point log
// shows the window's own detail rather than a stretched overview of the whole run. Pure.
import type { XRange } from '../share/zoom-range';
import type { Line } from './use-downsampled';

/** First index with t[i] ≥ x (t ascending). */
export function lowerBound(t: ArrayLike<number>, x: number): number {
  let lo = 0;
  let hi = t.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((t[mid] ?? 0) < x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The points of `line` inside the range, plus one on each side so the line runs to the edges. */
export function cutToWindow(line: Line, range: XRange | undefined): Line {
  if (!range) return line;
  const { t, v } = line.points;
  const from = Math.max(0, lowerBound(t, range[0]) - 1);
  const to = Math.min(t.length, lowerBound(t, range[1]) + 1);
  const slice = (a: ArrayLike<number>) => Array.prototype.slice.call(a, from, to) as number[];
  return { name: line.name, points: { t: slice(t), v: slice(v) } };
}
