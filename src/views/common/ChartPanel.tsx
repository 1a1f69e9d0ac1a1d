// The frame around every chart: title, per-chart actions, the chart itself (Highcharts loaded
// lazily on first use, one chart per task), an optional caption, and an error boundary of its own.
import { useCallback, useSyncExternalStore, type ReactNode } from 'react';
import './views.css';
import type { Options } from 'highcharts';
import { type Lang } from '../../i18n';
import { useChartPlacement } from '../share/chart-placement';
import { ChartErrorBoundary } from './ChartErrorBoundary';
import { useChartTurn } from './chart-turns';
import { chartsHeld, drawChartsNow, onChartsHeld } from './chart-queue';
import { useChartActions, useExportMeta } from './chart-actions';
import type { ExportMeta } from './chart-export';
import { useStore } from '../../state/store';
import { commonStrings } from './strings';
import { useStrings } from './use-strings';

export interface ChartPanelProps {
  /** Stable id: used for links, exports and e2e selectors (`data-chart-id`). */
  id: string;
  title: string;
  options: Options;
  caption?: string;
  /** Extra actions for this chart only, shown beside those of the ChartActionsProvider. */
  actions?: ReactNode;
  lang?: Lang;
}

/** The chart once the chart code is loaded and this panel's turn has come (chart-turns.ts). */
function ChartBody(props: { id: string; options: Options; lang: Lang; exportMeta: () => ExportMeta }) {
  const { id, options, lang, exportMeta } = props;
  const t = useStrings(commonStrings);
  const Runtime = useChartTurn();
  // New charts wait while an upload is imported (chart-queue.ts): said, with a way past it.
  const held = useSyncExternalStore(onChartsHeld, chartsHeld);
  if (Runtime)
    // One module-level component, loaded once: not a component made anew on each render.
    // eslint-disable-next-line react-hooks/static-components
    return <Runtime id={id} options={options} lang={lang} exportMeta={exportMeta} />;
  return held ? (
    <p className="chart-loading" data-chart-held="">
      {t('waitsForImport')}{' '}
      <button type="button" onClick={drawChartsNow}>
        {t('drawNow')}
      </button>
    </p>
  ) : (
    <p className="chart-loading">{t('loading')}</p>
  );
}

export function ChartPanel({ id, title, options, caption, actions, lang: langProp }: ChartPanelProps) {
  const pageLang = useStore((s) => s.lang);
  // Every chart speaks the page's language, Highcharts' own words included.
  const lang = langProp ?? pageLang;
  const sharedActions = useChartActions();
  const exportMetaOf = useExportMeta();
  const exportMeta = useCallback(() => exportMetaOf({ id, title }), [exportMetaOf, id, title]);
  const headingId = `chart-title-${id}`;
  // Embed mode draws only the linked chart (elsewhere); a linked chart is scrolled to (src/views/share).
  const placement = useChartPlacement(id, title);
  if (placement.hidden) return null;
  return placement.place(
    <section
      className={placement.focused ? 'chart-panel chart-panel-focused' : 'chart-panel'}
      data-chart-panel={id}
      aria-labelledby={headingId}
      // The skip link and a link's focused chart move the focus here.
      tabIndex={-1}
    >
      <header className="chart-panel-header">
        <h3 id={headingId}>{title}</h3>
        <div className="chart-panel-actions">
          {sharedActions?.({ id, title })}
          {actions}
        </div>
      </header>
      <ChartErrorBoundary lang={lang} resetKey={options}>
        <ChartBody id={id} options={options} lang={lang} exportMeta={exportMeta} />
      </ChartErrorBoundary>
      {caption ? <p className="chart-caption">{caption}</p> : null}
    </section>,
  );
}
