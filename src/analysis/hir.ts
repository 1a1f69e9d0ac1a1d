// PTS Host Idle Recovery (docs/pts-bundles.md §1, §5): write IOPS through preconditioning, then through
// each wait state (5, 10, 15, 25, 50 s): writes of 5 s separated by W s of idle, then "baseline"
// writes. The per-state mean is what hir.json's `hir_wait_<W>s_iops` means (often missing in
// practice, §7), recomputed here from the jobs.
import type { OpsPerSecond } from '../model/units';
import type { RoundMeasurement } from './steady-state';

export interface HirPoint {
  phase: 'precondition' | 'wait' | 'baseline';
  round: number;
  waitS?: number;
  iops: OpsPerSecond;
  /** Run-order index, for the x axis of the IOPS-through-time chart. */
  index: number;
}

export interface HirStateMean {
  waitS: number;
  wait: OpsPerSecond;
  baseline?: OpsPerSecond;
  jobs: number;
}

export function hirCurve(measurements: readonly RoundMeasurement[]): HirPoint[] {
  const jobs = measurements.filter(
    (m) => m.test === 'hir' && m.role === 'round' && m.pts && m.pts.phase !== 'wipc',
  );
  return jobs.map((m, index) => {
    const phase = m.pts!.phase === 'wdpc' ? 'precondition' : (m.pts!.phase as 'wait' | 'baseline');
    const p: HirPoint = { phase, round: m.pts!.round, iops: m.directions.write?.iops ?? 0, index };
    if (m.pts!.waitS !== undefined) p.waitS = m.pts!.waitS;
    return p;
  });
}

const mean = (v: readonly number[]) => v.reduce((a, b) => a + b, 0) / v.length;

/** Mean write IOPS per wait state (and of its baseline jobs), ascending wait. */
export function hirStateMeans(points: readonly HirPoint[]): HirStateMean[] {
  const waits = [...new Set(points.filter((p) => p.phase === 'wait').map((p) => p.waitS ?? 0))].sort(
    (a, b) => a - b,
  );
  return waits.map((waitS) => {
    const w = points.filter((p) => p.phase === 'wait' && p.waitS === waitS).map((p) => p.iops);
    const b = points.filter((p) => p.phase === 'baseline' && p.waitS === waitS).map((p) => p.iops);
    const out: HirStateMean = { waitS, wait: mean(w), jobs: w.length };
    if (b.length) out.baseline = mean(b);
    return out;
  });
}
