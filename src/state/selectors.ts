// Derived data, computed from the store and memoised on the identity of its inputs — never stored.
// Selectors return the same object while their inputs are unchanged, so components using them with
// `useStore(selector)` re-render only when the result really changes.
import { mergeDatasets } from '../model/merge';
import { emptyDataset, type Dataset, type Disk } from '../model/types';
import { useStore, type AppState, type Upload } from './store';

/**
 * Memoises a function on the identity of each argument, keeping the last two results: an import
 * makes the next state's merged dataset a task ahead of the store update (commit-ahead.ts), and a
 * render of the current state in between must not push it out.
 */
function memoByIdentity<A extends readonly unknown[], R>(fn: (...args: A) => R): (...args: A) => R {
  const kept: { args: A; result: R }[] = [];
  return (...args: A) => {
    const hit = kept.find((k) => k.args.length === args.length && k.args.every((a, i) => a === args[i]));
    if (hit) return hit.result;
    const result = fn(...args);
    kept.unshift({ args, result });
    if (kept.length > 2) kept.pop();
    return result;
  };
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
  const own = state.uploads.length > 0 || state.sharedData !== undefined;
  return mergeAll(state.hidePublished && own ? undefined : state.published, state.uploads, state.sharedData);
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
