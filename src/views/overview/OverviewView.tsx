// The Overview screen: a chart first (measured ÷ advertised, or the headline IOPS, per disk) beside
// the public studies one click away, then the disk table wired to the store.
import { useDeferredValue } from 'react';
import type { Dataset } from '../../model/types';
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
  // The landing charts follow a render behind the table: a dataset arriving (the published one, an
  // upload saved in this browser) is listed in its own task, and the disks are judged and the two
  // charts' options built in the next, which React can also split between the two charts. Rendered
  // together, the first render of a new tab with a 100,000-job upload saved ran 73 ms of CPU in one
  // task, 46 of them in the two charts' memos (tasks12-trace NEW_TAB=1 PROFILE=1). Null until the
  // first of those renders, when the lead's place is kept empty.
  const leadDataset = useDeferredValue<Dataset | null>(dataset, null);
  const leadSelected = useDeferredValue(selected);
  return (
    <section className="view" data-view="overview">
      <div className="overview-top">
        {dataset.disks.length === 0 ? (
          <div className="overview-lead notice" data-testid="empty-state">
            <p>
              <strong>{tApp('empty.title')}</strong>
            </p>
            <p>{tApp('empty.hint')}</p>
          </div>
        ) : leadDataset?.disks.length ? (
          <LeadChart dataset={leadDataset} selected={leadSelected} lang={lang} />
        ) : (
          <div className="overview-lead" aria-busy="true" />
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
