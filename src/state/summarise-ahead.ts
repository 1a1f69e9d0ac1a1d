// Disks are summarised before the store gets them, in steps between page tasks: the first render
// that showed one disk of 100,000 runs (the landing chart judges it) summarised it in one 700 ms
// task. Large disks wherever a dataset reaches the store from outside (an import, the uploads saved
// in this browser when the page loads again); every disk of the published dataset.
import { measurementsByDisk } from '../analysis/by-disk';
import { summariseDiskInSteps } from '../analysis/summary';
import { pauseEvery, yieldToPage } from '../lib/next-task';
import type { Dataset } from '../model/types';

/** A disk with this many measurements is summarised before the page shows it. */
export const SUMMARISE_AHEAD_MIN = 5000;

/**
 * Summaries of the dataset's large disks, made in steps (yielding every 10 ms). The views find them
 * again for the merged dataset (analysis/summary/runs-cache.ts); small disks are summarised when
 * first shown, as before.
 */
export async function summariseLargeDisks(dataset: Dataset): Promise<void> {
  return summariseDisksAhead(dataset, SUMMARISE_AHEAD_MIN);
}

/**
 * Summaries of every disk of the dataset with at least `minRuns` measurements, in steps (yielding
 * every 10 ms). The published dataset's disks are all summarised so before the store gets it: the
 * overview's first render summarised its 19 disks, and judged them, in one task of 43–56 ms of CPU.
 */
export async function summariseDisksAhead(dataset: Dataset, minRuns = 1): Promise<void> {
  // In a task of its own: an import's dataset arrives at the end of the task that merged it, and
  // the first step here ran on in it (a traced 100,000-job upload: that task 32 ms of CPU and 78 ms
  // wall with the workers busy, most of it this step and the minor GC its garbage brought).
  await yieldToPage();
  const pause = pauseEvery(10);
  for (const [diskId, ms] of measurementsByDisk(dataset))
    if (ms.length >= minRuns) await summariseDiskInSteps(dataset, diskId, pause);
}
