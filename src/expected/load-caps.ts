// The caps a load curve is drawn against: the advertised IOPS and throughput of the disk's curve and
// the instance's limits, each turned into operations/s for the curve's block size and read/write mix
// the same way the verdicts do (judge.ts: min(IOPS, throughput ÷ block size), shares by semantics).
// At 128 KiB a throughput cap often binds long before the IOPS cap; the lowest one binds.
import type { DirectionalFigure, ExpectedFigures } from './at-size';
import { budgetTotal } from './judge';

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
  if (iops) add('iops', 'disk', budgetTotal(iops, shares, iops.semantics));
  if (bw) add('throughput', 'disk', budgetTotal(perOp(bw, blockSize), shares, bw.semantics));
  // An instance limit is for all I/O of the VM together: the total, whatever the mix.
  const limit = figures.limit;
  if (limit?.iops !== undefined) add('iops', 'instance', limit.iops, limit.name);
  if (limit?.bw !== undefined) add('throughput', 'instance', limit.bw / blockSize, limit.name);
  const lowest = Math.min(...caps.map((c) => c.ops));
  return caps.map((c) => ({ ...c, binds: c.ops === lowest }));
}
