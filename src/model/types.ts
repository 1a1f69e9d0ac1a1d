// The dataset model. Every number is in a base unit (see units.ts); every measurement says where it
// came from (Provenance), so any value on screen can be traced to a file and a job.
import type { Bytes, BytesPerSecond, Nanoseconds, OpsPerSecond, Percent, Seconds } from './units';
import type { LogSummary } from './log-summary';

export type Direction = 'read' | 'write' | 'trim';
export const DIRECTIONS: readonly Direction[] = ['read', 'write', 'trim'];

export type Tool = 'fio' | 'pts' | 'csv' | 'iozone' | 'ioping';

/** A latency summary. Percentile keys are "p" + the percentile ("p50", "p99.9"; see percentiles.ts). */
export interface LatencyStats {
  mean: Nanoseconds;
  min?: Nanoseconds;
  max?: Nanoseconds;
  stddev?: Nanoseconds;
  samples?: number;
  percentiles?: Record<string, Nanoseconds>;
  /** json+ histogram: bucket midpoints (ns, ascending) and I/O counts. */
  histogram?: { binsNs: Nanoseconds[]; counts: number[] };
}

export interface DirectionStats {
  iops: OpsPerSecond;
  bw: BytesPerSecond;
  ioBytes?: Bytes;
  totalIos?: number;
  runtime?: Seconds;
  /** Total latency (submission + completion). */
  lat?: LatencyStats;
  /** Completion latency. */
  clat?: LatencyStats;
  /** Submission latency. */
  slat?: LatencyStats;
}

export type Pattern = 'random' | 'sequential';

export interface Workload {
  pattern: Pattern;
  /** Share of reads, 0..100. A trim-only workload has readPct 0 and `trim: true`. */
  readPct: Percent;
  /** Undefined when the file does not state it and the figures do not give a size fio runs. */
  blockSize?: Bytes;
  queueDepth?: number;
  jobs?: number;
  /** fio `rw=` as given (randread, randrw, …), when known. */
  rw?: string;
  ioengine?: string;
  trim?: boolean;
  /** Size of the test file (iozone's file-size axis), when the tool varies it. */
  fileSize?: Bytes;
  /** fio direct=1 (true) or buffered (false), when the file states it. */
  direct?: boolean;
  /** Other workload-defining fio options as the file states them (only those stated):
   *  bssplit, size, offset, runtime, time_based, ramp_time, rate, rate_iops, thinktime,
   *  filename, directory (or the directory of a pasted shell prompt). Repeats key and variant labels. */
  options?: Record<string, string>;
}

export interface Provenance {
  /** Path of the file inside the upload (or data/ folder), with forward slashes. */
  file: string;
  /** Job name (fio, PTS) when the value comes from a job. */
  job?: string;
  /** 1-based line number, for line-oriented formats. */
  line?: number;
  tool: Tool;
  toolVersion?: string;
  /** The importer that read it, e.g. `fio-json`, `pts-result`. */
  format: string;
  /** Position of the run in a file that holds several fio runs (1-based), e.g. run 3 of 12. */
  run?: { index: number; count: number };
  /**
   * Workload fields the file does not state: `fio default` (fio's own default applied, e.g.
   * iodepth=1), `inferred` (derived from the figures, e.g. block size = bytes / I/Os),
   * `command line` (read from the fio command printed before the output) or `job name` (read from
   * a name like `randread-4k-qd32`; never the job count).
   */
  assumed?: Partial<Record<'blockSize' | 'queueDepth' | 'jobs' | 'readPct' | 'pattern' | 'rw', Assumption>>;
  /** Read at or after a damaged place of its file (NUL bytes a crash left): what and where. */
  damage?: string;
}

export type Assumption = 'fio default' | 'inferred' | 'command line' | 'job name';

/** Which PTS test (or `fio` for a plain run, or another tool's name). */
export type TestKind = 'fio' | 'iops' | 'throughput' | 'latency' | 'wsat' | 'hir' | 'iozone' | 'ioping';

/**
 * `result`: the figure a run reports (a fio job, a PTS [test].json key).
 * `round`: one PTS fio run inside a test (every round is kept for steady-state charts).
 */
export type MeasurementRole = 'result' | 'round';

/** What a PTS round job is, parsed from its job name (`x3-65_35-4k-rand-1-ssmw`). */
export interface PtsRoundInfo {
  phase: 'wipc' | 'wdpc' | 'wait' | 'baseline';
  round: number;
  /** WSAT interval counter / HIR preconditioning interval (`n3`). */
  interval?: number;
  /** HIR wait-state length in seconds. */
  waitS?: number;
  /** In the steady-state measurement window (`-ssmw`). */
  ssmw: boolean;
  started?: string;
  stopped?: string;
}

/** A value as the source suite wrote it, kept beside the converted one (e.g. PTS "MB/s" that is MiB/s). */
export interface ClaimedValue {
  key: string;
  value: number;
  unit: string;
  note?: string;
}

export interface Measurement {
  id: string;
  diskId: string;
  test: TestKind;
  role: MeasurementRole;
  workload: Workload;
  /** Per-direction figures when the source has them (only directions with I/O). */
  directions: Partial<Record<Direction, DirectionStats>>;
  /**
   * Totals: iops and bw are read + write (+ trim) summed. `lat` is the source's combined latency:
   * fio `mixed`, the IO-weighted mean of directions, or PTS's unweighted read/write mean —
   * `latMethod` says which.
   */
  total: { iops?: OpsPerSecond; bw?: BytesPerSecond; lat?: LatencyStats; latMethod?: LatMethod };
  /** fsync/fdatasync calls (fio `sync`): not data I/O, so never part of directions or totals. */
  sync?: { calls: number; lat?: LatencyStats };
  status: 'ok' | 'failed';
  error?: string;
  claimed?: ClaimedValue[];
  pts?: PtsRoundInfo;
  /** When the run happened (ISO 8601 UTC): the start where the source says it (PTS), else the
   *  report time (fio JSON `timestamp` marks the end of the run). */
  time?: string;
  /** The same run arriving twice (a text and its JSON, a file and its pasted copy): the id of
   *  the first copy. Summaries and charts skip it; the long CSV lists it. */
  duplicateOf?: string;
  /** When the run started (ISO 8601 UTC), where the file prints it (fio JSON job_start, text
   *  "Starting"/time lines); `time` stays the report time. */
  started?: string;
  provenance: Provenance;
}

export type LatMethod = 'mixed' | 'io-weighted' | 'unweighted-mean' | 'single-direction';

export type SeriesMetric = 'bw' | 'iops' | 'lat' | 'clat' | 'slat';

/** A time series (fio log, PTS per-interval values). Times in seconds since the job started. */
export interface TimeSeries {
  id: string;
  diskId: string;
  measurementId?: string;
  metric: SeriesMetric;
  direction: Direction | 'total';
  /** `bytes/s`, `ops/s` or `ns`, the base unit of the values. */
  unit: 'B/s' | 'IOPS' | 'ns';
  t: Seconds[];
  v: number[];
  /** Averaging window in ms (fio log_avg_msec) or undefined for per-IO logs. */
  windowMs?: number;
  /**
   * Set when fio stamped the log in Unix epoch ms (log_unix_epoch=1): the time, epoch ms, that
   * t = 0 stands for (the log's first line), so `t` counts from that line, not from the job start.
   */
  originMs?: number;
  /**
   * A per-I/O log too large to keep whole: `t` and `v` are empty and this holds what charts and
   * checks need (model/log-summary.ts).
   */
  summary?: LogSummary;
  provenance: Provenance;
}

export type SizeUnit = 'GB' | 'GiB';

export interface Disk {
  id: string;
  provider: string;
  type: string;
  /** Size as the source gave it, in its unit. */
  size?: { value: number; unit: SizeUnit };
  /** false when the author flagged the run not comparable (`_250x`). */
  comparable: boolean;
  label: string;
  /** Where provider/type/size came from. */
  identity: 'folder-name' | 'metadata' | 'fallback';
  /** Free metadata: instance, region, date, tool, fio version, PTS options … (always text). */
  metadata: Record<string, string>;
  /** Which upload (or `published`) it came from. */
  origin: string;
}

export type Severity = 'warning' | 'error';

export interface ImportIssue {
  code: string;
  /** English text (the CLI prints it); the page translates `code` with `params` where it knows the code. */
  message: string;
  file: string;
  line?: number;
  job?: string;
  /** The figures and names the message is made of, for a translated text. */
  params?: Record<string, string | number>;
}

interface FileReportBase {
  file: string;
  bytes: number;
  measurements: number;
  series: number;
  warnings: ImportIssue[];
  error?: ImportIssue;
}

/** A file that was read (or failed with an error): `format` is the importer id, or `archive (…)`. */
export interface ReadFileReport extends FileReportBase {
  format: string;
  skipped?: undefined;
}

/** A file that is not a results file: the reason is required, so no file is skipped without one. */
export interface SkippedFileReport extends FileReportBase {
  format: 'skipped';
  /** Why, in one short phrase ("binary data", "text in no results format (line 1: …)"). */
  skipped: string;
}

/** One line of the import report per input file. */
export type FileReport = ReadFileReport | SkippedFileReport;

export interface Dataset {
  disks: Disk[];
  measurements: Measurement[];
  series: TimeSeries[];
  reports: FileReport[];
}

export function emptyDataset(): Dataset {
  return { disks: [], measurements: [], series: [], reports: [] };
}
