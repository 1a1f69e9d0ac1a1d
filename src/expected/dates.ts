// Run dates and curve eras. Dates are compared as text in YYYY-MM-DD form: a month (YYYY-MM) means
// its first day, which is how the catalogue writes era boundaries. A date keeps the precision it was
// written at (`dateSpan`): "2016" is the whole year, so an era that starts in June 2016 is not
// silently chosen for it (match.ts says when a date spans eras).

export { dateSpan, type DateSpan } from '../lib/date-span';
import { dateSpan, type DateSpan } from '../lib/date-span';

/** Normalises an ISO date/time, YYYY-MM or YYYY to its first day, YYYY-MM-DD; undefined when it is no real date. */
export function normaliseDate(text: string | undefined): string | undefined {
  return dateSpan(text)?.from;
}

/** Whether `date` (YYYY-MM-DD) falls in [from, to). Open ends are unbounded. */
export function inEra(date: string, from: string | undefined, to: string | undefined): boolean {
  const f = normaliseDate(from);
  const t = normaliseDate(to);
  return (f === undefined || date >= f) && (t === undefined || date < t);
}

/** Whether the days of `span` meet the era [from, to) at all. */
export function spanMeetsEra(span: DateSpan, from: string | undefined, to: string | undefined): boolean {
  const f = normaliseDate(from);
  const t = normaliseDate(to);
  return (f === undefined || span.to > f) && (t === undefined || span.from < t);
}

/** YYYY-MM of a date, for messages. */
export function monthOf(date: string): string {
  return date.slice(0, 7);
}
