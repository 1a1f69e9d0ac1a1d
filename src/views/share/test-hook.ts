// A small read-only hook for browser tests and curious readers: `window.__diskscope.chartData(id)`
// returns what a drawn chart shows (title, axis categories, series names and point values) as
// Highcharts holds it once it is drawn whole, so tests check the rendered chart rather than the
// link they built.
// It changes nothing and loads Highcharts only if a chart is already on the page.

export interface RenderedSeries {
  name: string;
  type: string;
  visible: boolean;
  points: { category?: string | number; x: number; y: number | null; value?: number | null }[];
  /**
   * With `{ columns: true }`: every x and y the series holds. A boosted series keeps point objects
   * for only some of its points, so `points` cannot show all of them.
   */
  columns?: { x: number[]; y: (number | null)[] };
}

export interface RenderedChart {
  title: string;
  subtitle: string;
  categories: string[];
  /** The x axis's drawn range (zoom). */
  xRange: [number, number];
  yAxisTitle: string;
  series: RenderedSeries[];
}

interface HcPoint {
  category?: string | number;
  x: number;
  y?: number | null;
  value?: number | null;
}
interface HcChart {
  renderTo: HTMLElement;
  title?: { textStr?: string };
  subtitle?: { textStr?: string };
  xAxis: { categories?: string[]; getExtremes(): { min: number; max: number } }[];
  yAxis: { options: { title?: { text?: string | null } } }[];
  series: {
    name: string;
    type: string;
    visible: boolean;
    points: HcPoint[];
    options: { custom?: { reserve?: boolean } };
    getColumn(key: string): ArrayLike<number | null>;
  }[];
}

/**
 * Resolves once `chart` is drawn whole: a chart drawn in turns (views/common/chart-stages.ts)
 * holds an invisible reserve series until its last turn, and its later series are empty till
 * then. Gives up after `ms` and reads the chart as it is.
 */
async function drawnWhole(chart: HcChart, ms = 15000): Promise<void> {
  const until = performance.now() + ms;
  while (chart.series?.some((s) => s.options.custom?.reserve) && performance.now() < until)
    await new Promise((r) => setTimeout(r, 50));
}

async function chartData(id: string, opts: { columns?: boolean } = {}): Promise<RenderedChart | undefined> {
  const el = document.querySelector(`[data-chart-id="${CSS.escape(id)}"]`);
  if (!el) return undefined;
  const { default: Highcharts } =
    (await import('highcharts/es-modules/masters/highcharts.src.js')) as unknown as {
      default: { charts: (HcChart | undefined)[] };
    };
  const chart = Highcharts.charts.find((c) => c && (el === c.renderTo || el.contains(c.renderTo)));
  if (!chart) return undefined;
  await drawnWhole(chart);
  return {
    title: chart.title?.textStr ?? '',
    subtitle: chart.subtitle?.textStr ?? '',
    categories: chart.xAxis[0]?.categories ?? [],
    xRange: [chart.xAxis[0]?.getExtremes().min ?? NaN, chart.xAxis[0]?.getExtremes().max ?? NaN],
    yAxisTitle: chart.yAxis[0]?.options.title?.text ?? '',
    series: chart.series.map((s) => ({
      name: s.name,
      type: s.type,
      visible: s.visible,
      // In x, then y order: after an update Highcharts may hold the same points in another order.
      points: s.points
        .map((p) => ({
          category: p.category,
          x: p.x,
          y: p.y ?? null,
          ...(p.value !== undefined ? { value: p.value } : {}),
        }))
        .sort((a, b) => a.x - b.x || (a.y ?? 0) - (b.y ?? 0)),
      ...(opts.columns
        ? {
            columns: {
              x: Array.from(s.getColumn('x'), (x) => x ?? NaN),
              y: Array.from(s.getColumn('y')),
            },
          }
        : {}),
    })),
  };
}

export function installChartDataHook(): void {
  const w = window as unknown as { __diskscope?: Record<string, unknown> };
  w.__diskscope = { ...w.__diskscope, chartData };
}
