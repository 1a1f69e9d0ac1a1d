// The plain statistics of a handful of repeats. Nothing here knows about runs or units.

/**
 * The values in ascending order, as numbers sort without a comparison function: a typed array's
 * own sort (a sort of 100,000 values with `(a, b) => a - b` took tens of ms in one step of a reload).
 */
const ascending = (values: ArrayLike<number>) =>
  // A handful (most workloads have one to five runs): a plain sort, no typed array to make.
  values.length < 16 ? Array.from(values).sort((a, b) => a - b) : Float64Array.from(values).sort();

/** The median: the middle value, or the mean of the two middle ones for an even count. */
export function median(values: ArrayLike<number>): number {
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
export function lowerMedianIndex(values: ArrayLike<number>): number {
  const k = (values.length - 1) >> 1;
  const v = ascending(values)[k]!;
  let below = 0;
  for (let i = 0; i < values.length; i++) if (values[i]! < v) below++;
  // The (k − below)-th value equal to v, counted from the first.
  let nth = k - below;
  for (let i = 0; i < values.length; i++) if (values[i] === v && nth-- === 0) return i;
  return -1;
}

/** Sample standard deviation (divides by n − 1); undefined for fewer than two values. */
export function sampleStdev(values: ArrayLike<number>): number | undefined {
  const n = values.length;
  if (n < 2) return undefined;
  let sum = 0;
  for (let i = 0; i < n; i++) sum += values[i]!;
  const mean = sum / n;
  let ss = 0;
  for (let i = 0; i < n; i++) ss += (values[i]! - mean) ** 2;
  return Math.sqrt(ss / (n - 1));
}
