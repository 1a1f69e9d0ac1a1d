// The Compare screen: the selected disks (pick more here), wired to the store.
import { useEffect, useMemo, useState } from 'react';
import { measurementsOf } from '../../analysis/by-disk';
import { KiB } from '../../model/units';
import { NATURAL_ORDER } from '../../lib/natural-order';
import { selectDisks, toggleDisk } from '../../state/actions';
import { useDataset } from '../../state/selectors';
import { useStore } from '../../state/store';
import '../common/views.css';
import { CompareCharts } from './CompareCharts';
import { compareStrings } from './strings';
import { useStrings } from '../common/use-strings';

/** Disk checkboxes listed at most. */
const LISTED_DISKS = 200;

export default function CompareView() {
  const t = useStrings(compareStrings);
  const dataset = useDataset();
  const selected = useStore((s) => s.selectedDiskIds);
  const units = useStore((s) => s.units);
  const lang = useStore((s) => s.lang);
  // Memoised so the charts below keep their options while nothing they show changed.
  const present = useMemo(
    () => selected.filter((id) => dataset.disks.some((d) => d.id === id)),
    [selected, dataset],
  );
  // Thousands of disks as checkboxes took seconds to lay out: the ticked ones are listed, then
  // those matching Find, at most LISTED_DISKS in all.
  const [find, setFind] = useState('');
  // In the overview's order, not the order the files happened to be imported in.
  const disks = useMemo(
    () => [...dataset.disks].sort((a, b) => NATURAL_ORDER.compare(a.label, b.label)),
    [dataset],
  );
  const listed = useMemo(() => {
    const words = find.toLowerCase().split(/\s+/).filter(Boolean);
    const ticked = new Set(present);
    const matches = disks.filter(
      (d) => !ticked.has(d.id) && words.every((w) => d.label.toLowerCase().includes(w)),
    );
    const first = disks.filter((d) => ticked.has(d.id));
    const shown = [...first, ...matches.slice(0, Math.max(0, LISTED_DISKS - first.length))];
    return { shown, hidden: first.length + matches.length - shown.length };
  }, [disks, present, find]);
  // A first visit with nothing ticked would be an empty page: start on two disks that both have the
  // figure people compare first (4k random read IOPS), else on the first two.
  const nothingSelected = selected.length === 0 && dataset.disks.length >= 2;
  useEffect(() => {
    if (!nothingSelected) return;
    const withFigure = dataset.disks.filter((d) =>
      measurementsOf(dataset, d.id).some(
        (m) =>
          m.role === 'result' &&
          m.status === 'ok' &&
          m.workload.pattern === 'random' &&
          m.workload.readPct === 100 &&
          m.workload.blockSize === 4 * KiB &&
          m.total.iops !== undefined,
      ),
    );
    const pick = withFigure.length >= 2 ? withFigure : dataset.disks;
    selectDisks(pick.slice(0, 2).map((d) => d.id));
  }, [nothingSelected, dataset]);
  return (
    <section className="view" data-view="compare">
      <h2>{t('title')}</h2>
      <p className="muted">{t('intro')}</p>
      <fieldset className="filters">
        <legend>{t('disks')}</legend>
        {dataset.disks.length > LISTED_DISKS ? (
          <label className="filter">
            {t('findDisk')} <input type="search" value={find} onChange={(e) => setFind(e.target.value)} />
          </label>
        ) : null}
        {listed.shown.map((d) => (
          <label key={d.id} className="inline-check">
            <input type="checkbox" checked={present.includes(d.id)} onChange={() => toggleDisk(d.id)} />{' '}
            {d.label}
            {d.comparable ? null : (
              <span className="badge badge-warning" title="not comparable">
                x
              </span>
            )}
          </label>
        ))}
        {listed.hidden > 0 ? <p className="muted">{t('moreDisks', { n: listed.hidden })}</p> : null}
      </fieldset>
      {present.length < 2 ? (
        <p className="notice">{t('pickTwo')}</p>
      ) : (
        <CompareCharts dataset={dataset} diskIds={present} units={units} lang={lang} />
      )}
    </section>
  );
}
