// SNIA PTS steady state, recomputed from the rounds exactly as cloudharmony/block-storage does it
// (docs/pts-bundles.md §2, `BlockStorageTest::isSteadyState`): after every round x ≥ 5,
// take the tracking metric of rounds x−4 … x, fit a least-squares line (slope and intercept rounded
// to 3 decimals), and call it steady when max − min ≤ 20% of the window mean and |slope × 4|
// (rounded to 1 decimal) ≤ 10% of it. The first passing round ends the test; with none by the last
// round, the window is the last five rounds and the verdict "not achieved".
import type { Measurement, TestKind } from '../model/types';
import { MiB, NS_PER_MS } from '../model/units';

export const WINDOW_ROUNDS = 5;

export interface RoundPoint {
  round: number;
  value: number;
}

export interface WindowCheck {
  rounds: number[];
  values: number[];
  average: number;
  slope: number;
  intercept: number;
  /** Allowed: 20% of the average (2 × ss_verification). */
  maxDataExcursion: number;
  /** Allowed: 10% of the average (ss_verification). */
  maxSlopeExcursion: number;
  /** Measured: max − min. */
  dataExcursion: number;
  /** Measured: |slope × 4|, rounded to 1 decimal. */
  slopeExcursion: number;
  achieved: boolean;
}

export interface SteadyState {
  achieved: boolean;
  /** The window whose rounds the results use: the first passing one, else the last five rounds. */
  window: WindowCheck;
  /** Every check the suite made (one per round from the 5th on). */
  checks: WindowCheck[];
}

/** PHP's round(): half away from zero. */
export function phpRound(v: number, decimals: number): number {
  const f = 10 ** decimals;
  return (Math.sign(v) * Math.round(Math.abs(v) * f + 1e-9)) / f;
}

/** The suite's check of one window of exactly five (round, value) points. */
export function checkWindow(points: readonly RoundPoint[], verificationPct = 10): WindowCheck {
  const n = points.length;
  const xs = points.map((p) => p.round);
  const ys = points.map((p) => p.value);
  const sx = xs.reduce((a, b) => a + b, 0);
  const sy = ys.reduce((a, b) => a + b, 0);
  const sxy = points.reduce((a, p) => a + p.round * p.value, 0);
  const sxx = xs.reduce((a, x) => a + x * x, 0);
  const rawSlope = (n * sxy - sx * sy) / (n * sxx - sx * sx);
  const slope = phpRound(rawSlope, 3);
  const intercept = phpRound((sy - rawSlope * sx) / n, 3);
  const average = sy / n;
  const maxSlopeExcursion = average * verificationPct * 0.01;
  const maxDataExcursion = 2 * maxSlopeExcursion;
  const dataExcursion = Math.max(...ys) - Math.min(...ys);
  const slopeExcursion = phpRound(Math.abs(slope * 4), 1);
  const achieved = dataExcursion <= maxDataExcursion && slopeExcursion <= maxSlopeExcursion;
  return {
    rounds: xs,
    values: ys,
    average,
    slope,
    intercept,
    maxDataExcursion,
    maxSlopeExcursion,
    dataExcursion,
    slopeExcursion,
    achieved,
  };
}

/** Runs the suite's loop over rounds 1…N (sorted by round). Undefined with fewer than five rounds. */
export function determineSteadyState(
  points: readonly RoundPoint[],
  verificationPct = 10,
): SteadyState | undefined {
  const sorted = [...points].sort((a, b) => a.round - b.round);
  const checks: WindowCheck[] = [];
  for (let end = WINDOW_ROUNDS; end <= sorted.length; end++) {
    const check = checkWindow(sorted.slice(end - WINDOW_ROUNDS, end), verificationPct);
    checks.push(check);
    if (check.achieved) return { achieved: true, window: check, checks };
  }
  const last = checks[checks.length - 1];
  return last ? { achieved: false, window: last, checks } : undefined;
}

/** A PTS round measurement (what the PTS importer produces), reduced to what steady state reads. */
export type RoundMeasurement = Pick<
  Measurement,
  'test' | 'role' | 'workload' | 'directions' | 'total' | 'pts' | 'provenance'
>;

export interface Tracked {
  /** What the suite tracks, e.g. "4k 0/100 write IOPS". */
  label: string;
  /** The unit the suite computes in (its rounding depends on it). */
  unit: 'IOPS' | 'MiB/s' | 'ms';
  points: RoundPoint[];
}

const wdpc = (m: RoundMeasurement) => m.role === 'round' && m.pts?.phase === 'wdpc';

/** The last interval of each round (WSAT: interval 31, HIR: 30, fewer in shortened runs). */
function lastIntervalPerRound(ms: readonly RoundMeasurement[]): RoundMeasurement[] {
  const byRound = new Map<number, RoundMeasurement>();
  for (const m of ms) {
    const r = m.pts?.round ?? 0;
    const cur = byRound.get(r);
    if (!cur || (m.pts?.interval ?? 0) > (cur.pts?.interval ?? 0)) byRound.set(r, m);
  }
  return [...byRound.values()];
}

/**
 * The tracking metric per round of one PTS test (docs/pts-bundles.md §2). Throughput has one per block
 * size (its 1024k and 128k sub-tests), so this returns a list.
 */
export function trackedMetric(measurements: readonly RoundMeasurement[], test: TestKind): Tracked[] {
  const rounds = measurements.filter((m) => m.test === test && wdpc(m));
  const point = (m: RoundMeasurement, value: number | undefined): RoundPoint[] =>
    value === undefined ? [] : [{ round: m.pts?.round ?? 0, value }];
  const writeOnly = (bs: number) =>
    rounds.filter((m) => m.workload.readPct === 0 && m.workload.blockSize === bs);
  switch (test) {
    case 'iops':
      return [
        {
          label: '4k 0/100 write IOPS',
          unit: 'IOPS',
          points: writeOnly(4096).flatMap((m) => point(m, m.directions.write?.iops)),
        },
      ];
    case 'latency':
      return [
        {
          label: '4k 0/100 mean latency',
          unit: 'ms',
          points: writeOnly(4096).flatMap((m) =>
            point(m, m.directions.write?.lat && m.directions.write.lat.mean / NS_PER_MS),
          ),
        },
      ];
    case 'throughput': {
      const sizes = [
        ...new Set(
          rounds
            .filter((m) => m.workload.readPct === 0)
            .flatMap((m) => (m.workload.blockSize === undefined ? [] : [m.workload.blockSize])),
        ),
      ].sort((a, b) => b - a);
      return sizes.map((bs) => ({
        label: `${bs / 1024}k 0/100 write bandwidth`,
        unit: 'MiB/s' as const,
        points: writeOnly(bs).flatMap((m) => point(m, m.directions.write && m.directions.write.bw / MiB)),
      }));
    }
    case 'wsat':
    case 'hir':
      return [
        {
          label: `4k random write IOPS, last interval of each round`,
          unit: 'IOPS',
          points: lastIntervalPerRound(rounds).flatMap((m) => point(m, m.directions.write?.iops)),
        },
      ];
    default:
      return [];
  }
}
