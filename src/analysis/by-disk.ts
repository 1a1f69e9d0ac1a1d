// Measurements grouped by disk, computed once per dataset object. Views that ask "what does this
// disk have" for every disk would otherwise scan all measurements once per disk (200 disks × 26,000
// measurements in the import benchmark).
import type { Dataset, Measurement } from '../model/types';

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
