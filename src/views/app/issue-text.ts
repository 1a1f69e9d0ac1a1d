// One warning as the reader's language says it: a full translated text where the code (and its
// `form`) has one in issue-strings/ and the issue carries every param it names, else the code's
// translated title and the importer's English message. English (and the CLI) keep the importer's
// message. Coded params (`reason`, `fields`, `expected`, `unit`) are put in words first; `detail`,
// the words of a lower layer (a parser, the browser, a library), is never part of a translated
// sentence: `issueDetail` returns it for the page to show as a marked technical detail.
import { paramsIn, type Lang, type StringParams, type Translate } from '../../i18n';
import type { ImportIssue } from '../../model/types';
import {
  formatWords,
  issueStrings,
  issueTextKey,
  issueTitle,
  MARK_WORDS,
  type IssueKey,
} from './issue-strings';

const UNIT: Record<string, string> = { us: 'µs', ns: 'ns' };

/** A dictionary key built from a code in params, if the dictionary has it. */
function known(prefix: string, code: string | number | undefined): IssueKey | undefined {
  const key = `${prefix}.${String(code)}`;
  return key in issueStrings.en ? (key as IssueKey) : undefined;
}

/** `path=kind path=kind` (the schema check's problems) as "path: kind; path: kind" in `lang`. */
function fieldsText(fields: string, lang: Lang, t: Translate<IssueKey>): string {
  return fields
    .split(' ')
    .filter(Boolean)
    .map((f) => {
      const at = f.lastIndexOf('=');
      const kind = known('kind', f.slice(at + 1));
      return `${f.slice(0, at)}: ${kind ? t(kind) : f.slice(at + 1)}`;
    })
    .join(lang === 'zh' ? '；' : '; ');
}

/** A results format's marks (`what`) in `lang`; other values as they are. */
export function markWords<T extends string | number | undefined>(what: T, lang: Lang): T | string {
  const words = typeof what === 'string' && lang !== 'en' ? MARK_WORDS[what] : undefined;
  return words ? words[lang === 'zh' ? 0 : 1] : what;
}

/** The params with their coded parts in words. */
function inWords(params: StringParams, lang: Lang, t: Translate<IssueKey>): StringParams {
  const p = { ...params };
  if (typeof p.unit === 'string') p.unit = UNIT[p.unit] ?? p.unit;
  const reason = known('reason', p.reason);
  if (reason) p.reason = t(reason);
  const expected = known('expected', p.expected);
  if (expected) p.expected = t(expected);
  if (typeof p.fields === 'string') p.fields = fieldsText(p.fields, lang, t);
  // A skipped dataset part (src/model/validate.ts): which list, and why in words.
  const part = known('part', p.part);
  if (part) p.part = t(part);
  const why = known('part-why', p.why);
  if (why) p.why = t(why);
  if (p.what !== undefined) p.what = markWords(p.what, lang);
  if (p.format !== undefined) p.format = formatWords(p.format, lang);
  return p;
}

function fullTextKey(issue: ImportIssue): IssueKey | undefined {
  const key = issueTextKey(issue.code, issue.params?.form);
  if (!key) return undefined;
  // An issue saved before its importer wrote params lacks some: its English message is then shown.
  const named = paramsIn(issueStrings.en[key]);
  const p = issue.params ?? {};
  return named.every((n) => n in p) ? key : undefined;
}

export function issueText(issue: ImportIssue, lang: Lang, t: Translate<IssueKey>): string {
  if (lang === 'en') return issue.message;
  const key = fullTextKey(issue);
  if (key) {
    const p = inWords({ ...issue.params }, lang, t);
    // fio text reports with several runs: which run the warning is about.
    const run = p.run !== undefined && p.runs !== undefined ? t('prefix.run', p) : '';
    return run + t(key, p);
  }
  return `${issueTitle(issue.code, lang)} — ${issue.message}`;
}

/**
 * The lower layer's own words behind a translated text (a parser's or the browser's message), for
 * the page to show as a marked technical detail; none in English, whose message already holds them,
 * nor where the translated text could not be made (the English message is shown whole then).
 */
export function issueDetail(issue: ImportIssue, lang: Lang): string | undefined {
  const detail = issue.params?.detail;
  if (lang === 'en' || detail === undefined || detail === '' || !fullTextKey(issue)) return undefined;
  return String(detail);
}
