// The Compare screen: the selected disks (pick more here), wired to the store.
import { useDeferredValue, useMemo, useState } from 'react';
import { headlineFigures } from '../../analysis/headline';
import { NATURAL_ORDER } from '../../lib/natural-order';
import { selectDisks, toggleDisk } from '../../state/actions';
import { useDataset } from '../../state/selectors';
import { useStore } from '../../state/store';
import '../common/views.css';
import { CompareCharts } from './CompareCharts';
import { preferredDisks } from '../common/disk-order';
import { compareStrings } from './strings';
import { useStrings } from '../common/use-strings';
import { diskOf } from '../../analysis/by-disk';
import { diskLabel } from '../../charts/spec';

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
    () => selected.filter((id) => diskOf(dataset, id) !== undefined),
    [selected, dataset],
  );
  // With fewer than two ticked, the view shows two disks that have the figure people compare first
  // (4k random read IOPS) — the newest upload's, else the fullest published ones — without ticking
  // them: browsing never changes the selection; the reader's first tick makes it theirs.
  const defaults = useMemo(() => {
    if (present.length >= 2) return [];
    const order = preferredDisks(dataset, dataset.disks, present);
    const withFigure = order.filter((d) => headlineFigures(dataset, d.id).randRead4k);
    return (withFigure.length >= 2 ? withFigure : order).slice(0, 2).map((d) => d.id);
  }, [dataset, present]);
  const shown = present.length >= 2 ? present : defaults;
  // The charts follow a render behind the rest of the view: the click that opens Compare (or ticks a
  // disk) shows the view and the ticks in its own task, and the options of every chart (22 for 20
  // disks) are built in the next (bench-disks' 5,000-disk fleet: the click's script ran 65 and 68 ms
  // with both). Null until the first of those renders.
  const charted = useDeferredValue<string[] | null>(shown, null);
  const toggle = (id: string) =>
    present.length >= 2
      ? toggleDisk(id)
      : selectDisks(shown.includes(id) ? shown.filter((d) => d !== id) : [...shown, id]);
  const label = (id: string) => diskLabel(dataset, id);
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
    const ticked = new Set(shown);
    const matches = disks.filter(
      (d) => !ticked.has(d.id) && words.every((w) => d.label.toLowerCase().includes(w)),
    );
    const first = disks.filter((d) => ticked.has(d.id));
    const rows = [...first, ...matches.slice(0, Math.max(0, LISTED_DISKS - first.length))];
    return { shown: rows, hidden: first.length + matches.length - rows.length };
  }, [disks, shown, find]);
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
            <input type="checkbox" checked={shown.includes(d.id)} onChange={() => toggle(d.id)} /> {d.label}
            {d.comparable ? null : (
              <span className="badge badge-warning" title={t('notComparable')}>
                x
              </span>
            )}
          </label>
        ))}
        {listed.hidden > 0 ? <p className="muted">{t('moreDisks', { n: listed.hidden })}</p> : null}
        {dataset.disks.length > shown.length && dataset.disks.length <= LISTED_DISKS ? (
          <button
            type="button"
            data-testid="compare-tick-all"
            onClick={() => selectDisks(disks.map((d) => d.id))}
          >
            {t('tickAll', { n: dataset.disks.length })}
          </button>
        ) : null}
      </fieldset>
      {defaults.length ? (
        <p className="muted" data-testid="compare-defaults">
          {t('defaultShown', { disks: defaults.map(label).join(', ') })}
        </p>
      ) : null}
      {shown.length < 2 ? (
        <p className="notice">{t('pickTwo')}</p>
      ) : charted && charted.length >= 2 ? (
        <CompareCharts dataset={dataset} diskIds={charted} units={units} lang={lang} />
      ) : null}
    </section>
  );
}
