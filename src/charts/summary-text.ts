// What a figure summarises, in words: "median of 5 runs, 22,222–34,092 IOPS", the drift, the
// spread. One function per line, used by tooltips, tables, chart subtitles and the Overview alike.
import type { Workload } from '../model/types';
import { metricKindOf, type MatrixMetric } from '../analysis/metric-value';
import type { FigurePick, PickedFigure, WorkloadSummary } from '../analysis/summary';
import { mostRuns, type Matrix } from '../analysis/matrix';
import { translate, type Lang, type StringParams } from '../i18n';
import { summaryStrings, type SummaryWord } from './summary-strings';
import { formatDisplayValue, formatMetric, toDisplay, unitLabel, type DisplayUnits } from './units';
import type { FigureKey, HeadlineColumn } from '../analysis/headline';
import { blockSizeLabel } from '../model/units';

/** "QD16 × 8 jobs": queue depth and jobs, with "?" where the file does not say. */
export function depthJobsLabel(w: Pick<Workload, 'queueDepth' | 'jobs'>, lang: Lang): string {
  // A digest or summary table that states neither: say so, not "QD? × ? jobs".
  if (w.queueDepth === undefined && w.jobs === undefined)
    return translate(summaryStrings, lang, 'qdUnstated');
  return translate(summaryStrings, lang, w.jobs === 1 ? 'qdJob1' : 'qdJobs', {
    qd: w.queueDepth ?? '?',
    jobs: w.jobs ?? '?',
  });
}

/** "28,423–34,092 IOPS". */
export function rangeText(
  metric: MatrixMetric,
  min: number,
  max: number,
  units: DisplayUnits,
  lang: Lang = 'en',
): string {
  const kind = metricKindOf(metric);
  return `${formatDisplayValue(kind, toDisplay(kind, min, units), lang)}–${formatMetric(kind, max, units, lang)}`;
}

/** The percentile's name as the per-run figure ("p99"), or undefined for other metrics. */
function percentileName(metric: MatrixMetric): string | undefined {
  return metric.startsWith('latP') ? `p${metric.slice(4)}` : undefined;
}

/** The statistic of the summary itself: "median of 5 runs, 22,222–34,092 IOPS" or "single run". */
export function statisticText(
  fig: Pick<PickedFigure, 'stat'>,
  metric: MatrixMetric,
  units: DisplayUnits,
  lang: Lang,
): string {
  const s = fig.stat;
  if (s.statistic === 'single') return translate(summaryStrings, lang, 'single');
  const range = rangeText(metric, s.min, s.max, units, lang);
  if (s.statistic === 'last runs')
    return translate(summaryStrings, lang, 'lastRuns', { k: s.used.values.length, n: s.n, range });
  const p = percentileName(metric);
  return p
    ? translate(summaryStrings, lang, 'medianPct', { n: s.n, p, range })
    : translate(summaryStrings, lang, 'median', { n: s.n, range });
}

/** What the shown figure is: the statistic, or "best of 5 runs (median …)", "run 2 of 5 (median …)". */
export function figureText(fig: PickedFigure, metric: MatrixMetric, units: DisplayUnits, lang: Lang): string {
  if (fig.pick === 'summary') return statisticText(fig, metric, units, lang);
  const median = formatMetric(metricKindOf(metric), fig.stat.value, units, lang);
  return fig.pick === 'best'
    ? translate(summaryStrings, lang, 'best', { n: fig.stat.n, median })
    : translate(summaryStrings, lang, 'runK', { k: fig.pick, n: fig.stat.n, median });
}

/** "drifts across repeats: first 7,801 → last 30,816 IOPS", or ''. */
export function driftText(ws: WorkloadSummary, units: DisplayUnits, lang: Lang): string {
  const d = ws.drift;
  if (!d) return '';
  const kind = metricKindOf(d.metric);
  return translate(summaryStrings, lang, 'drift', {
    first: formatDisplayValue(kind, toDisplay(kind, d.first, units), lang),
    last: formatMetric(kind, d.last, units, lang),
  });
}

/**
 * Every line a tooltip adds for a summarised figure: what it is, the sample stdev, the drift, where
 * paired figures come from, the variant, failed runs and duplicates left out.
 */
export function summaryNotes(
  fig: PickedFigure,
  ws: WorkloadSummary,
  metric: MatrixMetric,
  units: DisplayUnits,
  lang: Lang,
): string[] {
  const t = (k: SummaryWord, p?: StringParams) => translate(summaryStrings, lang, k, p);
  const out = [figureText(fig, metric, units, lang)];
  if (fig.stat.stdev !== undefined)
    out.push(t('stdev', { sd: formatMetric(metricKindOf(metric), fig.stat.stdev, units, lang) }));
  const drift = driftText(ws, units, lang);
  if (drift) out.push(drift);
  if (fig.pick === 'summary' && ws.n > 1) out.push(t('representative'));
  if (ws.variant) out.push(t('variant', { v: ws.variant }));
  if (ws.failed.length) out.push(t('failedRuns', { n: ws.failed.length }));
  if (ws.duplicates.length) out.push(t('duplicates', { n: ws.duplicates.length }));
  return out;
}

/** The picker's and subtitle's name of a pick: "Median of repeats", "Best of repeats", "Run 2 only". */
export function pickLabel(pick: FigurePick | undefined, lang: Lang): string {
  if (pick === undefined || pick === 'summary') return translate(summaryStrings, lang, 'figureSummary');
  if (pick === 'best') return translate(summaryStrings, lang, 'figureBest');
  return translate(summaryStrings, lang, 'figureRun', { k: pick });
}

/**
 * A matrix chart's note on repeats: what its figures are and, with `whiskers`, what the error bars
 * mean; '' when no cell has more than one run and the figure is the summary.
 */
export function repeatsSubtitle(matrix: Matrix, lang: Lang, whiskers: boolean): string {
  if (mostRuns(matrix) < 2)
    return matrix.spec.pick && matrix.spec.pick !== 'summary' ? pickLabel(matrix.spec.pick, lang) : '';
  const parts = [pickLabel(matrix.spec.pick, lang)];
  if (whiskers) parts.push(translate(summaryStrings, lang, 'whiskers'));
  return parts.join('; ');
}

const COLUMN_WORD: Record<FigureKey, SummaryWord> = {
  randRead4k: 'colRandRead4k',
  randWrite4k: 'colRandWrite4k',
  seqRead1m: 'colSeqRead1m',
  seqWrite1m: 'colSeqWrite1m',
  lat4kQd1: 'colLat4kQd1',
};
const QUOTED_BS: Record<FigureKey, number> = {
  randRead4k: 4096,
  randWrite4k: 4096,
  seqRead1m: 1048576,
  seqWrite1m: 1048576,
  lat4kQd1: 4096,
};

/**
 * A headline column's header, naming its workload: "4k rand read IOPS · QD16 × 8 jobs". A column
 * no disk has a figure for names the block size people quote and no depth.
 */
export function headlineColumnLabel(col: HeadlineColumn, units: DisplayUnits, lang: Lang): string {
  const kind = metricKindOf(col.metric);
  const name = translate(summaryStrings, lang, COLUMN_WORD[col.key], {
    bs: blockSizeLabel(col.blockSize ?? QUOTED_BS[col.key]),
    unit: unitLabel(kind, units),
  });
  if (col.blockSize === undefined) return name;
  return `${name} · ${depthJobsLabel(col, lang)}`;
}
