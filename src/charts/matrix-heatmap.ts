// The PTS matrix as a heatmap: block sizes down, read/write mixes across, the value in each cell
// (the SNIA report's tabular page, coloured). Failed runs are grey and say "failed", never 0.
import { describeChart } from './descriptions';
import type {
  DataLabelsFormatterCallbackFunction,
  Options,
  Point,
  PointOptionsObject,
  SeriesHeatmapOptions,
} from 'highcharts';
import type { Dataset } from '../model/types';
import { blockSizeLabel } from '../model/units';
import { buildMatrix, cellAt, metricKindOf, mixLabel } from '../analysis/matrix';
import { translate } from '../i18n';
import { chartStrings } from './strings';
import { baseOptions, HEAT_STOPS } from './theme';
import {
  cellInfo,
  diskLabel,
  displayValue,
  metricAxisTitle,
  metricName,
  workloadLabel,
  type DiskMatrixSpec,
} from './spec';
import { provenanceTooltip } from './provenance';
import { compactNumber, formatDisplayValue } from './units';
import { chartText } from './chart-text';
import { repeatsSubtitle } from './summary-text';

/** Full number in the cell, or "356k" when the chart is phone-narrow and "356,170" would not fit. */
export const heatmapCellLabel: DataLabelsFormatterCallbackFunction = function (this: Point) {
  const custom = this.options.custom as { cellText?: string; shortText?: string } | undefined;
  const narrow = (this.series.chart.chartWidth ?? 1000) < 520;
  return (narrow ? custom?.shortText : custom?.cellText) ?? '';
};

/** How every heatmap of figures draws its cells: grey where a cell has no run, labels in the cells. */
export const HEATMAP_CELLS = {
  nullColor: '#d9d9d9',
  borderWidth: 1,
  borderColor: '#ffffff',
  dataLabels: {
    enabled: true,
    formatter: heatmapCellLabel,
    style: { textOutline: 'none', fontWeight: 'normal' },
  },
} satisfies Partial<SeriesHeatmapOptions>;

/** `v` rounded down (dir -1) or up (dir 1) to 3 significant figures. */
function roundOut(v: number, dir: -1 | 1): number {
  if (!(v > 0)) return v;
  const step = 10 ** (Math.floor(Math.log10(v)) - 2);
  return Number(((dir < 0 ? Math.floor(v / step) : Math.ceil(v / step)) * step).toPrecision(3));
}

export function buildMatrixHeatmap(ds: Dataset, spec: DiskMatrixSpec): Options {
  const matrix = buildMatrix(ds, spec.diskId, spec);
  const kind = metricKindOf(spec.metric);
  const disk = diskLabel(ds, spec.diskId);
  const data: PointOptionsObject[] = [];
  matrix.blockSizes.forEach((bs, y) =>
    matrix.mixes.forEach((mix, x) => {
      const cell = cellAt(matrix, bs, mix);
      if (!cell) return; // not run: no cell at all (missing is not 0)
      const shown = cell.value === undefined ? null : displayValue(spec.metric, cell.value, spec.units);
      data.push({
        x,
        y,
        value: shown,
        custom: {
          ...cellInfo(cell, matrix, `${disk} · ${workloadLabel(bs, mix)}`, spec.units, spec.lang),
          cellText:
            shown !== null
              ? formatDisplayValue(kind, shown, spec.lang)
              : cell.status === 'failed'
                ? translate(chartStrings, spec.lang, 'failed')
                : '—',
          shortText: shown !== null ? compactNumber(shown, spec.lang) : cell.status === 'failed' ? '×' : '—',
        },
      });
    }),
  );
  const values = data.map((p) => p.value).filter((v): v is number => typeof v === 'number' && v > 0);
  const min = Math.min(...values);
  const max = Math.max(...values);
  const logColors = values.length > 1 && max / min > 20;
  const title = metricAxisTitle(spec.metric, spec.units, spec.lang);
  const base = baseOptions({
    description: describeChart(spec.lang, 'matrixHeatmap', {
      metric: metricName(spec.metric, spec.lang),
      disk,
    }),
    filename: `${disk}-${spec.source}-${spec.metric}-heatmap`,
    height: Math.max(300, 150 + matrix.blockSizes.length * 40),
  });
  return chartText({
    ...base,
    chart: { ...base.chart, type: 'heatmap', plotBorderWidth: 1 },
    subtitle: {
      text:
        [
          spec.source === 'iops' ? translate(chartStrings, spec.lang, 'ptsSummed') : '',
          repeatsSubtitle(matrix, spec.lang, false),
        ]
          .filter(Boolean)
          .join(' · ') || undefined,
    },
    xAxis: {
      categories: matrix.mixes.map(mixLabel),
      title: { text: translate(chartStrings, spec.lang, 'mix') },
    },
    yAxis: {
      categories: matrix.blockSizes.map(blockSizeLabel),
      title: { text: translate(chartStrings, spec.lang, 'blockSize') },
      reversed: true,
    },
    colorAxis: {
      type: logColors ? 'logarithmic' : 'linear',
      ...(values.length ? { min: roundOut(min, -1), max: roundOut(max, 1) } : {}),
      // The data range rounded out to 3 significant figures (the legend labels its ends, and a raw
      // mean such as 14,460.539… is no label), not to ticks: that pushed the last label past the edge.
      startOnTick: false,
      endOnTick: false,
      stops: HEAT_STOPS,
    },
    legend: {
      enabled: true,
      title: { text: title },
      align: 'center',
      layout: 'horizontal',
      verticalAlign: 'bottom',
    },
    tooltip: { ...base.tooltip, formatter: provenanceTooltip(spec.lang) },
    series: [
      {
        type: 'heatmap',
        name: title,
        data,
        ...HEATMAP_CELLS,
      },
    ],
  });
}
