// Looking up the summaries of a disk by workload, for views that start from a workload
// (a headline column, a matrix cell, a verdict).
import type { Dataset, TestKind, Workload } from '../../model/types';
import { summariseDisk } from './summarise';
import type { WorkloadSummary } from './types';

/** What a lookup pins down; unset fields match anything. */
export interface WorkloadQuery {
  test?: TestKind | readonly TestKind[];
  pattern?: Workload['pattern'];
  readPct?: number;
  blockSize?: number;
  queueDepth?: number;
  jobs?: number;
  trim?: boolean;
  variant?: string;
}

function matches(s: WorkloadSummary, q: WorkloadQuery): boolean {
  const w = s.workload;
  if (q.test !== undefined && !(typeof q.test === 'string' ? [q.test] : q.test).includes(s.test))
    return false;
  if (q.pattern !== undefined && w.pattern !== q.pattern) return false;
  if (q.readPct !== undefined && w.readPct !== q.readPct) return false;
  if (q.blockSize !== undefined && w.blockSize !== q.blockSize) return false;
  if (q.queueDepth !== undefined && w.queueDepth !== q.queueDepth) return false;
  if (q.jobs !== undefined && w.jobs !== q.jobs) return false;
  if (q.trim !== undefined && Boolean(w.trim) !== q.trim) return false;
  if (q.variant !== undefined && s.variant !== undefined && s.variant !== q.variant) return false;
  return true;
}

/** The disk's summaries matching `q`, in the dataset's order. */
export function summariesAt(ds: Dataset, diskId: string, q: WorkloadQuery): WorkloadSummary[] {
  return summariseDisk(ds, diskId).filter((s) => matches(s, q));
}

/** The one summary matching `q` with the most runs (the first such on a tie), if any. */
export function findSummary(ds: Dataset, diskId: string, q: WorkloadQuery): WorkloadSummary | undefined {
  let best: WorkloadSummary | undefined;
  for (const s of summariesAt(ds, diskId, q)) if (!best || s.n > best.n) best = s;
  return best;
}
