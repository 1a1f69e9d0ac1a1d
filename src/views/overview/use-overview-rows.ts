// The overview's rows, kept in step with the dataset without blocking the page: a large upload
// (200 disks, 26,000 measurements in the import benchmark) took ~100 ms of headline figures in one
// go. Small datasets are computed in the render; large ones in slices between other work, while
// the table keeps showing the rows it had.
import { startTransition, useEffect, useMemo, useState } from 'react';
import type { Dataset } from '../../model/types';
import { overviewRows, type OverviewRow } from './overview-rows';
import { HeadlineCounter } from '../../analysis/headline';
import { pauseEvery, yieldToPage } from '../../lib/next-task';

/** Up to this many disks the rows are computed in the render itself. */
const AT_ONCE = 50;
/**
 * …and up to this many measurements: a few disks can hold 100,000 runs (one fio JSON of 100,000
 * jobs), whose row took 26 ms of the render that shows the upload (CPU profile,
 * scripts/bench/upload10-task-profile.ts); in slices it is a task of its own.
 */
const AT_ONCE_MEASUREMENTS = 20_000;
/**
 * The page gets its turn after this long of row computing. Not after every disk: a yield through
 * setTimeout is ≥ 4 ms once nested: the 200 steps of 5,000 disks took ~900 ms, nearly all of it waiting.
 * Short, as the garbage collector's pauses after a large upload is loaded land in these tasks too.
 */
const SLICE_MS = 10;

export function useOverviewRows(dataset: Dataset): OverviewRow[] {
  const small = dataset.disks.length <= AT_ONCE && dataset.measurements.length <= AT_ONCE_MEASUREMENTS;
  const direct = useMemo(() => (small ? overviewRows(dataset) : undefined), [dataset, small]);
  const [sliced, setSliced] = useState<{ dataset: Dataset; rows: OverviewRow[] }>();
  const sliceDone = sliced?.dataset === dataset;
  useEffect(() => {
    if (small || sliceDone) return;
    let stale = false;
    void (async () => {
      // Out of the effect's task first: the page draws what it has before the rows are computed.
      await yieldToPage();
      const rows: OverviewRow[] = [];
      const pause = pauseEvery(SLICE_MS);
      // The columns' workloads come from every disk (analysis/headline), so they are counted first.
      const counter = new HeadlineCounter();
      // The clock is read after every disk: one disk's figures take from a fraction of a ms to a
      // few ms (a PTS bundle more; the first one also indexes the whole dataset), and steps of 25
      // disks made ~100 ms tasks (CPU profile of the 1,000-disk upload on the shared VM).
      for (const d of dataset.disks) {
        await pause();
        if (stale) return;
        counter.add(dataset, d.id);
      }
      const columns = counter.columns();
      for (const d of dataset.disks) {
        await pause();
        if (stale) return;
        for (const r of overviewRows(dataset, [d], columns)) rows.push(r);
      }
      // A transition: React renders the new rows in slices too, instead of one long task.
      startTransition(() => setSliced({ dataset, rows }));
    })();
    return () => {
      stale = true;
    };
  }, [dataset, small, sliceDone]);
  // Until a large dataset's rows are ready, the previous rows stay on screen (React's "state from
  // the previous render" pattern keeps the last rows computed in the render).
  const [lastDirect, setLastDirect] = useState<OverviewRow[]>([]);
  if (direct && direct !== lastDirect) setLastDirect(direct);
  return direct ?? sliced?.rows ?? lastDirect;
}
