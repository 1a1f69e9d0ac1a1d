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
import { littleCheck, type LittleCheck } from './littles-law';
import { latencyOf, percentileOf } from './matrix';
import { summariseDisk, summariseMeasurements, type Statistic, type WorkloadSummary } from './summary';

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
  /** The run the point is: the summary policy's representative (median IOPS) of `runs`. */
  measurement: Measurement;
  /** Every successful run at this point, in run order (duplicates left out). */
  runs: Measurement[];
  /** The summary policy's statistic over `runs` ('single', 'median', 'last runs' when they drift). */
  statistic: Statistic;
  /** When the run started (ISO 8601), where the file says it (fio ≥ 3.35 JSON `job_start`). */
  started?: string;
  /** The report time (fio JSON `time`): when the run ended. */
  ended?: string;
  /**
   * Where the file gives no start: the end less ramp_time and the runtime (fio measures after the
   * ramp), to the second — an estimate, and labelled so.
   */
  startedEstimate?: string;
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

/** Summaries of plain fio results that can sit on a load curve: a representative run with a depth,
 *  a job count and IOPS. */
function curveSummaries(
  summaries: readonly WorkloadSummary[],
): (WorkloadSummary & { representative: Measurement })[] {
  return summaries.filter((s): s is WorkloadSummary & { representative: Measurement } => {
    const m = s.representative;
    return (
      s.test === 'fio' &&
      m !== undefined &&
      m.role === 'result' &&
      m.workload.queueDepth !== undefined &&
      m.workload.jobs !== undefined &&
      (m.total.iops ?? 0) > 0
    );
  });
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

function toPoint(summary: WorkloadSummary & { representative: Measurement }): LoadPoint {
  const m = summary.representative;
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
    runs: summary.runs,
    statistic: summary.statistic,
    ...(m.started ? { started: m.started } : {}),
    ...(m.time ? { ended: m.time } : {}),
    ...(length !== undefined ? { lengthS: length } : {}),
    ...optionalStart(m, length),
    little: littleCheck(m),
  };
}

/** fio time options are seconds unless suffixed (`2`, `2s`, `500ms`, `1m`). */
function fioSeconds(text: string | undefined): number | undefined {
  if (text === undefined) return 0;
  const m = /^\s*(\d+(?:\.\d+)?)\s*(us|ms|s|m|h)?\s*$/i.exec(text);
  if (!m) return undefined;
  const scale = { us: 1e-6, ms: 1e-3, s: 1, m: 60, h: 3600 }[(m[2] ?? 's').toLowerCase() as 'us'];
  return Number(m[1]) * scale;
}

function optionalStart(m: Measurement, lengthS: number | undefined): { startedEstimate?: string } {
  if (m.started || !m.time || lengthS === undefined) return {};
  const end = Date.parse(m.time);
  const ramp = fioSeconds(m.workload.options?.ramp_time);
  if (!Number.isFinite(end) || ramp === undefined) return {};
  return {
    startedEstimate: new Date(Math.round((end - (lengthS + ramp) * 1000) / 1000) * 1000).toISOString(),
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

/**
 * The load curves of one disk: every workload (pattern, mix, block size, engine, and the summary
 * policy's variant) run at two or more QD × jobs points. A point is one workload summary: its runs
 * are the repeats, its figures those of the representative run (the same run as everywhere else).
 */
export function loadCurvesOf(summaries: readonly WorkloadSummary[]): LoadCurve[] {
  const byCurve = new Map<string, Map<string, WorkloadSummary & { representative: Measurement }>>();
  for (const s of curveSummaries(summaries)) {
    const m = s.representative;
    const key = curveKeyOf(m) + (s.variant ? `|${s.variant}` : '');
    const points = byCurve.get(key) ?? new Map<string, WorkloadSummary & { representative: Measurement }>();
    byCurve.set(key, points);
    const at = `${m.workload.queueDepth}x${m.workload.jobs}`;
    // One summary per point: variants are apart in the key, so a second one here cannot happen
    // unless two variants label alike; the first (in the policy's order) stands.
    if (!points.has(at)) points.set(at, s);
  }
  const curves: LoadCurve[] = [];
  for (const [key, byPoint] of byCurve) {
    if (byPoint.size < 2) continue;
    const points = [...byPoint.values()]
      .map((summary) => toPoint(summary))
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

/** The load curves of measurements of one disk (summarised here by the policy). */
export function loadCurves(ms: readonly Measurement[], diskId: string): LoadCurve[] {
  return loadCurvesOf(summariseMeasurements(ms, diskId));
}

export function diskLoadCurves(ds: Dataset, diskId: string): LoadCurve[] {
  return loadCurvesOf(summariseDisk(ds, diskId));
}

/** "QD 8 × 2 jobs" is what a reader sees; `8×2` is the short label on the chart. */
export function pointLabel(p: Pick<LoadPoint, 'queueDepth' | 'jobs'>): string {
  return `${p.queueDepth}×${p.jobs}`;
}
