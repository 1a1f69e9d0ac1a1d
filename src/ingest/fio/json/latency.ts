// fio latency objects (`clat_ns`, or `clat` in µs for fio ≤ 2.21) → LatencyStats in ns, and the
// arithmetic to combine several of them (directions into a total, numjobs clones into one job).
// Reference: docs/fio-formats.md §1.4 (latency object), §1.10 (2.x vs 3.x), §2 (json+ bins).
//   "clat_ns" : { "min" : 13628, "max" : 50258897, "mean" : 370210.77, "N" : 163970, "percentile" : {…} }
import { percentileKey } from '../../../model/percentiles';
import type { LatencyStats } from '../../../model/types';
import { NS_PER_US } from '../../../model/units';
import type { Json, JsonObject } from './parse';
import { isPlainObject } from '../../../lib/plain-object';

export type LatencyKind = 'lat' | 'clat' | 'slat';

/** How to turn the numbers of a latency object into ns. */
export interface LatencyUnits {
  /** Factor for `*_ns` objects: 1, except for files relabelled by another tool (see fio-json-units.ts). */
  nsKeyFactor: number;
}

export function isObject(v: Json | undefined): v is JsonObject {
  return isPlainObject(v);
}

export function num(v: Json | undefined): number | undefined {
  if (typeof v === 'number' && Number.isFinite(v)) return v;
  // fio 2.x wrapper tools sometimes write numbers as strings ("error": "0").
  if (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))) return Number(v);
  return undefined;
}

/**
 * A count, size, rate or latency: never negative in fio, except when an unsigned 64-bit value
 * wrapped and printed negative (docs/fio-formats.md gotcha 5) — unusable, so read as missing.
 */
export function amount(v: Json | undefined): number | undefined {
  const n = num(v);
  return n !== undefined && n >= 0 ? n : undefined;
}

/** `"99.000000"` → `"p99"`, `"99.990000"` → `"p99.99"`; undefined for keys that are not a percentile in (0, 100]. */
export function canonicalPercentile(key: string): string | undefined {
  if (percentileKeys.has(key)) return percentileKeys.get(key);
  const p = Number(key);
  const canonical = !Number.isFinite(p) || p <= 0 || p > 100 ? undefined : percentileKey(p);
  // fio writes the same ~20 keys in every latency object of every file, and toFixed for each cost
  // more than the rest of the object. A damaged file could hold any number of odd keys,
  // so the cache stops growing at a size no real file reaches.
  if (percentileKeys.size < PERCENTILE_CACHE_LIMIT) percentileKeys.set(key, canonical);
  return canonical;
}

const PERCENTILE_CACHE_LIMIT = 1000;
const percentileKeys = new Map<string, string | undefined>();

/** Written out rather than built with a template: a fresh string per lookup is measurably slower. */
const NS_KEY: Record<LatencyKind, string> = { lat: 'lat_ns', clat: 'clat_ns', slat: 'slat_ns' };

/** Finds the latency object of a direction: `clat_ns` (ns) or, in fio ≤ 2.21, `clat` (µs). */
export function latencyObject(
  dir: JsonObject,
  kind: LatencyKind,
  units: LatencyUnits,
): { obj: JsonObject; scale: number } | undefined {
  const ns = dir[NS_KEY[kind]];
  if (isObject(ns)) return { obj: ns, scale: units.nsKeyFactor };
  const us = dir[kind];
  if (isObject(us)) return { obj: us, scale: NS_PER_US };
  return undefined;
}

/** fio < 2.20 json+ bins are keyed by bucket index; this is fio's plat_idx_to_val (result in µs). */
function bucketIndexToValue(idx: number, bits: number, val: number): number {
  if (idx < val << 1) return idx;
  const errorBits = (idx >> bits) - 1;
  const base = 2 ** (errorBits + bits);
  return base + ((idx % val) + 0.5) * 2 ** errorBits;
}

export interface HistogramResult {
  histogram?: LatencyStats['histogram'];
  /** Set when bins were present but could not be used. */
  problem?: string;
}

/** json+ `bins` → histogram in ns (ascending), converting fio 2.x index keys when the layout is given. */
export function readBins(bins: JsonObject, scale: number): HistogramResult {
  const bits = num(bins.FIO_IO_U_PLAT_BITS);
  const val = num(bins.FIO_IO_U_PLAT_VAL);
  const indexKeyed = bins.FIO_IO_U_PLAT_NR !== undefined || bits !== undefined || val !== undefined;
  const layoutOk =
    bits !== undefined && Number.isInteger(bits) && bits > 0 && bits <= 16 && val === 2 ** bits;
  if (indexKeyed && !layoutOk) {
    return {
      problem: 'json+ bins are keyed by bucket index without a usable FIO_IO_U_PLAT_BITS/VAL; skipped',
    };
  }
  const pairs: [number, number][] = [];
  for (const [key, countJson] of Object.entries(bins)) {
    if (key.startsWith('FIO_IO_U_PLAT_')) continue;
    const k = Number(key);
    const count = amount(countJson);
    if (!Number.isFinite(k) || k < 0 || count === undefined || count < 0) continue;
    if (count === 0) continue; // 2.x index-keyed bins list every bucket, mostly empty
    const ns = (indexKeyed ? bucketIndexToValue(k, bits!, val!) : k) * scale;
    if (Number.isFinite(ns)) pairs.push([ns, count]);
  }
  if (pairs.length === 0) return {};
  pairs.sort((a, b) => a[0] - b[0]);
  return { histogram: { binsNs: pairs.map((p) => p[0]), counts: pairs.map((p) => p[1]) } };
}

/** `percentile` → canonical keys and ns values; undefined when no entry is usable. */
function readPercentiles(obj: JsonObject, scale: number): Record<string, number> | undefined {
  const percentiles: Record<string, number> = {};
  let any = false;
  for (const key of Object.keys(obj)) {
    const p = canonicalPercentile(key);
    const value = amount(obj[key]);
    if (p === undefined || value === undefined) continue;
    percentiles[p] = value * scale;
    any = true;
  }
  return any ? percentiles : undefined;
}

/**
 * Reads one latency object. Returns undefined when it holds no samples (unused direction, or slat of
 * a sync engine): an all-zero object is "not measured", not "0 ns".
 */
export function readLatency(
  obj: JsonObject,
  scale: number,
  onProblem: (message: string) => void,
): LatencyStats | undefined {
  const n = amount(obj.N);
  const mean = amount(obj.mean);
  const max = amount(obj.max);
  if (mean === undefined || n === 0 || (n === undefined && mean === 0 && !max)) return undefined;
  const out: LatencyStats = { mean: mean * scale };
  const min = amount(obj.min);
  const stddev = amount(obj.stddev);
  if (min !== undefined) out.min = min * scale;
  if (max !== undefined) out.max = max * scale;
  if (stddev !== undefined) out.stddev = stddev * scale;
  if (n !== undefined) out.samples = n;
  if (isObject(obj.percentile)) {
    const percentiles = readPercentiles(obj.percentile, scale);
    if (percentiles) out.percentiles = percentiles;
  }
  if (isObject(obj.bins)) {
    const { histogram, problem } = readBins(obj.bins, scale);
    if (histogram) out.histogram = histogram;
    if (problem) onProblem(problem);
  }
  return out;
}

/** Adds histograms bucket by bucket (same fio bucket layout, so equal keys mean the same bucket). */
function mergeHistograms(hs: NonNullable<LatencyStats['histogram']>[]): LatencyStats['histogram'] {
  const sums = new Map<number, number>();
  for (const h of hs) h.binsNs.forEach((b, i) => sums.set(b, (sums.get(b) ?? 0) + (h.counts[i] ?? 0)));
  const bins = [...sums.keys()].sort((a, b) => a - b);
  return { binsNs: bins, counts: bins.map((b) => sums.get(b) ?? 0) };
}

/**
 * Combines latency summaries of disjoint I/O sets, each weighted by its I/O count: exact mean, min,
 * max, sample count, pooled standard deviation and summed histogram. Percentiles of a union cannot
 * be computed from percentiles of the parts, so the result has none.
 */
export function combineLatency(parts: { lat: LatencyStats; weight: number }[]): LatencyStats | undefined {
  // Loops over the parts, in their order and with the same sums as reduce/Math.min over arrays
  // would do (so the same floating-point results): this runs for every job of two directions, and
  // five arrays and their closures per job were a measurable share of an import's garbage.
  const used = parts.filter((p) => p.weight > 0);
  let total = 0;
  for (const p of used) total += p.weight;
  if (used.length === 0 || total <= 0) return undefined;
  let weighted = 0;
  for (const p of used) weighted += p.weight * p.lat.mean;
  const mean = weighted / total;
  const out: LatencyStats = { mean };
  const every = (k: 'min' | 'max' | 'samples' | 'stddev' | 'histogram') =>
    used.every((p) => p.lat[k] !== undefined);
  if (every('min')) {
    let min = Infinity;
    for (const p of used) min = Math.min(min, p.lat.min!);
    out.min = min;
  }
  if (every('max')) {
    let max = -Infinity;
    for (const p of used) max = Math.max(max, p.lat.max!);
    out.max = max;
  }
  if (every('stddev')) {
    // Pooled population variance: E[x²] − mean², with E[x²] of each part = σ² + μ².
    let sum = 0;
    for (const p of used) sum += p.weight * (p.lat.stddev! ** 2 + p.lat.mean ** 2);
    const ex2 = sum / total;
    out.stddev = Math.sqrt(Math.max(0, ex2 - mean * mean));
  }
  if (every('samples')) {
    let samples = 0;
    for (const p of used) samples += p.lat.samples!;
    out.samples = samples;
  }
  if (every('histogram')) out.histogram = mergeHistograms(used.map((p) => p.lat.histogram!));
  return out;
}

/** The finite entries only; undefined when none is finite. */
function finitePercentiles(percentiles: Record<string, number>): Record<string, number> | undefined {
  const keys = Object.keys(percentiles);
  const finite = keys.filter((k) => Number.isFinite(percentiles[k]));
  if (finite.length === 0) return undefined;
  // The usual case: nothing to drop, so the object is kept as it is (like the histogram below)
  // instead of copied; building a percentile map is a large share of an import's time.
  if (finite.length === keys.length) return percentiles;
  const out: Record<string, number> = {};
  for (const key of finite) out[key] = percentiles[key]!;
  return out;
}

/**
 * Keeps only finite numbers of a latency summary (a damaged file can hold 1e308, which becomes
 * Infinity once scaled or summed); undefined when the mean itself is not finite.
 */
export function finiteLatency(l: LatencyStats | undefined): LatencyStats | undefined {
  if (!l || !Number.isFinite(l.mean)) return undefined;
  // The usual case, all finite: the object itself, not a copy (see finitePercentiles).
  if (allFinite(l)) return l;
  const out: LatencyStats = { mean: l.mean };
  for (const k of ['min', 'max', 'stddev', 'samples'] as const) {
    const v = l[k];
    if (v !== undefined && Number.isFinite(v)) out[k] = v;
  }
  if (l.percentiles) {
    const p = finitePercentiles(l.percentiles);
    if (p) out.percentiles = p;
  }
  if (l.histogram && l.histogram.counts.every(Number.isFinite)) out.histogram = l.histogram;
  return out;
}

function allFinite(l: LatencyStats): boolean {
  for (const k of ['min', 'max', 'stddev', 'samples'] as const) {
    const v = l[k];
    if (v !== undefined && !Number.isFinite(v)) return false;
  }
  if (l.percentiles) for (const k in l.percentiles) if (!Number.isFinite(l.percentiles[k])) return false;
  return !l.histogram || l.histogram.counts.every(Number.isFinite);
}
