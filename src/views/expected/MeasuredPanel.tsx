// Sub-view 2: per disk, the advertised IOPS and throughput at its size next to what was measured,
// with ratio and verdict; then a ratio heatmap (block size × mix) for one disk. Unmatched disks say
// why and how to fix it; runs flagged not comparable are shown, marked.
import { curveTitle } from '../../charts/curve-name';
import { useMemo } from 'react';
import { buildRatioHeatmap } from '../../charts/expected-ratio-heatmap';
import { formatNumber } from '../../charts/units';
import {
  headline,
  ratioMatrix,
  verdictParts,
  verdictWord,
  type DiskExpectation,
  type Judgement,
} from '../../expected';
import { translate, type Lang } from '../../i18n';
import type { Units } from '../../state/store';
import { useViewParam } from '../../state/view-params';
import { Select } from '../common/Select';
import { bwToDisplay, latToDisplay, latUnitLabel } from '../../charts/units';
import { ChartPanel } from '../common/ChartPanel';
import { JudgedAgainst } from './JudgedAgainst';
import { expectedStrings, type ExpectedKey } from './strings';
import { noteStrings } from './note-strings';
import { useStrings } from '../common/use-strings';

interface Props {
  expectations: DiskExpectation[];
  units: Units;
  lang: Lang;
  runDate: string;
}

type T = (k: ExpectedKey, params?: Record<string, string | number>) => string;

/** The burst ceiling of a disk's bucket (the top of its expected range), when it has one. */
function burstTop(e: DiskExpectation, metric: 'iops' | 'throughput'): number | undefined {
  return e.context?.buckets.find((b) => b.metric === metric)?.burst;
}

interface CellProps {
  j: Judgement | undefined;
  t: T;
  /** For the verdict in words (binding cap, what it was judged against, evidence). */
  e?: DiskExpectation;
  lang: Lang;
}

/**
 * Verdict first (in words, with why: binding cap, what it was judged against, evidence), then the
 * ratio; the other read/write reading only where it changes the verdict.
 */
function VerdictCell({ j, t, e, lang }: CellProps) {
  if (!j) return <td className="verdict-cell">—</td>;
  const curve = e?.match.ok ? e.match.curve : undefined;
  const parts =
    j.basis === 'latency' || !curve
      ? [verdictWord(j.verdict, lang)]
      : verdictParts(j, {
          lang,
          bwUnit: curve.throughput?.unit ?? 'MB/s',
          ...(e?.context ? { notes: e.context } : {}),
          ...(e?.size ? { size: `${e.size.value} ${curve.def.sizeUnit}` } : {}),
          type: curve.def.type,
        });
  const other = j.other && j.other.verdict !== j.verdict ? j.other : undefined;
  return (
    <td className="verdict-cell" data-verdict={j.verdict} data-against={j.against} data-binds={j.binds}>
      <span className={`verdict verdict-${j.verdict}`} data-binds={j.binds}>
        <span className="verdict-word">{parts[0]}</span>
      </span>{' '}
      <span data-ratio>{j.ratio.toFixed(2)}</span>
      {j.binds === 'instance' ? (
        <span className="badge" title={t('bindsInstance')}>
          {t('binds')}: VM
        </span>
      ) : null}
      {parts.length > 1 ? (
        <div className="verdict-why" data-testid="verdict-why">
          {parts.slice(1).join('; ')}
        </div>
      ) : null}
      {other ? (
        <div className="other-reading" data-other-reading={other.semantics}>
          {t('otherReading', {
            semantics: t(other.semantics === 'combined' ? 'combined' : 'perDirection'),
            ratio: other.ratio.toFixed(2),
            verdict: verdictWord(other.verdict, lang),
          })}
        </div>
      ) : null}
    </td>
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
        lang,
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
    [current, t, lang],
  );
  if (expectations.length === 0) return <p className="notice">{t('noDisks')}</p>;
  const matched = expectations.filter((e) => e.match.ok);
  const unmatched = expectations.filter((e) => !e.match.ok);
  const iops = (v: number) => formatNumber(v, lang);
  const bw = (v: number) => `${formatNumber(bwToDisplay(v, units.bw), lang)}`;
  const lat = (v: number) => `${formatNumber(latToDisplay(v, units.lat), lang)} ${latUnitLabel(units.lat)}`;
  return (
    <div data-subview="measured">
      {/* Verdict and ratio first (fits 1366 px and a phone); the figures behind them on demand. */}
      <div className="table-scroll">
        <table className="data-table expected-compact" data-testid="expected-table">
          <thead>
            <tr>
              <th>{t('disk')}</th>
              <th>IOPS</th>
              <th>{units.bw}</th>
              <th>{t('latency')}</th>
              <th>{t('details')}</th>
            </tr>
          </thead>
          <tbody>
            {matched.map((e) => {
              if (!e.match.ok) return null;
              const expIops = headline(e.figures?.iops);
              const expBw = headline(e.figures?.bw);
              return (
                <tr key={e.disk.id} data-disk-row={e.disk.id}>
                  <td>
                    {e.disk.label}{' '}
                    {e.disk.comparable ? null : (
                      <span className="badge badge-warning" title={t('notComparable')}>
                        x
                      </span>
                    )}
                  </td>
                  <VerdictCell j={e.iops} t={t} e={e} lang={lang} />
                  <VerdictCell j={e.bw} t={t} e={e} lang={lang} />
                  <VerdictCell j={e.latency} t={t} lang={lang} />
                  <td>
                    <details className="expected-details">
                      <summary>{t('details')}</summary>
                      <dl>
                        <dt>{t('curve')}</dt>
                        <dd
                          data-curve-id={e.match.curve.id}
                          title={[
                            ...e.match.notes,
                            ...(e.figures?.problems ?? []),
                            ...(e.figures?.outOfRange ? [e.figures.outOfRange] : []),
                          ]
                            .map((n) => translate(noteStrings, lang, n.code, n.params))
                            .join(' ')}
                        >
                          {curveTitle(e.match.curve, lang)}{' '}
                          <span className="muted">({e.match.curve.id})</span>
                          {e.match.curve.origin === 'custom' ? (
                            <span className="badge">{t('edited')}</span>
                          ) : null}
                        </dd>
                        <dt>{t('against')}</dt>
                        <dd>
                          <JudgedAgainst e={e} units={units} lang={lang} runDate={runDate} />
                        </dd>
                        <dt>{t('expected')} IOPS</dt>
                        <dd data-expected-iops={expIops}>
                          {expIops !== undefined ? iops(expIops) : '—'}
                          {burstTop(e, 'iops') !== undefined ? `–${iops(burstTop(e, 'iops')!)}` : null}
                        </dd>
                        <dt>IOPS</dt>
                        <dd>{e.iops ? iops(e.iops.measured) : '—'}</dd>
                        <dt>
                          {t('expected')} {units.bw}
                        </dt>
                        <dd data-expected-bw={expBw}>
                          {expBw !== undefined ? bw(expBw) : '—'}
                          {burstTop(e, 'throughput') !== undefined
                            ? `–${bw(burstTop(e, 'throughput')!)}`
                            : null}
                        </dd>
                        <dt>{units.bw}</dt>
                        <dd>{e.bw ? bw(e.bw.measured) : '—'}</dd>
                        <dt>{t('latency')}</dt>
                        <dd>{e.latency ? lat(e.latency.measured) : '—'}</dd>
                      </dl>
                    </details>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {unmatched.length ? (
        // Disks without a curve after the rest, in one line; why and how to fix on demand.
        <details className="unmatched-group" data-testid="expected-unmatched">
          <summary>
            {t('unmatchedGroup', { n: unmatched.length })}: {unmatched.map((e) => e.disk.label).join(', ')}
          </summary>
          <ul>
            {unmatched.map((e) => (
              <li key={e.disk.id} data-unmatched-disk={e.disk.id}>
                {e.disk.label}:{' '}
                {e.match.ok
                  ? ''
                  : `${t(`match.${e.match.reason}`, e.match.params)} ${t(`match.${e.match.reason}.fix`, e.match.params)}`}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
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
