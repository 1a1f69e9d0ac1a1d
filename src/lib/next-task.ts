// Waits for a later task of the event loop, so long work done in steps lets other work in between:
// a cancel message in a worker, input and drawing on the page. One place for the import pipeline,
// the worker client and the views; no dependencies, so importing it pulls in nothing else.
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
