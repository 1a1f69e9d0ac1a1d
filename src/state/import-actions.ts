// Starting, following and cancelling an import. The work happens in the ingest worker (loaded on
// the first upload); this module only moves the job's status through the store.
import { NATURAL_ORDER } from '../lib/natural-order';
import { UPLOAD_BYTES } from '../lib/limits';
import type { IngestProgress, PickedFile, SaveOutcome } from '../worker/api';
import type { Dataset } from '../model/types';
import { addSaveFailure, addUpload } from './actions';
import { deleteStoredUpload } from '../storage/uploads';
import { NO_PROGRESS, useStore } from './store';
import { nextTask } from '../lib/next-task';
import { pageBusy } from '../lib/page-quiet';
import { rememberLogFiles } from './log-files';
import { ImportRefused } from './notice';
import { cancelledError, isCancelled } from '../lib/cancel';
import { summariseLargeDisks } from './summarise-ahead';
import { prepareAddUpload } from './commit-ahead';
import type { Upload } from '../model/upload';
import { timelineMark } from '../worker/timeline-mark';

/** Bigger uploads are refused up front: the browser would run out of memory before finishing. */
export const MAX_UPLOAD_BYTES = UPLOAD_BYTES;
const LOG_NAME = /_(bw|iops|lat|clat|slat)(\.\d+)?(\.(read|write|trim))?\.log(\.(read|write|trim))?$/;

let jobCounter = 0;

let currentAbort: AbortController | undefined;

function newUploadId(): string {
  const random =
    typeof crypto !== 'undefined' && 'randomUUID' in crypto
      ? crypto.randomUUID().slice(0, 8)
      : Math.random().toString(36).slice(2, 10);
  return `upload-${Date.now().toString(36)}-${random}`;
}

/** A short name for what was picked: the file, the folder, or "N files". */
export function uploadName(files: readonly PickedFile[]): string {
  const first = files[0];
  if (!first) return '';
  const roots = new Set(files.map((f) => f.path.split('/')[0] ?? f.path));
  if (files.length === 1) return first.path.split('/').pop() ?? first.path;
  if (roots.size === 1 && first.path.includes('/')) return `${[...roots][0]}/`;
  return `${files.length} files`;
}

function setJob(patch: Partial<ReturnType<typeof useStore.getState>['importJob']>): void {
  useStore.setState((s) => ({ importJob: { ...s.importJob, ...patch } }));
}

/**
 * The worker saves the upload for reload after handing it over. If the save fails, say so; if the
 * user removed the upload before the save finished, delete the late copy.
 */
function savedHandler(uploadId: string, name: string): { onSaved(o: SaveOutcome): void; delivered(): void } {
  let isDelivered = false;
  let pending: SaveOutcome | undefined;
  const handle = (outcome: SaveOutcome) => {
    if (!outcome.saved) {
      // "Not saved" is said only when nothing is: parts some workers did save are removed, so a
      // reload does not meet a partly saved upload.
      void deleteStoredUpload(uploadId).catch(() => undefined);
      addSaveFailure({
        name,
        why: outcome.nothing ? 'unfinished' : (outcome.why ?? 'other'),
        detail: outcome.error ?? '',
      });
    } else if (!useStore.getState().uploads.some((u) => u.id === uploadId)) {
      void deleteStoredUpload(uploadId).catch(() => undefined);
    }
  };
  return {
    onSaved: (outcome) => (isDelivered ? handle(outcome) : (pending = outcome)),
    delivered: () => {
      isDelivered = true;
      if (pending) handle(pending);
    },
  };
}

export function isImportRunning(): boolean {
  return useStore.getState().importJob.status === 'running';
}

/** What one import job reads and how its result is kept. */
export interface ImportPlan {
  name: string;
  uploadId: string;
  /** Uploads are saved for reload; data opened from a link is only shown until "Keep". */
  save: boolean;
  sources?: string[];
  /** Select the new disks when they arrive (a link that names its own disks keeps them). */
  selectArrived?: boolean;
  /** Bytes announced up front when known; `collect` reports them otherwise (picked files, fetched sources). */
  bytesTotal: number;
  filesTotal: number;
  /** The files to import; fetching (if any) happens here, reporting through `progress`. */
  collect(signal: AbortSignal, progress: (p: IngestProgress) => void): Promise<PickedFile[]>;
}

/**
 * At most this many arrived disks are selected for the reader: every chart of the selection (the
 * landing charts, Compare) stays readable, and Compare offers to tick all of them.
 */
export const SELECT_ARRIVED_MAX = 6;

/** Where the page looks after an import: the new disks (the first few, in the table's order). */
function arrivedSelection(dataset: Dataset): string[] {
  return [...dataset.disks]
    .sort((a, b) => NATURAL_ORDER.compare(a.label, b.label))
    .slice(0, SELECT_ARRIVED_MAX)
    .map((d) => d.id);
}

/** The report opens by itself only when something went wrong; otherwise the summary line links it. */
function showArrived(uploadId: string): void {
  const upload = useStore.getState().uploads.find((u) => u.id === uploadId);
  if (upload?.dataset.reports.some((r) => r.error)) useStore.setState({ reportOpen: true });
}

export async function runImport(plan: ImportPlan): Promise<void> {
  const { name, uploadId } = plan;
  const abort = new AbortController();
  currentAbort = abort;
  const jobId = ++jobCounter;
  const addedAt = new Date().toISOString();
  let progress: IngestProgress = { ...NO_PROGRESS, filesTotal: plan.filesTotal, bytesTotal: plan.bytesTotal };
  useStore.setState({ importJob: { status: 'running', name, progress } });
  // Saving (the workers', when the page is quiet) waits for the import to end.
  const importing = pageBusy();
  try {
    const files = await plan.collect(abort.signal, (p) => setJob({ progress: (progress = p) }));
    if (files.length === 0) {
      setJob({ status: 'failed', error: 'none of its files could be read', errorCode: 'noFilesRead' });
      return;
    }
    const bytesTotal = files.reduce((n, f) => n + f.file.size, 0);
    const { ingestInWorker } = await import('../worker/client');
    const saving = savedHandler(uploadId, name);
    const dataset = await ingestInWorker(
      { jobId, uploadId, name, addedAt, files },
      {
        onProgress: (p) => setJob({ progress: p }),
        onSaved: saving.onSaved,
        signal: abort.signal,
        save: plan.save,
      },
    );
    await summariseLargeDisks(dataset);
    await nextTask();
    // The new disks are selected in the same update that adds them: selected afterwards, every view
    // of the selection first rendered once over all disks (the landing chart judged 400 of them,
    // 220–270 ms in one task for a 200-disk zip) only to render again over the few selected.
    const arrived = plan.selectArrived !== false ? arrivedSelection(dataset) : [];
    const upload: Upload = {
      id: uploadId,
      name,
      addedAt,
      dataset,
      ...(plan.sources ? { sources: plan.sources } : {}),
      ...(plan.save ? {} : { kept: false }),
    };
    // Each store update re-renders what depends on it: one task each, so a large upload does not
    // end in one long block of the main thread; what that render computes first is made ahead.
    const ahead = await prepareAddUpload(upload);
    // The dataset is on the page, merged with the others, before any view draws it: the bench's
    // import time against the decode floor ends here (drawing is timed apart).
    timelineMark('dataset ready');
    addUpload(upload, arrived.length ? { selectedDiskIds: arrived } : {}, ahead);
    rememberLogFiles(uploadId, files, dataset);
    saving.delivered();
    await nextTask();
    setJob({
      status: 'done',
      uploadId,
      progress: {
        ...progress,
        filesDone: files.length,
        filesTotal: files.length,
        bytesDone: bytesTotal,
        bytesTotal,
      },
    });
    showArrived(uploadId);
  } catch (e) {
    const cancelled = abort.signal.aborted || isCancelled(e);
    setJob(
      cancelled
        ? { status: 'cancelled' }
        : {
            status: 'failed',
            error: e instanceof Error ? e.message : String(e),
            ...(e instanceof ImportRefused ? { errorCode: e.code, errorParams: e.params } : {}),
          },
    );
  } finally {
    importing();
    if (currentAbort === abort) currentAbort = undefined;
  }
}

/** Sizes are asked for in steps of at most this long, so the page answers in between. */
const SIZE_SLICE_MS = 30;

/**
 * The picked files' total size, and the part held in memory (fio logs do not count: a per-I/O log
 * is read in slices into a summary, never held whole). `File.size` of a file from a picked folder
 * is a synchronous round trip to the browser for its metadata (0.1–0.3 ms each in Chromium): for
 * 600 files that was one 120 ms block, so it is asked in slices. Posting the files to the worker
 * would pay the same round trips in one block; afterwards the browser has the sizes.
 */
async function sizesOf(
  files: readonly PickedFile[],
  signal: AbortSignal,
): Promise<{ total: number; held: number }> {
  let total = 0;
  let held = 0;
  let sliceStart = performance.now();
  for (const { path, file } of files) {
    if (performance.now() - sliceStart > SIZE_SLICE_MS) {
      await nextTask();
      if (signal.aborted) throw cancelledError();
      sliceStart = performance.now();
    }
    total += file.size;
    if (!LOG_NAME.test(path)) held += file.size;
  }
  return { total, held };
}

/**
 * Loads the worker code and starts the ingest workers before anything is picked, so an
 * upload does not wait for them (about 150 ms on a 2-core machine). Called when the page is idle.
 */
export function prepareImport(): void {
  void import('../worker/client').then((c) => c.startWorkers()).catch(() => undefined);
}

/** Imports picked or dropped files as one upload. Resolves when the job ends (never rejects). */
export async function importPickedFiles(files: PickedFile[]): Promise<void> {
  if (files.length === 0 || isImportRunning()) return;
  const name = uploadName(files);
  await runImport({
    name,
    uploadId: newUploadId(),
    save: true,
    bytesTotal: 0,
    filesTotal: files.length,
    collect: async (signal, progress) => {
      const { total, held } = await sizesOf(files, signal);
      // Refused before any worker starts: the browser would run out of memory before finishing.
      if (held > MAX_UPLOAD_BYTES) {
        const limit = `${MAX_UPLOAD_BYTES / 1024 / 1024} MiB`;
        const size = `${(total / 1024 / 1024).toFixed(0)} MiB`;
        throw new ImportRefused(
          `${name} is ${size}; uploads are limited to ${limit}. Split it into smaller parts.`,
          'tooLarge',
          { name, size, limit },
        );
      }
      progress({ ...NO_PROGRESS, filesTotal: files.length, bytesTotal: total });
      return files;
    },
  });
}

export function cancelImport(): void {
  currentAbort?.abort();
}
