// The end of an import (#28 item 4): the merged dataset the views show is made a task before the
// store update that adds the upload, so that update's render does not merge (commit-ahead.ts).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fixturePath } from '../../helpers/fixtures';
import { ingestFiles } from '../../../src/ingest/ingest';
import type { Dataset } from '../../../src/model/types';

// Every merge the selectors make is counted (the real merge runs).
const merges = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../../src/model/merge', async (real) => {
  const actual = await real<typeof import('../../../src/model/merge')>();
  return {
    mergeDatasets: (...parts: Dataset[]) => {
      merges.count++;
      return actual.mergeDatasets(...parts);
    },
  };
});
// The worker client hands over the dataset made below; IndexedDB does not exist in Node.
const worker = vi.hoisted(() => ({ dataset: undefined as Dataset | undefined }));
vi.mock('../../../src/worker/client', () => ({
  ingestInWorker: async () => worker.dataset,
}));
vi.mock('../../../src/storage/uploads', () => ({
  deleteStoredUpload: async () => {},
  clearStoredUploads: async () => {},
}));

const { runImport } = await import('../../../src/state/import-actions');
const { addUpload, removeUpload, setPublished } = await import('../../../src/state/actions');
const { prepareAddUpload } = await import('../../../src/state/commit-ahead');
const { resetStore, useStore } = await import('../../../src/state/store');
const { selectDataset } = await import('../../../src/state/selectors');
const { mergeDatasets } = await import('../../../src/model/merge');

/** Real fio JSON files of one run folder, imported as the worker would (origin `origin`). */
async function imported(folder: string, origin: string): Promise<{ ds: Dataset; jobs: number }> {
  const dir = fixturePath(folder);
  const names = readdirSync(dir).filter((f) => f.endsWith('.json'));
  const texts = names.map((f) => readFileSync(join(dir, f), 'utf8'));
  const files = names.map((f, i) => ({ path: `${origin}/${f}`, bytes: new TextEncoder().encode(texts[i]) }));
  // The jobs the files hold, read from their text (one measurement each).
  const jobs = texts.reduce((n, t) => n + (JSON.parse(t) as { jobs: unknown[] }).jobs.length, 0);
  return { ds: await ingestFiles(files, { origin }), jobs };
}

const plan = (name: string) => ({
  name,
  uploadId: name,
  save: false,
  bytesTotal: 1,
  filesTotal: 1,
  collect: async () => [{ path: 'a.json', file: { size: 1 } as File }],
});

beforeEach(() => {
  resetStore();
  merges.count = 0;
});

describe('the end of an import', () => {
  it('makes the merged dataset before the store update that adds the upload, the same as merged then', async () => {
    const published = await imported('fio/local_ssd_1', 'published');
    const upload = await imported('fio/local_ssd_1', 'upload-1');
    setPublished(published.ds);
    selectDataset(useStore.getState());
    worker.dataset = upload.ds;
    // What the views get in the store update that adds the upload, and the merges that update made.
    let shown: Dataset | undefined;
    let mergedInUpdate = -1;
    const stop = useStore.subscribe((s) => {
      if (shown || s.uploads.length === 0) return;
      const before = merges.count;
      shown = selectDataset(s);
      mergedInUpdate = merges.count - before;
    });
    await runImport(plan('upload-1'));
    stop();
    expect(useStore.getState().importJob.status).toBe('done');
    expect(mergedInUpdate).toBe(0);
    // The dataset made ahead is the one a merge at that moment gives: every measurement of both.
    expect(shown).toEqual(mergeDatasets(published.ds, upload.ds));
    expect(shown?.measurements).toHaveLength(published.jobs + upload.jobs);
  });

  it('keeps the dataset made ahead when the current one is asked for in between (a render), and then only the new one', async () => {
    const published = await imported('fio/local_ssd_1', 'published');
    const a = await imported('fio/local_ssd_1', 'upload-a');
    const b = await imported('fio/local_ssd_1', 'upload-b');
    setPublished(published.ds);
    addUpload({ id: 'upload-a', name: 'a', addedAt: '2026-11-26T00:00:00Z', dataset: a.ds });
    const before = useStore.getState();
    const current = selectDataset(before);
    const ub = { id: 'upload-b', name: 'b', addedAt: '2026-11-26T00:00:01Z', dataset: b.ds };
    const ahead = await prepareAddUpload(ub);
    expect(selectDataset(useStore.getState())).toBe(current);
    const made = merges.count;
    addUpload(ub, {}, ahead);
    expect(selectDataset(useStore.getState()).measurements).toHaveLength(published.jobs + a.jobs + b.jobs);
    expect(merges.count).toBe(made);
    // Once the store has it, the dataset of before is no longer kept (nothing old stays alive).
    selectDataset(before);
    expect(merges.count).toBe(made + 1);
  });

  it('does not bring back an upload removed between the merge made ahead and the update', async () => {
    const a = await imported('fio/local_ssd_1', 'upload-a');
    const b = await imported('fio/local_ssd_1', 'upload-b');
    addUpload({ id: 'upload-a', name: 'a', addedAt: '2026-11-26T00:00:00Z', dataset: a.ds });
    const ub = { id: 'upload-b', name: 'b', addedAt: '2026-11-26T00:00:01Z', dataset: b.ds };
    const ahead = await prepareAddUpload(ub);
    removeUpload('upload-a');
    addUpload(ub, {}, ahead);
    expect(useStore.getState().uploads.map((u) => u.id)).toEqual(['upload-b']);
    expect(selectDataset(useStore.getState()).measurements).toHaveLength(b.jobs);
  });
});
