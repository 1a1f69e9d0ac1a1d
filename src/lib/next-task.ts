// Waits for a later task of the event loop, so long work done in steps lets other work in between:
// a cancel message in a worker, input and drawing on the page. One place for the import pipeline,
// the worker client and the views; no dependencies, so importing it pulls in nothing else.
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Like `nextTask`, for long chains of short steps: setTimeout(0) is clamped to ≥ 4 ms once timers
 * nest five deep, so 200 steps waited 800 ms with nothing to do. A message through a fresh
 * MessageChannel is not clamped, and is queued behind the tasks already waiting (React's renders, a
 * fetch's response), unlike `scheduler.yield()`, whose continuation goes first: a saved upload read
 * that way kept the published dataset off the page until the upload was loaded.
 */
export function yieldToPage(): Promise<void> {
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
