// The measured side of a verdict: one figure per workload, from the summary policy
// (analysis/summary) — the median of the repeats, or of the last runs when they drift — never the
// best of several runs. Each is the workload's representative run (the one whose IOPS is the
// median, so its latency and shares pair with it) carrying the summary's IOPS, bandwidth and mean
// latency, so a verdict judges exactly the figure every view shows and still points at a run.
import type { Dataset, Measurement } from '../model/types';
import { summariseDisk, type WorkloadSummary } from '../analysis/summary';

/** The representative run of a summary with the summary's figures; undefined when every run failed. */
export function summaryMeasurement(s: WorkloadSummary): Measurement | undefined {
  const rep = s.representative;
  if (!rep || s.n === 0) return undefined;
  const iops = s.metrics.iops?.value;
  const bw = s.metrics.bw?.value;
  const latMean = s.metrics.latMean?.value;
  const total: Measurement['total'] = { ...rep.total };
  if (iops !== undefined) total.iops = iops;
  if (bw !== undefined) total.bw = bw;
  if (rep.total.lat && latMean !== undefined && s.metrics.latMean?.kind !== 'clat')
    total.lat = { ...rep.total.lat, mean: latMean };
  return { ...rep, total };
}

/** The figures of a disk a verdict may judge: one per workload (and variant), results only. */
export function judgedMeasurements(dataset: Dataset, diskId: string): Measurement[] {
  return summariseDisk(dataset, diskId).flatMap((s) => {
    const m = s.runs.length ? summaryMeasurement(s) : undefined;
    return m && m.role === 'result' ? [m] : [];
  });
}
