// Per-chart actions ("copy link", "embed") are supplied from outside the charts: a provider near
// the app root renders them for every ChartPanel, so views do not each wire them by hand.
import { createContext, useContext, type ReactNode } from 'react';
import type { ExportMeta } from './chart-export';

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

/** The title, subtitle and caption of a chart's PNG / SVG export (source, date, link), by chart. */
export type ExportMetaOf = (target: ChartActionTarget) => ExportMeta;

const ExportMetaContext = createContext<ExportMetaOf>(({ title }) => ({ title, caption: 'diskscope' }));

export function ExportMetaProvider({ value, children }: { value: ExportMetaOf; children: ReactNode }) {
  return <ExportMetaContext.Provider value={value}>{children}</ExportMetaContext.Provider>;
}

export function useExportMeta(): ExportMetaOf {
  return useContext(ExportMetaContext);
}
