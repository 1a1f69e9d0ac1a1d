// A long table's page of rows and the buttons that move between pages (page-range.ts). The page
// goes back to the first whenever `resetKey` changes (another sort or filter), so a new order
// opens on its first rows, as the user expects from a search; a list that shrinks under the page
// shown (an upload removed) shows its last page.
import { useState, type RefObject } from 'react';
import { pageRange, type PageRange } from './page-range';
import { commonStrings } from './strings';
import { useStrings } from './use-strings';

export interface Paged extends PageRange {
  go(page: number): void;
}

/** The page shown of `count` rows; back to the first when `resetKey` changes. */
export function usePage(count: number, resetKey: string): Paged {
  const [state, setState] = useState({ key: resetKey, page: 0 });
  // Adjusted during render (React's pattern for state that follows a prop): only comparing keys, a
  // search typed and cleared again brought back the page shown before it.
  if (state.key !== resetKey) setState({ key: resetKey, page: 0 });
  const range = pageRange(count, state.key === resetKey ? state.page : 0);
  return { ...range, go: (page) => setState({ key: resetKey, page }) };
}

export interface PagerProps {
  paged: Paged;
  /** What the rows are, said before the buttons ("Disks 51–100 of 5019 …"). */
  label: string;
  /** The table the pager moves through: brought back into view when its top has scrolled away. */
  tableRef?: RefObject<HTMLElement | null>;
  testId?: string;
}

/** Nothing for a list that fits one page; else the range shown and first / previous / next / last. */
export function Pager({ paged, label, tableRef, testId }: PagerProps) {
  const t = useStrings(commonStrings);
  if (paged.pages <= 1) return null;
  const go = (page: number) => {
    paged.go(page);
    // The buttons sit under the table: after a move, the new rows start above the view.
    const top = tableRef?.current?.getBoundingClientRect().top;
    if (top !== undefined && top < 0) tableRef!.current!.scrollIntoView({ block: 'start' });
  };
  const atFirst = paged.page === 0;
  const atLast = paged.page === paged.pages - 1;
  return (
    <nav className="pager" aria-label={t('pagerLabel')} data-testid={testId}>
      <span className="pager-range" aria-live="polite">
        {label}
      </span>{' '}
      <span className="pager-buttons">
        <button type="button" disabled={atFirst} onClick={() => go(0)}>
          {t('pageFirst')}
        </button>
        <button type="button" disabled={atFirst} onClick={() => go(paged.page - 1)}>
          {t('pagePrevious')}
        </button>
        <span className="muted">{t('pageOf', { page: paged.page + 1, pages: paged.pages })}</span>
        <button type="button" disabled={atLast} onClick={() => go(paged.page + 1)}>
          {t('pageNext')}
        </button>
        <button type="button" disabled={atLast} onClick={() => go(paged.pages - 1)}>
          {t('pageLast')}
        </button>
      </span>
    </nav>
  );
}
