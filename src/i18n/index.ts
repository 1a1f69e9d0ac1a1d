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

/** Looks up `key` in `dict` for `lang`, filling `{name}` placeholders from `params`. */
export function translate<K extends string>(
  dict: Dict<K>,
  lang: Lang,
  key: K,
  params?: StringParams,
): string {
  const text = dict[lang][key] ?? dict.en[key] ?? key;
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (m, name: string) => (name in params ? String(params[name]) : m));
}
