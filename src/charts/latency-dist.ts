// Latency distribution charts of one run, per direction: (1) the percentile / exceedance chart —
// latency (log y) against percentile on a log-scaled tail axis (x = −log10(1 − p), so 99, 99.9 and
// 99.99 are evenly spaced), fio's percentiles as markers and the json+ histogram's cumulative curve
// as a line; (2) the json+ histogram itself. fio's percentiles are bucket estimates (midpoints of
// log-linear buckets, error < 1/128), which the subtitle says on the chart itself, so an exported
// PNG carries it too.
import { describeChart } from './descriptions';
import type {
  AxisLabelsFormatterContextObject,
  Options,
  SeriesAreaOptions,
  SeriesLineOptions,
} from 'highcharts';
import {
  histogramBins,
  percentileAtTailX,
  percentilePoints,
  TAIL_TICKS,
  tailX,
  type DirectionDistribution,
} from '../analysis/latency-distribution';
import { translate, type Lang } from '../i18n';
import { baseOptions, PALETTE } from './theme';
import { timeChartStrings, type TimeChartKey } from './time-strings';
import { latToDisplay, latUnitLabel, type DisplayUnits } from './units';
import { chartText } from './chart-text';

export const BUCKET_NOTE =
  "fio's percentiles are bucket estimates: each is the midpoint of a log-linear histogram bucket (error below 1/128), not an exact order statistic, and can exceed the max.";

/** "99.9" for a tail tick (trailing zeros dropped, at most 4 decimals). */
export function tailLabel(x: number): string {
  return String(Number(percentileAtTailX(x).toFixed(4)));
}

const KIND_NAME = {
  en: { clat: 'completion', lat: 'total', slat: 'submission' },
  zh: { clat: '完成', lat: '总', slat: '提交' },
  ru: { clat: 'завершение', lat: 'полная', slat: 'отправка' },
} as const;
const DIR_NAME = {
  en: { read: 'read', write: 'write', trim: 'trim' },
  zh: { read: '读', write: '写', trim: 'trim' },
  ru: { read: 'чтение', write: 'запись', trim: 'trim' },
} as const;
/** "read" / "读" / "чтение": an I/O direction in the page language (trim is fio's own word). */
export function directionWord(d: keyof (typeof DIR_NAME)['en'], lang: Lang): string {
  return DIR_NAME[lang][d];
}
const colorOf = (d: DirectionDistribution) =>
  PALETTE[['read', 'write', 'trim'].indexOf(d.direction)] ?? PALETTE[0] ?? '#000';

export function buildLatencyPercentiles(
  dists: readonly DirectionDistribution[],
  units: DisplayUnits,
  note: string = BUCKET_NOTE,
  lang: Lang = 'en',
): Options {
  const tr = (k: TimeChartKey, p?: Record<string, string | number>) =>
    translate(timeChartStrings, lang, k, p);
  const unit = latUnitLabel(units.lat);
  const series: SeriesLineOptions[] = [];
  let maxX = tailX(99.99);
  for (const d of dists) {
    const pts = percentilePoints(d.stats);
    const bins = histogramBins(d.stats);
    for (const p of pts) maxX = Math.max(maxX, p.x);
    // The histogram's last buckets lie beyond p99.99 when N > 10^4 (mid-rank 1 − 1/2N).
    for (const b of bins) maxX = Math.max(maxX, b.x);
    if (pts.length)
      series.push({
        type: 'line',
        name: tr('pctSeries', { dir: DIR_NAME[lang][d.direction], kind: d.kind }),
        color: colorOf(d),
        marker: { enabled: true, radius: 4 },
        data: pts.map((p) => ({ x: p.x, y: latToDisplay(p.ns, units.lat), name: `p${p.p}` })),
      });
    if (bins.length)
      series.push({
        type: 'line',
        name: tr('histSeries', { dir: DIR_NAME[lang][d.direction], kind: d.kind }),
        color: colorOf(d),
        dashStyle: 'ShortDash',
        step: 'left',
        marker: { enabled: false },
        data: bins.map((b) => ({ x: b.x, y: latToDisplay(b.ns, units.lat) })),
      });
  }
  const kinds = [...new Set(dists.map((d) => KIND_NAME[lang][d.kind]))].join(' / ');
  return chartText({
    ...baseOptions({
      description: describeChart(lang, 'latencyPercentiles', { unit }),
      filename: 'latency-percentiles',
    }),
    subtitle: { text: note, style: { fontSize: '11px' } },
    chart: { zooming: { type: 'xy' } },
    xAxis: {
      title: { text: tr('pctX') },
      min: 0,
      max: Math.ceil(maxX),
      // 0, 50, 90, 99, 99.9, 99.99, then one more nine per step as far as the data reaches.
      tickPositions: [
        ...TAIL_TICKS.map(tailX),
        ...Array.from({ length: Math.max(0, Math.ceil(maxX) - 4) }, (_, i) => 5 + i),
      ],
      labels: {
        formatter(this: AxisLabelsFormatterContextObject) {
          return tailLabel(Number(this.value));
        },
      },
      gridLineWidth: 1,
    },
    yAxis: {
      type: 'logarithmic',
      title: { text: tr('latY', { kind: kinds || KIND_NAME[lang].clat, unit }) },
    },
    tooltip: { valueSuffix: ` ${unit}`, valueDecimals: 2, headerFormat: '' },
    series,
  });
}

/** The json+ histogram per direction: share of I/Os per bucket against latency (log x). */
export function buildLatencyHistogram(
  dists: readonly DirectionDistribution[],
  units: DisplayUnits,
  note: string = BUCKET_NOTE,
  lang: Lang = 'en',
): Options {
  const tr = (k: TimeChartKey, p?: Record<string, string | number>) =>
    translate(timeChartStrings, lang, k, p);
  const unit = latUnitLabel(units.lat);
  const withBins = dists.filter((d) => d.stats.histogram);
  return chartText({
    ...baseOptions({
      description: describeChart(lang, 'latencyHistogram', { unit }),
      filename: 'latency-histogram',
    }),
    subtitle: { text: note, style: { fontSize: '11px' } },
    chart: { zooming: { type: 'x' } },
    xAxis: { type: 'logarithmic', title: { text: tr('histX', { unit }) } },
    yAxis: { title: { text: tr('histY') }, min: 0 },
    tooltip: { valueSuffix: ' %', valueDecimals: 3 },
    // A stepped area, not columns: buckets are log-linear, so on a log axis their widths vary.
    series: withBins.map<SeriesAreaOptions>((d) => ({
      type: 'area',
      step: 'center',
      name: tr('buckets', {
        dir: DIR_NAME[lang][d.direction],
        kind: d.kind,
        n: d.stats.histogram?.binsNs.length ?? 0,
      }),
      color: colorOf(d),
      fillOpacity: 0.35,
      marker: { enabled: false },
      data: histogramBins(d.stats).map((b) => [latToDisplay(b.ns, units.lat), b.share]),
    })),
  });
}
