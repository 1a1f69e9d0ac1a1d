// Where a ChartPanel appears. Normally in place. In embed mode only the panel whose id the link
// names is drawn, portalled into the visible embed root while the rest of the view stays hidden
// (other panels render nothing, so no hidden Highcharts work). A link's focused chart is scrolled
// into view and highlighted. ChartPanel calls `useChartPlacement(id)`; ShareRoot provides the rest.
import { createContext, useCallback, useContext, useEffect, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

export interface PlacementContextValue {
  embedId?: string;
  embedContainer?: HTMLElement | null;
  /** The embedded chart is drawn; its title names it in the embed's caption. */
  onEmbedFound?: (title: string) => void;
  focusId?: string;
}

const PlacementContext = createContext<PlacementContextValue>({});

export function ChartPlacementProvider({
  value,
  children,
}: {
  value: PlacementContextValue;
  children: ReactNode;
}) {
  return <PlacementContext.Provider value={value}>{children}</PlacementContext.Provider>;
}

export interface ChartPlacement {
  /** Render nothing: embed mode, and this is not the embedded chart. */
  hidden: boolean;
  focused: boolean;
  /** Wraps the rendered panel (a portal into the embed root when embedded). */
  place: (panel: ReactNode) => ReactNode;
}

export function useChartPlacement(id: string, title = ''): ChartPlacement {
  const { embedId, embedContainer, onEmbedFound, focusId } = useContext(PlacementContext);
  const embedded = embedId !== undefined && embedId === id;
  const focused = embedId === undefined && focusId === id;
  useEffect(() => {
    if (embedded && embedContainer) onEmbedFound?.(title);
  }, [embedded, embedContainer, onEmbedFound, title]);
  useEffect(() => {
    if (!focused) return;
    // After layout: lazy charts above may still change height, so wait a frame.
    const frame = requestAnimationFrame(() =>
      document.querySelector(`[data-chart-panel="${CSS.escape(id)}"]`)?.scrollIntoView({ block: 'start' }),
    );
    return () => cancelAnimationFrame(frame);
  }, [focused, id]);
  const place = useCallback(
    (panel: ReactNode) => (embedded && embedContainer ? createPortal(panel, embedContainer) : panel),
    [embedded, embedContainer],
  );
  return { hidden: embedId !== undefined && !(embedded && embedContainer), focused, place };
}
