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
 * Disk and Time views show one disk: the `disk` parameter when it exists, else the first selected
 * disk, else the first disk — the same fallback the Disk view uses. Other views show the selection.
 */
export function chartDiskIds(ds: Dataset, input: ScopeInput): string[] {
  const known = new Set(ds.disks.map((d) => d.id));
  const selected = input.selectedDiskIds.filter((id) => known.has(id));
  if (input.view === 'disk' || input.view === 'time') {
    const picked = input.params.disk;
    if (picked && known.has(picked)) return [picked];
    const first = selected[0] ?? ds.disks[0]?.id;
    return first ? [first] : [];
  }
  return selected;
}
