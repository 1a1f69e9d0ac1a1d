// A disk group's disk: its identity (a record's, the folder convention's, a metadata file's, or
// named after its folder or upload), its label and its id. What assemble.ts builds each group's
// records under.
import type { Disk } from '../model/types';
import type { FolderIdentity } from './disk-identity';
import type { DiskMetaDraft, DraftDiskIdentity, MeasurementDraft, SeriesDraft } from './types';
import { ownCopy } from '../lib/flat-string';

/** The records of one disk, as assemble.ts groups them. */
export interface DiskGroup {
  key: string;
  identity?: FolderIdentity;
  /** Identity given by a record (digest CSV rows name their disk). */
  recordDisk?: DraftDiskIdentity;
  folder: string;
  meta: DiskMetaDraft[];
  measurements: { draft: MeasurementDraft; file: string }[];
  series: { draft: SeriesDraft; file: string }[];
  files: Set<string>;
}

function baseName(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}

function slug(text: string): string {
  return text.replace(/[^A-Za-z0-9._/-]+/g, '-');
}

/** The VM a hand-written metadata file names, for the disk's label (one disk measured from several VMs). */
function vmLabel(meta: DiskMetaDraft[]): string {
  const own = meta.find((m) => m.handWritten)?.metadata;
  if (!own) return '';
  const vm = own.instance ?? [own.vcpu && `${own.vcpu} vCPU`, own.memory].filter(Boolean).join(' ');
  return vm ? ` · ${vm}` : '';
}

/**
 * The upload a dataset is assembled for: `origin` (its id) prefixes the disk ids; `topName` names
 * the disk of files at the top level of the upload, which have no folder to be named after.
 */
export interface UploadNames {
  origin: string;
  topName: string;
}

/**
 * The name of the upload's top-level disk: the upload's name as the page shows it, without the
 * extension of a results file or archive (`randread-4k-qd1.json`, `runs.tar.gz`); other dots stay
 * (`fio-3.33 run`, a link's `host/…/folder/ (3 files)`).
 */
export function topNameOf(origin: string, uploadName: string | undefined): string {
  const name = uploadName
    ?.replace(/\/$/, '')
    .replace(/\.(tar\.gz|tgz|tar|zip|gz|json|txt|log|csv|html?)$/i, '');
  return name || origin;
}

export function buildDisk(
  g: DiskGroup,
  { origin, topName }: UploadNames,
  usedIds: ReadonlySet<string>,
): { disk: Disk; warning?: string; warningParams?: Record<string, string> } {
  const metadata: Record<string, string> = {};
  // Facts read from tool output first, then what a person wrote, which wins.
  const ordered = [...g.meta.filter((m) => !m.handWritten), ...g.meta.filter((m) => m.handWritten)];
  for (const m of ordered) Object.assign(metadata, m.metadata);
  const metaDraft = [...ordered].reverse().find((m) => m.provider || m.type || m.sizeValue !== undefined);
  let disk: Omit<Disk, 'id' | 'label'>;
  let warning: string | undefined;
  let warningParams: Record<string, string> | undefined;
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
    const name = baseName(g.folder) || topName;
    disk = { provider: 'unknown', type: name, comparable: true, identity: 'fallback', metadata, origin };
    warning = `folder "${g.folder || '(top level)'}" does not follow the provider_type_size convention (e.g. aliyun_ssd_250); its files form one disk named "${name}"`;
    warningParams = { folder: g.folder || '(top level)', name };
  }
  const sizeText = disk.size ? `${disk.size.value}${disk.size.unit === 'GiB' ? 'GiB' : ''}` : '';
  // A disk named after its folder or upload is labelled with that name alone: "unknown" said nothing
  // the import report does not say better (the folder does not follow the naming convention).
  const baseLabel =
    (disk.identity === 'fallback'
      ? disk.type
      : [disk.provider, disk.type, sizeText].filter(Boolean).join(' ')) +
    (disk.comparable ? '' : ' (x)') +
    vmLabel(g.meta);
  let id = slug(
    `${origin}/${g.recordDisk ? `${disk.provider}_${disk.type}_${sizeText}${disk.comparable ? '' : 'x'}` : g.folder || 'files'}`,
  );
  for (let n = 2; usedIds.has(id); n++) id = `${id}~${n}`;
  return {
    // Sequential strings: every measurement of the disk carries the id (src/lib/flat-string.ts).
    disk: { ...disk, id: ownCopy(id), label: ownCopy(baseLabel) },
    ...(warning ? { warning } : {}),
    ...(warningParams ? { warningParams } : {}),
  };
}

/** One disk with its records, ready to add to the dataset; `unlinked`: files of logs with no job. */
