// The same fio run arriving twice — a run's text and its JSON (`x.input`, `x.input.json`), a file
// and its pasted copy — counts once. Where both copies print a start time, the same job name and
// start time make them one run. Where they do not, every figure both copies print must agree within
// the text's precision: I/O count and runtime exactly (fio prints them whole), IOPS, bandwidth and
// latency mean, stdev and percentiles within rounding. A disk at a hard cap prints the same IOPS
// every run, so equal IOPS alone never makes a duplicate: at least three figures must be compared.
// The second copy gets `duplicateOf` (the first's id); summaries and charts skip it, the long CSV
// lists it, and the report names both files.
import type { DirectionStats, LatencyStats, Measurement } from '../model/types';

/**
 * Printed text keeps 3–4 significant figures (fio 3.x) or truncates to whole units (fio 2.x
 * `iops=249` for 249.6): a relative 0.6 % or one unit, whichever is larger.
 */
const REL = 0.006;

interface Tally {
  compared: number;
  differs: boolean;
}

function close(a: number | undefined, b: number | undefined, t: Tally, unit = 1): void {
  if (a === undefined || b === undefined || t.differs) return;
  t.compared++;
  if (Math.abs(a - b) > Math.max(REL * Math.max(Math.abs(a), Math.abs(b)), unit)) t.differs = true;
}

function exact(a: number | undefined, b: number | undefined, t: Tally, slack = 0): void {
  if (a === undefined || b === undefined || t.differs) return;
  t.compared++;
  if (Math.abs(a - b) > slack) t.differs = true;
}

/**
 * The unit a latency was printed in, as far as its value shows: percentiles print whole usec or
 * msec (fio picks the unit per block), so 12000000 ns is "12" msec and may stand for 11.456 ms.
 */
function printedUnit(ns: number | undefined): number {
  if (ns === undefined || ns === 0) return 1;
  return ns % 1e6 === 0 ? 1e6 : ns % 1e3 === 0 ? 1e3 : 1;
}

function latency(a: LatencyStats | undefined, b: LatencyStats | undefined, t: Tally): void {
  if (!a || !b) return;
  // Means and stdevs print with 2 decimals of usec or more: one µs is within the text's precision.
  close(a.mean, b.mean, t, 1000);
  close(a.stddev, b.stddev, t, 1000);
  for (const [k, v] of Object.entries(a.percentiles ?? {})) {
    const w = b.percentiles?.[k];
    close(v, w, t, Math.max(1000, printedUnit(v), printedUnit(w)));
  }
}

function direction(a: DirectionStats, b: DirectionStats, t: Tally): void {
  exact(a.totalIos, b.totalIos, t);
  // Runtime in s; text prints whole ms.
  exact(a.runtime, b.runtime, t, 0.0015);
  close(a.iops, b.iops, t);
  close(a.bw, b.bw, t, 1024);
  latency(a.lat, b.lat, t);
  latency(a.clat, b.clat, t);
  latency(a.slat, b.slat, t);
}

/** Whether `b` is the same run as `a` by what both print. */
export function sameRun(a: Measurement, b: Measurement): boolean {
  if ((a.provenance.job ?? '') !== (b.provenance.job ?? '')) return false;
  if (a.started && b.started) return a.started === b.started;
  const dirs = new Set([...Object.keys(a.directions), ...Object.keys(b.directions)]) as Set<
    keyof Measurement['directions']
  >;
  const t: Tally = { compared: 0, differs: false };
  for (const d of dirs) {
    const x = a.directions[d];
    const y = b.directions[d];
    if (!x || !y) return false;
    direction(x, y, t);
  }
  if (dirs.size === 0) close(a.total.iops, b.total.iops, t);
  return !t.differs && t.compared >= 3;
}

/** A fio result that can stand for a run (not a failed job, not a PTS round). */
const candidate = (m: Measurement) =>
  m.test === 'fio' && m.role === 'result' && m.status === 'ok' && m.provenance.tool === 'fio';

/** Two records of one file and one run are two jobs of it, never one run twice. */
const sameSlot = (a: Measurement, b: Measurement) =>
  a.provenance.file === b.provenance.file &&
  (a.provenance.run?.index ?? 0) === (b.provenance.run?.index ?? 0);

/**
 * Marks later copies of the same run with `duplicateOf` (in place) and returns the pairs found,
 * first copy first. `ms` are one disk's measurements in file order.
 */
export function markDuplicates(ms: Measurement[]): { first: Measurement; copy: Measurement }[] {
  const byJob = new Map<string, Measurement[]>();
  const pairs: { first: Measurement; copy: Measurement }[] = [];
  for (const m of ms) {
    if (!candidate(m) || m.duplicateOf) continue;
    const key = m.provenance.job ?? '';
    const seen = byJob.get(key) ?? [];
    const first = seen.find((f) => !sameSlot(f, m) && sameRun(f, m));
    if (first) {
      m.duplicateOf = first.id;
      pairs.push({ first, copy: m });
      continue;
    }
    seen.push(m);
    byJob.set(key, seen);
  }
  return pairs;
}
