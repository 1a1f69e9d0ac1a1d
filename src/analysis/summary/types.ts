// What the summary policy hands every view, tooltip, verdict and export: one stated statistic of
// the repeats of one workload, with the runs it came from. Values in base units.
import type { Measurement, TestKind, Workload } from '../../model/types';
import type { MatrixMetric } from '../metric-value';

/**
 * `single`: one run, its own figure. `median`: the median of every run. `last runs`: the repeats
 * drift (a burst bucket draining, a cache filling), so the figure is the median of the last runs.
 */
export type Statistic = 'single' | 'median' | 'last runs';

/**
 * Runs' readings of one metric, side by side: run `runs[i]` read `values[i]`. Columns, not an object
 * per reading: a workload of 100,000 repeats made 700,000 reading objects, each with its number
 * boxed, all of them live, and marking them was a large share of the collector's pause in the
 * bench's reload of that upload (scripts/bench-many-jobs.ts). A plain array of numbers is one heap
 * object whatever its length: V8 keeps doubles in it unboxed.
 */
export interface Readings {
  /** In run order; the summary's own `runs` array itself when every run has the metric. */
  runs: readonly Measurement[];
  /** Base units. */
  values: readonly number[];
  /** Latency metrics: which latency the values are, when all are the same (readings.ts `readingKind`). */
  kind?: 'lat' | 'clat';
  /** Latency metrics whose runs differ in it (rare): each run's. */
  kinds?: readonly ('lat' | 'clat' | undefined)[];
}

/** One metric of one workload's repeats. */
export interface MetricSummary {
  metric: MatrixMetric;
  statistic: Statistic;
  /** The figure shown everywhere: the median of `used` (the run's own value when there is one). */
  value: number;
  /** Runs that have this metric (successful, duplicates excluded). */
  n: number;
  /** Every run's reading in run order: charts draw these as points or a range where n > 1. */
  values: Readings;
  /** The runs `value` is the median of: `values` itself, or the last runs when the repeats drift. */
  used: Readings;
  /** Spread of every run (not only the used ones). */
  min: number;
  max: number;
  /** Sample standard deviation (n − 1) of every run; undefined for n < 2. */
  stdev?: number;
  /** Latency: total (`lat`) or completion (`clat`) latency, as most runs give it. */
  kind?: 'lat' | 'clat';
}

/** Repeats whose lead figure moves one way, or whose first run stands apart from the rest. */
export interface Drift {
  /** The figure the drift was seen in: IOPS, or bandwidth where no run has IOPS. */
  metric: 'iops' | 'bw';
  kind: 'monotonic' | 'first-apart';
  direction: 'up' | 'down';
  /** The first and the last run's figure, base units. */
  first: number;
  last: number;
  /** How many of the last runs the verdict figure is the median of. */
  lastRuns: number;
}

/** The repeats of one workload on one disk (one variant of it, when runs differ in a key field). */
export interface WorkloadSummary {
  /** The repeats key: every workload-defining field (see key.ts). */
  key: string;
  /** The workload without its variant fields: pattern, mix, block size, queue depth, jobs, test. */
  coreKey: string;
  diskId: string;
  test: TestKind;
  workload: Workload;
  /** What sets this variant apart from the others of the same workload (`filename=/dev/nvme0n1`). */
  variant?: string;
  /** Successful runs in run order, duplicates excluded. */
  runs: Measurement[];
  /** Failed runs of the workload (never in a figure). */
  failed: Measurement[];
  /** Duplicate copies skipped (`duplicateOf`). */
  duplicates: Measurement[];
  /** Number of successful runs. */
  n: number;
  statistic: Statistic;
  metrics: Partial<Record<MatrixMetric, MetricSummary>>;
  /**
   * The run whose IOPS (bandwidth where no IOPS) is the median of the used runs (the lower middle
   * one for an even count): figures shown as a pair come from it, never from two runs.
   */
  representative?: Measurement;
  drift?: Drift;
}
