// The Time screen: steady state, WSAT, HIR, fio logs, latency distributions and several disks over
// time, as sub-tabs. Every choice (tab, disk, test, series, axis, alignment) is a view parameter,
// so a link opens the same chart.
import { useDataset } from '../../state/selectors';
import { useStore } from '../../state/store';
import { preferredDisks } from '../common/disk-order';
import { oneOf, useViewParam } from '../../state/view-params';
import { Select } from '../common/Select';
import '../common/views.css';
import './time.css';
import { CompareTab } from './CompareTab';
import { HirTab } from './HirTab';
import { LatencyTab } from './LatencyTab';
import { LogsTab } from './LogsTab';
import { SteadyStateTab } from './SteadyStateTab';
import { timeStrings } from './strings';
import { disksFor, TIME_TABS, type TimeTab } from './time-data';
import { WsatTab } from './WsatTab';
import { useStrings } from '../common/use-strings';

export interface TabProps {
  diskId: string;
}

const TAB_COMPONENTS: Record<Exclude<TimeTab, 'compare'>, (p: TabProps) => React.ReactNode> = {
  steady: SteadyStateTab,
  wsat: WsatTab,
  hir: HirTab,
  logs: LogsTab,
  latency: LatencyTab,
};

export default function TimeView() {
  const dataset = useDataset();
  const t = useStrings(timeStrings);
  const [tab, setTab] = useViewParam<TimeTab>('tab', 'steady', oneOf(TIME_TABS));
  const disks = disksFor(dataset, tab);
  const [diskParam, setDisk] = useViewParam('disk', '');
  const selected = useStore((s) => s.selectedDiskIds);
  // With no disk in the link: a ticked one, else the newest upload's, else the fullest published one.
  const disk = disks.find((d) => d.id === diskParam) ?? preferredDisks(dataset, disks, selected)[0];
  const Tab = tab === 'compare' ? undefined : TAB_COMPONENTS[tab];
  return (
    <section className="view" data-view="time">
      <h2>{t('title')}</h2>
      <p className="muted">{t('intro')}</p>
      <div className="time-tabs" role="tablist">
        {TIME_TABS.map((id) => (
          <button
            key={id}
            type="button"
            role="tab"
            aria-selected={id === tab}
            className={id === tab ? 'time-tab time-tab-active' : 'time-tab'}
            data-time-tab={id}
            onClick={() => setTab(id)}
          >
            {t(`tab.${id}`)}
          </button>
        ))}
      </div>
      {tab === 'compare' ? (
        <CompareTab />
      ) : disks.length === 0 || !disk || !Tab ? (
        <p className="notice">{t('noData')}</p>
      ) : (
        <>
          <div className="controls">
            <Select
              className="filter"
              label={t('disk')}
              value={disk.id}
              choices={disks.map((d) => ({ value: d.id, label: d.label }))}
              onChange={setDisk}
              testId="time-disk"
            />
          </div>
          <Tab key={`${tab}:${disk.id}`} diskId={disk.id} />
        </>
      )}
    </section>
  );
}
