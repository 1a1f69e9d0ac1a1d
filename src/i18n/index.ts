// The interface languages: English, Simplified Chinese and Russian (the readers of the seed
// articles). Each screen keeps its own dictionary beside it (`strings.ts`, typed `Dict<Key>`: one
// entry per language of LANGS, so a missing language or key is a type error) and reads it with
// `translate`, or in React with `useStrings` (src/views/common/use-strings.ts).
export const LANGS = ['en', 'zh', 'ru'] as const;
export type Lang = (typeof LANGS)[number];

/** Each language's own name (the language switch) and its BCP 47 tag (`<html lang>`). */
export const LANG_INFO: Record<Lang, { name: string; tag: string }> = {
  en: { name: 'English', tag: 'en' },
  zh: { name: '中文', tag: 'zh-CN' },
  ru: { name: 'Русский', tag: 'ru' },
};

export function isLang(v: unknown): v is Lang {
  return typeof v === 'string' && (LANGS as readonly string[]).includes(v);
}

export type Dict<K extends string> = Record<Lang, Record<K, string>>;

export type StringParams = Record<string, string | number>;
/** A translator bound to one dictionary and language: `t('key', { name: 'x' })`. */
export type Translate<K extends string> = (key: K, params?: StringParams) => string;

/**
 * A count's words, in the subset of ICU MessageFormat translators know:
 * `{n, plural, one {# disk} other {# disks}}`. The form is chosen by the platform's plural rules
 * for the language (`Intl.PluralRules`: English one/other; Russian one/few/many, so "1 диск",
 * "3 диска", "5 дисков", "21 диск"; Chinese has one form); `#` is the count as passed (a number,
 * or a number formatted for the language), and a form may hold `{name}` placeholders. A form the
 * language needs but the text lacks falls back to `other` (tests/unit/i18n/strings-complete.test.ts
 * checks that none is missing).
 */
const PLURAL =
  /\{(\w+), plural,((?:\s*(?:=\d+|zero|one|two|few|many|other)\s*\{(?:[^{}]|\{\w+\})*\})+)\s*\}/g;
const PLURAL_FORM = /(=\d+|zero|one|two|few|many|other)\s*\{((?:[^{}]|\{\w+\})*)\}/g;

const pluralRules = new Map<Lang, Intl.PluralRules>();
function pluralCategory(lang: Lang, n: number): string {
  let rules = pluralRules.get(lang);
  if (!rules) pluralRules.set(lang, (rules = new Intl.PluralRules(LANG_INFO[lang].tag)));
  return rules.select(n);
}

/** The params `text` names, each once, sorted: its `{name}` placeholders and its plurals' counts. */
export function paramsIn(text: string): string[] {
  return [...new Set([...text.matchAll(/\{(\w+)(?:\}|, plural,)/g)].map((m) => m[1]!))].sort();
}

/** The forms of each plural in `text`: the count's name and the categories written, in order. */
export function pluralsIn(text: string): { name: string; forms: string[] }[] {
  return [...text.matchAll(PLURAL)].map((m) => ({
    name: m[1]!,
    forms: [...m[2]!.matchAll(PLURAL_FORM)].map((f) => f[1]!),
  }));
}

/**
 * A count passed already formatted for the page (`toLocaleString`): "2 000" in Russian (a no-break
 * space between groups, a comma before decimals), "2,000" in English.
 */
function countOf(text: string, lang: Lang): number {
  const plain = text.replace(/[\s\u00a0\u202f\u2009]/g, '');
  return Number(lang === 'ru' ? plain.replace(',', '.') : plain.replace(/,/g, ''));
}

function choosePlurals(text: string, lang: Lang, params: StringParams): string {
  return text.replace(PLURAL, (whole, name: string, body: string) => {
    if (!(name in params)) return whole;
    const value = params[name]!;
    const n = typeof value === 'number' ? value : countOf(value, lang);
    const forms = new Map([...body.matchAll(PLURAL_FORM)].map((f) => [f[1]!, f[2]!]));
    const form =
      forms.get(`=${n}`) ??
      (Number.isFinite(n) ? forms.get(pluralCategory(lang, n)) : undefined) ??
      forms.get('other') ??
      '';
    return form.replace(/#/g, String(value));
  });
}

/**
 * Looks up `key` in `dict` for `lang`, filling `{name}` placeholders from `params` and choosing
 * each plural's form for its count (`{n, plural, …}`, above).
 */
export function translate<K extends string>(
  dict: Dict<K>,
  lang: Lang,
  key: K,
  params?: StringParams,
): string {
  const text = dict[lang][key] ?? dict.en[key] ?? key;
  if (!params) return text;
  return choosePlurals(text, lang, params).replace(/\{(\w+)\}/g, (m, name: string) =>
    name in params ? String(params[name]) : m,
  );
}
