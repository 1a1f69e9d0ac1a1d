// A log-vs-summary check (analysis/log-check.ts) in the page's language, its averages in the
// display units the charts use, so the line under a log chart reads as the chart does.
import type { LogCheck } from '../../analysis/log-check';
import { directionWord } from '../../charts/latency-dist';
import { formatMetric, formatRatio, type DisplayUnits, type MetricKind } from '../../charts/units';
import type { Lang } from '../../i18n';
import type { TimeKey } from './strings';

type T = (key: TimeKey, params?: Record<string, string | number>) => string;

export function logCheckText(c: LogCheck, units: DisplayUnits, lang: Lang, t: T): string {
  const kind: MetricKind = c.metric === 'bw' ? 'bw' : c.metric === 'iops' ? 'iops' : 'lat';
  const params = {
    metric: c.metric,
    dir: c.direction === 'total' ? t('logCheck.total') : directionWord(c.direction, lang),
    tol: formatRatio(c.tolerance * 100, lang, 0),
    pct: formatRatio(c.relDiff * 100, lang, 1),
    log: formatMetric(kind, c.logMean, units, lang),
    summary: formatMetric(kind, c.summary, units, lang),
  };
  if (c.ok) return t('logCheck.ok', params);
  return t('logCheck.differs', params) + (c.hint ? t(`logCheck.${c.hint}`) : '');
}
