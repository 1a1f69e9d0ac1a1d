// A recomputed-vs-suite table; a disagreeing row is flagged in words and colour.
import type { CompareRow } from './steady-rows';
import { timeStrings } from './strings';
import { useStrings } from '../common/use-strings';

export function CompareTable({
  rows,
  caption,
  testId,
}: {
  rows: readonly CompareRow[];
  caption: string;
  testId: string;
}) {
  const t = useStrings(timeStrings);
  return (
    <div className="table-scroll">
      <table className="data-table time-compare-table" data-testid={testId}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th>{t('item')}</th>
            <th>{t('recomputed')}</th>
            <th>{t('suite')}</th>
            <th>{t('agreement')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.item} className={r.agrees === false ? 'time-row-flagged' : undefined}>
              <td>
                {r.item}
                {r.key ? <span className="time-key">{r.key}</span> : null}
              </td>
              <td>{r.ours}</td>
              <td>{r.suite ?? <span className="time-ok">{t('notWritten')}</span>}</td>
              <td>
                {r.agrees === undefined ? (
                  '—'
                ) : r.agrees ? (
                  <span className="time-ok">✓ {t('agrees')}</span>
                ) : (
                  <span className="time-flag">⚠ {t('differs')}</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
