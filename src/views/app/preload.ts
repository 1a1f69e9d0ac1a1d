// What the page loads ahead while it is idle, so the reader's first actions do not wait for code:
// the other views, the chart code and the ingest workers (an upload started ~150 ms later without
// them). Only for the whole page; an embedded chart loads none of it.
import { useEffect } from 'react';
import { prepareImport } from '../../state/import-actions';
import { preloadCharts } from '../common/chart-turns';
import { preloadViews } from './view-chunks';
import { whenPageQuiet } from '../../lib/page-quiet';

/** The ingest workers start at the latest this long after the chart code has loaded. */
const WORKERS_WITHIN_MS = 5000;

/** Browsers without requestIdleCallback (Safari) get a plain delay. */
function whenIdle(run: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(run, { timeout: 3000 });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(run, 1000);
  return () => clearTimeout(handle);
}

let done = false;

export function usePreloadWhenIdle(): void {
  useEffect(
    () =>
      whenIdle(() => {
        if (done) return;
        done = true;
        preloadViews();
        // The ingest workers start once the charts queued by then are drawn (chart turns mark the
        // page busy): each compiles and runs its 340 KB module on a thread of its own, and started
        // beside the warm-up chart (chart-warm-up.ts), on 2 cores, its task took twice its CPU
        // time (a reload with a 100,000-job upload saved: 56 ms of CPU, 107 ms wall, both
        // workers starting in its window; tasks12-trace STEPS=reload TRACE_OUT). An upload picked
        // before then starts them itself.
        void preloadCharts().then(() => whenPageQuiet(prepareImport, WORKERS_WITHIN_MS));
      }),
    [],
  );
}
