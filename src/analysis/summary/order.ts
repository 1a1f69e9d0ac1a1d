// Run order: when each repeat ran. The start time where every run prints one, else the report
// time where every run has one, else file order (the file, then the run's position in a file of
// several runs, then its line). One rule for a whole workload, so the order never mixes clocks.
import type { Measurement } from '../../model/types';
import { NATURAL_ORDER } from '../../lib/natural-order';

function byTime(get: (m: Measurement) => string | undefined) {
  return (a: Measurement, b: Measurement) => Date.parse(get(a)!) - Date.parse(get(b)!);
}

const hasTime = (v: string | undefined) => v !== undefined && Number.isFinite(Date.parse(v));

function byFile(a: Measurement, b: Measurement): number {
  const pa = a.provenance;
  const pb = b.provenance;
  return (
    NATURAL_ORDER.compare(pa.file, pb.file) ||
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
  const basis = orderBasis(runs);
  const cmp =
    basis === 'started' ? byTime((m) => m.started) : basis === 'time' ? byTime((m) => m.time) : byFile;
  // Equal times (two jobs of one report) fall back to file order.
  return [...runs].sort((a, b) => cmp(a, b) || byFile(a, b));
}
