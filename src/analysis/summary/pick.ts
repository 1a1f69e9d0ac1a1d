// Which figure of a workload's repeats a view shows: the summary (the default, everywhere), the
// best run (only where the user asks, and labelled so), or one run by its position in run order.
import { higherIsBetter, metricValue, type MatrixMetric } from '../metric-value';
import type { Measurement } from '../../model/types';
import { readingIndex, readingKind } from './readings';
import type { MetricSummary, WorkloadSummary } from './types';

/** `summary`, `best`, or a run's 1-based position in run order. */
export type FigurePick = 'summary' | 'best' | number;

export interface PickedFigure {
  value: number;
  /** The run the value is from; for the summary, its representative run (median IOPS). */
  run: Measurement;
  pick: FigurePick;
  /** The metric's summary (the spread and n travel with every figure). */
  stat: MetricSummary;
  kind?: 'lat' | 'clat';
}

export function pickFigure(
  ws: WorkloadSummary,
  metric: MatrixMetric,
  pick: FigurePick = 'summary',
): PickedFigure | undefined {
  const stat = ws.metrics[metric];
  if (!stat) return undefined;
  if (pick === 'summary') {
    // The paired run: the representative when it has the metric, else the used run nearest the value.
    const run = stat.used.runs[Math.max(0, readingIndex(stat.used, ws.representative))]!;
    return { value: stat.value, run, pick, stat, ...(stat.kind ? { kind: stat.kind } : {}) };
  }
  if (pick === 'best') {
    // The first of equal best values, as in run order.
    const { values } = stat.values;
    const higher = higherIsBetter(metric);
    let at = 0;
    for (let i = 1; i < values.length; i++)
      if (higher ? values[i]! > values[at]! : values[i]! < values[at]!) at = i;
    const kind = readingKind(stat.values, at);
    return { value: values[at]!, run: stat.values.runs[at]!, pick, stat, ...(kind ? { kind } : {}) };
  }
  const run = ws.runs[pick - 1];
  const v = run ? metricValue(run, metric) : undefined;
  if (!run || !v) return undefined;
  return { value: v.value, run, pick, stat, ...(v.kind ? { kind: v.kind } : {}) };
}

/** The 1-based position of a run in its workload's run order (0 when it is not one of them). */
export function runPosition(ws: WorkloadSummary, run: Measurement): number {
  return ws.runs.indexOf(run) + 1;
}
