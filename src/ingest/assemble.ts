// Turns per-file import results into one Dataset: groups records into disks (folder convention,
// then .options metadata, then a per-folder fallback), gives every record a stable id, links fio
// logs to their job, and writes the import report line of every file.
import type { Disk, Dataset, FileReport, Measurement, TimeSeries } from '../model/types';
import type { UnpackNote } from './archive/archive';
import { diskGroupOf } from './disk-identity';
import { markDuplicates } from './duplicates';
import { fillPtsConcurrency, seriesLinker } from './link-records';
import { settleLogs, type LogItem, type SettleOutcome } from './log-settle';
import type { DiskMetaDraft, ImportResult } from './types';
import { buildDisk, topNameOf, type DiskGroup, type UploadNames } from './group-disk';
import type { Skipped } from './unrecognised';
import { describeFailure, failureParams } from './archive/limits';
import { addLittleWarnings } from './little-warnings';
import { copyRecord } from '../lib/plain-object';
import { finiteParams, reportFromNote, reportFromOutcome } from './file-report';
import { joined } from '../lib/flat-string';

export interface FileOutcome {
  path: string;
  bytes: number;
  /** What the file became; a skipped file carries its reason. */
  result: ImportResult | Skipped;
}

interface BuiltDisk {
  disk: Disk;
  warning?: string;
  warningParams?: Record<string, string>;
  ms: Measurement[];
  series: TimeSeries[];
  unlinked: Map<string, string>;
  /** Report notes per file: duplicates found, split log copies, how log units were decided. */
  notes: SettleOutcome['notes'];
}

/** Builds a group's disk and records. Throws on a malformed record (the caller names the file). */
function buildGroup(g: DiskGroup, upload: UploadNames, usedIds: ReadonlySet<string>): BuiltDisk {
  const { disk, warning, warningParams } = buildDisk(g, upload, usedIds);
  // Copies, so the drafts stay as imported if this build throws and is retried without a file.
  const ms: Measurement[] = g.measurements.map(({ draft }, i) => {
    const m = copyRecord(draft) as Measurement;
    m.workload = copyRecord(draft.workload);
    m.id = joined(disk.id, '#m', String(i));
    m.diskId = disk.id;
    return m;
  });
  fillPtsConcurrency(ms);
  const tools = new Set<string>();
  let lastTool: string | undefined;
  let lastVersion: string | undefined;
  for (const m of ms) {
    const { tool, toolVersion } = m.provenance;
    // A disk's records come file by file, each of one tool and version: named once per run of them.
    if (tool === lastTool && toolVersion === lastVersion && tools.size) continue;
    lastTool = tool;
    lastVersion = toolVersion;
    tools.add(`${tool}${toolVersion ? ' ' + toolVersion : ''}`);
  }
  if (tools.size && !disk.metadata.tools) disk.metadata.tools = [...tools].sort().join(', ');
  let first: string | undefined;
  for (const m of ms) if (m.time && (first === undefined || m.time < first)) first = m.time;
  if (first && !disk.metadata.date) {
    disk.metadata.date = first.slice(0, 10);
    disk.metadata.dateSource = 'results';
  }
  const duplicates = markDuplicates(ms);
  // Only a disk with series needs its measurements indexed for linking (most have none).
  const link = g.series.length ? seriesLinker(ms) : () => undefined;
  const unlinked = new Map<string, string>();
  const items: LogItem[] = g.series.map(({ draft: s }, i) => {
    const { link: seriesLink, valueScale, logColumns, ...rest } = s;
    const measurementId = link(s);
    if (seriesLink && !measurementId && !unlinked.has(s.provenance.file))
      unlinked.set(s.provenance.file, seriesLink.prefix);
    const series: TimeSeries = {
      ...rest,
      id: joined(disk.id, '#s', String(i)),
      diskId: disk.id,
      ...(measurementId ? { measurementId } : {}),
    };
    return {
      series,
      ...(valueScale !== undefined ? { valueScale } : {}),
      ...(logColumns ? { columns: logColumns } : {}),
      ...(seriesLink ? { prefix: seriesLink.prefix } : {}),
    };
  });
  const settled = settleLogs(items, ms);
  for (const { first, copy } of duplicates) {
    const file = copy.provenance.file;
    let n = settled.notes.get(file);
    if (!n) settled.notes.set(file, (n = { add: [], replaces: new Set() }));
    const job = copy.provenance.job ?? '?';
    n.add.push({
      code: 'duplicate-run',
      message: `job "${job}" is the same run as in ${first.provenance.file}${first.provenance.run ? ` (run ${first.provenance.run.index})` : ''} (${copy.started ? 'same start time' : 'every figure both print agrees'}): counted once, there`,
      file,
      job,
      params: { first: first.provenance.file, job },
    });
  }
  return {
    disk,
    ...(warning ? { warning } : {}),
    ...(warningParams ? { warningParams } : {}),
    ms,
    series: settled.series,
    unlinked,
    notes: settled.notes,
  };
}

/** The group without the records of `files`. */
function without(g: DiskGroup, files: ReadonlySet<string>): DiskGroup {
  return {
    ...g,
    measurements: g.measurements.filter((m) => !files.has(m.file)),
    series: g.series.filter((s) => !files.has(s.file)),
    files: new Set([...g.files].filter((f) => !files.has(f))),
  };
}

/**
 * Builds a group; when that throws (a record an importer let through malformed), finds the files
 * whose records break it by building each file's records alone, reports them, and builds the
 * group without them — one bad file never takes the disk's other files down.
 */
function buildGroupSafely(
  g: DiskGroup,
  upload: UploadNames,
  usedIds: ReadonlySet<string>,
  fail: (file: string, message: string, params: Record<string, string | number>) => void,
): BuiltDisk | undefined {
  try {
    return buildGroup(g, upload, usedIds);
  } catch {
    const bad = new Set<string>();
    for (const file of g.files) {
      const alone = without(g, new Set([...g.files].filter((f) => f !== file)));
      try {
        buildGroup(alone, upload, usedIds);
      } catch (e) {
        bad.add(file);
        fail(file, `its records could not be put together with the others: ${describeFailure(e, true)}`, {
          form: 'with-others',
          ...failureParams(e, true),
        });
      }
    }
    // Records of no file (a series naming a file outside the group) cannot be blamed on one.
    if (bad.size === 0)
      for (const file of g.files)
        fail(file, 'the records of this disk could not be put together', { form: 'disk' });
    const rest = without(g, bad.size ? bad : g.files);
    if (rest.files.size === 0) return undefined;
    try {
      return buildGroup(rest, upload, usedIds);
    } catch (e) {
      for (const file of rest.files)
        fail(file, `its records could not be put together: ${describeFailure(e, true)}`, {
          form: 'alone',
          ...failureParams(e, true),
        });
      return undefined;
    }
  }
}

/**
 * `uploadName`: the upload's name as the page shows it (`randread.json`, `results/`, `3 files`),
 * which names the disk of its top-level files; without it (the Node scripts) that disk is named
 * after `origin`.
 */
export function assembleDataset(
  outcomes: FileOutcome[],
  notes: UnpackNote[],
  origin: string,
  uploadName?: string,
): Dataset {
  const upload: UploadNames = { origin, topName: topNameOf(origin, uploadName) };
  const reports: FileReport[] = notes.map(reportFromNote);
  const reportByFile = new Map<string, FileReport>();
  const groups = new Map<string, DiskGroup>();
  const group = (
    key: string,
    init: () => Omit<DiskGroup, 'key' | 'meta' | 'measurements' | 'series' | 'files'>,
  ): DiskGroup => {
    let g = groups.get(key);
    if (!g)
      groups.set(key, (g = { key, ...init(), meta: [], measurements: [], series: [], files: new Set() }));
    return g;
  };
  const fail = (file: string, message: string, params: Record<string, string | number>) => {
    const report = reportByFile.get(file);
    if (!report) return;
    report.error ??= { code: 'assembly', message, file, params };
    report.measurements = 0;
    report.series = 0;
  };

  for (const o of outcomes) {
    const report = reportFromOutcome(o);
    reports.push(report);
    reportByFile.set(o.path, report);
    if ('skipped' in o.result || !o.result.ok) continue;
    try {
      placeOutcome(o.path, o.result, group);
    } catch (e) {
      fail(o.path, `its records could not be put together: ${describeFailure(e, true)}`, {
        form: 'alone',
        ...failureParams(e, true),
      });
      const gone = new Set([o.path]);
      for (const [key, g] of groups) if (g.files.has(o.path)) groups.set(key, without(g, gone));
    }
  }

  // Disks named by their records (summary CSV rows) take the metadata files of their folder.
  const folderMeta = new Map<string, DiskMetaDraft[]>();
  for (const g of groups.values()) if (!g.recordDisk && g.meta.length) folderMeta.set(g.folder, g.meta);
  const metaUsed = new Set<string>();
  for (const g of groups.values()) {
    const meta = g.recordDisk ? folderMeta.get(g.folder) : undefined;
    if (meta) {
      g.meta.push(...meta);
      metaUsed.add(g.folder);
    }
  }

  const usedIds = new Set<string>();
  const ds: Dataset = { disks: [], measurements: [], series: [], reports };
  for (const g of groups.values()) {
    if (g.measurements.length === 0 && g.series.length === 0 && !g.recordDisk) {
      // A folder with metadata but no results (a lone .options or disk.json) is still a disk, unless
      // its metadata went to the disks its summary CSV names.
      if (g.meta.length === 0 || metaUsed.has(g.folder)) continue;
    }
    const built = buildGroupSafely(g, upload, usedIds, fail);
    if (!built) continue;
    const { disk, warning, warningParams, ms, series, unlinked, notes } = built;
    usedIds.add(disk.id);
    for (const [file, n] of notes) {
      const report = reportByFile.get(file);
      if (!report) continue;
      report.warnings = report.warnings.filter((w) => !n.replaces.has(w.code));
      report.warnings.push(...n.add);
    }
    // Series a file gave that were dropped (split copies of a log that is there) leave its count.
    const seriesPerFile = new Map<string, number>();
    for (const s of series)
      seriesPerFile.set(s.provenance.file, (seriesPerFile.get(s.provenance.file) ?? 0) + 1);
    for (const f of g.files) {
      const report = reportByFile.get(f);
      if (report && report.series > 0) report.series = seriesPerFile.get(f) ?? 0;
    }
    if (warning) {
      for (const f of g.files)
        reportByFile.get(f)?.warnings.push({
          code: 'disk-name',
          message: warning,
          file: f,
          ...(warningParams ? { params: warningParams } : {}),
        });
    }
    for (const [file, prefix] of unlinked)
      reportByFile.get(file)?.warnings.push({
        code: 'log-unlinked',
        message: `no fio JSON or normal output for job "${prefix}" beside this log; shown on its own`,
        file,
        params: { prefix },
      });
    ds.disks.push(disk);
    // Loops, not push(...array): spreading a very large array overflows the call stack.
    for (const m of ms) ds.measurements.push(m);
    addLittleWarnings(ms, reportByFile);
    for (const s of series) ds.series.push(s);
  }
  for (const r of reports) finiteParams(r);
  return ds;
}

/** Puts one file's records into their disk groups. */
function placeOutcome(
  path: string,
  result: Extract<ImportResult, { ok: true }>,
  group: (
    key: string,
    init: () => Omit<DiskGroup, 'key' | 'meta' | 'measurements' | 'series' | 'files'>,
  ) => DiskGroup,
): void {
  const { key, identity, folder } = diskGroupOf(path);
  const g = group(key, () => ({ folder, ...(identity ? { identity } : {}) }));
  g.files.add(path);
  if (result.diskMeta) g.meta.push(result.diskMeta);
  for (const draft of result.measurements) {
    if (draft.disk) {
      const d = draft.disk;
      const k = `c:${folder}|${d.provider}|${d.type}|${d.sizeValue ?? ''}|${d.comparable ?? true}`;
      const cg = group(k, () => ({ folder, recordDisk: d }));
      cg.files.add(path);
      const { disk: _d, ...rest } = draft;
      cg.measurements.push({ draft: rest, file: path });
    } else {
      g.measurements.push({ draft, file: path });
    }
  }
  for (const draft of result.series) g.series.push({ draft, file: path });
}
