// Small multiples: one small chart per disk (its block size × mix columns), all on the same value
// axis so bar heights compare across charts.
import type { Options } from 'highcharts';
import type { Dataset } from '../model/types';
import { buildMatrixColumns } from './matrix-columns';
import { diskLabel, displayValue } from './spec';
import { compareRows, rowDepthJobs, type CompareSpec } from './compare-spec';

export interface SmallMultiple {
  diskId: string;
  title: string;
  options: Options;
}

export function buildCompareMultiples(ds: Dataset, spec: CompareSpec): SmallMultiple[] {
  const rows = compareRows(ds, spec);
  const values = rows.flatMap((r) => r.matrix.cells.flatMap((c) => (c.value === undefined ? [] : [c.value])));
  const sharedMax = values.length ? displayValue(spec.metric, Math.max(...values), spec.units) : undefined;
  return rows.map((row) => {
    const { diskId, matrix } = row;
    const depthJobs = rowDepthJobs(row, spec);
    const own = buildMatrixColumns(ds, { ...matrix.spec, diskId, units: spec.units, lang: spec.lang });
    const yAxis = Array.isArray(own.yAxis) ? own.yAxis[0] : own.yAxis;
    return {
      diskId,
      title: depthJobs ? `${diskLabel(ds, diskId)} · ${depthJobs}` : diskLabel(ds, diskId),
      options: {
        ...own,
        // Fixed margins: a subtitle or a two-row legend must not shrink one plot and not another.
        chart: { ...own.chart, height: 320, marginTop: 44, marginBottom: 120 },
        // endOnTick off: otherwise each chart rounds the shared max up to its own tick.
        yAxis: { ...yAxis, min: 0, endOnTick: false, ...(sharedMax !== undefined ? { max: sharedMax } : {}) },
      },
    };
  });
}
