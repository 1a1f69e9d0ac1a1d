// Reading an import report as a person would: what each archive yielded and what became of it, and
// the warnings grouped by folder and kind (one line for the folder-name warning of 20 files), the
// ones that say figures may be wrong first. Pure; the report view and the CLI both use it.
import type { FileReport, ImportIssue } from './types';

export interface ArchiveYield {
  /** Files that came out of it (nested archives counted through to their files). */
  files: number;
  /** Of those: read by an importer, skipped (not a result), refused with an error. */
  read: number;
  skipped: number;
  failed: number;
  measurements: number;
  series: number;
  /** The paths of its files, for "show them". */
  paths: string[];
}

const isArchive = (r: FileReport) => r.format.startsWith('archive');

/** Where an archive's members are listed: `x.zip/…`; a gzip's inner file drops `.gz` (`.tgz` → `.tar`). */
function memberRoots(file: string): string[] {
  const roots = [`${file}/`];
  if (/\.tgz$/i.test(file)) roots.push(`${file.slice(0, -4)}.tar/`, `${file.slice(0, -4)}.tar`);
  else if (/\.gz$/i.test(file)) roots.push(`${file.slice(0, -3)}/`, file.slice(0, -3));
  return roots;
}

/** What each archive row of `reports` yielded, keyed by its file. */
export function archiveYields(reports: readonly FileReport[]): Map<string, ArchiveYield> {
  const out = new Map<string, ArchiveYield>();
  const leaves = reports.filter((r) => !isArchive(r));
  for (const a of reports) {
    if (!isArchive(a)) continue;
    const roots = memberRoots(a.file);
    const y: ArchiveYield = {
      files: 0,
      read: 0,
      skipped: 0,
      failed: 0,
      measurements: 0,
      series: 0,
      paths: [],
    };
    for (const r of leaves) {
      if (!roots.some((root) => (root.endsWith('/') ? r.file.startsWith(root) : r.file === root))) continue;
      y.files++;
      y.paths.push(r.file);
      if (r.error) y.failed++;
      else if (r.format === 'skipped') y.skipped++;
      else y.read++;
      y.measurements += r.measurements;
      y.series += r.series;
    }
    out.set(a.file, y);
  }
  return out;
}

/**
 * Warning codes whose figures may be wrong or guessed (units decided by values, misprints, merged
 * clones, a guessed workload): listed first.
 */
export const FIGURES_MAY_BE_WRONG: ReadonlySet<string> = new Set([
  'latency-units',
  'bw-units',
  'fio-log-latency-us',
  'fio-log-latency-assumed-ns',
  'fio-log-units-values',
  'fio-log-per-io-bw',
  'fio-normal-misprint',
  'log-split-copy-differs',
  'workload-guessed',
  'no-workload',
  'fio-normal-clones-merged',
  'fio-terse-clones-merged',
  'missing-rate',
  'ended-with-error',
  'fio-normal-ended-with-error',
  'unified-mixed',
  'precision',
  // The run's IOPS × latency does not fit its queue depth: a unit or a figure is off.
  'littles-law',
  // Figures read after a damaged region (NUL bytes inside a line) may be cut short.
  'nul-in-line',
]);

export interface WarningGroup {
  folder: string;
  code: string;
  mayBeWrong: boolean;
  /** Warnings in the group (a file may give several). */
  count: number;
  files: string[];
  /** The first warning, standing for the group. */
  sample: ImportIssue;
}

const folderOf = (file: string) => file.slice(0, Math.max(0, file.lastIndexOf('/')));

/** Warnings grouped by folder and code; "figures may be wrong" first, then by count. */
export function groupWarnings(reports: readonly FileReport[]): WarningGroup[] {
  const groups = new Map<string, WarningGroup>();
  for (const r of reports) {
    for (const w of r.warnings) {
      const folder = folderOf(r.file);
      const key = `${folder}\u0000${w.code}`;
      let g = groups.get(key);
      if (!g)
        groups.set(
          key,
          (g = {
            folder,
            code: w.code,
            mayBeWrong: FIGURES_MAY_BE_WRONG.has(w.code),
            count: 0,
            files: [],
            sample: w,
          }),
        );
      g.count++;
      if (g.files[g.files.length - 1] !== r.file) g.files.push(r.file);
    }
  }
  return [...groups.values()].sort(
    (a, b) =>
      Number(b.mayBeWrong) - Number(a.mayBeWrong) || b.count - a.count || a.folder.localeCompare(b.folder),
  );
}
