// The value of one metric of one measurement, in base units: the one reading every summary
// (analysis/summary), matrix, chart and export starts from.
import type { LatencyStats, Measurement } from '../model/types';

export type MetricPercentile = '50' | '99' | '99.9';
export type MatrixMetric = 'iops' | 'bw' | 'latMean' | 'latMax' | `latP${MetricPercentile}`;
export const LATENCY_METRICS: readonly MatrixMetric[] = ['latMean', 'latMax', 'latP50', 'latP99', 'latP99.9'];
export const ALL_METRICS: readonly MatrixMetric[] = ['iops', 'bw', ...LATENCY_METRICS];

/** The unit family of a metric: IOPS, bytes/s or nanoseconds. */
export function metricKindOf(metric: MatrixMetric): 'iops' | 'bw' | 'lat' {
  if (metric === 'iops' || metric === 'bw') return metric;
  return 'lat';
}

/** Whether more is better (IOPS, bandwidth) or less (latency): what "best of" means. */
export function higherIsBetter(metric: MatrixMetric): boolean {
  return metricKindOf(metric) !== 'lat';
}

function isSingleDirection(m: Measurement): 'read' | 'write' | undefined {
  const dirs = (['read', 'write'] as const).filter(
    (d) => (m.directions[d]?.totalIos ?? m.directions[d]?.iops ?? 0) > 0,
  );
  return dirs.length === 1 ? dirs[0] : undefined;
}

/** The latency summary to show for a measurement: the source's total, else the only direction's. */
export function latencyOf(m: Measurement): { stats: LatencyStats; kind: 'lat' | 'clat' } | undefined {
  if (m.total.lat) return { stats: m.total.lat, kind: 'lat' };
  const dir = isSingleDirection(m);
  const d = dir ? m.directions[dir] : undefined;
  if (d?.lat) return { stats: d.lat, kind: 'lat' };
  if (d?.clat) return { stats: d.clat, kind: 'clat' };
  return undefined;
}

/**
 * A percentile of the measurement's latency. fio reports percentiles on completion latency unless
 * lat_percentiles is set, so a clat percentile is returned (and labelled) when no total one exists.
 */
export function percentileOf(
  m: Measurement,
  p: MetricPercentile,
): { value: number; kind: 'lat' | 'clat' } | undefined {
  const key = `p${p}` as const;
  const total = m.total.lat?.percentiles?.[key];
  if (total !== undefined) return { value: total, kind: 'lat' };
  const dir = isSingleDirection(m);
  const d = dir ? m.directions[dir] : undefined;
  const lat = d?.lat?.percentiles?.[key];
  if (lat !== undefined) return { value: lat, kind: 'lat' };
  const clat = d?.clat?.percentiles?.[key];
  if (clat !== undefined) return { value: clat, kind: 'clat' };
  return undefined;
}

/** The metric of one measurement in base units, or undefined when it does not have it. */
export function metricValue(
  m: Measurement,
  metric: MatrixMetric,
): { value: number; kind?: 'lat' | 'clat' } | undefined {
  if (metric === 'iops') return m.total.iops === undefined ? undefined : { value: m.total.iops };
  if (metric === 'bw') return m.total.bw === undefined ? undefined : { value: m.total.bw };
  if (metric === 'latMean' || metric === 'latMax') {
    const l = latencyOf(m);
    const v = metric === 'latMean' ? l?.stats.mean : l?.stats.max;
    return l && v !== undefined ? { value: v, kind: l.kind } : undefined;
  }
  return percentileOf(m, metric.slice(4) as MetricPercentile);
}
