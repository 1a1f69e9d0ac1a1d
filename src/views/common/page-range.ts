// Which rows of a long table are drawn: one page at a time. Drawing every row at once blocked the
// page (on a 2-core machine, "Show all" of a 5,019-disk Overview: one frame of 3.1 s; of a
// 4,201-file import report: 0.8 s), so a table shows a page of rows and moves between pages (one
// frame of under 60 ms); sorting, filtering and selection still cover every row.

/**
 * Rows per page of the Overview and the import report. Laying out a 200-row Overview took 80–130 ms
 * of the main thread on a 2-core machine, and the 100 rows drawn when a 5,000-disk upload was done
 * one rendering update of 38–43 ms of CPU (style for 1,312 elements, layout of 2,407 boxes), 79–110
 * ms of wall time while the workers were still saving it (scripts/bench/tasks12-trace.ts).
 */
export const PAGE_ROWS = 50;

export interface PageRange {
  /** The page shown, 0-based, within the pages there are (a page past the last shows the last). */
  page: number;
  /** How many pages `count` rows make (1 when there are none). */
  pages: number;
  /** The rows shown: `start` (0-based) up to but not including `end`. */
  start: number;
  end: number;
}

/** The rows of page `page` of `count` rows, `size` to a page. */
export function pageRange(count: number, page: number, size: number = PAGE_ROWS): PageRange {
  const rows = Math.max(0, Math.floor(count));
  const per = Math.max(1, Math.floor(size));
  const pages = Math.max(1, Math.ceil(rows / per));
  const shown = Math.min(Math.max(0, Math.floor(page) || 0), pages - 1);
  const start = shown * per;
  return { page: shown, pages, start, end: Math.min(rows, start + per) };
}
