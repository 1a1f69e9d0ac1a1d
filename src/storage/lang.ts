// Remembers the interface language in localStorage; without a saved choice the browser's language
// decides when it is one of ours. Not remembering (no storage) only costs the choice on reload.
import { isLang, type Lang } from '../i18n';
import { readLocal, writeLocal } from './local';

const LANG_KEY = 'diskscope.lang';

export function initialLang(): Lang {
  const saved = readLocal(LANG_KEY);
  if (isLang(saved)) return saved;
  const browserLang = typeof navigator === 'undefined' ? '' : (navigator.language ?? '');
  const prefix = browserLang.toLowerCase().slice(0, 2);
  return isLang(prefix) ? prefix : 'en';
}

export function rememberLang(lang: Lang): void {
  writeLocal(LANG_KEY, lang);
}
