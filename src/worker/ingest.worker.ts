// The ingest worker: reads the picked files, unpacks, imports and assembles them (src/ingest), and
// saves the result for reload — all off the main thread, which only receives the finished dataset.
import * as Comlink from 'comlink';
import { ingestFiles } from '../ingest/ingest';
import type { InputFile } from '../ingest/types';
import { serializeDataset } from '../model/serialize';
import { saveStoredUpload } from '../state/persist';
import type { IngestOutcome, IngestProgress, IngestRequest, IngestWorkerApi } from './api';

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
    onProgress({ ...p });
  };
}

const api: IngestWorkerApi = {
  async ingest(request, onProgress) {
    const controller = new AbortController();
    running.set(request.jobId, controller);
    try {
      const inputs = await readAll(request, controller.signal);
      const dataset = await ingestFiles(inputs, {
        origin: request.uploadId,
        onProgress: throttled(onProgress),
        signal: controller.signal,
      });
      if (controller.signal.aborted) throw abortError();
      const outcome: IngestOutcome = { dataset, saved: true };
      try {
        const { uploadId: id, name, addedAt } = request;
        await saveStoredUpload({ id, name, addedAt, json: serializeDataset(dataset) });
      } catch (e) {
        outcome.saved = false;
        outcome.saveError = e instanceof Error ? e.message : String(e);
      }
      return outcome;
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
