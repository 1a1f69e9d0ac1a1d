// The contract between the main thread and the ingest worker (shared types only, no code that runs).
import type { Disk, FileReport, Measurement, TimeSeries } from '../model/types';

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

/**
 * A slice of the finished dataset. The dataset crosses to the main thread in slices because
 * receiving (structured-clone deserialising) a large one in one message blocks the page for
 * hundreds of milliseconds; each slice is its own short task.
 */
export interface DatasetPart {
  disks?: Disk[];
  measurements?: Measurement[];
  series?: TimeSeries[];
  /** The rest of a series too long for one part, appended to the series with that id. */
  seriesMore?: { id: string; t: number[]; v: number[] };
  reports?: FileReport[];
}

/** Sent after the dataset was delivered: saving it for reload happens in the background. */
export interface SaveOutcome {
  saved: boolean;
  error?: string;
}

export interface IngestCallbacks {
  onProgress(p: IngestProgress): void;
  /** Awaited by the worker, so every part has arrived before `ingest` resolves. */
  onPart(part: DatasetPart): void;
  onSaved(outcome: SaveOutcome): void;
}

export interface IngestWorkerApi {
  /** Resolves once every part of the dataset has been delivered through `onPart`. */
  ingest(request: IngestRequest, callbacks: IngestCallbacks): Promise<void>;
  cancel(jobId: number): void;
}
