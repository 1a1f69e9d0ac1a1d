// Compare's load curves: one workload (pattern, mix, block size) that two or more of the compared
// disks ran at several QD × jobs points, at one jobs count, each disk in its Compare colour.
import { useMemo } from 'react';
import { diskLoadCurves, type LoadCurve } from '../../analysis/load-curve';
import {
  buildCompareLoad,
  workloadKeyOf,
  workloadText,
  type CompareLoadDisk,
} from '../../charts/compare-load';
import { defaultLoadX } from '../../charts/load-point';
import type { DisplayUnits } from '../../charts/units';
import type { Lang } from '../../i18n';
import type { Dataset } from '../../model/types';
import { numberIn, oneOf, useViewParam } from '../../state/view-params';
import { ChartPanel } from '../common/ChartPanel';
import { Select } from '../common/Select';
import { useStrings } from '../common/use-strings';
import { compareLoadStrings } from './load-strings';
import { diskLabel } from '../../charts/spec';

const X_CHOICES = ['auto', 'iops', 'bw'] as const;
const JOBS = numberIn(1, 1 << 20);

export function CompareLoad({
  dataset,
  diskIds,
  colourOrder,
  units,
  lang,
}: {
  dataset: Dataset;
  diskIds: string[];
  /** The disks in the order the other Compare charts colour them. */
  colourOrder: string[];
  units: DisplayUnits;
  lang: Lang;
}) {
  const t = useStrings(compareLoadStrings);
  // The first curve of each workload per disk (another engine's curve of the same workload is
  // listed in the Disk view).
  const byWorkload = useMemo(() => {
    const out = new Map<string, { diskId: string; curve: LoadCurve }[]>();
    for (const diskId of diskIds) {
      const seen = new Set<string>();
      for (const curve of diskLoadCurves(dataset, diskId)) {
        const k = workloadKeyOf(curve);
        if (seen.has(k)) continue;
        seen.add(k);
        out.set(k, [...(out.get(k) ?? []), { diskId, curve }]);
      }
    }
    return new Map([...out].filter(([, v]) => v.length >= 2));
  }, [dataset, diskIds]);
  // Linkable: `p.lcw` (workload), `p.lcj` (jobs), `p.lcX`.
  const [wanted, setWanted] = useViewParam('lcw', '');
  const [jobsText, setJobs] = useViewParam('lcj', '');
  const [xChoice, setX] = useViewParam('lcX', 'auto', oneOf(X_CHOICES));
  const view = useMemo(() => {
    const keys = [...byWorkload.keys()];
    const key = keys.includes(wanted) ? wanted : keys[0];
    const entries = key ? (byWorkload.get(key) ?? []) : [];
    const jobCounts = [...new Set(entries.flatMap((e) => e.curve.jobCounts))].sort((a, b) => a - b);
    const asked = JOBS.parse(jobsText);
    const jobs = asked !== undefined && jobCounts.includes(asked) ? asked : (jobCounts[0] ?? 1);
    const first = entries[0]?.curve;
    const x = first ? (xChoice === 'auto' ? defaultLoadX(first) : xChoice) : 'iops';
    const label = (id: string) => diskLabel(dataset, id);
    const disks: CompareLoadDisk[] = entries.map((e) => {
      const at = colourOrder.indexOf(e.diskId);
      return {
        diskId: e.diskId,
        label: label(e.diskId),
        index: at >= 0 ? at : diskIds.indexOf(e.diskId),
        curve: e.curve,
      };
    });
    const options = buildCompareLoad({ disks, jobs, x, units, lang });
    return { keys, key, jobCounts, jobs, first, x, options };
  }, [byWorkload, wanted, jobsText, xChoice, colourOrder, diskIds, dataset, units, lang]);
  const { keys, key, jobCounts, jobs, first, x, options } = view;
  return (
    <section className="view-section" data-testid="compare-load">
      <h3>{t('loadSection')}</h3>
      <p className="muted">{t('loadIntro')}</p>
      {!key || !first ? (
        <p className="notice">{t('noShared')}</p>
      ) : (
        <>
          <div className="controls">
            <Select
              label={t('workload')}
              value={key}
              choices={keys.map((k) => ({ value: k, label: workloadText(byWorkload.get(k)![0]!.curve) }))}
              onChange={setWanted}
            />
            <Select
              label={t('jobs')}
              value={jobs}
              choices={jobCounts.map((j) => ({ value: j, label: String(j) }))}
              onChange={(j) => setJobs(String(j))}
            />
            <Select
              label={t('xAxis')}
              value={x}
              choices={[
                { value: 'iops', label: t('xIops') },
                { value: 'bw', label: t('xBw') },
              ]}
              onChange={(v) => setX(v)}
            />
          </div>
          <ChartPanel
            id="compare-load-curve"
            title={`${t('loadSection')} · ${workloadText(first)} · ${t('jobs')} ${jobs}`}
            options={options}
            lang={lang}
          />
        </>
      )}
    </section>
  );
}
