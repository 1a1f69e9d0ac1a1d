// Which disk a file belongs to. The convention people use (and the seed blog used) is a folder
// named `provider_type_size[suffix]`: `aliyun_ssd_250`, `qcloud_hybrid_50`, `aws_gp3_1000gib`,
// `aliyun_essd_pl1_500`. A trailing `x` (`aliyun_ssd_250x`) means the author flagged the run as not
// comparable. Anything else falls back to one disk per folder (file set), with a warning.
import type { SizeUnit } from '../model/types';

export interface FolderIdentity {
  /** The folder path (prefix of the file path) the identity was read from. */
  folder: string;
  provider: string;
  type: string;
  size: { value: number; unit: SizeUnit };
  comparable: boolean;
}

const CONVENTION = /^([a-z0-9-]+)_([a-z0-9_.-]+?)_(\d+(?:\.\d+)?)(gib|gb|g|t|tb|tib)?(x)?$/i;

/** Parses one folder name; undefined when it does not follow the convention. */
export function parseDiskFolderName(name: string): Omit<FolderIdentity, 'folder'> | undefined {
  const m = CONVENTION.exec(name);
  if (!m) return undefined;
  const [, provider = '', type = '', num = '', unitRaw = '', x] = m;
  let value = Number(num);
  let unit: SizeUnit = 'GB';
  const u = unitRaw.toLowerCase();
  if (u === 'gib') unit = 'GiB';
  if (u === 't' || u === 'tb') value *= 1000;
  if (u === 'tib') {
    value *= 1024;
    unit = 'GiB';
  }
  // "aws_gp3_0" or a size too large to be a number names no disk size: not the convention.
  if (!Number.isFinite(value) || value <= 0) return undefined;
  return {
    provider: provider.toLowerCase(),
    type: type.toLowerCase(),
    size: { value, unit },
    comparable: !x,
  };
}

/** The deepest folder on the path that follows the convention. */
export function identityFromPath(path: string): FolderIdentity | undefined {
  const parts = path.split('/');
  for (let i = parts.length - 2; i >= 0; i--) {
    // Archive names are path segments too (`aliyun_ssd_250.zip/iops.json`): drop the extension.
    const seg = (parts[i] ?? '').replace(/\.(zip|tar|tgz|tar\.gz|gz)$/i, '');
    const id = parseDiskFolderName(seg);
    if (id) return { ...id, folder: parts.slice(0, i + 1).join('/') };
  }
  return undefined;
}

/** The folder a file sits in ('' for a loose file): the fallback "file set". */
export function parentFolder(path: string): string {
  const i = path.lastIndexOf('/');
  return i < 0 ? '' : path.slice(0, i);
}

/**
 * The group a file's results join: the convention folder, else the file's folder. Files with the
 * same key always end up on the same disks, so an upload may be split between workers by this key.
 */
export function diskGroupOf(path: string): { key: string; identity?: FolderIdentity; folder: string } {
  const identity = identityFromPath(path);
  if (identity) return { key: `f:${identity.folder}`, identity, folder: identity.folder };
  const folder = parentFolder(path);
  return { key: `p:${folder}`, folder };
}
