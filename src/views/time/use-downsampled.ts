// Downsamples chart lines off the main thread (src/worker/downsample-client.ts) and hands back the
// drawn points once all are ready; undefined while the worker is busy.
import { useEffect, useState } from 'react';
import { downsampleSeries, type Points } from '../../worker/downsample-client';

export interface Line {
  name: string;
  points: Points;
}

export interface DrawnLines {
  lines: { name: string; t: ArrayLike<number>; v: ArrayLike<number> }[];
  /** Points before downsampling, summed over lines. */
  total: number;
  drawn: number;
}

export function useDownsampled(lines: readonly Line[]): DrawnLines | undefined {
  const [state, setState] = useState<{ for: readonly Line[]; out: DrawnLines } | undefined>();
  useEffect(() => {
    let cancelled = false;
    void Promise.all(lines.map((l) => downsampleSeries(l.points))).then((pts) => {
      if (cancelled) return;
      const out: DrawnLines = {
        lines: pts.map((p, i) => ({ name: lines[i]?.name ?? '', t: p.t, v: p.v })),
        total: lines.reduce((a, l) => a + l.points.t.length, 0),
        drawn: pts.reduce((a, p) => a + p.t.length, 0),
      };
      setState({ for: lines, out });
    });
    return () => {
      cancelled = true;
    };
  }, [lines]);
  return state?.for === lines ? state.out : undefined;
}
