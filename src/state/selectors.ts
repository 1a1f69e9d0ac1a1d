// Derived data, computed from the store and memoised on the identity of its inputs — never stored.
// Selectors return the same object while their inputs are unchanged, so components using them with
// `useStore(selector)` re-render only when the result really changes.
import { mergeDatasets } from '../model/merge';
import { emptyDataset, type Dataset, type Disk } from '../model/types';
import { useStore, type AppState, type Upload } from './store';

/**
 * Memoises a function on the identity of each argument (its last result), with room for one result
 * made ahead (`ahead`): an import makes the next state's merged dataset a task before the store
 * update that adds the upload (commit-ahead.ts), and a render of the current state in between must
 * not push it out. The result made ahead is dropped once used or once another result is made, so
 * no earlier dataset stays alive (a removed upload's data is freed as before).
 */
function memoByIdentity<A extends readonly unknown[], R>(fn: (...args: A) => R) {
  type Kept = { args: A; result: R };
  let last: Kept | undefined;
  let next: Kept | undefined;
  const same = (k: Kept | undefined, args: A): k is Kept =>
    k !== undefined && k.args.length === args.length && k.args.every((a, i) => a === args[i]);
  const memo = (...args: A): R => {
    if (same(last, args)) return last.result;
    if (same(next, args)) last = next;
    else last = { args, result: fn(...args) };
    next = undefined;
    return last.result;
  };
  memo.ahead = (...args: A): R => {
    if (same(last, args)) return last.result;
    if (!same(next, args)) next = { args, result: fn(...args) };
    return next.result;
  };
  return memo;
}

/**
 * An upload of a bundle the site already publishes (or another upload of the same folder) would show
 * two identical names in every picker: name the upload's copy after the upload.
 */
const labelCache = new WeakMap<Dataset, Dataset>();
function withDistinctLabels(ds: Dataset, uploadName: string, published: Dataset | undefined): Dataset {
  const taken = new Set(published?.disks.map((d) => d.label) ?? []);
  if (!ds.disks.some((d) => taken.has(d.label))) return ds;
  const cached = labelCache.get(ds);
  if (cached) return cached;
  const renamed = {
    ...ds,
    disks: ds.disks.map((d) => (taken.has(d.label) ? { ...d, label: `${d.label} (${uploadName})` } : d)),
  };
  labelCache.set(ds, renamed);
  return renamed;
}

const mergeAll = memoByIdentity(
  (published: Dataset | undefined, uploads: Upload[], shared: Dataset | undefined): Dataset => {
    // `shared`: a chart's data carried by an opened link (see src/state/url-sync.ts).
    const parts = [
      ...(published ? [published] : []),
      ...uploads.map((u) => withDistinctLabels(u.dataset, u.name, published)),
      ...(shared ? [shared] : []),
    ];
    if (parts.length === 0) return emptyDataset();
    if (parts.length === 1) return parts[0] as Dataset;
    return mergeDatasets(...parts);
  },
);

/**
 * The dataset every view shows: the published one plus all uploads — without the published one when
 * the reader chose to see only their own data (and has some).
 */
export function selectDataset(state: AppState): Dataset {
  return mergeAll(...mergeArgs(state));
}

/**
 * `selectDataset` of a state the store is about to have, kept for it without replacing the current
 * state's (commit-ahead.ts).
 */
export function selectDatasetAhead(state: AppState): Dataset {
  return mergeAll.ahead(...mergeArgs(state));
}

function mergeArgs(state: AppState): [Dataset | undefined, Upload[], Dataset | undefined] {
  const own = state.uploads.length > 0 || state.sharedData !== undefined;
  return [state.hidePublished && own ? undefined : state.published, state.uploads, state.sharedData];
}

const pickSelected = memoByIdentity((disks: Disk[], ids: string[]): Disk[] => {
  const byId = new Map(disks.map((d) => [d.id, d]));
  return ids.flatMap((id) => byId.get(id) ?? []);
});

/** Selected disks that exist in the dataset, in selection order. */
export function selectSelectedDisks(state: AppState): Disk[] {
  return pickSelected(selectDataset(state).disks, state.selectedDiskIds);
}

/** Hook form for views: `const dataset = useDataset();` */
export function useDataset(): Dataset {
  return useStore(selectDataset);
}

export function useSelectedDisks(): Disk[] {
  return useStore(selectSelectedDisks);
}
