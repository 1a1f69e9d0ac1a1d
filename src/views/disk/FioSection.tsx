// Plain fio runs of one disk on the PTS axes: pick pattern / queue depth / jobs and a metric, see
// the heatmap, grouped columns, table and latency statistics, then every run in full.
import { useMemo } from 'react';
import {
  buildMatrix,
  fioFacets,
  matrixMeasurements,
  metricsWithValues,
  mostRuns,
  type MatrixFacet,
} from '../../analysis/matrix';
import type { FigurePick } from '../../analysis/summary';
import { summaryStrings } from '../../charts/summary-strings';
import { depthJobsLabel, pickLabel } from '../../charts/summary-text';
import type { Lang } from '../../i18n';
import { buildLatencyStats } from '../../charts/latency-stats';
import { buildMatrixColumns } from '../../charts/matrix-columns';
import { buildMatrixHeatmap } from '../../charts/matrix-heatmap';
import { metricName } from '../../charts/spec';
import { flagParam, useViewParam, type ParamKind } from '../../state/view-params';
import { ChartPanel } from '../common/ChartPanel';
import { Select } from '../common/Select';
import { MatrixTable } from './MatrixTable';
import type { DiskSectionProps } from './PtsSections';
import { RunTable } from './RunTable';
import { diskStrings, type DiskKey } from './strings';
import { useStrings } from '../common/use-strings';

const facetLabel = (f: MatrixFacet, t: (k: DiskKey) => string, lang: Lang) =>
  [t(f.pattern), depthJobsLabel(f, lang), f.variant ?? ''].filter(Boolean).join(' · ');

/**
 * A facet as link text (`random.32.1`, a variant after `~`): an index would point elsewhere once
 * the data changes.
 */
const facetKey = (f: MatrixFacet) =>
  `${f.pattern}.${f.queueDepth ?? ''}.${f.jobs ?? ''}${f.variant !== undefined ? `~${f.variant}` : ''}`;

/** Which figure of the repeats (`p.figure`): `summary`, `best` or a run's position. */
const PICK: ParamKind<FigurePick> = {
  parse: (text) => (text === 'best' ? 'best' : /^[1-9]\d{0,3}$/.test(text) ? Number(text) : undefined),
  format: String,
};

export function FioSection({ dataset, diskId, units, lang }: DiskSectionProps) {
  const t = useStrings(diskStrings);
  const tSummary = useStrings(summaryStrings);
  const facets = useMemo(() => fioFacets(dataset, diskId), [dataset, diskId]);
  // Linkable choices (`p.facet`, `p.metric`, `p.fioLog`); values a link names that this disk lacks fall back.
  const [facetText, setFacetText] = useViewParam('facet', '');
  const facetIndex = Math.max(
    0,
    facets.findIndex((f) => facetKey(f) === facetText),
  );
  const setFacetIndex = (i: number) => setFacetText(facets[i] ? facetKey(facets[i]) : '');
  const facet = facets[Math.min(facetIndex, facets.length - 1)];
  const metrics = useMemo(() => metricsWithValues(dataset, diskId, 'fio', facet), [dataset, diskId, facet]);
  const [wanted, setWanted] = useViewParam('metric', 'iops');
  const metric = metrics.find((m) => m === wanted) ?? metrics[0] ?? 'iops';
  const [log, setLog] = useViewParam('fioLog', false, flagParam);
  const [pick, setPick] = useViewParam<FigurePick>('figure', 'summary', PICK);
  const runs = useMemo(
    () => mostRuns(buildMatrix(dataset, diskId, { source: 'fio', metric, ...(facet ? { facet } : {}) })),
    [dataset, diskId, metric, facet],
  );
  const shownPick: FigurePick = typeof pick === 'number' && pick > runs ? 'summary' : pick;
  const base = useMemo(
    () => ({
      diskId,
      source: 'fio' as const,
      metric,
      units,
      lang,
      pick: shownPick,
      ...(facet ? { facet } : {}),
    }),
    [diskId, metric, units, lang, facet, shownPick],
  );
  const heat = useMemo(() => buildMatrixHeatmap(dataset, base), [dataset, base]);
  const cols = useMemo(() => buildMatrixColumns(dataset, { ...base, log }), [dataset, base, log]);
  const lat = useMemo(
    () => buildLatencyStats(dataset, { diskId, source: 'fio', units, lang, ...(facet ? { facet } : {}) }),
    [dataset, diskId, units, lang, facet],
  );
  const where = facet ? facetLabel(facet, t, lang) : '';
  const pickChoices: { value: string; label: string }[] = [
    { value: 'summary', label: pickLabel('summary', lang) },
    { value: 'best', label: pickLabel('best', lang) },
    ...Array.from({ length: runs }, (_, i) => ({ value: String(i + 1), label: pickLabel(i + 1, lang) })),
  ];
  const unsized = useMemo(
    () => matrixMeasurements(dataset, diskId, 'fio').filter((m) => m.workload.blockSize === undefined).length,
    [dataset, diskId],
  );
  return (
    <section className="view-section">
      <h3>{t('fioSection')}</h3>
      <div className="controls">
        <Select
          label={t('facet')}
          value={facetIndex}
          choices={facets.map((f, i) => ({ value: i, label: facetLabel(f, t, lang) }))}
          onChange={setFacetIndex}
        />
        <Select
          label={t('metric')}
          value={metric}
          choices={metrics.map((m) => ({ value: m, label: metricName(m, lang) }))}
          onChange={setWanted}
        />
        {runs > 1 ? (
          <Select
            label={tSummary('figure')}
            value={String(shownPick)}
            choices={pickChoices}
            onChange={(v) => setPick(PICK.parse(v) ?? 'summary')}
          />
        ) : null}
      </div>
      {unsized > 0 ? <p className="notice">{t('unsizedRuns', { n: unsized })}</p> : null}
      <div className="chart-stack">
        <ChartPanel
          id="disk-fio-heatmap"
          title={`${metricName(metric, lang)} · ${where} · ${t('heatmap')}`}
          options={heat}
          lang={lang}
        />
        <ChartPanel
          id="disk-fio-columns"
          title={`${metricName(metric, lang)} · ${where} · ${t('columns')}`}
          options={cols}
          lang={lang}
          actions={
            <label className="inline-check">
              <input type="checkbox" checked={log} onChange={(e) => setLog(e.target.checked)} />{' '}
              {t('logScale')}
            </label>
          }
        />
      </div>
      <MatrixTable dataset={dataset} diskId={diskId} spec={base} units={units} lang={lang} />
      <ChartPanel id="disk-fio-latency" title={`${t('latencyStats')} · ${where}`} options={lat} lang={lang} />
      <h4>{t('runs')}</h4>
      <RunTable dataset={dataset} diskId={diskId} units={units} />
    </section>
  );
}
