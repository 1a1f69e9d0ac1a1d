// The Compare charts from props: grouped columns, small multiples on a shared axis, and ratios to
// a chosen baseline disk, with their controls.
import { useMemo } from 'react';
import { LATENCY_METRICS, mixLabel, type MatrixMetric } from '../../analysis/matrix';
import { buildCompareColumns } from '../../charts/compare-columns';
import { buildCompareMultiples } from '../../charts/compare-multiples';
import { buildCompareRatio } from '../../charts/compare-ratio';
import { compareCategories, compareRows, type CompareSpec } from '../../charts/compare-spec';
import { metricName } from '../../charts/spec';
import type { DisplayUnits } from '../../charts/units';
import { type Lang } from '../../i18n';
import type { Dataset } from '../../model/types';
import { blockSizeLabel, KiB } from '../../model/units';
import { useViewParam } from '../../state/view-params';
import { ChartPanel } from '../common/ChartPanel';
import { compareStrings } from './strings';
import { useStrings } from '../common/use-strings';

const METRICS: MatrixMetric[] = ['iops', 'bw', ...LATENCY_METRICS];

/** A link's number, or undefined when it is not a finite number in [min, max]. */
function numberIn(text: string, min: number, max: number): number | undefined {
  const n = text === '' ? NaN : Number(text);
  return Number.isFinite(n) && n >= min && n <= max ? n : undefined;
}

export interface CompareChartsProps {
  dataset: Dataset;
  diskIds: string[];
  units: DisplayUnits;
  lang: Lang;
}

export function CompareCharts({ dataset, diskIds, units, lang }: CompareChartsProps) {
  const t = useStrings(compareStrings);
  // Every choice is linkable (`p.metric`, `p.by`, `p.mix`, `p.bs`, `p.base`, `p.qd`); a value a link
  // names that is not valid falls back to the default.
  const [metricText, setMetric] = useViewParam('metric', 'iops');
  const metric = METRICS.find((m) => m === metricText) ?? 'iops';
  const [groupByText, setGroupBy] = useViewParam('by', 'blockSize');
  const groupBy: CompareSpec['groupBy'] = groupByText === 'mix' ? 'mix' : 'blockSize';
  const [mixText, setMixText] = useViewParam('mix', '100');
  const readPct = numberIn(mixText, 0, 100) ?? 100;
  const [bsText, setBsText] = useViewParam('bs', String(4 * KiB));
  const blockSize = numberIn(bsText, 1, 2 ** 40) ?? 4 * KiB;
  const [baselineText, setBaseline] = useViewParam('base', '');
  const baseline = baselineText || undefined;
  const [qdText, setQdText] = useViewParam('qd', '');
  const qd = numberIn(qdText, 1, 1 << 20);
  const setReadPct = (v: number) => setMixText(String(v));
  const setBlockSize = (v: number) => setBsText(String(v));
  const setQd = (v: number | undefined) => setQdText(v === undefined ? '' : String(v));

  const spec: CompareSpec = useMemo(() => {
    const s: CompareSpec = { diskIds, metric, groupBy, readPct, blockSize, units, lang };
    if (baseline && diskIds.includes(baseline)) s.baselineId = baseline;
    if (qd !== undefined) s.fioFacet = { pattern: metric === 'bw' ? 'sequential' : 'random', queueDepth: qd };
    return s;
  }, [diskIds, metric, groupBy, readPct, blockSize, units, lang, baseline, qd]);

  // The choices offered for the fixed axis: whatever the compared disks have.
  const rows = useMemo(() => compareRows(dataset, spec), [dataset, spec]);
  const mixes = compareCategories(rows, { ...spec, groupBy: 'mix' });
  const sizes = compareCategories(rows, { ...spec, groupBy: 'blockSize' });
  const allMixes = [...new Set(rows.flatMap((r) => r.matrix.mixes))].sort((a, b) => b - a);
  const allSizes = [...new Set(rows.flatMap((r) => r.matrix.blockSizes))].sort((a, b) => a - b);
  const depths = [
    ...new Set(
      dataset.measurements
        .filter((m) => diskIds.includes(m.diskId) && m.test === 'fio' && m.workload.queueDepth !== undefined)
        .map((m) => m.workload.queueDepth as number),
    ),
  ].sort((a, b) => a - b);

  const columns = useMemo(() => buildCompareColumns(dataset, spec), [dataset, spec]);
  const multiples = useMemo(() => buildCompareMultiples(dataset, spec), [dataset, spec]);
  const ratio = useMemo(() => buildCompareRatio(dataset, spec), [dataset, spec]);
  const label = (id: string) => dataset.disks.find((d) => d.id === id)?.label ?? id;
  const fixed = groupBy === 'blockSize' ? mixLabel(readPct) : blockSizeLabel(blockSize);
  const empty = (groupBy === 'blockSize' ? sizes : mixes).length === 0;

  return (
    <>
      <div className="controls">
        <label>
          {t('metric')}{' '}
          <select value={metric} onChange={(e) => setMetric(e.target.value as MatrixMetric)}>
            {METRICS.map((m) => (
              <option key={m} value={m}>
                {metricName(m, lang)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('groupBy')}{' '}
          <select value={groupBy} onChange={(e) => setGroupBy(e.target.value as CompareSpec['groupBy'])}>
            <option value="blockSize">{t('byBlockSize')}</option>
            <option value="mix">{t('byMix')}</option>
          </select>
        </label>
        {groupBy === 'blockSize' ? (
          <label>
            {t('atMix')}{' '}
            <select value={readPct} onChange={(e) => setReadPct(Number(e.target.value))}>
              {(allMixes.includes(readPct) ? allMixes : [readPct, ...allMixes]).map((m) => (
                <option key={m} value={m}>
                  {mixLabel(m)}
                </option>
              ))}
            </select>
          </label>
        ) : (
          <label>
            {t('atBlockSize')}{' '}
            <select value={blockSize} onChange={(e) => setBlockSize(Number(e.target.value))}>
              {(allSizes.includes(blockSize) ? allSizes : [blockSize, ...allSizes]).map((b) => (
                <option key={b} value={b}>
                  {blockSizeLabel(b)}
                </option>
              ))}
            </select>
          </label>
        )}
        <label>
          {t('baseline')}{' '}
          <select value={spec.baselineId ?? diskIds[0]} onChange={(e) => setBaseline(e.target.value)}>
            {diskIds.map((id) => (
              <option key={id} value={id}>
                {label(id)}
              </option>
            ))}
          </select>
        </label>
        {depths.length > 0 ? (
          <label>
            {t('queueDepth')}{' '}
            <select
              value={qd ?? ''}
              onChange={(e) => setQd(e.target.value === '' ? undefined : Number(e.target.value))}
            >
              <option value="">{t('auto')}</option>
              {depths.map((d) => (
                <option key={d} value={d}>
                  {d}
                </option>
              ))}
            </select>
          </label>
        ) : null}
      </div>
      <p className="muted">{t('sourceNote')}</p>
      {empty ? <p className="notice">{t('noData')}</p> : null}
      <ChartPanel
        id="compare-columns"
        title={`${t('columns')} · ${metricName(metric, lang)} · ${fixed}`}
        options={columns}
        lang={lang}
      />
      <h3>{t('multiples')}</h3>
      <div className="chart-grid">
        {multiples.map((m) => (
          <ChartPanel
            key={m.diskId}
            id={`compare-multiple-${m.diskId}`}
            title={m.title}
            options={m.options}
            lang={lang}
          />
        ))}
      </div>
      <ChartPanel
        id="compare-ratio"
        title={`${t('ratio')} · ${label(spec.baselineId ?? diskIds[0] ?? '')}`}
        options={ratio}
        lang={lang}
      />
    </>
  );
}
