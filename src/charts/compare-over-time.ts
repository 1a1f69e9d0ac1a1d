// The same series of two or more disks on one chart (e.g. the WSAT curves of two 400 GB disks),
// aligned by elapsed time or by total data written (TGBW). A curve without TGBW cannot be placed on
// the TGBW axis; it is left out and named in the chart's subtitle instead of being drawn wrongly.
import { describeChart } from './descriptions';
import type { Options, SeriesLineOptions } from 'highcharts';
import type { OverTimeCurve } from '../analysis/over-time';
import { translate, type Lang } from '../i18n';
import { baseOptions, withoutEntryAnimation } from './theme';
import { timeChartStrings } from './time-strings';
import { toDisplay, unitLabel, type DisplayUnits, type MetricKind } from './units';
import { tgbwUnit } from './wsat';
import { chartText } from './chart-text';

export type Alignment = 'time' | 'tgbw';

export interface CompareOverTimeInput {
  curves: readonly OverTimeCurve[];
  /** What the y values are (base units), e.g. iops. */
  kind: MetricKind;
  /** Axis name without unit, e.g. "WSAT write IOPS". */
  metricName: string;
  align: Alignment;
  yScale: 'linear' | 'log';
  units: DisplayUnits;
  lang?: Lang;
}

/** Curves that can be drawn with this alignment, and the names of those that cannot. */
export function alignable(
  curves: readonly OverTimeCurve[],
  align: Alignment,
): { drawn: OverTimeCurve[]; left: string[] } {
  if (align === 'time') return { drawn: [...curves], left: [] };
  const ok = (c: OverTimeCurve) => c.points.length > 0 && c.points.every((p) => p.tgbw !== undefined);
  return { drawn: curves.filter(ok), left: curves.filter((c) => !ok(c)).map((c) => c.name) };
}

export function buildCompareOverTime(input: CompareOverTimeInput): Options {
  const { kind, units, align } = input;
  const unit = unitLabel(kind, units);
  const tg = tgbwUnit(units);
  const { drawn, left } = alignable(input.curves, align);
  const longest = Math.max(0, ...drawn.map((c) => c.points[c.points.length - 1]?.t ?? 0));
  // Minutes once a run is longer than ten minutes (WSAT runs for hours), else seconds.
  const perMinute = longest > 600;
  const lang = input.lang ?? 'en';
  const xTitle =
    align === 'tgbw'
      ? translate(timeChartStrings, lang, 'cmpTgbw', { unit: tg.label })
      : translate(timeChartStrings, lang, 'cmpTime', { unit: perMinute ? 'min' : 's' });
  const x = (p: OverTimeCurve['points'][number]) =>
    align === 'tgbw' ? (p.tgbw ?? 0) / tg.bytes : perMinute ? p.t / 60 : p.t;
  const yTitle =
    kind === 'iops' && /IOPS/.test(input.metricName) ? input.metricName : `${input.metricName} (${unit})`;
  return withoutEntryAnimation(
    chartText({
      ...baseOptions({
        description: describeChart(lang, 'compareOverTime', {
          metric: input.metricName,
          count: drawn.length,
          x: xTitle,
        }),
        filename: `compare-over-time-${align}`,
      }),
      ...(left.length
        ? { subtitle: { text: translate(timeChartStrings, lang, 'cmpLeft', { names: left.join(', ') }) } }
        : {}),
      chart: { zooming: { type: 'x' } },
      // Lines arrive downsampled (≤ 4,000 points), so SVG draws them; boost only takes over for longer ones.
      boost: { useGPUTranslations: true },
      xAxis: { title: { text: xTitle }, min: 0 },
      yAxis: { title: { text: yTitle }, type: input.yScale === 'log' ? 'logarithmic' : 'linear' },
      tooltip: { valueSuffix: ` ${unit}`, valueDecimals: kind === 'iops' ? 0 : 2 },
      plotOptions: { series: { turboThreshold: 0, boostThreshold: 5000 } },
      series: drawn.map<SeriesLineOptions>((c) => ({
        type: 'line',
        name: c.name,
        marker: { enabled: c.points.length < 100, radius: 3 },
        data: c.points.map((p) => [x(p), toDisplay(kind, p.v, units)]),
      })),
    }),
  );
}
