// Every plain fio run of a disk with its full statistics, per direction. Failed runs say so (with
// fio's error), never show zeros.
import { sourceText, toolText } from '../../charts/provenance';
import {
  bwToDisplay,
  formatIops,
  formatNumber,
  latToDisplay,
  latUnitLabel,
  type DisplayUnits,
} from '../../charts/units';
import type { Dataset, Measurement } from '../../model/types';
import { runRows, workloadText, type RunRow } from './run-rows';
import { diskStrings } from './strings';
import { diskLoadStrings } from './load-strings';
import { littleCheck, littleRatioText, littleWarning } from '../../analysis/littles-law';
import { useStrings } from '../common/use-strings';
import { useStore } from '../../state/store';

const PCTS = ['50', '99', '99.9'] as const;

/** Little's law ratio of a run; a warned one is marked and its warning is the cell's title. */
function LittleCell({ m }: { m: Measurement }) {
  const c = littleCheck(m);
  const warning = littleWarning(c);
  return (
    <td className="num" data-testid="little-ratio" title={warning}>
      {littleRatioText(c)}
      {warning ? ' ⚠' : ''}
    </td>
  );
}

export function RunTable({
  dataset,
  diskId,
  units,
}: {
  dataset: Dataset;
  diskId: string;
  units: DisplayUnits;
}) {
  const t = useStrings(diskStrings);
  const tl = useStrings(diskLoadStrings);
  const lang = useStore((s) => s.lang);
  const rows = runRows(dataset, diskId);
  if (rows.length === 0) return null;
  const lat = (ns: number | undefined) =>
    ns === undefined ? '—' : formatNumber(latToDisplay(ns, units.lat), lang);
  const latUnit = latUnitLabel(units.lat);
  const cells = (r: RunRow) => {
    const s = r.stats;
    if (!s) return <td colSpan={13} />;
    return (
      <>
        <td>{r.direction}</td>
        <td className="num">{formatIops(s.iops, lang)}</td>
        <td className="num">{formatNumber(bwToDisplay(s.bw, units.bw), lang)}</td>
        <td className="num" title={r.latKind === 'clat' ? 'clat' : 'lat'}>
          {lat(r.lat?.mean)}
          {r.latKind === 'clat' ? '*' : ''}
        </td>
        <td className="num">{lat(r.lat?.min)}</td>
        <td className="num">{lat(r.lat?.max)}</td>
        <td className="num">{lat(r.lat?.stddev)}</td>
        {PCTS.map((p) => (
          <td key={p} className="num" title={r.pctKind}>
            {lat(r.pct?.[`p${p}`])}
          </td>
        ))}
        <td className="num">{s.runtime === undefined ? '—' : formatNumber(s.runtime, lang)}</td>
      </>
    );
  };
  return (
    <div className="table-scroll">
      <table className="data-table run-table">
        <caption className="muted">{t('latKindNote')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('colRun')}</th>
            <th scope="col">{t('colWorkload')}</th>
            <th scope="col">{t('colStatus')}</th>
            <th scope="col">{t('colTool')}</th>
            <th scope="col">{t('colDir')}</th>
            <th scope="col" className="num">
              {t('colIops')}
            </th>
            <th scope="col" className="num">
              {t('colBw', { unit: units.bw })}
            </th>
            <th scope="col" className="num">
              {t('colLatMean', { unit: latUnit })}
            </th>
            <th scope="col" className="num">
              {t('colLatMin')}
            </th>
            <th scope="col" className="num">
              {t('colLatMax')}
            </th>
            <th scope="col" className="num">
              {t('colLatStd')}
            </th>
            {PCTS.map((p) => (
              <th key={p} scope="col" className="num">
                p{p}
              </th>
            ))}
            <th scope="col" className="num">
              {t('colRuntime')}
            </th>
            <th scope="col" className="num" title={tl('littleTitle')}>
              {tl('colLittle')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => {
            const m = r.measurement;
            const failed = m.status === 'failed';
            return (
              <tr key={r.key} className={failed ? 'failed' : undefined}>
                <td>{r.first ? sourceText(m) : ''}</td>
                <td>{r.first ? workloadText(m) : ''}</td>
                <td>
                  {r.first
                    ? failed
                      ? `${t('failed')}: ${m.error ?? ''}`
                      : m.error
                        ? `${t('ok')} (${m.error})`
                        : t('ok')
                    : ''}
                </td>
                <td>{r.first ? toolText(m) : ''}</td>
                {failed ? <td colSpan={13} /> : cells(r)}
                {r.first && !failed ? <LittleCell m={m} /> : <td />}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
