// A message for the reader kept as a code and its values, not as words: the store stays free of
// any language, and the view that shows the message translates it (its strings.ts has one entry per
// code in every language), so switching the language re-words a notice already on screen.
import type { StringParams } from '../i18n';

export interface Notice<C extends string = string> {
  code: C;
  params?: StringParams;
}
