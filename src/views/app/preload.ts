// What the page loads ahead while it is idle, so the reader's first actions do not wait for code:
// the other views, the chart code and the first ingest worker (an upload started ~150 ms later
// without it). Only for the whole page; an embedded chart loads none of it.
import { useEffect } from 'react';
import { prepareImport } from '../../state/import-actions';
import { preloadCharts } from '../common/chart-turns';
import { preloadViews } from './view-chunks';

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
        preloadCharts();
        prepareImport();
      }),
    [],
  );
}
