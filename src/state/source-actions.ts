// Opening results from the web (`#src=<url>`, the "Open from URL" field, the examples): the sources
// are fetched (src/remote) and imported exactly as an upload — same workers, progress, cancel and
// report — but only shown until the user presses "Keep". A source that cannot be read gets its own
// notice; the others are still imported, and data already on the page stays.
import type { IngestProgress, PickedFile } from '../worker/api';
import { RemoteError } from '../remote/errors';
import { noticeOf, type RemoteNotice } from '../remote/notices';
import { filePathOf, sourcesName, sourcesUploadId } from '../remote/source-url';
import { DATASET_VERSION } from '../model/serialize';
import { splitDatasetAsJson } from '../model/dataset-parts';
import type { FileReport } from '../model/types';
import { addSaveFailure } from './actions';
import { isImportRunning, runImport } from './import-actions';
import { saveFailure, saveStoredUpload } from '../storage/uploads';
import { useStore } from './store';

/** Fetches each source in turn; the ones that fail become notices. */
async function fetchAll(
  urls: readonly string[],
  signal: AbortSignal,
  progress: (p: IngestProgress) => void,
): Promise<{ files: PickedFile[]; notices: RemoteNotice[] }> {
  const { fetchSource } = await import('../remote/fetch-source');
  const files: PickedFile[] = [];
  const notices: RemoteNotice[] = [];
  let bytesBefore = 0;
  for (const [i, url] of urls.entries()) {
    try {
      const bytes = await fetchSource(url, {
        signal,
        onBytes: (n, total) =>
          progress({
            filesDone: i,
            filesTotal: urls.length,
            bytesDone: bytesBefore + n,
            bytesTotal: bytesBefore + Math.max(n, total ?? n),
          }),
      });
      bytesBefore += bytes.byteLength;
      const path = filePathOf(url);
      files.push({ path, file: new File([bytes], path.split('/').pop() ?? 'download') });
    } catch (e) {
      if (!(e instanceof RemoteError)) throw e;
      notices.push(noticeOf(e));
    }
    progress({ filesDone: i + 1, filesTotal: urls.length, bytesDone: bytesBefore, bytesTotal: bytesBefore });
  }
  return { files, notices };
}

/**
 * Opens `urls` (already checked by src/remote/source-url.ts) as one shown-only upload. The same
 * URLs give the same upload id, so the disk ids of a link made from them exist again here.
 */
export async function openSources(
  urls: readonly string[],
  opts: { selectArrived?: boolean } = {},
): Promise<void> {
  if (urls.length === 0) return;
  const uploadId = sourcesUploadId(urls);
  const already = useStore.getState().uploads.find((u) => u.id === uploadId);
  if (already) {
    if (opts.selectArrived !== false)
      useStore.setState({ selectedDiskIds: already.dataset.disks.map((d) => d.id) });
    return;
  }
  useStore.setState({ linkSources: [...urls], linkSourcesPending: true, remoteNotices: [] });
  let notices: RemoteNotice[] = [];
  try {
    // A link pasted while an upload runs is opened after it, not dropped.
    await importFinished();
    await runImport({
      name: sourcesName(urls),
      uploadId,
      save: false,
      sources: [...urls],
      selectArrived: opts.selectArrived !== false,
      bytesTotal: 0,
      filesTotal: urls.length,
      collect: async (signal, progress) => {
        const fetched = await fetchAll(urls, signal, progress);
        notices = fetched.notices;
        useStore.setState({ remoteNotices: notices });
        return fetched.files;
      },
    });
  } finally {
    const s = useStore.getState();
    const arrived = s.uploads.find((u) => u.id === uploadId);
    if (arrived && arrived.dataset.disks.length === 0) {
      // Read, but nothing in it was results: say why for each file (what the importer said of it),
      // keep nothing. A cut JSON is "could not be read", never "a web page".
      const nothing = urls
        .filter((u) => !notices.some((n) => n.url === u))
        .map((url): RemoteNotice => whyNoResults(url, arrived.dataset.reports));
      useStore.setState({
        uploads: s.uploads.filter((u) => u.id !== uploadId),
        remoteNotices: [...notices, ...nothing],
      });
    }
    const ok = useStore.getState().uploads.some((u) => u.id === uploadId);
    useStore.setState({ linkSourcesPending: false, ...(ok ? {} : { linkSources: [] }) });
  }
}

/** Why a fetched file gave no results, from its lines in the import report. */
export function whyNoResults(url: string, reports: readonly FileReport[]): RemoteNotice {
  const path = filePathOf(url);
  const own = reports.filter((r) => r.file === path || r.file.startsWith(`${path}/`));
  const failed = own.find((r) => r.error);
  if (failed?.error)
    return {
      kind: 'unreadable',
      url,
      why: `${failed.format}: ${failed.error.message}`,
      issue: failed.error,
      format: failed.format,
    };
  const said = own.flatMap((r) => r.warnings)[0];
  const bytes = own.reduce((n, r) => n + r.bytes, 0);
  return {
    kind: 'not-results',
    url,
    why: `${bytes} bytes; ${said?.message ?? 'no kind of results diskscope reads'}`,
    bytes,
    ...(said && { issue: said }),
  };
}

/** Resolves once no import is running (at once when none is). */
function importFinished(): Promise<void> {
  if (!isImportRunning()) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = useStore.subscribe((s) => {
      if (s.importJob.status === 'running') return;
      stop();
      resolve();
    });
  });
}

export function dismissRemoteNotices(): void {
  useStore.setState({ remoteNotices: [] });
}

/** "Keep": saves data opened from a link for reload, like an upload; the link then needs no `src`. */
export async function keepUpload(id: string): Promise<void> {
  const upload = useStore.getState().uploads.find((u) => u.id === id);
  if (!upload || upload.kept !== false) return;
  try {
    await saveStoredUpload({
      id: upload.id,
      name: upload.name,
      addedAt: upload.addedAt,
      // The wire form's parts, as the ingest worker saves an upload: read back in chunks, in steps.
      version: DATASET_VERSION,
      parts: Array.from(splitDatasetAsJson(upload.dataset), (p) => p.json),
      ...(upload.sources ? { sources: upload.sources } : {}),
    });
  } catch (e) {
    const { why, detail } = saveFailure(e);
    addSaveFailure({ name: upload.name, why, detail });
    return;
  }
  const s = useStore.getState();
  useStore.setState({
    uploads: s.uploads.map((u) => (u.id === id ? { ...u, kept: true } : u)),
    linkSources: sameList(s.linkSources, upload.sources ?? []) ? [] : s.linkSources,
  });
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}
