// Advertised IOPS or throughput against capacity for chosen curves (the seed's 0–4000 GB figure),
// with measured disks as points on the same axes. Pure: (spec) → Highcharts.Options.
import type { Options, SeriesOptionsType } from 'highcharts';
import { expectedAtSize, headline, sizeIn, type CompiledCurve, type DiskSize } from '../expected';
import type { SizeUnit } from '../model/types';
import { baseOptions, PALETTE } from './theme';
import { bwToDisplay, type DisplayUnits } from './units';
import { chartText } from './chart-text';
import { curveTitle } from './curve-name';
import type { Lang } from '../i18n';

/** Colours of the measured disks: the palette in reverse, so they differ from the first curves. */
const POINT_COLOURS = [...PALETTE].reverse();

export interface MeasuredPoint {
  label: string;
  size: DiskSize;
  /** Base units: IOPS or bytes/s. */
  value: number;
  comparable: boolean;
}

/** An instance limit drawn as its own horizontal line (it does not depend on the disk size). */
export interface LimitLine {
  label: string;
  /** Base units: IOPS or bytes/s. */
  value: number;
}

export interface CurvesChartSpec {
  curves: CompiledCurve[];
  metric: 'iops' | 'bw';
  xMax: number;
  xUnit: SizeUnit;
  log: boolean;
  units: DisplayUnits;
  points: MeasuredPoint[];
  /** Instance limits of the measured disks; drawn only where they are within reach of the chart. */
  limits?: LimitLine[];
  /** Axis and legend words in the page's language. */
  text: { capacity: string; measured: string; notComparable: string; title: string };
  samples?: number;
  /** The page language: curve names in the legend, tooltips and CSV. */
  lang: Lang;
}

function sizes(spec: CurvesChartSpec): number[] {
  const n = spec.samples ?? 400;
  const lo = spec.log ? 1 : 0;
  return Array.from({ length: n + 1 }, (_, i) =>
    spec.log ? lo * Math.pow(spec.xMax / lo, i / n) : lo + ((spec.xMax - lo) * i) / n,
  );
}

function toDisplay(metric: 'iops' | 'bw', base: number, units: DisplayUnits): number {
  return metric === 'iops' ? base : bwToDisplay(base, units.bw);
}

/** One curve sampled over the axis; null outside the sizes sold or where it cannot be evaluated. */
export function sampleCurve(curve: CompiledCurve, spec: CurvesChartSpec): [number, number | null][] {
  return sizes(spec).map((x) => {
    if (x <= 0) return [x, null];
    const f = expectedAtSize(curve, { value: x, unit: spec.xUnit });
    const v = headline(spec.metric === 'iops' ? f.iops : f.bw);
    return [x, v === undefined || f.outOfRange ? null : toDisplay(spec.metric, v, spec.units)];
  });
}

export function buildExpectedCurves(spec: CurvesChartSpec): Options {
  const unitLabel = spec.metric === 'iops' ? 'IOPS' : spec.units.bw;
  const lines: SeriesOptionsType[] = spec.curves.map((c) => ({
    type: 'line',
    name: `${curveTitle(c, spec.lang)}${c.origin === 'custom' ? ' *' : ''}`,
    data: sampleCurve(c, spec),
    marker: { enabled: false },
    dashStyle: c.provider === 'tencent' ? 'ShortDash' : 'Solid',
    custom: { curveId: c.id },
  }));
  // Each measured disk in a colour of its own and labelled, so a reader tells the dots apart
  // (darker shades than the curves' palette order would repeat for the first disks).
  const points: SeriesOptionsType = {
    type: 'scatter',
    name: spec.text.measured,
    data: spec.points.map((p, i) => ({
      x: sizeIn(p.size, spec.xUnit),
      y: toDisplay(spec.metric, p.value, spec.units),
      name: p.comparable ? p.label : `${p.label} (x ${spec.text.notComparable})`,
      color: POINT_COLOURS[i % POINT_COLOURS.length],
      marker: { symbol: p.comparable ? 'circle' : 'triangle-down' },
    })),
    marker: { radius: 5 },
    tooltip: { pointFormat: '{point.name}: <b>{point.y:,.1f}</b> ' + unitLabel },
  };
  // A limit far above every curve and point would only flatten the chart: it binds nowhere here.
  const top = Math.max(
    0,
    ...lines.flatMap((l) => ((l as { data?: [number, number | null][] }).data ?? []).map(([, y]) => y ?? 0)),
    ...spec.points.map((p) => toDisplay(spec.metric, p.value, spec.units)),
  );
  const limitLines: SeriesOptionsType[] = (spec.limits ?? [])
    .map((l) => ({ ...l, y: toDisplay(spec.metric, l.value, spec.units) }))
    .filter((l) => l.y <= top * 1.25)
    .map((l) => ({
      type: 'line',
      name: l.label,
      data: [
        [spec.log ? 1 : 0, l.y],
        [spec.xMax, l.y],
      ],
      dashStyle: 'Dot',
      lineWidth: 1.5,
      marker: { enabled: false },
      custom: { limit: true },
    }));
  const base = baseOptions({ description: spec.text.title, filename: `expected-${spec.metric}` });
  return chartText({
    ...base,
    xAxis: {
      type: spec.log ? 'logarithmic' : 'linear',
      min: spec.log ? 1 : 0,
      max: spec.xMax,
      title: { text: `${spec.text.capacity} (${spec.xUnit})` },
    },
    yAxis: {
      type: spec.log ? 'logarithmic' : 'linear',
      title: { text: unitLabel },
      min: spec.log ? undefined : 0,
    },
    tooltip: { valueDecimals: 1, headerFormat: `{point.x:,.0f} ${spec.xUnit}<br/>`, shared: false },
    series: [...lines, ...limitLines, points],
    // Labels in plotOptions (not on the series) so the narrow-chart rule below can turn them off.
    plotOptions: {
      scatter: {
        dataLabels: {
          enabled: spec.points.length <= 24,
          format: '{point.name}',
          style: { fontSize: '10px', fontWeight: 'normal', textOutline: '2px #fff' },
        },
      },
    },
    // On a phone the measured disks sit within a few pixels of the origin and their labels piled
    // up over each other and the curves: there each disk is named by its tooltip instead.
    responsive: {
      rules: [
        ...(base.responsive?.rules ?? []),
        {
          condition: { maxWidth: 520 },
          chartOptions: { plotOptions: { scatter: { dataLabels: { enabled: false } } } },
        },
      ],
    },
  });
}
