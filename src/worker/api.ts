// The contract between the main thread and the ingest worker (shared types only, no code that runs).
import type { UnpackNote } from '../ingest/archive/archive';
import type { StreamShard } from '../ingest/shard-plan';
import type { ZipEntry } from '../ingest/archive/zip-directory';
import type { WirePart } from '../model/part-wire';

/** A file the user picked or dropped, with its path inside the upload (forward slashes). */
export interface PickedFile {
  path: string;
  /** File objects are structured-cloned to the worker as handles; the bytes are read there. */
  file: File;
}

/** Progress has one shape from the pipeline to the status line. */
export type { IngestProgress } from '../ingest/ingest';
import type { IngestProgress } from '../ingest/ingest';

export interface IngestRequest {
  jobId: number;
  /** Becomes the disks' `origin` and the IndexedDB key. */
  uploadId: string;
  name: string;
  addedAt: string;
  files: PickedFile[];
  /** When the upload is split between workers (plan-upload.ts): this worker's zip members. */
  zips?: ZipShardPick[];
  /** Report lines about split archives, given to the first shard. */
  notes?: UnpackNote[];
  /** This worker's shard: saved under its own key, joined with the others on reload. */
  shard?: { index: number; count: number };
  /**
   * A large tar or tar.gz split between workers: one shard's worker reads it (`files`) and hands
   * the members of the other shards over, each to its own worker, through `forwardTo`.
   */
  streamShard?: StreamShard;
  /** The reading shard: a port to each other shard's worker, by shard index (its own: undefined). */
  forwardTo?: (MessagePort | undefined)[];
  /** Any other shard: where its members arrive from the reading shard. */
  receiveFrom?: MessagePort;
  /**
   * One large per-I/O fio log uploaded alone: a port to each other worker, which scans a byte range
   * of it for this one (log-ports.ts).
   */
  logHelpers?: MessagePort[];
}

/** Members of a large zip given to one worker, which reads their bytes from `file` itself. */
export interface ZipShardPick {
  path: string;
  file: File;
  entries: ZipEntry[];
}

/** Sent after the dataset was delivered: saving it for reload happens in the background. */
export interface SaveOutcome {
  saved: boolean;
  error?: string;
  /** Why it was not saved: a full storage quota, or another reason (`error` says which). */
  why?: 'quota' | 'other';
  /** This worker held no part of the upload, so it had nothing to save: not a failure. */
  nothing?: boolean;
}

export interface IngestCallbacks {
  onProgress(p: IngestProgress): void;
  /**
   * A DatasetPart (model/part-wire.ts): a part with series as structured data whose number arrays
   * are transferred Float64Arrays; any other part as JSON text, which the page turns into objects
   * faster than it receives them cloned. The worker posts them all, then waits for every one to
   * arrive before `ingest` resolves.
   */
  onPart(part: WirePart): void;
}

export interface IngestWorkerApi {
  /** Resolves once every part of the dataset has been delivered through `onPart`. */
  ingest(request: IngestRequest, callbacks: IngestCallbacks): Promise<void>;
  /**
   * Saves the delivered dataset for reload (IndexedDB), or drops it: the page asks for one or the
   * other once every shard of the upload has arrived, so a failed upload leaves nothing behind.
   */
  save(jobId: number): Promise<SaveOutcome>;
  discard(jobId: number): void;
  /** Scans the range of a log that the worker importing it asks for on `port` (log-ports.ts). */
  serveLogScan(jobId: number, port: MessagePort): Promise<void>;
  cancel(jobId: number): void;
}
