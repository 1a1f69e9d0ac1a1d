// The Compare screen: the selected disks (pick more here), wired to the store.
import { useEffect, useMemo } from 'react';
import { headlineFigures } from '../../analysis/headline';
import { selectDisks, toggleDisk } from '../../state/actions';
import { useDataset } from '../../state/selectors';
import { useStore } from '../../state/store';
import '../common/views.css';
import { CompareCharts } from './CompareCharts';
import { compareStrings } from './strings';
import { useStrings } from '../common/use-strings';

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
  // A first visit with nothing ticked would be an empty page: start on two disks that both have the
  // figure people compare first (4k random read IOPS), else on the first two.
  const nothingSelected = selected.length === 0 && dataset.disks.length >= 2;
  useEffect(() => {
    if (!nothingSelected) return;
    const withFigure = dataset.disks.filter((d) => headlineFigures(dataset, d.id).randRead4k);
    const pick = withFigure.length >= 2 ? withFigure : dataset.disks;
    selectDisks(pick.slice(0, 2).map((d) => d.id));
  }, [nothingSelected, dataset]);
  return (
    <section className="view" data-view="compare">
      <h2>{t('title')}</h2>
      <p className="muted">{t('intro')}</p>
      <fieldset className="filters">
        <legend>{t('disks')}</legend>
        {dataset.disks.map((d) => (
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
      </fieldset>
      {present.length < 2 ? (
        <p className="notice">{t('pickTwo')}</p>
      ) : (
        <CompareCharts dataset={dataset} diskIds={present} units={units} lang={lang} />
      )}
    </section>
  );
}
