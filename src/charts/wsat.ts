// PTS Write Saturation charts (docs/pts-bundles.md §6: iops-linear-time, iops-log-time, iops-linear-tgbw,
// iops-log-tgbw): 4k random-write IOPS per interval against elapsed time or against total bytes
// written, with a linear or logarithmic IOPS axis (the suite's "log" charts are log on y). TGBW is in
// bytes inside; shown in GB (10^9) or GiB (2^30) to follow the reader's MB/s vs MiB/s choice — the
// suite's own axis says "GB" but holds MiB (§7), which this chart does not repeat.
import { describeChart } from './descriptions';
import type { Options, SeriesLineOptions } from 'highcharts';
import type { WsatPoint } from '../analysis/wsat';
import { GB, GiB } from '../model/units';
import { translate, type Lang } from '../i18n';
import { baseOptions } from './theme';
import { timeChartStrings } from './time-strings';
import type { DisplayUnits } from './units';
import { chartText } from './chart-text';

export type WsatAxis = 'time' | 'tgbw';
export type YScale = 'linear' | 'log';

export interface WsatChartInput {
  name: string;
  points: readonly WsatPoint[];
}

/** TGBW display unit: decimal GB beside MB/s, binary GiB beside MiB/s. */
export function tgbwUnit(units: DisplayUnits): { label: 'GB' | 'GiB'; bytes: number } {
  return units.bw === 'MiB/s' ? { label: 'GiB', bytes: GiB } : { label: 'GB', bytes: GB };
}

/** The x value of a WSAT point: minutes since the first interval started, or TGBW in GB/GiB. */
export function wsatX(p: WsatPoint, axis: WsatAxis, units: DisplayUnits): number {
  return axis === 'time' ? p.elapsed / 60 : p.tgbw / tgbwUnit(units).bytes;
}

export function wsatXTitle(axis: WsatAxis, units: DisplayUnits, lang: Lang = 'en'): string {
  return axis === 'time'
    ? translate(timeChartStrings, lang, 'wsatTime')
    : translate(timeChartStrings, lang, 'wsatTgbw', { unit: tgbwUnit(units).label });
}

export function buildWsat(
  curves: readonly WsatChartInput[],
  axis: WsatAxis,
  yScale: YScale,
  units: DisplayUnits,
  lang: Lang = 'en',
): Options {
  const xTitle = wsatXTitle(axis, units, lang);
  return chartText({
    ...baseOptions({
      description: describeChart(lang, 'wsat', {
        x: xTitle,
        scale: describeChart(lang, yScale === 'log' ? 'scaleLog' : 'scaleLinear'),
      }),
      filename: `wsat-iops-${yScale}-${axis}`,
    }),
    chart: { zooming: { type: 'x' } },
    xAxis: { title: { text: xTitle }, min: 0 },
    yAxis: {
      title: { text: translate(timeChartStrings, lang, 'wsatY') },
      type: yScale === 'log' ? 'logarithmic' : 'linear',
    },
    tooltip: { valueSuffix: ' IOPS', valueDecimals: 0, headerFormat: '' },
    series: curves.map<SeriesLineOptions>((c) => ({
      type: 'line',
      name: c.name,
      marker: { enabled: c.points.length < 200, radius: 3 },
      data: c.points.map((p) => ({
        x: wsatX(p, axis, units),
        y: p.iops,
        name: translate(timeChartStrings, lang, 'interval', { n: p.interval, round: p.round }),
      })),
    })),
  });
}
