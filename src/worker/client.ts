// Main-thread side of the ingest workers. Workers (and comlink) are created on the first upload,
// not at page load. A large upload is shared between up to one worker per core (plan-upload.ts):
// each imports its shard and hands its dataset over in parts, and the shards are joined here.
// Cancelling first asks the workers to stop; if they do not stop promptly (a long inflate has no
// place to check the signal), they are terminated and recreated next time.
import * as Comlink from 'comlink';
import { DatasetCollector } from '../model/dataset-parts';
import { unpackPart, type WirePart } from '../model/part-wire';
import { mergeShards } from '../model/merge-shards';
import type { Dataset } from '../model/types';
import type { IngestProgress, IngestRequest, IngestWorkerApi, SaveOutcome } from './api';
import { planUpload, SPLIT_ZIP_FROM_BYTES, uploadWork } from './plan-upload';
import { cancelledError } from '../lib/cancel';
import { combinedOutcome, failureOf } from './save-outcome';
import { timelineMark } from './timeline-mark';
import { whenPageQuiet } from '../lib/page-quiet';

const HARD_STOP_AFTER_MS = 1000;
/** More workers than this gain little: each shard is also a dataset the page has to join. */
const MAX_WORKERS = 4;
/** A large upload is cut into this many shards per worker (see ingestInWorker). */
const SHARES_PER_WORKER = 4;
/**
 * Loose files are cut into fewer: their sizes are known, so the shards are even without dealing
 * out many, and each shard costs both sides (a dataset to hand over and join, the workers' code
 * less warm on fewer files each). Two per worker still lets a worker read its next shard while it
 * imports one (ingest.worker.ts).
 */
const SHARES_PER_WORKER_LOOSE = 2;

interface WorkerHandle {
  worker: Worker;
  remote: Comlink.Remote<IngestWorkerApi>;
}

const pool: WorkerHandle[] = [];

function workerAt(i: number): Comlink.Remote<IngestWorkerApi> {
  let handle = pool[i];
  if (!handle) {
    const worker = new Worker(new URL('./ingest.worker.ts', import.meta.url), {
      type: 'module',
      name: `diskscope-ingest-${i + 1}`,
    });
    handle = { worker, remote: Comlink.wrap<IngestWorkerApi>(worker) };
    pool[i] = handle;
  }
  return handle.remote;
}

/**
 * Starts the workers ahead of an upload, so their code loads and runs while the page is idle: a
 * second worker started only when a large zip was picked began its first shard ~0.35 s after the
 * first one (scripts/bench/timeline.ts, bench-100.zip), which then finished the import alone.
 */
export function startWorkers(): void {
  for (let i = 0; i < workerCount(); i++) workerAt(i);
}

function terminateWorkers(): void {
  for (const h of pool.splice(0)) {
    h.remote[Comlink.releaseProxy]();
    h.worker.terminate();
  }
}

/** One worker per core, at most MAX_WORKERS. */
export function workerCount(): number {
  const cores = typeof navigator !== 'undefined' ? navigator.hardwareConcurrency || 2 : 2;
  return Math.max(1, Math.min(MAX_WORKERS, cores));
}

/** Progress of all shards as one: sums of files and bytes. */
function progressJoiner(count: number, onProgress: (p: IngestProgress) => void) {
  const latest: IngestProgress[] = Array.from({ length: count }, () => ({
    filesDone: 0,
    filesTotal: 0,
    bytesDone: 0,
    bytesTotal: 0,
  }));
  return (i: number) => (p: IngestProgress) => {
    latest[i] = p;
    const sum = (k: keyof IngestProgress) => latest.reduce((n, x) => n + x[k], 0);
    onProgress({
      filesDone: sum('filesDone'),
      filesTotal: sum('filesTotal'),
      bytesDone: sum('bytesDone'),
      bytesTotal: sum('bytesTotal'),
    });
  };
}

/**
 * Saving waits at most this long for the page to be quiet: the charts of a 5,000-disk upload are
 * drawn within ~1.5 s of its end (bench-disks), and an upload not yet saved is lost with the tab.
 */
const SAVE_WITHIN_MS = 5000;

/** Asks every worker to save its shard; one outcome for the upload (the first failure wins). */
async function saveShares(
  remotes: Comlink.Remote<IngestWorkerApi>[],
  jobId: number,
  onSaved: (o: SaveOutcome) => void,
): Promise<void> {
  timelineMark('save asked');
  const outcomes = await Promise.all(
    remotes.map((r) => r.save(jobId).catch((e: unknown): SaveOutcome => ({ saved: false, ...failureOf(e) }))),
  );
  onSaved(combinedOutcome(outcomes));
}

export async function ingestInWorker(
  request: IngestRequest,
  opts: {
    onProgress(p: IngestProgress): void;
    onSaved(outcome: SaveOutcome): void;
    signal: AbortSignal;
    /** False for data only shown (opened from a link): the workers drop their copy instead of saving. */
    save?: boolean;
  },
): Promise<Dataset> {
  if (opts.signal.aborted) throw cancelledError();
  const workers = workerCount();
  // Started before planning, so loading the worker code overlaps reading the zip's directory; the
  // other workers only when the upload may be shared.
  const mayShare = uploadWork(request.files) >= SPLIT_ZIP_FROM_BYTES;
  const remotes = Array.from({ length: mayShare ? workers : 1 }, (_, i) => workerAt(i));
  timelineMark('plan start');
  // Loose files only when none is an archive to list (one large zip or tar among them is dealt out
  // in as many shards as alone).
  const loose = request.files.every((f) => f.file.size < SPLIT_ZIP_FROM_BYTES);
  const shards = await planUpload(
    request.files,
    remotes.length * (loose ? SHARES_PER_WORKER_LOOSE : SHARES_PER_WORKER),
    SPLIT_ZIP_FROM_BYTES,
    remotes.length,
  );
  timelineMark('plan done');
  if (opts.signal.aborted) throw cancelledError();
  const count = shards.length;
  // A tar read by one worker for all: a channel from the reading part to each other part.
  const channels = shards.map((s) =>
    s.streamShard && s.streamShard.index < s.streamShard.count - 1 ? new MessageChannel() : undefined,
  );
  // A single large file read by one worker (not a listed zip, not a tar dealt out): when it is a
  // per-I/O log, every worker scans a byte range of it (log-ports.ts). The worker reading the file
  // decides, and frees the others as soon as it has read the file when it is no such log.
  const helpsWithLog =
    count === 1 && remotes.length > 1 && request.files.length === 1 && !shards[0]!.streamShard;
  const progressOf = progressJoiner(count, opts.onProgress);
  let settled = false;
  const datasets: Dataset[] = [];
  const ingestShare = async (i: number, w: number): Promise<void> => {
    const shard = shards[i]!;
    const collector = new DatasetCollector();
    const callbacks = Comlink.proxy({
      onProgress: progressOf(i),
      onPart: (part: WirePart) => collector.add(unpackPart(part)),
    });
    let shardRequest: IngestRequest =
      count === 1
        ? request
        : {
            ...request,
            files: shard.files,
            zips: shard.zips,
            notes: shard.notes,
            shard: { index: i, count },
          };
    const ports: MessagePort[] = [];
    if (helpsWithLog) {
      // One large file alone: if it is a per-I/O log, the other workers scan parts of it.
      const helpers = remotes.filter((_, k) => k !== w);
      const logChannels = helpers.map(() => new MessageChannel());
      shardRequest = { ...shardRequest, logHelpers: logChannels.map((c) => c.port1) };
      ports.push(...shardRequest.logHelpers!);
      helpers.forEach((r, k) => {
        const port = logChannels[k]!.port2;
        void r.serveLogScan(request.jobId, Comlink.transfer(port, [port])).catch(() => undefined);
      });
    }
    if (shard.streamShard) {
      shardRequest.streamShard = shard.streamShard;
      const receiving = channels[i]?.port2;
      if (receiving) ports.push((shardRequest.receiveFrom = receiving));
      else {
        shardRequest.forwardTo = channels.map((c) => c?.port1);
        for (const c of channels) if (c) ports.push(c.port1);
      }
    }
    timelineMark(`shard ${i} sent`);
    await remotes[w]!.ingest(Comlink.transfer(shardRequest, ports), callbacks);
    timelineMark(`shard ${i} answered`);
    datasets[i] = await collector.dataset();
    timelineMark(`shard ${i} collected`);
  };
  // Shards are dealt out as workers free up, so a worker that drew the slower shards does not
  // finish the import alone (bench-100.zip: one worker done 0.76 s before the other with four
  // fixed shards each); they shrink towards the end (shard-plan.ts, shardShares), so the worker
  // still busy at the end is on a small one. Each worker holds two shards at a time: it starts the
  // next as soon as it has posted the last one's parts (ingest.worker.ts takes them in turn), while
  // the page reads those parts. The joined dataset is the same whichever worker read a shard:
  // shards are merged in their own order. The parts of a tar read by one worker all run at once,
  // one per worker.
  const streamed = shards.some((s) => s.streamShard);
  let next = 0;
  // Once a shard fails the others are cancelled (below): no feeder hands out another one.
  let failed = false;
  const feed = async (w: number): Promise<void> => {
    while (next < count && !failed) {
      if (opts.signal.aborted) throw cancelledError();
      await ingestShare(next++, w).catch((e: unknown) => {
        failed = true;
        throw e;
      });
    }
  };
  const held = streamed ? 1 : 2;
  const byWorker = Array.from({ length: held }, () => remotes.map((_, w) => feed(w))).flat();
  const work = Promise.all(byWorker)
    .then(() => {
      // Saved in the background once the page is quiet (lib/page-quiet.ts: the import ended and its
      // charts drawn): writing a large upload to IndexedDB (its parts cloned, large values wrapped
      // as blobs) is CPU work of the workers that competed with the page drawing the new data on a
      // 2-core machine.
      if (opts.save === false) for (const r of remotes) void r.discard(request.jobId).catch(() => undefined);
      else whenPageQuiet(() => void saveShares(remotes, request.jobId, opts.onSaved), SAVE_WITHIN_MS);
      timelineMark('merge start');
      const dataset = datasets.length === 1 ? datasets[0]! : mergeShards(datasets);
      timelineMark('merge done');
      return dataset;
    })
    .catch((e: unknown) => {
      // One shard failed: stop the others and keep nothing of this upload.
      for (const r of remotes) {
        void r.cancel(request.jobId).catch(() => undefined);
        void r.discard(request.jobId).catch(() => undefined);
      }
      throw e;
    })
    .finally(() => {
      settled = true;
    });
  const stopped = new Promise<never>((_, reject) => {
    opts.signal.addEventListener(
      'abort',
      () => {
        for (const r of remotes) void r.cancel(request.jobId).catch(() => undefined);
        setTimeout(() => {
          if (settled) return;
          terminateWorkers();
          reject(cancelledError());
        }, HARD_STOP_AFTER_MS);
      },
      { once: true },
    );
  });
  // Whichever comes first: the workers' answer (including their own AbortError) or the hard stop.
  return Promise.race([work, stopped]);
}
