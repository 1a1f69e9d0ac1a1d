// The whole import pipeline for one upload (or the data/ folder): unpack → route → import →
// assemble. Shared by the browser worker, the CLI and the build script.
import type { Dataset } from '../model/types';
import { sizeOf, unpackStream, type UnpackItem, type UnpackNote } from './archive/archive';
import { assembleDataset, type FileOutcome } from './assemble';
import { importFile, keepWhole } from './route';
import { errResult } from './types';
import type { InputFile } from './types';
import { describeFailure, failureParams } from './archive/limits';
import { nextTask } from '../lib/next-task';
import { cancelledError } from '../lib/cancel';

export interface IngestProgress {
  filesDone: number;
  filesTotal: number;
  bytesDone: number;
  bytesTotal: number;
}

export interface IngestOptions {
  /** Names the upload; disk ids are prefixed with it so uploads never collide. */
  origin: string;
  /** The upload's name as the page shows it: names the disk of its top-level files (assemble.ts). */
  name?: string;
  onProgress?(p: IngestProgress): void;
  signal?: AbortSignal;
  /** Report lines about inputs that could not even be read (listed with the rest). */
  unreadable?: UnpackNote[];
}

/** How long the import loop may run before it lets other work (a cancel message) in. */
const SLICE_MS = 50;

/**
 * Imports files as they come out of the archives, one at a time, and lets go of each file's
 * bytes once it is read: memory stays near the size of the results, not of the expanded input.
 * Progress counts input bytes as given (compressed for archives) and files imported so far.
 */
export async function ingestFiles(inputs: InputFile[], opts: IngestOptions): Promise<Dataset> {
  const bytesTotal = inputs.reduce((n, f) => n + sizeOf(f), 0);
  const progress: IngestProgress = { filesDone: 0, filesTotal: 0, bytesDone: 0, bytesTotal };
  const items = unpackStream(inputs, {
    keepWhole,
    onInput: (consumed) => {
      progress.bytesDone = consumed;
    },
  });
  return ingestItems(items, progress, [...(opts.unreadable ?? [])], opts);
}

/** The common loop: import what unpacking yields, report progress, then assemble. */
export async function ingestItems(
  items: AsyncIterable<UnpackItem>,
  progress: IngestProgress,
  notes: UnpackNote[],
  opts: IngestOptions,
): Promise<Dataset> {
  const report = () => opts.onProgress?.({ ...progress });
  report();
  const outcomes: FileOutcome[] = [];
  let sliceStart = performance.now();
  const importOne = (file: InputFile): void => {
    let result;
    try {
      result = file.imported ? file.imported.result : importFile(file);
    } catch (e) {
      // importFile has its own nets; this one is for what slips past them, so the rest goes on.
      result = errResult(
        'unknown',
        'internal',
        `the import failed: ${describeFailure(e, true)}`,
        file.path,
        undefined,
        undefined,
        { form: 'import', ...failureParams(e, true) },
      );
    }
    outcomes.push({ path: file.path, bytes: file.imported?.bytes ?? file.bytes.length, result });
    progress.filesDone++;
  };
  for await (const item of items) {
    if (opts.signal?.aborted) throw cancelledError();
    if (item.note) {
      notes.push(item.note);
      continue;
    }
    progress.filesTotal++;
    importOne(item.file);
    report();
    if (performance.now() - sliceStart > SLICE_MS) {
      await nextTask();
      sliceStart = performance.now();
    }
  }
  if (opts.signal?.aborted) throw cancelledError();
  report();
  return assembleDataset(outcomes, notes, opts.origin, opts.name);
}
