// Module-level actions (Zustand's recommended style): plain functions callable from components,
// drop handlers, URL sync and tests alike. Persistence side effects go through src/storage.
import type { Lang } from '../i18n';
import type { Dataset } from '../model/types';
import { rememberLang } from '../storage/lang';
import { deleteStoredKeys, deleteStoredUpload, clearStoredUploads, readStoredKeys } from '../storage/uploads';
import type { BrokenUpload, SaveFailure } from '../model/upload';
import { useStore, type AppState, type BwUnit, type LatUnit, type Upload, type ViewId } from './store';
import type { StorageNotice } from './notice';

const set = useStore.setState;
const get = useStore.getState;

// ---- data ----

export function setPublished(dataset: Dataset): void {
  set({ published: dataset, publishedStatus: 'ready', publishedError: undefined });
}

export function setPublishedFailed(error: string): void {
  set({ publishedStatus: 'error', publishedError: error });
}

/** Adds (or replaces, by id) an upload. Saving it for reload is the importer's job (worker side). */
/**
 * `also`: other state that changes with the upload in the same update (the import selects the new
 * disks with it), so the views render once for both instead of once over every disk first.
 */
export function addUpload(
  upload: Upload,
  also: Partial<Pick<AppState, 'selectedDiskIds'>> = {},
  /** The list made ahead from `from` (commit-ahead.ts); used while the uploads are still `from`. */
  ahead?: { from: Upload[]; to: Upload[] },
): void {
  const current = get().uploads;
  set({ uploads: ahead?.from === current ? ahead.to : uploadsWith(current, upload), ...also });
}

/** The uploads with `upload` added last (one of the same id replaced). */
export function uploadsWith(uploads: readonly Upload[], upload: Upload): Upload[] {
  return [...uploads.filter((u) => u.id !== upload.id), upload];
}

/** Uploads restored from IndexedDB at start; ones added meanwhile (same id) win. */
export function restoreUploads(
  restored: Upload[],
  /** The saved copies' own warnings ("name: what was skipped"), as storage gives them. */
  notices: string[] = [],
  broken: BrokenUpload[] = [],
): void {
  const current = get().uploads;
  const known = new Set(current.map((u) => u.id));
  const merged = [...restored.filter((u) => !known.has(u.id)), ...current];
  merged.sort((a, b) => a.addedAt.localeCompare(b.addedAt));
  set({
    uploads: merged,
    uploadsRestored: true,
    storageNotices: [
      ...get().storageNotices,
      ...notices.map((detail): StorageNotice => ({ code: 'uploadWarning', params: { detail } })),
    ],
    brokenUploads: [...get().brokenUploads, ...broken],
  });
}

/** The damaged records as JSON text, for a bug report (they stay in storage until removed). */
export async function downloadBrokenUpload(broken: BrokenUpload): Promise<string> {
  const records = await readStoredKeys(broken.keys);
  return JSON.stringify({ name: broken.name, reason: broken.reason, records }, null, 1);
}

/** Deletes the records of a saved upload that could not be loaded. */
export function removeBrokenUpload(broken: BrokenUpload): void {
  set({ brokenUploads: get().brokenUploads.filter((b) => b !== broken) });
  void deleteStoredKeys(broken.keys).catch((e: unknown) =>
    addStorageNotice({ code: 'deleteFailed', params: { name: broken.name, detail: String(e) } }),
  );
}

export function removeUpload(id: string): void {
  const removed = get().uploads.find((u) => u.id === id);
  if (!removed) return;
  const diskIds = new Set(removed.dataset.disks.map((d) => d.id));
  const links = get().linkSources;
  const fromLink =
    removed.sources?.length === links.length && links.every((u, i) => removed.sources?.[i] === u);
  set({
    uploads: get().uploads.filter((u) => u.id !== id),
    selectedDiskIds: get().selectedDiskIds.filter((d) => !diskIds.has(d)),
    // Data opened from the link is gone: the link stops asking for it.
    ...(fromLink ? { linkSources: [] } : {}),
  });
  void deleteStoredUpload(id).catch((e: unknown) =>
    addStorageNotice({ code: 'deleteFailed', params: { name: removed.name, detail: String(e) } }),
  );
}

export function clearUploads(): void {
  const diskIds = new Set(get().uploads.flatMap((u) => u.dataset.disks.map((d) => d.id)));
  set({
    uploads: [],
    brokenUploads: [],
    selectedDiskIds: get().selectedDiskIds.filter((d) => !diskIds.has(d)),
    linkSources: [],
  });
  void clearStoredUploads().catch((e: unknown) =>
    addStorageNotice({ code: 'clearFailed', params: { detail: String(e) } }),
  );
}

export function addStorageNotice(notice: StorageNotice): void {
  set({ storageNotices: [...get().storageNotices, notice] });
}

export function dismissStorageNotices(): void {
  set({ storageNotices: [], saveFailures: [] });
}

/** An upload is shown but not saved for reload; the uploads list says why. */
export function addSaveFailure(failure: SaveFailure): void {
  set({ saveFailures: [...get().saveFailures, failure] });
}

// ---- selection ----

/** Replaces the selection; duplicates are dropped, order kept (it is the order of comparison). */
export function selectDisks(ids: readonly string[]): void {
  set({ selectedDiskIds: [...new Set(ids)] });
}

export function toggleDisk(id: string): void {
  const current = get().selectedDiskIds;
  set({ selectedDiskIds: current.includes(id) ? current.filter((d) => d !== id) : [...current, id] });
}

export function clearSelection(): void {
  set({ selectedDiskIds: [] });
}

// ---- preferences ----

export function setBwUnit(bw: BwUnit): void {
  set({ units: { ...get().units, bw } });
}

export function setLatUnit(lat: LatUnit): void {
  set({ units: { ...get().units, lat } });
}

export function setLang(lang: Lang): void {
  rememberLang(lang);
  set({ lang });
}

/** Leaves the published disks out of every view while the reader looks at their own data. */
export function setHidePublished(hide: boolean): void {
  set({ hidePublished: hide });
}

export function setView(view: ViewId): void {
  set({ view });
}

// ---- import report panel ----

export function openReport(): void {
  set({ reportOpen: true });
}

export function closeReport(): void {
  set({ reportOpen: false });
}
