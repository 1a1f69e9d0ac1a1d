// fio logs over time (bw, iops, lat, clat, slat): one line per job and direction, plus the merged
// line, zoomable on x. Long series are downsampled before they get here (analysis/downsample.ts);
// boost takes over only for a series above its threshold. A check that disagrees with the JSON summary becomes a
// red plot band label on the chart, so the reader sees it where they look.
import { describeChart } from './descriptions';
import type { Options, SeriesLineOptions } from 'highcharts';
import type { LogCheck } from '../analysis/log-check';
import type { SeriesLike } from '../analysis/log-merge';
import { baseOptions } from './theme';
import { toDisplay, unitLabel, type DisplayUnits, type MetricKind } from './units';
import { chartText } from './chart-text';
import { translate, type Lang } from '../i18n';
import { chartStrings } from './strings';

export interface NamedSeries {
  name: string;
  series: Pick<SeriesLike, 'metric' | 't' | 'v'>;
}

const kindOf = (m: SeriesLike['metric']): MetricKind => (m === 'bw' ? 'bw' : m === 'iops' ? 'iops' : 'lat');

/**
 * The x axis' title: time since the job started, as fio stamps logs by default; or, for logs
 * stamped in Unix epoch ms (log_unix_epoch=1; `origins`: each one's first line, TimeSeries.originMs),
 * since the first line, with its date and time (UTC), because the job's start is not in such a log.
 * Each log counts from its own first line, so logs of several jobs say so.
 */
function timeTitle(lang: Lang, origins: readonly number[]): string {
  if (origins.length === 0) return translate(chartStrings, lang, 'timeSinceStart');
  const first = Math.min(...origins);
  const start = `${new Date(first).toISOString().replace('T', ' ').replace(/Z$/, '')} UTC`;
  const one = origins.every((o) => o === first);
  return translate(chartStrings, lang, one ? 'timeSinceFirstLine' : 'timeSinceFirstLines', { start });
}

export function buildTimeseries(
  lines: readonly NamedSeries[],
  units: DisplayUnits,
  checks: readonly LogCheck[] = [],
  lang: Lang = 'en',
  /** Epoch ms that t = 0 stands for in each log stamped in Unix epoch ms (TimeSeries.originMs). */
  origins: readonly number[] = [],
): Options {
  const metric = lines[0]?.series.metric ?? 'iops';
  const kind = kindOf(metric);
  const unit = unitLabel(kind, units);
  const bad = checks.filter((c) => !c.ok);
  return chartText({
    ...baseOptions({
      description: describeChart(lang, 'fioLog', { metric, unit }),
      filename: `fio-${metric}-log`,
    }),
    chart: { zooming: { type: 'x' } },
    // Lines arrive downsampled (≤ 4,000 points), so SVG draws them: `seriesThreshold: 1` boosted
    // every chart, and without a GPU its canvas copy (toDataURL) blocked the page 200–550 ms.
    // Boost takes over only for a series past `boostThreshold` (Highcharts' own seriesThreshold of
    // 50 series stays, as in compare-over-time.ts).
    boost: { useGPUTranslations: true },
    xAxis: { title: { text: timeTitle(lang, origins) } },
    yAxis: {
      title: { text: `${metric} (${unit})` },
      plotLines: bad.map((c) => ({
        value: toDisplay(kind, c.summary, units),
        color: '#D55E00',
        dashStyle: 'Dash',
        width: 2,
        label: {
          text: translate(chartStrings, lang, 'logDiffers', {
            dir: c.direction,
            pct: (c.relDiff * 100).toFixed(1),
          }),
          useHTML: false,
        },
      })),
    },
    tooltip: { valueSuffix: ` ${unit}`, valueDecimals: 2 },
    plotOptions: { series: { turboThreshold: 0, boostThreshold: 5000, marker: { enabled: false } } },
    series: lines.map<SeriesLineOptions>((l) => ({
      type: 'line',
      name: l.name,
      data: l.series.t.map((t, i) => [t, toDisplay(kind, l.series.v[i] ?? 0, units)]),
    })),
  });
}
