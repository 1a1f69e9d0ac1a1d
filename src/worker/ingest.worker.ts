// The ingest worker: reads the picked files, unpacks, imports and assembles them (src/ingest),
// hands the dataset to the main thread in parts, then saves it for reload in the background — all
// off the main thread, which only receives the finished parts.
import * as Comlink from 'comlink';
import { ingestFiles } from '../ingest/ingest';
import type { InputFile } from '../ingest/types';
import type { Dataset } from '../model/types';
import { serializeDataset } from '../model/serialize';
import { saveStoredUpload } from '../state/persist';
import type { IngestCallbacks, IngestProgress, IngestRequest, IngestWorkerApi } from './api';
import { splitDataset } from './parts';

/** Progress messages cross threads; a few per second are enough for a progress bar. */
const PROGRESS_INTERVAL_MS = 80;

const running = new Map<number, AbortController>();

function abortError(): Error {
  const e = new Error('Import cancelled');
  e.name = 'AbortError';
  return e;
}

async function readAll(request: IngestRequest, signal: AbortSignal): Promise<InputFile[]> {
  const inputs: InputFile[] = [];
  for (const picked of request.files) {
    if (signal.aborted) throw abortError();
    inputs.push({ path: picked.path, bytes: new Uint8Array(await picked.file.arrayBuffer()) });
  }
  return inputs;
}

function throttled(onProgress: (p: IngestProgress) => void): (p: IngestProgress) => void {
  let last = 0;
  return (p) => {
    const now = performance.now();
    const finished = p.filesDone === p.filesTotal && p.bytesDone === p.bytesTotal;
    if (!finished && now - last < PROGRESS_INTERVAL_MS) return;
    last = now;
    void onProgress({ ...p });
  };
}

async function save(request: IngestRequest, dataset: Dataset, callbacks: IngestCallbacks): Promise<void> {
  try {
    const { uploadId: id, name, addedAt } = request;
    await saveStoredUpload({ id, name, addedAt, json: serializeDataset(dataset) });
    await callbacks.onSaved({ saved: true });
  } catch (e) {
    await callbacks.onSaved({ saved: false, error: e instanceof Error ? e.message : String(e) });
  }
}

const api: IngestWorkerApi = {
  async ingest(request, callbacks) {
    const controller = new AbortController();
    running.set(request.jobId, controller);
    try {
      const inputs = await readAll(request, controller.signal);
      const dataset = await ingestFiles(inputs, {
        origin: request.uploadId,
        onProgress: throttled(callbacks.onProgress),
        signal: controller.signal,
      });
      // The raw files (an archive can be hundreds of MB) are not needed any more: let them go before
      // the dataset is copied to the page and serialised for saving, the two memory peaks.
      inputs.length = 0;
      for (const part of splitDataset(dataset)) {
        if (controller.signal.aborted) throw abortError();
        await callbacks.onPart(part);
      }
      // Not awaited: the page can show the data while it is being written to IndexedDB.
      void save(request, dataset, callbacks);
    } catch (e) {
      if (controller.signal.aborted) throw abortError();
      throw e;
    } finally {
      running.delete(request.jobId);
    }
  },
  cancel(jobId) {
    running.get(jobId)?.abort();
  },
};

Comlink.expose(api);
