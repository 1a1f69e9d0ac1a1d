// What every Time tab reads from the store: the merged dataset, display units, language and a
// translator for the view's strings.
import { translate } from '../../i18n';
import { useDataset } from '../../state/selectors';
import { useStore } from '../../state/store';
import { timeStrings, type TimeKey } from './strings';

export function useTimeContext() {
  const dataset = useDataset();
  const units = useStore((s) => s.units);
  const lang = useStore((s) => s.lang);
  const t = (k: TimeKey, params?: Record<string, string | number>) => translate(timeStrings, lang, k, params);
  return { dataset, units, lang, t };
}
