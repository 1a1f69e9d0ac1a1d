// Load curves (SNIA PTS "demand intensity", fio-plot's QD sweeps): one workload — pattern, block size,
// mix, engine — run at several queue depth × jobs points, each point one run. As outstanding I/Os
// grow, throughput rises until something caps it and latency then climbs. The rules, stated in the
// charts' notes too:
// - saturation: the lowest load (QD × jobs; fewer jobs first on a tie) reaching ≥ 90 % of the
//   curve's highest IOPS;
// - knee: the point with the highest IOPS ÷ mean latency (needs ≥ 3 points with a latency);
// - marginal cost: Δ mean latency ÷ Δ IOPS from the previous point of the same jobs count.
import type { Dataset, Measurement, Pattern } from '../model/types';
import type { Bytes, Nanoseconds, OpsPerSecond, BytesPerSecond } from '../model/units';
import { measurementsOf } from './by-disk';
import { littleCheck, type LittleCheck } from './littles-law';
import { latencyOf, percentileOf } from './matrix';
import { pointRun, type PointPicker } from './load-point-run';

export const SATURATION_SHARE = 0.9;
export const KNEE_MIN_POINTS = 3;

export interface LoadPoint {
  queueDepth: number;
  jobs: number;
  /** Outstanding I/Os asked: queue depth × jobs. */
  load: number;
  iops: OpsPerSecond;
  bw: BytesPerSecond;
  /** Mean latency (total, else completion: `latKind`). */
  latMean?: Nanoseconds;
  latKind?: 'lat' | 'clat';
  /** 99th percentile: of total latency when the file has lat percentiles, else of completion latency. */
  p99?: Nanoseconds;
  p99Kind?: 'lat' | 'clat';
  /** The run the point is (the representative of `runs` when the point was run more than once). */
  measurement: Measurement;
  /** Every run at this point, in file order. */
  runs: Measurement[];
  /** When the run started (ISO 8601), where the file says; else only `ended` is known. */
  started?: string;
  ended?: string;
  /** How long it ran (s): the longest direction's runtime. */
  lengthS?: number;
  little: LittleCheck;
  /** Δ mean latency ÷ Δ IOPS (ns per IOPS) from the previous point of the same jobs count. */
  marginal?: { from: LoadPoint; dLat: Nanoseconds; dIops: OpsPerSecond; nsPerIops?: number };
}

export interface LoadCurve {
  /** Stable key for links: `random.100.4096.libaio`. */
  key: string;
  pattern: Pattern;
  readPct: number;
  blockSize?: Bytes;
  ioengine?: string;
  /** Sorted by load, then jobs. */
  points: LoadPoint[];
  /** Distinct jobs counts, ascending (one line each). */
  jobCounts: number[];
  /** Distinct queue depths, ascending. */
  queueDepths: number[];
  peakIops: OpsPerSecond;
  saturation?: LoadPoint;
  knee?: LoadPoint;
}

/** Plain fio results of a disk that can sit on a load curve (not a repeat marked as a duplicate). */
function curveRuns(ms: readonly Measurement[]): Measurement[] {
  return ms.filter(
    (m) =>
      m.test === 'fio' &&
      m.role === 'result' &&
      m.status === 'ok' &&
      m.duplicateOf === undefined &&
      m.workload.queueDepth !== undefined &&
      m.workload.jobs !== undefined &&
      (m.total.iops ?? 0) > 0,
  );
}

export function curveKeyOf(m: Measurement): string {
  const w = m.workload;
  return [w.pattern, w.trim ? 'trim' : w.readPct, w.blockSize ?? 'unknown', w.ioengine ?? ''].join('.');
}

function longestRuntime(m: Measurement): number | undefined {
  const r = Object.values(m.directions)
    .map((d) => d?.runtime)
    .filter((v): v is number => v !== undefined);
  return r.length ? Math.max(...r) : undefined;
}

function toPoint(runs: Measurement[], pick: PointPicker): LoadPoint {
  const m = pick(runs);
  const qd = m.workload.queueDepth!;
  const jobs = m.workload.jobs!;
  const lat = latencyOf(m);
  const p99 = percentileOf(m, '99');
  const length = longestRuntime(m);
  return {
    queueDepth: qd,
    jobs,
    load: qd * jobs,
    iops: m.total.iops!,
    bw: m.total.bw ?? 0,
    // 0 is fio's "not recorded" (gtod_reduce, disable_lat) or a digest's empty cell, never a latency.
    ...(lat && lat.stats.mean > 0 ? { latMean: lat.stats.mean, latKind: lat.kind } : {}),
    ...(p99 && p99.value > 0 ? { p99: p99.value, p99Kind: p99.kind } : {}),
    measurement: m,
    runs,
    ...(m.started ? { started: m.started } : {}),
    ...(m.time ? { ended: m.time } : {}),
    ...(length !== undefined ? { lengthS: length } : {}),
    little: littleCheck(m),
  };
}

/** The lowest load reaching ≥ 90 % of the highest IOPS (points are in load order). */
export function saturationOf(points: readonly LoadPoint[]): LoadPoint | undefined {
  if (points.length < 2) return undefined;
  const peak = Math.max(...points.map((p) => p.iops));
  return points.find((p) => p.iops >= SATURATION_SHARE * peak);
}

/** The point with the highest IOPS ÷ mean latency, among ≥ 3 points with a latency. */
export function kneeOf(points: readonly LoadPoint[]): LoadPoint | undefined {
  const withLat = points.filter((p) => p.latMean !== undefined && p.latMean > 0);
  if (withLat.length < KNEE_MIN_POINTS) return undefined;
  return withLat.reduce((a, p) => (p.iops / p.latMean! > a.iops / a.latMean! ? p : a));
}

function withMarginals(points: LoadPoint[]): void {
  const byJobs = new Map<number, LoadPoint[]>();
  for (const p of points) byJobs.set(p.jobs, [...(byJobs.get(p.jobs) ?? []), p]);
  for (const line of byJobs.values()) {
    line.sort((a, b) => a.queueDepth - b.queueDepth);
    for (let i = 1; i < line.length; i++) {
      const from = line[i - 1]!;
      const to = line[i]!;
      if (from.latMean === undefined || to.latMean === undefined) continue;
      const dLat = to.latMean - from.latMean;
      const dIops = to.iops - from.iops;
      // No IOPS gained (or lost): the latency step has no per-IOPS price, only its size.
      to.marginal = { from, dLat, dIops, ...(dIops > 0 ? { nsPerIops: dLat / dIops } : {}) };
    }
  }
}

/** The load curves of one disk's fio runs: every workload run at two or more QD × jobs points. */
export function loadCurves(ms: readonly Measurement[], pick: PointPicker = pointRun): LoadCurve[] {
  const byCurve = new Map<string, Map<string, Measurement[]>>();
  for (const m of curveRuns(ms)) {
    const key = curveKeyOf(m);
    const points = byCurve.get(key) ?? new Map<string, Measurement[]>();
    byCurve.set(key, points);
    const at = `${m.workload.queueDepth}x${m.workload.jobs}`;
    points.set(at, [...(points.get(at) ?? []), m]);
  }
  const curves: LoadCurve[] = [];
  for (const [key, byPoint] of byCurve) {
    if (byPoint.size < 2) continue;
    const points = [...byPoint.values()]
      .map((runs) => toPoint(runs, pick))
      .sort((a, b) => a.load - b.load || a.jobs - b.jobs);
    withMarginals(points);
    const w = points[0]!.measurement.workload;
    const saturation = saturationOf(points);
    const knee = kneeOf(points);
    curves.push({
      key,
      pattern: w.pattern,
      readPct: w.readPct,
      ...(w.blockSize !== undefined ? { blockSize: w.blockSize } : {}),
      ...(w.ioengine ? { ioengine: w.ioengine } : {}),
      points,
      jobCounts: [...new Set(points.map((p) => p.jobs))].sort((a, b) => a - b),
      queueDepths: [...new Set(points.map((p) => p.queueDepth))].sort((a, b) => a - b),
      peakIops: Math.max(...points.map((p) => p.iops)),
      ...(saturation ? { saturation } : {}),
      ...(knee ? { knee } : {}),
    });
  }
  return curves.sort(
    (a, b) =>
      a.pattern.localeCompare(b.pattern) ||
      (a.blockSize ?? 0) - (b.blockSize ?? 0) ||
      b.readPct - a.readPct ||
      a.key.localeCompare(b.key),
  );
}

export function diskLoadCurves(ds: Dataset, diskId: string, pick?: PointPicker): LoadCurve[] {
  return loadCurves(measurementsOf(ds, diskId), pick);
}

/** "QD 8 × 2 jobs" is what a reader sees; `8×2` is the short label on the chart. */
export function pointLabel(p: Pick<LoadPoint, 'queueDepth' | 'jobs'>): string {
  return `${p.queueDepth}×${p.jobs}`;
}
