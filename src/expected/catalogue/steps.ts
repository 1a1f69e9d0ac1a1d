// Step tables (Azure P/E tiers, Ultra size→cap) are stored as rows in the catalogue and become
// `stepUp(GiB, 4, 120, 8, 120, …)` formulas here, so there is one evaluation path and the editor can
// show and change them like any other formula.
import type { TierDef } from './schema';

type TierColumn =
  'iops' | 'throughput' | 'burstIops' | 'burstThroughput' | 'expandedIops' | 'expandedThroughput';

/** The formula for one column of a step table, or undefined when no tier gives that column. */
export function stepFormula(
  sizeVar: string,
  tiers: readonly TierDef[],
  column: TierColumn,
): string | undefined {
  const rows = [...tiers].sort((a, b) => a.upTo - b.upTo).filter((t) => t[column] !== undefined);
  if (rows.length === 0) return undefined;
  return `stepUp(${sizeVar}, ${rows.map((t) => `${t.upTo}, ${t[column]}`).join(', ')})`;
}

/** The tier a size falls in (rounded up), or undefined above the largest tier. */
export function tierFor(size: number, tiers: readonly TierDef[]): TierDef | undefined {
  return [...tiers].sort((a, b) => a.upTo - b.upTo).find((t) => size <= t.upTo);
}
