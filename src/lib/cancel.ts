// The one cancellation error. It is an Error named `AbortError`, the name the platform gives its own
// cancels (fetch, DOMException), so one check — `isCancelled` — recognises a cancel from anywhere:
// the pipeline, a worker, the worker client, a download.
export function cancelledError(message = 'Import cancelled'): Error {
  const e = new Error(message);
  e.name = 'AbortError';
  return e;
}

export function isCancelled(e: unknown): boolean {
  return (e instanceof Error || e instanceof DOMException) && e.name === 'AbortError';
}
