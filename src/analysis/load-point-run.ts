// Which run a load-curve point is when the same QD × jobs point was run more than once. Kept apart
// so the summary policy's choice (src/analysis/summary, the run whose IOPS is the median) is the one
// place that decides, as it is for every other view.
import type { Measurement } from '../model/types';

export type PointPicker = (runs: readonly Measurement[]) => Measurement;

/** The run whose IOPS is the median (the lower middle of an even count); file order breaks ties. */
export const pointRun: PointPicker = (runs) => {
  if (runs.length === 0) throw new Error('a load-curve point needs at least one run');
  const sorted = [...runs].sort((a, b) => (a.total.iops ?? 0) - (b.total.iops ?? 0));
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
};
