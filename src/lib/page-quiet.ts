// Work that can wait for the page to be quiet: saving an upload to IndexedDB (the ingest workers,
// worker/client.ts). Drawing marks the page busy while chart turns wait (views/common/chart-queue.ts),
// and an import while it runs (state/import-actions.ts). Saving is CPU work of every ingest worker
// (one per core): begun as soon as the page was idle, it ran beside the page's last steps of the
// import and the first charts drawn after it, on a 2-core machine (#28).

let busy = 0;
/** Waiters to try again once nothing marks the page busy. */
const waiters = new Set<() => void>();

/** Marks the page busy until the returned function is called (calling it again does nothing). */
export function pageBusy(): () => void {
  busy++;
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    busy--;
    if (busy > 0) return;
    for (const w of [...waiters]) w();
  };
}

/** True while something marks the page busy. */
export function pageIsBusy(): boolean {
  return busy > 0;
}

/** Runs `then` in an idle period, or after `ms` however busy the page is (Safari has no idle callbacks). */
function idle(then: () => void, ms: number): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(then, { timeout: Math.max(0, ms) });
  else setTimeout(then, Math.min(ms, 50));
}

/**
 * Runs `run` once nothing marks the page busy and it is idle (checked again in the idle period:
 * what marks it busy may start in a task queued before it), and at the latest `withinMs` after the
 * call, busy or not: work put off for ever would be lost with the tab.
 */
export function whenPageQuiet(run: () => void, withinMs: number): void {
  const deadline = Date.now() + withinMs;
  let finished = false;
  const finish = () => {
    if (finished) return;
    finished = true;
    waiters.delete(retry);
    clearTimeout(timer);
    run();
  };
  const retry = () => {
    if (finished) return;
    waiters.delete(retry);
    if (busy > 0) {
      waiters.add(retry);
      return;
    }
    idle(() => (busy > 0 && Date.now() < deadline ? retry() : finish()), deadline - Date.now());
  };
  const timer = setTimeout(finish, withinMs);
  retry();
}
