// The look every diskscope chart shares, as plain options merged under each builder's own options
// (no global Highcharts.setOptions, so builders stay pure and testable in Node).
import type { Options, Point, ResponsiveRulesOptions } from 'highcharts';
import { escapeChartText } from './chart-text';
import type { PointInfo } from './provenance';

/**
 * What a screen reader hears for a point: its own heading and value text (`custom`, in the page's
 * language and display unit: "local ssd 1 · 4k 100/0: 311,073 IOPS") instead of Highcharts' generic
 * "x, y: 0, value: 311073". Escaped like every chart text; '' lets Highcharts describe the rest.
 */
export function pointDescription(point: Point): string {
  const info = point.options.custom as Partial<PointInfo> | undefined;
  if (!info?.label || !info.valueText) return '';
  return escapeChartText(`${info.label}: ${info.valueText}`);
}

/** Colour-blind-safe palette (Okabe–Ito order), so read/write mixes stay apart on any screen. */
export const PALETTE = [
  '#0072B2',
  '#E69F00',
  '#009E73',
  '#D55E00',
  '#56B4E9',
  '#CC79A7',
  '#7A6B00',
  '#000000',
];

/** Sequential scale for heatmaps: low values pale, high values dark. */
export const HEAT_STOPS: [number, string][] = [
  [0, '#f7fbff'],
  [0.35, '#9ecae1'],
  [0.7, '#3182bd'],
  [1, '#08306b'],
];

/** Phone-width rules: smaller fonts, legend below, no data labels that would overlap. */
export const PHONE_RULES: ResponsiveRulesOptions[] = [
  {
    condition: { maxWidth: 520 },
    chartOptions: {
      chart: { spacing: [8, 4, 8, 4] },
      legend: {
        layout: 'horizontal',
        align: 'center',
        verticalAlign: 'bottom',
        itemStyle: { fontSize: '10px' },
      },
      xAxis: { labels: { style: { fontSize: '10px' } } },
      yAxis: { labels: { style: { fontSize: '10px' } }, title: { style: { fontSize: '10px' } } },
      plotOptions: { series: { dataLabels: { enabled: false } } },
    },
  },
];

/** Load curves on a phone: taller (the legend and the rules take rows) and without point labels. */
export const PHONE_LOAD_RULE: ResponsiveRulesOptions = {
  condition: { maxWidth: 520 },
  chartOptions: { chart: { height: 640 }, plotOptions: { line: { dataLabels: { enabled: false } } } },
};

export interface BaseOptionsInput {
  /** Shown by screen readers and in exports (accessibility.description). */
  description: string;
  /** File name stem for PNG/SVG/CSV exports. */
  filename: string;
  height?: number;
}

/** Options every chart starts from: exporting, accessibility, responsive rules, palette. */
export function baseOptions({ description, filename, height = 420 }: BaseOptionsInput): Options {
  return {
    chart: { height, style: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif' } },
    colors: PALETTE,
    credits: { enabled: false },
    // Boost draws through WebGL once a chart has 50 series, whatever their length: Compare of 100
    // disks (100 columns) then spent ~130 ms setting up WebGL and copying its canvas into the SVG.
    // Only charts of long lines (timeseries.ts, compare-over-time.ts) turn it on.
    boost: { enabled: false },
    title: { text: undefined },
    accessibility: { enabled: true, description, point: { descriptionFormatter: pointDescription } },
    exporting: {
      enabled: true,
      fallbackToExportServer: false,
      filename: filename.replace(/[^\w.-]+/g, '_'),
      buttons: {
        contextButton: {
          menuItems: ['downloadPNG', 'downloadSVG', 'downloadCSV', 'separator', 'viewFullscreen'],
        },
      },
    },
    legend: { enabled: true },
    tooltip: { useHTML: false, outside: false },
    responsive: { rules: PHONE_RULES },
  };
}

/**
 * `options` without the series' entry animation, for a view that draws many charts at once
 * (Compare: some 20 charts a frame apart). Each entry animation re-renders its chart's SVG frame by
 * frame for a second; overlapping, they made animation frames of 124–165 ms (bench-disks, Compare of
 * 20 disks: longest task 134 and 165 ms animated, 50 and 58 ms not, alternated runs). A single chart
 * keeps its animation: Highcharts then draws its data labels after it, a task of its own.
 */
export function withoutEntryAnimation(options: Options): Options {
  return {
    ...options,
    plotOptions: {
      ...options.plotOptions,
      series: { ...options.plotOptions?.series, animation: false },
    },
  };
}
