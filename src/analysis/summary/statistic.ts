// The plain statistics of a handful of repeats. Nothing here knows about runs or units.

/**
 * The values in ascending order, as numbers sort without a comparison function: a typed array's
 * own sort (a sort of 100,000 values with `(a, b) => a - b` took tens of ms in one step of a reload).
 */
const ascending = (values: readonly number[]) =>
  // A handful (most workloads have one to five runs): a plain sort, no typed array to make.
  values.length < 16 ? [...values].sort((a, b) => a - b) : Float64Array.from(values).sort();

/** The median: the middle value, or the mean of the two middle ones for an even count. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return NaN;
  if (values.length === 1) return values[0]!;
  const s = ascending(values);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

/**
 * Index (into `values`) of the lower middle value: the median itself for an odd count. Of equal
 * values, the one at that place when ties are ordered by index: found by counting, not by sorting
 * (value, index) pairs.
 */
export function lowerMedianIndex(values: readonly number[]): number {
  const k = (values.length - 1) >> 1;
  const v = ascending(values)[k]!;
  let below = 0;
  for (const x of values) if (x < v) below++;
  // The (k − below)-th value equal to v, counted from the first.
  let nth = k - below;
  for (let i = 0; i < values.length; i++) if (values[i] === v && nth-- === 0) return i;
  return -1;
}

/** Sample standard deviation (divides by n − 1); undefined for fewer than two values. */
export function sampleStdev(values: readonly number[]): number | undefined {
  if (values.length < 2) return undefined;
  const mean = values.reduce((s, v) => s + v, 0) / values.length;
  const ss = values.reduce((s, v) => s + (v - mean) ** 2, 0);
  return Math.sqrt(ss / (values.length - 1));
}
