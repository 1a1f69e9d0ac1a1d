// Run dates and curve eras. Dates are compared as text in YYYY-MM-DD form: a month (YYYY-MM) means
// its first day, which is how the catalogue writes era boundaries.

/** Normalises an ISO date/time or YYYY-MM to YYYY-MM-DD; undefined when it is neither. */
export function normaliseDate(text: string | undefined): string | undefined {
  if (!text) return undefined;
  const m = /^\s*(\d{4})-(\d{2})(?:-(\d{2}))?/.exec(text);
  if (!m) return undefined;
  const month = Number(m[2]);
  const day = m[3] === undefined ? 1 : Number(m[3]);
  if (month < 1 || month > 12 || day < 1 || day > 31) return undefined;
  return `${m[1]}-${m[2]}-${m[3] ?? '01'}`;
}

/** Whether `date` (YYYY-MM-DD) falls in [from, to). Open ends are unbounded. */
export function inEra(date: string, from: string | undefined, to: string | undefined): boolean {
  const f = normaliseDate(from);
  const t = normaliseDate(to);
  return (f === undefined || date >= f) && (t === undefined || date < t);
}

/** YYYY-MM of a date, for messages. */
export function monthOf(date: string): string {
  return date.slice(0, 7);
}
