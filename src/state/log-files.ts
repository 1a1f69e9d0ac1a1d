// The files of summarised fio logs that the page still holds, by upload and path: a zoomed window
// of such a log is read again from its file (ingest/fio/log/window-read.ts). Kept beside the store,
// not in it: a File is a handle the page cannot save, and after a reload there is none, so the chart
// falls back to the stored summary and says so.
import type { Dataset } from '../model/types';
import type { PickedFile } from '../worker/api';

const files = new Map<string, Blob>();
const key = (uploadId: string, path: string) => `${uploadId}\u0000${path}`;

/** Remembers the picked files that became summarised series of this upload. */
export function rememberLogFiles(uploadId: string, picked: readonly PickedFile[], dataset: Dataset): void {
  const summarised = new Set(dataset.series.filter((s) => s.summary).map((s) => s.provenance.file));
  for (const p of picked) if (summarised.has(p.path)) files.set(key(uploadId, p.path), p.file);
}

export function logFileOf(uploadId: string | undefined, path: string): Blob | undefined {
  return uploadId === undefined ? undefined : files.get(key(uploadId, path));
}

export function forgetLogFiles(uploadId: string): void {
  for (const k of [...files.keys()]) if (k.startsWith(`${uploadId}\u0000`)) files.delete(k);
}
