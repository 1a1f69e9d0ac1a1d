// The Expected screen: advertised curves (Curves), measured versus advertised per disk (Measured vs
// expected), formula editing (Edit) and price/performance (Price). Lazily imported by the app shell.
import { useMemo } from 'react';
import { expectDisk } from '../../expected';
import { setRunDate, useRunDate } from '../../state/expected';
import { useDataset } from '../../state/selectors';
import { useStore } from '../../state/store';
import { oneOf, useViewParam } from '../../state/view-params';
import '../common/views.css';
import './expected.css';
import { CurvesPanel } from './CurvesPanel';
import { EditPanel } from './EditPanel';
import { MeasuredPanel } from './MeasuredPanel';
import { PricePanel } from './PricePanel';
import { expectedStrings, type ExpectedKey } from './strings';
import { useCatalogue } from './use-catalogue';
import { useStrings } from '../common/use-strings';

const TABS = ['curves', 'measured', 'edit', 'price'] as const;
type Tab = (typeof TABS)[number];
const TAB_KEYS: Record<Tab, ExpectedKey> = {
  curves: 'tabCurves',
  measured: 'tabMeasured',
  edit: 'tabEdit',
  price: 'tabPrice',
};

export default function ExpectedView() {
  const dataset = useDataset();
  const units = useStore((s) => s.units);
  const lang = useStore((s) => s.lang);
  const date = useRunDate();
  const catalogue = useCatalogue();
  const [tab, setTab] = useViewParam<Tab>('tab', 'curves', oneOf(TABS)); // linkable: `p.tab`
  const linkProblem = useStore((s) => s.expected.linkProblem);
  const t = useStrings(expectedStrings);

  const expectations = useMemo(
    () => dataset.disks.map((d) => expectDisk(catalogue, dataset, d, date ? { date } : {})),
    [catalogue, dataset, date],
  );
  return (
    <section className="view" data-view="expected">
      <h2>{t('title')}</h2>
      <p className="muted">{t('intro')}</p>
      {linkProblem ? <p className="notice">{t('linkNotice', { reason: linkProblem })}</p> : null}
      <label title={t('runDateHelp')}>
        {t('runDate')}{' '}
        <input
          type="month"
          value={date}
          onChange={(e) => setRunDate(e.target.value)}
          data-testid="run-date"
        />
      </label>
      <nav className="tabs" role="tablist">
        {TABS.map((id) => (
          <button
            key={id}
            type="button"
            role="tab"
            aria-selected={tab === id}
            data-tab={id}
            onClick={() => setTab(id)}
          >
            {t(TAB_KEYS[id])}
          </button>
        ))}
      </nav>
      {tab === 'curves' ? (
        <CurvesPanel catalogue={catalogue} expectations={expectations} units={units} lang={lang} />
      ) : null}
      {tab === 'measured' ? (
        <MeasuredPanel expectations={expectations} units={units} lang={lang} runDate={date} />
      ) : null}
      {tab === 'edit' ? <EditPanel catalogue={catalogue} units={units} lang={lang} /> : null}
      {tab === 'price' ? <PricePanel catalogue={catalogue} /> : null}
    </section>
  );
}
