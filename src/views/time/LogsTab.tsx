// fio logs of one disk over time: pick a run, a metric (bw, iops, lat, clat, slat) and a direction;
// per-job and merged lines, zoomable, downsampled off the main thread, with a marker where the log
// disagrees with the run's JSON summary and the checks listed below the chart.
import { directionWord } from '../../charts/latency-dist';
import { useCallback, useMemo } from 'react';
import { buildTimeseries } from '../../charts/timeseries';
import type { Direction, SeriesMetric } from '../../model/types';
import { useViewParam } from '../../state/view-params';
import { Select } from '../common/Select';
import { ChartPanel } from '../common/ChartPanel';
import { useLinkedZoom } from '../share/linked-zoom';
import { logLines, runChecks, runDirections, runMetrics, runOrigins } from './log-lines';
import { logRuns } from './time-data';
import type { TabProps } from './TimeView';
import { useDownsampled } from './use-downsampled';
import { cutToWindow } from './zoom';
import { parseZoom } from '../share/zoom-range';
import { useTimeContext } from './use-time';
import { logCheckText } from './log-check-text';
import { LANG_INFO, type Lang } from '../../i18n';
import { useSummaryLines, type SummaryDrawn } from './use-summary-lines';
import { windowErrorText } from './window-error';
import { diskOf } from '../../analysis/by-disk';

const ms = (bucketMs: number) => (bucketMs >= 1000 ? `${bucketMs / 1000} s` : `${bucketMs} ms`);

/** What the chart of a summarised log shows, in words (the chart's subtitle and caption). */
function summaryNotice(d: SummaryDrawn, t: ReturnType<typeof useTimeContext>['t'], lang: Lang): string {
  const count = d.count.toLocaleString(LANG_INFO[lang].tag);
  if (d.mode === 'raw') return t('summaryRaw', { count });
  const text = t(d.mode === 'stored' ? 'summaryStored' : 'summaryShown', { bucket: ms(d.bucketMs), count });
  return d.error ? `${text} (${windowErrorText(d.error, lang, t)})` : text;
}

export function LogsTab({ diskId }: TabProps) {
  const { dataset, units, lang, t } = useTimeContext();
  const [runParam, setRun] = useViewParam('run', '');
  const [metricParam, setMetric] = useViewParam('metric', '');
  const [dirParam, setDir] = useViewParam('dir', 'all');
  const mergedLabel = t('merged');
  const jobsLabel = useCallback((n: number) => t('mergedJobs', { n }), [t]);
  const words = useMemo(
    () => ({ dir: (d: Direction) => directionWord(d, lang), histogram: t('histogramMark') }),
    [lang, t],
  );
  // One memo for every derived choice, so the lines keep their identity while nothing changed.
  const sel = useMemo(() => {
    const runs = logRuns(dataset, diskId);
    const run = runs.find((r) => r.key === runParam) ?? runs[0];
    const metrics = run ? runMetrics(run) : [];
    const metric: SeriesMetric | undefined = metrics.find((m) => m === metricParam) ?? metrics[0];
    const dirs = run && metric ? runDirections(run, metric) : [];
    const dir: Direction | 'all' = dirs.find((d) => d === dirParam) ?? 'all';
    const lines = run && metric ? logLines(run, metric, dir, mergedLabel, jobsLabel, words) : [];
    const checks =
      run && metric ? runChecks(run, metric).filter((c) => dir === 'all' || c.direction === dir) : [];
    const origins = run && metric ? runOrigins(run, metric, dir) : [];
    return { runs, run, metrics, metric, dirs, dir, lines, checks, origins };
  }, [dataset, diskId, runParam, metricParam, dirParam, mergedLabel, jobsLabel, words]);
  const { runs, run, metrics, metric, dirs, dir, lines, checks } = sel;
  // Zoomed (the link's `zoom`, set by useLinkedZoom below): only the window's points are
  // downsampled, so the detail grows as the window shrinks.
  const [zoomText] = useViewParam('zoom', '');
  const range = useMemo(() => parseZoom(zoomText), [zoomText]);
  const windowed = useMemo(
    () => lines.filter((l) => !l.summarised).map((l) => (range ? cutToWindow(l, range) : l)),
    [lines, range],
  );
  // Logs too large to keep whole arrive as summaries: drawn from their buckets, or read again from
  // the file when the window is small enough (use-summary-lines.ts).
  const uploadId = diskOf(dataset, diskId)?.origin;
  const summarised = useMemo(
    () => lines.flatMap((l) => (l.summarised ? [{ name: l.name, uploadId, ...l.summarised }] : [])),
    [lines, uploadId],
  );
  const fromSummary = useSummaryLines(summarised, range);
  const downsampled = useDownsampled(windowed);
  const drawn = downsampled && (summarised.length === 0 || fromSummary) ? downsampled : undefined;
  const options = useMemo(() => {
    if (!drawn || !sel.metric) return undefined;
    const all = [...(fromSummary?.lines ?? []), ...drawn.lines];
    const opts = buildTimeseries(
      all.map((l) => ({
        name: l.name,
        series: { metric: sel.metric!, t: Array.from(l.t), v: Array.from(l.v) },
      })),
      units,
      sel.checks,
      lang,
      sel.origins,
    );
    if (!fromSummary) return opts;
    // min and max per bucket: thin dotted lines beside the mean.
    const band = new Set(fromSummary.lines.filter((l) => l.band).map((l) => l.name));
    const notice = summaryNotice(fromSummary, t, lang);
    return {
      ...opts,
      subtitle: { text: notice, useHTML: false },
      series: opts.series?.map((s) =>
        s.name && band.has(s.name) ? { ...s, dashStyle: 'ShortDot' as const, lineWidth: 1 } : s,
      ),
    };
  }, [drawn, fromSummary, sel, units, t, lang]);
  // The x zoom is part of the link (`p.zoom`), so a shared zoomed log opens zoomed.
  const zoomed = useLinkedZoom(options);
  if (!run || !metric) return <p className="notice">{t('noData')}</p>;
  const points = [
    fromSummary ? summaryNotice(fromSummary, t, lang) : '',
    drawn && drawn.drawn < drawn.total
      ? t('downsampled', {
          n: drawn.drawn.toLocaleString(LANG_INFO[lang].tag),
          total: drawn.total.toLocaleString(LANG_INFO[lang].tag),
        })
      : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <section className="view-section" data-time-section="logs">
      <div className="controls">
        <Select
          className="filter"
          label={t('run')}
          value={run.key}
          choices={runs.map((r) => ({ value: r.key, label: r.label }))}
          onChange={setRun}
          testId="time-run"
        />
        <Select
          className="filter"
          label={t('metric')}
          value={metric}
          choices={metrics.map((m) => ({ value: m, label: m }))}
          onChange={setMetric}
          testId="time-metric"
        />
        <Select
          className="filter"
          label={t('direction')}
          value={dir}
          choices={[
            { value: 'all', label: t('allDirections') },
            ...dirs.map((d) => ({ value: d, label: directionWord(d, lang) })),
          ]}
          onChange={setDir}
          testId="time-dir"
        />
      </div>
      {zoomed.options ? (
        <ChartPanel
          id="time-logs"
          title={t('logsChart', { metric })}
          options={zoomed.options}
          actions={zoomed.resetAction}
          caption={t('logsCaption', { points })}
          lang={lang}
        />
      ) : (
        <p className="chart-loading" data-testid="logs-downsampling">
          …
        </p>
      )}
      {checks.length ? (
        <>
          <h4>{t('logChecks')}</h4>
          <ul className="time-checks" data-testid="log-checks">
            {checks.map((c) => (
              <li key={`${c.metric}/${c.direction}`} className={c.ok ? 'time-ok' : 'time-flag'}>
                {c.ok ? '✓ ' : '⚠ '}
                {logCheckText(c, units, lang, t)}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
