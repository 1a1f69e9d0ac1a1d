// The whole import pipeline for one upload (or the data/ folder): unpack → route → import →
// assemble. Shared by the browser worker, the CLI and the build script.
import type { Dataset } from '../model/types';
import { unpackAll } from './archive';
import { assembleDataset, type FileOutcome } from './assemble';
import { importFile } from './route';
import type { InputFile } from './types';

export interface IngestProgress {
  filesDone: number;
  filesTotal: number;
  bytesDone: number;
  bytesTotal: number;
}

export interface IngestOptions {
  /** Names the upload; disk ids are prefixed with it so uploads never collide. */
  origin: string;
  onProgress?(p: IngestProgress): void;
  signal?: AbortSignal;
}

export class IngestCancelled extends Error {
  constructor() {
    super('import cancelled');
    this.name = 'IngestCancelled';
  }
}

export async function ingestFiles(inputs: InputFile[], opts: IngestOptions): Promise<Dataset> {
  const { files, notes } = await unpackAll(inputs);
  const bytesTotal = files.reduce((n, f) => n + f.bytes.length, 0);
  const progress: IngestProgress = { filesDone: 0, filesTotal: files.length, bytesDone: 0, bytesTotal };
  opts.onProgress?.({ ...progress });
  const outcomes: FileOutcome[] = [];
  const queue: InputFile[] = [...files];
  while (queue.length) {
    if (opts.signal?.aborted) throw new IngestCancelled();
    const file = queue.shift()!;
    const result = importFile(file);
    outcomes.push({ path: file.path, bytes: file.bytes.length, result });
    // Some importers hand back files they found inside (e.g. a report archive's members).
    if (result?.ok && result.nested?.length) queue.push(...result.nested);
    progress.filesDone++;
    progress.bytesDone += file.bytes.length;
    opts.onProgress?.({ ...progress });
  }
  return assembleDataset(outcomes, notes, opts.origin);
}
