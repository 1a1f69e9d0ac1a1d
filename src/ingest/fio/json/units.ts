// Which units a fio JSON document uses. Key names tell the era (docs/fio-formats.md §1.10): `clat_ns` means
// ns (fio ≥ 2.99), `clat` means µs (fio ≤ 2.21); `io_bytes` without `io_kbytes` is KiB (fio ≤ 2.20);
// `bw` is KiB/s, `bw_bytes` B/s (fio ≥ 3.2).
// Some tools rewrite old fio output with new key names. The ovh/fiowebviewer sample claims
// "fio-2.1.11" (which could write neither `clat_ns` nor `bw_bytes`), multiplies µs latencies by 1024
// and stores KiB/s in `bw_bytes`. We do not trust labels that contradict the version: latencies that
// are all multiples of 1024 are read as µs×1024, and `bw_bytes` is checked against bytes/runtime.
import type { Json, JsonObject } from './parse';
import type { LatencyUnits } from './latency';
import { amount, isObject, num } from './latency';

export interface FioVersion {
  text: string;
  major: number;
  minor: number;
}

/** `"fio-3.33"` → {text: "3.33", major 3, minor 33}; `"fio-2.1.11"` → major 2, minor 1. */
export function parseFioVersion(v: Json | undefined): FioVersion | undefined {
  if (typeof v !== 'string') return undefined;
  const text = v.trim().replace(/^fio-/, '');
  const m = /^(\d+)\.(\d+)/.exec(text);
  if (!m) return text ? { text, major: NaN, minor: NaN } : undefined;
  return { text, major: Number(m[1]), minor: Number(m[2]) };
}

/** Versions before fio-2.99 report latencies in µs under keys without `_ns`. */
export function isMicrosecondEra(v: FioVersion | undefined): boolean {
  return v !== undefined && (v.major < 2 || (v.major === 2 && v.minor < 99));
}

const DIRECTION_KEYS = ['read', 'write', 'trim', 'mixed'];
const NS_LATENCY_KEYS = ['lat_ns', 'clat_ns', 'slat_ns'];

function pushPositive(out: number[], v: Json | undefined): void {
  const n = num(v);
  if (n !== undefined && n > 0) out.push(n);
}

/** Every positive value (min, max, percentiles) of the `*_ns` latency objects of a document. */
function nsLatencyIntegers(jobs: Json[]): number[] {
  const out: number[] = [];
  for (const job of jobs) {
    if (!isObject(job)) continue;
    for (const d of DIRECTION_KEYS) {
      const dir = job[d];
      if (!isObject(dir)) continue;
      for (const k of NS_LATENCY_KEYS) {
        const lat = dir[k];
        if (!isObject(lat)) continue;
        pushPositive(out, lat.min);
        pushPositive(out, lat.max);
        if (isObject(lat.percentile)) for (const v of Object.values(lat.percentile)) pushPositive(out, v);
      }
    }
  }
  return out;
}

export interface UnitDecision {
  units: LatencyUnits;
  /** Set when the labels contradict the version; says what we did about it. */
  warning?: string;
  /** `form` (`x1024` or `as-ns`) and `version` of the warning, for a translated text. */
  params?: Record<string, string>;
}

export function decideLatencyUnits(version: FioVersion | undefined, jobs: Json[]): UnitDecision {
  // Only a version that predates `_ns` keys makes them suspect; collecting every latency value of
  // the document is the costly part, so a fio 3 file skips it.
  if (!isMicrosecondEra(version)) return { units: { nsKeyFactor: 1 } };
  const values = nsLatencyIntegers(jobs);
  if (values.length === 0) return { units: { nsKeyFactor: 1 } };
  const claim = `the file says fio-${version?.text}, which reports latencies in µs without "_ns" keys, yet it has "_ns" keys`;
  if (values.every((v) => Number.isInteger(v) && v % 1024 === 0)) {
    return {
      units: { nsKeyFactor: 1000 / 1024 },
      warning: `${claim}; every value is a multiple of 1024, so they were read as µs × 1024 (a rewriting tool's conversion) and converted to ns`,
      params: { form: 'x1024', version: version?.text ?? '?' },
    };
  }
  return {
    units: { nsKeyFactor: 1 },
    warning: `${claim}; they were read as ns as labelled — check them`,
    params: { form: 'as-ns', version: version?.text ?? '?' },
  };
}

export interface VolumeReading {
  ioBytes?: number;
  bw?: number;
  /** Set when `bw_bytes` contradicts io bytes / runtime and was read as KiB/s. */
  problem?: string;
  /** The figures of `problem`, for a translated text. */
  problemParams?: Record<string, number>;
}

const close = (a: number, b: number) => Math.abs(a - b) <= 0.02 * Math.max(Math.abs(a), Math.abs(b));

/** Bytes moved and bandwidth of one direction object, in bytes and B/s. */
export function readVolume(dir: JsonObject): VolumeReading {
  const ioBytesKey = amount(dir.io_bytes);
  const ioKiB = amount(dir.io_kbytes);
  // fio ≤ 2.20 had only `io_bytes`, and it held KiB.
  const ioBytes =
    ioKiB !== undefined
      ? (ioBytesKey ?? ioKiB * 1024)
      : ioBytesKey !== undefined
        ? ioBytesKey * 1024
        : undefined;
  const bwBytes = amount(dir.bw_bytes);
  const bwKiB = amount(dir.bw);
  const runtimeMs = amount(dir.runtime);
  const out: VolumeReading = {};
  if (ioBytes !== undefined) out.ioBytes = ioBytes;
  if (bwBytes === undefined) {
    if (bwKiB !== undefined) out.bw = bwKiB * 1024;
    // A `nan` read as null: fio computes bw as bytes / runtime, so we can too.
    else if (ioBytes !== undefined && runtimeMs) out.bw = Math.floor((ioBytes * 1000) / runtimeMs);
    return out;
  }
  out.bw = bwBytes;
  if (ioBytes && runtimeMs && runtimeMs > 0) {
    const expected = (ioBytes * 1000) / runtimeMs;
    if (!close(bwBytes, expected) && close(bwBytes * 1024, expected)) {
      out.bw = bwBytes * 1024;
      out.problem = `"bw_bytes" ${bwBytes} is 1/1024 of io bytes / runtime (${Math.round(expected)} B/s), so it holds KiB/s; read as ${bwBytes} KiB/s`;
      out.problemParams = { value: bwBytes, expected: Math.round(expected) };
    }
  }
  return out;
}
