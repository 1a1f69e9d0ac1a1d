// The matrix as grouped columns: block sizes along x, one series per read/write mix (how the seed
// articles and the PTS throughput page draw it). Failed runs are left out of the bars, not drawn as 0.
import { describeChart } from './descriptions';
import type { Options, PointOptionsObject, SeriesColumnOptions, SeriesErrorbarOptions } from 'highcharts';
import type { Dataset } from '../model/types';
import { blockSizeLabel } from '../model/units';
import { buildMatrix, cellAt, mixLabel } from '../analysis/matrix';
import { translate } from '../i18n';
import { chartStrings } from './strings';
import { baseOptions } from './theme';
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
import { chartText } from './chart-text';
import { rangePoint, rangeSeries } from './repeat-range';
import { repeatsSubtitle } from './summary-text';

export function buildMatrixColumns(ds: Dataset, spec: DiskMatrixSpec): Options {
  const matrix = buildMatrix(ds, spec.diskId, spec);
  const disk = diskLabel(ds, spec.diskId);
  // Each mix's columns, then its error bars (the runs' min–max where a cell has several runs).
  const series: (SeriesColumnOptions | SeriesErrorbarOptions)[] = matrix.mixes.flatMap((mix) => {
    const column: SeriesColumnOptions = {
      type: 'column',
      name: mixLabel(mix),
      data: matrix.blockSizes.map((bs): PointOptionsObject | null => {
        const cell = cellAt(matrix, bs, mix);
        if (!cell || cell.value === undefined) return null;
        return {
          y: displayValue(spec.metric, cell.value, spec.units),
          custom: cellInfo(cell, matrix, `${disk} · ${workloadLabel(bs, mix)}`, spec.units, spec.lang),
        };
      }),
    };
    const range = rangeSeries(
      mixLabel(mix),
      matrix.blockSizes.map((bs) => rangePoint(cellAt(matrix, bs, mix), spec.metric, spec.units)),
    );
    return range ? [column, range] : [column];
  });
  const base = baseOptions({
    description: describeChart(spec.lang, 'matrixColumns', {
      metric: metricName(spec.metric, spec.lang),
      disk,
    }),
    filename: `${disk}-${spec.source}-${spec.metric}-columns`,
  });
  return chartText({
    ...base,
    chart: { ...base.chart, type: 'column' },
    subtitle: {
      text:
        [
          spec.source === 'iops' ? translate(chartStrings, spec.lang, 'ptsSummed') : '',
          repeatsSubtitle(matrix, spec.lang, true),
        ]
          .filter(Boolean)
          .join(' · ') || undefined,
    },
    xAxis: {
      categories: matrix.blockSizes.map(blockSizeLabel),
      title: { text: translate(chartStrings, spec.lang, 'blockSize') },
      crosshair: true,
    },
    yAxis: {
      type: spec.log ? 'logarithmic' : 'linear',
      ...(spec.log ? {} : { min: 0 }),
      title: { text: metricAxisTitle(spec.metric, spec.units, spec.lang) },
    },
    legend: { ...base.legend, title: { text: translate(chartStrings, spec.lang, 'mix') } },
    tooltip: { ...base.tooltip, formatter: provenanceTooltip(spec.lang) },
    plotOptions: { column: { groupPadding: 0.1, pointPadding: 0.02, borderWidth: 0 } },
    series,
  });
}
