// Main-thread side of the ingest worker. The worker (and comlink) are created on the first upload,
// not at page load. Cancelling first asks the worker to stop; if it does not stop promptly (a long
// inflate has no place to check the signal), the worker is terminated and recreated next time.
import * as Comlink from 'comlink';
import type { Dataset } from '../model/types';
import type { DatasetPart, IngestProgress, IngestRequest, IngestWorkerApi, SaveOutcome } from './api';
import { DatasetCollector } from './parts';

const HARD_STOP_AFTER_MS = 1000;

let worker: Worker | undefined;
let remote: Comlink.Remote<IngestWorkerApi> | undefined;

function ensureWorker(): Comlink.Remote<IngestWorkerApi> {
  if (!worker || !remote) {
    worker = new Worker(new URL('./ingest.worker.ts', import.meta.url), {
      type: 'module',
      name: 'diskscope-ingest',
    });
    remote = Comlink.wrap<IngestWorkerApi>(worker);
  }
  return remote;
}

function terminateWorker(): void {
  remote?.[Comlink.releaseProxy]();
  worker?.terminate();
  worker = undefined;
  remote = undefined;
}

function abortError(): Error {
  const e = new Error('Import cancelled');
  e.name = 'AbortError';
  return e;
}

export async function ingestInWorker(
  request: IngestRequest,
  opts: { onProgress(p: IngestProgress): void; onSaved(outcome: SaveOutcome): void; signal: AbortSignal },
): Promise<Dataset> {
  if (opts.signal.aborted) throw abortError();
  const api = ensureWorker();
  let settled = false;
  const collector = new DatasetCollector();
  const callbacks = Comlink.proxy({
    onProgress: opts.onProgress,
    onPart: (part: DatasetPart) => collector.add(part),
    onSaved: opts.onSaved,
  });
  const work = api
    .ingest(request, callbacks)
    .then(() => collector.dataset())
    .finally(() => {
      settled = true;
    });
  const stopped = new Promise<never>((_, reject) => {
    opts.signal.addEventListener(
      'abort',
      () => {
        void api.cancel(request.jobId);
        setTimeout(() => {
          if (settled) return;
          terminateWorker();
          reject(abortError());
        }, HARD_STOP_AFTER_MS);
      },
      { once: true },
    );
  });
  // Whichever comes first: the worker's answer (including its own AbortError) or the hard stop.
  return Promise.race([work, stopped]);
}
