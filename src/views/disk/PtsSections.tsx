// The SNIA PTS pages of one disk: IOPS (heatmap, grouped columns, table), throughput (128k and 1m,
// read and write) and latency (mean, max and percentiles for 512b/4k/8k × 100/0, 65/35, 0/100).
import { useMemo } from 'react';
import { buildLatencyStats } from '../../charts/latency-stats';
import { buildMatrixColumns } from '../../charts/matrix-columns';
import { buildMatrixHeatmap } from '../../charts/matrix-heatmap';
import { latUnitLabel, type DisplayUnits } from '../../charts/units';
import { type Lang } from '../../i18n';
import type { Dataset } from '../../model/types';
import { KiB } from '../../model/units';
import { flagParam, useViewParam } from '../../state/view-params';
import { ChartPanel } from '../common/ChartPanel';
import { MatrixTable } from './MatrixTable';
import { diskStrings } from './strings';
import { useStrings } from '../common/use-strings';

export interface DiskSectionProps {
  dataset: Dataset;
  diskId: string;
  units: DisplayUnits;
  lang: Lang;
}

/** The PTS latency page's block sizes (the suite also runs 16k; the report shows these three). */
const PTS_LATENCY_SIZES = [512, 4 * KiB, 8 * KiB];

export function PtsIopsSection({ dataset, diskId, units, lang }: DiskSectionProps) {
  const t = useStrings(diskStrings);
  const [log, setLog] = useViewParam('iopsLog', true, flagParam);
  const spec = { source: 'iops', metric: 'iops' } as const;
  const heat = useMemo(
    () => buildMatrixHeatmap(dataset, { diskId, source: 'iops', metric: 'iops', units, lang }),
    [dataset, diskId, units, lang],
  );
  const cols = useMemo(
    () => buildMatrixColumns(dataset, { diskId, source: 'iops', metric: 'iops', units, lang, log }),
    [dataset, diskId, units, lang, log],
  );
  return (
    <section className="view-section">
      <h3>{t('iopsSection')}</h3>
      <div className="chart-stack">
        <ChartPanel
          id="disk-iops-heatmap"
          title={`${t('iopsSection')} · ${t('heatmap')}`}
          options={heat}
          caption={t('ptsSummedCaption')}
          lang={lang}
        />
        <ChartPanel
          id="disk-iops-columns"
          title={`${t('iopsSection')} · ${t('columns')}`}
          options={cols}
          caption={t('ptsSummedCaption')}
          lang={lang}
          actions={
            <label className="inline-check">
              <input type="checkbox" checked={log} onChange={(e) => setLog(e.target.checked)} />{' '}
              {t('logScale')}
            </label>
          }
        />
      </div>
      <MatrixTable dataset={dataset} diskId={diskId} spec={spec} units={units} lang={lang} />
    </section>
  );
}

export function PtsThroughputSection({ dataset, diskId, units, lang }: DiskSectionProps) {
  const t = useStrings(diskStrings);
  const spec = { source: 'throughput', metric: 'bw' } as const;
  const cols = useMemo(
    () => buildMatrixColumns(dataset, { diskId, source: 'throughput', metric: 'bw', units, lang }),
    [dataset, diskId, units, lang],
  );
  return (
    <section className="view-section">
      <h3>{t('throughputSection')}</h3>
      <ChartPanel
        id="disk-throughput-columns"
        title={t('throughputSection')}
        options={cols}
        caption={t('ptsMibCaption')}
        lang={lang}
      />
      <MatrixTable dataset={dataset} diskId={diskId} spec={spec} units={units} lang={lang} />
    </section>
  );
}

export function PtsLatencySection({ dataset, diskId, units, lang }: DiskSectionProps) {
  const t = useStrings(diskStrings);
  const stats = useMemo(
    () =>
      buildLatencyStats(dataset, { diskId, source: 'latency', units, lang, blockSizes: PTS_LATENCY_SIZES }),
    [dataset, diskId, units, lang],
  );
  const unit = latUnitLabel(units.lat);
  return (
    <section className="view-section">
      <h3>{t('latencySection')}</h3>
      <ChartPanel
        id="disk-latency-stats"
        title={`${t('latencySection')} · ${t('latencyStats')}`}
        options={stats}
        caption={t('ptsLatCaption')}
        lang={lang}
      />
      <h4>{t('meanTable', { unit })}</h4>
      <MatrixTable
        dataset={dataset}
        diskId={diskId}
        spec={{ source: 'latency', metric: 'latMean' }}
        units={units}
        lang={lang}
        blockSizes={PTS_LATENCY_SIZES}
      />
      <h4>{t('maxTable', { unit })}</h4>
      <MatrixTable
        dataset={dataset}
        diskId={diskId}
        spec={{ source: 'latency', metric: 'latMax' }}
        units={units}
        lang={lang}
        blockSizes={PTS_LATENCY_SIZES}
      />
    </section>
  );
}
