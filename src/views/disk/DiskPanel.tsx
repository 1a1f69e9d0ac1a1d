// One disk's pages, from props: the PTS sections it has results for, then its plain fio runs.
import { sourcesOf } from '../../analysis/matrix';
import { DiskFacts } from './DiskFacts';
import { FioSection } from './FioSection';
import { LoadSection } from './LoadSection';
import {
  PtsIopsSection,
  PtsLatencySection,
  PtsThroughputSection,
  type DiskSectionProps,
} from './PtsSections';
import { diskStrings } from './strings';
import { useStrings } from '../common/use-strings';
import { diskOf } from '../../analysis/by-disk';

export function DiskPanel(props: DiskSectionProps) {
  const t = useStrings(diskStrings);
  const { dataset, diskId } = props;
  const sources = sourcesOf(dataset, diskId);
  const disk = diskOf(dataset, diskId);
  return (
    <div className="disk-panel" data-disk-id={diskId}>
      {disk && !disk.comparable ? (
        <p className="notice">
          <span className="badge badge-warning">!</span> {t('notComparable')}
        </p>
      ) : null}
      {disk ? <DiskFacts disk={disk} /> : null}
      {sources.length === 0 ? <p className="notice">{t('noResults')}</p> : null}
      {sources.includes('iops') ? <PtsIopsSection {...props} /> : null}
      {sources.includes('throughput') ? <PtsThroughputSection {...props} /> : null}
      {sources.includes('latency') ? <PtsLatencySection {...props} /> : null}
      {sources.includes('fio') ? <LoadSection key={`load-${diskId}`} {...props} /> : null}
      {sources.includes('fio') ? <FioSection key={diskId} {...props} /> : null}
    </div>
  );
}
