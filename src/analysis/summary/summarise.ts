// The one summary policy: the repeats of a workload become one stated statistic (see README.md).
import type { Dataset, Measurement } from '../../model/types';
import { measurementsOf } from '../by-disk';
import { ALL_METRICS, type MatrixMetric } from '../metric-value';
import { findDrift } from './drift';
import { keepSummaryOfRuns, summaryOfRuns } from './runs-cache';
import { drain, type Steps } from '../../lib/steps';
import { coreKey, repeatsKey, variantFields, variantLabels } from './key';
import { inRunOrder, runOrderSteps } from './order';
import { lowerMedianIndex, median, sampleStdev } from './statistic';
import { mostReadingsKind, readingsOf, readingsOfRuns } from './readings';
import type { Drift, MetricSummary, Statistic, WorkloadSummary } from './types';

/** The figure the repeats are judged by: IOPS, or bandwidth where no run has IOPS. */
function leadMetric(runs: readonly Measurement[]): 'iops' | 'bw' {
  return runs.some((m) => m.total.iops !== undefined) ? 'iops' : 'bw';
}

interface Policy {
  drift?: Drift;
  /** Runs whose figures make the value (all, or the last runs under drift). */
  used: Set<Measurement>;
  representative?: Measurement;
}

/** Drift, the runs used and the representative run of successful runs already in run order. */
function policyOf(ordered: readonly Measurement[]): Policy {
  const lead = leadMetric(ordered);
  const leadValues = readingsOf(ordered, lead);
  const n = leadValues.values.length;
  const found = findDrift(leadValues.values);
  const drift: Drift | undefined = found && {
    metric: lead,
    kind: found.kind,
    direction: found.direction,
    first: leadValues.values[0]!,
    last: leadValues.values[n - 1]!,
    lastRuns: found.lastRuns,
  };
  // Under drift the used runs are the last ones (by the lead figure); without, every run.
  const from = found ? n - found.lastRuns : 0;
  const used = new Set(found ? leadValues.runs.slice(from) : ordered);
  const representative =
    n > 0
      ? leadValues.runs[from + lowerMedianIndex(from ? leadValues.values.slice(from) : leadValues.values)]!
      : ordered[ordered.length - 1];
  const policy: Policy = { used };
  if (drift) policy.drift = drift;
  if (representative) policy.representative = representative;
  return policy;
}

/** One metric's summary, yielding once its readings are taken (100,000 runs: two steps of a reload). */
function* metricSummarySteps(
  ordered: readonly Measurement[],
  metric: MatrixMetric,
  policy: Policy,
): Steps<MetricSummary | undefined> {
  const values = readingsOf(ordered, metric);
  const all = values.values;
  if (!all.length) return undefined;
  yield;
  // Without drift every run is used: no lookup of 100,000 runs in the set (the same runs either way).
  const fromUsed = policy.drift ? readingsOfRuns(values, policy.used) : values;
  // A metric the last runs lack (rare) is the median of every run that has it, and says so.
  const used = fromUsed.values.length ? fromUsed : values;
  const statistic: Statistic =
    all.length === 1 ? 'single' : policy.drift && used.values.length < all.length ? 'last runs' : 'median';
  const stdev = sampleStdev(all);
  const kind = mostReadingsKind(values);
  const summary: MetricSummary = {
    metric,
    statistic,
    value: median(used.values),
    n: all.length,
    values,
    used,
    // A loop, not Math.min(...all): 100,000 arguments are slow to spread and near the stack's limit.
    min: all.reduce((a, b) => Math.min(a, b), Infinity),
    max: all.reduce((a, b) => Math.max(a, b), -Infinity),
  };
  // Set when present rather than spread in (`...(x ? { x } : {})`): a reload of 5,000 disks makes
  // 30,000 workloads' summaries, and the spreads' throw-away objects were a large share of the
  // garbage its tasks collected (scripts/bench/tasks12-heap.ts).
  if (stdev !== undefined) summary.stdev = stdev;
  if (kind) summary.kind = kind;
  return summary;
}

/**
 * One metric of repeats of one workload (the caller makes sure they are: see `summariseDisk`):
 * duplicates and failed runs left out, run order, drift, the median of the used runs.
 */
export function summariseRuns(runs: readonly Measurement[], metric: MatrixMetric): MetricSummary | undefined {
  const ordered = inRunOrder(runs.filter((m) => m.duplicateOf === undefined && m.status === 'ok'));
  return drain(metricSummarySteps(ordered, metric, policyOf(ordered)));
}

/**
 * Every metric of the repeats of one workload, as one summary, in steps: it yields after the run
 * order, the policy, and each metric's readings and figures, so a workload of 100,000 repeats can be summarised between page tasks (summariseDiskInSteps).
 */
function* workloadSteps(
  runs: readonly Measurement[],
  diskId: string,
  variant?: string,
  /** The runs' repeats key and core key, when the caller has them already (key.ts). */
  keys?: { key: string; core: string },
): Steps<WorkloadSummary> {
  const first = runs[0]!;
  const duplicates = runs.filter((m) => m.duplicateOf !== undefined);
  const own = runs.filter((m) => m.duplicateOf === undefined);
  yield;
  const ordered = yield* runOrderSteps(own.filter((m) => m.status === 'ok'));
  yield;
  const failed = yield* runOrderSteps(own.filter((m) => m.status !== 'ok'));
  yield;
  const policy = policyOf(ordered);
  yield;
  const metrics: WorkloadSummary['metrics'] = {};
  for (const metric of ALL_METRICS) {
    const s = yield* metricSummarySteps(ordered, metric, policy);
    if (s) metrics[metric] = s;
    yield;
  }
  const statistic: Statistic = ordered.length <= 1 ? 'single' : policy.drift ? 'last runs' : 'median';
  const sample = ordered[0] ?? failed[0] ?? first;
  const summary: WorkloadSummary = {
    key: keys?.key ?? repeatsKey(first),
    coreKey: keys?.core ?? coreKey(first),
    diskId,
    test: first.test,
    workload: sample.workload,
    runs: ordered,
    failed,
    duplicates,
    n: ordered.length,
    statistic,
    metrics,
  };
  // Set when present, as in metricSummarySteps.
  if (variant) summary.variant = variant;
  if (policy.representative) summary.representative = policy.representative;
  if (policy.drift) summary.drift = policy.drift;
  return summary;
}

/** Every metric of the repeats of one workload, as one summary. */
export function summariseWorkload(
  runs: readonly Measurement[],
  diskId: string,
  variant?: string,
): WorkloadSummary {
  return drain(workloadSteps(runs, diskId, variant));
}

/**
 * Measurements grouped between two yields of `measurementSteps`: with 5,000, a step that should
 * stop after 10 ms ran on for tens of ms, its garbage's minor GC included (a traced 100,000-job
 * upload's CPU profile).
 */
const GROUP_STEP = 1000;

/** `summariseMeasurements` in steps: it yields every GROUP_STEP measurements and in each workload. */
function* measurementSteps(ms: readonly Measurement[], diskId: string): Steps<WorkloadSummary[]> {
  const groups = new Map<string, Measurement[]>();
  for (const [i, m] of ms.entries()) {
    if (i % GROUP_STEP === GROUP_STEP - 1) yield;
    if (m.role !== 'result') continue;
    const key = repeatsKey(m);
    const list = groups.get(key);
    if (list) list.push(m);
    else groups.set(key, [m]);
  }
  // Variants: groups that share a core key.
  const byCore = new Map<string, Measurement[][]>();
  const coreOf = new Map<Measurement[], string>();
  for (const g of groups.values()) {
    const core = coreKey(g[0]!);
    coreOf.set(g, core);
    const list = byCore.get(core);
    if (list) list.push(g);
    else byCore.set(core, [g]);
  }
  const labels = new Map<Measurement[], string>();
  for (const gs of byCore.values()) {
    if (gs.length < 2) continue;
    const names = variantLabels(gs.map((g) => variantFields(g[0]!)));
    gs.forEach((g, i) => labels.set(g, names[i]!));
  }
  const out: WorkloadSummary[] = [];
  // Each key worked out once per workload (5,000 disks of 6 workloads: 30,000 of each).
  for (const [key, g] of groups)
    out.push(yield* workloadSteps(g, diskId, labels.get(g), { key, core: coreOf.get(g)! }));
  return out;
}

/** Results (not PTS rounds) grouped into repeats, variants labelled; in the dataset's order. */
export function summariseMeasurements(ms: readonly Measurement[], diskId: string): WorkloadSummary[] {
  return drain(measurementSteps(ms, diskId));
}

/** The summaries of one disk, kept by its runs (runs-cache.ts): once per dataset object, and across datasets. */
function* diskSteps(ds: Dataset, diskId: string): Steps<WorkloadSummary[]> {
  const ms = measurementsOf(ds, diskId);
  return summaryOfRuns(ms, diskId) ?? keepSummaryOfRuns(ms, diskId, yield* measurementSteps(ms, diskId));
}

/** Every workload of one disk, summarised once per dataset object (views ask again and again). */
export function summariseDisk(ds: Dataset, diskId: string): WorkloadSummary[] {
  return drain(diskSteps(ds, diskId));
}

/**
 * `summariseDisk` done ahead, in steps between page tasks (`pause` decides when to yield): the
 * import summarises a disk of 100,000 runs this way before the page shows it, where one
 * synchronous pass in the first render blocked the page for 700 ms.
 */
export async function summariseDiskInSteps(
  ds: Dataset,
  diskId: string,
  pause: () => Promise<void>,
): Promise<void> {
  const steps = diskSteps(ds, diskId);
  while (!steps.next().done) await pause();
}
