// The importer contract. Every format lives in its own file in this folder and exports one
// `Importer`. Importers are DOM-free: they see a path and text (or bytes), never a File or window,
// so the same code runs in the browser worker, in Node scripts and in tests.
import type { ImportIssue, Measurement, TimeSeries } from '../model/types';

/** One input file after unpacking: a path inside the upload (forward slashes) and its bytes. */
export interface InputFile {
  path: string;
  bytes: Uint8Array;
  /**
   * A tar or tar.gz streamed from where it lies (a worker's File) instead of read whole: `bytes`
   * then holds only its head, enough to tell what it is. Only archive.ts looks at this.
   */
  source?: Blob;
  /**
   * Already imported where it lay (a per-I/O fio log streamed from its File, fio/log/stream.ts):
   * the result and the file's size; `bytes` is then empty and nothing routes it again.
   */
  imported?: { result: ImportResult; bytes: number };
}

/** What an importer parses: the path (a hint only) and the decoded text. */
export interface SourceText {
  path: string;
  text: string;
}

/**
 * A measurement before it is attached to a disk; the assembler adds `id` and `diskId`.
 * `disk` is set by formats whose one file holds several disks (summary CSVs): the row's own
 * provider/type/size, which the assembler uses instead of the folder name.
 */
export type MeasurementDraft = Omit<Measurement, 'id' | 'diskId'> & { disk?: DraftDiskIdentity };

export interface DraftDiskIdentity {
  provider: string;
  type: string;
  sizeValue?: number;
  sizeUnit?: 'GB' | 'GiB';
  comparable?: boolean;
}

/**
 * A time series before it is attached. `link` lets the assembler find the measurement it belongs
 * to: fio logs name their job by file prefix and job index (`PREFIX_bw.2.log`).
 */
export type SeriesDraft = Omit<TimeSeries, 'id' | 'diskId' | 'measurementId'> & {
  link?: { prefix: string; jobIndex?: number };
  /**
   * A latency log's factor from file values to ns as the importer chose it from the values alone
   * (1000: read as µs). Assembly re-decides it from the fio version of the run (log-settle.ts).
   * A histogram log's factor is its bucket layout's (1000: fio 2.x's µs buckets, 1: ns), which the
   * layout itself decides; assembly reads it as a sign of the fio era of the run.
   */
  valueScale?: number;
  /**
   * What a fio value log's lines showed of their format (any metric): fields per line and whether
   * a priority was written `0x…`. A sign of the fio that wrote the run (log-version-evidence.ts);
   * like `valueScale`, only the assembler reads it and the model never holds it.
   */
  logColumns?: LogColumns;
};

/** A fio log's line format as read: fields per line, and whether a `0x…` priority field appeared. */
export interface LogColumns {
  count: number;
  hexPrio: boolean;
}

/**
 * Facts about the disk a folder describes (PTS `.options`, client metadata). Applied to every
 * record of the same folder.
 */
export interface DiskMetaDraft {
  provider?: string;
  type?: string;
  sizeValue?: number;
  sizeUnit?: 'GB' | 'GiB';
  metadata: Record<string, string>;
  /** Written by a person (the disk metadata file): wins over facts read from tool output. */
  handWritten?: boolean;
}

export interface ImportOk {
  ok: true;
  /** Importer id, e.g. `fio-json`, shown in the import report. */
  format: string;
  measurements: MeasurementDraft[];
  series: SeriesDraft[];
  diskMeta?: DiskMetaDraft;
  warnings: ImportIssue[];
}

export interface ImportErr {
  ok: false;
  format: string;
  error: ImportIssue;
  warnings?: ImportIssue[];
}

export type ImportResult = ImportOk | ImportErr;

export interface Importer {
  /** Stable id used in the report and tests (`fio-json`, `fio-terse`, …). */
  id: string;
  /** Human label ("fio JSON / JSON+"). */
  label: string;
  /**
   * Reads JSON documents. A file whose first non-blank character is `{` can only be one of these,
   * so the router tries just these on such files (the common case, and the cheapest to route).
   */
  json?: boolean;
  /**
   * Content sniffing on a bounded head of the file (first 64 KiB of text) plus the path as a hint.
   * Returns true when this importer should parse the file. Must be cheap and never throw.
   */
  sniff(head: string, path: string): boolean;
  /** Parses the whole file. Must never throw: every failure is an ImportErr naming the file and line/job. */
  parse(file: SourceText): ImportResult;
  /** For binary formats (e.g. a PTS report.zip kept whole): sniff and parse the raw bytes. */
  sniffBinary?(bytes: Uint8Array, path: string): boolean;
  parseBinary?(file: InputFile): ImportResult;
}

export function okResult(format: string, partial: Partial<Omit<ImportOk, 'ok' | 'format'>> = {}): ImportOk {
  return { ok: true, format, measurements: [], series: [], warnings: [], ...partial };
}

export function errResult(
  format: string,
  code: string,
  message: string,
  file: string,
  line?: number,
  job?: string,
  params?: ImportIssue['params'],
): ImportErr {
  const error: ImportIssue = { code, message, file };
  if (line !== undefined) error.line = line;
  if (job !== undefined) error.job = job;
  if (params) error.params = params;
  return { ok: false, format, error };
}
