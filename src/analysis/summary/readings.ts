// One metric read from each of a workload's runs, as columns (types.ts `Readings`).
import type { Measurement } from '../../model/types';
import { metricValue, type MatrixMetric } from '../metric-value';
import type { Readings } from './types';

/** The kinds of latency a reading can be, as `Readings.kinds` stores them (0: none). */
const KINDS = [undefined, 'lat', 'clat'] as const;

/** Which latency run i's reading is: total (`lat`) or completion (`clat`); undefined for IOPS and bandwidth. */
export function readingKind(r: Readings, i: number): 'lat' | 'clat' | undefined {
  return r.kinds ? KINDS[r.kinds[i]!] : undefined;
}

/** Readings of one metric, in the given (run) order, from the runs that have it (a finite value). */
export function readingsOf(runs: readonly Measurement[], metric: MatrixMetric): Readings {
  const values = new Float64Array(runs.length);
  let kinds: Uint8Array | undefined;
  // The runs array itself while every run has the metric (the usual case): no copy of it.
  let kept: Measurement[] | undefined;
  let n = 0;
  for (let i = 0; i < runs.length; i++) {
    const run = runs[i]!;
    const v = metricValue(run, metric);
    if (!v || !Number.isFinite(v.value)) {
      kept ??= runs.slice(0, i);
      continue;
    }
    if (v.kind) (kinds ??= new Uint8Array(runs.length))[n] = v.kind === 'lat' ? 1 : 2;
    values[n++] = v.value;
    kept?.push(run);
  }
  const out: Readings = { runs: kept ?? runs, values: n === runs.length ? values : values.slice(0, n) };
  if (kinds) out.kinds = n === runs.length ? kinds : kinds.slice(0, n);
  return out;
}

/** The readings of the runs in `keep`, in the same order. */
export function readingsOfRuns(r: Readings, keep: ReadonlySet<Measurement>): Readings {
  const at: number[] = [];
  r.runs.forEach((run, i) => {
    if (keep.has(run)) at.push(i);
  });
  const out: Readings = {
    runs: at.map((i) => r.runs[i]!),
    values: Float64Array.from(at, (i) => r.values[i]!),
  };
  if (r.kinds) out.kinds = Uint8Array.from(at, (i) => r.kinds![i]!);
  return out;
}

/** The position of `run` among the readings, or -1. */
export function readingIndex(r: Readings, run: Measurement | undefined): number {
  return run ? r.runs.indexOf(run) : -1;
}
