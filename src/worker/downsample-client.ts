// Main-thread side of the downsampling worker: `downsampleSeries` reduces a long series to about
// `target` points with LTTB in the worker; where workers are unavailable (or the worker fails) it
// runs the same function on the main thread, so a chart always gets its points. Short series are
// returned at once without a round trip.
import * as Comlink from 'comlink';
import { DEFAULT_TARGET_POINTS } from '../analysis/downsample';
import { lttbColumns } from '../analysis/lttb-typed';
import type { WindowRead } from '../ingest/fio/log/window-read';
import type { LogSummary } from '../model/log-summary';
import type { Direction } from '../model/types';
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

/**
 * A copy to transfer. A plain loop: on arrays that arrived by structured clone from the ingest
 * worker (elements boxed one by one), Chromium copied 3M of them in 31 ms this way against 224 ms
 * with `new Float64Array(array)` and 248 ms with `Float64Array.from` (measured in headless Chromium).
 */
function toFloat64(a: ArrayLike<number>): Float64Array {
  const out = new Float64Array(a.length);
  for (let i = 0; i < a.length; i++) out[i] = a[i] ?? 0;
  return out;
}

export async function downsampleSeries(series: Points, target = DEFAULT_TARGET_POINTS): Promise<Points> {
  const n = Math.min(series.t.length, series.v.length);
  if (n <= target) return series;
  const api = worker();
  if (api) {
    try {
      // Copies, so the caller's arrays (kept in the store) are not detached by the transfer.
      const start = performance.now();
      const t = toFloat64(series.t);
      const v = toFloat64(series.v);
      const copied = performance.now();
      const out = await api.lttb(Comlink.transfer(t, [t.buffer]), Comlink.transfer(v, [v.buffer]), target);
      // Named timings the benchmark reads (performance.getEntriesByType('measure')).
      performance.measure('diskscope:downsample-copy', { start, end: copied });
      performance.measure('diskscope:downsample-worker', { start: copied, end: performance.now() });
      return out;
    } catch {
      broken = true;
    }
  }
  return lttbColumns(series, target);
}

/**
 * Every I/O of one direction in [fromMs, toMs] of a summarised fio log, read again from `file` in
 * the worker (on the main thread where workers are unavailable).
 */
export async function readLogWindowOff(
  file: Blob,
  summary: LogSummary,
  direction: Direction,
  fromMs: number,
  toMs: number,
): Promise<WindowRead> {
  // Only what the read needs crosses: the buckets of the summary stay here.
  const { offsets, scale, originMs } = summary;
  const read = { offsets, scale, ...(originMs !== undefined ? { originMs } : {}) };
  const api = worker();
  if (api) {
    try {
      return await api.logWindow(file, read, direction, fromMs, toMs);
    } catch {
      broken = true;
    }
  }
  const { readLogWindow } = await import('../ingest/fio/log/window-read');
  return readLogWindow(file, read, direction, fromMs, toMs);
}
