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
 * Two disks of one label would be two identical names in every picker and chart: an upload of a
 * bundle the site already publishes, the same folder uploaded twice, two files of one name each
 * uploaded alone (a file alone names its disk, ingest/assemble.ts). A label the published dataset or
 * an earlier upload already shows is followed by the upload's name, and a number when that is
 * taken too ("fio (fio.json)", "fio (fio.json 2)"). Disks of one upload are left as they are.
 */
function withDistinctLabels(uploads: Upload[], published: Dataset | undefined): Dataset[] {
  const taken = new Set(published?.disks.map((d) => d.label) ?? []);
  return uploads.map((u) => {
    const renames = new Map<string, string>();
    for (const d of u.dataset.disks) {
      if (!taken.has(d.label)) continue;
      let label = `${d.label} (${u.name})`;
      for (let n = 2; taken.has(label); n++) label = `${d.label} (${u.name} ${n})`;
      renames.set(d.id, label);
    }
    for (const d of u.dataset.disks) taken.add(renames.get(d.id) ?? d.label);
    return relabelled(u.dataset, renames);
  });
}

/**
 * The dataset with its disks renamed, the same object while the same renames are asked for: views
 * memoise on the dataset's identity, and an upload's labels change only when the uploads before
 * it do.
 */
const labelCache = new WeakMap<Dataset, { key: string; renamed: Dataset }>();
function relabelled(ds: Dataset, renames: Map<string, string>): Dataset {
  if (renames.size === 0) return ds;
  const key = JSON.stringify([...renames]);
  const cached = labelCache.get(ds);
  if (cached?.key === key) return cached.renamed;
  const renamed = {
    ...ds,
    disks: ds.disks.map((d) => {
      const label = renames.get(d.id);
      return label === undefined ? d : { ...d, label };
    }),
  };
  labelCache.set(ds, { key, renamed });
  return renamed;
}

const mergeAll = memoByIdentity(
  (published: Dataset | undefined, uploads: Upload[], shared: Dataset | undefined): Dataset => {
    // `shared`: a chart's data carried by an opened link (see src/state/url-sync.ts).
    const parts = [
      ...(published ? [published] : []),
      ...withDistinctLabels(uploads, published),
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
