// The one summary policy: the repeats of a workload become one stated statistic (see README.md).
import type { Dataset, Measurement } from '../../model/types';
import { measurementsOf } from '../by-disk';
import { ALL_METRICS, metricValue, type MatrixMetric } from '../metric-value';
import { findDrift } from './drift';
import { coreKey, repeatsKey, variantFields, variantLabels } from './key';
import { inRunOrder } from './order';
import { lowerMedianIndex, median, sampleStdev } from './statistic';
import type { Drift, MetricSummary, RunValue, Statistic, WorkloadSummary } from './types';

/** Readings of one metric, in the given (run) order, from runs that have it. */
function readings(runs: readonly Measurement[], metric: MatrixMetric): RunValue[] {
  const out: RunValue[] = [];
  for (const run of runs) {
    const v = metricValue(run, metric);
    if (v && Number.isFinite(v.value)) out.push({ run, value: v.value, ...(v.kind ? { kind: v.kind } : {}) });
  }
  return out;
}

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
  const leadValues = readings(ordered, lead);
  const found = findDrift(leadValues.map((r) => r.value));
  const usedLead = found ? leadValues.slice(leadValues.length - found.lastRuns) : leadValues;
  const drift: Drift | undefined = found && {
    metric: lead,
    kind: found.kind,
    direction: found.direction,
    first: leadValues[0]!.value,
    last: leadValues[leadValues.length - 1]!.value,
    lastRuns: found.lastRuns,
  };
  // Under drift the used runs are the last ones (by the lead figure); without, every run.
  const used = new Set(found ? usedLead.map((r) => r.run) : ordered);
  const representative = usedLead.length
    ? usedLead[lowerMedianIndex(usedLead.map((r) => r.value))]!.run
    : ordered[ordered.length - 1];
  return { used, ...(drift ? { drift } : {}), ...(representative ? { representative } : {}) };
}

function metricSummary(
  ordered: readonly Measurement[],
  metric: MatrixMetric,
  policy: Policy,
): MetricSummary | undefined {
  const values = readings(ordered, metric);
  if (!values.length) return undefined;
  const fromUsed = values.filter((r) => policy.used.has(r.run));
  // A metric the last runs lack (rare) is the median of every run that has it, and says so.
  const used = fromUsed.length ? fromUsed : values;
  const statistic: Statistic =
    values.length === 1 ? 'single' : policy.drift && used.length < values.length ? 'last runs' : 'median';
  const all = values.map((r) => r.value);
  const stdev = sampleStdev(all);
  const kinds = values.filter((r) => r.kind === 'clat').length;
  const kind = values.some((r) => r.kind) ? (kinds * 2 > values.length ? 'clat' : 'lat') : undefined;
  return {
    metric,
    statistic,
    value: median(used.map((r) => r.value)),
    n: values.length,
    values,
    used,
    min: Math.min(...all),
    max: Math.max(...all),
    ...(stdev !== undefined ? { stdev } : {}),
    ...(kind ? { kind } : {}),
  };
}

/**
 * One metric of repeats of one workload (the caller makes sure they are: see `summariseDisk`):
 * duplicates and failed runs left out, run order, drift, the median of the used runs.
 */
export function summariseRuns(runs: readonly Measurement[], metric: MatrixMetric): MetricSummary | undefined {
  const ordered = inRunOrder(runs.filter((m) => m.duplicateOf === undefined && m.status === 'ok'));
  return metricSummary(ordered, metric, policyOf(ordered));
}

/** Every metric of the repeats of one workload, as one summary. */
export function summariseWorkload(
  runs: readonly Measurement[],
  diskId: string,
  variant?: string,
): WorkloadSummary {
  const first = runs[0]!;
  const duplicates = runs.filter((m) => m.duplicateOf !== undefined);
  const own = runs.filter((m) => m.duplicateOf === undefined);
  const ordered = inRunOrder(own.filter((m) => m.status === 'ok'));
  const failed = inRunOrder(own.filter((m) => m.status !== 'ok'));
  const policy = policyOf(ordered);
  const metrics: WorkloadSummary['metrics'] = {};
  for (const metric of ALL_METRICS) {
    const s = metricSummary(ordered, metric, policy);
    if (s) metrics[metric] = s;
  }
  const statistic: Statistic = ordered.length <= 1 ? 'single' : policy.drift ? 'last runs' : 'median';
  const sample = ordered[0] ?? failed[0] ?? first;
  return {
    key: repeatsKey(first),
    coreKey: coreKey(first),
    diskId,
    test: first.test,
    workload: sample.workload,
    ...(variant ? { variant } : {}),
    runs: ordered,
    failed,
    duplicates,
    n: ordered.length,
    statistic,
    metrics,
    ...(policy.representative ? { representative: policy.representative } : {}),
    ...(policy.drift ? { drift: policy.drift } : {}),
  };
}

/** Results (not PTS rounds) grouped into repeats, variants labelled; in the dataset's order. */
export function summariseMeasurements(ms: readonly Measurement[], diskId: string): WorkloadSummary[] {
  const groups = new Map<string, Measurement[]>();
  for (const m of ms) {
    if (m.role !== 'result') continue;
    const key = repeatsKey(m);
    const list = groups.get(key);
    if (list) list.push(m);
    else groups.set(key, [m]);
  }
  // Variants: groups that share a core key.
  const byCore = new Map<string, Measurement[][]>();
  for (const g of groups.values()) {
    const core = coreKey(g[0]!);
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
  return [...groups.values()].map((g) => summariseWorkload(g, diskId, labels.get(g)));
}

const cache = new WeakMap<Dataset, Map<string, WorkloadSummary[]>>();

/** Every workload of one disk, summarised once per dataset object (views ask again and again). */
export function summariseDisk(ds: Dataset, diskId: string): WorkloadSummary[] {
  let byDisk = cache.get(ds);
  if (!byDisk) cache.set(ds, (byDisk = new Map()));
  let out = byDisk.get(diskId);
  if (!out) byDisk.set(diskId, (out = summariseMeasurements(measurementsOf(ds, diskId), diskId)));
  return out;
}
