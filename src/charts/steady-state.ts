// PTS steady-state charts (docs/pts-bundles.md §6): the convergence plot (tracking metric per round for
// each block size) and the measurement window (its rounds, the average, the ±10% and ±20% bands
// and the least-squares slope line). Pure: (rounds, steady state) → Highcharts options.
import { describeChart } from './descriptions';
import type { Options, SeriesLineOptions } from 'highcharts';
import type { SteadyState, Tracked } from '../analysis/steady-state';
import { baseOptions } from './theme';
import { chartText } from './chart-text';
import { translate, type Lang, type StringParams } from '../i18n';
import { chartStrings, type ChartWord } from './strings';

export interface ConvergenceLine {
  name: string;
  points: { round: number; value: number }[];
}

export function buildConvergence(
  lines: readonly ConvergenceLine[],
  unit: string,
  title: string,
  lang: Lang = 'en',
): Options {
  return chartText({
    ...baseOptions({
      description: describeChart(lang, 'convergence', { title, unit }),
      filename: 'ss-convergence',
    }),
    xAxis: { title: { text: translate(chartStrings, lang, 'round') }, allowDecimals: false },
    yAxis: { title: { text: unit } },
    tooltip: { valueSuffix: ` ${unit}` },
    series: lines.map<SeriesLineOptions>((l) => ({
      type: 'line',
      name: l.name,
      data: l.points.map((p) => [p.round, p.value]),
    })),
  });
}

/** The window chart; the verdict goes in the caption (achieved / NOT achieved), as the suite's report does. */
export function buildMeasurementWindow(tracked: Tracked, ss: SteadyState, lang: Lang = 'en'): Options {
  const t = (key: ChartWord, params?: StringParams) => translate(chartStrings, lang, key, params);
  const w = ss.window;
  const first = w.rounds[0] ?? 0;
  const last = w.rounds[w.rounds.length - 1] ?? 0;
  const flat = (name: string, y: number, dash: 'Dash' | 'ShortDot' | 'Solid'): SeriesLineOptions => ({
    type: 'line',
    name,
    data: [
      [first, y],
      [last, y],
    ],
    dashStyle: dash,
    marker: { enabled: false },
    enableMouseTracking: true,
  });
  return chartText({
    ...baseOptions({
      description: describeChart(lang, 'window', { label: tracked.label }),
      filename: 'ss-measurement',
    }),
    xAxis: { title: { text: translate(chartStrings, lang, 'round') }, allowDecimals: false },
    yAxis: { title: { text: tracked.unit } },
    tooltip: { valueSuffix: ` ${tracked.unit}` },
    series: [
      { type: 'line', name: tracked.label, data: w.rounds.map((r, i) => [r, w.values[i] ?? 0]) },
      flat(t('average'), w.average, 'Solid'),
      flat(t('pctOfAverage', { p: 110 }), w.average * 1.1, 'Dash'),
      flat(t('pctOfAverage', { p: 90 }), w.average * 0.9, 'Dash'),
      flat(t('pctOfAverage', { p: 120 }), w.average * 1.2, 'ShortDot'),
      flat(t('pctOfAverage', { p: 80 }), w.average * 0.8, 'ShortDot'),
      {
        type: 'line',
        name: t('slope', { slope: w.slope, intercept: w.intercept }),
        data: [
          [first, w.slope * first + w.intercept],
          [last, w.slope * last + w.intercept],
        ],
        dashStyle: 'LongDash',
        marker: { enabled: false },
      },
    ],
  });
}
