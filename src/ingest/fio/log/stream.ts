// A per-I/O fio log too large to hold whole (a 1,000 s run at 100k IOPS writes 100 million lines,
// ~2.5 GB), imported from its Blob in slices: each line goes straight into the multi-resolution
// summary of its direction (analysis/log-summary.ts) and into the per-second index of byte
// offsets, so memory stays at a few slices plus the summary, whatever the log's length. The
// result is the same series (metric, direction, unit, scale, warnings) fio-log.ts makes from the
// whole text, with `summary` in place of the points. Windowed logs (one value per interval) are not
// streamed: `undefined` tells the caller to read the file whole, as is the case for a line this
// scan cannot read (the whole-text importer then names it).
import type { LogOffsets } from '../../../model/log-summary';
import type { Direction, ImportIssue } from '../../../model/types';
import type { ImportResult, SeriesDraft } from '../../types';
import { okResult } from '../../types';
import {
  epochWarning,
  isEpochMs,
  HIST_LINE,
  jobLabel,
  latencyScaleOf,
  parseLogName,
  unitOf,
} from './fio-log';
import { cancelledError } from '../../../lib/cancel';
import {
  lineStartFrom,
  sampleBytesOf,
  scanLogRange,
  type LogPart,
  type RangeOptions,
  type ScanFrame,
} from './scan-range';
import { joinLogParts } from './log-parts';

export { SLICE_BYTES } from './scan-range';

const DIRS: readonly Direction[] = ['read', 'write', 'trim'];

/** One range of the log scanned elsewhere (another worker), given what `scanLogRange` takes. */
export type LogHelper = (
  range: { blob: Blob; from: number; to: number; frame: ScanFrame },
  opts: RangeOptions,
) => Promise<LogPart | undefined>;

export interface StreamOptions {
  onBytes?(done: number): void;
  signal?: AbortSignal;
  /**
   * Others that scan a range each, at the same time: the log is cut into 1 + helpers ranges of
   * about equal size (the caller gives helpers only for a log worth it: large-input.ts streams
   * logs of 16 MB or more).
   */
  helpers?: readonly LogHelper[];
}

/** True when this file should be streamed: a fio value log by name and content (not a histogram). */
export function isStreamableLog(path: string, head: string): boolean {
  const name = parseLogName(path);
  if (!name || name.metric === 'clat_hist') return false;
  const first = head.split('\n', 1)[0] ?? '';
  return /^\d+, -?\d+, [012], \d+/.test(first) && !HIST_LINE.test(first);
}

/**
 * The first line's time when fio stamped Unix epoch ms (log_unix_epoch=1), else 0: every range
 * counts its times from it, as the whole-text import counts from the earliest line.
 */
async function epochOrigin(blob: Blob): Promise<number> {
  const head = new TextDecoder().decode(await blob.slice(0, 64 * 1024).arrayBuffer());
  const first = Number(/^\s*(\d+),/.exec(head)?.[1] ?? 0);
  return isEpochMs(first) ? first : 0;
}

/**
 * Scans a log cut into ranges, one for this worker and one per helper, all at once (the helpers
 * are other workers: ingest.worker.ts). Each range starts at a line start; a cut that finds no
 * line end is not made.
 */
async function scanParts(blob: Blob, opts: StreamOptions): Promise<LogPart[] | undefined> {
  if (opts.signal?.aborted) throw cancelledError();
  const helpers = opts.helpers ?? [];
  const size = blob.size;
  const frame: ScanFrame = { sampleBytes: sampleBytesOf(size), originMs: await epochOrigin(blob) };
  const cuts = [0];
  for (let k = 1; k <= helpers.length; k++) {
    const at = await lineStartFrom(blob, Math.floor((size * k) / (helpers.length + 1)));
    if (at === undefined) break;
    cuts.push(Math.max(at, cuts[cuts.length - 1]!));
  }
  cuts.push(size);
  const done = cuts.slice(1).map(() => 0);
  const onBytesOf = (k: number) => (n: number) => {
    done[k] = n;
    opts.onBytes?.(done.reduce((a, b) => a + b, 0));
  };
  // A range that cannot be streamed stops the others (the file is then read whole), as does a
  // range that fails to read (its error is the import's) and a cancelled import.
  const stop = new AbortController();
  const cancel = () => stop.abort();
  opts.signal?.addEventListener('abort', cancel, { once: true });
  let failed: { error: unknown } | undefined;
  const scans = cuts.slice(1).map((to, k) => {
    const from = cuts[k]!;
    const range = { onBytes: onBytesOf(k), signal: stop.signal };
    const scan =
      k === 0
        ? scanLogRange(blob, from, to, frame, range)
        : helpers[k - 1]!({ blob, from, to, frame }, range);
    return scan.then(
      (part) => {
        if (!part) stop.abort();
        return part;
      },
      (error: unknown) => {
        if (!stop.signal.aborted) failed ??= { error };
        stop.abort();
        return undefined;
      },
    );
  });
  try {
    const parts = await Promise.all(scans);
    if (opts.signal?.aborted) throw cancelledError();
    if (failed) throw failed.error;
    return parts.every((p) => p !== undefined) ? (parts as LogPart[]) : undefined;
  } finally {
    opts.signal?.removeEventListener('abort', cancel);
    stop.abort();
  }
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
  const size = blob.size;
  const parts = await scanParts(blob, opts);
  const facts = parts && joinLogParts(parts);
  if (!facts) return undefined;
  if (facts.lines === 0) return undefined;
  const windowed =
    facts.allBsZero || ((metric === 'bw' || metric === 'iops') && !facts.repeats && !facts.allOnes);
  if (windowed) return undefined;
  const warnings: ImportIssue[] = [];
  if (facts.originMs > 0) warnings.push(epochWarning(facts.originMs, path));
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
  const { offsets, sums } = facts;
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
      summary: {
        ...b.finish(scale, fileOffsets),
        ...(facts.originMs > 0 ? { originMs: facts.originMs } : {}),
      },
      ...(facts.originMs > 0 ? { originMs: facts.originMs } : {}),
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
