// What the page computes when an import's dataset reaches the store, done a task ahead: the
// merged dataset every view shows (published data and all uploads, selectors.ts) and its
// measurements by disk. Both were part of the one task that adds the upload and renders it
// (5,000-disk zip: the merge 15 ms, grouping by disk 6 ms; a fio JSON of 100,000 jobs: 15 and
// 11 ms, in a task of 80–120 ms with the render and the garbage collection). Made here, the render
// finds them: the merge by the identity of the uploads list (selectors.ts keeps it), the grouping by the merged
// dataset (analysis/by-disk.ts).
import { measurementsByDisk } from '../analysis/by-disk';
import { nextTask } from '../lib/next-task';
import type { Upload } from '../model/upload';
import { uploadsWith } from './actions';
import { selectDatasetAhead } from './selectors';
import { useStore } from './store';
import { timelineMark } from '../worker/timeline-mark';

/** The uploads list `addUpload` will store, with its merged dataset made; pass it to `addUpload`. */
export async function prepareAddUpload(upload: Upload): Promise<{ from: Upload[]; to: Upload[] }> {
  const state = useStore.getState();
  const ahead = { from: state.uploads, to: uploadsWith(state.uploads, upload) };
  timelineMark('ahead: merge');
  const merged = selectDatasetAhead({ ...state, uploads: ahead.to });
  await nextTask();
  timelineMark('ahead: by disk');
  measurementsByDisk(merged);
  await nextTask();
  timelineMark('commit upload');
  return ahead;
}
