// The contract between the main thread and the ingest worker (shared types only, no code that runs).
import type { Dataset } from '../model/types';

/** A file the user picked or dropped, with its path inside the upload (forward slashes). */
export interface PickedFile {
  path: string;
  /** File objects are structured-cloned to the worker as handles; the bytes are read there. */
  file: File;
}

export interface IngestProgress {
  filesDone: number;
  filesTotal: number;
  bytesDone: number;
  bytesTotal: number;
}

export interface IngestRequest {
  jobId: number;
  /** Becomes the disks' `origin` and the IndexedDB key. */
  uploadId: string;
  name: string;
  addedAt: string;
  files: PickedFile[];
}

export interface IngestOutcome {
  dataset: Dataset;
  /** False when saving for reload failed (quota, private mode); `saveError` says why. */
  saved: boolean;
  saveError?: string;
}

export interface IngestWorkerApi {
  ingest(request: IngestRequest, onProgress: (p: IngestProgress) => void): Promise<IngestOutcome>;
  cancel(jobId: number): void;
}
