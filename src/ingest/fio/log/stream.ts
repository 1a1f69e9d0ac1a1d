// A per-I/O fio log too large to hold whole (a 1,000 s run at 100k IOPS writes 100 million lines,
// ~2.5 GB), imported from its Blob in slices: each line goes straight into the multi-resolution
// summary of its direction (analysis/log-summary.ts) and into the per-second index of byte
// offsets, so memory stays at a few slices plus the summary, whatever the log's length. The
// result is the same series (metric, direction, unit, scale, warnings) fio-log.ts makes from the
// whole text, with `summary` in place of the points. Windowed logs (one value per interval) are not
// streamed: `undefined` tells the caller to read the file whole, as is the case for a line this
// scan cannot read (the whole-text importer then names it).
import { SummaryBuilder } from '../../../analysis/log-summary';
import type { LogOffsets } from '../../../model/log-summary';
import type { Direction, ImportIssue } from '../../../model/types';
import type { ImportResult, SeriesDraft } from '../../types';
import { okResult } from '../../types';
import { HIST_LINE, jobLabel, latencyScaleOf, parseLogName, unitOf } from './fio-log';
import { cancelledError } from '../../../lib/cancel';
import { COMMA, CR, LF, MINUS, SPACE, X, ZERO } from './bytes';

/** Bytes read per slice. */
export const SLICE_BYTES = 4 * 1024 * 1024;
const DIRS: readonly Direction[] = ['read', 'write', 'trim'];

export interface StreamOptions {
  onBytes?(done: number): void;
  signal?: AbortSignal;
}

/** What the scan learns about the whole log besides the summaries (the checks of fio-log.ts). */
interface Facts {
  lines: number;
  fields: number;
  /** A `0x…` priority field was seen (log_prio=1). */
  hexPrio: boolean;
  allBsZero: boolean;
  allOnes: boolean;
  repeats: boolean;
  min: number;
  sample: number[];
  stride: number;
}

const isHex = (c: number) => (c >= 48 && c <= 57) || (c >= 97 && c <= 102) || (c >= 65 && c <= 70);

/**
 * Scans the complete lines of `bytes` (which starts at a line start, `base` bytes into the file).
 * Returns false at the first line it cannot read.
 */
function scanSlice(
  bytes: Uint8Array,
  end: number,
  base: number,
  facts: Facts,
  sums: SummaryBuilder[],
  lastT: number[],
  offsets: { start: number[]; end: number[] },
): boolean {
  let pos = 0;
  while (pos < end) {
    let c = bytes[pos]!;
    if (c === LF || c === CR) {
      pos++;
      continue;
    }
    const lineStart = pos;
    let field = 0;
    let f0 = 0;
    let f1 = 0;
    let f2 = 0;
    let f3 = 0;
    for (;;) {
      while (c === SPACE) c = bytes[++pos]!;
      let neg = false;
      if (c === MINUS && field === 1) {
        neg = true;
        c = bytes[++pos]!;
      }
      const start = pos;
      let n = 0;
      if (field >= 4 && c === ZERO && bytes[pos + 1] === X) {
        facts.hexPrio = true;
        pos += 2;
        c = bytes[pos]!;
        while (pos < end && isHex(c)) c = bytes[++pos]!;
      } else {
        let d = c - ZERO;
        while (d >= 0 && d <= 9 && pos < end) {
          n = n * 10 + d;
          d = bytes[++pos]! - ZERO;
        }
        c = d + ZERO;
      }
      if (pos === start) return false;
      if (field === 0) f0 = n;
      else if (field === 1) f1 = neg ? -n : n;
      else if (field === 2) f2 = n;
      else if (field === 3) f3 = n;
      field++;
      if (c === COMMA && pos < end) {
        c = bytes[++pos]!;
        continue;
      }
      if (c === CR && pos < end) c = bytes[++pos]!;
      if (c === LF || pos >= end) {
        pos++;
        break;
      }
      return false;
    }
    if (field < 4 || field > 6 || f2 > 2) return false;
    if (facts.fields === 0) facts.fields = field;
    else if (field !== facts.fields) return false;
    if (f3 !== 0) facts.allBsZero = false;
    if (f1 !== 1) facts.allOnes = false;
    if (lastT[f2] === f0) facts.repeats = true;
    lastT[f2] = f0;
    if (f1 < facts.min) facts.min = f1;
    if (facts.lines % facts.stride === 0) facts.sample.push(f1);
    facts.lines++;
    sums[f2]!.add(f0, f1);
    const s = Math.floor(f0 / 1000);
    const at = base + lineStart;
    const lineEnd = base + Math.min(pos, end);
    if (s >= offsets.start.length) {
      for (let i = offsets.start.length; i <= s; i++) {
        offsets.start.push(-1);
        offsets.end.push(-1);
      }
    }
    if (offsets.start[s]! < 0 || at < offsets.start[s]!) offsets.start[s] = at;
    if (lineEnd > offsets.end[s]!) offsets.end[s] = lineEnd;
  }
  return true;
}

/** True when this file should be streamed: a fio value log by name and content (not a histogram). */
export function isStreamableLog(path: string, head: string): boolean {
  const name = parseLogName(path);
  if (!name || name.metric === 'clat_hist') return false;
  const first = head.split('\n', 1)[0] ?? '';
  return /^\d+, -?\d+, [012], \d+/.test(first) && !HIST_LINE.test(first);
}

/**
 * Imports a per-I/O fio log from `blob` in slices. `undefined`: not for this path (windowed, not
 * a value log, or a line the scan cannot read) — read it whole instead.
 */
export async function importLogStream(
  path: string,
  blob: Blob,
  opts: StreamOptions = {},
): Promise<ImportResult | undefined> {
  const name = parseLogName(path);
  if (!name || name.metric === 'clat_hist') return undefined;
  const metric = name.metric;
  const facts: Facts = {
    lines: 0,
    fields: 0,
    hexPrio: false,
    allBsZero: true,
    allOnes: true,
    repeats: false,
    min: Infinity,
    sample: [],
    stride: 1,
  };
  const sums = DIRS.map(() => new SummaryBuilder());
  const lastT = [-1, -1, -1];
  const offsets = { start: [] as number[], end: [] as number[] };
  const size = blob.size;
  const read = (at: number) =>
    blob
      .slice(at, Math.min(size, at + SLICE_BYTES))
      .arrayBuffer()
      .then((b) => new Uint8Array(b));
  let pos = 0;
  let next = size > 0 ? read(0) : undefined;
  while (next) {
    if (opts.signal?.aborted) throw cancelledError();
    const bytes = await next;
    const final = pos + bytes.length >= size;
    const lastLf = bytes.lastIndexOf(LF);
    if (!final && lastLf < 0) return undefined; // a "line" of 4 MB is no fio log line
    const end = final ? bytes.length : lastLf + 1;
    // The next slice is read while this one is scanned.
    const nextPos = pos + end;
    next = nextPos < size ? read(nextPos) : undefined;
    if (pos === 0) {
      // About 10,000 values for the median, spread over the log (its line count from the first slice).
      let lf = 0;
      for (let i = 0; i < end; i++) if (bytes[i] === LF) lf++;
      facts.stride = Math.max(1, Math.floor((lf * (size / Math.max(1, end))) / 10001));
    }
    if (!scanSlice(bytes, end, pos, facts, sums, lastT, offsets)) return undefined;
    pos = nextPos;
    opts.onBytes?.(pos);
  }
  if (facts.lines === 0) return undefined;
  const windowed =
    facts.allBsZero || ((metric === 'bw' || metric === 'iops') && !facts.repeats && !facts.allOnes);
  if (windowed) return undefined;
  const warnings: ImportIssue[] = [];
  let scale = 1;
  if (metric === 'bw') {
    // Per-I/O bw: bytes·10^6/clat_ns, i.e. units of 1000 B/s (as fio-log.ts reads it).
    scale = 1000;
    warnings.push({
      code: 'fio-log-per-io-bw',
      message: 'per-I/O bandwidth log: values read as 1000 B/s units (fio source, not verified on a run)',
      file: path,
    });
  } else if (metric !== 'iops') {
    const sorted = facts.sample.sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
    scale = latencyScaleOf(facts.min, median, facts.fields, path, warnings);
  }
  const fileOffsets: LogOffsets = { fileBytes: size, start: offsets.start, end: offsets.end };
  const series: SeriesDraft[] = [];
  DIRS.forEach((direction, d) => {
    const b = sums[d]!;
    if (b.count === 0) return;
    series.push({
      metric,
      direction,
      unit: unitOf(metric),
      t: [],
      v: [],
      summary: b.finish(scale, fileOffsets),
      ...(metric !== 'bw' && metric !== 'iops' ? { valueScale: scale } : {}),
      logColumns: { count: facts.fields, hexPrio: facts.hexPrio },
      provenance: { file: path, tool: 'fio', format: 'fio-log', job: jobLabel(name) },
      link:
        name.jobIndex !== undefined
          ? { prefix: name.prefix, jobIndex: name.jobIndex }
          : { prefix: name.prefix },
    });
  });
  warnings.push({
    code: 'fio-log-summarised',
    message: `${facts.lines.toLocaleString('en')} lines kept as a summary per ${series[0]?.summary?.levels[0]?.bucketMs ?? 0} ms (count, mean, min, max); a zoomed window is read again from the file while the page has it`,
    file: path,
    params: { lines: facts.lines.toLocaleString('en'), ms: series[0]?.summary?.levels[0]?.bucketMs ?? 0 },
  });
  return okResult('fio-log', { series, warnings });
}
