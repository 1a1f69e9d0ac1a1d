// HIR of one disk (and the other selected disks' reported figures): IOPS through preconditioning and
// each wait state, and the per-state means as bars — recomputed from the jobs, beside hir.json or a
// digest CSV.
import { useMemo } from 'react';
import { hirCurve, hirStateMeans } from '../../analysis/hir';
import { reportedHir } from '../../analysis/hir-reported';
import { steadyStateOf } from '../../analysis/steady-state-of';
import { windowResults } from '../../analysis/steady-state-compare';
import {
  barsFromStateMeans,
  buildHirBars,
  buildHirCurve,
  hirElapsedMinutes,
  type HirBars,
} from '../../charts/hir';
import { useStore } from '../../state/store';
import { ChartPanel } from '../common/ChartPanel';
import { hasHir, measurementsOf } from './time-data';
import type { TabProps } from './TimeView';
import { useTimeContext } from './use-time';
import { diskOf } from '../../analysis/by-disk';
import { diskLabel } from '../../charts/spec';

export function HirTab({ diskId }: TabProps) {
  const { dataset, lang, t } = useTimeContext();
  const selected = useStore((s) => s.selectedDiskIds);
  const ms = useMemo(() => measurementsOf(dataset, diskId), [dataset, diskId]);
  const points = useMemo(() => hirCurve(ms), [ms]);
  const curve = useMemo(() => buildHirCurve(points, hirElapsedMinutes(ms), lang), [points, ms, lang]);
  const waitLabel = t('recomputedWait');
  const baselineLabel = t('recomputedBaseline');
  const bars = useMemo(() => {
    const ids = [diskId, ...selected.filter((id) => id !== diskId)];
    const out: HirBars[] = [];
    const reported = reportedHir(dataset.measurements);
    for (const id of ids) {
      const dms = measurementsOf(dataset, id);
      if (!hasHir(dms)) continue;
      const label = diskLabel(dataset, id);
      const pts = hirCurve(dms);
      if (pts.length) {
        const ss = steadyStateOf(dms, diskOf(dataset, id), 'hir')?.steady;
        const steady = ss ? windowResults(dms, 'hir', ss).hir_steady_state_iops : undefined;
        const means = hirStateMeans(pts);
        out.push(barsFromStateMeans(`${label} · ${waitLabel}`, means, steady));
        out.push(barsFromStateMeans(`${label} · ${baselineLabel}`, means, undefined, true));
      }
      const r = reported.find((x) => x.diskId === id);
      if (r)
        out.push({
          name: `${label} · ${r.files.map((f) => f.split('/').pop()).join(', ')}`,
          waits: r.waits,
          ...(r.steadyState !== undefined ? { steadyState: r.steadyState } : {}),
        });
    }
    return buildHirBars(out, lang);
  }, [dataset, diskId, selected, lang, waitLabel, baselineLabel]);
  return (
    <section className="view-section" data-time-section="hir">
      {points.length ? (
        <ChartPanel
          id="time-hir-curve"
          title={t('hirCurve')}
          options={curve}
          caption={t('hirCaption')}
          lang={lang}
        />
      ) : null}
      <ChartPanel
        id="time-hir-bars"
        title={t('hirBars')}
        options={bars}
        caption={t('hirBarsCaption')}
        lang={lang}
      />
    </section>
  );
}
