// Helpers shared by the two fio text importers (terse and normal): merging the N reports that
// `numjobs=N` without group_reporting prints under one name, totals across directions, and the read
// share measured from the I/O split (neither text format prints rwmixread).
import type { Direction, DirectionStats, LatencyStats, Measurement } from '../../../model/types';
import { DIRECTIONS } from '../../../model/types';

export type DirectionMap = Partial<Record<Direction, DirectionStats>>;

/** How many I/Os a direction did: the issued count when known, else IOPS × runtime. */
export function ioCount(s: DirectionStats): number {
  if (s.totalIos !== undefined) return s.totalIos;
  return s.runtime !== undefined && s.runtime > 0 ? s.iops * s.runtime : s.iops;
}

/**
 * Combines latency summaries weighted by I/O count: weighted mean, overall min/max, pooled standard
 * deviation. Percentiles cannot be combined from summaries, so they are dropped.
 */
export function combineLatency(
  parts: { lat: LatencyStats | undefined; weight: number }[],
): LatencyStats | undefined {
  const used = parts.filter(
    (p): p is { lat: LatencyStats; weight: number } => p.lat !== undefined && p.weight > 0,
  );
  if (used.length === 0) return undefined;
  if (used.length === 1) return used[0]!.lat;
  const w = used.reduce((a, p) => a + p.weight, 0);
  const mean = used.reduce((a, p) => a + p.weight * p.lat.mean, 0) / w;
  const out: LatencyStats = { mean };
  if (used.every((p) => p.lat.min !== undefined)) out.min = Math.min(...used.map((p) => p.lat.min!));
  if (used.every((p) => p.lat.max !== undefined)) out.max = Math.max(...used.map((p) => p.lat.max!));
  if (used.every((p) => p.lat.stddev !== undefined)) {
    // Pooled variance of the union: E[x²] − mean², with E[x²] = σ² + μ² per part.
    const ex2 = used.reduce((a, p) => a + p.weight * (p.lat.stddev! ** 2 + p.lat.mean ** 2), 0) / w;
    out.stddev = Math.sqrt(Math.max(0, ex2 - mean * mean));
  }
  if (used.every((p) => p.lat.samples !== undefined))
    out.samples = used.reduce((a, p) => a + p.lat.samples!, 0);
  return out;
}

function sumIfAll(list: DirectionStats[], key: 'ioBytes' | 'totalIos'): number | undefined {
  return list.every((s) => s[key] !== undefined) ? list.reduce((a, s) => a + s[key]!, 0) : undefined;
}

/** Sums clones of one job (same name, same group): IOPS and bandwidth add, latency is IO-weighted. */
export function mergeClones(list: DirectionStats[]): DirectionStats {
  if (list.length === 1) return list[0]!;
  const out: DirectionStats = {
    iops: list.reduce((a, s) => a + s.iops, 0),
    bw: list.reduce((a, s) => a + s.bw, 0),
  };
  const ioBytes = sumIfAll(list, 'ioBytes');
  if (ioBytes !== undefined) out.ioBytes = ioBytes;
  const totalIos = sumIfAll(list, 'totalIos');
  if (totalIos !== undefined) out.totalIos = totalIos;
  const runtimes = list.map((s) => s.runtime).filter((r): r is number => r !== undefined);
  if (runtimes.length) out.runtime = Math.max(...runtimes);
  for (const k of ['lat', 'clat', 'slat'] as const) {
    const l = combineLatency(list.map((s) => ({ lat: s[k], weight: ioCount(s) })));
    if (l) out[k] = l;
  }
  return out;
}

/** Merges several jobs' direction maps direction by direction. */
export function mergeDirectionMaps(maps: DirectionMap[]): DirectionMap {
  const out: DirectionMap = {};
  for (const d of DIRECTIONS) {
    const list = maps.map((m) => m[d]).filter((s): s is DirectionStats => s !== undefined);
    if (list.length) out[d] = mergeClones(list);
  }
  return out;
}

/** Totals over the directions: IOPS and bandwidth summed, total latency IO-weighted. */
export function totalsOf(dirs: DirectionMap): Measurement['total'] {
  const list = DIRECTIONS.map((d) => dirs[d]).filter((s): s is DirectionStats => s !== undefined);
  if (list.length === 0) return {};
  const total: Measurement['total'] = {
    iops: list.reduce((a, s) => a + s.iops, 0),
    bw: list.reduce((a, s) => a + s.bw, 0),
  };
  const lat = combineLatency(list.map((s) => ({ lat: s.lat, weight: ioCount(s) })));
  if (lat) {
    total.lat = list.length === 1 ? { ...lat } : lat;
    total.latMethod = list.length === 1 ? 'single-direction' : 'io-weighted';
  }
  return total;
}

/** Read share (0..100, rounded to a whole percent) from the I/O counts of read and write. */
export function readPctFromSplit(readIos: number, writeIos: number): number | undefined {
  const sum = readIos + writeIos;
  if (!(sum > 0)) return undefined;
  return Math.round((100 * readIos) / sum);
}

/**
 * Mean I/O size in bytes (bytes moved / I/Os). With `snap`, rounded to a multiple of 512 when it is
 * within 1% of one: fio rounds the figures it prints, so for a fixed block size the quotient is close
 * to, not equal to, the block size. A mix of sizes (bssplit) must not be snapped.
 */
export function measuredBlockSize(dirs: DirectionMap, snap: boolean): number | undefined {
  let bytes = 0;
  let ios = 0;
  for (const d of DIRECTIONS) {
    const s = dirs[d];
    if (!s || s.ioBytes === undefined) continue;
    bytes += s.ioBytes;
    ios += ioCount(s);
  }
  if (!(bytes > 0 && ios > 0)) return undefined;
  const mean = bytes / ios;
  const snapped = Math.max(512, Math.round(mean / 512) * 512);
  if (!snap) return Math.round(mean);
  return Math.abs(snapped - mean) <= 0.01 * mean ? snapped : Math.round(mean);
}

/** True when a sniffing head holds fio JSON (the JSON importer owns mixed normal+json+terse streams). */
export function headHasFioJson(head: string): boolean {
  return head.includes('"fio version"') && /^[ \t]*\{/m.test(head);
}
