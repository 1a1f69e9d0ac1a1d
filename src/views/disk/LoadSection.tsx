// The Disk view's load curves: pick a workload run at several QD × jobs points, see its load curve
// against the Expected view's caps, IOPS and latency against queue depth, and the QD × jobs grid.
import { useMemo } from 'react';
import { diskLoadCurves, type LoadCurve } from '../../analysis/load-curve';
import { buildLoadCurve } from '../../charts/load-curve';
import { curveLabel, defaultLoadX } from '../../charts/load-point';
import { buildQdJobsHeatmap, buildQdScaling, type GridMetric } from '../../charts/load-scaling';
import type { DisplayUnits } from '../../charts/units';
import { expectDisk } from '../../expected';
import { afterBurstRuns, loadCaps } from '../../expected/load-caps';
import type { Lang } from '../../i18n';
import type { Dataset } from '../../model/types';
import { useRunDate } from '../../state/expected';
import { oneOf, useViewParam } from '../../state/view-params';
import { ChartPanel } from '../common/ChartPanel';
import { Select } from '../common/Select';
import { useStrings } from '../common/use-strings';
import { useCatalogue } from '../expected/use-catalogue';
import { diskLoadStrings } from './load-strings';
import { diskOf } from '../../analysis/by-disk';
import { diskLabel } from '../../charts/spec';

const X_CHOICES = ['auto', 'iops', 'bw'] as const;
const GRID_CHOICES = ['iops', 'bw', 'latMean'] as const;

/** The caps of the disk's Expected judgement at a curve's block size and mix, or why there are none. */
function useCaps(dataset: Dataset, diskId: string) {
  const catalogue = useCatalogue();
  const date = useRunDate();
  return useMemo(() => {
    const disk = diskOf(dataset, diskId);
    if (!disk) return { why: 'noCapsMatch' as const };
    const exp = expectDisk(catalogue, dataset, disk, date ? { date } : {});
    if (!exp.match.ok) return { why: 'noCapsMatch' as const };
    if (!exp.figures) return { why: 'noCapsSize' as const };
    return { figures: exp.figures, afterBurst: new Set(afterBurstRuns(exp).keys()) };
  }, [catalogue, dataset, diskId, date]);
}

export function LoadSection({
  dataset,
  diskId,
  units,
  lang,
}: {
  dataset: Dataset;
  diskId: string;
  units: DisplayUnits;
  lang: Lang;
}) {
  const t = useStrings(diskLoadStrings);
  const curves = useMemo(() => diskLoadCurves(dataset, diskId), [dataset, diskId]);
  // Linkable choices: `p.lc` (curve key), `p.lcX`, `p.lcGrid`.
  const [wanted, setWanted] = useViewParam('lc', '');
  const curve: LoadCurve | undefined = curves.find((c) => c.key === wanted) ?? curves[0];
  const [xChoice, setX] = useViewParam('lcX', 'auto', oneOf(X_CHOICES));
  const [grid, setGrid] = useViewParam<GridMetric>('lcGrid', 'iops', oneOf(GRID_CHOICES));
  const caps = useCaps(dataset, diskId);
  const label = diskLabel(dataset, diskId);
  const x = curve ? (xChoice === 'auto' ? defaultLoadX(curve) : xChoice) : 'iops';
  const options = useMemo(() => {
    if (!curve) return undefined;
    const c = caps.figures && curve.blockSize ? loadCaps(caps.figures, curve.readPct, curve.blockSize) : [];
    return {
      load: buildLoadCurve({
        diskLabel: label,
        curve,
        x,
        caps: c,
        ...(caps.why ? { noCapsWhy: t(caps.why) } : {}),
        ...(caps.afterBurst ? { afterBurst: caps.afterBurst } : {}),
        units,
        lang,
      }),
      scaling: buildQdScaling({ diskLabel: label, curve, units, lang }),
      grid: buildQdJobsHeatmap({ diskLabel: label, curve, units, lang, metric: grid }),
    };
  }, [curve, caps, label, x, units, lang, grid, t]);
  if (!curve || !options) return null;
  const name = curveLabel(curve);
  return (
    <section className="view-section" data-testid="load-section">
      <h3>{t('loadSection')}</h3>
      <p className="muted">{t('loadIntro')}</p>
      <div className="controls">
        <Select
          label={t('curve')}
          value={curve.key}
          choices={curves.map((c) => ({
            value: c.key,
            label: `${curveLabel(c)} (${t('points', { n: c.points.length })})`,
          }))}
          onChange={setWanted}
          testId="load-curve-pick"
        />
        <Select
          label={t('xAxis')}
          value={x}
          choices={[
            { value: 'iops', label: t('xIops') },
            { value: 'bw', label: t('xBw') },
          ]}
          onChange={(v) => setX(v)}
          testId="load-x-pick"
        />
      </div>
      <div className="chart-stack">
        <ChartPanel
          id="disk-load-curve"
          title={`${name} · ${t('loadCurve')}`}
          options={options.load}
          lang={lang}
        />
        <ChartPanel
          id="disk-load-scaling"
          title={`${name} · ${t('qdScaling')}`}
          options={options.scaling}
          lang={lang}
        />
        <ChartPanel
          id="disk-load-grid"
          title={`${name} · ${t('qdJobsGrid')}`}
          options={options.grid}
          lang={lang}
          actions={
            <Select
              label={t('gridMetric')}
              value={grid}
              choices={[
                { value: 'iops', label: t('gridIops') },
                { value: 'bw', label: t('gridBw') },
                { value: 'latMean', label: t('gridLat') },
              ]}
              onChange={setGrid}
            />
          }
        />
      </div>
    </section>
  );
}
