// The Overview screen: a chart first (measured ÷ advertised, or the headline IOPS, per disk) beside
// the public studies one click away, then the disk table wired to the store.
import { selectDisks, setView } from '../../state/actions';
import { useDataset } from '../../state/selectors';
import { useStore } from '../../state/store';
import '../common/views.css';
import { Examples } from '../app/Examples';
import { useAppStrings } from '../app/strings';
import { LeadChart } from './LeadChart';
import { OverviewTable } from './OverviewTable';
import { overviewStrings } from './strings';
import { useStrings } from '../common/use-strings';

export default function OverviewView() {
  const tApp = useAppStrings();
  const dataset = useDataset();
  const selected = useStore((s) => s.selectedDiskIds);
  const units = useStore((s) => s.units);
  const lang = useStore((s) => s.lang);
  const t = useStrings(overviewStrings);
  return (
    <section className="view" data-view="overview">
      <div className="overview-top">
        {dataset.disks.length ? (
          <LeadChart dataset={dataset} selected={selected} lang={lang} />
        ) : (
          <div className="overview-lead notice" data-testid="empty-state">
            <p>
              <strong>{tApp('empty.title')}</strong>
            </p>
            <p>{tApp('empty.hint')}</p>
          </div>
        )}
        <Examples />
      </div>
      <h2>{t('title')}</h2>
      <p className="muted">{t('intro')}</p>
      <OverviewTable dataset={dataset} selected={selected} units={units} onSelect={selectDisks} />
      <div className="view-actions">
        <button type="button" disabled={selected.length === 0} onClick={() => setView('disk')}>
          {t('openDisk')}
        </button>
        <button type="button" disabled={selected.length < 2} onClick={() => setView('compare')}>
          {t('openCompare')}
        </button>
      </div>
    </section>
  );
}
