// fio logs of one disk over time: pick a run, a metric (bw, iops, lat, clat, slat) and a direction;
// per-job and merged lines, zoomable, downsampled off the main thread, with a marker where the log
// disagrees with the run's JSON summary and the checks listed below the chart.
import { useMemo } from 'react';
import { timeseriesOptions } from '../../charts/timeseries';
import type { Direction, SeriesMetric } from '../../model/types';
import { useViewParam } from '../../state/view-params';
import { ChartPanel } from '../common/ChartPanel';
import { useLinkedZoom } from '../share/linked-zoom';
import { logLines, runChecks, runDirections, runMetrics } from './log-lines';
import { logRuns } from './time-data';
import type { TabProps } from './TimeView';
import { useDownsampled } from './use-downsampled';
import { cutToWindow } from './zoom';
import { parseZoom } from '../share/zoom-range';
import { useTimeContext } from './use-time';

export function LogsTab({ diskId }: TabProps) {
  const { dataset, units, lang, t } = useTimeContext();
  const [runParam, setRun] = useViewParam('run', '');
  const [metricParam, setMetric] = useViewParam('metric', '');
  const [dirParam, setDir] = useViewParam('dir', 'all');
  const mergedLabel = t('merged');
  // One memo for every derived choice, so the lines keep their identity while nothing changed.
  const sel = useMemo(() => {
    const runs = logRuns(dataset, diskId);
    const run = runs.find((r) => r.key === runParam) ?? runs[0];
    const metrics = run ? runMetrics(run) : [];
    const metric: SeriesMetric | undefined = metrics.find((m) => m === metricParam) ?? metrics[0];
    const dirs = run && metric ? runDirections(run, metric) : [];
    const dir: Direction | 'all' = dirs.find((d) => d === dirParam) ?? 'all';
    const lines = run && metric ? logLines(run, metric, dir, mergedLabel) : [];
    const checks =
      run && metric ? runChecks(run, metric).filter((c) => dir === 'all' || c.direction === dir) : [];
    return { runs, run, metrics, metric, dirs, dir, lines, checks };
  }, [dataset, diskId, runParam, metricParam, dirParam, mergedLabel]);
  const { runs, run, metrics, metric, dirs, dir, lines, checks } = sel;
  // Zoomed (the link's `zoom`, set by useLinkedZoom below): only the window's points are
  // downsampled, so the detail grows as the window shrinks.
  const [zoomText] = useViewParam('zoom', '');
  const windowed = useMemo(() => {
    const range = parseZoom(zoomText);
    return range ? lines.map((l) => cutToWindow(l, range)) : lines;
  }, [lines, zoomText]);
  const drawn = useDownsampled(windowed);
  const options = useMemo(
    () =>
      drawn && sel.metric
        ? timeseriesOptions(
            drawn.lines.map((l) => ({
              name: l.name,
              series: { metric: sel.metric!, t: Array.from(l.t), v: Array.from(l.v) },
            })),
            units,
            sel.checks,
          )
        : undefined,
    [drawn, sel, units],
  );
  // The x zoom is part of the link (`p.zoom`), so a shared zoomed log opens zoomed.
  const zoomed = useLinkedZoom(options);
  if (!run || !metric) return <p className="notice">{t('noData')}</p>;
  const points =
    drawn && drawn.drawn < drawn.total
      ? t('downsampled', { n: drawn.drawn.toLocaleString('en'), total: drawn.total.toLocaleString('en') })
      : '';
  return (
    <section className="view-section" data-time-section="logs">
      <div className="controls">
        <label className="filter">
          {t('run')}{' '}
          <select value={run.key} onChange={(e) => setRun(e.target.value)} data-testid="time-run">
            {runs.map((r) => (
              <option key={r.key} value={r.key}>
                {r.label}
              </option>
            ))}
          </select>
        </label>
        <label className="filter">
          {t('metric')}{' '}
          <select value={metric} onChange={(e) => setMetric(e.target.value)} data-testid="time-metric">
            {metrics.map((m) => (
              <option key={m} value={m}>
                {m}
              </option>
            ))}
          </select>
        </label>
        <label className="filter">
          {t('direction')}{' '}
          <select value={dir} onChange={(e) => setDir(e.target.value)} data-testid="time-dir">
            <option value="all">{t('allDirections')}</option>
            {dirs.map((d) => (
              <option key={d} value={d}>
                {d}
              </option>
            ))}
          </select>
        </label>
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
                {c.message}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
