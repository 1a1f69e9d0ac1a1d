// Each disk relative to a chosen baseline disk: value ÷ baseline value per category, so "2×" reads
// directly. Categories where either side has no value are left empty, never 0 or ∞.
import { describeChart } from './descriptions';
import type { Options, PointOptionsObject, SeriesColumnOptions } from 'highcharts';
import type { Dataset } from '../model/types';
import { metricKindOf } from '../analysis/matrix';
import { translate } from '../i18n';
import { chartStrings } from './strings';
import { baseOptions, withoutEntryAnimation } from './theme';
import { diskLabel, metricName, workloadLabel } from './spec';
import { pointInfo, provenanceTooltip } from './provenance';
import { formatMetric, formatNumber } from './units';
import {
  categoryLabel,
  compareCategories,
  compareCell,
  compareRows,
  diskColour,
  fixedLabel,
  type CompareSpec,
} from './compare-spec';
import { chartText } from './chart-text';

export function buildCompareRatio(ds: Dataset, spec: CompareSpec): Options {
  const rows = compareRows(ds, spec);
  const baseline = rows.find((r) => r.diskId === spec.baselineId) ?? rows[0];
  const categories = compareCategories(rows, spec);
  const kind = metricKindOf(spec.metric);
  const baseName = baseline ? diskLabel(ds, baseline.diskId) : '';
  const series: SeriesColumnOptions[] = rows
    .filter((r) => r !== baseline)
    .map((row) => {
      const disk = diskLabel(ds, row.diskId);
      return {
        type: 'column',
        name: disk,
        // The disk's own colour, as in the other Compare charts (the baseline has no series here).
        color: diskColour(spec, row.diskId),
        data: categories.map((cat): PointOptionsObject | null => {
          const cell = compareCell(row, spec, cat);
          const ref = baseline ? compareCell(baseline, spec, cat) : undefined;
          if (cell?.value === undefined || !ref?.value) return null;
          const ratio = cell.value / ref.value;
          const valueText = `${formatNumber(ratio, spec.lang)}× (${formatMetric(kind, cell.value, spec.units, spec.lang)} / ${formatMetric(kind, ref.value, spec.units, spec.lang)} ${baseName})`;
          return {
            y: ratio,
            custom: pointInfo(
              cell.measurement,
              `${disk} · ${workloadLabel(cell.blockSize, cell.readPct)}`,
              valueText,
            ),
          };
        }),
      };
    });
  const note = [
    translate(chartStrings, spec.lang, 'ratioNote', { baseline: baseName }),
    kind === 'lat' ? translate(chartStrings, spec.lang, 'ratioLatNote') : '',
  ]
    .filter(Boolean)
    .join(' ');
  const base = baseOptions({
    description: describeChart(spec.lang, 'compareRatio', {
      metric: metricName(spec.metric, spec.lang),
      baseline: baseName,
      fixed: fixedLabel(spec),
    }),
    filename: `compare-ratio-${spec.metric}-${fixedLabel(spec)}`,
  });
  return withoutEntryAnimation(
    chartText({
      ...base,
      chart: { ...base.chart, type: 'column' },
      subtitle: { text: `${metricName(spec.metric, spec.lang)} · ${fixedLabel(spec)} · ${note}` },
      xAxis: {
        categories: categories.map((c) => categoryLabel(spec, c)),
        title: {
          text: translate(chartStrings, spec.lang, spec.groupBy === 'blockSize' ? 'blockSize' : 'mix'),
        },
      },
      yAxis: {
        min: 0,
        title: { text: `${translate(chartStrings, spec.lang, 'ratio')} (×)` },
        plotLines: [{ value: 1, width: 2, color: '#333333', zIndex: 4, label: { text: `1× = ${baseName}` } }],
      },
      tooltip: { ...base.tooltip, formatter: provenanceTooltip(spec.lang) },
      plotOptions: { column: { groupPadding: 0.1, pointPadding: 0.02, borderWidth: 0 } },
      series,
    }),
  );
}
