// Remembers the interface language in localStorage. Guarded: localStorage is missing in Node tests
// and can throw in private modes; a failure only means the choice is not remembered.
import type { Lang } from '../i18n';

const LANG_KEY = 'diskscope.lang';

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

export function initialLang(): Lang {
  const saved = storage()?.getItem(LANG_KEY);
  if (saved === 'en' || saved === 'zh') return saved;
  const browserLang = typeof navigator === 'undefined' ? '' : (navigator.language ?? '');
  return browserLang.toLowerCase().startsWith('zh') ? 'zh' : 'en';
}

export function rememberLang(lang: Lang): void {
  try {
    storage()?.setItem(LANG_KEY, lang);
  } catch {
    // Not remembered (quota or privacy mode); the choice still applies for this visit.
  }
}
