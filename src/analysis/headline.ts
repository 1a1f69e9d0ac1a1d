// The figures people quote first about a disk (the overview table, its lead chart and the CLI
// summary): random read / write IOPS, sequential read / write bandwidth and random read latency.
// Each is one column whose workload (block size, queue depth, jobs) comes from the workloads the
// disks have — the one most of them share — so a column is never blank because a disk was run at
// other settings than a fixed list; the header names the workload. A disk's figure in a column is
// its summary (analysis/summary: the median of its repeats) at the column's block size — at the
// header's queue depth × jobs where it has that, else at its own, which the cell then names — and
// "—" only where it has nothing at that pattern, mix and block size.
import type { Dataset, TestKind } from '../model/types';
import { KiB, MiB } from '../model/units';
import { measurementsOf } from './by-disk';
import type { MatrixMetric } from './metric-value';
import { pickFigure, summariseDisk, type MetricSummary, type WorkloadSummary } from './summary';

/** The five columns, by a stable id (also the overview's sort key in links). */
export type FigureKey = 'randRead4k' | 'randWrite4k' | 'seqRead1m' | 'seqWrite1m' | 'lat4kQd1';
export const FIGURE_KEYS: readonly FigureKey[] = [
  'randRead4k',
  'randWrite4k',
  'seqRead1m',
  'seqWrite1m',
  'lat4kQd1',
];

interface Slot {
  pattern: 'random' | 'sequential';
  readPct: number;
  metric: MatrixMetric;
  /** The block size people quote for it: preferred when as many disks have it as another. */
  preferredBs: number;
  /** Preferred queue depth × jobs on a tie (latency: one I/O in flight). */
  preferQd1?: boolean;
}

const SLOTS: Record<FigureKey, Slot> = {
  randRead4k: { pattern: 'random', readPct: 100, metric: 'iops', preferredBs: 4 * KiB },
  randWrite4k: { pattern: 'random', readPct: 0, metric: 'iops', preferredBs: 4 * KiB },
  seqRead1m: { pattern: 'sequential', readPct: 100, metric: 'bw', preferredBs: MiB },
  seqWrite1m: { pattern: 'sequential', readPct: 0, metric: 'bw', preferredBs: MiB },
  lat4kQd1: { pattern: 'random', readPct: 100, metric: 'latMean', preferredBs: 4 * KiB, preferQd1: true },
};

/** Tests whose results stand for a disk's plain performance (not WSAT / HIR phases, iozone, ioping). */
const HEADLINE_TESTS: readonly TestKind[] = ['iops', 'throughput', 'latency', 'fio'];
/** The PTS tests measure in steady state: their figure is taken before a plain fio run's. */
const PTS_TESTS: readonly TestKind[] = ['iops', 'throughput', 'latency'];

/** The workload of one column. */
export interface HeadlineColumn {
  key: FigureKey;
  metric: MatrixMetric;
  pattern: 'random' | 'sequential';
  readPct: number;
  /** Undefined when no disk has anything for this column. */
  blockSize?: number;
  queueDepth?: number;
  jobs?: number;
  /** How many of the disks the columns were chosen over have this workload. */
  disks: number;
}

export interface Figure {
  value: number;
  /** The run the figure points at: the summary's representative run (median IOPS). */
  measurementId: string;
  summary: WorkloadSummary;
  stat: MetricSummary;
  /**
   * Set when the disk has the column's block size only at another queue depth × jobs than the
   * header's: the figure is at this depth, and every view says so beside it.
   */
  depth?: { queueDepth?: number; jobs?: number };
}

export type Headline = Partial<Record<FigureKey, Figure>> & {
  /** Which kinds of test the disk has (fio, iops, throughput, latency, wsat, hir, …). */
  tests: string[];
};

/**
 * Queue depth and jobs of a summary: the PTS latency test runs one job at queue depth 1 by
 * definition, so its results count so even where a digest does not say.
 */
function depthJobs(s: WorkloadSummary): { queueDepth?: number; jobs?: number } {
  const w = s.workload;
  if (s.test === 'latency') return { queueDepth: w.queueDepth ?? 1, jobs: w.jobs ?? 1 };
  return {
    ...(w.queueDepth !== undefined ? { queueDepth: w.queueDepth } : {}),
    ...(w.jobs !== undefined ? { jobs: w.jobs } : {}),
  };
}

function fits(s: WorkloadSummary, slot: Slot): boolean {
  const w = s.workload;
  return (
    HEADLINE_TESTS.includes(s.test) &&
    w.pattern === slot.pattern &&
    w.readPct === slot.readPct &&
    !w.trim &&
    w.blockSize !== undefined &&
    s.metrics[slot.metric] !== undefined
  );
}

const depthKey = (qd?: number, jobs?: number) => `${qd ?? ''}|${jobs ?? ''}`;

interface DepthCount {
  qd?: number;
  jobs?: number;
  n: number;
}

/** Lexicographic comparison of two score lists: the larger wins. */
function better(a: number[], b: number[]): boolean {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! > b[i]!;
  return false;
}

/** Counts, per column, how many disks have each block size and depth: fed disk by disk (large uploads in slices). */
export class HeadlineCounter {
  /** slot → block size → { disks, depth → disks } */
  private readonly counts = new Map<FigureKey, Map<number, { n: number; depths: Map<string, DepthCount> }>>();

  add(ds: Dataset, diskId: string): void {
    const summaries = summariseDisk(ds, diskId);
    for (const key of FIGURE_KEYS) {
      const slot = SLOTS[key];
      let bySize = this.counts.get(key);
      if (!bySize) this.counts.set(key, (bySize = new Map()));
      const seenBs = new Set<number>();
      const seenDepth = new Set<string>();
      for (const s of summaries) {
        if (!fits(s, slot)) continue;
        const bs = s.workload.blockSize!;
        let entry = bySize.get(bs);
        if (!entry) bySize.set(bs, (entry = { n: 0, depths: new Map() }));
        if (!seenBs.has(bs)) {
          seenBs.add(bs);
          entry.n++;
        }
        const { queueDepth, jobs } = depthJobs(s);
        const dk = `${bs}|${depthKey(queueDepth, jobs)}`;
        if (seenDepth.has(dk)) continue;
        seenDepth.add(dk);
        const d = entry.depths.get(dk);
        if (d) d.n++;
        else
          entry.depths.set(dk, {
            ...(queueDepth !== undefined ? { qd: queueDepth } : {}),
            ...(jobs !== undefined ? { jobs } : {}),
            n: 1,
          });
      }
    }
  }

  /**
   * The columns: per slot the block size most disks have (on a tie the quoted one, 4k or 1m, then
   * the smaller), and at it the queue depth × jobs most of them have (on a tie: for latency one job
   * at queue depth 1, else the deeper queue × jobs) — so the same disks always give the same columns.
   */
  columns(): HeadlineColumn[] {
    return FIGURE_KEYS.map((key) => {
      const slot = SLOTS[key];
      const base = { key, metric: slot.metric, pattern: slot.pattern, readPct: slot.readPct };
      const sizes = [...(this.counts.get(key)?.entries() ?? [])];
      if (!sizes.length) return { ...base, disks: 0 };
      const [bs, entry] = sizes.reduce((a, b) =>
        better(
          [b[1].n, b[0] === slot.preferredBs ? 1 : 0, -b[0]],
          [a[1].n, a[0] === slot.preferredBs ? 1 : 0, -a[0]],
        )
          ? b
          : a,
      );
      const score = (d: DepthCount) => {
        const load = (d.qd ?? 1) * (d.jobs ?? 1);
        return slot.preferQd1 ? [d.n, d.qd === 1 && (d.jobs ?? 1) === 1 ? 1 : 0, -load] : [d.n, load];
      };
      const depth = [...entry.depths.values()].reduce((a, b) => (better(score(b), score(a)) ? b : a));
      return {
        ...base,
        blockSize: bs,
        ...(depth.qd !== undefined ? { queueDepth: depth.qd } : {}),
        ...(depth.jobs !== undefined ? { jobs: depth.jobs } : {}),
        disks: entry.n,
      };
    });
  }
}

/** The columns for these disks. */
export function headlineColumns(ds: Dataset, diskIds: readonly string[]): HeadlineColumn[] {
  const counter = new HeadlineCounter();
  for (const id of diskIds) counter.add(ds, id);
  return counter.columns();
}

const datasetColumns = new WeakMap<Dataset, HeadlineColumn[]>();

/** The columns over every disk of the dataset (the overview table's and the CLI's), once per dataset. */
export function datasetHeadlineColumns(ds: Dataset): HeadlineColumn[] {
  let cols = datasetColumns.get(ds);
  if (!cols)
    datasetColumns.set(
      ds,
      (cols = headlineColumns(
        ds,
        ds.disks.map((d) => d.id),
      )),
    );
  return cols;
}

/**
 * The summary of one disk in a column: at the column's block size, at its queue depth × jobs where
 * the disk has that (a PTS test before plain fio runs, then the most runs), else at the disk's own
 * deepest queue × jobs (for latency the shallowest) — the figure then says its depth.
 */
export function columnSummary(ds: Dataset, diskId: string, col: HeadlineColumn): WorkloadSummary | undefined {
  if (col.blockSize === undefined) return undefined;
  const slot = SLOTS[col.key];
  let best: WorkloadSummary | undefined;
  let bestScore: number[] = [];
  for (const s of summariseDisk(ds, diskId)) {
    if (!fits(s, slot) || s.workload.blockSize !== col.blockSize) continue;
    const { queueDepth, jobs } = depthJobs(s);
    const exact = queueDepth === col.queueDepth && jobs === col.jobs ? 1 : 0;
    const load = (queueDepth ?? 1) * (jobs ?? 1);
    const score = [exact, slot.preferQd1 ? -load : load, PTS_TESTS.includes(s.test) ? 1 : 0, s.n];
    if (!best || better(score, bestScore)) {
      best = s;
      bestScore = score;
    }
  }
  return best;
}

/** One disk's figures in the given columns. */
export function headlineFor(ds: Dataset, diskId: string, columns: readonly HeadlineColumn[]): Headline {
  const tests = [...new Set(measurementsOf(ds, diskId).map((m) => m.test))].sort();
  const h: Headline = { tests };
  for (const col of columns) {
    const summary = columnSummary(ds, diskId, col);
    const stat = summary?.metrics[col.metric];
    if (!summary || !stat) continue;
    // The summary's paired run, as every view names it (pick.ts).
    const rep = pickFigure(summary, col.metric)!.run;
    const { queueDepth, jobs } = depthJobs(summary);
    const otherDepth = queueDepth !== col.queueDepth || jobs !== col.jobs;
    h[col.key] = {
      value: stat.value,
      measurementId: rep.id,
      summary,
      stat,
      ...(otherDepth
        ? {
            depth: {
              ...(queueDepth !== undefined ? { queueDepth } : {}),
              ...(jobs !== undefined ? { jobs } : {}),
            },
          }
        : {}),
    };
  }
  return h;
}

/** One disk's figures in the dataset's columns. */
export function headlineFigures(ds: Dataset, diskId: string): Headline {
  return headlineFor(ds, diskId, datasetHeadlineColumns(ds));
}
