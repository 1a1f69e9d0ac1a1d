// The Overview cell for a disk without any headline figure: instead of a row of dashes, what the
// disk does hold (fio logs, PTS rounds, summary rows, other workloads) and a link to where it shows.
import { diskHoldings } from '../../analysis/disk-holdings';
import type { Dataset } from '../../model/types';
import { setView } from '../../state/actions';
import { setViewParam } from '../../state/view-params';
import { useStrings } from '../common/use-strings';
import { holdingsStrings } from './holdings-strings';

function duration(s: number): string {
  if (s >= 3600) return `${(s / 3600).toFixed(1)} h`;
  if (s >= 60) return `${(s / 60).toFixed(1)} min`;
  return `${Math.round(s)} s`;
}

function openTimeLogs(diskId: string): void {
  setViewParam('tab', 'logs', undefined, 'time');
  setViewParam('disk', diskId, undefined, 'time');
  setView('time');
}

function openDisk(diskId: string): void {
  setViewParam('disk', diskId, undefined, 'disk');
  setView('disk');
}

export function DiskHoldingsCell({
  dataset,
  diskId,
  span,
}: {
  dataset: Dataset;
  diskId: string;
  span: number;
}) {
  const t = useStrings(holdingsStrings);
  const h = diskHoldings(dataset, diskId);
  const parts: string[] = [];
  if (h.series > 0 && h.results === 0)
    parts.push(
      t('logs', {
        series: h.series,
        metrics: h.metrics.join(', '),
        files: h.files,
        duration: duration(h.durationS),
      }),
    );
  if (h.ptsRounds > 0 && h.results === 0) parts.push(t('rounds', { n: h.ptsRounds }));
  if (h.results > 0 && h.summaryRows === h.results) parts.push(t('summary', { n: h.results }));
  else if (h.results > 0) parts.push(t('results', { n: h.results }));
  return (
    <td colSpan={span} className="holdings" title={t('noHeadline')} data-testid="disk-holdings">
      {parts.join(' · ')}{' '}
      {h.series > 0 ? (
        <button type="button" className="link" onClick={() => openTimeLogs(diskId)}>
          {t('openTime')}
        </button>
      ) : (
        <button type="button" className="link" onClick={() => openDisk(diskId)}>
          {t('openDisk')}
        </button>
      )}
    </td>
  );
}
