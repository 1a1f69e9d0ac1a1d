// Sub-view 4: price / performance. Prices per GB-month from the sources (few give any) and the
// user's own, monthly cost at a size, IOPS and MB/s per unit of money, and the cheapest disk of the
// priced types that meets a target.
import { curveTitle } from '../../charts/curve-name';
import { useMemo, useState } from 'react';
import { formatNumber } from '../../charts/units';
import {
  cataloguePrices,
  cheapestMeeting,
  offerAt,
  headline,
  type Catalogue,
  type PriceEntry,
} from '../../expected';
import { MB } from '../../model/units';
import { numberIn, useViewParam } from '../../state/view-params';
import { Select } from '../common/Select';
import { setUserPrice } from '../../state/expected';
import { useStore } from '../../state/store';
import { expectedStrings } from './strings';
import { useStrings } from '../common/use-strings';

const AMOUNT = numberIn(0, Infinity);

export function PricePanel({ catalogue }: { catalogue: Catalogue }) {
  const t = useStrings(expectedStrings);
  const userPrices = useStore((s) => s.expected.prices);
  const lang = useStore((s) => s.lang);
  // Linkable: `p.size`, `p.iops`, `p.mbps` (numbers; anything else falls back to the default).
  const [sizeGB, setSizeGB] = useViewParam('size', 500, AMOUNT);
  const [targetIops, setTargetIops] = useViewParam('iops', 20000, AMOUNT);
  const [targetMBps, setTargetMBps] = useViewParam('mbps', 200, AMOUNT);
  const [addId, setAddId] = useState('');
  const prices = useMemo(() => {
    const user = new Map(userPrices.map((p) => [p.curveId, p]));
    const fromSources = cataloguePrices(catalogue).filter((p) => !user.has(p.curveId));
    return [...fromSources, ...userPrices].filter((p) => catalogue.curves.some((c) => c.id === p.curveId));
  }, [catalogue, userPrices]);
  const offers = useMemo(
    () => cheapestMeeting(catalogue, prices, { iops: targetIops, bw: targetMBps * MB }),
    [catalogue, prices, targetIops, targetMBps],
  );
  const edit = (p: PriceEntry, patch: Partial<PriceEntry>) =>
    setUserPrice({ ...p, ...patch, source: t('yourPrice') });
  return (
    <div data-subview="price">
      <p className="muted">{t('priceIntro')}</p>
      <label>
        {t('atSize')}{' '}
        <input
          type="number"
          min={1}
          value={sizeGB}
          onChange={(e) => setSizeGB(Math.max(1, Number(e.target.value) || 1))}
        />
      </label>
      <div className="table-scroll">
        <table className="data-table">
          <thead>
            <tr>
              <th>{t('curve')}</th>
              <th>{t('pricePerGBMonth')}</th>
              <th>{t('currency')}</th>
              <th>{t('priceSource')}</th>
              <th>{t('monthly')}</th>
              <th>{t('iopsPerMoney')}</th>
              <th>{t('bwPerMoney')}</th>
            </tr>
          </thead>
          <tbody>
            {prices.map((p) => {
              const curve = catalogue.curves.find((c) => c.id === p.curveId)!;
              const offer = offerAt(curve, p, { value: sizeGB, unit: 'GB' });
              return (
                <tr key={p.curveId}>
                  <td>{curveTitle(curve, lang)}</td>
                  <td>
                    <input
                      type="number"
                      min={0}
                      step="any"
                      value={p.perGBMonth ?? ''}
                      onChange={(e) => edit(p, { perGBMonth: Number(e.target.value) })}
                    />
                    {p.sizeUnit !== 'GB' ? ` /${p.sizeUnit}` : ''}
                  </td>
                  <td>
                    <input
                      type="text"
                      size={4}
                      value={p.currency}
                      onChange={(e) => edit(p, { currency: e.target.value })}
                    />
                  </td>
                  <td title={p.note}>{p.source}</td>
                  <td>{offer ? `${formatNumber(offer.monthly, lang)} ${p.currency}` : '—'}</td>
                  <td>{offer?.iopsPerMoney !== undefined ? formatNumber(offer.iopsPerMoney, lang) : '—'}</td>
                  <td>{offer?.bwPerMoney !== undefined ? formatNumber(offer.bwPerMoney / MB, lang) : '—'}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <Select
        label={t('addPrice')}
        value={addId}
        choices={[
          { value: '', label: '—' },
          ...catalogue.curves
            .filter((c) => !prices.some((p) => p.curveId === c.id))
            .map((c) => ({ value: c.id, label: c.id })),
        ]}
        onChange={setAddId}
      />{' '}
      <button
        type="button"
        disabled={!addId}
        onClick={() => {
          setUserPrice({
            curveId: addId,
            perGBMonth: 1,
            currency: 'CNY',
            sizeUnit: 'GB',
            source: t('yourPrice'),
          });
          setAddId('');
        }}
      >
        +
      </button>
      <h4>{t('target')}</h4>
      <label>
        {t('targetIops')}{' '}
        <input
          type="number"
          min={0}
          value={targetIops}
          onChange={(e) => setTargetIops(Number(e.target.value) || 0)}
        />
      </label>{' '}
      <label>
        {t('targetBw')}{' '}
        <input
          type="number"
          min={0}
          value={targetMBps}
          onChange={(e) => setTargetMBps(Number(e.target.value) || 0)}
        />
      </label>
      {offers.length === 0 ? (
        <p className="notice">{t('noOffer')}</p>
      ) : (
        <ol data-testid="cheapest">
          {offers.map((o) => (
            <li key={o.curveId}>
              {o.curveId}: {formatNumber(o.size.value, lang)} {o.size.unit} → {formatNumber(o.monthly, lang)}{' '}
              {o.currency}/{t('monthly')} ({formatNumber(headline(o.figures.iops) ?? NaN, lang)} IOPS,{' '}
              {formatNumber((headline(o.figures.bw) ?? NaN) / MB, lang)} MB/s)
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
