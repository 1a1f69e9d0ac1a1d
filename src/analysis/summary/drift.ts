// Repeats that do not repeat: a cloud disk whose burst bucket drains or whose cache fills gives a
// figure that moves from run to run. Then the median of all runs describes no state the disk was
// in, so the summary says so and its figure (and the verdict) comes from the last runs.

/**
 * Relative change (of the larger end) below which a monotonic run of figures is noise, not drift:
 * a disk at a hard cap prints 3,000 / 3,000 / 3,001 / 3,001.
 */
export const MONOTONIC_MIN_CHANGE = 0.1;
/** A first run this close to the rest (relative to their median) is not apart, whatever their spread. */
export const FIRST_APART_MIN_GAP = 0.01;

export interface DriftFinding {
  kind: 'monotonic' | 'first-apart';
  direction: 'up' | 'down';
  /** How many of the last runs stand for the disk's settled state. */
  lastRuns: number;
}

/**
 * Drift in `values` (one figure per run, in run order):
 * - monotonic over four or more runs (never falling, or never rising) and moving by more than
 *   MONOTONIC_MIN_CHANGE from first to last: the last half of the runs is kept;
 * - the first of four or more runs apart from the rest by more than the rest's spread (max − min):
 *   every run but the first is kept.
 */
export function findDrift(values: ArrayLike<number>): DriftFinding | undefined {
  const n = values.length;
  if (n >= 4) {
    const first = values[0]!;
    const last = values[n - 1]!;
    let up = true;
    let down = true;
    for (let i = 1; i < n; i++) {
      if (values[i]! < values[i - 1]!) up = false;
      if (values[i]! > values[i - 1]!) down = false;
    }
    const change = Math.abs(last - first) / Math.max(Math.abs(first), Math.abs(last));
    if ((up || down) && change > MONOTONIC_MIN_CHANGE)
      return { kind: 'monotonic', direction: last > first ? 'up' : 'down', lastRuns: n >> 1 };
  }
  // Two other runs give a spread of one difference, which says little: four runs at least here too.
  if (n >= 4) {
    const first = values[0]!;
    // Loops, not Math.min(...rest): a workload of 100,000 runs is near the stack's limit as arguments.
    let lo = Infinity;
    let hi = -Infinity;
    let sum = 0;
    for (let i = 1; i < n; i++) {
      const v = values[i]!;
      if (v < lo) lo = v;
      if (v > hi) hi = v;
      sum += v;
    }
    const spread = hi - lo;
    const mid = sum / (n - 1);
    const gap = first > hi ? first - hi : lo > first ? lo - first : 0;
    if (gap > spread && gap > FIRST_APART_MIN_GAP * Math.abs(mid))
      return { kind: 'first-apart', direction: first > hi ? 'down' : 'up', lastRuns: n - 1 };
  }
  return undefined;
}
