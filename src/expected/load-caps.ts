// The caps a load curve is drawn against: the advertised IOPS and throughput of the disk's curve and
// the instance's limits, each turned into operations/s for the curve's block size and read/write mix
// the same way the verdicts do (judge.ts: min(IOPS, throughput ÷ block size), shares by semantics).
// At 128 KiB a throughput cap often binds long before the IOPS cap; the lowest one binds.
import type { DirectionalFigure, ExpectedFigures } from './at-size';
import type { DiskExpectation } from './disk-summary';
import { budgetTotal, countedOps } from './judge';

export interface LoadCap {
  /** What the cap limits: operations (IOPS) or bytes (throughput). */
  kind: 'iops' | 'throughput';
  /** The disk's advertised curve, or the instance (VM) limit. */
  source: 'disk' | 'instance';
  /** The cap as operations/s at this block size and mix. */
  ops: number;
  /** The lowest of the caps: the one that stops the disk first. */
  binds: boolean;
  /** Instance name, for the label ("m5.large", "8 vCPU"). */
  name?: string;
}

function perOp(f: DirectionalFigure, blockSize: number): { read?: number; write?: number } {
  return {
    ...(f.read !== undefined ? { read: f.read / blockSize } : {}),
    ...(f.write !== undefined ? { write: f.write / blockSize } : {}),
  };
}

const maybeDiv = (v: number | undefined, n: number) => (v === undefined ? undefined : v / n);

/** Caps for a workload of `readPct` % reads at `blockSize` bytes, lowest marked `binds`. */
export function loadCaps(figures: ExpectedFigures, readPct: number, blockSize: number): LoadCap[] {
  if (!(blockSize > 0)) return [];
  const shares = { read: readPct / 100, write: 1 - readPct / 100 };
  const caps: Omit<LoadCap, 'binds'>[] = [];
  const add = (kind: LoadCap['kind'], source: LoadCap['source'], ops: number | undefined, name?: string) => {
    if (ops !== undefined && Number.isFinite(ops) && ops > 0)
      caps.push({ kind, source, ops, ...(name ? { name } : {}) });
  };
  const { iops, bw } = figures.disk;
  // An I/O above the curve's counting unit (EBS 256 KiB) counts ⌈b / unit⌉ times against IOPS.
  const n = countedOps(blockSize, figures.ioCountUnit);
  if (iops) add('iops', 'disk', maybeDiv(budgetTotal(iops, shares, iops.semantics), n));
  if (bw) add('throughput', 'disk', budgetTotal(perOp(bw, blockSize), shares, bw.semantics));
  // An instance limit is for all I/O of the VM together: the total, whatever the mix.
  const limit = figures.limit;
  if (limit?.iops !== undefined) add('iops', 'instance', limit.iops / n, limit.name);
  if (limit?.bw !== undefined) add('throughput', 'instance', limit.bw / blockSize, limit.name);
  const lowest = Math.min(...caps.map((c) => c.ops));
  return caps.map((c) => ({ ...c, binds: c.ops === lowest }));
}

/**
 * Runs measured when the disk's burst bucket was likely empty: the verdict placed the run in the
 * session's bucket (start times and runtimes) and the placed upper end of its burst range is within a
 * tenth of the way from the baseline to the burst ceiling.
 */
export function afterBurstRuns(exp: DiskExpectation): Map<string, { baseline: number; upper: number }> {
  const out = new Map<string, { baseline: number; upper: number }>();
  for (const j of exp.judgements) {
    const r = j.range;
    if (!r || r.placement.placed !== 'session') continue;
    if (r.high - r.low < 0.1 * (r.ceiling - r.low))
      out.set(j.measurementId, { baseline: r.low, upper: r.high });
  }
  return out;
}
