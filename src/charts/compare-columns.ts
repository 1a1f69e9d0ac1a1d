// Disks side by side. Up to as many disks as the palette has colours: grouped columns, one series
// per disk, categories block sizes (at one mix) or mixes (at one block size) — the seed articles
// compare Aliyun and Tencent this way. More disks than colours would repeat colours, so no bar
// could be told by its colour: then the disks are the categories, named on the axis, as horizontal
// bars, one series per block size (or mix).
import { describeChart } from './descriptions';
import type {
  Options,
  PointOptionsObject,
  SeriesBarOptions,
  SeriesColumnOptions,
  SeriesErrorbarOptions,
} from 'highcharts';
import type { Dataset } from '../model/types';
import { translate } from '../i18n';
import { chartStrings } from './strings';
import { baseOptions, PALETTE, withoutEntryAnimation } from './theme';
import { cellInfo, diskLabel, displayValue, metricAxisTitle, metricName, workloadLabel } from './spec';
import { provenanceTooltip } from './provenance';
import {
  categoryLabel,
  compareCategories,
  compareCell,
  compareRows,
  diskColour,
  fixedLabel,
  depthJobsNote,
  type CompareRow,
  type CompareSpec,
} from './compare-spec';
import { rangePoint, rangeSeries } from './repeat-range';
import { pickLabel } from './summary-text';
import { chartText } from './chart-text';

/** More disks than this are drawn as named bars: the palette's colours would repeat. */
export const MOST_DISKS_BY_COLOUR = PALETTE.length;
/** Pixels per disk and per bar of a disk in the bar layout, and what the chart needs besides. */
const BAND_PX = { min: 18, perBar: 9, chrome: 170 };
/** A browser draws SVG taller than this badly; bars of thousands of disks get thin instead. */
const MAX_HEIGHT_PX = 8000;

export function buildCompareColumns(ds: Dataset, spec: CompareSpec): Options {
  const rows = compareRows(ds, spec);
  const categories = compareCategories(rows, spec);
  const labels = rows.map((row) => diskLabel(ds, row.diskId));
  const point = (row: CompareRow, disk: string, cat: number): PointOptionsObject | null => {
    const cell = compareCell(row, spec, cat);
    if (!cell || cell.value === undefined) return null;
    return {
      y: displayValue(spec.metric, cell.value, spec.units),
      custom: cellInfo(
        cell,
        row.matrix,
        `${disk} · ${workloadLabel(cell.blockSize, cell.readPct)}`,
        spec.units,
        spec.lang,
      ),
    };
  };
  const byDisk = rows.length > MOST_DISKS_BY_COLOUR;
  const series: (SeriesColumnOptions | SeriesBarOptions | SeriesErrorbarOptions)[] = byDisk
    ? categories.map((cat) => ({
        type: 'bar',
        name: categoryLabel(spec, cat),
        data: rows.map((row, i) => point(row, labels[i]!, cat)),
      }))
    : rows.flatMap((row, i) => {
        const column: SeriesColumnOptions = {
          type: 'column',
          name: labels[i]!,
          color: diskColour(spec, row.diskId),
          data: categories.map((cat) => point(row, labels[i]!, cat)),
        };
        // The runs' min–max where a figure summarises several runs.
        const range = rangeSeries(
          labels[i]!,
          categories.map((cat) => rangePoint(compareCell(row, spec, cat), spec.metric, spec.units)),
        );
        return range ? [column, range] : [column];
      });
  const anyPtsIops = rows.some((r) => r.matrix.spec.source === 'iops');
  const anyRepeats = rows.some((r) => r.matrix.cells.some((c) => c.summary.n > 1));
  const name = metricName(spec.metric, spec.lang);
  const groupWord = translate(chartStrings, spec.lang, spec.groupBy === 'blockSize' ? 'blockSize' : 'mix');
  const diskWord = translate(chartStrings, spec.lang, 'disk');
  const band = Math.max(BAND_PX.min, BAND_PX.perBar * categories.length);
  const base = baseOptions({
    description: describeChart(spec.lang, byDisk ? 'compareByDisk' : 'compareGrouped', {
      metric: name,
      count: rows.length,
      fixed: fixedLabel(spec),
      group: describeChart(spec.lang, spec.groupBy === 'blockSize' ? 'groupBlockSize' : 'groupMix'),
    }),
    filename: `compare-${spec.metric}-${spec.groupBy}-${fixedLabel(spec)}`,
    ...(byDisk ? { height: Math.min(MAX_HEIGHT_PX, BAND_PX.chrome + rows.length * band) } : {}),
  });
  return withoutEntryAnimation(
    chartText({
      ...base,
      chart: { ...base.chart, type: byDisk ? 'bar' : 'column' },
      subtitle: {
        text: [
          fixedLabel(spec),
          anyPtsIops ? translate(chartStrings, spec.lang, 'ptsSummed') : '',
          anyRepeats ? pickLabel('summary', spec.lang) : '',
          depthJobsNote(ds, rows, spec),
        ]
          .filter(Boolean)
          .join(' · '),
      },
      xAxis: {
        categories: byDisk ? labels : categories.map((c) => categoryLabel(spec, c)),
        title: { text: byDisk ? diskWord : groupWord },
        crosshair: true,
      },
      yAxis: { min: 0, title: { text: metricAxisTitle(spec.metric, spec.units, spec.lang) } },
      legend: { ...base.legend, title: { text: byDisk ? groupWord : diskWord } },
      tooltip: { ...base.tooltip, formatter: provenanceTooltip(spec.lang) },
      plotOptions: {
        column: { groupPadding: 0.1, pointPadding: 0.02, borderWidth: 0 },
        bar: { groupPadding: 0.1, pointPadding: 0.02, borderWidth: 0 },
      },
      series,
    }),
  );
}
