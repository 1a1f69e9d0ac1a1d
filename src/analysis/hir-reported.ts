// HIR figures as a source reported them, not recomputed: PTS hir.json (`hir_steady_state_iops`,
// `hir_wait_<W>s_iops`, docs/pts-bundles.md §4.5) and the seed blog's digest CSVs (hybrid_hir.csv rows
// `…,hir,wait_5s,<iops>`, which the digest importer names with the same keys). Both arrive as
// `role: 'result'` measurements of test `hir` whose `claimed` key says which state they are.
import type { Measurement } from '../model/types';
import type { OpsPerSecond } from '../model/units';

export interface ReportedHir {
  diskId: string;
  steadyState?: OpsPerSecond;
  /** Mean IOPS per wait state, ascending wait. */
  waits: { waitS: number; iops: OpsPerSecond }[];
  /** Files the figures came from. */
  files: string[];
}

// `hir_ait_50s_iops`: the suite's schema misspells the last key (§4.5); accept both.
const WAIT_KEY = /^hir_w?ait_(\d+)s_iops$/;

/** Reported HIR figures per disk (only disks that have some), in dataset order. */
export function reportedHir(measurements: readonly Measurement[]): ReportedHir[] {
  const byDisk = new Map<string, ReportedHir>();
  for (const m of measurements) {
    if (m.test !== 'hir' || m.role !== 'result' || m.status !== 'ok') continue;
    const iops = m.total.iops;
    if (iops === undefined) continue;
    for (const c of m.claimed ?? []) {
      const wait = WAIT_KEY.exec(c.key);
      if (c.key !== 'hir_steady_state_iops' && !wait) continue;
      let r = byDisk.get(m.diskId);
      if (!r) byDisk.set(m.diskId, (r = { diskId: m.diskId, waits: [], files: [] }));
      if (wait) r.waits.push({ waitS: Number(wait[1]), iops });
      else r.steadyState = iops;
      if (!r.files.includes(m.provenance.file)) r.files.push(m.provenance.file);
    }
  }
  for (const r of byDisk.values()) r.waits.sort((a, b) => a.waitS - b.waitS);
  return [...byDisk.values()];
}
