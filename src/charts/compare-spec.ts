// What the Compare view draws: several disks, one metric, grouped by block size (at one mix) or by
// mix (at one block size).
import type { Lang } from '../i18n';
import type { Dataset } from '../model/types';
import type { Bytes, Percent } from '../model/units';
import { blockSizeLabel } from '../model/units';
import {
  cellAt,
  mixLabel,
  type Matrix,
  type MatrixCell,
  type MatrixFacet,
  type MatrixMetric,
} from '../analysis/matrix';
import { compareMatrix } from './compare-source';
import { translate } from '../i18n';
import { cellDepthJobs, diskLabel } from './spec';
import { summaryStrings } from './summary-strings';
import type { DisplayUnits } from './units';
import { PALETTE } from './theme';

export interface CompareSpec {
  diskIds: string[];
  metric: MatrixMetric;
  /** `blockSize`: categories are block sizes at mix `readPct`; `mix`: mixes at `blockSize`. */
  groupBy: 'blockSize' | 'mix';
  readPct: Percent;
  blockSize: Bytes;
  /** For disks with only plain fio runs. */
  fioFacet?: MatrixFacet;
  units: DisplayUnits;
  lang: Lang;
  /** For ratio charts: the disk every other is divided by. */
  baselineId?: string;
}

export interface CompareRow {
  diskId: string;
  matrix: Matrix;
}

export function compareRows(ds: Dataset, spec: CompareSpec): CompareRow[] {
  return spec.diskIds.flatMap((diskId) => {
    const matrix = compareMatrix(ds, diskId, spec.metric, spec.fioFacet);
    return matrix ? [{ diskId, matrix }] : [];
  });
}

/** The category values (block sizes or mixes) any compared disk has, in display order. */
export function compareCategories(rows: CompareRow[], spec: CompareSpec): number[] {
  if (spec.groupBy === 'blockSize') {
    const sizes = rows.flatMap((r) => (r.matrix.mixes.includes(spec.readPct) ? r.matrix.blockSizes : []));
    return [...new Set(sizes)].sort((a, b) => a - b);
  }
  const mixes = rows.flatMap((r) => (r.matrix.blockSizes.includes(spec.blockSize) ? r.matrix.mixes : []));
  return [...new Set(mixes)].sort((a, b) => b - a);
}

export function categoryLabel(spec: CompareSpec, v: number): string {
  return spec.groupBy === 'blockSize' ? blockSizeLabel(v) : mixLabel(v);
}

export function compareCell(row: CompareRow, spec: CompareSpec, category: number): MatrixCell | undefined {
  return spec.groupBy === 'blockSize'
    ? cellAt(row.matrix, category, spec.readPct)
    : cellAt(row.matrix, spec.blockSize, category);
}

/** "at 100/0" or "at 4k": what is held fixed. */
export function fixedLabel(spec: CompareSpec): string {
  return spec.groupBy === 'blockSize' ? mixLabel(spec.readPct) : blockSizeLabel(spec.blockSize);
}

/**
 * The queue depth × jobs a disk's figures in this comparison were measured at ("QD16 × 8 jobs"),
 * from the workloads of the cells shown; several joined by ", " when they differ across cells.
 */
export function rowDepthJobs(row: CompareRow, spec: CompareSpec): string {
  const cats = compareCategories([row], spec);
  const labels = cats.flatMap((c) => {
    const cell = compareCell(row, spec, c);
    // A variant (runs that differ in a key field, e.g. their target) is named too.
    return cell
      ? [[cellDepthJobs(cell, spec.lang), cell.summary.variant ?? ''].filter(Boolean).join(' ')]
      : [];
  });
  return [...new Set(labels.filter(Boolean))].join(', ');
}

/**
 * What a comparison says about queue depth and jobs: when the disks differ, each disk's (the chart
 * must not pass QD1 and QD32 × 16 off as comparable); when "auto" chose the fio facet, what it chose.
 * '' when every disk was measured alike and nothing was chosen for the user.
 */
export function depthJobsNote(ds: Dataset, rows: CompareRow[], spec: CompareSpec): string {
  const per = rows.map((r) => ({ disk: diskLabel(ds, r.diskId), what: rowDepthJobs(r, spec), row: r }));
  const known = per.filter((p) => p.what);
  const differ = new Set(known.map((p) => p.what)).size > 1;
  const auto = spec.fioFacet === undefined && rows.some((r) => r.matrix.spec.source === 'fio');
  if (!differ && !auto) return '';
  const list = known.map((p) => `${p.disk}: ${p.what}`).join('; ');
  if (differ) return translate(summaryStrings, spec.lang, 'differ', { list });
  return translate(summaryStrings, spec.lang, 'picked', { list });
}

/**
 * A disk's colour in every Compare chart: its place among the compared disks (spec.diskIds), not
 * among the series one chart happens to draw, so a disk keeps its colour in the columns, the ratios
 * (which leave the baseline out) and its small multiple.
 */
export function diskColour(spec: Pick<CompareSpec, 'diskIds'>, diskId: string): string {
  const i = Math.max(0, spec.diskIds.indexOf(diskId));
  return PALETTE[i % PALETTE.length]!;
}

/** `hex` mixed with white by `t` (0: as is, 1: white): shades of one disk's colour. */
export function tint(hex: string, t: number): string {
  if (t <= 0) return hex;
  const n = Number.parseInt(hex.slice(1), 16);
  const ch = (shift: number) => {
    const c = (n >> shift) & 255;
    return Math.round(c + (255 - c) * t)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${ch(16)}${ch(8)}${ch(0)}`;
}
