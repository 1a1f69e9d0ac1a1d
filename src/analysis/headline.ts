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

const is = (m: Measurement, pattern: 'random' | 'sequential', bs: number, readPct: number) =>
  m.workload.pattern === pattern &&
  m.workload.blockSize === bs &&
  m.workload.readPct === readPct &&
  !m.workload.trim;

/** A larger value wins; on a tie the first one stays. */
function better(current: Figure | undefined, m: Measurement, v: number | undefined): Figure | undefined {
  return v !== undefined && Number.isFinite(v) && (!current || v > current.value)
    ? { value: v, measurementId: m.id }
    : current;
}

/**
 * One pass over the disk's measurements (the overview computes this for every disk when an upload
 * arrives: 26,000 measurements in the import benchmark).
 */
export function headlineFor(ms: Measurement[]): Headline {
  const tests = new Set<string>();
  const h: Headline = { tests: [] };
  // 4k QD1 latency: the PTS latency test (the steady-state figure) before a plain run, then the lowest.
  let lat: { m: Measurement; v: number; pts: boolean } | undefined;
  for (const m of ms) {
    tests.add(m.test);
    if (!usable(m)) continue;
    if (is(m, 'random', 4 * KiB, 100)) {
      h.randRead4k = better(h.randRead4k, m, m.total.iops);
      // The PTS latency test runs one job at queue depth 1 by definition, so its results count
      // even where the file does not say (digests, a bundle without its fio rounds).
      const pts = m.test === 'latency';
      if (pts || (m.workload.queueDepth === 1 && (m.workload.jobs ?? 1) === 1)) {
        const v = m.total.lat?.mean ?? m.directions.read?.lat?.mean ?? m.directions.read?.clat?.mean;
        if (v !== undefined && (!lat || (pts && !lat.pts) || (pts === lat.pts && v < lat.v)))
          lat = { m, v, pts };
      }
    } else if (is(m, 'random', 4 * KiB, 0)) h.randWrite4k = better(h.randWrite4k, m, m.total.iops);
    else if (is(m, 'sequential', MiB, 100)) h.seqRead1m = better(h.seqRead1m, m, m.total.bw);
    else if (is(m, 'sequential', MiB, 0)) h.seqWrite1m = better(h.seqWrite1m, m, m.total.bw);
  }
  for (const k of ['randRead4k', 'randWrite4k', 'seqRead1m', 'seqWrite1m'] as const) if (!h[k]) delete h[k];
  h.tests = [...tests].sort();
  if (lat) h.lat4kQd1 = { value: lat.v, measurementId: lat.m.id };
  return h;
}

export function headlineFigures(ds: Dataset, diskId: string): Headline {
  return headlineFor(measurementsOf(ds, diskId));
}
