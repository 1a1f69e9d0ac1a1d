// Why a file was skipped, in the reader's language. The importers write the reason as one English
// phrase of a few fixed shapes (SKIPS); each shape is recognised here and told from its parts. A
// phrase of no known shape reads "not a results file", its English words kept as a technical detail.
import type { Lang, StringParams, Translate } from '../../i18n';
import { formatWords, type IssueKey } from './issue-strings';
import { markWords } from './issue-text';

type Shape = [RegExp, IssueKey, (m: RegExpExecArray) => StringParams];

const SHAPES: Shape[] = [
  [/^empty file$/, 'skip.empty', () => ({})],
  [/^only blank lines$/, 'skip.blank', () => ({})],
  [/^JSON that does not parse and has no results keys$/, 'skip.json-broken', () => ({})],
  [/^JSON in no results format \(top-level keys: (.*)\)$/s, 'skip.json-keys', (m) => ({ keys: m[1]! })],
  [/^JSON in no results format$/, 'skip.json', () => ({})],
  [/^text in no results format \(line (\d+): (".*")\)$/s, 'skip.text', (m) => ({ line: m[1]!, text: m[2]! })],
  [
    /^binary data \(control bytes among the first (\d+) bytes\)$/,
    'skip.binary-control',
    (m) => ({ bytes: m[1]! }),
  ],
  [/^binary data \(more than (\d+) runs of NUL bytes\)$/, 'skip.binary-nul', (m) => ({ runs: m[1]! })],
  [/^a README mentioning (.*), with no results in it$/s, 'skip.doc-marks', (m) => ({ what: m[1]! })],
  [/^a script mentioning (.*), with no results in it$/s, 'skip.script-marks', (m) => ({ what: m[1]! })],
  [/^(.*) kept whole, but it has no reader here$/s, 'skip.no-reader', (m) => ({ format: m[1]! })],
  [/^(.*): nothing read$/s, 'skip.nothing-read', (m) => ({ format: m[1]! })],
  [/^could not be unpacked$/, 'skip.unpack', () => ({})],
  [/^operating-system metadata file, not a result$/, 'skip.os-litter', () => ({})],
];

/** The reason in `lang`, and the English phrase as a technical detail where its shape is unknown. */
export function skipText(
  reason: string,
  lang: Lang,
  t: Translate<IssueKey>,
): { text: string; detail?: string } {
  if (lang === 'en') return { text: reason };
  for (const [re, key, params] of SHAPES) {
    const m = re.exec(reason);
    if (!m) continue;
    const p = params(m);
    if (p.what !== undefined) p.what = markWords(p.what, lang);
    if (p.format !== undefined) p.format = formatWords(p.format, lang);
    return { text: t(key, p) };
  }
  return { text: t('skip.other'), detail: reason };
}
