// The Disk screen: one disk at a time (the selected ones first), wired to the store.
import { useDataset } from '../../state/selectors';
import { useStore } from '../../state/store';
import { useViewParam } from '../../state/view-params';
import { Select } from '../common/Select';
import '../common/views.css';
import { DiskPanel } from './DiskPanel';
import { preferredDisks } from '../common/disk-order';
import { diskStrings } from './strings';
import { useStrings } from '../common/use-strings';
import { diskLabel } from '../../charts/spec';

export default function DiskView() {
  const t = useStrings(diskStrings);
  const dataset = useDataset();
  const selected = useStore((s) => s.selectedDiskIds);
  const units = useStore((s) => s.units);
  const lang = useStore((s) => s.lang);
  // Linkable (`p.disk=`): a link opens on the disk it names, whatever the reader has selected.
  const [picked, setPicked] = useViewParam('disk', '');
  // Selected disks first (in selection order), then the newest upload's, then the published ones
  // with most results, so the view opens on a meaningful disk and the picker offers every disk.
  const ids = dataset.disks.map((d) => d.id);
  const order = preferredDisks(dataset, dataset.disks, selected).map((d) => d.id);
  const diskId = picked && ids.includes(picked) ? picked : order[0];
  const label = (id: string) => diskLabel(dataset, id);
  return (
    <section className="view" data-view="disk">
      <h2>{t('title')}</h2>
      {diskId === undefined ? (
        <p className="notice">{t('noDisks')}</p>
      ) : (
        <>
          <div className="controls">
            <Select
              label={t('pickDisk')}
              value={diskId}
              choices={order.map((id) => ({
                value: id,
                label: `${label(id)}${selected.includes(id) ? ' ✓' : ''}`,
              }))}
              onChange={setPicked}
            />
          </div>
          <DiskPanel dataset={dataset} diskId={diskId} units={units} lang={lang} />
        </>
      )}
    </section>
  );
}
