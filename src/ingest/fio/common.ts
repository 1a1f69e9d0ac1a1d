// Facts about fio shared by the fio importers (JSON, terse, normal, logs): option strings, rw modes
// and the workload they describe. See docs/fio-formats.md §6 gotcha 9 for the size rules.
import type { Assumption, Pattern, Provenance, Workload } from '../../model/types';
import { parseBlockSizeLabel } from '../../model/units';
import { ownCopy } from '../../lib/flat-string';

const RW_MODES: Record<string, { pattern: Pattern; readPct: number | 'mix'; trim?: boolean }> = {
  read: { pattern: 'sequential', readPct: 100 },
  write: { pattern: 'sequential', readPct: 0 },
  trim: { pattern: 'sequential', readPct: 0, trim: true },
  randread: { pattern: 'random', readPct: 100 },
  randwrite: { pattern: 'random', readPct: 0 },
  randtrim: { pattern: 'random', readPct: 0, trim: true },
  rw: { pattern: 'sequential', readPct: 'mix' },
  readwrite: { pattern: 'sequential', readPct: 'mix' },
  randrw: { pattern: 'random', readPct: 'mix' },
  trimwrite: { pattern: 'sequential', readPct: 0, trim: true },
  randtrimwrite: { pattern: 'random', readPct: 0, trim: true },
};

/**
 * Parses a fio size option (`4k`, `1m`, `4096`, `64KiB`). fio's default (kb_base=1024) reads
 * `k`/`m` as 1024-based and — backwards — `KiB`/`MiB` as 1000-based; kb_base=1000 flips both.
 */
export function parseFioSize(text: string, kbBase: 1000 | 1024 = 1024): number | undefined {
  const m = /^\s*(\d+(?:\.\d+)?)\s*([kmgtp]?)(i?)(b?)\s*$/i.exec(text);
  if (!m) return undefined;
  const n = Number(m[1]);
  const prefix = (m[2] ?? '').toLowerCase();
  const power = prefix ? 'kmgtp'.indexOf(prefix) + 1 : 0;
  const iec = m[3] !== '';
  // kb_base=1024: "k" → 1024, "Ki" → 1000. kb_base=1000: "k" → 1000, "Ki" → 1024.
  const base = kbBase === 1024 ? (iec ? 1000 : 1024) : iec ? 1024 : 1000;
  const bytes = Math.round(n * base ** power);
  return Number.isFinite(bytes) ? bytes : undefined; // a 400-digit "size" is damage, not a size
}

/** The block size of a fio `bs=` value; `bs=4k,8k` (read,write) takes the first. */
export function parseFioBlockSize(bs: string | undefined, kbBase: 1000 | 1024 = 1024): number | undefined {
  if (!bs) return undefined;
  // Every job of a file states one of a few sizes (`4k`, `128k`): each is parsed once. A damaged
  // file could hold any number of odd ones, so the cache stops growing at a size no file reaches.
  const cache = kbBase === 1000 ? blockSizes1000 : blockSizes1024;
  if (cache.has(bs)) return cache.get(bs);
  const first = bs.split(/[,:]/)[0] ?? '';
  const size = parseFioSize(first, kbBase);
  if (cache.size < BLOCK_SIZE_CACHE_LIMIT) cache.set(bs, size);
  return size;
}

const BLOCK_SIZE_CACHE_LIMIT = 1000;
const blockSizes1024 = new Map<string, number | undefined>();
const blockSizes1000 = new Map<string, number | undefined>();

export interface FioOptionView {
  rw?: string;
  readwrite?: string;
  bs?: string;
  blocksize?: string;
  iodepth?: string;
  numjobs?: string;
  rwmixread?: string;
  rwmixwrite?: string;
  ioengine?: string;
  kb_base?: string;
  direct?: string;
  buffered?: string;
}

/**
 * Options that change what a run measures besides rw, bs, mix, depth, jobs and engine (contract:
 * Workload.options); runs that differ in one are variants, not repeats. Kept as the file states them.
 */
export const WORKLOAD_OPTION_KEYS = [
  'bssplit',
  'size',
  'offset',
  'runtime',
  'time_based',
  'ramp_time',
  'rate',
  'rate_iops',
  'thinktime',
  'filename',
  'directory',
] as const;

/** fio's boolean options: `1`/`true`/`on`/a bare flag ('') are set, `0`/`false`/`off` are not. */
function fioBool(v: string | undefined): boolean | undefined {
  if (v === undefined) return undefined;
  const t = v.trim().toLowerCase();
  if (t === '' || t === '1' || t === 'true' || t === 'on' || t === 'yes') return true;
  if (t === '0' || t === 'false' || t === 'off' || t === 'no') return false;
  return undefined;
}

/** Reads the workload out of fio options (job options merged over global options). */
export function workloadFromOptions(opts: Record<string, string>): Partial<Workload> {
  const o = opts as FioOptionView;
  const kbBase = o.kb_base === '1000' ? 1000 : 1024;
  const rw = beforeColon(o.rw ?? o.readwrite)?.trim();
  const out: Partial<Workload> = {};
  if (rw) {
    out.rw = rw;
    const mode = RW_MODES[rw];
    if (mode) {
      out.pattern = mode.pattern;
      if (mode.trim) out.trim = true;
      if (mode.readPct === 'mix') {
        const rr = o.rwmixread !== undefined ? Number(o.rwmixread) : undefined;
        const rwr = o.rwmixwrite !== undefined ? Number(o.rwmixwrite) : undefined;
        // fio refuses a share outside 0..100, so such a value means a damaged file, not a workload.
        const share = (v: number | undefined) => (v !== undefined && v >= 0 && v <= 100 ? v : undefined);
        const readShare = share(rr);
        const writeShare = share(rwr);
        out.readPct = readShare ?? (writeShare !== undefined ? 100 - writeShare : 50);
      } else {
        out.readPct = mode.readPct;
      }
    }
  }
  const bs = parseFioBlockSize(o.bs ?? o.blocksize, kbBase);
  if (bs) out.blockSize = bs;
  const qd = o.iodepth !== undefined ? Number(o.iodepth) : NaN;
  if (Number.isInteger(qd) && qd > 0) out.queueDepth = qd;
  const nj = o.numjobs !== undefined ? Number(o.numjobs) : NaN;
  if (Number.isInteger(nj) && nj > 0) out.jobs = nj;
  if (o.ioengine) out.ioengine = o.ioengine;
  // direct=1 and buffered=0 say the same; a stated direct wins (fio reads them as one switch).
  const direct = fioBool(o.direct) ?? invert(fioBool(o.buffered));
  if (direct !== undefined) out.direct = direct;
  let options: Record<string, string> | undefined;
  for (const k of WORKLOAD_OPTION_KEYS) {
    const v = opts[k];
    // Copied out: a value sliced from a command line (PTS, fio text) would otherwise keep every
    // measurement part on JSON.stringify's slow path (src/lib/flat-string.ts).
    if (typeof v === 'string') (options ??= {})[k] = ownCopy(v);
  }
  if (options) out.options = options;
  return out;
}

/** `rw=randread:8` → `randread` (the part before any `:`), as `split(':')[0]` without the array. */
function beforeColon(v: string | undefined): string | undefined {
  if (v === undefined) return undefined;
  const colon = v.indexOf(':');
  return colon < 0 ? v : v.slice(0, colon);
}

const invert = (b: boolean | undefined) => (b === undefined ? undefined : !b);

/**
 * Last-resort workload from a job or file name such as `randread-4k-qd32` or `rw70-16k-qd1`: people
 * name jobs after what they run. Only fields that are clearly present are returned; only used for
 * what the file does not state, and every field used is marked `job name` (`markNameFacts`).
 */
export function workloadFromName(name: string): Partial<Workload> {
  const out: Partial<Workload> = {};
  const lower = name.toLowerCase();
  const rw = /(?:^|[^a-z])(randrw|randread|randwrite|randtrim|readwrite|read|write|trim|rw)(?=[^a-z]|$)/.exec(
    lower,
  )?.[1];
  if (rw) Object.assign(out, workloadFromOptions({ rw }));
  const bs = /(?:^|[-_.])(\d+(?:k|m|b|kb|mb))(?=[-_.]|$)/.exec(lower)?.[1];
  if (bs) {
    const v = parseBlockSizeLabel(bs);
    if (v) out.blockSize = v;
  }
  const qd = /(?:^|[-_.])(?:qd|iodepth|depth)(\d+)(?=[-_.]|$)/.exec(lower)?.[1];
  if (qd) out.queueDepth = Number(qd);
  // Never the job count: fio states it (numjobs in the job or global options, the command line,
  // clones sharing a name, the text report's `jobs=N`), and a name like `db-j16` or `j0` says
  // nothing about how many jobs ran.
  return out;
}

/** The fields of `workload` that only the job name gave (none of `stated` has them): said in `assumed`. */
export function markNameFacts(
  workload: Workload,
  fromName: Partial<Workload>,
  stated: Partial<Workload>[],
  assumed: Assumptions,
): void {
  for (const k of ['rw', 'pattern', 'readPct', 'blockSize', 'queueDepth'] as const) {
    if (fromName[k] === undefined || assumed[k] !== undefined) continue;
    if (stated.some((p) => p[k] !== undefined)) continue;
    if (workload[k] === fromName[k]) assumed[k] = 'job name';
  }
}

/** The workload fields after pattern and readPct, in the order a workload lists them. */
const WORKLOAD_FIELDS = ['blockSize', 'queueDepth', 'jobs', 'rw', 'ioengine', 'trim', 'direct'] as const;

/**
 * Fills a Workload, preferring the first source that has each field. Pattern and mix are required;
 * the block size stays undefined (unknown) when no source has it.
 */
export function workloadOf(...parts: Partial<Workload>[]): Workload | undefined {
  // Plain loops: this runs for every measurement of an import (26,200 in the bench archive), and a
  // closure with `find` per field and a reversed copy of `parts` made ~1.5 KB of garbage each time.
  const first = <K extends keyof Workload>(k: K): Workload[K] | undefined => {
    for (const p of parts) if (p[k] !== undefined) return p[k];
    return undefined;
  };
  const pattern = first('pattern');
  const readPct = first('readPct');
  if (pattern === undefined || readPct === undefined) return undefined;
  const w: Workload = { pattern, readPct };
  for (const k of WORKLOAD_FIELDS) {
    const v = first(k);
    if (v !== undefined) (w as unknown as Record<string, unknown>)[k] = v;
  }
  // Options merge key by key, the first source that states one winning (as for the fields above):
  // the later sources are laid down first and the earlier ones over them.
  let options: Record<string, string> | undefined;
  for (let i = parts.length - 1; i >= 0; i--) {
    const o = parts[i]!.options;
    if (o) options = Object.assign(options ?? {}, o);
  }
  if (options && Object.keys(options).length) w.options = options;
  return w;
}

/** Like `workloadOf`, but only a workload whose block size is known. */
export function completeWorkload(...parts: Partial<Workload>[]): Workload | undefined {
  const w = workloadOf(...parts);
  return w?.blockSize !== undefined ? w : undefined;
}

/** fio options that make the block size vary (a range or a split): the mean I/O size is all there is. */
export function statesSizeMix(opts: Record<string, string>): boolean {
  const bs = opts.bs ?? opts.blocksize;
  return (
    opts.bsrange !== undefined ||
    opts.blocksize_range !== undefined ||
    opts.bssplit !== undefined ||
    (bs !== undefined && /\d\s*-\s*\d/.test(bs))
  );
}

/** The warning for a block size that is neither stated nor a size fio runs. */
export function unknownBlockSizeNote(meanBytes: number): string {
  return `block size unknown: bytes / I/Os = ${meanBytes} B is not a size fio runs`;
}

/** How a workload field that the file does not state was filled in (kept in the provenance). */
export type Assumptions = NonNullable<Provenance['assumed']>;
export type { Assumption };

/**
 * fio's synchronous engines issue one I/O at a time, so they run at queue depth 1 whatever iodepth
 * says (fio prints "queue depth will be capped at 1"). psync is fio's default engine on Linux.
 */
const SYNC_ENGINES = new Set(['psync', 'sync', 'pvsync', 'pvsync2', 'vsync', 'mmap', 'splice', 'null']);

export function isSyncEngine(ioengine: string | undefined): boolean {
  return ioengine !== undefined && SYNC_ENGINES.has(ioengine);
}

/**
 * Applies fio's defaults to what a job did not set: iodepth=1 and numjobs=1 (fio's own defaults),
 * and queue depth 1 for a sync engine whatever iodepth asked. Each one is recorded in `assumed`.
 * `depthUnknown`: the file shows the job ran deeper than 1 without saying how deep, so no default
 * depth is applied.
 */
export function applyFioDefaults(w: Workload, assumed: Assumptions, depthUnknown = false): Workload {
  const out = { ...w };
  if (out.queueDepth === undefined && depthUnknown) {
    // left unknown
  } else if (out.queueDepth === undefined) {
    out.queueDepth = 1;
    assumed.queueDepth = 'fio default';
  } else if (out.queueDepth > 1 && isSyncEngine(out.ioengine)) {
    out.queueDepth = 1;
    assumed.queueDepth = 'fio default';
  }
  if (out.jobs === undefined) {
    out.jobs = 1;
    assumed.jobs = 'fio default';
  }
  return out;
}

/**
 * The block size behind `bytes` moved in `ios` I/Os, when that is a size fio runs: a multiple of 512.
 * `slackBytes` is how far the byte count may be off: 0 for exact counts, 1 KiB a job for fio ≤ 2.20
 * JSON (it counted KiB), a fraction of the bytes for text output (printed rounded). Anything else —
 * 4098 B from exact counts, or the mean of a size mix — is not a block size fio ran.
 */
export function inferBlockSize(bytes: number, ios: number, slackBytes = 0): number | undefined {
  if (!(bytes > 0 && ios > 0)) return undefined;
  const snapped = Math.round(bytes / ios / 512) * 512;
  return snapped > 0 && Math.abs(snapped * ios - bytes) <= slackBytes ? snapped : undefined;
}

/** The import report's line about a file of several runs: where each starts, so none goes unseen. */
/** The params of runsMessage: the run count and where each starts (line and first job). */
export function runsParams(
  starts: { line: number; job?: string | undefined }[],
): Record<string, string | number> {
  const shown = starts.slice(0, 12).map((r, i) => `${i + 1}: ${r.line}${r.job ? ` (${r.job})` : ''}`);
  const more = starts.length > 12 ? `, … +${starts.length - 12}` : '';
  return { count: starts.length, starts: shown.join(', ') + more };
}

export function runsMessage(starts: { line: number; job?: string | undefined }[]): string {
  const shown = starts
    .slice(0, 12)
    .map((r, i) => `run ${i + 1} at line ${r.line}${r.job ? ` (${r.job})` : ''}`);
  const more = starts.length > 12 ? `, and ${starts.length - 12} more` : '';
  return `${starts.length} fio runs in this file, each read on its own (figures are never added across runs): ${shown.join(', ')}${more}`;
}
