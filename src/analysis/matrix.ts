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
import {
  pickFigure,
  summariseDisk,
  type FigurePick,
  type PickedFigure,
  type WorkloadSummary,
} from './summary';
export type { FigurePick } from './summary';

/** Further facets of plain fio runs: the same bs × mix cell can exist at several depths and job counts. */
export interface MatrixFacet {
  pattern: Pattern;
  queueDepth?: number;
  jobs?: number;
  /** Runs of one workload that differ in a key field (`filename=/dev/nvme0n1`): one at a time. */
  variant?: string;
}

export interface MatrixSpec {
  source: MatrixSource;
  metric: MatrixMetric;
  /** Only for `fio`: which pattern / queue depth / jobs to show. Unset fields match anything. */
  facet?: MatrixFacet;
  /** Which figure of the repeats: the summary (default), the best run, or run k in run order. */
  pick?: FigurePick;
}

export interface MatrixCell {
  blockSize: Bytes;
  readPct: Percent;
  /** In base units; undefined when the run failed or does not have this metric. */
  value?: number;
  status: 'ok' | 'failed' | 'no-value';
  /** For latency: whether the value is total latency or (fio percentiles) completion latency. */
  latencyKind?: 'lat' | 'clat';
  /**
   * The run the value came from (provenance lives there): for the summary its representative run
   * (median IOPS), for a pick the run picked; a failed run when every run failed.
   */
  measurement: Measurement;
  /** The repeats of the cell's workload (analysis/summary): n, spread, drift, every run. */
  summary: WorkloadSummary;
  /** The shown figure with its statistic; undefined when no run has the metric. */
  figure?: PickedFigure;
  /** Other workloads at this block size and mix that the facet does not pin down (not shown). */
  elsewhere: number;
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

function facetMatches(w: Measurement['workload'], facet: MatrixFacet | undefined): boolean {
  if (!facet) return true;
  if (w.pattern !== facet.pattern) return false;
  if (facet.queueDepth !== undefined && w.queueDepth !== facet.queueDepth) return false;
  if (facet.jobs !== undefined && w.jobs !== facet.jobs) return false;
  return true;
}

/** A summary's variant against the facet's: a workload without variants shows under any. */
const variantMatches = (s: WorkloadSummary, facet: MatrixFacet | undefined) =>
  s.variant === undefined || facet?.variant === undefined || s.variant === facet.variant;

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

/** Which matrix sources a disk has results for, in report order. */
export function sourcesOf(ds: Dataset, diskId: string): MatrixSource[] {
  return MATRIX_SOURCES.filter((s) => matrixMeasurements(ds, diskId, s).length > 0);
}

const facetKey = (f: MatrixFacet) => `${f.pattern}|${f.queueDepth ?? ''}|${f.jobs ?? ''}|${f.variant ?? ''}`;

/**
 * The summaries (repeats of one workload) of one disk that feed a matrix of `source`: results with
 * a block size (a run without one has no row, never 0 B), no trim runs (they have no mix).
 */
function matrixSummaries(ds: Dataset, diskId: string, source: MatrixSource): WorkloadSummary[] {
  return summariseDisk(ds, diskId).filter(
    (s) => s.test === source && !s.workload.trim && s.workload.blockSize !== undefined,
  );
}

/**
 * The distinct pattern / queue depth / jobs combinations of a disk's fio runs, sorted; where runs of
 * one workload differ in a key field (variants), one facet per variant, never pooled.
 */
export function fioFacets(ds: Dataset, diskId: string): MatrixFacet[] {
  const byKey = new Map<string, MatrixFacet>();
  const summaries = summariseDisk(ds, diskId).filter((s) => s.test === 'fio' && !s.workload.trim);
  for (const s of summaries) {
    const f: MatrixFacet = { pattern: s.workload.pattern };
    if (s.workload.queueDepth !== undefined) f.queueDepth = s.workload.queueDepth;
    if (s.workload.jobs !== undefined) f.jobs = s.workload.jobs;
    if (s.variant !== undefined) f.variant = s.variant;
    byKey.set(facetKey(f), f);
  }
  // A combination with variants is offered once per variant only.
  const withVariant = new Set(
    [...byKey.values()].filter((f) => f.variant).map((f) => facetKey({ ...f, variant: undefined })),
  );
  return [...byKey.values()]
    .filter((f) => f.variant !== undefined || !withVariant.has(facetKey(f)))
    .sort(
      (a, b) =>
        a.pattern.localeCompare(b.pattern) ||
        (a.queueDepth ?? 0) - (b.queueDepth ?? 0) ||
        (a.jobs ?? 0) - (b.jobs ?? 0) ||
        (a.variant ?? '').localeCompare(b.variant ?? ''),
    );
}

function toCell(candidates: WorkloadSummary[], spec: MatrixSpec): MatrixCell {
  // Several workloads at one cell (the facet leaves queue depth, jobs or the variant open): the
  // facet's variant, else the one with the most runs; the others are counted, never pooled.
  const wanted = candidates.filter((s) => s.variant === spec.facet?.variant);
  const pool = wanted.length ? wanted : candidates;
  const summary = pool.reduce((a, b) => (b.n > a.n ? b : a));
  const base = {
    blockSize: summary.workload.blockSize!,
    readPct: summary.workload.readPct,
    summary,
    elsewhere: candidates.length - 1,
  };
  if (summary.n === 0) return { ...base, measurement: summary.failed[0]!, status: 'failed' };
  const figure = pickFigure(summary, spec.metric, spec.pick);
  const measurement = figure?.run ?? summary.representative ?? summary.runs[0]!;
  if (!figure) return { ...base, measurement, status: 'no-value' };
  return {
    ...base,
    measurement,
    figure,
    value: figure.value,
    status: 'ok',
    ...(figure.kind ? { latencyKind: figure.kind } : {}),
  };
}

/** Builds the block size × mix matrix of one disk for `spec`. Missing combinations stay missing (not 0). */
export function buildMatrix(ds: Dataset, diskId: string, spec: MatrixSpec): Matrix {
  const summaries = matrixSummaries(ds, diskId, spec.source).filter(
    (s) => facetMatches(s.workload, spec.facet) && variantMatches(s, spec.facet),
  );
  const groups = new Map<string, WorkloadSummary[]>();
  for (const s of summaries) {
    const key = `${s.workload.blockSize}|${s.workload.readPct}`;
    const list = groups.get(key);
    if (list) list.push(s);
    else groups.set(key, [s]);
  }
  const cells = [...groups.values()].map((g) => toCell(g, spec));
  const blockSizes = [...new Set(cells.map((c) => c.blockSize))].sort((a, b) => a - b);
  const mixes = [...new Set(cells.map((c) => c.readPct))].sort((a, b) => b - a);
  return { spec, diskId, blockSizes, mixes, cells };
}

/** The most runs any cell of the matrix summarises (pickers offer run 1 … this). */
export function mostRuns(matrix: Matrix): number {
  return matrix.cells.reduce((n, c) => Math.max(n, c.summary.n), 0);
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
    (m) => facetMatches(m.workload, facet) && m.status === 'ok',
  );
  return all.filter((metric) => runs.some((m) => metricValue(m, metric) !== undefined));
}
