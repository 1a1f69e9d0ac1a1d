// Burst credit buckets as ranges placed by the session. One run cannot tell a bucket's state — only a
// new volume starts full, and file layout, earlier jobs and preconditioning drain it — so a bursting
// disk's expected figure is a range [baseline, burst]. The upper end is placed from the session: a
// full bucket when the first run of the disk (its folder or bundle) started (the optimistic bound),
// minus the I/O above baseline of the runs before this one, plus what the idle gaps earned at the
// baseline rate (gp2, st1/sc1: the bucket fills at the baseline rate). A run of length T from a bucket
// holding B averages min(burst, baseline + B ÷ T): 60 minutes on a 100 GiB gp2 from a full bucket is
// min(3000, 300 + 5,400,000 ÷ 3,600) = 1,800 IOPS.
import type { Measurement } from '../model/types';
import { evaluateCompiled, type Env } from './language';
import type { CompiledCurve } from './catalogue/compiled';
import type { CreditBucketDef } from './catalogue/schema';
import { MB, MiB } from '../model/units';

/** One bucket of a disk, in base units (ops/s or B/s, and ops or bytes). */
export interface Bucket {
  metric: 'iops' | 'throughput';
  baseline: number;
  /** The burst ceiling (the most a full bucket allows). */
  burst: number;
  /** Bucket size: I/O credits (ops as counted for IOPS) or bytes. */
  capacity: number;
  /** Whether idle time refills it at the baseline rate (gp2, st1/sc1 say so; Azure gives no rate). */
  refillAtBaseline: boolean;
  def: CreditBucketDef;
}

/** Where a run sits in the session's bucket. */
export interface Placement {
  /** `session`: from start times and runtimes; `unknown`: no timeline (range = [baseline, burst]);
   *  `on-demand`: Azure on-demand bursting is on (no bucket, up to its maximum at any time). */
  placed: 'session' | 'unknown' | 'on-demand';
  /** Seconds the run lasted. */
  runSeconds?: number;
  /** What the bucket held when the run started (optimistic: full at the session start). */
  atStart?: number;
  /** The placed upper end: min(burst, baseline + atStart ÷ runSeconds). */
  upper: number;
}

/** The buckets of a curve at a size (eligible ones only), in base units. */
export function bucketsOf(
  curve: CompiledCurve,
  env: Env,
  baseline: { iops?: number; bw?: number },
): Bucket[] {
  const out: Bucket[] = [];
  const bwScale = (curve.throughput?.unit ?? 'MB/s') === 'MiB/s' ? MiB : MB;
  for (const c of curve.credits) {
    if (c.eligible) {
      const e = evaluateCompiled(c.eligible, env);
      if (!e.ok || !(e.value > 0)) continue;
    }
    const isIops = c.def.metric === 'iops';
    const base = isIops ? baseline.iops : baseline.bw;
    const burstF = isIops ? curve.burst?.iops : curve.burst?.throughput;
    if (base === undefined || !burstF) continue;
    const b = evaluateCompiled(burstF, env);
    if (!b.ok) continue;
    const burst = b.value * (isIops ? 1 : bwScale);
    if (!(burst > base)) continue;
    let capacity: number | undefined;
    if (c.capacity) {
      const v = evaluateCompiled(c.capacity, env);
      if (v.ok) capacity = v.value * (isIops ? 1 : bwScale);
    } else if (c.def.burstSeconds !== undefined) capacity = (burst - base) * c.def.burstSeconds;
    if (capacity === undefined || !(capacity > 0)) continue;
    out.push({
      metric: c.def.metric,
      baseline: base,
      burst,
      capacity,
      refillAtBaseline: c.def.burstSeconds === undefined,
      def: c.def,
    });
  }
  return out;
}

/** Seconds a run lasted: the longest direction's runtime. */
export function runSecondsOf(m: Measurement): number | undefined {
  const r = Object.values(m.directions)
    .map((d) => d?.runtime)
    .filter((x): x is number => x !== undefined && x > 0);
  return r.length ? Math.max(...r) : undefined;
}

/** Start and end (ms since epoch) from `started` or the report time minus the runtime. */
export function runSpan(m: Measurement): { start: number; end: number } | undefined {
  const secs = runSecondsOf(m);
  const started = (m as { started?: string }).started;
  if (secs === undefined) return undefined;
  if (started !== undefined) {
    const s = Date.parse(started);
    if (Number.isFinite(s)) return { start: s, end: s + secs * 1000 };
  }
  if (m.time === undefined) return undefined;
  const end = Date.parse(m.time);
  return Number.isFinite(end) ? { start: end - secs * 1000, end } : undefined;
}

/** What a run uses of a bucket's metric per second, as the bucket counts it. */
export function usageOf(m: Measurement, bucket: Bucket, ioUnit: number | undefined): number {
  if (bucket.metric === 'throughput') return m.total.bw ?? 0;
  const bs = m.workload.blockSize;
  const units = bs !== undefined && ioUnit !== undefined ? Math.max(1, Math.ceil(bs / ioUnit)) : 1;
  return (m.total.iops ?? 0) * units;
}

/**
 * Places `m` in the bucket from the session `runs` (the disk's results). Runs without a start time or
 * runtime make the timeline unknown, unless `m` is the only run (then its bucket starts full).
 */
export function placeRun(
  m: Measurement,
  runs: Measurement[],
  bucket: Bucket,
  ioUnit: number | undefined,
): Placement {
  const secs = runSecondsOf(m);
  const spans = runs.map((r) => ({ r, span: runSpan(r) }));
  const alone = runs.length <= 1 || runs.every((r) => r.id === m.id);
  const upper = (atStart: number, t: number) => Math.min(bucket.burst, bucket.baseline + atStart / t);
  if (secs === undefined) return { placed: 'unknown', upper: bucket.burst };
  if (alone)
    return {
      placed: 'session',
      runSeconds: secs,
      atStart: bucket.capacity,
      upper: upper(bucket.capacity, secs),
    };
  if (spans.some((s) => s.span === undefined)) return { placed: 'unknown', upper: bucket.burst };
  const ordered = spans
    .map((s) => ({ r: s.r, span: s.span! }))
    .sort((a, b) => a.span.start - b.span.start || a.r.id.localeCompare(b.r.id));
  let level = bucket.capacity;
  let clock = ordered[0]!.span.start;
  for (const { r, span } of ordered) {
    if (r.id === m.id) {
      if (bucket.refillAtBaseline)
        level = Math.min(bucket.capacity, level + (bucket.baseline * Math.max(0, span.start - clock)) / 1000);
      return { placed: 'session', runSeconds: secs, atStart: level, upper: upper(level, secs) };
    }
    const gap = Math.max(0, span.start - clock) / 1000;
    if (bucket.refillAtBaseline) level = Math.min(bucket.capacity, level + bucket.baseline * gap);
    const t = (span.end - span.start) / 1000;
    const net = (bucket.baseline - usageOf(r, bucket, ioUnit)) * t;
    // Below baseline a run earns (at the baseline rate, gp2/st1); above it spends.
    level = Math.max(0, Math.min(bucket.capacity, level + (net > 0 && !bucket.refillAtBaseline ? 0 : net)));
    clock = Math.max(clock, span.end);
  }
  return { placed: 'unknown', upper: bucket.burst };
}
