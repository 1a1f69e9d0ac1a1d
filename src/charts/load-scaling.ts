// The views a fio-plot user expects of a QD sweep (SNIA PTS demand variation): IOPS and mean latency
// against queue depth, one line per jobs count, and the queue depth × jobs grid as a heatmap. Same
// points, units and tooltips as the load curve (load-point.ts).
import type { Options, PointOptionsObject, SeriesHeatmapOptions, SeriesLineOptions } from 'highcharts';
import type { LoadCurve, LoadPoint } from '../analysis/load-curve';
import { pointLabel } from '../analysis/load-curve';
import type { Lang } from '../i18n';
import { chartText } from './chart-text';
import { curveLabel, loadPointInfo, lt } from './load-point';
import { HEATMAP_CELLS } from './matrix-heatmap';
import { provenanceTooltip } from './provenance';
import { baseOptions, HEAT_STOPS, PALETTE } from './theme';
import {
  axisTitle,
  compactNumber,
  formatDisplayValue,
  latToDisplay,
  toDisplay,
  type DisplayUnits,
} from './units';

export interface ScalingSpec {
  diskLabel: string;
  curve: LoadCurve;
  units: DisplayUnits;
  lang: Lang;
}

export type GridMetric = 'iops' | 'bw' | 'latMean';

const latKind = (ps: readonly LoadPoint[]) => (ps.some((p) => p.latKind === 'clat') ? 'clat' : 'lat');

/** IOPS (left axis, solid) and mean latency (right axis, dashed) against queue depth, per jobs count. */
export function buildQdScaling(spec: ScalingSpec): Options {
  const { curve, units, lang } = spec;
  const heading = `${spec.diskLabel} · ${curveLabel(curve)}`;
  const qds = curve.queueDepths;
  const series: SeriesLineOptions[] = [];
  curve.jobCounts.forEach((jobs, i) => {
    const color = PALETTE[i % PALETTE.length]!;
    const line = curve.points.filter((p) => p.jobs === jobs);
    const at = (p: LoadPoint, y: number | null): PointOptionsObject => ({
      x: qds.indexOf(p.queueDepth),
      y,
      name: pointLabel(p),
      custom: loadPointInfo(heading, curve, p, units, lang),
    });
    series.push({
      type: 'line',
      name: lt(lang, 'iopsLine', { jobs }),
      color,
      yAxis: 0,
      data: line.map((p) => at(p, p.iops)),
    });
    series.push({
      type: 'line',
      name: lt(lang, 'latLine', { kind: latKind(line), jobs }),
      color,
      dashStyle: 'Dash',
      yAxis: 1,
      data: line.map((p) => at(p, p.latMean === undefined ? null : latToDisplay(p.latMean, units.lat))),
    });
  });
  const base = baseOptions({
    description: `IOPS and mean latency of ${heading} against queue depth, one line per jobs count.`,
    filename: `${spec.diskLabel}-${curve.key}-qd-scaling`,
  });
  return chartText({
    ...base,
    subtitle: { text: lt(lang, 'scalingNote'), style: { fontSize: '11px' } },
    xAxis: { categories: qds.map(String), title: { text: lt(lang, 'qdAxis') } },
    yAxis: [
      { min: 0, title: { text: 'IOPS' } },
      { min: 0, opposite: true, title: { text: axisTitle(lt(lang, 'yLat'), 'lat', units) } },
    ],
    tooltip: { ...base.tooltip, formatter: provenanceTooltip(lang) },
    series,
  });
}

function gridValue(p: LoadPoint, metric: GridMetric, units: DisplayUnits): number | null {
  if (metric === 'iops') return p.iops;
  if (metric === 'bw') return toDisplay('bw', p.bw, units);
  return p.latMean === undefined ? null : latToDisplay(p.latMean, units.lat);
}

/** The queue depth × jobs grid: depths across, jobs down, one cell per run (missing cells stay empty). */
export function buildQdJobsHeatmap(spec: ScalingSpec & { metric: GridMetric }): Options {
  const { curve, units, lang, metric } = spec;
  const heading = `${spec.diskLabel} · ${curveLabel(curve)}`;
  const kind = metric === 'latMean' ? 'lat' : metric;
  const name =
    metric === 'iops'
      ? 'IOPS'
      : metric === 'bw'
        ? axisTitle(lt(lang, 'xBw'), 'bw', units)
        : axisTitle(`${lt(lang, 'yLat')} (${latKind(curve.points)})`, 'lat', units);
  const data: PointOptionsObject[] = curve.points.map((p) => {
    const v = gridValue(p, metric, units);
    return {
      x: curve.queueDepths.indexOf(p.queueDepth),
      y: curve.jobCounts.indexOf(p.jobs),
      value: v,
      custom: {
        ...loadPointInfo(heading, curve, p, units, lang),
        cellText: v === null ? '—' : formatDisplayValue(kind, v, lang),
        shortText: v === null ? '—' : compactNumber(v, lang),
      },
    };
  });
  const base = baseOptions({
    description: `${name} of ${heading} by queue depth and jobs, as a heatmap.`,
    filename: `${spec.diskLabel}-${curve.key}-qd-jobs-${metric}`,
    height: Math.max(260, 160 + curve.jobCounts.length * 50),
  });
  const heat: SeriesHeatmapOptions = {
    type: 'heatmap',
    name,
    data,
    ...HEATMAP_CELLS,
  };
  return chartText({
    ...base,
    chart: { ...base.chart, type: 'heatmap', plotBorderWidth: 1 },
    subtitle: { text: lt(lang, 'heatNote'), style: { fontSize: '11px' } },
    xAxis: { categories: curve.queueDepths.map(String), title: { text: lt(lang, 'qdAxis') } },
    yAxis: { categories: curve.jobCounts.map(String), title: { text: lt(lang, 'jobsAxis') }, reversed: true },
    colorAxis: {
      min: 0,
      stops: metric === 'latMean' ? [...HEAT_STOPS] : HEAT_STOPS,
      startOnTick: false,
      endOnTick: false,
    },
    legend: {
      enabled: true,
      title: { text: name },
      align: 'center',
      layout: 'horizontal',
      verticalAlign: 'bottom',
    },
    tooltip: { ...base.tooltip, formatter: provenanceTooltip(lang) },
    series: [heat],
  });
}
