// The block size × read/write mix matrix (SNIA PTS IOPS, throughput and latency pages, and the same
// axes filled from plain fio runs). Values stay in base units; charts convert for display.
import type { Dataset, Measurement, Pattern, TestKind } from '../model/types';
import { measurementsOf } from './by-disk';
import type { Bytes, Percent } from '../model/units';

export { PTS_BLOCK_SIZES, PTS_MIXES } from '../model/pts';

/** Where a matrix's values come from: one PTS test's results, or plain fio runs. */
export type MatrixSource = Extract<TestKind, 'iops' | 'throughput' | 'latency' | 'fio'>;
export const MATRIX_SOURCES: readonly MatrixSource[] = ['iops', 'throughput', 'latency', 'fio'];

export {
  LATENCY_METRICS,
  latencyOf,
  metricKindOf,
  metricValue,
  percentileOf,
  type MatrixMetric,
  type MetricPercentile,
} from './metric-value';
import { LATENCY_METRICS, metricValue, type MatrixMetric } from './metric-value';

/** Further facets of plain fio runs: the same bs × mix cell can exist at several depths and job counts. */
export interface MatrixFacet {
  pattern: Pattern;
  queueDepth?: number;
  jobs?: number;
}

export interface MatrixSpec {
  source: MatrixSource;
  metric: MatrixMetric;
  /** Only for `fio`: which pattern / queue depth / jobs to show. Unset fields match anything. */
  facet?: MatrixFacet;
}

export interface MatrixCell {
  blockSize: Bytes;
  readPct: Percent;
  /** In base units; undefined when the run failed or does not have this metric. */
  value?: number;
  status: 'ok' | 'failed' | 'no-value';
  /** For latency: whether the value is total latency or (fio percentiles) completion latency. */
  latencyKind?: 'lat' | 'clat';
  /** The measurement the value came from (provenance lives there). */
  measurement: Measurement;
  /** How many other runs share this cell's workload (not shown; the first successful run wins). */
  others: number;
}

export interface Matrix {
  spec: MatrixSpec;
  diskId: string;
  /** Block sizes present, small to large. */
  blockSizes: Bytes[];
  /** Mixes present as read %, 100/0 first. */
  mixes: Percent[];
  cells: MatrixCell[];
}

function facetMatches(m: Measurement, facet: MatrixFacet | undefined): boolean {
  if (!facet) return true;
  if (m.workload.pattern !== facet.pattern) return false;
  if (facet.queueDepth !== undefined && m.workload.queueDepth !== facet.queueDepth) return false;
  if (facet.jobs !== undefined && m.workload.jobs !== facet.jobs) return false;
  return true;
}

/**
 * The results (not PTS rounds) of one disk that feed a matrix of `source`; trim runs have no mix.
 * Runs of unknown block size are kept here (the disk has them: the run table lists them), and left
 * out of the matrix itself by `sized`.
 */
export function matrixMeasurements(ds: Dataset, diskId: string, source: MatrixSource): Measurement[] {
  // The disk's own measurements (indexed once per dataset), not all of them: Compare builds the
  // matrices of every compared disk several times, over datasets of thousands of disks.
  return measurementsOf(ds, diskId).filter(
    (m) => m.test === source && m.role === 'result' && !m.workload.trim,
  );
}

type Sized = Measurement & { workload: { blockSize: Bytes } };

/** A run with a block size: one without has no row of the block size × mix matrix (never 0 B). */
const sized = (m: Measurement): m is Sized => m.workload.blockSize !== undefined;

/** Which matrix sources a disk has results for, in report order. */
export function sourcesOf(ds: Dataset, diskId: string): MatrixSource[] {
  return MATRIX_SOURCES.filter((s) => matrixMeasurements(ds, diskId, s).length > 0);
}

const facetKey = (f: MatrixFacet) => `${f.pattern}|${f.queueDepth ?? ''}|${f.jobs ?? ''}`;

/** The distinct pattern / queue depth / jobs combinations of a disk's fio runs, sorted. */
export function fioFacets(ds: Dataset, diskId: string): MatrixFacet[] {
  const byKey = new Map<string, MatrixFacet>();
  for (const m of matrixMeasurements(ds, diskId, 'fio')) {
    const f: MatrixFacet = { pattern: m.workload.pattern };
    if (m.workload.queueDepth !== undefined) f.queueDepth = m.workload.queueDepth;
    if (m.workload.jobs !== undefined) f.jobs = m.workload.jobs;
    byKey.set(facetKey(f), f);
  }
  return [...byKey.values()].sort(
    (a, b) =>
      a.pattern.localeCompare(b.pattern) ||
      (a.queueDepth ?? 0) - (b.queueDepth ?? 0) ||
      (a.jobs ?? 0) - (b.jobs ?? 0),
  );
}

function toCell(runs: Sized[], metric: MatrixMetric): MatrixCell {
  // A successful run with the metric wins over a failed one; the first such run in file order.
  const ok = runs.filter((r) => r.status === 'ok');
  const withValue = ok.find((r) => metricValue(r, metric) !== undefined);
  const chosen = withValue ?? ok[0] ?? runs[0]!;
  const base = {
    blockSize: chosen.workload.blockSize,
    readPct: chosen.workload.readPct,
    measurement: chosen,
  };
  const others = runs.length - 1;
  if (chosen.status === 'failed') return { ...base, status: 'failed', others };
  const v = metricValue(chosen, metric);
  if (!v) return { ...base, status: 'no-value', others };
  return { ...base, value: v.value, status: 'ok', others, ...(v.kind ? { latencyKind: v.kind } : {}) };
}

/** Builds the block size × mix matrix of one disk for `spec`. Missing combinations stay missing (not 0). */
export function buildMatrix(ds: Dataset, diskId: string, spec: MatrixSpec): Matrix {
  const runs = matrixMeasurements(ds, diskId, spec.source)
    .filter((m) => facetMatches(m, spec.facet))
    .filter(sized);
  const groups = new Map<string, Sized[]>();
  for (const m of runs) {
    const key = `${m.workload.blockSize}|${m.workload.readPct}`;
    const list = groups.get(key);
    if (list) list.push(m);
    else groups.set(key, [m]);
  }
  const cells = [...groups.values()].map((g) => toCell(g, spec.metric));
  const blockSizes = [...new Set(cells.map((c) => c.blockSize))].sort((a, b) => a - b);
  const mixes = [...new Set(cells.map((c) => c.readPct))].sort((a, b) => b - a);
  return { spec, diskId, blockSizes, mixes, cells };
}

export function cellAt(matrix: Matrix, blockSize: Bytes, readPct: Percent): MatrixCell | undefined {
  return matrix.cells.find((c) => c.blockSize === blockSize && c.readPct === readPct);
}

/** "65/35" for a read share of 65 %. */
export function mixLabel(readPct: Percent): string {
  return `${readPct}/${100 - readPct}`;
}

/** Metrics that have at least one value in the given source for this disk (for metric pickers). */
export function metricsWithValues(
  ds: Dataset,
  diskId: string,
  source: MatrixSource,
  facet?: MatrixFacet,
): MatrixMetric[] {
  const all: MatrixMetric[] = ['iops', 'bw', ...LATENCY_METRICS];
  const runs = matrixMeasurements(ds, diskId, source).filter(
    (m) => facetMatches(m, facet) && m.status === 'ok',
  );
  return all.filter((metric) => runs.some((m) => metricValue(m, metric) !== undefined));
}
