// The chart menu's downloads, made ready for a blog post. PNG and SVG get a title, a subtitle (what
// the chart shows and in which units) and a caption (source, date, "made with diskscope" and the
// link) that only the exported copy carries; CSV is written by diskscope's one CSV writer
// (src/export/csv-text.ts) from the chart's data with labels as the files wrote them. The words
// come from the page at the moment of the click (`meta()`), so the chart need not be redrawn when
// the link changes.
import type { Chart, Options, Point } from 'highcharts';
import { chartCsvRows, pointCsvRows, type PointCsv } from '../../charts/chart-csv';
import { escapeChartText } from '../../charts/chart-text';
import { csvFromRows } from '../../export/csv-text';
import { downloadText } from '../share/download';

export interface ExportMeta {
  title: string;
  /** What is shown and in which units; undefined: taken from the chart's axis titles. */
  subtitle?: string;
  /** Source, date, "made with diskscope" and the link. */
  caption: string;
}

/** The exported image is drawn this wide, so labels a phone-sized chart truncates are whole. */
export const EXPORT_WIDTH = 1200;
/** Room for the title, subtitle and two caption lines, added to the chart's own height. */
export const EXPORT_EXTRA_HEIGHT = 120;

/** The chart's own axis titles (already escaped for Highcharts) as the units line, or ''. */
function axisTitles(options: Options): string {
  const axes = [options.yAxis, options.xAxis].flatMap((a) => (Array.isArray(a) ? a : a ? [a] : []));
  const titles = axes.flatMap((a) => (a.title?.text ? [a.title.text] : []));
  return [...new Set(titles)].join(' · ');
}

/** Options only the exported copy gets: title, subtitle and caption. */
export function exportChartOptions(meta: ExportMeta, options: Options): Options {
  const subtitle = meta.subtitle !== undefined ? escapeChartText(meta.subtitle) : axisTitles(options);
  return {
    title: { text: escapeChartText(meta.title), align: 'left', style: { fontSize: '18px' } },
    subtitle: { text: subtitle || undefined, align: 'left' },
    caption: { text: escapeChartText(meta.caption), style: { fontSize: '11px', color: '#444' } },
    chart: { spacingBottom: 12 },
  };
}

interface ExportingApi {
  exportChart(exportingOptions?: object, chartOptions?: Options): Promise<void>;
  getDataRows(multiLevelHeaders?: boolean): (number | string)[][];
}

function exportingOf(chart: Chart): ExportingApi | undefined {
  return (chart as unknown as { exporting?: ExportingApi }).exporting;
}

/** The CSV of a chart: its points' own rows (verdict charts), else its data rows. */
export function chartCsv(chart: Chart): string {
  const points: (PointCsv | undefined)[] = chart.series.flatMap((s) =>
    s.points.map((p: Point) => (p.options.custom as { csv?: PointCsv } | undefined)?.csv),
  );
  const own = pointCsvRows(points);
  const rows = own ?? chartCsvRows(exportingOf(chart)?.getDataRows(false) ?? []);
  return csvFromRows(rows);
}

function fileStem(options: Options): string {
  return options.exporting?.filename ?? 'chart';
}

/**
 * `options` with the PNG, SVG and CSV menu items replaced by diskscope's: same menu, same words
 * (Highcharts' `lang`), blog-ready files.
 */
export function withExportMenu(options: Options, meta: () => ExportMeta): Options {
  const image = (type: string) =>
    function (this: Chart) {
      void exportingOf(this)?.exportChart(
        { type, sourceWidth: EXPORT_WIDTH, sourceHeight: this.chartHeight + EXPORT_EXTRA_HEIGHT },
        exportChartOptions(meta(), options),
      );
    };
  return {
    ...options,
    exporting: {
      ...options.exporting,
      menuItemDefinitions: {
        ...options.exporting?.menuItemDefinitions,
        downloadPNG: { textKey: 'downloadPNG', onclick: image('image/png') },
        downloadSVG: { textKey: 'downloadSVG', onclick: image('image/svg+xml') },
        downloadCSV: {
          textKey: 'downloadCSV',
          onclick: function (this: Chart) {
            downloadText(`${fileStem(options)}.csv`, chartCsv(this), 'text/csv;charset=utf-8');
          },
        },
      },
    },
  };
}
