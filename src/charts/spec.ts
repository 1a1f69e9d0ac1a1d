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
import type { FigurePick } from '../analysis/summary';
import { translate } from '../i18n';
import { chartStrings } from './strings';
import { axisTitle, formatMetric, toDisplay, type DisplayUnits } from './units';
import { pointInfo, type PointInfo } from './provenance';
import { depthJobsLabel, summaryNotes } from './summary-text';
import { summaryStrings } from './summary-strings';
import { diskOf } from '../analysis/by-disk';

/** One disk's block size × mix matrix, drawn as a heatmap or grouped columns. */
export interface DiskMatrixSpec {
  diskId: string;
  source: MatrixSource;
  metric: MatrixMetric;
  facet?: MatrixFacet;
  units: DisplayUnits;
  lang: Lang;
  /** Which figure of the repeats (default: the summary); "best of" or one run only when asked. */
  pick?: FigurePick;
  /** Logarithmic value axis (IOPS span 512b … 1m easily cover two decades). */
  log?: boolean;
}

export function diskLabel(ds: Dataset, diskId: string): string {
  return diskOf(ds, diskId)?.label ?? diskId;
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

/** "QD16 × 8 jobs" of a cell's workload, or '' when the source states neither (a PTS digest). */
export function cellDepthJobs(cell: MatrixCell, lang: Lang): string {
  const w = cell.summary.workload;
  return w.queueDepth === undefined && w.jobs === undefined ? '' : depthJobsLabel(w, lang);
}

/**
 * Tooltip info for one matrix cell: the value, what it summarises (median of n runs, the spread,
 * drift), the run it comes from, failed runs, variants and workloads not shown.
 */
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
  if (cell.figure) notes.push(...summaryNotes(cell.figure, cell.summary, metric, units, lang));
  if (cell.elsewhere > 0) notes.push(translate(summaryStrings, lang, 'elsewhere', { n: cell.elsewhere }));
  if (cell.status === 'failed' && cell.measurement.error) notes.push(cell.measurement.error);
  const qdJobs = cellDepthJobs(cell, lang);
  if (qdJobs && !heading.includes(qdJobs)) heading = `${heading} · ${qdJobs}`;
  const valueText =
    cell.status === 'failed'
      ? translate(chartStrings, lang, 'failed')
      : cell.value === undefined
        ? '—'
        : `${metricName(metric, lang)}: ${formatMetric(metricKindOf(metric), cell.value, units, lang)}`;
  return pointInfo(cell.measurement, heading, valueText, notes);
}
