// The first Intl object of each kind a page makes loads ICU's data for it: 9–27 ms for a Collator,
// 11–29 ms for a NumberFormat, 3–5 ms for a DateTimeFormat in a fresh Chromium page on the bench
// machine; later ones take a tenth of a millisecond. Made by the first render, they added up in one
// of the page's longest tasks (scripts/bench-many-jobs.ts, the new tab). Here each kind is made
// once in a task of its own, before the first render needs it.
import { yieldToPage } from './next-task';

export async function warmIntl(tag: string): Promise<void> {
  const firsts = [
    () => new Intl.Collator(undefined, { numeric: true }).compare('a 9', 'a 10'),
    () => new Intl.NumberFormat(tag, { minimumFractionDigits: 1 }).format(1.5),
    () => new Intl.PluralRules(tag).select(2),
    () => new Intl.DateTimeFormat(tag, { dateStyle: 'medium' }).format(0),
  ];
  for (const first of firsts) {
    await yieldToPage();
    first();
  }
}
