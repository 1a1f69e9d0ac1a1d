// Run order: when each repeat ran. The start time where every run prints one, else the report
// time where every run has one, else file order (the file, then the run's position in a file of
// several runs, then its line). One rule for a whole workload, so the order never mixes clocks.
import type { Measurement } from '../../model/types';
import { NATURAL_ORDER } from '../../lib/natural-order';
import { drain, type Steps } from '../../lib/steps';

/**
 * Every run's `started` or `time` in ms, or undefined when a run lacks one (or it does not parse).
 * Each text parsed once, and a text equal to the last one not again: the 100,000 jobs of one fio
 * JSON share one report time, and parsing it for each run took 28–63 ms of a reload's step.
 */
function timesOf(runs: readonly Measurement[], field: 'started' | 'time'): Float64Array | undefined {
  const out = new Float64Array(runs.length);
  let lastText: string | undefined;
  let last = NaN;
  for (let i = 0; i < runs.length; i++) {
    const text = runs[i]![field];
    if (text === undefined) return undefined;
    if (text !== lastText) {
      lastText = text;
      last = Date.parse(text);
    }
    if (!Number.isFinite(last)) return undefined;
    out[i] = last;
  }
  return out;
}

/** What the order rests on, for labels ("in order of start time"). */
export type OrderBasis = 'started' | 'time' | 'file';

export function orderBasis(runs: readonly Measurement[]): OrderBasis {
  if (timesOf(runs, 'started')) return 'started';
  if (timesOf(runs, 'time')) return 'time';
  return 'file';
}

/**
 * Each file's place in file order: names the collator holds equal share a place, so ordering by it
 * is ordering by `NATURAL_ORDER.compare` (a workload's runs come from few files).
 */
function fileRanks(runs: readonly Measurement[]): Map<string, number> {
  // Runs of one file come together: a name equal to the last one is not looked up again.
  const seen = new Set<string>();
  let last: string | undefined;
  for (const m of runs) {
    const f = m.provenance.file;
    if (f === last) continue;
    seen.add(f);
    last = f;
  }
  const files = [...seen].sort(NATURAL_ORDER.compare);
  const rank = new Map<string, number>();
  let place = 0;
  files.forEach((f, i) => {
    if (i > 0 && NATURAL_ORDER.compare(files[i - 1]!, f) !== 0) place++;
    rank.set(f, place);
  });
  return rank;
}

/** The runs in run order (a stable sort: equal keys keep the dataset's order). */
export function inRunOrder(runs: readonly Measurement[]): Measurement[] {
  return drain(runOrderSteps(runs));
}

/**
 * `inRunOrder` in steps: it yields after reading the times and after working out the keys, so the
 * 100,000 runs of one workload are ordered over three page tasks, not one, when an import
 * summarises them ahead (summariseDiskInSteps): filtering and ordering them was one step of
 * 65–88 ms of CPU in a trace of the import of a fio JSON of 100,000 jobs.
 */
export function* runOrderSteps(runs: readonly Measurement[]): Steps<Measurement[]> {
  const times = timesOf(runs, 'started') ?? timesOf(runs, 'time');
  yield;
  // Every key a number worked out once, not in each comparison (a sort of 100,000 runs compares
  // 1.7 million times; collating file names and reading provenance in each took 56–236 ms in one
  // step of the 100,000-job upload's reload).
  const rank = fileRanks(runs);
  let lastFile: string | undefined;
  let lastRank = 0;
  const keyed = runs.map((m, i) => {
    if (m.provenance.file !== lastFile) {
      lastFile = m.provenance.file;
      lastRank = rank.get(lastFile)!;
    }
    return {
      m,
      t: times ? times[i]! : 0,
      file: lastRank,
      run: m.provenance.run?.index ?? 0,
      line: m.provenance.line ?? 0,
    };
  });
  yield;
  // Equal times (two jobs of one report) fall back to file order: the file, the run, the line.
  return keyed
    .sort((a, b) => a.t - b.t || a.file - b.file || a.run - b.run || a.line - b.line)
    .map((k) => k.m);
}
