// The Overview screen: the disk table wired to the store (dataset, selection, units).
import { selectDisks, setView } from '../../state/actions';
import { useDataset } from '../../state/selectors';
import { useStore } from '../../state/store';
import '../common/views.css';
import { OverviewTable } from './OverviewTable';
import { overviewStrings } from './strings';
import { useStrings } from '../common/use-strings';

export default function OverviewView() {
  const dataset = useDataset();
  const selected = useStore((s) => s.selectedDiskIds);
  const units = useStore((s) => s.units);
  const t = useStrings(overviewStrings);
  return (
    <section className="view" data-view="overview">
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
