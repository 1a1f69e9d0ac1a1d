// Names in the order people number them: "ssd 9" before "ssd 10". One collator for every list of
// disks (the overview table, the Compare view's checkboxes), so they agree.
//
// Made at its first comparison, not when the module loads: a page's first Intl.Collator loads ICU's
// collation data, 9–27 ms on the bench machine, which landed in the task that evaluates the page's
// scripts (see warm-intl.ts, which pays it in a task of its own first).
import { once } from './once';

const collator = once(() => new Intl.Collator(undefined, { numeric: true }));

export const NATURAL_ORDER: Pick<Intl.Collator, 'compare'> = {
  compare: (a: string, b: string) => collator().compare(a, b),
};
