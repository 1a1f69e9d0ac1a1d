// Sub-view 1: advertised IOPS and throughput against capacity for the chosen curves, several
// vendors at once, with the measured disks as points.
import { useCallback, useMemo } from 'react';
import { buildExpectedCurves, type LimitLine, type MeasuredPoint } from '../../charts/expected-curves';
import { curveName } from '../../charts/curve-name';
import { PROVIDER_NAMES, type Catalogue, type DiskExpectation } from '../../expected';
import { type Lang } from '../../i18n';
import type { SizeUnit } from '../../model/types';
import type { Units } from '../../state/store';
import { flagParam, oneOf, useViewParam, type ParamKind } from '../../state/view-params';
import { ChartPanel } from '../common/ChartPanel';
import { Select } from '../common/Select';
import { CurveFacts } from './CurveFacts';
import { DEFAULT_CHOSEN, toggleChosen, useChosenCurves } from '../../state/expected';
import { expectedStrings } from './strings';
import { useStrings } from '../common/use-strings';

const SIZE_UNITS: SizeUnit[] = ['GB', 'GiB'];
const SIZE_UNIT = oneOf(SIZE_UNITS);
/** The x-axis end in capacity units: at least 10; empty, 0 or not a number is the default. */
const X_MAX: ParamKind<number> = {
  parse: (text) => {
    const n = Number(text);
    return n ? Math.max(10, n) : undefined;
  },
  format: String,
};

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

/** Each measured disk's instance limit on the chosen curves, once per limit. */
function limitsFor(
  exps: DiskExpectation[],
  ids: string[],
  metric: 'iops' | 'bw',
  label: (disk: string, name: string) => string,
): LimitLine[] {
  const seen = new Set<string>();
  return exps.flatMap((e) => {
    const l = e.figures?.limit;
    const value = metric === 'iops' ? l?.iops : l?.bw;
    if (!e.match.ok || !ids.includes(e.match.curve.id) || !l || value === undefined) return [];
    const key = `${l.name}|${value}`;
    if (seen.has(key)) return [];
    seen.add(key);
    return [{ label: label(e.disk.label, l.name), value }];
  });
}

export function CurvesPanel({ catalogue, expectations, units, lang }: Props) {
  const t = useStrings(expectedStrings);
  // Before any choice: the seed articles' four 2016 disks and the curves the data matched.
  const fallback = useMemo(
    () => [
      ...new Set([...DEFAULT_CHOSEN, ...expectations.flatMap((e) => (e.match.ok ? [e.match.curve.id] : []))]),
    ],
    [expectations],
  );
  const chosen = useChosenCurves(fallback);
  const limitLabel = useCallback((disk: string, name: string) => t('limitLegend', { disk, name }), [t]);
  // Linkable: `p.xmax`, `p.xunit`, `p.log` (invalid values from a link fall back to the defaults).
  const [xMax, setXMax] = useViewParam('xmax', 4000, X_MAX);
  const [xUnit, setXUnit] = useViewParam<SizeUnit>('xunit', 'GB', SIZE_UNIT);
  const [log, setLog] = useViewParam('log', false, flagParam);
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
        limits: limitsFor(expectations, chosen, 'iops', limitLabel),
        text: { ...text, title: t('iopsChart') },
        lang,
      }),
    [curves, xMax, xUnit, log, units, expectations, chosen, limitLabel, text, t, lang],
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
        limits: limitsFor(expectations, chosen, 'bw', limitLabel),
        text: { ...text, title: t('bwChart') },
        lang,
      }),
    [curves, xMax, xUnit, log, units, expectations, chosen, limitLabel, text, t, lang],
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
            <summary>{PROVIDER_NAMES[p.id]?.[lang] ?? p.name}</summary>
            {list.map((c) => (
              <label key={c.id} className="inline-check">
                <input
                  type="checkbox"
                  checked={chosen.includes(c.id)}
                  onChange={() => toggleChosen(c.id, chosen)}
                  data-curve-toggle={c.id}
                />{' '}
                {curveName(c, lang)}
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
        <Select
          labelHidden
          label={t('capacity')}
          value={xUnit}
          choices={SIZE_UNITS.map((u) => ({ value: u, label: u }))}
          onChange={setXUnit}
        />{' '}
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
            <CurveFacts key={c.id} curve={c} lang={lang} />
          ))}
        </>
      )}
    </div>
  );
}
