// Opening sources through the store: a source that fails gets its notice, the others are imported
// (only shown, not saved), earlier data stays; "Keep" saves it.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyDataset, type Dataset } from '../../../src/model/types';
import type { IngestRequest } from '../../../src/worker/api';

const worker = vi.hoisted(() => ({
  requests: [] as IngestRequest[],
  saveOption: [] as (boolean | undefined)[],
  saved: [] as unknown[],
}));
vi.mock('../../../src/worker/client', () => ({
  ingestInWorker: async (request: IngestRequest, opts: { save?: boolean }) => {
    worker.requests.push(request);
    worker.saveOption.push(opts.save);
    const texts = await Promise.all(request.files.map((f) => f.file.text()));
    // One disk per file whose text starts with "results": enough to follow the job.
    const disks = request.files
      .filter((_, i) => texts[i]!.startsWith('results'))
      .map((f) => ({
        id: `${request.uploadId}/${f.path}`,
        label: f.path,
        provider: 'p',
        type: 't',
        comparable: true,
        identity: 'fallback' as const,
        metadata: {},
        origin: request.uploadId,
      }));
    return { ...emptyDataset(), disks } satisfies Dataset;
  },
}));
vi.mock('../../../src/storage/uploads', () => ({
  deleteStoredUpload: async () => {},
  clearStoredUploads: async () => {},
  saveStoredUpload: async (record: unknown) => void worker.saved.push(record),
}));

const { openSources, keepUpload } = await import('../../../src/state/source-actions');
const { resetStore, useStore } = await import('../../../src/state/store');
const { addUpload } = await import('../../../src/state/actions');
const { sourcesUploadId } = await import('../../../src/remote/source-url');

const OK = 'https://example.org/r/aliyun_ssd_250/ssd.csv';
const MISSING = 'https://example.org/r/gone.csv';
const PAGE = 'https://example.org/r/blob/ssd.csv';

beforeEach(() => {
  worker.requests = [];
  worker.saveOption = [];
  worker.saved = [];
  resetStore();
  addUpload({
    id: 'upload-earlier',
    name: 'earlier',
    addedAt: '2026-01-01T00:00:00Z',
    dataset: emptyDataset(),
  });
  vi.stubGlobal('fetch', async (url: string) => {
    if (url === OK) return new Response('results,1\n');
    if (url === PAGE)
      return new Response('<!DOCTYPE html><html></html>', { headers: { 'content-type': 'text/html' } });
    return new Response('not found', { status: 404 });
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('openSources', () => {
  it('imports what could be read as one shown-only upload, and a notice for each source that failed', async () => {
    await openSources([OK, MISSING, PAGE]);
    const s = useStore.getState();
    expect(s.importJob.status).toBe('done');
    expect(worker.saveOption).toEqual([false]);
    expect(worker.requests[0]!.files.map((f) => f.path)).toEqual(['r/aliyun_ssd_250/ssd.csv']);
    const upload = s.uploads.find((u) => u.id === sourcesUploadId([OK, MISSING, PAGE]))!;
    expect(upload.kept).toBe(false);
    expect(upload.sources).toEqual([OK, MISSING, PAGE]);
    expect(s.remoteNotices.map((n) => [n.kind, n.url])).toEqual([
      ['not-found', MISSING],
      ['web-page', PAGE],
    ]);
    // Earlier data stays; the new disk is selected; the link keeps asking for the sources.
    expect(s.uploads.map((u) => u.id)).toContain('upload-earlier');
    expect(s.selectedDiskIds).toEqual([`${upload.id}/r/aliyun_ssd_250/ssd.csv`]);
    expect(s.linkSources).toEqual([OK, MISSING, PAGE]);
    expect(s.linkSourcesPending).toBe(false);
  });

  it('nothing readable: the job fails with the notices, earlier data and selection stay', async () => {
    useStore.setState({ selectedDiskIds: ['published/x'] });
    await openSources([MISSING]);
    const s = useStore.getState();
    expect(s.importJob.status).toBe('failed');
    expect(worker.requests).toHaveLength(0);
    expect(s.remoteNotices.map((n) => n.kind)).toEqual(['not-found']);
    expect(s.uploads.map((u) => u.id)).toEqual(['upload-earlier']);
    expect(s.selectedDiskIds).toEqual(['published/x']);
    expect(s.linkSources).toEqual([]);
  });

  it('read but no results in it: a not-results notice, nothing added', async () => {
    vi.stubGlobal('fetch', async () => new Response('just some text\n'));
    await openSources([OK]);
    const s = useStore.getState();
    expect(s.remoteNotices.map((n) => n.kind)).toEqual(['not-results']);
    expect(s.uploads.map((u) => u.id)).toEqual(['upload-earlier']);
  });

  it('a link opened while an upload runs waits for it instead of being dropped', async () => {
    useStore.setState({
      importJob: { status: 'running', name: 'big.zip', progress: useStore.getState().importJob.progress },
    });
    const opening = openSources([OK]);
    await new Promise((r) => setTimeout(r, 20));
    expect(worker.requests).toHaveLength(0);
    expect(useStore.getState().linkSourcesPending).toBe(true);
    useStore.setState({ importJob: { ...useStore.getState().importJob, status: 'done' } });
    await opening;
    expect(worker.requests).toHaveLength(1);
    expect(useStore.getState().linkSourcesPending).toBe(false);
  });

  it('the same sources again are not fetched twice', async () => {
    await openSources([OK]);
    await openSources([OK]);
    expect(worker.requests).toHaveLength(1);
  });

  it('Keep saves the data with its sources; the link no longer needs them', async () => {
    await openSources([OK]);
    const id = sourcesUploadId([OK]);
    await keepUpload(id);
    expect(worker.saved).toHaveLength(1);
    expect(worker.saved[0]).toMatchObject({ id, sources: [OK] });
    const s = useStore.getState();
    expect(s.uploads.find((u) => u.id === id)?.kept).toBe(true);
    expect(s.linkSources).toEqual([]);
  });
});
