// Field tables of fio terse output, versions 2–5 (docs/fio-formats.md §3). Field numbers
// in messages are 1-based, as in the fio HOWTO. Units: sizes KiB, bandwidth KiB/s, runtime ms,
// latencies µs in every version; IOPS are integers (truncated by fio).
import { percentileKey } from '../../../model/percentiles';
import type { Direction, DirectionStats, LatencyStats } from '../../../model/types';
import { KiB, NS_PER_US } from '../../../model/units';

export type TerseVersion = 2 | 3 | 4 | 5;

export interface TerseLayout {
  version: TerseVersion;
  /** v2 has no fio-version field. */
  hasFioVersion: boolean;
  /** Index (0-based) of the job name; groupid and error follow it. */
  nameIndex: number;
  directions: Direction[];
  /** Fields per direction block: 41, or 47 in v5 (bw samples + iops statistics). */
  blockFields: number;
  /** Index of the first field of the first direction block. */
  firstBlock: number;
  /** Fields every job line must have (the disk, error-count and description fields are optional). */
  minFields: number;
  /** Index of the `IO depth <=1` percentage (after usr, sys, ctx, majf, minf). */
  depth1Index: number;
}

/** cpu (5) + IO depths (7) + latency µs buckets (10) + latency ms buckets (12). */
const TAIL_FIELDS = 34;

export function terseLayout(version: TerseVersion): TerseLayout {
  const hasFioVersion = version !== 2;
  const directions: Direction[] = version === 3 ? ['read', 'write'] : ['read', 'write', 'trim'];
  const blockFields = version === 5 ? 47 : 41;
  const firstBlock = hasFioVersion ? 5 : 4;
  return {
    version,
    hasFioVersion,
    nameIndex: hasFioVersion ? 2 : 1,
    directions,
    blockFields,
    firstBlock,
    minFields: firstBlock + directions.length * blockFields + TAIL_FIELDS,
    depth1Index: firstBlock + directions.length * blockFields + 5,
  };
}

/** Offsets inside a direction block. */
const OFF = { io: 0, bw: 1, iops: 2, runtime: 3, slat: 4, clat: 8, pct: 12, lat: 32 } as const;
const PERCENTILE_SLOTS = 20;

const BLOCK_FIELD_NAMES: string[] = [
  'io (KiB)',
  'bw (KiB/s)',
  'iops',
  'runtime (ms)',
  ...['min', 'max', 'mean', 'stdev'].map((s) => `slat ${s} (µs)`),
  ...['min', 'max', 'mean', 'stdev'].map((s) => `clat ${s} (µs)`),
  ...Array.from({ length: PERCENTILE_SLOTS }, (_, i) => `clat percentile slot ${i + 1}`),
  ...['min', 'max', 'mean', 'stdev'].map((s) => `lat ${s} (µs)`),
];

/** A field that could not be read: which one (1-based) and what it held. */
export interface TerseFieldError {
  field: number;
  name: string;
  text: string;
}

export type BlockResult =
  { ok: true; stats: DirectionStats | undefined } | { ok: false; error: TerseFieldError };

/** `123`, `4.5`, `98.5%` → number; `nan`/`inf` → NaN (fio prints C `%f`); anything else → undefined. */
export function terseNumber(text: string): number | undefined {
  const t = text.trim().replace(/%$/, '');
  if (/^[-+]?\d+(\.\d+)?([eE][-+]?\d+)?$/.test(t)) return Number(t);
  if (/^[-+]?(nan|inf)$/i.test(t)) return NaN;
  return undefined;
}

/**
 * Reads one direction block starting at `start`. Returns `stats: undefined` for a direction that did
 * no I/O (fio zero-fills unused blocks).
 */
export function readDirectionBlock(fields: string[], start: number, dir: Direction): BlockResult {
  const bad = (off: number): BlockResult => ({
    ok: false,
    error: {
      field: start + off + 1,
      name: `${dir} ${BLOCK_FIELD_NAMES[off] ?? `field +${off}`}`,
      text: fields[start + off] ?? '',
    },
  });
  const nums: number[] = [];
  for (const off of [OFF.io, OFF.bw, OFF.iops, OFF.runtime]) {
    const v = terseNumber(fields[start + off] ?? '');
    if (v === undefined || !Number.isFinite(v) || v < 0) return bad(off);
    nums.push(v);
  }
  const [ioKiB, bwKiB, iops, runtimeMs] = nums as [number, number, number, number];
  const lats: (LatencyStats | undefined)[] = [];
  for (const off of [OFF.slat, OFF.clat, OFF.lat]) {
    const four: number[] = [];
    for (let i = 0; i < 4; i++) {
      const v = terseNumber(fields[start + off + i] ?? '');
      if (v === undefined) return bad(off + i);
      four.push(v);
    }
    lats.push(latencyFromMicros(four));
  }
  const percentiles: Record<string, number> = {};
  for (let i = 0; i < PERCENTILE_SLOTS; i++) {
    const text = fields[start + OFF.pct + i] ?? '';
    const m = /^\s*(\d+(?:\.\d+)?)%=(\d+(?:\.\d+)?)\s*$/.exec(text);
    if (!m) return bad(OFF.pct + i);
    const p = Number(m[1]);
    const v = Number(m[2]) * NS_PER_US;
    // `0%=0` fills the slots after the last configured percentile.
    if (p > 0 && p <= 100 && Number.isFinite(v)) percentiles[percentileKey(p)] = v;
  }
  if (ioKiB === 0 && iops === 0 && runtimeMs === 0) return { ok: true, stats: undefined };
  const stats: DirectionStats = { iops, bw: bwKiB * KiB, ioBytes: ioKiB * KiB, runtime: runtimeMs / 1000 };
  const [slat, clat, lat] = lats;
  if (slat) stats.slat = slat;
  if (clat) {
    // With lat_percentiles=1 these slots hold total-latency percentiles; terse does not say so.
    if (Object.keys(percentiles).length) clat.percentiles = percentiles;
    stats.clat = clat;
  }
  if (lat) stats.lat = lat;
  return { ok: true, stats };
}

/** min, max, mean, stdev in µs → LatencyStats in ns; all-zero (e.g. slat of sync engines) → none. */
function latencyFromMicros([min, max, mean, stdev]: number[]): LatencyStats | undefined {
  if (min === undefined || max === undefined || mean === undefined || !Number.isFinite(mean))
    return undefined;
  if (min === 0 && max === 0 && mean === 0) return undefined;
  const out: LatencyStats = { mean: mean * NS_PER_US };
  if (Number.isFinite(min) && min >= 0) out.min = min * NS_PER_US;
  if (Number.isFinite(max) && max >= 0) out.max = max * NS_PER_US;
  if (stdev !== undefined && Number.isFinite(stdev) && stdev >= 0) out.stddev = stdev * NS_PER_US;
  return mean >= 0 ? out : undefined;
}
