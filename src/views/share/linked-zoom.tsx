// `useLinkedZoom(options)`: a chart's x zoom kept in the link (`p.zoom`), so a link to a zoomed
// time series opens zoomed. Returns the options to draw and a "Reset zoom" action for the panel
// (the drawn range is fixed by the options, so Highcharts shows no reset button of its own).
import { useMemo, type ReactNode } from 'react';
import type { Options } from 'highcharts';
import { useViewParam } from '../../state/view-params';
import { shareStrings } from './strings';
import { formatZoom, parseZoom, withXRange } from './zoom-range';
import { useStrings } from '../common/use-strings';

export function useLinkedZoom(
  options: Options | undefined,
  name = 'zoom',
): { options: Options | undefined; resetAction: ReactNode } {
  const t = useStrings(shareStrings);
  const [text, setText] = useViewParam(name, '');
  const linked = useMemo(() => {
    const range = parseZoom(text);
    return options && withXRange(options, range, (r) => setText(r ? formatZoom(r) : ''));
  }, [options, text, setText]);
  const resetAction = parseZoom(text) ? (
    <button type="button" onClick={() => setText('')}>
      {t('resetZoom')}
    </button>
  ) : null;
  return { options: linked, resetAction };
}
