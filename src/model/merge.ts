// Combines datasets (the published one and each upload) for display. Ids are prefixed with their
// origin at import time, so concatenation keeps them unique; a clash means the same upload twice,
// and the first copy wins.
import type { Dataset } from './types';

export function mergeDatasets(...parts: Dataset[]): Dataset {
  const out: Dataset = { disks: [], measurements: [], series: [], reports: [] };
  const seen = new Set<string>();
  for (const p of parts) {
    const fresh = new Set<string>();
    for (const d of p.disks) {
      if (seen.has(d.id)) continue;
      seen.add(d.id);
      fresh.add(d.id);
      out.disks.push(d);
    }
    // Loops, not push(...array): spreading a very large array overflows the call stack.
    for (const m of p.measurements) if (fresh.has(m.diskId)) out.measurements.push(m);
    for (const s of p.series) if (fresh.has(s.diskId)) out.series.push(s);
    for (const r of p.reports) out.reports.push(r);
  }
  return out;
}
