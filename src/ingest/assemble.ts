// Turns per-file import results into one Dataset: groups records into disks (folder convention,
// then .options metadata, then a per-folder fallback), gives every record a stable id, links fio
// logs to their job, and writes the import report line of every file.
import type { Disk, Dataset, FileReport, ImportIssue, Measurement, TimeSeries } from '../model/types';
import type { UnpackNote } from './archive/archive';
import { diskGroupOf, type FolderIdentity } from './disk-identity';
import type { DiskMetaDraft, DraftDiskIdentity, ImportResult, MeasurementDraft, SeriesDraft } from './types';

export interface FileOutcome {
  path: string;
  bytes: number;
  /** undefined: no importer recognised the file (listed as skipped). */
  result: ImportResult | undefined;
}

interface DiskGroup {
  key: string;
  identity?: FolderIdentity;
  /** Identity given by a record (digest CSV rows name their disk). */
  recordDisk?: DraftDiskIdentity;
  folder: string;
  meta: DiskMetaDraft[];
  measurements: { draft: MeasurementDraft; file: string }[];
  series: SeriesDraft[];
  files: Set<string>;
}

function baseName(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}

function stem(path: string): string {
  return baseName(path).replace(/\.(stdout\.)?(json|txt|out|log|csv)$/i, '');
}

function slug(text: string): string {
  return text.replace(/[^A-Za-z0-9._/-]+/g, '-');
}

function reportFromNote(n: UnpackNote): FileReport {
  const r: FileReport = {
    file: n.file,
    bytes: n.bytes,
    format: n.kind === 'ignored' ? 'skipped' : `archive (${n.kind})`,
    measurements: 0,
    series: 0,
    warnings: [],
  };
  if (n.kind === 'ignored')
    r.warnings.push({
      code: 'os-litter',
      message: 'operating-system metadata file, not a result',
      file: n.file,
    });
  if (n.issue) r.error = n.issue;
  return r;
}

function reportFromOutcome(o: FileOutcome): FileReport {
  if (!o.result)
    return { file: o.path, bytes: o.bytes, format: 'skipped', measurements: 0, series: 0, warnings: [] };
  const r: FileReport = {
    file: o.path,
    bytes: o.bytes,
    format: o.result.format,
    measurements: o.result.ok ? o.result.measurements.length : 0,
    series: o.result.ok ? o.result.series.length : 0,
    warnings: [...(o.result.ok ? o.result.warnings : (o.result.warnings ?? []))],
  };
  if (!o.result.ok) r.error = o.result.error;
  return r;
}

/** The VM a hand-written metadata file names, for the disk's label (one disk measured from several VMs). */
function vmLabel(meta: DiskMetaDraft[]): string {
  const own = meta.find((m) => m.handWritten)?.metadata;
  if (!own) return '';
  const vm = own.instance ?? [own.vcpu && `${own.vcpu} vCPU`, own.memory].filter(Boolean).join(' ');
  return vm ? ` · ${vm}` : '';
}

function buildDisk(g: DiskGroup, origin: string, usedIds: Set<string>): { disk: Disk; warning?: string } {
  const metadata: Record<string, string> = {};
  // Facts read from tool output first, then what a person wrote, which wins.
  const ordered = [...g.meta.filter((m) => !m.handWritten), ...g.meta.filter((m) => m.handWritten)];
  for (const m of ordered) Object.assign(metadata, m.metadata);
  const metaDraft = [...ordered].reverse().find((m) => m.provider || m.type || m.sizeValue !== undefined);
  let disk: Omit<Disk, 'id' | 'label'>;
  let warning: string | undefined;
  if (g.recordDisk) {
    const d = g.recordDisk;
    disk = {
      provider: d.provider,
      type: d.type,
      comparable: d.comparable ?? true,
      identity: 'metadata',
      metadata,
      origin,
      ...(d.sizeValue !== undefined ? { size: { value: d.sizeValue, unit: d.sizeUnit ?? 'GB' } } : {}),
    };
  } else if (g.identity) {
    const { provider, type, size, comparable } = g.identity;
    disk = { provider, type, size, comparable, identity: 'folder-name', metadata, origin };
  } else if (metaDraft?.provider) {
    disk = {
      provider: metaDraft.provider,
      type: metaDraft.type ?? 'unknown',
      comparable: true,
      identity: 'metadata',
      metadata,
      origin,
      ...(metaDraft.sizeValue !== undefined
        ? { size: { value: metaDraft.sizeValue, unit: metaDraft.sizeUnit ?? 'GB' } }
        : {}),
    };
  } else {
    const name = baseName(g.folder) || origin;
    disk = { provider: 'unknown', type: name, comparable: true, identity: 'fallback', metadata, origin };
    warning = `folder "${g.folder || '(top level)'}" does not follow the provider_type_size convention (e.g. aliyun_ssd_250); its files form one disk named "${name}"`;
  }
  const sizeText = disk.size ? `${disk.size.value}${disk.size.unit === 'GiB' ? 'GiB' : ''}` : '';
  const baseLabel =
    [disk.provider, disk.type, sizeText].filter(Boolean).join(' ') +
    (disk.comparable ? '' : ' (x)') +
    vmLabel(g.meta);
  let id = slug(
    `${origin}/${g.recordDisk ? `${disk.provider}_${disk.type}_${sizeText}${disk.comparable ? '' : 'x'}` : g.folder || 'files'}`,
  );
  for (let n = 2; usedIds.has(id); n++) id = `${id}~${n}`;
  usedIds.add(id);
  return { disk: { ...disk, id, label: baseLabel }, ...(warning ? { warning } : {}) };
}

/**
 * A PTS [test].json names only block size and mix; the concurrency (threads × queue depth) is in
 * the fio rounds of the same test. Copy it onto the results so they are labelled fully.
 */
function fillPtsConcurrency(ms: Measurement[]): void {
  for (const m of ms) {
    if (
      m.role !== 'result' ||
      m.test === 'fio' ||
      (m.workload.queueDepth !== undefined && m.workload.jobs !== undefined)
    )
      continue;
    const round = ms.find(
      (r) =>
        r.role === 'round' &&
        r.test === m.test &&
        r.pts?.phase !== 'wipc' &&
        r.workload.blockSize === m.workload.blockSize &&
        r.workload.readPct === m.workload.readPct,
    );
    if (!round) continue;
    if (m.workload.queueDepth === undefined && round.workload.queueDepth !== undefined)
      m.workload.queueDepth = round.workload.queueDepth;
    if (m.workload.jobs === undefined && round.workload.jobs !== undefined)
      m.workload.jobs = round.workload.jobs;
  }
}

/** Finds the measurement a fio log belongs to: same disk, file stem or job name = log prefix, job index. */
function linkSeries(s: SeriesDraft, ms: Measurement[]): string | undefined {
  // A series read from the same file as its measurement (ioping's per-request latencies) names it
  // by file and job.
  if (!s.link) {
    return ms.find((m) => m.provenance.file === s.provenance.file && m.provenance.job === s.provenance.job)
      ?.id;
  }
  const { prefix, jobIndex } = s.link;
  const candidates = ms.filter(
    (m) => m.test === 'fio' && (stem(m.provenance.file) === prefix || m.provenance.job === prefix),
  );
  if (candidates.length === 0) return undefined;
  return (candidates[(jobIndex ?? 1) - 1] ?? candidates[0])!.id;
}

export function assembleDataset(outcomes: FileOutcome[], notes: UnpackNote[], origin: string): Dataset {
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

  for (const o of outcomes) {
    const report = reportFromOutcome(o);
    reports.push(report);
    reportByFile.set(o.path, report);
    if (!o.result?.ok) continue;
    const { key, identity, folder } = diskGroupOf(o.path);
    const g = group(key, () => ({ folder, ...(identity ? { identity } : {}) }));
    g.files.add(o.path);
    if (o.result.diskMeta) g.meta.push(o.result.diskMeta);
    for (const draft of o.result.measurements) {
      if (draft.disk) {
        const d = draft.disk;
        const k = `c:${folder}|${d.provider}|${d.type}|${d.sizeValue ?? ''}|${d.comparable ?? true}`;
        const cg = group(k, () => ({ folder, recordDisk: d }));
        cg.files.add(o.path);
        const { disk: _d, ...rest } = draft;
        cg.measurements.push({ draft: rest, file: o.path });
      } else {
        g.measurements.push({ draft, file: o.path });
      }
    }
    g.series.push(...o.result.series);
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
    const { disk, warning } = buildDisk(g, origin, usedIds);
    if (warning) {
      for (const f of g.files)
        reportByFile.get(f)?.warnings.push({ code: 'disk-name', message: warning, file: f });
    }
    const ms: Measurement[] = g.measurements.map(({ draft }, i) => ({
      ...draft,
      workload: { ...draft.workload },
      id: `${disk.id}#m${i}`,
      diskId: disk.id,
    }));
    fillPtsConcurrency(ms);
    const tools = new Set(
      ms.map((m) => `${m.provenance.tool}${m.provenance.toolVersion ? ' ' + m.provenance.toolVersion : ''}`),
    );
    if (tools.size && !disk.metadata.tools) disk.metadata.tools = [...tools].sort().join(', ');
    const times = ms
      .map((m) => m.time)
      .filter((t): t is string => !!t)
      .sort();
    if (times[0] && !disk.metadata.date) {
      disk.metadata.date = times[0].slice(0, 10);
      disk.metadata.dateSource = 'results';
    }
    const series: TimeSeries[] = g.series.map((s, i) => {
      const { link: _link, ...rest } = s;
      const measurementId = linkSeries(s, ms);
      return {
        ...rest,
        id: `${disk.id}#s${i}`,
        diskId: disk.id,
        ...(measurementId ? { measurementId } : {}),
      };
    });
    for (const s of g.series) {
      if (s.link && !linkSeries(s, ms)) {
        const rep = reportByFile.get(s.provenance.file);
        const issue: ImportIssue = {
          code: 'log-unlinked',
          message: `no fio JSON or normal output for job "${s.link.prefix}" beside this log; shown on its own`,
          file: s.provenance.file,
        };
        if (rep && !rep.warnings.some((w) => w.code === issue.code)) rep.warnings.push(issue);
      }
    }
    ds.disks.push(disk);
    ds.measurements.push(...ms);
    ds.series.push(...series);
  }
  return ds;
}
