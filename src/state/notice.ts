// A message for the reader kept as a code and its values, not as words: the store stays free of
// any language, and the view that shows the message translates it (its strings.ts has one entry per
// code in every language), so switching the language re-words a notice already on screen.
import type { StringParams } from '../i18n';

export interface Notice<C extends string = string> {
  code: C;
  params?: StringParams;
}

/** What went wrong with the browser's saved copies; src/views/app/notice-strings.ts words each. */
export type StorageNoticeCode =
  'deleteFailed' | 'clearFailed' | 'publishedWarning' | 'savedUnreadable' | 'uploadWarning';
export type StorageNotice = Notice<StorageNoticeCode>;

/** A whole import that failed for a reason the page words itself (others carry the error text). */
export type ImportErrorCode = 'noFilesRead' | 'tooLarge';

/** An import refused for a reason the page words itself; `message` stays English for logs. */
export class ImportRefused extends Error {
  constructor(
    message: string,
    readonly code: ImportErrorCode,
    readonly params: StringParams = {},
  ) {
    super(message);
  }
}
