// The Compare charts from props: grouped columns, small multiples on a shared axis, and ratios to
// a chosen baseline disk, with their controls.
import { useMemo } from 'react';
import { summariseDisk } from '../../analysis/summary';
import { LATENCY_METRICS, mixLabel, type MatrixMetric } from '../../analysis/matrix';
import { buildCompareColumns, MOST_DISKS_BY_COLOUR } from '../../charts/compare-columns';
import { buildCompareMultiples } from '../../charts/compare-multiples';
import { buildCompareRatio } from '../../charts/compare-ratio';
import {
  compareCategories,
  compareCell,
  compareRows,
  depthJobsNote,
  type CompareSpec,
} from '../../charts/compare-spec';
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
  // Jobs beside the queue depth (`p.jobs`): QD32 × 1 and QD32 × 16 are not the same workload.
  const [jobsText, setJobsText] = useViewParam('jobs', '');
  const jobs = qd === undefined ? undefined : QUEUE_DEPTH.parse(jobsText);
  const wantPattern = metric === 'bw' ? 'sequential' : 'random';

  const unbased: CompareSpec = useMemo(() => {
    const s: CompareSpec = { diskIds, metric, groupBy, readPct, blockSize, units, lang };
    if (qd !== undefined)
      s.fioFacet = { pattern: wantPattern, queueDepth: qd, ...(jobs !== undefined ? { jobs } : {}) };
    return s;
  }, [diskIds, metric, groupBy, readPct, blockSize, units, lang, qd, jobs, wantPattern]);

  // The choices offered for the fixed axis: whatever the compared disks have.
  const rows = useMemo(() => compareRows(dataset, unbased), [dataset, unbased]);
  const mixes = compareCategories(rows, { ...unbased, groupBy: 'mix' });
  const sizes = compareCategories(rows, { ...unbased, groupBy: 'blockSize' });
  const shownCategories = groupBy === 'blockSize' ? sizes : mixes;
  // Disks with a figure in the chart as set (the metric at the fixed mix or block size).
  const withData = useMemo(
    () =>
      new Set(
        rows
          .filter((r) => shownCategories.some((c) => compareCell(r, unbased, c)?.value !== undefined))
          .map((r) => r.diskId),
      ),
    [rows, unbased, shownCategories],
  );
  // The baseline a link or the reader chose, else the first disk that has data for this chart, so
  // the ratios are never empty by default.
  const spec: CompareSpec = useMemo(() => {
    const chosen = baseline && diskIds.includes(baseline) ? baseline : diskIds.find((id) => withData.has(id));
    return chosen ? { ...unbased, baselineId: chosen } : unbased;
  }, [unbased, baseline, diskIds, withData]);
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
  const empty = withData.size === 0;
  const baseId = spec.baselineId ?? diskIds[0] ?? '';
  const baselineEmpty = !empty && !withData.has(baseId);
  const available = (groupBy === 'blockSize' ? allMixes.map(mixLabel) : allSizes.map(blockSizeLabel)).join(
    ', ',
  );

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
          value={baseId}
          choices={diskIds.map((id) => ({
            value: id,
            label: withData.has(id) ? label(id) : `${label(id)} (${t('noDataMark')})`,
          }))}
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
      {empty ? (
        // No chart of nothing: its screen-reader text would only say "Data ranges from 0 to 0".
        <p className="notice" role="status" data-testid="compare-empty">
          {t('noDataWhy', { metric: metricName(metric, lang), fixed, available: available || '—' })}
        </p>
      ) : (
        <>
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
          {baselineEmpty ? (
            <p className="notice" role="status" data-testid="compare-ratio-empty">
              {t('noBaselineData', { disk: label(baseId), metric: metricName(metric, lang), fixed })}
            </p>
          ) : (
            <ChartPanel
              id="compare-ratio"
              title={`${t('ratio')} · ${label(baseId)}`}
              options={ratio}
              lang={lang}
            />
          )}
        </>
      )}
      <CompareLoad dataset={dataset} diskIds={diskIds} colourOrder={diskIds} units={units} lang={lang} />
    </>
  );
}
