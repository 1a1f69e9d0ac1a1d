// The determination table's rows: every figure of the window check recomputed by diskscope beside
// the suite's `ss_*` value (when it kept one), and the window results beside `[test].json`, each
// flagged when they disagree. Pure; the table component only renders these rows.
import type { SteadyState } from '../../analysis/steady-state';
import { compareResults, compareWithSuite, type SuiteSteadyState } from '../../analysis/steady-state-compare';
import { formatNumber } from '../../charts/units';
import { LANG_INFO, translate, type Lang } from '../../i18n';
import { timeStrings, type TimeKey } from './strings';

export interface CompareRow {
  item: string;
  /** The suite's key for this figure (ss_average, iops_4k_0_100), shown under the item. */
  key?: string;
  ours: string;
  suite?: string;
  /** undefined: nothing to compare with. */
  agrees?: boolean;
}

// Whole numbers (rounds, IOPS) without decimals; fractions as formatNumber gives them; both
// grouped and marked as the page language writes numbers.
const fmt = (v: number | string | undefined, lang: Lang) =>
  v === undefined
    ? undefined
    : typeof v === 'string'
      ? v
      : Number.isInteger(v)
        ? v.toLocaleString(LANG_INFO[lang].tag)
        : formatNumber(v, lang);

/** Rows of the steady-state determination (window, average, excursions, fit, verdict), in `lang`. */
export function determinationTable(
  ss: SteadyState,
  suite: SuiteSteadyState | undefined,
  lang: Lang = 'en',
): CompareRow[] {
  const t = (k: TimeKey) => translate(timeStrings, lang, k);
  const w = ss.window;
  const bad = new Set(compareWithSuite(ss, suite).map((d) => d.what));
  const row = (item: string, key: string, ours: number | string, theirs?: number | string): CompareRow => {
    const r: CompareRow = { item, key, ours: fmt(ours, lang) ?? '' };
    if (theirs !== undefined) {
      r.suite = fmt(theirs, lang) ?? '';
      r.agrees = !bad.has(key);
    }
    return r;
  };
  const first = w.rounds[0] ?? 0;
  const last = w.rounds[w.rounds.length - 1] ?? 0;
  return [
    row(t('ss.start'), 'ss_start', first, suite?.start),
    row(t('ss.stop'), 'ss_stop', last, suite?.stop),
    row(t('ss.average'), 'ss_average', w.average, suite?.average),
    {
      item: t('ss.maxData'),
      key: 'ss_max_data_excursion',
      ours: formatNumber(w.maxDataExcursion, lang),
    },
    row(t('ss.data'), 'ss_largest_data_excursion', w.dataExcursion, suite?.largestDataExcursion),
    {
      item: t('ss.maxSlope'),
      key: 'ss_max_slope_excursion',
      ours: formatNumber(w.maxSlopeExcursion, lang),
    },
    row(t('ss.slopeExc'), 'ss_largest_slope_excursion', w.slopeExcursion, suite?.largestSlopeExcursion),
    // Slope and intercept as the suite rounds them (3 decimals), not shortened for display.
    row(t('ss.slope'), 'ss_slope', String(w.slope), suite?.slope?.toString()),
    row(t('ss.intercept'), 'ss_y_intercept', String(w.intercept), suite?.intercept?.toString()),
    {
      item: t('ss.verdict'),
      ours: ss.achieved ? t('ss.achieved') : t('ss.notAchieved'),
      suite: suite ? t('ss.suiteAchieved') : t('ss.suiteNone'),
      agrees: !bad.has('verdict'),
    },
  ];
}

/** `[test].json` figures beside the window means recomputed from the rounds. */
export function resultsTable(
  ours: Record<string, number>,
  suite: Record<string, number>,
  lang: Lang = 'en',
): CompareRow[] {
  const bad = new Set(compareResults(ours, suite).map((d) => d.what));
  const keys = [...new Set([...Object.keys(suite), ...Object.keys(ours)])].sort();
  return keys.map((key) => {
    const r: CompareRow = { item: key, ours: fmt(ours[key], lang) ?? '—' };
    if (suite[key] !== undefined) {
      r.suite = fmt(suite[key], lang) ?? '';
      r.agrees = !bad.has(key);
    }
    return r;
  });
}
