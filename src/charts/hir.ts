// PTS Host Idle Recovery charts (docs/pts-bundles.md §1, §6): write IOPS through the preconditioning and
// through each wait state (5 s writes separated by W s of idle, then the "baseline" writes), against
// minutes since the first job started — idle time shows as gaps — and the per-state means as bars,
// recomputed from the jobs beside what hir.json or a digest CSV reported.
import { describeChart } from './descriptions';
import type { Options, SeriesColumnOptions, SeriesLineOptions, XAxisPlotBandsOptions } from 'highcharts';
import type { HirPoint, HirStateMean } from '../analysis/hir';
import type { RoundMeasurement } from '../analysis/steady-state';
import { translate, type Lang } from '../i18n';
import { baseOptions, PALETTE } from './theme';
import { timeChartStrings, type TimeChartKey } from './time-strings';
import { chartText } from './chart-text';

/** Minutes from the first HIR job's start to each job's end, in hirCurve's order (NaN without stamps). */
export function hirElapsedMinutes(measurements: readonly RoundMeasurement[]): number[] {
  const jobs = measurements.filter(
    (m) => m.test === 'hir' && m.role === 'round' && m.pts && m.pts.phase !== 'wipc',
  );
  const t0 = Date.parse(jobs[0]?.pts?.started ?? '');
  return jobs.map((m) => (Date.parse(m.pts?.stopped ?? '') - t0) / 60000);
}

const waitColor = (i: number) => PALETTE[(i + 1) % PALETTE.length] ?? '#000';

/**
 * The HIR curve. `minutes[i]` is point i's x; without time stamps (NaN) the x is the job's run
 * order instead, and the axis says so.
 */
export function buildHirCurve(
  points: readonly HirPoint[],
  minutes: readonly number[],
  lang: Lang = 'en',
): Options {
  const tr = (k: TimeChartKey, p?: Record<string, string | number>) =>
    translate(timeChartStrings, lang, k, p);
  const timed = points.length > 0 && points.every((_, i) => Number.isFinite(minutes[i]));
  const x = (p: HirPoint) => (timed ? (minutes[p.index] ?? 0) : p.index + 1);
  const waits = [...new Set(points.filter((p) => p.waitS !== undefined).map((p) => p.waitS ?? 0))].sort(
    (a, b) => a - b,
  );
  const line = (name: string, pts: HirPoint[], color: string, dash?: 'ShortDash'): SeriesLineOptions => ({
    type: 'line',
    name,
    color,
    ...(dash ? { dashStyle: dash } : {}),
    marker: { enabled: pts.length < 400, radius: 3 },
    data: pts.map((p) => ({ x: x(p), y: p.iops, name: `${p.phase} · round ${p.round}` })),
  });
  const series: SeriesLineOptions[] = [
    line(
      tr('hirPre'),
      points.filter((p) => p.phase === 'precondition'),
      PALETTE[0] ?? '#000',
    ),
  ];
  const bands: XAxisPlotBandsOptions[] = [];
  waits.forEach((w, i) => {
    const inState = points.filter((p) => p.waitS === w);
    series.push(
      line(
        tr('hirWait', { w }),
        inState.filter((p) => p.phase === 'wait'),
        waitColor(i),
      ),
    );
    series.push(
      line(
        tr('hirBaseline', { w }),
        inState.filter((p) => p.phase === 'baseline'),
        waitColor(i),
        'ShortDash',
      ),
    );
    const xs = inState.map(x);
    if (xs.length)
      bands.push({
        from: Math.min(...xs),
        to: Math.max(...xs),
        color: i % 2 ? 'rgba(0,0,0,0.04)' : 'rgba(0,114,178,0.06)',
        label: { text: `${w} s`, style: { fontSize: '10px' } },
      });
  });
  return chartText({
    ...baseOptions({
      description: describeChart(lang, 'hirCurve'),
      filename: 'hir-iops',
    }),
    chart: { zooming: { type: 'x' } },
    xAxis: {
      title: { text: timed ? tr('hirTime') : tr('hirOrder') },
      plotBands: bands,
      maxPadding: 0.03,
    },
    yAxis: { title: { text: tr('wsatY') } },
    tooltip: { valueSuffix: ' IOPS', valueDecimals: 0 },
    series: series.filter((s) => (s.data?.length ?? 0) > 0),
  });
}

/** One bar series of the per-state means chart. */
export interface HirBars {
  name: string;
  steadyState?: number;
  waits: readonly { waitS: number; iops: number }[];
}

export const STEADY_CATEGORY = timeChartStrings.en.steady;

/** Bars from hirStateMeans: the wait means, or (baseline: true) the baseline means. */
export function barsFromStateMeans(
  name: string,
  means: readonly HirStateMean[],
  steadyState: number | undefined,
  baseline = false,
): HirBars {
  const waits = means.flatMap((m) => {
    const iops = baseline ? m.baseline : m.wait;
    return iops === undefined ? [] : [{ waitS: m.waitS, iops }];
  });
  return steadyState === undefined ? { name, waits } : { name, steadyState, waits };
}

/** Per-state mean IOPS as grouped bars: steady state, then each wait state. */
export function buildHirBars(bars: readonly HirBars[], lang: Lang = 'en'): Options {
  const tr = (k: TimeChartKey, p?: Record<string, string | number>) =>
    translate(timeChartStrings, lang, k, p);
  const waits = [...new Set(bars.flatMap((b) => b.waits.map((w) => w.waitS)))].sort((a, b) => a - b);
  const categories = [tr('steady'), ...waits.map((w) => tr('idle', { w }))];
  return chartText({
    ...baseOptions({ description: describeChart(lang, 'hirBars'), filename: 'hir-state-means' }),
    xAxis: { categories, title: { text: tr('state') } },
    yAxis: { title: { text: tr('hirBarsY') } },
    tooltip: { valueSuffix: ' IOPS', valueDecimals: 0 },
    series: bars.map<SeriesColumnOptions>((b) => ({
      type: 'column',
      name: b.name,
      data: [b.steadyState ?? null, ...waits.map((w) => b.waits.find((x) => x.waitS === w)?.iops ?? null)],
    })),
  });
}
