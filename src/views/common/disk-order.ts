// Which disk a one-disk view (Disk, Time) opens on when no link names one: the reader's ticked
// disks first (in the order ticked), then the newest upload's disks, then the published ones with
// the most results first (a study's full PTS run before a one-figure disk). Ordering only: it never
// changes the selection (browsing must not tick disks by itself). A disk with nothing readable is
// left out, as the Overview leaves it out.
import { measurementsOf } from '../../analysis/by-disk';
import { holdsNothing } from '../../analysis/disk-holdings';
import { NATURAL_ORDER } from '../../lib/natural-order';
import type { Dataset, Disk } from '../../model/types';

export const PUBLISHED_ORIGIN = 'published';

export function preferredDisks(ds: Dataset, listed: readonly Disk[], selected: readonly string[]): Disk[] {
  // A disk with nothing readable (a folder of metadata alone) is in no list.
  const disks = listed.filter((d) => !holdsNothing(ds, d.id));
  const byId = new Map(disks.map((d) => [d.id, d]));
  const ticked = selected.flatMap((id) => byId.get(id) ?? []);
  const taken = new Set(ticked.map((d) => d.id));
  const rest = disks.filter((d) => !taken.has(d.id));
  // Origins in the order their disks first appear: the dataset lists uploads oldest first.
  const origins = [
    ...new Set(rest.filter((d) => d.origin !== PUBLISHED_ORIGIN).map((d) => d.origin)),
  ].reverse();
  const uploaded = origins.flatMap((o) => rest.filter((d) => d.origin === o));
  const count = (d: Disk) => measurementsOf(ds, d.id).length;
  const published = rest
    .filter((d) => d.origin === PUBLISHED_ORIGIN)
    .map((d) => ({ d, n: count(d) }))
    .sort((a, b) => b.n - a.n || NATURAL_ORDER.compare(a.d.label, b.d.label))
    .map((x) => x.d);
  return [...ticked, ...uploaded, ...published];
}
