// Which disks a chart of a view shows, worked out from the link state alone (view, selection, view
// parameters), so a link, its packed data and an embed caption all agree with what the view draws.
import type { Dataset } from '../model/types';

export interface ScopeInput {
  view: string;
  selectedDiskIds: readonly string[];
  /** The current view's parameters (without the view prefix). */
  params: Record<string, string>;
}

/**
 * The Disk view shows one disk: the `disk` parameter when it exists, else the first selected disk,
 * else the first disk — the same fallback DiskView uses. The Time view shows its `disk` (or, without
 * one, a first disk chosen per tab) beside the selection; the Expected view plots every disk; where
 * a view's own fallback is not repeated here, every candidate disk is included, so a link carries
 * too much rather than too little. Other views show the selection.
 */
export function chartDiskIds(ds: Dataset, input: ScopeInput): string[] {
  const known = new Set(ds.disks.map((d) => d.id));
  const selected = input.selectedDiskIds.filter((id) => known.has(id));
  const picked = input.params.disk && known.has(input.params.disk) ? input.params.disk : undefined;
  if (input.view === 'disk') {
    const first = picked ?? selected[0] ?? ds.disks[0]?.id;
    return first ? [first] : [];
  }
  if (input.view === 'time') return picked ? [...new Set([picked, ...selected])] : [...known];
  if (input.view === 'expected') return [...known];
  return selected;
}
