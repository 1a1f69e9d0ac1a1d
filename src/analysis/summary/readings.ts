// One metric read from each of a workload's runs, as columns (types.ts `Readings`).
import type { Measurement } from '../../model/types';
import { metricValue, type MatrixMetric } from '../metric-value';
import type { Readings } from './types';

type Kind = 'lat' | 'clat';

/** Which latency run i's reading is: total (`lat`) or completion (`clat`); undefined for IOPS and bandwidth. */
export function readingKind(r: Readings, i: number): Kind | undefined {
  return r.kinds ? r.kinds[i] : r.kind;
}

/** The latency most readings are (`clat` only for more than half); undefined for IOPS and bandwidth. */
export function mostReadingsKind(r: Readings): Kind | undefined {
  if (!r.kinds) return r.kind;
  return r.kinds.filter((k) => k === 'clat').length * 2 > r.values.length ? 'clat' : 'lat';
}

/** The readings' kinds as stored: none (IOPS, bandwidth), one for all, or (rare) one per run. */
function withKinds(out: Readings, kinds: (Kind | undefined)[]): Readings {
  const first = kinds[0];
  if (kinds.every((k) => k === first)) {
    if (first) out.kind = first;
  } else out.kinds = kinds;
  return out;
}

/** Readings of one metric, in the given (run) order, from the runs that have it (a finite value). */
export function readingsOf(runs: readonly Measurement[], metric: MatrixMetric): Readings {
  // Numbers pushed to a plain array: V8 keeps them unboxed (a double array), one heap object for all.
  const values: number[] = [];
  const kinds: (Kind | undefined)[] = [];
  // The runs array itself while every run has the metric (the usual case): no copy of it.
  let kept: Measurement[] | undefined;
  for (let i = 0; i < runs.length; i++) {
    const run = runs[i]!;
    const v = metricValue(run, metric);
    if (!v || !Number.isFinite(v.value)) {
      kept ??= runs.slice(0, i);
      continue;
    }
    values.push(v.value);
    kinds.push(v.kind);
    kept?.push(run);
  }
  // A short array copied to its own length: a pushed one keeps room for 17 numbers, which for the
  // 30,000 one-run workloads of 5,000 disks (7 metrics each) was 28 MB held for nothing.
  return withKinds({ runs: kept ?? runs, values: values.length < 64 ? values.slice() : values }, kinds);
}

/** The readings of the runs in `keep`, in the same order. */
export function readingsOfRuns(r: Readings, keep: ReadonlySet<Measurement>): Readings {
  const at: number[] = [];
  r.runs.forEach((run, i) => {
    if (keep.has(run)) at.push(i);
  });
  const out: Readings = { runs: at.map((i) => r.runs[i]!), values: at.map((i) => r.values[i]!) };
  if (r.kind) out.kind = r.kind;
  return r.kinds
    ? withKinds(
        out,
        at.map((i) => r.kinds![i]!),
      )
    : out;
}

/** The position of `run` among the readings, or -1. */
export function readingIndex(r: Readings, run: Measurement | undefined): number {
  return run ? r.runs.indexOf(run) : -1;
}
