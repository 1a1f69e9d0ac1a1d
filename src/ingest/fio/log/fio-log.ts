// fio log files: `PREFIX_{bw,iops,lat,clat,slat}.N.log` and `PREFIX_clat_hist.N.log`.
// Format: docs/fio-formats.md §5 (columns, units, windowed vs per-I/O) and §7 (sniffing).
// Sample line (per-I/O latency, fio 3.33): `0, 155410, 0, 4096, 0`.
//
// The content cannot say which metric a log holds (a bw and a lat log look alike), so the file name
// decides. A value log whose name does not say (e.g. imported as `unknown`) is still recognised and
// checked line by line, but gives no series: a warning states its line count and per-direction means
// so the user can see what it is and rename it. Guessing would put numbers under the wrong unit.
// Histogram logs are recognisable by content alone and import under any name.
import type { Direction, SeriesMetric } from '../../../model/types';
import { KiB, NS_PER_US } from '../../../model/units';
import { scanHistLog } from './hist';
import { parseLogWithPapa, scanFioLog, type ScannedLog } from './scan';
import type { ImportIssue } from '../../../model/types';
import type { Importer, ImportResult, SeriesDraft, SourceText } from '../../types';
import { errResult, okResult } from '../../types';
import { joined } from '../../../lib/flat-string';

const FORMAT = 'fio-log';
const DIRS: readonly Direction[] = ['read', 'write', 'trim'];
const LOG_LINE = /^\d+, -?\d+, [012], \d+(, (0x)?[0-9a-f]+){0,2}\r?$/i;
// A count may read `-0` (a tool that wrote the counts back as signed numbers): it is 0.
export const HIST_LINE = /^\d+, [012], \d+(, -?\d+){64,}\r?$/;
// Logs split by direction (one file per data direction, as log-processing scripts write them) carry
// `.read` / `.write` / `.trim` before or after `.log`; the rows' ddir column still decides.
const NAME =
  /^(.*)_(clat_hist|bw|iops|lat|clat|slat)(?:\.(\d+))?(?:\.(?:read|write|trim))?\.log(?:\.(?:read|write|trim))?$/;

export type LogMetric = SeriesMetric | 'clat_hist';

export interface LogName {
  prefix: string;
  metric: LogMetric;
  jobIndex?: number;
}

/** `dir/randrw-4k-qd8_clat.1.log` → { prefix: 'randrw-4k-qd8', metric: 'clat', jobIndex: 1 }. */
export function parseLogName(path: string): LogName | undefined {
  const base = path.split('/').pop() ?? path;
  const m = NAME.exec(base);
  if (!m) return undefined;
  const out: LogName = { prefix: m[1] ?? '', metric: m[2] as LogMetric };
  if (m[3] !== undefined) out.jobIndex = Number(m[3]);
  return out;
}

/** Complete lines of the sniffing head (the last one may be cut off by the 64 KiB limit). */
function headLines(head: string, max: number): string[] {
  const lines = head.split('\n');
  if (!head.endsWith('\n') && lines.length > 1) lines.pop();
  return lines.filter((l) => l.trim() !== '').slice(0, max);
}

/**
 * fio separates fields with ", "; a log passed through a spreadsheet or `tr` may use tabs. Such a
 * log (its first line has tabs and no comma) is read with each tab as fio's separator.
 */
export function withCommas(text: string): string {
  const start = text.search(/\S/);
  if (start < 0) return text;
  const end = text.indexOf('\n', start);
  const first = text.slice(start, end < 0 ? Math.min(text.length, start + 65536) : end);
  if (!first.includes('\t') || first.includes(',')) return text;
  return text.replace(/\t[ \t]*/g, ', ');
}

function sniff(rawHead: string): boolean {
  const head = withCommas(rawHead);
  const lines = headLines(head, 5);
  if (lines.length === 0) return false;
  return lines.every((l) => LOG_LINE.test(l)) || lines.every((l) => HIST_LINE.test(l));
}

function sampledMedian(v: Float64Array, min: { value: number }): number {
  const step = Math.max(1, Math.floor(v.length / 10001));
  const sample: number[] = [];
  let lo = Infinity;
  for (let i = 0; i < v.length; i++) lo = Math.min(lo, v[i] ?? Infinity);
  for (let i = 0; i < v.length; i += step) sample.push(v[i] ?? 0);
  sample.sort((a, b) => a - b);
  min.value = lo;
  return sample[Math.floor(sample.length / 2)] ?? 0;
}

/**
 * Latency logs are ns since fio 3 and µs in fio 2.x (§5.2). The file alone does not carry the
 * version, so decide by magnitude: no real I/O takes under 100 ns, and a median under 1 µs is not
 * plausible for block storage, so such values are µs. The merge step re-checks against the JSON.
 */
function latencyScale(log: ScannedLog, file: string, warnings: ImportIssue[]): number {
  const min = { value: 0 };
  const median = sampledMedian(log.value, min);
  return latencyScaleOf(min.value, median, log.fields, file, warnings);
}

/** The rule of latencyScale from a log's minimum and (sampled) median; also used by the streamed import. */
export function latencyScaleOf(
  min: number,
  median: number,
  fields: number,
  file: string,
  warnings: ImportIssue[],
): number {
  const looksMicro = (min > 0 && min < 100) || (median > 0 && median < 1000);
  if (looksMicro) {
    warnings.push({
      code: 'fio-log-latency-us',
      message: `latency values (min ${min}, median ${median}) look like microseconds (fio 2.x logs); read as µs and converted to ns`,
      file,
      params: { min, median },
    });
    return NS_PER_US;
  }
  if (fields === 4) {
    warnings.push({
      code: 'fio-log-latency-assumed-ns',
      message:
        'the 4-column layout (fio ≤ 3.17) does not say the fio version; values read as ns (fio 3); fio 2.x logs are µs',
      file,
    });
  }
  return 1;
}

/** Windowed logs (log_avg_msec, or fio 2.x bw/iops averaging) have at most one line per direction per timestamp. */
function detectWindow(log: ScannedLog, metric: SeriesMetric): { windowed: boolean; windowMs?: number } {
  let allBsZero = true;
  let repeats = false;
  let allOnes = true;
  const lastT = [-1, -1, -1];
  const deltas: number[] = [];
  for (let i = 0; i < log.lines; i++) {
    const d = log.ddir[i] ?? 0;
    const t = log.timeMs[i] ?? 0;
    if ((log.bs[i] ?? 0) !== 0) allBsZero = false;
    if ((log.value[i] ?? 0) !== 1) allOnes = false;
    const prev = lastT[d] ?? -1;
    if (t === prev) repeats = true;
    else if (prev >= 0 && deltas.length < 10000) deltas.push(t - prev);
    lastT[d] = t;
  }
  const windowed = allBsZero || ((metric === 'bw' || metric === 'iops') && !repeats && !allOnes);
  if (!windowed) return { windowed };
  deltas.sort((a, b) => a - b);
  const median = deltas[Math.floor(deltas.length / 2)];
  return median !== undefined && median > 0 ? { windowed, windowMs: Math.round(median) } : { windowed };
}

export function unitOf(metric: SeriesMetric): SeriesDraft['unit'] {
  return metric === 'bw' ? 'B/s' : metric === 'iops' ? 'IOPS' : 'ns';
}

function seriesFromLog(
  log: ScannedLog,
  file: string,
  name: LogName & { metric: SeriesMetric },
  warnings: ImportIssue[],
): SeriesDraft[] {
  const { metric } = name;
  const win = detectWindow(log, metric);
  let scale = 1;
  if (metric === 'bw') {
    // Windowed bw is KiB/s. A per-I/O bw value is bytes·10^6/clat_ns, i.e. units of 1000 B/s (§5.3, read from source).
    scale = win.windowed ? KiB : 1000;
    if (!win.windowed)
      warnings.push({
        code: 'fio-log-per-io-bw',
        message: 'per-I/O bandwidth log: values read as 1000 B/s units (fio source, not verified on a run)',
        file,
      });
  } else if (metric !== 'iops') {
    scale = latencyScale(log, file, warnings);
  }
  const counts = [0, 0, 0];
  for (let i = 0; i < log.lines; i++) counts[log.ddir[i] ?? 0]!++;
  const t0 = epochStart(log, file, warnings);
  const out: SeriesDraft[] = [];
  DIRS.forEach((direction, d) => {
    const n = counts[d] ?? 0;
    if (n === 0) return;
    const t: number[] = new Array<number>(n);
    const v: number[] = new Array<number>(n);
    let k = 0;
    for (let i = 0; i < log.lines; i++) {
      if (log.ddir[i] !== d) continue;
      t[k] = ((log.timeMs[i] ?? 0) - t0) / 1000;
      v[k] = (log.value[i] ?? 0) * scale;
      k++;
    }
    const s: SeriesDraft = {
      metric,
      direction,
      unit: unitOf(metric),
      t,
      v,
      provenance: { file, tool: 'fio', format: FORMAT, job: jobLabel(name) },
      link:
        name.jobIndex !== undefined
          ? { prefix: name.prefix, jobIndex: name.jobIndex }
          : { prefix: name.prefix },
    };
    if (win.windowMs !== undefined) s.windowMs = win.windowMs;
    if (t0 > 0) s.originMs = t0;
    if (metric !== 'bw' && metric !== 'iops') s.valueScale = scale;
    // The line format says which fio wrote the run (log-version-evidence.ts); settled per run.
    s.logColumns = { count: log.fields, hexPrio: log.hexPrio };
    out.push(s);
  });
  return out;
}

/** 10^11 ms is over 3 years: no job runs that long, so such times are Unix epoch ms. */
export const EPOCH_MS = 1e11;

/** A log time that is Unix epoch ms (log_unix_epoch=1) and a date JavaScript can hold. */
export const isEpochMs = (ms: number): boolean => ms >= EPOCH_MS && ms < 8.64e15;

/**
 * fio stamps log lines in ms since the job started, or since the Unix epoch with log_unix_epoch=1
 * (docs/fio-formats.md gotcha 14). Epoch times are shown from the log's first line; returns that
 * line's time to subtract (0 for job-relative times).
 */
function epochStart(log: ScannedLog, file: string, warnings: ImportIssue[]): number {
  let min = Infinity;
  for (let i = 0; i < log.lines; i++) min = Math.min(min, log.timeMs[i] ?? Infinity);
  if (!isEpochMs(min)) return 0;
  warnings.push(epochWarning(min, file));
  return min;
}

/** The warning of a log whose times are Unix epoch ms, shown from `startMs` (the earliest line). */
export function epochWarning(startMs: number, file: string): ImportIssue {
  const start = new Date(startMs).toISOString();
  return {
    code: 'fio-log-epoch',
    message: `times are Unix epoch ms (log_unix_epoch=1): the first line is at ${start}; shown as seconds since then`,
    file,
    params: { start },
  };
}

export function jobLabel(name: LogName): string {
  return name.jobIndex !== undefined ? joined(name.prefix, '.', String(name.jobIndex)) : name.prefix;
}

function describeUnnamed(log: ScannedLog): string {
  const parts = DIRS.map((dir, d) => {
    let n = 0;
    let sum = 0;
    for (let i = 0; i < log.lines; i++) {
      if (log.ddir[i] !== d) continue;
      n++;
      sum += log.value[i] ?? 0;
    }
    return n > 0 ? `${dir} ${n} lines, mean value ${Number((sum / n).toPrecision(9))}` : '';
  }).filter(Boolean);
  return `${log.lines} lines (${parts.join('; ')})`;
}

function parseHist(file: SourceText, name: LogName | undefined): ImportResult {
  const scan = scanHistLog(file.text);
  if (!scan.ok)
    return errResult(
      FORMAT,
      'fio-log-bad-line',
      `histogram log line ${scan.line}: ${scan.message}`,
      file.path,
      scan.line,
      undefined,
      { line: scan.line, ...scan.params },
    );
  const warnings: ImportIssue[] = [
    {
      code: 'fio-log-hist-estimate',
      message: 'clat from a histogram log is a bucket estimate (bucket midpoints, error < 1/128)',
      file: file.path,
    },
  ];
  const prefix = name?.prefix ?? '';
  const times = scan.intervals.map((iv) => iv.timeMs);
  // fio stamps intervals only roughly (501, 1001, 1500 …): the median step is the interval.
  const deltas = times
    .slice(1)
    .map((t, i) => t - (times[i] ?? 0))
    .filter((d) => d > 0)
    .sort((a, b) => a - b);
  const windowMs = deltas[Math.floor(deltas.length / 2)];
  const series: SeriesDraft[] = [];
  DIRS.forEach((direction, d) => {
    const rows = scan.intervals.filter((iv) => iv.ddir === d && iv.count > 0);
    if (rows.length === 0) return;
    const s: SeriesDraft = {
      metric: 'clat',
      direction,
      unit: 'ns',
      t: rows.map((r) => r.timeMs / 1000),
      v: rows.map((r) => r.meanNs),
      provenance: {
        file: file.path,
        tool: 'fio',
        format: FORMAT,
        job: joined(jobLabel(name ?? { prefix, metric: 'clat_hist' }), ' (histogram)'),
      },
      link: name?.jobIndex !== undefined ? { prefix, jobIndex: name.jobIndex } : { prefix },
    };
    if (windowMs !== undefined) s.windowMs = windowMs;
    // The bucket layout says the era of the fio that wrote it (µs or ns timing): the run's latency
    // logs are settled by it when no output names the version (log-settle.ts).
    s.valueScale = scan.unitNs;
    series.push(s);
  });
  return okResult(FORMAT, { series, warnings });
}

function parse(given: SourceText): ImportResult {
  const file = { ...given, text: withCommas(given.text) };
  const name = parseLogName(file.path);
  if (headLines(file.text.slice(0, 65536), 1).every((l) => HIST_LINE.test(l))) return parseHist(file, name);
  let scan = scanFioLog(file.text);
  if (!scan.ok) scan = parseLogWithPapa(file.text);
  if (!scan.ok)
    return errResult(
      FORMAT,
      'fio-log-bad-line',
      `line ${scan.failure.line}: ${scan.failure.message}`,
      file.path,
      scan.failure.line,
      undefined,
      { line: scan.failure.line, ...scan.failure.params },
    );
  const log = scan.log;
  if (log.lines === 0) return errResult(FORMAT, 'fio-log-empty', 'the log has no lines', file.path);
  if (!name || name.metric === 'clat_hist') {
    const warning: ImportIssue = {
      code: 'fio-log-metric-unknown',
      message: `fio log recognised, but only the file name (PREFIX_bw|iops|lat|clat|slat.N.log) says which metric it holds; not imported: ${describeUnnamed(log)}`,
      file: file.path,
      params: { lines: log.lines },
    };
    return okResult(FORMAT, { warnings: [warning] });
  }
  const warnings: ImportIssue[] = [];
  const series = seriesFromLog(log, file.path, { ...name, metric: name.metric }, warnings);
  return okResult(FORMAT, { series, warnings });
}

export const fioLogImporter: Importer = {
  id: FORMAT,
  label: 'fio log (bw / iops / lat / clat / slat / clat_hist)',
  sniff,
  parse,
};
