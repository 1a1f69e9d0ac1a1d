// The ingest worker: reads the picked files, unpacks, imports and assembles them (src/ingest),
// hands the dataset to the main thread in parts, then saves it for reload in the background — all
// off the main thread, which only receives the finished parts.
import * as Comlink from 'comlink';
import { ingestFiles, type IngestOptions } from '../ingest/ingest';
import { ingestShard, type ZipShard } from '../ingest/ingest-shard';
import type { InputFile } from '../ingest/types';
import type { UnpackNote } from '../ingest/archive/archive';
import { describeFailure, failureParams } from '../ingest/archive/limits';
import { LARGE_FROM_BYTES, readLargeInput } from '../ingest/large-input';
import { DATASET_VERSION } from '../model/serialize';
import { saveFailure, saveStoredUpload } from '../storage/uploads';
import type {
  IngestCallbacks,
  IngestProgress,
  IngestRequest,
  IngestWorkerApi,
  PickedFile,
  SaveOutcome,
} from './api';
import { forwarder, received } from './part-ports';
import { logHelpers, serveLogScan } from './log-ports';
import type { LogHelper } from '../ingest/fio/log';
import { splitDatasetAsJson } from '../model/dataset-parts';
import { hasSeries, packPart } from '../model/part-wire';
import { cancelledError } from '../lib/cancel';
import { timelineMark } from './timeline-mark';

/**
 * Progress messages cross threads and each one re-renders and repaints the status line on a main
 * thread that shares the cores with the workers; four per second per worker are enough for a bar.
 */
const PROGRESS_INTERVAL_MS = 250;

/** Shares asked for, running or waiting their turn, by job: cancelling a job stops them all. */
const running = new Map<number, Set<AbortController>>();

/**
 * Small files read at once. Each read is a round trip to the browser: one after another, 600 files
 * of a picked folder took 440 ms; 16 at a time, about 120 ms. Each is under LARGE_FROM_BYTES and a
 * share holds all its files' bytes until it is imported anyway, so more at once costs no memory
 * within a share. Reading ahead (startSmallReads) holds the bytes of every share a worker was asked
 * for at once: of loose files, two shares per worker (client.ts), so at most the upload's bytes.
 */
const READS_IN_FLIGHT = 64;

/** A small file's bytes, or why it could not be read. */
type SmallRead = Promise<{ bytes: Uint8Array } | { error: unknown }>;

/**
 * Starts reading a share's small files, READS_IN_FLIGHT at a time, as soon as the share is asked
 * for, before its turn: the reads wait on the browser, not on this worker, so they overlap the
 * import of the share before it (bench:peers' 601-file folder: reading was ~0.25 s of the worker's
 * ~0.3 s, its CPU busy for half of it). Large files are left to readAll, in their turn.
 */
function startSmallReads(files: readonly PickedFile[]): (SmallRead | undefined)[] {
  // Every small file has its promise now; a free lane starts its read, in the order picked.
  const waiting: (() => Promise<void>)[] = [];
  const out = files.map(({ file }): SmallRead | undefined => {
    if (file.size >= LARGE_FROM_BYTES) return undefined;
    return new Promise((resolve) =>
      waiting.push(() =>
        file.arrayBuffer().then(
          (b) => resolve({ bytes: new Uint8Array(b) }),
          (error: unknown) => resolve({ error }),
        ),
      ),
    );
  });
  waiting.reverse();
  const lane = async (): Promise<void> => {
    for (let read = waiting.pop(); read; read = waiting.pop()) await read();
  };
  const lanes = Math.min(READS_IN_FLIGHT, waiting.length);
  for (let n = 0; n < lanes; n++) void lane();
  return out;
}

/** The picked files' bytes; a file that cannot be read (too large for memory) becomes a report line. */
async function readAll(
  request: IngestRequest,
  signal: AbortSignal,
  onProgress: (p: IngestProgress) => void,
  early: (SmallRead | undefined)[],
  helpers: readonly LogHelper[],
): Promise<{ inputs: InputFile[]; unreadable: UnpackNote[] }> {
  // Kept in the order picked, whatever order the reads finish in.
  const read: (InputFile | UnpackNote | undefined)[] = new Array(request.files.length);
  const unreadableNote = (path: string, file: Blob, e: unknown): UnpackNote => {
    const issue = {
      code: 'unreadable',
      message: `cannot read the file: ${describeFailure(e)}`,
      file: path,
      params: { form: 'file', ...failureParams(e) },
    };
    return { file: path, bytes: file.size, kind: 'ignored', members: 0, issue };
  };
  const bytesTotal = request.files.reduce((n, f) => n + f.file.size, 0);
  let bytesBefore = 0;
  const smallReads: Promise<void>[] = [];
  for (const [i, { path, file }] of request.files.entries()) {
    if (signal.aborted) throw cancelledError();
    const reading = early[i];
    if (reading) {
      smallReads.push(
        reading.then(
          (r) =>
            void (read[i] = 'bytes' in r ? { path, bytes: r.bytes } : unreadableNote(path, file, r.error)),
        ),
      );
      continue;
    }
    try {
      // Streamed, summarised, read whole or refused by its size (ingest/large-input.ts), as the
      // CLI takes the same file.
      const onBytes = (done: number) =>
        onProgress({
          filesDone: 0,
          filesTotal: request.files.length,
          bytesDone: bytesBefore + done,
          bytesTotal,
        });
      const taken = await readLargeInput(path, file, { onBytes, signal, helpers });
      if ('imported' in taken && taken.imported) bytesBefore += file.size;
      read[i] = taken;
    } catch (e) {
      read[i] = unreadableNote(path, file, e);
    }
  }
  await Promise.all(smallReads);
  if (signal.aborted) throw cancelledError();
  const inputs: InputFile[] = [];
  const unreadable: UnpackNote[] = [];
  for (const r of read) {
    if (r && 'path' in r) inputs.push(r);
    else if (r) unreadable.push(r);
  }
  return { inputs, unreadable };
}

/** This worker's members of split zips; their bytes are read from the File when needed. */
function zipShards(request: IngestRequest): ZipShard[] {
  return (request.zips ?? []).map((z) => ({
    path: z.path,
    entries: z.entries,
    read: async (start, end) => new Uint8Array(await z.file.slice(start, end).arrayBuffer()),
  }));
}

/**
 * At most one progress report per PROGRESS_INTERVAL_MS (each one re-renders the status line on
 * the page); `flush()` sends the last one held back. Not "every report that looks finished": a
 * share fed member by member looks finished after every file, which re-rendered the page ~2,000
 * times during the bench's tar.gz.
 */
function throttled(onProgress: (p: IngestProgress) => void) {
  let last = -Infinity;
  let held: IngestProgress | undefined;
  const report = (p: IngestProgress) => {
    const now = performance.now();
    if (now - last < PROGRESS_INTERVAL_MS) {
      held = { ...p };
      return;
    }
    last = now;
    held = undefined;
    void onProgress({ ...p });
  };
  report.flush = () => {
    if (held) void onProgress(held);
    held = undefined;
  };
  return report;
}

async function save(request: IngestRequest, parts: string[]): Promise<SaveOutcome> {
  try {
    const { uploadId: id, name, addedAt, shard } = request;
    await saveStoredUpload({
      id,
      name,
      addedAt,
      version: DATASET_VERSION,
      parts,
      // A stored record keeps the name `share` for its shard (records already saved use it).
      ...(shard ? { share: shard } : {}),
    });
    return { saved: true };
  } catch (e) {
    const { why, detail } = saveFailure(e);
    return { saved: false, why, error: detail };
  }
}

/** Delivered shards (as their JSON parts) waiting for the page to say "save" or "discard", by job. */
const delivered = new Map<number, { request: IngestRequest; parts: string[] }[]>();

/**
 * Shares handed to this worker run one after another, in the order asked. The page asks for all of
 * a worker's shares at once, so the worker starts its next share as soon as it has posted the
 * parts of the last one, without waiting a round trip for the page to take them and ask again
 * (the page takes them while the worker reads on).
 */
let turn: Promise<void> = Promise.resolve();

/** One share: read, import, post its parts, then `posted()`; resolves once the page has them all. */
async function runShare(
  request: IngestRequest,
  callbacks: IngestCallbacks,
  controller: AbortController,
  posted: () => void,
  early: (SmallRead | undefined)[],
): Promise<void> {
  if (controller.signal.aborted) throw cancelledError();
  const tag = `shard ${request.shard?.index ?? 0}`;
  timelineMark(`${tag} start`);
  const onProgress = throttled(callbacks.onProgress);
  // The other workers' help with a single large log (log-ports.ts); told they are free once it is read.
  const logs = logHelpers(request.logHelpers ?? []);
  let read: Awaited<ReturnType<typeof readAll>>;
  try {
    read = await readAll(request, controller.signal, onProgress, early, logs.helpers);
  } finally {
    logs.end();
  }
  const { inputs, unreadable } = read;
  timelineMark(`${tag} read`);
  const opts: IngestOptions = {
    origin: request.uploadId,
    name: request.name,
    onProgress,
    signal: controller.signal,
    unreadable,
  };
  const reader = request.streamShard && request.forwardTo ? forwarder(request.forwardTo) : undefined;
  let dataset;
  try {
    dataset = request.shard
      ? await ingestShard(
          {
            files: inputs,
            zips: zipShards(request),
            notes: request.notes ?? [],
            split: reader && request.streamShard && { shard: request.streamShard, forward: reader.forward },
            received: request.receiveFrom && received(request.receiveFrom, controller.signal),
          },
          opts,
        )
      : await ingestFiles(inputs, opts);
  } finally {
    // Also when reading failed or was cancelled: the other parts' workers stop waiting.
    reader?.end();
  }
  onProgress.flush();
  timelineMark(`${tag} ingested`);
  // The raw files (an archive can be hundreds of MB) are not needed any more: let them go before
  // the dataset is written out as JSON parts for the page and for saving.
  inputs.length = 0;
  const parts: string[] = [];
  // Sent without waiting for each answer: the page takes them as separate short tasks in
  // order, and the worker does not idle for a round trip per part while the page is busy.
  const arrivals: Promise<void>[] = [];
  for (const { part, json } of splitDatasetAsJson(dataset)) {
    if (controller.signal.aborted) throw cancelledError();
    // Saved as JSON in any case (the stored form); a part of series crosses packed.
    parts.push(json);
    if (hasSeries(part)) {
      const { packed, transfer } = packPart(part);
      arrivals.push(Promise.resolve(callbacks.onPart(Comlink.transfer(packed, transfer))));
    } else arrivals.push(Promise.resolve(callbacks.onPart({ json })));
  }
  timelineMark(`${tag} parts posted`);
  posted();
  await Promise.all(arrivals);
  timelineMark(`${tag} parts taken`);
  delivered.set(request.jobId, [...(delivered.get(request.jobId) ?? []), { request, parts }]);
}

const api: IngestWorkerApi = {
  async ingest(request, callbacks) {
    const controller = new AbortController();
    const ofJob = running.get(request.jobId) ?? new Set<AbortController>();
    running.set(request.jobId, ofJob.add(controller));
    // The next share's turn comes when this one has posted its parts (or failed), not when the
    // page has taken them.
    const before = turn;
    let release!: () => void;
    turn = new Promise<void>((r) => (release = r));
    // Its small files are read while the shares before it are imported.
    const early = startSmallReads(request.files);
    try {
      await before;
      await runShare(request, callbacks, controller, release, early);
    } catch (e) {
      if (controller.signal.aborted) throw cancelledError();
      throw e;
    } finally {
      release();
      ofJob.delete(controller);
      if (ofJob.size === 0) running.delete(request.jobId);
      // The page's callbacks stay reachable through their port until this side lets go, and with
      // them the page's shares of the upload, also after it is removed (cpu12's heap snapshots).
      // Nothing calls them once runShare has settled.
      (callbacks as Partial<Comlink.Remote<IngestCallbacks>>)[Comlink.releaseProxy]?.();
    }
  },
  async save(jobId) {
    const shares = delivered.get(jobId) ?? [];
    delivered.delete(jobId);
    // A worker of a small upload may have had no shard of it: that is no failure of the save.
    if (shares.length === 0) return { saved: false, nothing: true };
    for (const { request, parts } of shares) {
      const outcome = await save(request, parts);
      if (!outcome.saved) return outcome;
    }
    return { saved: true };
  },
  discard(jobId) {
    delivered.delete(jobId);
  },
  async serveLogScan(jobId, port) {
    // Not in `turn`: it runs beside this worker's shares, as the importing worker scans its range.
    const controller = new AbortController();
    const ofJob = running.get(jobId) ?? new Set<AbortController>();
    running.set(jobId, ofJob.add(controller));
    try {
      await serveLogScan(port, controller.signal);
    } finally {
      ofJob.delete(controller);
      if (ofJob.size === 0) running.delete(jobId);
    }
  },
  cancel(jobId) {
    for (const c of running.get(jobId) ?? []) c.abort();
  },
};

Comlink.expose(api);
