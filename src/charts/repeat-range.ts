// The spread of a figure's repeats drawn on its column: an error bar from the lowest to the highest
// run wherever a figure summarises more than one run (analysis/summary). The column is the stated
// statistic; the bar shows how far the runs went.
import type { PointOptionsObject, SeriesErrorbarOptions } from 'highcharts';
import type { MatrixMetric } from '../analysis/metric-value';
import type { MatrixCell } from '../analysis/matrix';
import { displayValue } from './spec';
import type { DisplayUnits } from './units';

/** An error bar point for a cell of more than one run, else null (one run has no spread). */
export function rangePoint(
  cell: MatrixCell | undefined,
  metric: MatrixMetric,
  units: DisplayUnits,
): PointOptionsObject | null {
  const stat = cell?.figure?.stat;
  if (!stat || stat.n < 2 || cell?.value === undefined) return null;
  return { low: displayValue(metric, stat.min, units), high: displayValue(metric, stat.max, units) };
}

/**
 * An error bar series for the column series just before it (`linkedTo: ':previous'`: same legend
 * entry, same place in each group); undefined when no point has a spread.
 */
export function rangeSeries(
  name: string,
  data: (PointOptionsObject | null)[],
): SeriesErrorbarOptions | undefined {
  if (!data.some((p) => p !== null)) return undefined;
  return {
    type: 'errorbar',
    name,
    linkedTo: ':previous',
    // A null point is a gap (Highcharts takes it; its d.ts does not list it for error bars).
    data: data as SeriesErrorbarOptions['data'],
    enableMouseTracking: false,
    whiskerLength: '40%',
    color: '#333333',
  };
}
