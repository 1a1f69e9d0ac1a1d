// The figures people quote first about a disk (the overview table and the CLI summary):
// best 4k random read / write IOPS, best 1m sequential read / write bandwidth, 4k QD1 read latency.
// Each figure keeps the id of the measurement it came from, so the screen can say where it is from.
import type { Dataset, Measurement } from '../model/types';
import { KiB, MiB } from '../model/units';
import { measurementsOf } from './by-disk';

export interface Figure {
  value: number;
  measurementId: string;
}

export interface Headline {
  /** IOPS */
  randRead4k?: Figure;
  randWrite4k?: Figure;
  /** bytes/s */
  seqRead1m?: Figure;
  seqWrite1m?: Figure;
  /** ns: mean total latency of 4k random reads at queue depth 1 (one job). */
  lat4kQd1?: Figure;
  /** Which kinds of test the disk has (fio, iops, throughput, latency, wsat, hir, …). */
  tests: string[];
}

function usable(m: Measurement): boolean {
  return m.role === 'result' && m.status === 'ok';
}

function best(ms: Measurement[], pick: (m: Measurement) => number | undefined): Figure | undefined {
  let out: Figure | undefined;
  for (const m of ms) {
    const v = pick(m);
    if (v !== undefined && Number.isFinite(v) && (!out || v > out.value))
      out = { value: v, measurementId: m.id };
  }
  return out;
}

const is = (m: Measurement, pattern: 'random' | 'sequential', bs: number, readPct: number) =>
  m.workload.pattern === pattern &&
  m.workload.blockSize === bs &&
  m.workload.readPct === readPct &&
  !m.workload.trim;

export function headlineFor(ms: Measurement[]): Headline {
  const ok = ms.filter(usable);
  const lat = ok
    .filter(
      (m) => is(m, 'random', 4 * KiB, 100) && m.workload.queueDepth === 1 && (m.workload.jobs ?? 1) === 1,
    )
    .map((m) => ({
      m,
      v: m.total.lat?.mean ?? m.directions.read?.lat?.mean ?? m.directions.read?.clat?.mean,
    }))
    .filter((x): x is { m: Measurement; v: number } => x.v !== undefined)
    // Prefer the PTS latency test (the steady-state figure) over a plain run, then the lowest.
    .sort((a, b) => Number(b.m.test === 'latency') - Number(a.m.test === 'latency') || a.v - b.v)[0];
  const h: Headline = { tests: [...new Set(ms.map((m) => m.test))].sort() };
  const rr = best(ok, (m) => (is(m, 'random', 4 * KiB, 100) ? m.total.iops : undefined));
  const rw = best(ok, (m) => (is(m, 'random', 4 * KiB, 0) ? m.total.iops : undefined));
  const sr = best(ok, (m) => (is(m, 'sequential', MiB, 100) ? m.total.bw : undefined));
  const sw = best(ok, (m) => (is(m, 'sequential', MiB, 0) ? m.total.bw : undefined));
  if (rr) h.randRead4k = rr;
  if (rw) h.randWrite4k = rw;
  if (sr) h.seqRead1m = sr;
  if (sw) h.seqWrite1m = sw;
  if (lat) h.lat4kQd1 = { value: lat.v, measurementId: lat.m.id };
  return h;
}

export function headlineFigures(ds: Dataset, diskId: string): Headline {
  return headlineFor(measurementsOf(ds, diskId));
}
