// "Skip to the first chart": the first thing a keyboard reaches, so the chart is one Tab away
// instead of the header, the upload bar and the examples (18 stops). A button, not a `#` link: the
// address's hash is the app's link state.
import { useAppStrings } from './strings';

export function SkipLink() {
  const t = useAppStrings();
  const skip = () => {
    const first = document.querySelector<HTMLElement>('.view-area [data-chart-panel]');
    const target = first ?? document.querySelector<HTMLElement>('.view-area');
    if (!target) return;
    if (!first) target.tabIndex = -1;
    target.focus();
    target.scrollIntoView({ block: 'start' });
  };
  return (
    <button type="button" className="skip-link" onClick={skip} data-testid="skip-link">
      {t('skip.chart')}
    </button>
  );
}
