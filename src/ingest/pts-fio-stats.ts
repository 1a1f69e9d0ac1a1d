// fio JSON job → per-direction statistics in base units, for the PTS fio files. fio 3 writes
// `bw_bytes` (B/s), `io_bytes` (bytes), `*_ns` latencies (ns) and `runtime` (ms); fio 2 wrote `bw`
// (KiB/s), `io_bytes` in KiB and `lat`/`clat`/`slat` in µs. The suite's own latency code reads
// whichever of the two is present, and so do we (../shared/docs/pts-bundles.md §5).
// NOTE: written while the fio-json importer was being written elsewhere; a shared converter would
// replace this once both exist.
import type { Direction, DirectionStats, LatencyStats, LatMethod } from '../model/types';
import { KiB, NS_PER_US } from '../model/units';

type Obj = Record<string, unknown>;

export function isObj(v: unknown): v is Obj {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** A finite, non-negative number (fio never writes negative rates, sizes or times). */
function num(v: unknown): number | undefined {
  return typeof v === 'number' && Number.isFinite(v) && v >= 0 ? v : undefined;
}

/** fio percentile keys are `99.000000`; the model wants canonical decimals (`99`, `99.9`). */
function canonicalPercentiles(p: unknown, scale: number): Record<string, number> | undefined {
  if (!isObj(p)) return undefined;
  const out: Record<string, number> = {};
  for (const [k, v] of Object.entries(p)) {
    const key = Number(k);
    const value = num(v);
    if (!Number.isFinite(key) || key < 0 || key > 100 || value === undefined) continue;
    out[String(key)] = value * scale;
  }
  return Object.keys(out).length ? out : undefined;
}

/** One latency object (`lat_ns`, `clat_ns`, … or fio 2's µs `lat`); `scale` converts to ns. */
function latency(o: unknown, scale: number): LatencyStats | undefined {
  if (!isObj(o)) return undefined;
  const mean = num(o.mean);
  if (mean === undefined) return undefined;
  const out: LatencyStats = { mean: mean * scale };
  const min = num(o.min);
  const max = num(o.max);
  const stddev = num(o.stddev);
  const samples = num(o.N);
  if (min !== undefined) out.min = min * scale;
  if (max !== undefined) out.max = max * scale;
  if (stddev !== undefined) out.stddev = stddev * scale;
  if (samples !== undefined) out.samples = samples;
  const pct = canonicalPercentiles(o.percentile, scale);
  if (pct) out.percentiles = pct;
  return out;
}

function latencyEither(d: Obj, key: 'lat' | 'clat' | 'slat'): LatencyStats | undefined {
  return latency(d[`${key}_ns`], 1) ?? latency(d[key], NS_PER_US);
}

/** Stats of one direction, or undefined when the direction did no I/O (or is not an object). */
export function directionStats(d: unknown, fio2: boolean): DirectionStats | undefined {
  if (!isObj(d)) return undefined;
  const iops = num(d.iops) ?? 0;
  const bwBytes = num(d.bw_bytes);
  const bwKiB = num(d.bw);
  const totalIos = num(d.total_ios);
  const hasKbytes = num(d.io_kbytes) !== undefined;
  const ioRaw = num(d.io_bytes);
  // fio 2 wrote io_bytes in KiB and had no io_kbytes; fio 3 has both, io_bytes in bytes.
  const ioBytes = ioRaw === undefined ? undefined : fio2 && !hasKbytes ? ioRaw * KiB : ioRaw;
  if (iops <= 0 && (ioBytes ?? 0) <= 0 && (totalIos ?? 0) <= 0) return undefined;
  const out: DirectionStats = { iops, bw: bwBytes ?? (bwKiB ?? 0) * KiB };
  if (ioBytes !== undefined) out.ioBytes = ioBytes;
  if (totalIos !== undefined) out.totalIos = totalIos;
  const runtimeMs = num(d.runtime);
  if (runtimeMs !== undefined) out.runtime = runtimeMs / 1000;
  const lat = latencyEither(d, 'lat');
  const clat = latencyEither(d, 'clat');
  const slat = latencyEither(d, 'slat');
  if (lat) out.lat = lat;
  if (clat) out.clat = clat;
  if (slat) out.slat = slat;
  return out;
}

export type DirectionMap = Partial<Record<Direction, DirectionStats>>;

/** Read, write and trim of a job, only those that did I/O. */
export function jobDirections(job: Obj, fio2: boolean): DirectionMap {
  const out: DirectionMap = {};
  for (const dir of ['read', 'write', 'trim'] as const) {
    const s = directionStats(job[dir], fio2);
    if (s) out[dir] = s;
  }
  return out;
}

/**
 * Totals over directions: iops and bw summed. Latency: the one direction's when only one did I/O,
 * else the IO-weighted mean of the direction means (weights = completed I/Os), min of mins and
 * max of maxes; percentiles cannot be combined from summaries, so none.
 */
export function jobTotals(dirs: DirectionMap): {
  iops: number;
  bw: number;
  lat?: LatencyStats;
  latMethod?: LatMethod;
} {
  const list = Object.values(dirs).filter((s): s is DirectionStats => s !== undefined);
  const total = { iops: 0, bw: 0 };
  for (const s of list) {
    total.iops += s.iops;
    total.bw += s.bw;
  }
  const withLat = list.filter((s) => s.lat);
  if (withLat.length === 1 && list.length === 1) {
    return { ...total, lat: withLat[0]!.lat!, latMethod: 'single-direction' };
  }
  const weights = withLat.map((s) => s.totalIos ?? s.lat?.samples ?? 0);
  const weightSum = weights.reduce((a, b) => a + b, 0);
  if (withLat.length < 2 || withLat.length !== list.length || weightSum <= 0) return total;
  const lat: LatencyStats = {
    mean: withLat.reduce((acc, s, i) => acc + s.lat!.mean * (weights[i] ?? 0), 0) / weightSum,
  };
  const mins = withLat.map((s) => s.lat!.min).filter((v): v is number => v !== undefined);
  const maxs = withLat.map((s) => s.lat!.max).filter((v): v is number => v !== undefined);
  if (mins.length === withLat.length) lat.min = Math.min(...mins);
  if (maxs.length === withLat.length) lat.max = Math.max(...maxs);
  return { ...total, lat, latMethod: 'io-weighted' };
}
