// Main-thread side of the downsampling worker: `downsampleSeries` reduces a long series to about
// `target` points with LTTB in the worker; where workers are unavailable (or the worker fails) it
// runs the same function on the main thread, so a chart always gets its points. Short series are
// returned at once without a round trip.
import * as Comlink from 'comlink';
import { DEFAULT_TARGET_POINTS } from '../analysis/downsample';
import { lttbColumns } from '../analysis/lttb-typed';
import type { DownsampleWorkerApi } from './downsample.worker';

export interface Points {
  t: ArrayLike<number>;
  v: ArrayLike<number>;
}

let remote: Comlink.Remote<DownsampleWorkerApi> | undefined;
let broken = false;

function worker(): Comlink.Remote<DownsampleWorkerApi> | undefined {
  if (broken || typeof Worker === 'undefined') return undefined;
  if (!remote) {
    try {
      const w = new Worker(new URL('./downsample.worker.ts', import.meta.url), {
        type: 'module',
        name: 'diskscope-downsample',
      });
      remote = Comlink.wrap<DownsampleWorkerApi>(w);
    } catch {
      broken = true;
      return undefined;
    }
  }
  return remote;
}

/** Where the last downsampling ran (the e2e test and the benchmark read it). */
export let lastDownsampleRanIn: 'worker' | 'main' | 'none' = 'none';

export async function downsampleSeries(series: Points, target = DEFAULT_TARGET_POINTS): Promise<Points> {
  const n = Math.min(series.t.length, series.v.length);
  if (n <= target) {
    lastDownsampleRanIn = 'none';
    return series;
  }
  const api = worker();
  if (api) {
    try {
      // Copies, so the caller's arrays (kept in the store) are not detached by the transfer.
      const t = Float64Array.from(series.t as ArrayLike<number>);
      const v = Float64Array.from(series.v as ArrayLike<number>);
      const out = await api.lttb(Comlink.transfer(t, [t.buffer]), Comlink.transfer(v, [v.buffer]), target);
      lastDownsampleRanIn = 'worker';
      return out;
    } catch {
      broken = true;
    }
  }
  lastDownsampleRanIn = 'main';
  return lttbColumns(series, target);
}
