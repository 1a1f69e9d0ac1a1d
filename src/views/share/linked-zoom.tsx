// `useLinkedZoom(options)`: a chart's x zoom kept in the link (`p.zoom`), so a link to a zoomed
// time series opens zoomed. Returns the options to draw and a "Reset zoom" action for the panel
// (the drawn range is fixed by the options, so Highcharts shows no reset button of its own).
import { useMemo, type ReactNode } from 'react';
import type { Options } from 'highcharts';
import { translate } from '../../i18n';
import { useStore } from '../../state/store';
import { useViewParam } from '../../state/view-params';
import { shareStrings } from './strings';
import { formatZoom, parseZoom, withXRange } from './zoom-range';

export function useLinkedZoom(
  options: Options | undefined,
  name = 'zoom',
): { options: Options | undefined; resetAction: ReactNode } {
  const [text, setText] = useViewParam(name, '');
  const lang = useStore((s) => s.lang);
  const linked = useMemo(() => {
    const range = parseZoom(text);
    return options && withXRange(options, range, (r) => setText(r ? formatZoom(r) : ''));
  }, [options, text, setText]);
  const resetAction = parseZoom(text) ? (
    <button type="button" onClick={() => setText('')}>
      {translate(shareStrings, lang, 'resetZoom')}
    </button>
  ) : null;
  return { options: linked, resetAction };
}
