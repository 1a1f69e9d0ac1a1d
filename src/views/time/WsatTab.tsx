// WSAT of one disk: IOPS against time and against total data written, linear or log IOPS axis,
// with the recomputed window mean beside wsat.json's figure.
import { useMemo } from 'react';
import { steadyStateOf } from '../../analysis/steady-state-of';
import { windowResults } from '../../analysis/steady-state-compare';
import { wsatCurve } from '../../analysis/wsat';
import { tgbwUnit, buildWsat, type YScale } from '../../charts/wsat';
import { formatIops } from '../../charts/units';
import { ChartPanel } from '../common/ChartPanel';
import { ParamSelect } from '../common/Select';
import { oneOf, useViewParam } from '../../state/view-params';
import { measurementsOf, suiteResults } from './time-data';
import type { TabProps } from './TimeView';
import { useTimeContext } from './use-time';
import { diskOf } from '../../analysis/by-disk';
import { diskLabel } from '../../charts/spec';

const SCALES = ['linear', 'log'] as const;

export function WsatTab({ diskId }: TabProps) {
  const { dataset, units, lang, t } = useTimeContext();
  const ms = useMemo(() => measurementsOf(dataset, diskId), [dataset, diskId]);
  const points = useMemo(() => wsatCurve(ms), [ms]);
  const scale: YScale = useViewParam('scale', 'linear', oneOf(SCALES))[0];
  const label = diskLabel(dataset, diskId);
  const byTime = useMemo(
    () => buildWsat([{ name: label, points }], 'time', scale, units, lang),
    [label, points, scale, units, lang],
  );
  const byTgbw = useMemo(
    () => buildWsat([{ name: label, points }], 'tgbw', scale, units, lang),
    [label, points, scale, units, lang],
  );
  const disk = diskOf(dataset, diskId);
  const ours = useMemo(() => {
    const ss = steadyStateOf(ms, disk, 'wsat')?.steady;
    return ss ? windowResults(ms, 'wsat', ss).wsat_iops : undefined;
  }, [ms, disk]);
  const suite = suiteResults(ms, 'wsat').wsat_iops;
  const caption = t('wsatCaption', {
    ours: ours === undefined ? '—' : formatIops(ours, lang),
    suite: suite === undefined ? t('notWritten') : `${formatIops(suite, lang)} IOPS`,
    unit: tgbwUnit(units).label,
  });
  return (
    <section className="view-section" data-time-section="wsat">
      <div className="controls">
        <ParamSelect
          name="scale"
          label={t('yScale')}
          fallback="linear"
          choices={SCALES.map((s) => ({ value: s, label: t(s) }))}
          testId="time-scale"
        />
      </div>
      <ChartPanel id="time-wsat-time" title={t('wsatTime')} options={byTime} caption={caption} lang={lang} />
      <ChartPanel id="time-wsat-tgbw" title={t('wsatTgbw')} options={byTgbw} caption={caption} lang={lang} />
    </section>
  );
}
