// What every Time tab reads from the store: the merged dataset, display units, language and a
// translator for the view's strings.
import { useDataset } from '../../state/selectors';
import { useStore } from '../../state/store';
import { timeStrings } from './strings';
import { useStrings } from '../common/use-strings';

export function useTimeContext() {
  const dataset = useDataset();
  const units = useStore((s) => s.units);
  const lang = useStore((s) => s.lang);
  const t = useStrings(timeStrings);
  return { dataset, units, lang, t };
}
