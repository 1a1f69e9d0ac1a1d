// Measurements arrive on the page as JSON (a part from an ingest worker, a saved chunk), each a tree
// of its own objects. Two kinds of object are then needless copies:
// - a single-direction job's total latency, which the importer made the direction's own object
//   (fio json/measurement.ts `totals`), comes back as a second object with the same figures;
// - the runs of one workload repeat its workload (with its options) and the provenance's list of
//   assumed fields, object for object.
// Every live object is one more for the garbage collector to mark, and its mark-compact pauses land
// in the page's tasks while a large upload is taken in or read back (#28 item 4). The 100,000 runs
// of bench-many-jobs, reloaded: 1.34 million objects and 1.51 million boxed numbers before, 0.94
// and 1.20 million after; the heap after a full collection 110.6 → 89.6 MB, a forced full
// collection's median 187–199 → 159–176 ms (heap snapshots, 2 alternated runs). Sharing them again
// leaves every value as it was: the shared objects are equal, and nothing changes a measurement's
// objects once it is on the page (the version-1 upgrader renames percentile keys in place, which
// renames a shared object's once and leaves it so: serialize.ts). An object is shared only when it
// equals the other one in full (dequal), so a damaged or hand-edited record is kept as it came.
import { dequal } from 'dequal/lite';
import { isPlainObject } from '../lib/plain-object';

type Tree = Record<string, unknown>;

const tree = (v: unknown): Tree | undefined => (isPlainObject(v) ? v : undefined);

/**
 * How many distinct objects of a kind are remembered to share: a folder of disks usually holds the
 * same few jobs for every disk (randread 4k, randwrite 4k, read 1m …), one after another.
 */
const RECENT = 8;

/** The last RECENT distinct objects of one kind seen. */
class Recent {
  private readonly seen: Tree[] = [];

  /** An equal object seen before (to share), or `o` itself, then remembered. */
  shared(o: Tree): Tree {
    for (const s of this.seen) if (s === o || dequal(s, o)) return s;
    this.seen.unshift(o);
    if (this.seen.length > RECENT) this.seen.pop();
    return o;
  }
}

/** Shares the repeated objects of measurements as they arrive, with those of the ones before. */
export class RepeatSharer {
  private readonly workloads = new Recent();
  private readonly options = new Recent();
  private readonly assumed = new Recent();

  /** Shares `m`'s repeated objects in place; anything not shaped like a measurement is left alone. */
  share(m: unknown): void {
    const measurement = tree(m);
    if (!measurement) return;
    shareTotalLatency(measurement);
    const workload = tree(measurement.workload);
    if (workload) {
      const options = tree(workload.options);
      if (options) workload.options = this.options.shared(options);
      measurement.workload = this.workloads.shared(workload);
    }
    const provenance = tree(measurement.provenance);
    const assumed = tree(provenance?.assumed);
    if (provenance && assumed) provenance.assumed = this.assumed.shared(assumed);
  }
}

/** A single-direction total's latency becomes its direction's own object again, when they are equal. */
function shareTotalLatency(m: Tree): void {
  const total = tree(m.total);
  if (!total || total.latMethod !== 'single-direction' || !tree(total.lat)) return;
  const directions = tree(m.directions);
  if (!directions) return;
  for (const key of Object.keys(directions)) {
    const lat = tree(tree(directions[key])?.lat);
    if (lat && dequal(lat, total.lat)) {
      total.lat = lat;
      return;
    }
  }
}
