// PTS steady-state charts (docs/pts-bundles.md §6): the convergence plot (tracking metric per round for
// each block size) and the measurement window (its rounds, the average, the ±10% and ±20% bands
// and the least-squares slope line). Pure: (rounds, steady state) → Highcharts options.
import type { Options, SeriesLineOptions } from 'highcharts';
import type { SteadyState, Tracked } from '../analysis/steady-state';
import { baseOptions } from './theme';
import { chartText } from './chart-text';

export interface ConvergenceLine {
  name: string;
  points: { round: number; value: number }[];
}

export function buildConvergence(lines: readonly ConvergenceLine[], unit: string, title: string): Options {
  return chartText({
    ...baseOptions({ description: `${title}: ${unit} per round`, filename: 'ss-convergence' }),
    xAxis: { title: { text: 'Round' }, allowDecimals: false },
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
export function buildMeasurementWindow(tracked: Tracked, ss: SteadyState): Options {
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
    ...baseOptions({ description: `Steady-state window, ${tracked.label}`, filename: 'ss-measurement' }),
    xAxis: { title: { text: 'Round' }, allowDecimals: false },
    yAxis: { title: { text: tracked.unit } },
    tooltip: { valueSuffix: ` ${tracked.unit}` },
    series: [
      { type: 'line', name: tracked.label, data: w.rounds.map((r, i) => [r, w.values[i] ?? 0]) },
      flat('Average', w.average, 'Solid'),
      flat('110% of average', w.average * 1.1, 'Dash'),
      flat('90% of average', w.average * 0.9, 'Dash'),
      flat('120% of average', w.average * 1.2, 'ShortDot'),
      flat('80% of average', w.average * 0.8, 'ShortDot'),
      {
        type: 'line',
        name: `Slope ${w.slope} · R + ${w.intercept}`,
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

/** Rows of the determination table (label, value) in the tracking unit. */
export function determinationRows(ss: SteadyState): [string, string][] {
  const w = ss.window;
  return [
    ['Measurement window', `${w.rounds[0]}-${w.rounds[w.rounds.length - 1]}`],
    ['Average', String(w.average)],
    ['Allowed maximum data excursion (20%)', String(w.maxDataExcursion)],
    ['Measured maximum data excursion', String(w.dataExcursion)],
    ['Allowed maximum slope excursion (10%)', String(w.maxSlopeExcursion)],
    ['Measured maximum slope excursion', String(w.slopeExcursion)],
    ['Least squares linear fit formula', `${w.slope} * R + ${w.intercept}`],
    ['Steady state', ss.achieved ? 'achieved' : 'NOT achieved'],
  ];
}
