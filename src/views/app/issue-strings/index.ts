// Import-report texts that come from importers: a short title per warning code (the grouped lines),
// a full text per code made from the params the importer writes, and the labels of the grouped
// report. English, Chinese and Russian; a code without a full text (or an issue saved before it had
// params) shows the code's title and the importer's English message. The only way in: the texts
// live in one file per importer family beside this one (README.md).
import type { Dict, Translate } from '../../../i18n';
import { useStrings } from '../../common/use-strings';
import * as files from './files';
import * as fioJson from './fio-json';
import * as fioLog from './fio-log';
import * as fioNormal from './fio-normal';
import * as fioTerse from './fio-terse';
import * as iozoneIoping from './iozone-ioping';
import { DETAILS, type DetailKey } from './details';
export { MARK_WORDS } from './details';
export { formatWords } from './format-words';
import { SKIPS, type SkipKey } from './skips';
import { LABELS, type LabelKey } from './labels';
import * as pts from './pts';
import * as tables from './tables';
import type { Titles } from './types';

const FAMILIES = [files, fioJson, fioNormal, fioTerse, fioLog, pts, iozoneIoping, tables];

/** code → [en, zh, ru] short titles, every family's. */
const TITLES: Titles = Object.assign({}, ...FAMILIES.map((f) => f.titles)) as Titles;

const TEXTS = {
  ...files.texts,
  ...fioJson.texts,
  ...fioNormal.texts,
  ...fioTerse.texts,
  ...fioLog.texts,
  ...pts.texts,
  ...iozoneIoping.texts,
  ...tables.texts,
};

type TextKey = `text.${keyof typeof TEXTS}`;

export type IssueKey = TextKey | LabelKey | DetailKey | SkipKey;

function textsIn(i: 0 | 1 | 2): Record<TextKey, string> {
  return Object.fromEntries(Object.entries(TEXTS).map(([k, v]) => [`text.${k}`, v[i]])) as Record<
    TextKey,
    string
  >;
}

export const issueStrings: Dict<IssueKey> = {
  en: { ...LABELS.en, ...DETAILS.en, ...SKIPS.en, ...textsIn(0) },
  zh: { ...LABELS.zh, ...DETAILS.zh, ...SKIPS.zh, ...textsIn(1) },
  ru: { ...LABELS.ru, ...DETAILS.ru, ...SKIPS.ru, ...textsIn(2) },
};

export function useIssueStrings(): Translate<IssueKey> {
  return useStrings(issueStrings);
}

const LANG_INDEX = { en: 0, zh: 1, ru: 2 } as const;

/** The short title of a warning code in `lang`, or the code itself when none is known. */
export function issueTitle(code: string, lang: keyof typeof LANG_INDEX): string {
  return TITLES[code]?.[LANG_INDEX[lang]] ?? code;
}

/** Codes that share the full texts of another: the same note from two importers. */
const SAME_TEXT: Record<string, string> = {
  'fio-normal-workload': 'fio-workload',
  'fio-terse-workload': 'fio-workload',
};

/** The dictionary key of an issue's full text (`text.code` or `text.code.form`), if there is one. */
export function issueTextKey(code: string, form?: string | number): TextKey | undefined {
  const base = SAME_TEXT[code] ?? code;
  const key = form === undefined ? base : `${base}.${form}`;
  return key in TEXTS ? (`text.${key}` as TextKey) : undefined;
}

/** Whether `code` has a full text: one of its own, or one per `form` of it. */
export function hasFullText(code: string): boolean {
  const base = SAME_TEXT[code] ?? code;
  return base in TEXTS || Object.keys(TEXTS).some((k) => k.startsWith(`${base}.`));
}

/** Every `code` / `code.form` with a full text (tests hold them to all three languages). */
export const TEXT_KEYS: readonly string[] = Object.keys(TEXTS);

/** Every code with a title (tests hold them to all three languages). */
export const TITLED_CODES: readonly string[] = Object.keys(TITLES);
