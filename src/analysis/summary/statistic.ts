// The plain statistics of a handful of repeats. Nothing here knows about runs or units.

/** The median: the middle value, or the mean of the two middle ones for an even count. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return NaN;
  const s = [...values].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

/** Index (into `values`) of the lower middle value: the median itself for an odd count. */
export function lowerMedianIndex(values: readonly number[]): number {
  const order = values.map((v, i) => [v, i] as const).sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  return order[(order.length - 1) >> 1]![1];
}

/** Sample standard deviation (divides by n − 1); undefined for fewer than two values. */
export function sampleStdev(values: readonly number[]): number | undefined {
  if (values.length < 2) return undefined;
  const mean = values.reduce((s, v) => s + v, 0) / values.length;
  const ss = values.reduce((s, v) => s + (v - mean) ** 2, 0);
  return Math.sqrt(ss / (values.length - 1));
}
