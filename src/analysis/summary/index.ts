// The summary policy, the way in: how the repeats of one workload on one disk become the one
// figure every view, tooltip, verdict, export and the CLI shows. See README.md.
export type { Drift, MetricSummary, Readings, Statistic, WorkloadSummary } from './types';
export { readingIndex, readingKind } from './readings';
export {
  summariseDisk,
  summariseDiskInSteps,
  summariseMeasurements,
  summariseRuns,
  summariseWorkload,
} from './summarise';
export { coreKey, jobStem, repeatsKey, variantFields, variantLabels } from './key';
export { inRunOrder, orderBasis, type OrderBasis } from './order';
export { findDrift, FIRST_APART_MIN_GAP, MONOTONIC_MIN_CHANGE, type DriftFinding } from './drift';
export { lowerMedianIndex, median, sampleStdev } from './statistic';
export { pickFigure, runPosition, type FigurePick, type PickedFigure } from './pick';
export { findSummary, summariesAt, type WorkloadQuery } from './find';
