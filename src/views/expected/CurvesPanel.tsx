// Sub-view 1: advertised IOPS and throughput against capacity for the chosen curves, several
// vendors at once, with the measured disks as points.
import { useMemo } from 'react';
import { buildExpectedCurves, type MeasuredPoint } from '../../charts/expected-curves';
import type { Catalogue, DiskExpectation } from '../../expected';
import { type Lang } from '../../i18n';
import type { SizeUnit } from '../../model/types';
import type { Units } from '../../state/store';
import { useViewFlag, useViewParam } from '../../state/view-params';
import { ChartPanel } from '../common/ChartPanel';
import { CurveFacts } from './CurveFacts';
import { toggleChosen, useExpected } from './expected-state';
import { expectedStrings } from './strings';
import { useStrings } from '../common/use-strings';

interface Props {
  catalogue: Catalogue;
  expectations: DiskExpectation[];
  units: Units;
  lang: Lang;
}

function pointsFor(exps: DiskExpectation[], ids: string[], metric: 'iops' | 'bw'): MeasuredPoint[] {
  return exps.flatMap((e) => {
    if (!e.match.ok || !ids.includes(e.match.curve.id) || !e.size) return [];
    const value = metric === 'iops' ? (e.iops?.measured ?? e.peakIops) : (e.bw?.measured ?? e.peakBw);
    return value === undefined
      ? []
      : [{ label: e.disk.label, size: e.size, value, comparable: e.disk.comparable }];
  });
}

export function CurvesPanel({ catalogue, expectations, units, lang }: Props) {
  const t = useStrings(expectedStrings);
  const chosen = useExpected((s) => s.chosen);
  // Linkable: `p.xmax`, `p.xunit`, `p.log` (invalid values from a link fall back to the defaults).
  const [xMaxText, setXMaxText] = useViewParam('xmax', '4000');
  const xMax = Math.max(10, Number(xMaxText) || 4000);
  const setXMax = (v: number) => setXMaxText(String(v));
  const [xUnitText, setXUnit] = useViewParam('xunit', 'GB');
  const xUnit: SizeUnit = xUnitText === 'GiB' ? 'GiB' : 'GB';
  const [log, setLog] = useViewFlag('log', false);
  const curves = useMemo(() => catalogue.curves.filter((c) => chosen.includes(c.id)), [catalogue, chosen]);
  const text = useMemo(
    () => ({ capacity: t('capacity'), measured: t('measured'), notComparable: t('notComparable') }),
    [t],
  );
  const iopsOptions = useMemo(
    () =>
      buildExpectedCurves({
        curves,
        metric: 'iops',
        xMax,
        xUnit,
        log,
        units,
        points: pointsFor(expectations, chosen, 'iops'),
        text: { ...text, title: t('iopsChart') },
      }),
    [curves, xMax, xUnit, log, units, expectations, chosen, text, t],
  );
  const bwOptions = useMemo(
    () =>
      buildExpectedCurves({
        curves,
        metric: 'bw',
        xMax,
        xUnit,
        log,
        units,
        points: pointsFor(expectations, chosen, 'bw'),
        text: { ...text, title: t('bwChart') },
      }),
    [curves, xMax, xUnit, log, units, expectations, chosen, text, t],
  );
  const byProvider = catalogue.providers.map((p) => ({
    p,
    curves: catalogue.curves.filter((c) => c.provider === p.id),
  }));
  return (
    <div data-subview="curves">
      <fieldset className="filters">
        <legend>{t('curvesPick')}</legend>
        {byProvider.map(({ p, curves: list }) => (
          <details key={p.id} open={list.some((c) => chosen.includes(c.id))}>
            <summary>{p.name}</summary>
            {list.map((c) => (
              <label key={c.id} className="inline-check">
                <input
                  type="checkbox"
                  checked={chosen.includes(c.id)}
                  onChange={() => toggleChosen(c.id)}
                  data-curve-toggle={c.id}
                />{' '}
                {c.def.name}
                {c.origin === 'custom' ? <span className="badge">{t('edited')}</span> : null}
                {c.def.status !== 'verified' ? (
                  <span className="badge badge-warning">{t(c.def.status)}</span>
                ) : null}
              </label>
            ))}
          </details>
        ))}
      </fieldset>
      <div className="filters">
        <label>
          {t('maxCapacity')}{' '}
          <input
            type="number"
            min={10}
            max={65536}
            value={xMax}
            onChange={(e) => setXMax(Math.max(10, Number(e.target.value) || 4000))}
          />
        </label>{' '}
        <select
          value={xUnit}
          onChange={(e) => setXUnit(e.target.value as SizeUnit)}
          aria-label={t('capacity')}
        >
          <option value="GB">GB</option>
          <option value="GiB">GiB</option>
        </select>{' '}
        <label className="inline-check">
          <input type="checkbox" checked={log} onChange={(e) => setLog(e.target.checked)} /> {t('logAxes')}
        </label>
      </div>
      {curves.length === 0 ? (
        <p className="notice">{t('noCurves')}</p>
      ) : (
        <>
          <ChartPanel id="expected-curves-iops" title={t('iopsChart')} options={iopsOptions} lang={lang} />
          <ChartPanel id="expected-curves-bw" title={t('bwChart')} options={bwOptions} lang={lang} />
          {curves.map((c) => (
            <CurveFacts key={c.id} curve={c} />
          ))}
        </>
      )}
    </div>
  );
}
