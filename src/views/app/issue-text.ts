// One warning as the reader's language says it: a full translated text where the code (and its
// `form`) has one in issue-strings.ts and the issue carries every param it names, else the code's
// translated title and the importer's English message. English (and the CLI) keep the importer's
// message.
import type { Lang, Translate } from '../../i18n';
import type { ImportIssue } from '../../model/types';
import { issueStrings, issueTextKey, issueTitle, type IssueKey } from './issue-strings';

const UNIT: Record<string, string> = { us: 'µs', ns: 'ns' };

export function issueText(issue: ImportIssue, lang: Lang, t: Translate<IssueKey>): string {
  if (lang === 'en') return issue.message;
  const key = issueTextKey(issue.code, issue.params?.form);
  const p = { ...issue.params };
  // An issue saved before its importer wrote params lacks some: its English message is then shown.
  const named = key ? [...issueStrings.en[key].matchAll(/\{(\w+)\}/g)].map((m) => m[1]!) : [];
  if (key && named.every((n) => n in p)) {
    if (typeof p.unit === 'string') p.unit = UNIT[p.unit] ?? p.unit;
    // fio text reports with several runs: which run the warning is about.
    const run = p.run !== undefined && p.runs !== undefined ? t('prefix.run', p) : '';
    return run + t(key, p);
  }
  return `${issueTitle(issue.code, lang)} — ${issue.message}`;
}
