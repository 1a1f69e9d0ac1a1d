// Small multiples: one small chart per disk (its block size × mix columns), all on the same value
// axis so bar heights compare across charts.
import { withoutEntryAnimation } from './theme';
import type { Options } from 'highcharts';
import type { Dataset } from '../model/types';
import { buildMatrixColumns } from './matrix-columns';
import { diskLabel, displayValue } from './spec';
import { compareRows, diskColour, rowDepthJobs, tint, type CompareSpec } from './compare-spec';

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
    // Shades of the disk's own colour for its mixes: a palette colour here would mean a mix while
    // the same colour means a disk in the charts around it.
    const colour = diskColour(spec, diskId);
    const series = (own.series ?? []).map((s, k, all) => ({
      ...s,
      color: tint(colour, all.length > 1 ? (0.7 * k) / (all.length - 1) : 0),
    }));
    return {
      diskId,
      title: depthJobs ? `${diskLabel(ds, diskId)} · ${depthJobs}` : diskLabel(ds, diskId),
      options: withoutEntryAnimation({
        ...own,
        series,
        // Fixed margins: a subtitle or a two-row legend must not shrink one plot and not another.
        chart: { ...own.chart, height: 320, marginTop: 44, marginBottom: 120 },
        // endOnTick off: otherwise each chart rounds the shared max up to its own tick.
        yAxis: { ...yAxis, min: 0, endOnTick: false, ...(sharedMax !== undefined ? { max: sharedMax } : {}) },
      }),
    };
  });
}
