// Joins the datasets of an upload's shards (ingest-shard.ts) into the dataset one worker would
// have made. Shards never split a disk group, so most ids are already unique; the exception is a
// disk named by its records (a PTS .options, a long CSV) whose name also appears in another
// share's folder: one worker would have called the second one `id~2`, and so does this.
import type { Dataset } from './types';

function renamed(ds: Dataset, from: string, to: string): void {
  for (const d of ds.disks) if (d.id === from) d.id = to;
  for (const m of ds.measurements) {
    if (m.diskId !== from) continue;
    m.diskId = to;
    m.id = to + m.id.slice(from.length);
  }
  for (const s of ds.series) {
    if (s.diskId !== from) continue;
    s.diskId = to;
    s.id = to + s.id.slice(from.length);
    if (s.measurementId?.startsWith(from)) s.measurementId = to + s.measurementId.slice(from.length);
  }
}

/** Concatenates the shares in order (mutating later shares' ids when they clash). */
export function mergeShards(shares: Dataset[]): Dataset {
  const out: Dataset = { disks: [], measurements: [], series: [], reports: [] };
  const used = new Set<string>();
  for (const ds of shares) {
    for (const d of [...ds.disks]) {
      if (!used.has(d.id)) {
        used.add(d.id);
        continue;
      }
      let n = 2;
      while (used.has(`${d.id}~${n}`) || ds.disks.some((o) => o.id === `${d.id}~${n}`)) n++;
      const to = `${d.id}~${n}`;
      renamed(ds, d.id, to);
      used.add(to);
    }
    // Loops, not push(...array): spreading a very large array overflows the call stack.
    for (const d of ds.disks) out.disks.push(d);
    for (const m of ds.measurements) out.measurements.push(m);
    for (const s of ds.series) out.series.push(s);
    for (const r of ds.reports) out.reports.push(r);
  }
  return out;
}
