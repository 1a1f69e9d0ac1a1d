// Building and reading the multi-resolution summary of a per-I/O log (model/log-summary.ts).
// The builder takes points one at a time in any order and keeps only the finest level (typed
// arrays, one bucket update per point); the coarser levels are exact merges of it made at the end,
// so every level's count and sum are those of its raw points and min/max are exact. Pure.
import type { LogOffsets, LogSummary, SummaryLevel } from '../model/log-summary';

/** Finest bucket width to start with, ms. */
export const FINEST_MS = 10;
/**
 * Most buckets of the finest level: a log longer than FINEST_MS × this gets 10× wider buckets
 * (≈ 4 MB of JSON per direction at most), so the summary's size does not follow the run's length.
 */
export const MAX_BUCKETS = 100_000;

class Buckets {
  count: Float64Array;
  sum: Float64Array;
  min: Float64Array;
  max: Float64Array;
  used = 0;
  constructor(size: number) {
    this.count = new Float64Array(size);
    this.sum = new Float64Array(size);
    this.min = new Float64Array(size).fill(Infinity);
    this.max = new Float64Array(size).fill(-Infinity);
  }
}

function grow(b: Buckets, size: number): Buckets {
  const out = new Buckets(size);
  out.count.set(b.count);
  out.sum.set(b.sum);
  out.min.set(b.min);
  out.max.set(b.max);
  out.used = b.used;
  return out;
}

/** Merges every `factor` neighbouring buckets into one (exact: counts and sums add). */
function coarsen(b: Buckets, factor: number): Buckets {
  const n = Math.ceil(b.used / factor);
  const out = new Buckets(Math.max(n, 16));
  for (let i = 0; i < b.used; i++) {
    if (b.count[i] === 0) continue;
    const k = Math.floor(i / factor);
    out.count[k]! += b.count[i]!;
    out.sum[k]! += b.sum[i]!;
    if (b.min[i]! < out.min[k]!) out.min[k] = b.min[i]!;
    if (b.max[i]! > out.max[k]!) out.max[k] = b.max[i]!;
  }
  out.used = n;
  return out;
}

/**
 * A builder's finest level as plain data (typed arrays, transferable): what a worker that scanned
 * one byte range of a log hands the worker that finishes it (fio/log/stream.ts).
 */
export interface BucketState {
  bucketMs: number;
  used: number;
  count: Float64Array;
  sum: Float64Array;
  min: Float64Array;
  max: Float64Array;
}

function bucketsOf(state: BucketState): Buckets {
  const b = new Buckets(0);
  b.count = state.count;
  b.sum = state.sum;
  b.min = state.min;
  b.max = state.max;
  b.used = state.used;
  return b;
}

function toLevel(b: Buckets, bucketMs: number, scale: number): SummaryLevel {
  const n = b.used;
  const level: SummaryLevel = {
    bucketMs,
    count: new Array<number>(n),
    sum: new Array<number>(n),
    min: new Array<number>(n),
    max: new Array<number>(n),
  };
  for (let i = 0; i < n; i++) {
    const c = b.count[i]!;
    level.count[i] = c;
    level.sum[i] = c ? b.sum[i]! * scale : 0;
    level.min[i] = c ? b.min[i]! * scale : 0;
    level.max[i] = c ? b.max[i]! * scale : 0;
  }
  return level;
}

/** Points in, summary out. `add` is the hot path of a streamed import: keep it small. */
export class SummaryBuilder {
  private b = new Buckets(1024);
  private bucketMs = FINEST_MS;

  constructor(private readonly maxBuckets = MAX_BUCKETS) {}

  /** One point: time in ms since the job start (≥ 0), value in the file's unit. */
  add(tMs: number, v: number): void {
    let k = Math.floor(tMs / this.bucketMs);
    if (k >= this.b.count.length) {
      while (k >= this.maxBuckets) {
        this.b = coarsen(this.b, 10);
        this.bucketMs *= 10;
        k = Math.floor(tMs / this.bucketMs);
      }
      if (k >= this.b.count.length)
        this.b = grow(this.b, Math.min(this.maxBuckets, Math.max(k + 1, this.b.count.length * 2)));
    }
    const b = this.b;
    b.count[k]!++;
    b.sum[k]! += v;
    if (v < b.min[k]!) b.min[k] = v;
    if (v > b.max[k]!) b.max[k] = v;
    if (k >= b.used) b.used = k + 1;
  }

  /** The finest level as it stands (its arrays, not a copy): for another builder's `absorb`. */
  state(): BucketState {
    const { count, sum, min, max, used } = this.b;
    return { bucketMs: this.bucketMs, used, count, sum, min, max };
  }

  /** A builder holding the points of `state` (its arrays are taken over, not copied). */
  static fromState(state: BucketState, maxBuckets = MAX_BUCKETS): SummaryBuilder {
    const out = new SummaryBuilder(maxBuckets);
    out.b = bucketsOf(state);
    out.bucketMs = state.bucketMs;
    return out;
  }

  /**
   * Adds the points of another builder's state, as if they had been added here one by one: both
   * are brought to the wider of their bucket widths (the one `add` reaches for the later of their
   * last points, since it widens only for a point past MAX_BUCKETS), then counts and sums add and
   * min/max are kept (exact for integer values, as a log's are).
   */
  absorb(state: BucketState): void {
    let other = bucketsOf(state);
    let otherMs = state.bucketMs;
    while (this.bucketMs < otherMs) {
      this.b = coarsen(this.b, 10);
      this.bucketMs *= 10;
    }
    while (otherMs < this.bucketMs) {
      other = coarsen(other, 10);
      otherMs *= 10;
    }
    if (other.used > this.b.count.length) this.b = grow(this.b, other.used);
    const b = this.b;
    for (let i = 0; i < other.used; i++) {
      const c = other.count[i]!;
      if (c === 0) continue;
      b.count[i]! += c;
      b.sum[i]! += other.sum[i]!;
      if (other.min[i]! < b.min[i]!) b.min[i] = other.min[i]!;
      if (other.max[i]! > b.max[i]!) b.max[i] = other.max[i]!;
    }
    if (other.used > b.used) b.used = other.used;
  }

  /** Points added so far. */
  get count(): number {
    let n = 0;
    for (let i = 0; i < this.b.used; i++) n += this.b.count[i]!;
    return n;
  }

  /**
   * The summary, values multiplied by `scale` (the file's unit → the base unit). Scaling sums
   * after adding is exact up to one rounding per bucket.
   */
  finish(scale: number, offsets: LogOffsets): LogSummary {
    const levels: SummaryLevel[] = [];
    let b = this.b;
    let ms = this.bucketMs;
    levels.push(toLevel(b, ms, scale));
    // Down to one bucket: the coarse levels cost next to nothing and any span finds its level.
    while (b.used > 1) {
      b = coarsen(b, 10);
      ms *= 10;
      levels.push(toLevel(b, ms, scale));
    }
    const top = levels[levels.length - 1]!;
    let count = 0;
    let sum = 0;
    let min = Infinity;
    let max = -Infinity;
    top.count.forEach((c, i) => {
      if (!c) return;
      count += c;
      sum += top.sum[i]!;
      min = Math.min(min, top.min[i]!);
      max = Math.max(max, top.max[i]!);
    });
    return count
      ? { count, sum, min, max, scale, levels, offsets }
      : { count, sum: 0, min: 0, max: 0, scale, levels, offsets };
  }
}

export interface WindowStats {
  count: number;
  sum: number;
  min: number;
  max: number;
}

/**
 * Figures of the points in [fromMs, toMs) from one level: exact when both ends fall on the level's
 * bucket edges; otherwise the buckets the window touches are counted whole.
 */
export function windowStats(level: SummaryLevel, fromMs: number, toMs: number): WindowStats {
  const first = Math.max(0, Math.floor(fromMs / level.bucketMs));
  const last = Math.min(level.count.length, Math.ceil(toMs / level.bucketMs));
  const out: WindowStats = { count: 0, sum: 0, min: Infinity, max: -Infinity };
  for (let i = first; i < last; i++) {
    const c = level.count[i]!;
    if (!c) continue;
    out.count += c;
    out.sum += level.sum[i]!;
    out.min = Math.min(out.min, level.min[i]!);
    out.max = Math.max(out.max, level.max[i]!);
  }
  return out;
}

/** The finest level that draws [fromMs, toMs) in at most `target` buckets (the coarsest if none). */
export function levelFor(summary: LogSummary, fromMs: number, toMs: number, target: number): SummaryLevel {
  const span = Math.max(0, toMs - fromMs);
  for (const level of summary.levels) if (span / level.bucketMs <= target) return level;
  return summary.levels[summary.levels.length - 1]!;
}

/** The time span the log covers, ms: from the start of its first non-empty bucket to the end of its last. */
export function summarySpanMs(summary: LogSummary): [number, number] {
  const level = summary.levels[0];
  if (!level) return [0, 0];
  let a = 0;
  while (a < level.count.length && !level.count[a]) a++;
  let b = level.count.length;
  while (b > a && !level.count[b - 1]) b--;
  return [a * level.bucketMs, b * level.bucketMs];
}

/** Chart points of a level inside [fromMs, toMs): one per non-empty bucket at its middle, in s. */
export function levelPoints(
  level: SummaryLevel,
  fromMs = 0,
  toMs = Infinity,
): { t: number[]; mean: number[]; min: number[]; max: number[] } {
  const first = Math.max(0, Math.floor(fromMs / level.bucketMs));
  const last = Math.min(level.count.length, Math.ceil(toMs / level.bucketMs));
  const out = { t: [] as number[], mean: [] as number[], min: [] as number[], max: [] as number[] };
  for (let i = first; i < last; i++) {
    const c = level.count[i]!;
    if (!c) continue;
    out.t.push(((i + 0.5) * level.bucketMs) / 1000);
    out.mean.push(level.sum[i]! / c);
    out.min.push(level.min[i]!);
    out.max.push(level.max[i]!);
  }
  return out;
}

/**
 * The byte range of the file that holds every line stamped in [fromMs, toMs], or undefined when
 * no line is. Lines may be out of order in time: the range runs from the smallest start of any
 * second from the window's first on, to the largest end of any second up to its last.
 */
export function byteRange(offsets: LogOffsets, fromMs: number, toMs: number): [number, number] | undefined {
  const s0 = Math.max(0, Math.floor(fromMs / 1000));
  const s1 = Math.min(offsets.start.length - 1, Math.floor(toMs / 1000));
  let start = Infinity;
  for (let s = s0; s < offsets.start.length; s++) {
    const o = offsets.start[s]!;
    if (o >= 0 && o < start) start = o;
  }
  let end = -1;
  for (let s = 0; s <= s1; s++) end = Math.max(end, offsets.end[s]!);
  return start < end ? [start, end] : undefined;
}
