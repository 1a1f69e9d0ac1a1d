// Sharing around the whole page: "Copy link" / "Embed code" on every chart (through the
// ChartActionsProvider slot), the banner for a link that could not be opened as written, scrolling
// to a linked chart, and embed mode, which replaces the page with the one linked chart.
import { useEffect, useMemo, type ReactNode } from 'react';
import { useStore } from '../../state/store';
import { ChartActionsProvider, ExportMetaProvider, type ChartActionsRenderer } from '../common/chart-actions';
import { exportMetaOf } from './export-meta';
import { ChartPlacementProvider } from './chart-placement';
import { ChartShareActions } from './ChartShareActions';
import { EmbedShell } from './EmbedShell';
import { installChartDataHook } from './test-hook';
import { SharedDataNote, UrlNotice } from './UrlNotice';
import './share.css';

const renderShareActions: ChartActionsRenderer = ({ id, title }) => (
  <ChartShareActions id={id} title={title} />
);

export function ShareRoot({ children }: { children: ReactNode }) {
  const embed = useStore((s) => s.embed);
  const focusId = useStore((s) => s.focusChart);
  const placement = useMemo(() => ({ focusId }), [focusId]);
  useEffect(installChartDataHook, []);
  return (
    <ChartActionsProvider render={renderShareActions}>
      <ExportMetaProvider value={exportMetaOf}>
        {embed !== undefined ? (
          <EmbedShell embedId={embed} />
        ) : (
          <ChartPlacementProvider value={placement}>
            <UrlNotice />
            <SharedDataNote />
            {children}
          </ChartPlacementProvider>
        )}
      </ExportMetaProvider>
    </ChartActionsProvider>
  );
}
