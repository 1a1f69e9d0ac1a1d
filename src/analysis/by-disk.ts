// Disks by id and measurements grouped by disk, computed once per dataset object. Views that ask
// "what does this disk have" for every disk would otherwise scan all measurements once per disk
// (200 disks × 26,000 measurements in the import benchmark), and naming 20 disks scanned a list of
// 5,000 for each (Compare's first render: bench-disks).
import type { Dataset, Disk, Measurement } from '../model/types';

const disksById = new WeakMap<Dataset, Map<string, Disk>>();

/** The disk with this id (the first, as `disks.find` would give), or undefined. */
export function diskOf(ds: Dataset, diskId: string): Disk | undefined {
  let byId = disksById.get(ds);
  if (!byId) {
    byId = new Map();
    for (const d of ds.disks) if (!byId.has(d.id)) byId.set(d.id, d);
    disksById.set(ds, byId);
  }
  return byId.get(diskId);
}

const cache = new WeakMap<Dataset, Map<string, Measurement[]>>();

export function measurementsByDisk(ds: Dataset): Map<string, Measurement[]> {
  let byDisk = cache.get(ds);
  if (byDisk) return byDisk;
  byDisk = new Map();
  for (const m of ds.measurements) {
    const list = byDisk.get(m.diskId);
    if (list) list.push(m);
    else byDisk.set(m.diskId, [m]);
  }
  cache.set(ds, byDisk);
  return byDisk;
}

export function measurementsOf(ds: Dataset, diskId: string): Measurement[] {
  return measurementsByDisk(ds).get(diskId) ?? [];
}
