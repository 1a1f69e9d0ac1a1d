// Summaries kept per disk's runs, not only per dataset object: the page shows a merged dataset
// (published data and every upload, model/merge.ts), a new object whose disk holds the very same
// Measurement objects in the same order as the upload it came from. A summary made ahead on the
// upload's dataset (summariseDiskInSteps) is found again here. A summary is a pure function of
// the runs and the disk id, so equal runs (same objects, same order) give the same summary.
import type { Measurement } from '../../model/types';
import type { WorkloadSummary } from './types';

interface Kept {
  diskId: string;
  runs: readonly Measurement[];
  out: WorkloadSummary[];
}

/** Keyed by the first run, so the entries go when the runs do. */
const kept = new WeakMap<Measurement, Kept[]>();

const sameRuns = (a: readonly Measurement[], b: readonly Measurement[]) =>
  a.length === b.length && a.every((m, i) => m === b[i]);

export function summaryOfRuns(runs: readonly Measurement[], diskId: string): WorkloadSummary[] | undefined {
  const first = runs[0];
  if (!first) return undefined;
  return kept.get(first)?.find((k) => k.diskId === diskId && sameRuns(k.runs, runs))?.out;
}

export function keepSummaryOfRuns(
  runs: readonly Measurement[],
  diskId: string,
  out: WorkloadSummary[],
): WorkloadSummary[] {
  const first = runs[0];
  if (!first) return out;
  const list = kept.get(first);
  if (list) list.push({ diskId, runs, out });
  else kept.set(first, [{ diskId, runs, out }]);
  return out;
}
