// The SNIA PTS matrix axes (docs/pts-bundles.md §1): facts shared by the PTS importers,
// the digest CSV reader and the matrix views.
import type { Bytes, Percent } from './units';
import { KiB, MiB } from './units';

/** The PTS block sizes, small to large (the order the report's rows use, read top to bottom). */
export const PTS_BLOCK_SIZES: readonly Bytes[] = [
  512,
  4 * KiB,
  8 * KiB,
  16 * KiB,
  32 * KiB,
  64 * KiB,
  128 * KiB,
  MiB,
];

/** The PTS read/write mixes as read %, 100/0 first. */
export const PTS_MIXES: readonly Percent[] = [100, 95, 65, 50, 35, 5, 0];
