// Sub-view 2: per disk, the advertised IOPS and throughput at its size next to what was measured,
// with ratio and verdict; then a ratio heatmap (block size × mix) for one disk. Unmatched disks say
// why and how to fix it; runs flagged not comparable are shown, marked.
import { useMemo } from 'react';
import { buildRatioHeatmap } from '../../charts/expected-ratio-heatmap';
import { formatNumber } from '../../charts/units';
import { headline, ratioMatrix, type DiskExpectation, type Judgement } from '../../expected';
import { type Lang } from '../../i18n';
import type { Units } from '../../state/store';
import { useViewParam } from '../../state/view-params';
import { Select } from '../common/Select';
import { bwToDisplay, latToDisplay, latUnitLabel } from '../../charts/units';
import { ChartPanel } from '../common/ChartPanel';
import { JudgedAgainst } from './JudgedAgainst';
import { expectedStrings, type ExpectedKey } from './strings';
import { useStrings } from '../common/use-strings';

interface Props {
  expectations: DiskExpectation[];
  units: Units;
  lang: Lang;
  runDate: string;
}

type T = (k: ExpectedKey, params?: Record<string, string | number>) => string;

function JudgementCells({ j, fmt, t }: { j: Judgement | undefined; fmt: (v: number) => string; t: T }) {
  if (!j) return <td colSpan={3}>—</td>;
  // The other reading is shown only where it changes the verdict.
  const other = j.other && j.other.verdict !== j.verdict ? j.other : undefined;
  return (
    <>
      <td>{fmt(j.measured)}</td>
      <td data-ratio>{j.ratio.toFixed(2)}</td>
      <td className={`verdict verdict-${j.verdict}`} data-binds={j.binds}>
        {t(`verdict.${j.verdict}`)}
        {j.binds === 'instance' ? (
          <span className="badge" title={t('bindsInstance')}>
            {t('binds')}: VM
          </span>
        ) : null}
        {other ? (
          <div className="other-reading" data-other-reading={other.semantics}>
            {t('otherReading', {
              semantics: t(other.semantics === 'combined' ? 'combined' : 'perDirection'),
              ratio: other.ratio.toFixed(2),
              verdict: t(`verdict.${other.verdict}`),
            })}
          </div>
        ) : null}
      </td>
    </>
  );
}

export function MeasuredPanel({ expectations, units, lang, runDate }: Props) {
  const t = useStrings(expectedStrings);
  const withCells = useMemo(() => expectations.filter((e) => e.judgements.length > 0), [expectations]);
  const [diskId, setDiskId] = useViewParam('disk', ''); // linkable: `p.disk`
  const current = useMemo(
    () => withCells.find((e) => e.disk.id === diskId) ?? withCells[0],
    [withCells, diskId],
  );
  const heatmap = useMemo(
    () =>
      current &&
      buildRatioHeatmap({
        cells: ratioMatrix(current),
        title: `${t('heatmapTitle')}: ${current.disk.label}`,
        text: {
          blockSize: t('blockSize'),
          mix: t('mix'),
          ratio: t('ratio'),
          basisIops: t('basisIops'),
          basisThroughput: t('basisThroughput'),
          verdicts: {
            above: t('verdict.above'),
            meets: t('verdict.meets'),
            below: t('verdict.below'),
            'far-below': t('verdict.far-below'),
          },
          semantics: {
            combined: t('combined'),
            'per-direction': t('perDirection'),
            unstated: t('semantics.unstated'),
          },
        },
      }),
    [current, t],
  );
  if (expectations.length === 0) return <p className="notice">{t('noDisks')}</p>;
  const iops = (v: number) => formatNumber(v);
  const bw = (v: number) => `${formatNumber(bwToDisplay(v, units.bw))}`;
  const lat = (v: number) => `${formatNumber(latToDisplay(v, units.lat))} ${latUnitLabel(units.lat)}`;
  return (
    <div data-subview="measured">
      <div className="table-scroll">
        <table className="data-table" data-testid="expected-table">
          <thead>
            <tr>
              <th>{t('disk')}</th>
              <th>{t('curve')}</th>
              <th>{t('against')}</th>
              <th>{t('expected')} IOPS</th>
              <th>IOPS</th>
              <th>{t('ratio')}</th>
              <th>{t('verdict')}</th>
              <th>
                {t('expected')} {units.bw}
              </th>
              <th>{units.bw}</th>
              <th>{t('ratio')}</th>
              <th>{t('verdict')}</th>
              <th>{t('latency')}</th>
              <th>{t('ratio')}</th>
              <th>{t('verdict')}</th>
            </tr>
          </thead>
          <tbody>
            {expectations.map((e) => (
              <tr key={e.disk.id} data-disk-row={e.disk.id}>
                <td>
                  {e.disk.label}{' '}
                  {e.disk.comparable ? null : (
                    <span className="badge badge-warning" title={t('notComparable')}>
                      x
                    </span>
                  )}
                </td>
                {e.match.ok ? (
                  <>
                    <td
                      title={[
                        ...e.match.notes,
                        ...(e.figures?.problems ?? []),
                        e.figures?.outOfRange ?? '',
                      ].join(' ')}
                    >
                      {e.match.curve.id}
                      {e.match.curve.origin === 'custom' ? (
                        <span className="badge">{t('edited')}</span>
                      ) : null}
                    </td>
                    <td>
                      <JudgedAgainst e={e} units={units} lang={lang} runDate={runDate} />
                    </td>
                    <td>
                      {headline(e.figures?.iops) !== undefined ? iops(headline(e.figures?.iops)!) : '—'}
                    </td>
                    <JudgementCells j={e.iops} fmt={iops} t={t} />
                    <td>{headline(e.figures?.bw) !== undefined ? bw(headline(e.figures?.bw)!) : '—'}</td>
                    <JudgementCells j={e.bw} fmt={bw} t={t} />
                    <JudgementCells j={e.latency} fmt={lat} t={t} />
                  </>
                ) : (
                  <td colSpan={13} className="unmatched">
                    {t('unmatched')}: {t(`match.${e.match.reason}`, e.match.params)}{' '}
                    {t(`match.${e.match.reason}.fix`, e.match.params)}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {expectations.some((e) => e.match.ok && e.match.curve.def.iops?.semantics === 'per-direction') ? (
        <p className="muted">{t('perDirectionNote')}</p>
      ) : null}
      {expectations.some((e) => e.judgements.some((j) => j.other && j.other.verdict !== j.verdict)) ? (
        <p className="notice" data-testid="both-readings">
          {t('bothReadings')}
        </p>
      ) : null}
      {current && heatmap ? (
        <>
          <Select
            label={t('heatmapFor')}
            value={current.disk.id}
            choices={withCells.map((e) => ({
              value: e.disk.id,
              label: `${e.disk.label}${e.disk.comparable ? '' : ` (x ${t('notComparable')})`}`,
            }))}
            onChange={setDiskId}
          />
          <ChartPanel
            id="expected-ratio-heatmap"
            title={`${t('heatmapTitle')}: ${current.disk.label}${current.disk.comparable ? '' : ` (x ${t('notComparable')})`}`}
            options={heatmap}
            lang={lang}
          />
        </>
      ) : (
        <p className="muted">{t('noCells')}</p>
      )}
    </div>
  );
}
