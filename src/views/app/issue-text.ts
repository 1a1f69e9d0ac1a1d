// One warning as the reader's language says it: a full translated text where the code and its
// params have one (issue-strings.ts), else the code's translated title and the importer's English
// message. English (and the CLI) keep the importer's message.
import type { Lang, Translate } from '../../i18n';
import type { ImportIssue } from '../../model/types';
import { issueTitle, type IssueKey } from './issue-strings';

const FULL: ReadonlySet<string> = new Set([
  'disk-name',
  'log-unlinked',
  'duplicate-run',
  'log-split-copy',
  'fio-log-units-version',
  'fio-log-units-values',
  'os-litter',
]);

const UNIT: Record<string, string> = { us: 'µs', ns: 'ns' };

export function issueText(issue: ImportIssue, lang: Lang, t: Translate<IssueKey>): string {
  if (lang === 'en') return issue.message;
  if (FULL.has(issue.code) && (issue.params || issue.code === 'os-litter')) {
    const p = { ...issue.params };
    if (typeof p.unit === 'string') p.unit = UNIT[p.unit] ?? p.unit;
    return t(`text.${issue.code}` as IssueKey, p);
  }
  return `${issueTitle(issue.code, lang)} — ${issue.message}`;
}
