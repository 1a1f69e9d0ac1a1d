// Several disks over time on one chart: WSAT curves, or one fio log series per run (merged over
// jobs), aligned by elapsed time or by data written (TGBW). Disks come from the shared selection.
import { directionWord } from '../../charts/latency-dist';
import { useMemo } from 'react';
import { curveFromSeries, curveFromWsat, type OverTimeCurve } from '../../analysis/over-time';
import { wsatCurve } from '../../analysis/wsat';
import { buildCompareOverTime, type Alignment } from '../../charts/compare-over-time';
import type { MetricKind } from '../../charts/units';
import type { Direction, SeriesMetric } from '../../model/types';
import { toggleDisk } from '../../state/actions';
import { useStore } from '../../state/store';
import { ChartPanel } from '../common/ChartPanel';
import { logLines, METRIC_ORDER } from './log-lines';
import { ParamSelect } from '../common/Select';
import { oneOf, useViewParam } from '../../state/view-params';
import { disksFor, logRuns, measurementsOf } from './time-data';
import { useDownsampled, type Line } from './use-downsampled';
import { useTimeContext } from './use-time';

const ALIGN = ['time', 'tgbw'] as const;
const SCALES = ['linear', 'log'] as const;
const kindOf = (m: SeriesMetric): MetricKind => (m === 'bw' ? 'bw' : m === 'iops' ? 'iops' : 'lat');

export function CompareTab() {
  const { dataset, units, lang, t } = useTimeContext();
  const selected = useStore((s) => s.selectedDiskIds);
  const disks = useMemo(() => disksFor(dataset, 'compare'), [dataset]);
  // Memoised: the log lines (and the worker round trip) must keep their identity between renders.
  const chosen = useMemo(() => disks.filter((d) => selected.includes(d.id)), [disks, selected]);
  const sources = useMemo(() => {
    const out: string[] = [];
    if (disks.some((d) => measurementsOf(dataset, d.id).some((m) => m.test === 'wsat' && m.role === 'round')))
      out.push('wsat');
    for (const metric of METRIC_ORDER)
      for (const dir of ['read', 'write'] as const)
        if (dataset.series.some((s) => s.metric === metric && s.direction === dir))
          out.push(`${metric}:${dir}`);
    return out;
  }, [dataset, disks]);
  const source = useViewParam('src', sources[0] ?? 'wsat', oneOf(sources))[0];
  const align: Alignment = useViewParam('align', 'time', oneOf(ALIGN))[0];
  const scale = useViewParam('scale', 'linear', oneOf(SCALES))[0];
  const [metric = 'iops', dir = 'write'] =
    source === 'wsat' ? [] : (source.split(':') as [SeriesMetric, Direction]);

  // WSAT curves are short; log lines are downsampled off the main thread first.
  const wsatCurves = useMemo<OverTimeCurve[]>(
    () =>
      source !== 'wsat'
        ? []
        : chosen
            .map((d) => curveFromWsat(d.label, wsatCurve(measurementsOf(dataset, d.id))))
            .filter((c) => c.points.length > 0),
    [source, chosen, dataset],
  );
  const logInputs = useMemo(() => {
    if (source === 'wsat') return { lines: [] as Line[], writeBw: [] };
    const lines: Line[] = [];
    const writeBw: ({ t: number[]; v: number[] } | undefined)[] = [];
    for (const d of chosen)
      for (const run of logRuns(dataset, d.id)) {
        const ls = logLines(run, metric, dir);
        const line = ls.find((l) => l.name.startsWith('merged')) ?? ls[0];
        if (!line) continue;
        lines.push({ name: `${d.label} · ${run.label}`, points: line.points });
        const bw = logLines(run, 'bw', 'write');
        const w = bw.find((l) => l.name.startsWith('merged')) ?? bw[0];
        writeBw.push(w ? { t: Array.from(w.points.t), v: Array.from(w.points.v) } : undefined);
      }
    return { lines, writeBw };
  }, [source, chosen, dataset, metric, dir]);
  const drawn = useDownsampled(logInputs.lines);
  const curves = useMemo(
    () =>
      source === 'wsat'
        ? wsatCurves
        : (drawn?.lines ?? []).map((l, i) => curveFromSeries(l.name, l, logInputs.writeBw[i])),
    [source, wsatCurves, drawn, logInputs.writeBw],
  );
  const options = useMemo(
    () =>
      buildCompareOverTime({
        curves,
        kind: source === 'wsat' ? 'iops' : kindOf(metric),
        metricName:
          source === 'wsat'
            ? t('cmpWsatMetric')
            : t('cmpLogMetric', { metric, dir: directionWord(dir, lang) }),
        align,
        yScale: scale,
        units,
        lang,
      }),
    [curves, source, metric, dir, align, scale, units, lang, t],
  );
  // "fio clat log, read" in the page language.
  const sourceLabel = (s: string) => {
    const [m, d] = s.split(':') as [SeriesMetric, Direction];
    return t('cmpLogMetric', { metric: m, dir: directionWord(d, lang) });
  };
  return (
    <section className="view-section" data-time-section="compare">
      <fieldset className="filters">
        <legend>{t('pickDisks')}</legend>
        {disks.map((d) => (
          <label key={d.id} className="inline-check">
            <input type="checkbox" checked={selected.includes(d.id)} onChange={() => toggleDisk(d.id)} />{' '}
            {d.label}
          </label>
        ))}
      </fieldset>
      <div className="controls">
        <ParamSelect
          name="src"
          label={t('source')}
          fallback={sources[0] ?? 'wsat'}
          choices={sources.map((s) => ({
            value: s,
            label: s === 'wsat' ? 'WSAT IOPS' : sourceLabel(s),
          }))}
          testId="time-compare-src"
        />
        <ParamSelect
          name="align"
          label={t('align')}
          fallback="time"
          choices={[
            { value: 'time', label: t('alignTime') },
            { value: 'tgbw', label: t('alignTgbw') },
          ]}
          testId="time-align"
        />
        <ParamSelect
          name="scale"
          label={t('yScale')}
          fallback="linear"
          choices={SCALES.map((s) => ({ value: s, label: t(s) }))}
        />
      </div>
      {curves.length === 0 ? (
        <p className="notice">{t('pickDisks')}</p>
      ) : (
        <ChartPanel
          id="time-compare"
          title={t('compareChart')}
          options={options}
          caption={t('compareCaption')}
          lang={lang}
        />
      )}
    </section>
  );
}
