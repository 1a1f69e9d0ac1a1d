// Two languages: English and Simplified Chinese (the seed articles' readers). Each view keeps its
// own dictionary beside it (`strings.ts`: { en: {...}, zh: {...} }) and reads it with `translate`.
export type Lang = 'en' | 'zh';
export const LANGS: readonly Lang[] = ['en', 'zh'];

export type Dict<K extends string> = Record<Lang, Record<K, string>>;

/** Looks up `key` in `dict` for `lang`, filling `{name}` placeholders from `params`. */
export function translate<K extends string>(
  dict: Dict<K>,
  lang: Lang,
  key: K,
  params?: Record<string, string | number>,
): string {
  const text = dict[lang][key] ?? dict.en[key] ?? key;
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (m, name: string) => (name in params ? String(params[name]) : m));
}
