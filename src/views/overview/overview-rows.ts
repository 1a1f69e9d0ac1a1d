// The overview table as data: one row per disk with its headline figures, plus pure sorting and
// filtering, so the component only renders.
import { holdsNothing } from '../../analysis/disk-holdings';
import {
  FIGURE_KEYS,
  headlineFor,
  type FigureKey,
  type HeadlineColumn,
  type Headline,
  datasetHeadlineColumns,
} from '../../analysis/headline';
import { sourceText, toolText } from '../../charts/provenance';
import type { Dataset, Disk } from '../../model/types';
import { NATURAL_ORDER } from '../../lib/natural-order';

export { FIGURE_KEYS, type FigureKey };

export type SortKey = 'disk' | 'provider' | 'type' | 'size' | 'tools' | 'tests' | FigureKey;

export interface OverviewRow {
  disk: Disk;
  tools: string;
  tests: string[];
  headline: Headline;
  /** The columns the figures are in (one array shared by every row): their workloads name the headers. */
  columns: readonly HeadlineColumn[];
  /** "file · job · fio 3.33" of each figure's representative run (median IOPS), for the cell's title. */
  sources: Partial<Record<FigureKey, string>>;
}

function sizeInGB(d: Disk): number | undefined {
  if (!d.size) return undefined;
  return d.size.unit === 'GiB' ? (d.size.value * 2 ** 30) / 1e9 : d.size.value;
}

export function sizeText(d: Disk): string {
  return d.size ? `${d.size.value} ${d.size.unit}` : '';
}

/**
 * Rows for `disks` (all of the dataset's by default), in that order, with their figures in
 * `columns` (analysis/headline: the workloads the disks have).
 */
export function overviewRows(
  ds: Dataset,
  disks: readonly Disk[] = ds.disks,
  columns: readonly HeadlineColumn[] = datasetHeadlineColumns(ds),
): OverviewRow[] {
  return disks
    .filter((disk) => !holdsNothing(ds, disk.id))
    .map((disk) => {
      const headline = headlineFor(ds, disk.id, columns);
      const sources: OverviewRow['sources'] = {};
      for (const key of FIGURE_KEYS) {
        const fig = headline[key];
        const m = fig?.summary.runs.find((x) => x.id === fig.measurementId);
        if (m) sources[key] = `${sourceText(m)} · ${toolText(m)}`;
      }
      return { disk, tools: disk.metadata.tools ?? '', tests: headline.tests, headline, columns, sources };
    });
}

export interface OverviewFilter {
  search: string;
  provider: string;
  type: string;
  tool: string;
}
export const NO_FILTER: OverviewFilter = { search: '', provider: '', type: '', tool: '' };

export function filterRows(rows: OverviewRow[], f: OverviewFilter): OverviewRow[] {
  const words = f.search.toLowerCase().split(/\s+/).filter(Boolean);
  return rows.filter((r) => {
    if (f.provider && r.disk.provider !== f.provider) return false;
    if (f.type && r.disk.type !== f.type) return false;
    if (f.tool && !toolNames(r).includes(f.tool)) return false;
    const hay = [
      r.disk.label,
      r.disk.id,
      r.disk.provider,
      r.disk.type,
      sizeText(r.disk),
      r.tools,
      ...r.tests,
      ...Object.values(r.disk.metadata),
    ]
      .join(' ')
      .toLowerCase();
    return words.every((w) => hay.includes(w));
  });
}

function sortValue(r: OverviewRow, key: SortKey): string | number | undefined {
  switch (key) {
    case 'disk':
      return r.disk.label.toLowerCase();
    case 'provider':
      return r.disk.provider.toLowerCase();
    case 'type':
      return r.disk.type.toLowerCase();
    case 'size':
      return sizeInGB(r.disk);
    case 'tools':
      return r.tools.toLowerCase();
    case 'tests':
      return r.tests.length;
    default:
      return r.headline[key]?.value;
  }
}

/** Sorts by `key`; rows without a value go last in either direction. */
export function sortRows(rows: OverviewRow[], key: SortKey, dir: 'asc' | 'desc'): OverviewRow[] {
  const sign = dir === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const va = sortValue(a, key);
    const vb = sortValue(b, key);
    if (va === undefined || vb === undefined) return va === vb ? 0 : va === undefined ? 1 : -1;
    if (typeof va === 'number' && typeof vb === 'number') return sign * (va - vb);
    return sign * NATURAL_ORDER.compare(String(va), String(vb));
  });
}

/** Tool names without versions ("fio 3.33, pts" → fio, pts), for the tool filter. */
export function toolNames(r: OverviewRow): string[] {
  return r.tools
    .split(/[,;]\s*/)
    .map((t) => t.trim().split(/\s+/)[0] ?? '')
    .filter(Boolean);
}

/** Distinct values for the filter drop-downs. */
export function distinct(rows: OverviewRow[], pick: (r: OverviewRow) => string): string[] {
  return [...new Set(rows.map(pick).filter(Boolean))].sort();
}
