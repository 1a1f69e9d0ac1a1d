// Which workload of a disk the landing page judges: its 4 KiB random workload at the highest load
// (queue depth × jobs). Vendors quote IOPS as maxima reached at a sufficient queue depth, so the run
// that loads the disk most is the one to hold against them; a run at load 1 (QD1, one job) measures
// latency, not the ceiling, and is "not comparable" rather than a low bar. Of several workloads at
// that load, random read first, then random write, then the mix with most reads. The figure is the
// summary policy's (analysis/summary: the median of the repeats, the last runs when they drift), and
// the run shown is its representative, so bar, tooltip and verdict show the figure every view shows.
import type { Dataset, Measurement } from '../model/types';
import { summariseDisk, type Statistic, type WorkloadSummary } from '../analysis/summary';
import type { DiskExpectation } from './disk-summary';
import type { Judgement } from './judge';

export const LEAD_BLOCK_SIZE = 4096;

export interface LeadRun {
  /** The workload summary's representative run (the one whose IOPS is the median). */
  measurement: Measurement;
  /** queue depth × jobs when the file states both (or fio's defaults are said), else undefined. */
  load?: number;
  /** False for a run at load 1: vendor maxima need a deeper queue. */
  comparable: boolean;
  /** The workload judged against the disk's curve (undefined when the disk matched no curve). */
  judgement?: Judgement;
  /** How many runs share this workload (the summary's n). */
  runsOfWorkload: number;
  /** How the figure was made from them. */
  statistic: Statistic;
  /** The workload summary itself (tooltips say which runs and how). */
  summary: WorkloadSummary;
}

function loadOf(s: WorkloadSummary): number | undefined {
  const { queueDepth, jobs } = s.workload;
  return queueDepth !== undefined && jobs !== undefined ? queueDepth * jobs : undefined;
}

/** Read first, then write, then the mix with more reads. */
function mixRank(readPct: number): number {
  if (readPct === 100) return 0;
  if (readPct === 0) return 1;
  return 2 + (100 - readPct);
}

/** The disk's 4 KiB random workload summaries with an IOPS figure, as the landing page considers them. */
export function leadCandidates(dataset: Dataset, diskId: string): WorkloadSummary[] {
  return summariseDisk(dataset, diskId).filter(
    (s) =>
      s.workload.pattern === 'random' &&
      s.workload.blockSize === LEAD_BLOCK_SIZE &&
      !s.workload.trim &&
      s.test !== 'latency' &&
      s.representative?.role === 'result' &&
      s.metrics.iops !== undefined,
  );
}

/** The workload the landing page shows for a disk, or undefined when it has no 4 KiB random run. */
export function leadRun(exp: DiskExpectation, dataset: Dataset): LeadRun | undefined {
  const candidates = leadCandidates(dataset, exp.disk.id);
  if (candidates.length === 0) return undefined;
  const known = candidates.filter((s) => loadOf(s) !== undefined);
  // Workloads whose load the file does not state (a PTS digest) are used only when none states one.
  const pool = known.length ? known : candidates;
  const top = known.length ? Math.max(...known.map((s) => loadOf(s)!)) : undefined;
  const atTop = pool.filter((s) => loadOf(s) === top);
  const bestMix = Math.min(...atTop.map((s) => mixRank(s.workload.readPct)));
  // Variants of one workload (another target, engine…): the one with most runs, then file order.
  const chosen = atTop
    .filter((s) => mixRank(s.workload.readPct) === bestMix)
    .reduce((a, b) => (b.n > a.n ? b : a));
  const m = chosen.representative!;
  const judgement = exp.judgements.find((j) => j.measurementId === m.id);
  return {
    measurement: m,
    ...(top !== undefined ? { load: top } : {}),
    comparable: top === undefined || top > 1,
    ...(judgement ? { judgement } : {}),
    runsOfWorkload: chosen.n,
    statistic: chosen.statistic,
    summary: chosen,
  };
}
