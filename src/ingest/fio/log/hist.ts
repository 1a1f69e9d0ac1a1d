// fio histogram logs (`--write_hist_log`, `PREFIX_clat_hist.N.log`; docs/fio-formats.md §5.4).
// Sample line: `501, 0, 4096, 0, 0, …` — time (ms), ddir, bs, then 1856 >> coarseness bucket counts
// (fio 3.x, ns), or 1216 >> coarseness (fio 2.x: 19 groups of 64, µs).
// Bucket i maps to ns like the json+ bins (docs/fio-formats.md §2): i < 128 → i, else with
// e = (i >> 6) − 1: 2^(e+6) + (i % 64 + 0.5)·2^e.

export const FIO_HIST_BUCKETS = 1856;
/** fio 2.x: 19 groups × 64 buckets, values in µs (FIO_IO_U_PLAT_GROUP_NR was 19 before ns timing). */
export const FIO2_HIST_BUCKETS = 1216;

/** Bucket layout from the bucket count: 1856 >> c (fio 3.x, ns) or 1216 >> c (fio 2.x, µs). */
function layoutOf(buckets: number): { fine: number; unitNs: number; coarse: number } | undefined {
  for (const [fine, unitNs] of [
    [FIO_HIST_BUCKETS, 1],
    [FIO2_HIST_BUCKETS, 1000],
  ] as const) {
    const coarse = Math.log2(fine / buckets);
    if (Number.isInteger(coarse) && coarse >= 0) return { fine, unitNs, coarse };
  }
  return undefined;
}

/** Midpoint in ns of fio's fine-grained latency bucket `i` (fio ≥ 2.99). */
export function fioBucketNs(i: number): number {
  if (i < 128) return i;
  const e = (i >> 6) - 1;
  return 2 ** (e + 6) + ((i % 64) + 0.5) * 2 ** e;
}

export interface HistInterval {
  timeMs: number;
  ddir: number;
  /** I/Os completed in the interval. */
  count: number;
  /** Count-weighted mean of the bucket midpoints, ns (a bucket estimate, error < 1/128). */
  meanNs: number;
}

/** `unitNs`: what one bucket step counted, 1000 for fio 2.x's µs layout, 1 for the ns layout. */
export type HistScan =
  | { ok: true; intervals: HistInterval[]; buckets: number; unitNs: number }
  | { ok: false; line: number; message: string; params: Record<string, string | number> };

/** Reads a histogram log into one interval per line (count and mean latency). */
export function scanHistLog(text: string): HistScan {
  const intervals: HistInterval[] = [];
  const lines = text.split('\n');
  let buckets = 0;
  let unitNs = 1;
  let midpoints: number[] = [];
  for (let li = 0; li < lines.length; li++) {
    const line = (lines[li] ?? '').trim();
    if (line === '') continue;
    const fields = line.split(',');
    const nums = fields.map((f) => Number(f));
    const bad = nums.findIndex((n, i) => !Number.isInteger(n) || n < 0 || (fields[i] ?? '').trim() === '');
    if (bad !== -1)
      return {
        ok: false,
        line: li + 1,
        message: `field ${bad + 1} is not a non-negative integer`,
        params: { form: 'hist-field', field: bad + 1 },
      };
    const counts = nums.slice(3);
    if (buckets === 0) {
      buckets = counts.length;
      const layout = layoutOf(buckets);
      if (!layout)
        return {
          ok: false,
          line: li + 1,
          message: `${buckets} buckets; expected 1856 / 2^coarseness (fio 3.x) or 1216 / 2^coarseness (fio 2.x)`,
          params: { form: 'hist-buckets', buckets },
        };
      // A coarse bucket spans 2^coarse fine buckets; its midpoint is the mean of theirs. fio 2.x
      // buckets hold µs with the same log-linear layout, so their midpoints scale by 1000.
      const span = 2 ** layout.coarse;
      unitNs = layout.unitNs;
      midpoints = Array.from({ length: buckets }, (_, b) => {
        let s = 0;
        for (let k = 0; k < span; k++) s += fioBucketNs(b * span + k);
        return (s / span) * layout.unitNs;
      });
    } else if (counts.length !== buckets) {
      return {
        ok: false,
        line: li + 1,
        message: `${counts.length} buckets where earlier lines had ${buckets}`,
        params: { form: 'hist-buckets-changed', buckets: counts.length, earlier: buckets },
      };
    }
    const ddir = nums[1] ?? 0;
    if (ddir > 2)
      return {
        ok: false,
        line: li + 1,
        message: `data direction ${ddir} (expected 0, 1 or 2)`,
        params: { form: 'direction', ddir },
      };
    let count = 0;
    let sum = 0;
    counts.forEach((c, b) => {
      count += c;
      sum += c * (midpoints[b] ?? 0);
    });
    intervals.push({ timeMs: nums[0] ?? 0, ddir, count, meanNs: count > 0 ? sum / count : NaN });
  }
  return { ok: true, intervals, buckets, unitNs };
}
