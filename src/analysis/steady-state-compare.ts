// Puts diskscope's own steady-state verdict beside what the PTS suite wrote: its `ss_*` run options
// (.options, docs/pts-bundles.md §4.6; present only when steady state was achieved, and only for the test
// that ran last) and its `[test].json` figures, which are means over the window rounds (§4).
import type { TestKind } from '../model/types';
import { blockSizeLabel, MiB, NS_PER_MS } from '../model/units';
import { phpRound, type RoundMeasurement, type SteadyState } from './steady-state';

export interface SuiteSteadyState {
  average?: number;
  slope?: number;
  intercept?: number;
  start?: number;
  stop?: number;
  largestDataExcursion?: number;
  largestSlopeExcursion?: number;
}

/** Reads the suite's `ss_*` keys from disk metadata; undefined when it wrote none. */
export function suiteSteadyState(meta: Readonly<Record<string, string>>): SuiteSteadyState | undefined {
  const num = (k: string) =>
    meta[k] !== undefined && meta[k] !== '' && Number.isFinite(Number(meta[k])) ? Number(meta[k]) : undefined;
  const out: SuiteSteadyState = {};
  const fields: [keyof SuiteSteadyState, string][] = [
    ['average', 'ss_average'],
    ['slope', 'ss_slope'],
    ['intercept', 'ss_y_intercept'],
    ['start', 'ss_start'],
    ['stop', 'ss_stop'],
    ['largestDataExcursion', 'ss_largest_data_excursion'],
    ['largestSlopeExcursion', 'ss_largest_slope_excursion'],
  ];
  for (const [field, key] of fields) {
    const v = num(key);
    if (v !== undefined) out[field] = v;
  }
  return Object.keys(out).length ? out : undefined;
}

export interface Disagreement {
  what: string;
  ours: number | string;
  suite: number | string;
}

const close = (a: number, b: number) => Math.abs(a - b) <= Math.max(1e-6, Math.abs(b) * 1e-6);

/**
 * Compares our verdict with the suite's `ss_*` keys. No keys means the suite did not reach steady
 * state (or a later test overwrote .options): that agrees with "not achieved" and is otherwise only
 * a note, never a disagreement, because the keys may belong to another test.
 */
export function compareWithSuite(ours: SteadyState, suite: SuiteSteadyState | undefined): Disagreement[] {
  if (!suite) return [];
  const out: Disagreement[] = [];
  if (!ours.achieved)
    return [{ what: 'verdict', ours: 'not achieved', suite: 'achieved (ss_* keys present)' }];
  const w = ours.window;
  const pairs: [string, number, number | undefined][] = [
    ['ss_start', w.rounds[0] ?? NaN, suite.start],
    ['ss_stop', w.rounds[w.rounds.length - 1] ?? NaN, suite.stop],
    ['ss_average', w.average, suite.average],
    ['ss_slope', w.slope, suite.slope],
    ['ss_y_intercept', w.intercept, suite.intercept],
    ['ss_largest_data_excursion', w.dataExcursion, suite.largestDataExcursion],
    ['ss_largest_slope_excursion', w.slopeExcursion, suite.largestSlopeExcursion],
  ];
  for (const [what, a, b] of pairs)
    if (b !== undefined && !close(a, b)) out.push({ what, ours: a, suite: b });
  return out;
}

const mean = (v: readonly number[]) => v.reduce((a, b) => a + b, 0) / v.length;

/** Block-size label as the suite writes it in keys (throughput says 1024k, not 1m). */
function keyBs(test: TestKind, bytes: number): string {
  return test === 'throughput' ? `${bytes / 1024}k` : blockSizeLabel(bytes);
}

/**
 * The `[test].json` figures recomputed from the window rounds (docs/pts-bundles.md §4): the mean over the
 * window of each block size × mix, with the suite's units and rounding.
 */
export function windowResults(
  measurements: readonly RoundMeasurement[],
  test: TestKind,
  ss: SteadyState,
): Record<string, number> {
  const [first, last] = [ss.window.rounds[0] ?? 0, ss.window.rounds[ss.window.rounds.length - 1] ?? 0];
  const inWindow = measurements.filter(
    (m) =>
      m.test === test &&
      m.role === 'round' &&
      m.pts?.phase === 'wdpc' &&
      m.pts.round >= first &&
      m.pts.round <= last,
  );
  const out: Record<string, number> = {};
  if (test === 'wsat') {
    out.wsat_iops = Math.round(mean(inWindow.map((m) => m.directions.write?.iops ?? 0)));
    return out;
  }
  if (test === 'hir') {
    const lastInterval = Math.max(...inWindow.map((m) => m.pts?.interval ?? 0));
    out.hir_steady_state_iops = Math.round(
      mean(
        inWindow.filter((m) => m.pts?.interval === lastInterval).map((m) => m.directions.write?.iops ?? 0),
      ),
    );
    return out;
  }
  const groups = new Map<string, RoundMeasurement[]>();
  for (const m of inWindow) {
    // A round without a block size has no key of its own: left out, never counted as 0 B.
    if (m.workload.blockSize === undefined) continue;
    const key = `${test}_${keyBs(test, m.workload.blockSize)}_${m.workload.readPct}_${100 - m.workload.readPct}`;
    groups.set(key, [...(groups.get(key) ?? []), m]);
  }
  for (const [key, ms] of groups) {
    if (test === 'iops')
      out[key] = Math.round(
        mean(ms.map((m) => (m.directions.read?.iops ?? 0) + (m.directions.write?.iops ?? 0))),
      );
    if (test === 'throughput')
      out[key] = phpRound(
        mean(ms.map((m) => ((m.directions.read?.bw ?? 0) + (m.directions.write?.bw ?? 0)) / MiB)),
        2,
      );
    if (test === 'latency') {
      // The suite averages read and write unweighted when both are > 0 (docs/pts-bundles.md §4.3).
      const perRound = (pick: 'mean' | 'max') =>
        ms.map((m) => {
          const v = [m.directions.read?.lat?.[pick], m.directions.write?.lat?.[pick]].filter(
            (x): x is number => x !== undefined && x > 0,
          );
          return mean(v) / NS_PER_MS;
        });
      out[`${key}_mean`] = mean(perRound('mean'));
      out[`${key}_max`] = mean(perRound('max'));
    }
  }
  return out;
}

/**
 * Allowed |ours − suite| per key, from the suite's rounding: integers (IOPS) ±1, 2-decimal MiB/s
 * ±0.01, latency (12 decimals) relative 1e-9.
 */
function tolerance(key: string, suite: number): number {
  if (key.startsWith('latency_')) return Math.abs(suite) * 1e-9 + 1e-12;
  if (key.startsWith('throughput_')) return 0.01;
  return 1;
}

/** Our window figures against the suite's `[test].json`. */
export function compareResults(ours: Record<string, number>, suite: Record<string, number>): Disagreement[] {
  const out: Disagreement[] = [];
  for (const [key, s] of Object.entries(suite)) {
    const o = ours[key];
    if (o === undefined) out.push({ what: key, ours: 'missing', suite: s });
    else if (Math.abs(o - s) > tolerance(key, s)) out.push({ what: key, ours: o, suite: s });
  }
  return out;
}
