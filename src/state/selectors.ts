// Derived data, computed from the store and memoised on the identity of its inputs — never stored.
// Selectors return the same object while their inputs are unchanged, so components using them with
// `useStore(selector)` re-render only when the result really changes.
import { mergeDatasets } from '../model/merge';
import { emptyDataset, type Dataset, type Disk } from '../model/types';
import { useStore, type AppState, type Upload } from './store';

/** Memoises a one-argument-tuple function on the identity of each argument. */
function memoByIdentity<A extends readonly unknown[], R>(fn: (...args: A) => R): (...args: A) => R {
  let lastArgs: A | undefined;
  let lastResult: R | undefined;
  return (...args: A) => {
    if (lastArgs && lastArgs.length === args.length && lastArgs.every((a, i) => a === args[i]))
      return lastResult as R;
    lastArgs = args;
    lastResult = fn(...args);
    return lastResult;
  };
}

const mergeAll = memoByIdentity(
  (published: Dataset | undefined, uploads: Upload[], shared: Dataset | undefined): Dataset => {
    // `shared`: a chart's data carried by an opened link (see src/state/url-sync.ts).
    const parts = [
      ...(published ? [published] : []),
      ...uploads.map((u) => u.dataset),
      ...(shared ? [shared] : []),
    ];
    if (parts.length === 0) return emptyDataset();
    if (parts.length === 1) return parts[0] as Dataset;
    return mergeDatasets(...parts);
  },
);

/** The dataset every view shows: the published one plus all uploads. */
export function selectDataset(state: AppState): Dataset {
  return mergeAll(state.published, state.uploads, state.sharedData);
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
