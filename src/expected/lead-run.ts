// Which run of a disk the landing page judges: its 4 KiB random run at the highest load (queue
// depth × jobs). Vendors quote IOPS as maxima reached at a sufficient queue depth, so the run that
// loads the disk most is the one to hold against them; a run at load 1 (QD1, one job) measures
// latency, not the ceiling, and is "not comparable" rather than a low bar. Of several workloads at
// that load, random read first, then random write, then the mix with most reads; of several runs of
// one workload, the median run by IOPS (the lower middle of an even count, so it is a real run).
import type { Measurement } from '../model/types';
import type { DiskExpectation } from './disk-summary';
import type { Judgement } from './judge';

export const LEAD_BLOCK_SIZE = 4096;

export interface LeadRun {
  measurement: Measurement;
  /** queue depth × jobs when the file states both (or fio's defaults are said), else undefined. */
  load?: number;
  /** False for a run at load 1: vendor maxima need a deeper queue. */
  comparable: boolean;
  /** The run judged against the disk's curve (undefined when the disk matched no curve). */
  judgement?: Judgement;
  /** How many runs share this workload (the median one is shown). */
  runsOfWorkload: number;
}

function loadOf(m: Measurement): number | undefined {
  const { queueDepth, jobs } = m.workload;
  return queueDepth !== undefined && jobs !== undefined ? queueDepth * jobs : undefined;
}

/** Read first, then write, then the mix with more reads. */
function mixRank(readPct: number): number {
  if (readPct === 100) return 0;
  if (readPct === 0) return 1;
  return 2 + (100 - readPct);
}

function medianRun(runs: Measurement[]): Measurement {
  const sorted = [...runs].sort((a, b) => (a.total.iops ?? 0) - (b.total.iops ?? 0));
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

/** The disk's 4 KiB random results (with an IOPS figure), as the landing page considers them. */
export function leadCandidates(results: readonly Measurement[]): Measurement[] {
  return results.filter(
    (m) =>
      m.workload.pattern === 'random' &&
      m.workload.blockSize === LEAD_BLOCK_SIZE &&
      !m.workload.trim &&
      m.total.iops !== undefined &&
      m.test !== 'latency',
  );
}

/** The run the landing page shows for a disk, or undefined when it has no 4 KiB random run. */
export function leadRun(exp: DiskExpectation, results: readonly Measurement[]): LeadRun | undefined {
  const candidates = leadCandidates(results);
  if (candidates.length === 0) return undefined;
  const known = candidates.filter((m) => loadOf(m) !== undefined);
  // Runs whose load the file does not state (a PTS digest) are used only when no run states one.
  const pool = known.length ? known : candidates;
  const top = known.length ? Math.max(...known.map((m) => loadOf(m)!)) : undefined;
  const atTop = pool.filter((m) => loadOf(m) === top);
  const bestMix = Math.min(...atTop.map((m) => mixRank(m.workload.readPct)));
  const runs = atTop.filter((m) => mixRank(m.workload.readPct) === bestMix);
  const m = medianRun(runs);
  const judgement = exp.judgements.find((j) => j.measurementId === m.id);
  return {
    measurement: m,
    ...(top !== undefined ? { load: top } : {}),
    comparable: top === undefined || top > 1,
    ...(judgement ? { judgement } : {}),
    runsOfWorkload: runs.length,
  };
}
