// Latency distribution of one run: the percentile / exceedance chart (log-scaled tail) and the
// json+ histogram, per direction, each saying that fio's percentiles are bucket estimates.
import { useMemo } from 'react';
import { distributionsOf, hasDistribution } from '../../analysis/latency-distribution';
import { buildLatencyHistogram, buildLatencyPercentiles } from '../../charts/latency-dist';
import { blockSizeOrDash } from '../../model/units';
import type { Measurement } from '../../model/types';
import { useViewParam } from '../../state/view-params';
import { Select } from '../common/Select';
import { ChartPanel } from '../common/ChartPanel';
import { measurementsOf } from './time-data';
import type { TabProps } from './TimeView';
import { useTimeContext } from './use-time';

function runLabel(m: Measurement): string {
  const w = m.workload;
  const file = m.provenance.file.split('/').pop() ?? m.provenance.file;
  const job = m.provenance.job ? ` · ${m.provenance.job}` : '';
  return `${file}${job} (${blockSizeOrDash(w.blockSize)} ${w.readPct}/${100 - w.readPct}${w.queueDepth ? ` QD${w.queueDepth}` : ''})`;
}

export function LatencyTab({ diskId }: TabProps) {
  const { dataset, units, lang, t } = useTimeContext();
  const runs = useMemo(
    () =>
      measurementsOf(dataset, diskId)
        .filter(hasDistribution)
        // json+ runs first: they have the histogram.
        .sort(
          (a, b) =>
            Number(distributionsOf(b).some((d) => d.stats.histogram)) -
            Number(distributionsOf(a).some((d) => d.stats.histogram)),
        ),
    [dataset, diskId],
  );
  const [runParam, setRun] = useViewParam('lrun', '');
  const run = runs.find((m) => m.id === runParam) ?? runs[0];
  const dists = useMemo(() => (run ? distributionsOf(run) : []), [run]);
  const note = t('bucketNote');
  const pct = useMemo(() => buildLatencyPercentiles(dists, units, note, lang), [dists, units, note, lang]);
  const hist = useMemo(() => buildLatencyHistogram(dists, units, note, lang), [dists, units, note, lang]);
  if (!run) return <p className="notice">{t('noData')}</p>;
  const hasHist = dists.some((d) => d.stats.histogram);
  return (
    <section className="view-section" data-time-section="latency">
      <div className="controls">
        <Select
          className="filter"
          label={t('run')}
          value={run.id}
          choices={runs.map((m) => ({ value: m.id, label: runLabel(m) }))}
          onChange={setRun}
          testId="time-lrun"
        />
      </div>
      <ChartPanel
        id="time-latency-percentiles"
        title={t('percentiles')}
        options={pct}
        caption={note}
        lang={lang}
      />
      {hasHist ? (
        <ChartPanel
          id="time-latency-histogram"
          title={t('histogram')}
          options={hist}
          caption={note}
          lang={lang}
        />
      ) : (
        <p className="notice">{t('noHistogram')}</p>
      )}
    </section>
  );
}
