// Latency statistics side by side: one category per (block size, mix), one series per statistic
// (mean, percentiles when present, max) on a log axis, since max is often 10^4 × the mean.
import { describeChart } from './descriptions';
import type { Options, PointOptionsObject, SeriesColumnOptions } from 'highcharts';
import type { Dataset } from '../model/types';
import {
  buildMatrix,
  cellAt,
  LATENCY_METRICS,
  type MatrixFacet,
  type MatrixSource,
} from '../analysis/matrix';
import type { Lang } from '../i18n';
import { translate } from '../i18n';
import { chartStrings } from './strings';
import { baseOptions } from './theme';
import { cellInfo, diskLabel, displayValue, metricName, workloadLabel } from './spec';
import { provenanceTooltip } from './provenance';
import { axisTitle, type DisplayUnits } from './units';
import { chartText } from './chart-text';

export interface LatencyStatsSpec {
  diskId: string;
  source: MatrixSource;
  facet?: MatrixFacet;
  units: DisplayUnits;
  lang: Lang;
  /** Only these block sizes (bytes), e.g. the PTS latency page's 512b, 4k, 8k. All when unset. */
  blockSizes?: number[];
}

export function buildLatencyStats(ds: Dataset, spec: LatencyStatsSpec): Options {
  const disk = diskLabel(ds, spec.diskId);
  const matrices = LATENCY_METRICS.map((metric) => buildMatrix(ds, spec.diskId, { ...spec, metric }));
  const first = matrices[0]!;
  const sizes = first.blockSizes.filter((bs) => !spec.blockSizes || spec.blockSizes.includes(bs));
  const workloads = sizes.flatMap((bs) => first.mixes.map((mix) => ({ bs, mix })));
  const present = workloads.filter(({ bs, mix }) => cellAt(first, bs, mix));
  const series: SeriesColumnOptions[] = matrices
    .map((matrix) => ({
      type: 'column' as const,
      name: metricName(matrix.spec.metric, spec.lang),
      data: present.map(({ bs, mix }): PointOptionsObject | null => {
        const cell = cellAt(matrix, bs, mix);
        if (!cell || cell.value === undefined || cell.value <= 0) return null;
        return {
          y: displayValue(matrix.spec.metric, cell.value, spec.units),
          custom: cellInfo(cell, matrix, `${disk} · ${workloadLabel(bs, mix)}`, spec.units, spec.lang),
        };
      }),
    }))
    .filter((s) => s.data.some((p) => p !== null));
  const base = baseOptions({
    description: describeChart(spec.lang, 'latencyStats', { disk }),
    filename: `${disk}-${spec.source}-latency`,
  });
  return chartText({
    ...base,
    chart: { ...base.chart, type: 'column' },
    xAxis: {
      categories: present.map(({ bs, mix }) => workloadLabel(bs, mix)),
      title: {
        text: `${translate(chartStrings, spec.lang, 'blockSize')}, ${translate(chartStrings, spec.lang, 'mix')}`,
      },
    },
    yAxis: {
      type: 'logarithmic',
      title: { text: axisTitle(translate(chartStrings, spec.lang, 'lat'), 'lat', spec.units) },
    },
    tooltip: { ...base.tooltip, formatter: provenanceTooltip(spec.lang) },
    plotOptions: { column: { groupPadding: 0.1, pointPadding: 0.02, borderWidth: 0 } },
    series,
  });
}
