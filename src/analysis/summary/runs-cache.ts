// The one cache of summaries, keyed by a disk's runs. Views ask for the same disk again and again
// (`measurementsOf` hands back the same array for a dataset object, so that is found by identity).
// The page also shows a merged dataset (published data and every upload, model/merge.ts): a new
// object whose disk holds the very same Measurement objects in the same order as the upload it
// came from, in a new array, so a summary made ahead on the upload's dataset
// (summariseDiskInSteps) is found again by its runs. A summary is a pure function of the runs and
// the disk id, so equal runs (same objects, same order) give the same summary.
import type { Measurement } from '../../model/types';
import type { WorkloadSummary } from './types';

interface Kept {
  diskId: string;
  runs: readonly Measurement[];
  out: WorkloadSummary[];
}

/** By the runs array itself: the usual case, no comparison needed. */
const byArray = new WeakMap<readonly Measurement[], Kept[]>();
/** By the first run, for an equal array of the same runs; the entries go when the runs do. */
const byFirstRun = new WeakMap<Measurement, Kept[]>();

const sameRuns = (a: readonly Measurement[], b: readonly Measurement[]) =>
  a.length === b.length && a.every((m, i) => m === b[i]);

function add<K extends object>(map: WeakMap<K, Kept[]>, key: K, k: Kept): void {
  const list = map.get(key);
  if (list) list.push(k);
  else map.set(key, [k]);
}

export function summaryOfRuns(runs: readonly Measurement[], diskId: string): WorkloadSummary[] | undefined {
  const first = runs[0];
  if (!first) return undefined;
  const own = byArray.get(runs)?.find((k) => k.diskId === diskId);
  if (own) return own.out;
  const equal = byFirstRun.get(first)?.find((k) => k.diskId === diskId && sameRuns(k.runs, runs));
  if (!equal) return undefined;
  add(byArray, runs, { diskId, runs, out: equal.out });
  return equal.out;
}

export function keepSummaryOfRuns(
  runs: readonly Measurement[],
  diskId: string,
  out: WorkloadSummary[],
): WorkloadSummary[] {
  const first = runs[0];
  if (!first) return out;
  const k = { diskId, runs, out };
  add(byArray, runs, k);
  add(byFirstRun, first, k);
  return out;
}
