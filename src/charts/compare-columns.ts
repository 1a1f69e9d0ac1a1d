// Disks side by side: grouped columns, one series per disk, categories block sizes (at one mix) or
// mixes (at one block size). The seed articles compare Aliyun and Tencent this way.
import type { Options, PointOptionsObject, SeriesColumnOptions } from 'highcharts';
import type { Dataset } from '../model/types';
import { translate } from '../i18n';
import { chartStrings } from './strings';
import { baseOptions } from './theme';
import { cellInfo, diskLabel, displayValue, metricAxisTitle, metricName, workloadLabel } from './spec';
import { provenanceTooltip } from './provenance';
import {
  categoryLabel,
  compareCategories,
  compareCell,
  compareRows,
  fixedLabel,
  type CompareSpec,
} from './compare-spec';
import { chartText } from './chart-text';

export function buildCompareColumns(ds: Dataset, spec: CompareSpec): Options {
  const rows = compareRows(ds, spec);
  const categories = compareCategories(rows, spec);
  const series: SeriesColumnOptions[] = rows.map((row) => {
    const disk = diskLabel(ds, row.diskId);
    return {
      type: 'column',
      name: disk,
      data: categories.map((cat): PointOptionsObject | null => {
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
      }),
    };
  });
  const anyPtsIops = rows.some((r) => r.matrix.spec.source === 'iops');
  const name = metricName(spec.metric, spec.lang);
  const base = baseOptions({
    description: `${name} of ${rows.length} disks at ${fixedLabel(spec)}, grouped by ${spec.groupBy === 'blockSize' ? 'block size' : 'read/write mix'}, one series per disk.`,
    filename: `compare-${spec.metric}-${spec.groupBy}-${fixedLabel(spec)}`,
  });
  return chartText({
    ...base,
    chart: { ...base.chart, type: 'column' },
    subtitle: {
      text: [fixedLabel(spec), anyPtsIops ? translate(chartStrings, spec.lang, 'ptsSummed') : '']
        .filter(Boolean)
        .join(' · '),
    },
    xAxis: {
      categories: categories.map((c) => categoryLabel(spec, c)),
      title: { text: translate(chartStrings, spec.lang, spec.groupBy === 'blockSize' ? 'blockSize' : 'mix') },
      crosshair: true,
    },
    yAxis: { min: 0, title: { text: metricAxisTitle(spec.metric, spec.units, spec.lang) } },
    legend: { ...base.legend, title: { text: translate(chartStrings, spec.lang, 'disk') } },
    tooltip: { ...base.tooltip, formatter: provenanceTooltip(spec.lang) },
    plotOptions: { column: { groupPadding: 0.1, pointPadding: 0.02, borderWidth: 0 } },
    series,
  });
}
