// Embed mode (`embed=<chart id>` in the link): the page inside a blog post's iframe. Only the named
// chart shows, with a one-line caption naming the chart and its source; the view it belongs to
// renders hidden so the chart gets exactly the options the full page would give it. No header,
// navigation or upload UI. Nothing waits forever: a chart id diskscope does not have, or a chart of
// another view, is said at once; a chart that does not appear once the data has loaded is said
// after a few seconds, and one still missing after STALLED_AFTER_MS is said whatever is loading.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { viewOfChart } from '../../share/chart-ids';
import { chartDiskIds } from '../../share/chart-scope';
import { sourceCaption } from '../../share/caption';
import { useDataset } from '../../state/selectors';
import { useStore, type ViewId } from '../../state/store';
import { linkTo } from '../../state/url-sync';
import { paramsOfView } from '../../state/view-params';
import { ViewHost } from '../app/ViewHost';
import { useAppStrings } from '../app/strings';
import { ChartPlacementProvider } from './chart-placement';
import { sourceLine } from './export-meta';
import { shareStrings } from './strings';
import { UrlNotice } from './UrlNotice';
import { BrokenUploadsNotice } from '../app/BrokenUploadsNotice';
import { useStrings } from '../common/use-strings';

/** How long to wait for the chart after the data has loaded before saying it is not there. */
const MISSING_AFTER_MS = 8000;
/** However the data is doing, the reader is told after this long that the chart has not come. */
export const STALLED_AFTER_MS = 30000;

function EmbedCaption({ title }: { title: string }) {
  const t = useStrings(shareStrings);
  const dataset = useDataset();
  const view = useStore((s) => s.view);
  const selected = useStore((s) => s.selectedDiskIds);
  const viewParams = useStore((s) => s.viewParams);
  const disks = useMemo(() => {
    const ids = chartDiskIds(dataset, {
      view,
      selectedDiskIds: selected,
      params: paramsOfView(viewParams, view),
    });
    return sourceCaption(dataset, ids).disks;
  }, [dataset, view, selected, viewParams]);
  // The caption names the chart first, then its disks and files, so a post's reader can trace it.
  const source = sourceLine(t);
  const parts = [title, disks.join(' vs '), source].filter(Boolean);
  return (
    <p className="embed-caption" data-testid="embed-caption">
      {parts.join(' · ')} ·{' '}
      <a href={linkTo({ embed: undefined })} target="_blank" rel="noopener">
        {t('madeWithFull')}
      </a>
    </p>
  );
}

/** A notice in place of the chart, with the way out to the full app. */
function EmbedNotice({ text, extra }: { text: string; extra?: { href: string; label: string } }) {
  const t = useStrings(shareStrings);
  return (
    <div className="notice embed-notice" role="alert" data-testid="embed-notice">
      <p>{text}</p>
      <p>
        {extra ? (
          <>
            <a href={extra.href} target="_blank" rel="noopener">
              {extra.label}
            </a>{' '}
            ·{' '}
          </>
        ) : null}
        <a href={linkTo({ embed: undefined, chart: undefined })} target="_blank" rel="noopener">
          {t('openFull')}
        </a>
      </p>
    </div>
  );
}

/** The view a link opens is not the chart's: say which is which, and link the chart's own view. */
function WrongChart({ embedId, chartView }: { embedId: string; chartView: string | undefined }) {
  const t = useStrings(shareStrings);
  const app = useAppStrings();
  const view = useStore((s) => s.view);
  const viewName = (v: string) => app(`view.${v as ViewId}`);
  if (chartView === undefined) return <EmbedNotice text={t('embedUnknown', { id: embedId })} />;
  return (
    <EmbedNotice
      text={t('embedOtherView', { id: embedId, view: viewName(chartView), linkView: viewName(view) })}
      extra={{
        href: linkTo({ view: chartView as ViewId, embed: undefined, chart: embedId, params: {} }),
        label: t('openChartView'),
      }}
    />
  );
}

export function EmbedShell({ embedId }: { embedId: string }) {
  const t = useStrings(shareStrings);
  const view = useStore((s) => s.view);
  const chartView = viewOfChart(embedId);
  const drawable = chartView !== undefined && chartView === view;
  const settled = useStore(
    (s) => s.publishedStatus !== 'loading' && s.uploadsRestored && !s.linkSourcesPending,
  );
  const [container, setContainer] = useState<HTMLElement | null>(null);
  const [title, setTitle] = useState<string | undefined>();
  const [missing, setMissing] = useState(false);
  const [stalled, setStalled] = useState(false);
  const onEmbedFound = useCallback((found: string) => setTitle(found), []);
  const found = title !== undefined;
  useEffect(() => {
    if (!drawable || !settled || found) return;
    const timer = setTimeout(() => setMissing(true), MISSING_AFTER_MS);
    return () => clearTimeout(timer);
  }, [drawable, settled, found]);
  useEffect(() => {
    if (!drawable || found) return;
    const timer = setTimeout(() => setStalled(true), STALLED_AFTER_MS);
    return () => clearTimeout(timer);
  }, [drawable, found]);
  // The frame's own title names the chart (screen readers announce an iframe's document title).
  useEffect(() => {
    if (title) document.title = `${title} · diskscope`;
  }, [title]);
  const placement = useMemo(
    () => ({ embedId, embedContainer: container, onEmbedFound }),
    [embedId, container, onEmbedFound],
  );
  if (!drawable) {
    return (
      <div className="embed-root" data-embed={embedId}>
        <UrlNotice />
        <WrongChart embedId={embedId} chartView={chartView} />
      </div>
    );
  }
  return (
    <ChartPlacementProvider value={placement}>
      <div className="embed-root" data-embed={embedId}>
        <UrlNotice />
        <BrokenUploadsNotice />
        <div className="embed-chart" ref={setContainer} />
        {found ? (
          <EmbedCaption title={title} />
        ) : missing ? (
          <EmbedNotice text={t('embedMissing', { id: embedId })} />
        ) : stalled ? (
          <EmbedNotice text={t('embedStalled', { seconds: STALLED_AFTER_MS / 1000 })} />
        ) : (
          <p className="chart-loading" role="status">
            {t('embedLoading')}
          </p>
        )}
      </div>
      <div hidden className="embed-hidden-view">
        <ViewHost />
      </div>
    </ChartPlacementProvider>
  );
}
