// Waits for a later task of the event loop, so long work done in steps lets other work in between:
// a cancel message in a worker, input and drawing on the page. One place for the import pipeline,
// the worker client and the views; no dependencies, so importing it pulls in nothing else.
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/** The part of the Prioritized Task Scheduling API used here (not in TypeScript's DOM types). */
interface TaskScheduler {
  postTask(callback: () => void, options: { priority: 'background' }): Promise<void>;
}

/**
 * Like `nextTask`, for long chains of short steps: setTimeout(0) is clamped to ≥ 4 ms once timers
 * nest five deep, so 200 steps waited 800 ms with nothing to do.
 *
 * A background task (`scheduler.postTask`) where the browser has one: it runs once nothing else is
 * waiting, V8's own tasks included. Through a MessageChannel, as before, the steps of a 5,000-disk
 * reload kept the task in which V8 finishes a full garbage collection waiting longer than V8 waits
 * for it (50 ms), so V8 finished it inside a step instead, with 78–85 ms of marking left in 3 of 5
 * traced reloads; as background tasks, 6 of 6 traced reloads finished it in its own task, with
 * under 1 ms of marking left (scripts/bench/gc13-gc.ts). The steps then wait for the page's
 * other work too (a fetch, the workers' messages, React's renders): the site's own dataset can be
 * listed after a linked file's. Not `scheduler.yield()`, whose continuation goes first: a saved
 * upload read that way kept the published dataset off the page until the upload was loaded.
 * Elsewhere (Safari; Node, where the importers run in scripts) a message through a fresh
 * MessageChannel, which is not clamped and is queued behind the tasks already waiting.
 */
export function yieldToPage(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<TaskScheduler> }).scheduler;
  if (typeof scheduler?.postTask === 'function')
    return scheduler.postTask(() => undefined, { priority: 'background' });
  return new Promise((resolve) => {
    const { port1, port2 } = new MessageChannel();
    port1.onmessage = () => {
      port1.close();
      resolve();
    };
    port2.postMessage(null);
  });
}

/**
 * A pause for work done in steps that yields (`yieldToPage`) only once `sliceMs` have passed since
 * the last yield: each yield lets the page draw and answer input, but a step of a few hundred parts
 * takes a few ms, and yielding after every one spent more time waiting than working.
 */
export function pauseEvery(sliceMs: number): () => Promise<void> {
  let sliceStart = performance.now();
  return async () => {
    if (performance.now() - sliceStart < sliceMs) return;
    await yieldToPage();
    sliceStart = performance.now();
  };
}
