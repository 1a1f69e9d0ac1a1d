// A written date at the precision it states: `YYYY`, `YYYY-MM` or `YYYY-MM-DD` (an ISO time may
// follow the day). Real dates only: no month 13, no day 00, no 31 February. Used by the disk
// metadata file's checks (ingest) and by era matching (expected), which must agree on what a date is.

/** The days of a month (1-based month), leap years included. */
function daysInMonth(year: number, month: number): number {
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return month === 2 ? (leap ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** A written date `YYYY`, `YYYY-MM` or `YYYY-MM-DD` (an ISO time may follow the day), or undefined. */
export interface DateSpan {
  /** First day, YYYY-MM-DD. */
  from: string;
  /** The day after the last day, YYYY-MM-DD (exclusive end). */
  to: string;
  precision: 'year' | 'month' | 'day';
}

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

/**
 * The days a written date covers, at the precision it states; undefined when it is not a real date
 * (month 13, day 00, 31 February) or not one of the three forms.
 */
export function dateSpan(text: string | undefined): DateSpan | undefined {
  if (!text) return undefined;
  const m = /^\s*(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?(?=$|[T\s])/.exec(text);
  if (!m) return undefined;
  const year = Number(m[1]);
  // The end of 9999 as text that sorts after every 9999 day ("10000-…" would sort before "2016-…").
  const nextYear = year === 9999 ? '9999-12-32' : `${pad(year + 1, 4)}-01-01`;
  if (m[2] === undefined) return { from: `${m[1]}-01-01`, to: nextYear, precision: 'year' };
  const month = Number(m[2]);
  if (month < 1 || month > 12) return undefined;
  const next = month === 12 ? nextYear : `${m[1]}-${pad(month + 1)}-01`;
  if (m[3] === undefined) return { from: `${m[1]}-${m[2]}-01`, to: next, precision: 'month' };
  const day = Number(m[3]);
  if (day < 1 || day > daysInMonth(year, month)) return undefined;
  const to = day < daysInMonth(year, month) ? `${m[1]}-${m[2]}-${pad(day + 1)}` : next;
  return { from: `${m[1]}-${m[2]}-${m[3]}`, to, precision: 'day' };
}
