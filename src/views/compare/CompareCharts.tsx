// The Compare charts from props: grouped columns, small multiples on a shared axis, and ratios to
// a chosen baseline disk, with their controls.
import { useMemo } from 'react';
import { summariseDisk } from '../../analysis/summary';
import { LATENCY_METRICS, mixLabel, type MatrixMetric } from '../../analysis/matrix';
import { buildCompareColumns, MOST_DISKS_BY_COLOUR } from '../../charts/compare-columns';
import { buildCompareMultiples } from '../../charts/compare-multiples';
import { buildCompareRatio } from '../../charts/compare-ratio';
import { compareCategories, compareRows, depthJobsNote, type CompareSpec } from '../../charts/compare-spec';
import { depthJobsLabel } from '../../charts/summary-text';
import { metricName } from '../../charts/spec';
import type { DisplayUnits } from '../../charts/units';
import { type Lang } from '../../i18n';
import type { Dataset } from '../../model/types';
import { blockSizeLabel, KiB } from '../../model/units';
import { numberIn, oneOf, useViewParam } from '../../state/view-params';
import { ChartPanel } from '../common/ChartPanel';
import { Select } from '../common/Select';
import { compareStrings } from './strings';
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
  // Jobs beside the queue depth (`p.jobs`): QD32 × 1 and QD32 × 16 are not the same workload.
  const [jobsText, setJobsText] = useViewParam('jobs', '');
  const jobs = qd === undefined ? undefined : QUEUE_DEPTH.parse(jobsText);
  const wantPattern = metric === 'bw' ? 'sequential' : 'random';

  const spec: CompareSpec = useMemo(() => {
    const s: CompareSpec = { diskIds, metric, groupBy, readPct, blockSize, units, lang };
    if (baseline && diskIds.includes(baseline)) s.baselineId = baseline;
    if (qd !== undefined)
      s.fioFacet = { pattern: wantPattern, queueDepth: qd, ...(jobs !== undefined ? { jobs } : {}) };
    return s;
  }, [diskIds, metric, groupBy, readPct, blockSize, units, lang, baseline, qd, jobs, wantPattern]);

  // The choices offered for the fixed axis: whatever the compared disks have.
  const rows = useMemo(() => compareRows(dataset, spec), [dataset, spec]);
  const mixes = compareCategories(rows, { ...spec, groupBy: 'mix' });
  const sizes = compareCategories(rows, { ...spec, groupBy: 'blockSize' });
  const allMixes = [...new Set(rows.flatMap((r) => r.matrix.mixes))].sort((a, b) => b - a);
  const allSizes = [...new Set(rows.flatMap((r) => r.matrix.blockSizes))].sort((a, b) => a - b);
  // The queue depth × jobs combinations the compared disks' fio runs have (each disk's own summaries).
  const combos = useMemo(() => {
    const seen = new Map<string, { qd: number; jobs: number | undefined }>();
    for (const id of diskIds)
      for (const s of summariseDisk(dataset, id)) {
        const w = s.workload;
        if (s.test !== 'fio' || w.queueDepth === undefined || w.pattern !== wantPattern) continue;
        seen.set(`${w.queueDepth}x${w.jobs ?? ''}`, { qd: w.queueDepth, jobs: w.jobs });
      }
    return [...seen.entries()].sort((a, b) => a[1].qd - b[1].qd || (a[1].jobs ?? 0) - (b[1].jobs ?? 0));
  }, [dataset, diskIds, wantPattern]);
  const comboValue = qd === undefined ? '' : `${qd}x${jobs ?? ''}`;
  const setCombo = (v: string) => {
    const [d = '', j = ''] = v.split('x');
    setQdText(d);
    setJobsText(j);
  };
  const depthNote = depthJobsNote(dataset, rows, spec);

  const columns = useMemo(() => buildCompareColumns(dataset, spec), [dataset, spec]);
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
        {combos.length > 0 ? (
          <Select
            label={t('queueDepthJobs')}
            value={combos.some(([k]) => k === comboValue) ? comboValue : ''}
            choices={[
              { value: '', label: t('auto') },
              ...combos.map(([k, c]) => ({
                value: k,
                label: depthJobsLabel({ queueDepth: c.qd, jobs: c.jobs }, lang),
              })),
            ]}
            onChange={setCombo}
          />
        ) : null}
      </div>
      <p className="muted">{t('sourceNote')}</p>
      {depthNote ? (
        <p className="muted" data-testid="compare-depth-note">
          {depthNote}
        </p>
      ) : null}
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
    </>
  );
}
