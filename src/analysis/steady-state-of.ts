// The one way every view gets a PTS test's steady state (the Steady-state, WSAT and HIR tabs alike):
// the suite's tracked metric, checked with the bundle's own ss_verification. The suite's option
// `--ss_verification` (percent, default 10) sets both limits of the check (slope excursion ≤ it,
// data excursion ≤ twice it); a bundle run with another value must be judged with that value.
import type { Disk, TestKind } from '../model/types';
import {
  determineSteadyState,
  trackedMetric,
  type RoundMeasurement,
  type SteadyState,
  type Tracked,
} from './steady-state';

/** The suite's default ss_verification, in percent. */
export const DEFAULT_SS_VERIFICATION_PCT = 10;

/** `.options` run options as the suite named them (the PTS importer keeps them as `pts.<key>`). */
export function suiteOptions(disk: Disk | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(disk?.metadata ?? {})) if (k.startsWith('pts.')) out[k.slice(4)] = v;
  return out;
}

/** The bundle's ss_verification in percent; the suite's default when `.options` does not say. */
export function ssVerificationPct(disk: Disk | undefined): number {
  const v = Number(suiteOptions(disk).ss_verification);
  return Number.isFinite(v) && v > 0 ? v : DEFAULT_SS_VERIFICATION_PCT;
}

export interface TestSteadyState {
  /** The metric the suite tracks (throughput has one per block size: `index` picks it). */
  tracked: Tracked;
  /** Undefined with fewer than five rounds. */
  steady: SteadyState | undefined;
  /** The ss_verification the check used, in percent. */
  verificationPct: number;
}

/** Steady state of `test` on one disk, as the suite decided it for that bundle. */
export function steadyStateOf(
  measurements: readonly RoundMeasurement[],
  disk: Disk | undefined,
  test: TestKind,
  index = 0,
): TestSteadyState | undefined {
  const tracked = trackedMetric(measurements, test);
  const tr = tracked[index] ?? tracked[0];
  if (!tr) return undefined;
  const verificationPct = ssVerificationPct(disk);
  return { tracked: tr, steady: determineSteadyState(tr.points, verificationPct), verificationPct };
}
