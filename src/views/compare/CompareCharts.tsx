// The Compare charts from props: grouped columns, small multiples on a shared axis, and ratios to
// a chosen baseline disk, with their controls.
import { useMemo } from 'react';
import { measurementsOf } from '../../analysis/by-disk';
import { LATENCY_METRICS, mixLabel, type MatrixMetric } from '../../analysis/matrix';
import { buildCompareColumns, MOST_DISKS_BY_COLOUR } from '../../charts/compare-columns';
import { buildCompareMultiples } from '../../charts/compare-multiples';
import { buildCompareRatio } from '../../charts/compare-ratio';
import { compareCategories, compareRows, type CompareSpec } from '../../charts/compare-spec';
import { metricName } from '../../charts/spec';
import type { DisplayUnits } from '../../charts/units';
import { type Lang } from '../../i18n';
import type { Dataset } from '../../model/types';
import { blockSizeLabel, KiB } from '../../model/units';
import { numberIn, oneOf, useViewParam } from '../../state/view-params';
import { ChartPanel } from '../common/ChartPanel';
import { Select } from '../common/Select';
import { compareStrings } from './strings';
import { CompareLoad } from './CompareLoad';
import { useStrings } from '../common/use-strings';

const METRICS: MatrixMetric[] = ['iops', 'bw', ...LATENCY_METRICS];
const GROUP_BY = oneOf<CompareSpec['groupBy']>(['blockSize', 'mix']);
const PERCENT = numberIn(0, 100);
const BLOCK_SIZE = numberIn(1, 2 ** 40);
const QUEUE_DEPTH = numberIn(1, 1 << 20);

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
  const [metric, setMetric] = useViewParam<MatrixMetric>('metric', 'iops', oneOf(METRICS));
  const [groupBy, setGroupBy] = useViewParam<CompareSpec['groupBy']>('by', 'blockSize', GROUP_BY);
  const [readPct, setReadPct] = useViewParam('mix', 100, PERCENT);
  const [blockSize, setBlockSize] = useViewParam('bs', 4 * KiB, BLOCK_SIZE);
  const [baselineText, setBaseline] = useViewParam('base', '');
  const baseline = baselineText || undefined;
  const [qdText, setQdText] = useViewParam('qd', '');
  const qd = QUEUE_DEPTH.parse(qdText);

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
  // Each disk's own measurements (indexed), not the dataset's × the compared ids.
  const depths = [
    ...new Set(
      diskIds.flatMap((id) =>
        measurementsOf(dataset, id)
          .filter((m) => m.test === 'fio' && m.workload.queueDepth !== undefined)
          .map((m) => m.workload.queueDepth as number),
      ),
    ),
  ].sort((a, b) => a - b);

  const columns = useMemo(() => buildCompareColumns(dataset, spec), [dataset, spec]);
  const colourOrder = useMemo(() => rows.map((r) => r.diskId), [rows]);
  const multiples = useMemo(() => buildCompareMultiples(dataset, spec), [dataset, spec]);
  const ratio = useMemo(() => buildCompareRatio(dataset, spec), [dataset, spec]);
  const labels = useMemo(() => new Map(dataset.disks.map((d) => [d.id, d.label])), [dataset]);
  const label = (id: string) => labels.get(id) ?? id;
  const fixed = groupBy === 'blockSize' ? mixLabel(readPct) : blockSizeLabel(blockSize);
  const empty = (groupBy === 'blockSize' ? sizes : mixes).length === 0;

  return (
    <>
      <div className="controls">
        <Select
          label={t('metric')}
          value={metric}
          choices={METRICS.map((m) => ({ value: m, label: metricName(m, lang) }))}
          onChange={setMetric}
        />
        <Select
          label={t('groupBy')}
          value={groupBy}
          choices={[
            { value: 'blockSize', label: t('byBlockSize') },
            { value: 'mix', label: t('byMix') },
          ]}
          onChange={setGroupBy}
        />
        {groupBy === 'blockSize' ? (
          <Select
            label={t('atMix')}
            value={readPct}
            choices={(allMixes.includes(readPct) ? allMixes : [readPct, ...allMixes]).map((m) => ({
              value: m,
              label: mixLabel(m),
            }))}
            onChange={setReadPct}
          />
        ) : (
          <Select
            label={t('atBlockSize')}
            value={blockSize}
            choices={(allSizes.includes(blockSize) ? allSizes : [blockSize, ...allSizes]).map((b) => ({
              value: b,
              label: blockSizeLabel(b),
            }))}
            onChange={setBlockSize}
          />
        )}
        <Select
          label={t('baseline')}
          value={spec.baselineId ?? diskIds[0] ?? ''}
          choices={diskIds.map((id) => ({ value: id, label: label(id) }))}
          onChange={setBaseline}
        />
        {depths.length > 0 ? (
          <Select
            label={t('queueDepth')}
            value={qd === undefined ? '' : String(qd)}
            choices={[
              { value: '', label: t('auto') },
              ...depths.map((d) => ({ value: String(d), label: String(d) })),
            ]}
            onChange={setQdText}
          />
        ) : null}
      </div>
      <p className="muted">{t('sourceNote')}</p>
      {empty ? <p className="notice">{t('noData')}</p> : null}
      <ChartPanel
        id="compare-columns"
        title={`${t(diskIds.length > MOST_DISKS_BY_COLOUR ? 'bars' : 'columns')} · ${metricName(metric, lang)} · ${fixed}`}
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
      <CompareLoad dataset={dataset} diskIds={diskIds} colourOrder={colourOrder} units={units} lang={lang} />
    </>
  );
}
