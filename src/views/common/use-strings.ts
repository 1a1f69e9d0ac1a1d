// The one way a component reads its words: `const t = useStrings(dict)`. `t` keeps its identity
// until the language changes, so it can sit in hook dependency lists like any other input.
import { useCallback } from 'react';
import { translate, type Dict, type Translate } from '../../i18n';
import { useStore } from '../../state/store';

export function useStrings<K extends string>(dict: Dict<K>): Translate<K> {
  const lang = useStore((s) => s.lang);
  return useCallback((key, params) => translate(dict, lang, key, params), [dict, lang]);
}
