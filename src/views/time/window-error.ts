// Why a zoomed window of a summarised log was not read again from its file, in the reader's
// language: the file changed since it was summarised, or a line of the window does not read (told
// with the fio-log-bad-line texts the import report uses). Shown in the chart's subtitle.
import { LANG_INFO, translate, type Lang, type Translate } from '../../i18n';
import type { WindowReadError } from '../../ingest/fio/log/window-read';
import { issueStrings, type IssueKey } from '../app/issue-strings';
import { issueText } from '../app/issue-text';
import type { TimeKey } from './strings';

export function windowErrorText(
  e: WindowReadError & { file: string },
  lang: Lang,
  t: Translate<TimeKey>,
): string {
  if (e.reason === 'size-changed') {
    const n = (v: string | number | undefined) => Number(v).toLocaleString(LANG_INFO[lang].tag);
    return t('windowChanged', { file: e.file, size: n(e.params.size), was: n(e.params.was) });
  }
  const ti: Translate<IssueKey> = (k, p) => translate(issueStrings, lang, k, p);
  const why = issueText(
    { code: 'fio-log-bad-line', message: e.message, file: e.file, params: e.params },
    lang,
    ti,
  );
  return t('windowBadLine', { file: e.file, why });
}
