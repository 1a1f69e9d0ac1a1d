// What a chart's "Download CSV" writes. Highcharts lists the chart's data (`getDataRows`); this turns
// those rows into cells a reader can use: labels as the file wrote them (the chart's own copies are
// escaped for Highcharts, chart-text.ts), numbers in a readable precision, and — for a chart whose
// points carry a table row of their own (a verdict chart: measured, expected, ratio, verdict, basis,
// unit) — that table instead. The CSV text itself is written by src/export/csv-text.ts, the same
// function as the long CSV, so escaping and number format ('.' decimals, no grouping) are the same.
import type { CsvCell } from '../export/csv-text';
import { unescapeChartText } from './chart-text';

/** A point's own CSV row (`point.custom.csv`): the header it belongs to and its cells. */
export interface PointCsv {
  header: readonly string[];
  row: readonly CsvCell[];
}

/** Six significant digits: IOPS stay whole, ratios and MB/s keep what a reader can tell apart. */
export function readableNumber(n: number): number {
  if (!Number.isFinite(n) || n === 0) return n;
  return Number(n.toPrecision(6));
}

/** Highcharts' data rows as CSV cells: labels unescaped, numbers readable. */
export function chartCsvRows(rows: readonly (readonly unknown[])[]): CsvCell[][] {
  return rows.map((r) =>
    r.map((v): CsvCell => {
      if (typeof v === 'number') return readableNumber(v);
      if (typeof v === 'string') return unescapeChartText(v);
      return v === null || v === undefined ? '' : String(v as string);
    }),
  );
}

/** The rows points carry themselves (verdict charts), header first; undefined when none does. */
export function pointCsvRows(points: readonly (PointCsv | undefined)[]): CsvCell[][] | undefined {
  const own = points.filter((p): p is PointCsv => p !== undefined);
  if (own.length === 0) return undefined;
  return [[...own[0]!.header], ...own.map((p) => [...p.row])];
}
