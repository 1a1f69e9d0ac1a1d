// Per-chart actions ("copy link", "embed") are supplied from outside the charts: a provider near
// the app root renders them for every ChartPanel, so views do not each wire them by hand.
import { createContext, useContext, type ReactNode } from 'react';

export interface ChartActionTarget {
  id: string;
  title: string;
}

export type ChartActionsRenderer = (target: ChartActionTarget) => ReactNode;

const ChartActionsContext = createContext<ChartActionsRenderer | undefined>(undefined);

export function ChartActionsProvider({
  render,
  children,
}: {
  render: ChartActionsRenderer;
  children: ReactNode;
}) {
  return <ChartActionsContext.Provider value={render}>{children}</ChartActionsContext.Provider>;
}

export function useChartActions(): ChartActionsRenderer | undefined {
  return useContext(ChartActionsContext);
}
