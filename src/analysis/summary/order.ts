// Run order: when each repeat ran. The start time where every run prints one, else the report
// time where every run has one, else file order (the file, then the run's position in a file of
// several runs, then its line). One rule for a whole workload, so the order never mixes clocks.
import type { Measurement } from '../../model/types';
import { NATURAL_ORDER } from '../../lib/natural-order';
import { drain, type Steps } from './steps';

const hasTime = (v: string | undefined) => v !== undefined && Number.isFinite(Date.parse(v));

function byFile(a: Measurement, b: Measurement): number {
  const pa = a.provenance;
  const pb = b.provenance;
  return (
    // Equal names first: the runs of one file (100,000 jobs of one JSON) need no collation.
    (pa.file === pb.file ? 0 : NATURAL_ORDER.compare(pa.file, pb.file)) ||
    (pa.run?.index ?? 0) - (pb.run?.index ?? 0) ||
    (pa.line ?? 0) - (pb.line ?? 0)
  );
}

/** What the order rests on, for labels ("in order of start time"). */
export type OrderBasis = 'started' | 'time' | 'file';

export function orderBasis(runs: readonly Measurement[]): OrderBasis {
  if (runs.every((m) => hasTime(m.started))) return 'started';
  if (runs.every((m) => hasTime(m.time))) return 'time';
  return 'file';
}

/** The runs in run order (a stable sort: equal keys keep the dataset's order). */
export function inRunOrder(runs: readonly Measurement[]): Measurement[] {
  return drain(runOrderSteps(runs));
}

/**
 * `inRunOrder` in steps: it yields after checking which clock every run has and after reading the
 * times, so the 100,000 runs of one workload are ordered over three page tasks, not one, when an
 * import summarises them ahead (summariseDiskInSteps): filtering and ordering them was one step of
 * 65–88 ms of CPU in a trace of the import of a fio JSON of 100,000 jobs.
 */
export function* runOrderSteps(runs: readonly Measurement[]): Steps<Measurement[]> {
  const basis = orderBasis(runs);
  yield;
  const get =
    basis === 'started'
      ? (m: Measurement) => m.started
      : basis === 'time'
        ? (m: Measurement) => m.time
        : undefined;
  // Each time parsed once, not in every comparison (a sort of 100,000 runs compares 1.7 million times).
  const keyed = runs.map((m) => ({ m, t: get ? Date.parse(get(m)!) : 0 }));
  yield;
  // Equal times (two jobs of one report) fall back to file order.
  return keyed.sort((a, b) => a.t - b.t || byFile(a.m, b.m)).map((k) => k.m);
}
