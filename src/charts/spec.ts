// What a chart shows, as data (the URL hash stores these); shared helpers for labels and values.
import type { Lang } from '../i18n';
import type { Dataset } from '../model/types';
import { blockSizeLabel } from '../model/units';
import {
  metricKindOf,
  mixLabel,
  type Matrix,
  type MatrixCell,
  type MatrixFacet,
  type MatrixMetric,
  type MatrixSource,
} from '../analysis/matrix';
import { translate } from '../i18n';
import { chartStrings } from './strings';
import { axisTitle, formatMetric, toDisplay, type DisplayUnits } from './units';
import { pointInfo, type PointInfo } from './provenance';

/** One disk's block size × mix matrix, drawn as a heatmap or grouped columns. */
export interface DiskMatrixSpec {
  diskId: string;
  source: MatrixSource;
  metric: MatrixMetric;
  facet?: MatrixFacet;
  units: DisplayUnits;
  lang: Lang;
  /** Logarithmic value axis (IOPS span 512b … 1m easily cover two decades). */
  log?: boolean;
}

export function diskLabel(ds: Dataset, diskId: string): string {
  return ds.disks.find((d) => d.id === diskId)?.label ?? diskId;
}

export function metricName(metric: MatrixMetric, lang: Lang): string {
  return translate(chartStrings, lang, metric);
}

export function metricAxisTitle(metric: MatrixMetric, units: DisplayUnits, lang: Lang): string {
  return axisTitle(metricName(metric, lang), metricKindOf(metric), units);
}

export function displayValue(metric: MatrixMetric, base: number, units: DisplayUnits): number {
  return toDisplay(metricKindOf(metric), base, units);
}

export function workloadLabel(blockSize: number, readPct: number): string {
  return `${blockSizeLabel(blockSize)} ${mixLabel(readPct)}`;
}

/** Tooltip info for one matrix cell, including failed runs and hidden duplicates. */
export function cellInfo(
  cell: MatrixCell,
  matrix: Matrix,
  heading: string,
  units: DisplayUnits,
  lang: Lang,
): PointInfo {
  const metric = matrix.spec.metric;
  const notes: string[] = [];
  if (cell.latencyKind === 'clat') notes.push(translate(chartStrings, lang, 'clatNote'));
  if (cell.others > 0) notes.push(translate(chartStrings, lang, 'moreRuns', { n: cell.others }));
  if (cell.status === 'failed' && cell.measurement.error) notes.push(cell.measurement.error);
  const valueText =
    cell.status === 'failed'
      ? translate(chartStrings, lang, 'failed')
      : cell.value === undefined
        ? '—'
        : `${metricName(metric, lang)}: ${formatMetric(metricKindOf(metric), cell.value, units)}`;
  return pointInfo(cell.measurement, heading, valueText, notes);
}
