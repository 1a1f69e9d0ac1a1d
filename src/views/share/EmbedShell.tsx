// Embed mode (`embed=<chart id>` in the link): the page inside a blog post's iframe. Only the named
// chart shows, with a one-line source caption; the view it belongs to renders hidden so the chart
// gets exactly the options the full page would give it. No header, navigation or upload UI.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { chartDiskIds } from '../../share/chart-scope';
import { shortList, sourceCaption } from '../../share/caption';
import { useDataset } from '../../state/selectors';
import { useStore } from '../../state/store';
import { linkTo } from '../../state/url-sync';
import { paramsOfView } from '../../state/view-params';
import { ViewHost } from '../app/ViewHost';
import { ChartPlacementProvider } from './chart-placement';
import { shareStrings } from './strings';
import { UrlNotice } from './UrlNotice';
import { useStrings } from '../common/use-strings';

/** How long to wait for the chart after the data has loaded before saying it is not there. */
const MISSING_AFTER_MS = 8000;

function EmbedCaption() {
  const t = useStrings(shareStrings);
  const dataset = useDataset();
  const view = useStore((s) => s.view);
  const selected = useStore((s) => s.selectedDiskIds);
  const viewParams = useStore((s) => s.viewParams);
  const caption = useMemo(() => {
    const disks = chartDiskIds(dataset, {
      view,
      selectedDiskIds: selected,
      params: paramsOfView(viewParams, view),
    });
    return sourceCaption(dataset, disks);
  }, [dataset, view, selected, viewParams]);
  const sources = shortList(caption.files, 2);
  return (
    <p className="embed-caption" data-testid="embed-caption">
      {caption.disks.join(' vs ')}
      {sources ? ` · ${t('source')}: ${sources}` : ''}
      {caption.tools.length ? ` (${caption.tools.join(', ')})` : ''} ·{' '}
      <a href={linkTo({ embed: undefined })} target="_blank" rel="noopener">
        {t('madeWith')}
      </a>
    </p>
  );
}

export function EmbedShell({ embedId }: { embedId: string }) {
  const t = useStrings(shareStrings);
  const settled = useStore((s) => s.publishedStatus !== 'loading' && s.uploadsRestored);
  const [container, setContainer] = useState<HTMLElement | null>(null);
  const [found, setFound] = useState(false);
  const [missing, setMissing] = useState(false);
  const onEmbedFound = useCallback(() => setFound(true), []);
  useEffect(() => {
    if (!settled || found) return;
    const timer = setTimeout(() => setMissing(true), MISSING_AFTER_MS);
    return () => clearTimeout(timer);
  }, [settled, found]);
  const placement = useMemo(
    () => ({ embedId, embedContainer: container, onEmbedFound }),
    [embedId, container, onEmbedFound],
  );
  return (
    <ChartPlacementProvider value={placement}>
      <div className="embed-root" data-embed={embedId}>
        <UrlNotice />
        <div className="embed-chart" ref={setContainer} />
        {found ? null : (
          <p className={missing ? 'notice' : 'chart-loading'} role="status">
            {missing ? t('embedMissing', { id: embedId }) : t('embedLoading')}{' '}
            {missing ? (
              <a href={linkTo({ embed: undefined })} target="_blank" rel="noopener">
                {t('openFull')}
              </a>
            ) : null}
          </p>
        )}
        <EmbedCaption />
      </div>
      <div hidden className="embed-hidden-view">
        <ViewHost />
      </div>
    </ChartPlacementProvider>
  );
}
