// What the catalogue says about one curve: era, status, semantics, notes, the source document's
// "unverified" marks (shown as such) and the sources with their dates. All text rendered as text.
import { curveTitle } from '../../charts/curve-name';
import type { CompiledCurve } from '../../expected';
import type { Lang } from '../../i18n';
import { expectedStrings } from './strings';
import { useStrings } from '../common/use-strings';

export function StatusBadge({ status }: { status: 'verified' | 'secondary' | 'unverified' }) {
  const t = useStrings(expectedStrings);
  const cls = status === 'verified' ? 'badge' : 'badge badge-warning';
  return <span className={cls}>{t(status)}</span>;
}

export function CurveFacts({ curve, lang }: { curve: CompiledCurve; lang: Lang }) {
  const t = useStrings(expectedStrings);
  const d = curve.def;
  const era = `${d.validFrom ?? '…'} – ${d.validTo ?? '…'}`;
  const semantics = [
    d.iops && `IOPS: ${d.iops.semantics}${d.iops.semanticsStatus ? ` (${d.iops.semanticsStatus})` : ''}`,
    d.throughput && `MB/s: ${d.throughput.semantics}`,
  ]
    .filter(Boolean)
    .join('; ');
  return (
    <details className="curve-facts" data-curve-facts={curve.id}>
      <summary>
        {curveTitle(curve, lang)} <StatusBadge status={d.status} />
        {d.unverified?.length ? (
          <span className="badge badge-warning">
            {t('unverified')} ×{d.unverified.length}
          </span>
        ) : null}
      </summary>
      <dl className="facts">
        <dt>{t('era')}</dt>
        <dd>
          {era}
          {d.datesApproximate ? ` (${t('approximate')})` : ''}
        </dd>
        <dt>{t('size')}</dt>
        <dd>
          {d.sizeRange.min ?? '…'} – {d.sizeRange.max ?? '…'} {d.sizeUnit}
        </dd>
        {semantics ? (
          <>
            <dt>{t('semantics')}</dt>
            <dd>{semantics}</dd>
          </>
        ) : null}
        {d.latency ? (
          <>
            <dt>{t('latency')}</dt>
            <dd>{d.latency.text}</dd>
          </>
        ) : null}
        {d.burst ? (
          <>
            <dt>{t('burst')}</dt>
            <dd>{d.burst.note}</dd>
          </>
        ) : null}
        {d.instanceCap ? (
          <>
            <dt>{t('instanceCap')}</dt>
            <dd>{d.instanceCap.note}</dd>
          </>
        ) : null}
      </dl>
      {d.notes?.length ? (
        <ul className="notes">
          {d.notes.map((n) => (
            <li key={n}>{n}</li>
          ))}
        </ul>
      ) : null}
      {d.unverified?.length ? (
        <ul className="unverified" aria-label={t('unverified')}>
          {d.unverified.map((n) => (
            <li key={n}>
              <span className="badge badge-warning">{t('unverified')}</span> {n}
            </li>
          ))}
        </ul>
      ) : null}
      <p className="muted">{t('sources')}:</p>
      <ul className="sources">
        {d.sources.map((s) => (
          <li key={s.url + (s.date ?? '')}>
            <a href={s.url} target="_blank" rel="noreferrer noopener">
              {s.url}
            </a>
            {s.date ? ` — ${s.date}` : ''}
            {s.note ? ` (${s.note})` : ''}
          </li>
        ))}
      </ul>
    </details>
  );
}
