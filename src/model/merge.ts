// Combines datasets (the published one and each upload) for display. Ids are prefixed with their
// origin at import time, so concatenation keeps them unique; a clash means the same upload twice.
import type { Dataset } from './types';

export function mergeDatasets(...parts: Dataset[]): Dataset {
  const out: Dataset = { disks: [], measurements: [], series: [], reports: [] };
  const seen = new Set<string>();
  for (const p of parts) {
    for (const d of p.disks) {
      if (seen.has(d.id)) continue;
      seen.add(d.id);
      out.disks.push(d);
      out.measurements.push(...p.measurements.filter((m) => m.diskId === d.id));
      out.series.push(...p.series.filter((s) => s.diskId === d.id));
    }
    out.reports.push(...p.reports);
  }
  return out;
}
