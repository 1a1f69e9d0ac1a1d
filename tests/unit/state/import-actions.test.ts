import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyDataset, type Dataset } from '../../../src/model/types';
import type { IngestRequest, SaveOutcome } from '../../../src/worker/api';

// The worker client is replaced: these tests follow the job through the store, not the import.
const worker = vi.hoisted(() => ({
  behaviour: 'ok' as 'ok' | 'fail' | 'wait-for-abort',
  requests: [] as unknown[],
  save: { saved: true } as SaveOutcome,
  deleted: [] as string[],
  /** Background saves still to report: each test waits for its own, so none lands in the next. */
  pendingSaves: [] as Promise<void>[],
  /** When set, the save is reported only when the test calls release (no race with its steps). */
  holdSave: undefined as undefined | { release?: () => void },
  dataset: undefined as Dataset | undefined,
}));
vi.mock('../../../src/worker/client', () => ({
  ingestInWorker: async (
    request: IngestRequest,
    opts: { onProgress(p: unknown): void; onSaved(o: SaveOutcome): void; signal: AbortSignal },
  ) => {
    worker.requests.push(request);
    opts.onProgress({ filesDone: 1, filesTotal: 2, bytesDone: 10, bytesTotal: 20 });
    if (worker.behaviour === 'fail') throw new Error('worker crashed');
    if (worker.behaviour === 'wait-for-abort') {
      await new Promise((_, reject) =>
        opts.signal.addEventListener('abort', () =>
          reject(Object.assign(new Error('stop'), { name: 'AbortError' })),
        ),
      );
    }
    // The workers report their background save after the dataset was handed over and shown
    // (writing tens of MB to IndexedDB takes longer than showing them).
    const outcome = worker.save;
    const hold = worker.holdSave;
    worker.pendingSaves.push(
      new Promise((resolve) => {
        const report = () => {
          opts.onSaved(outcome);
          resolve();
        };
        if (hold) hold.release = report;
        else setTimeout(report, 30);
      }),
    );
    if (worker.dataset) return worker.dataset;
    return {
      ...emptyDataset(),
      reports: [{ file: 'a.json', bytes: 3, format: 'fio-json', measurements: 1, series: 0, warnings: [] }],
    };
  },
}));
vi.mock('../../../src/storage/uploads', () => ({
  deleteStoredUpload: async (id: string) => void worker.deleted.push(id),
  clearStoredUploads: async () => {},
}));

const { importPickedFiles, runImport, cancelImport, uploadName, MAX_UPLOAD_BYTES } =
  await import('../../../src/state/import-actions');
const { resetStore, useStore } = await import('../../../src/state/store');
const { importErrorText } = await import('../../../src/views/app/notice-strings');

/** A disk of a worker's dataset, as the store holds it. */
const disk = (id: string) => ({
  id,
  label: id,
  provider: 'p',
  type: 't',
  comparable: true,
  identity: 'fallback' as const,
  metadata: {},
  origin: 'x',
});

function picked(path: string, size = 3) {
  return { path, file: { size } as File };
}

beforeEach(() => {
  worker.behaviour = 'ok';
  worker.requests = [];
  worker.save = { saved: true };
  worker.deleted = [];
  worker.dataset = undefined;
  worker.holdSave = undefined;
  resetStore();
});

afterEach(async () => {
  // A save reported after the test ended would delete (or warn about) an upload of the next test.
  await Promise.all(worker.pendingSaves);
  worker.pendingSaves = [];
  // The deletion it may start is itself asynchronous.
  await new Promise((resolve) => setTimeout(resolve, 0));
});

describe('importPickedFiles', () => {
  it('adds the upload, marks the job done and leaves the report closed when every file was read', async () => {
    await importPickedFiles([picked('run/a.json'), picked('run/b.json')]);
    const s = useStore.getState();
    expect(s.importJob.status).toBe('done');
    expect(s.uploads).toHaveLength(1);
    expect(s.uploads[0]?.name).toBe('run/');
    expect(s.uploads[0]?.id).toBe(s.importJob.uploadId);
    expect(s.reportOpen).toBe(false);
    expect(worker.requests).toHaveLength(1);
  });

  it('selects the new disks, and opens the report by itself when a file failed', async () => {
    useStore.setState({ selectedDiskIds: ['published/old'] });
    worker.dataset = {
      ...emptyDataset(),
      disks: [disk('u/a'), disk('u/b')],
      reports: [
        { file: 'a.json', bytes: 3, format: 'fio-json', measurements: 1, series: 0, warnings: [] },
        {
          file: 'b.txt',
          bytes: 3,
          format: 'unknown',
          measurements: 0,
          series: 0,
          warnings: [],
          error: { file: 'b.txt', code: 'unrecognised', message: 'not a result file' },
        },
      ],
    };
    await importPickedFiles([picked('a.json'), picked('b.txt')]);
    const s = useStore.getState();
    expect(s.selectedDiskIds).toEqual(['u/a', 'u/b']);
    expect(s.reportOpen).toBe(true);
  });

  it('selects the new disks in the same store update that adds them (no render over every disk first)', async () => {
    useStore.setState({ selectedDiskIds: ['published/old'] });
    worker.dataset = { ...emptyDataset(), disks: [disk('u/b'), disk('u/a')] };
    // Every state the store passes through while the upload arrives, as a view would see it.
    const seen: { uploads: number; selected: string[] }[] = [];
    const stop = useStore.subscribe((s) =>
      seen.push({ uploads: s.uploads.length, selected: s.selectedDiskIds }),
    );
    await importPickedFiles([picked('a.json'), picked('b.json')]);
    stop();
    const withUpload = seen.filter((s) => s.uploads === 1);
    expect(withUpload.length).toBeGreaterThan(0);
    // In the table's (natural) order, and never the old selection beside the new upload.
    for (const s of withUpload) expect(s.selected).toEqual(['u/a', 'u/b']);
  });

  it('says when the upload could not be saved for reload', async () => {
    worker.save = { saved: false, why: 'quota', error: 'QuotaExceededError' };
    await importPickedFiles([picked('a.json')]);
    await vi.waitFor(() =>
      expect(useStore.getState().saveFailures).toEqual([
        { name: 'a.json', why: 'quota', detail: 'QuotaExceededError' },
      ]),
    );
    expect(useStore.getState().uploads).toHaveLength(1);
    // Nothing partly saved is left behind: the upload's records are removed.
    await vi.waitFor(() => expect(worker.deleted).toContain(useStore.getState().uploads[0]!.id));
  });

  it('when no worker had anything to save, the notice says the import did not finish', async () => {
    worker.save = { saved: false, nothing: true };
    await importPickedFiles([picked('a.json')]);
    await new Promise((r) => setTimeout(r, 50));
    // All workers had nothing: then the import itself did not finish — said as such.
    expect(useStore.getState().saveFailures.map((f) => f.why)).toEqual(['unfinished']);
  });

  it('deletes the saved copy of an upload removed before its save finished', async () => {
    // The save is reported after the removal, whatever the machine's load (a timer could fire first).
    const hold: { release?: () => void } = {};
    worker.holdSave = hold;
    await importPickedFiles([picked('a.json')]);
    const { removeUpload } = await import('../../../src/state/actions');
    const id = useStore.getState().uploads[0]!.id;
    removeUpload(id);
    hold.release!();
    await vi.waitFor(() => expect(worker.deleted).toEqual([id, id]));
  });

  it('keeps earlier uploads when an import fails', async () => {
    await importPickedFiles([picked('first.zip')]);
    worker.behaviour = 'fail';
    await importPickedFiles([picked('second.zip')]);
    const s = useStore.getState();
    expect(s.importJob).toMatchObject({ status: 'failed', name: 'second.zip', error: 'worker crashed' });
    expect(s.uploads.map((u) => u.name)).toEqual(['first.zip']);
  });

  it('an import with no readable file fails with a code the page words in its language', async () => {
    await runImport({
      name: 'empty.zip',
      uploadId: 'u-empty',
      save: true,
      bytesTotal: 0,
      filesTotal: 1,
      collect: () => Promise.resolve([]),
    });
    const job = useStore.getState().importJob;
    expect(job).toMatchObject({ status: 'failed', errorCode: 'noFilesRead' });
    expect(importErrorText(job.errorCode!, 'en')).toBe('none of its files could be read');
    expect(importErrorText(job.errorCode!, 'ru')).toMatch(/не удалось прочитать/);
    expect(worker.requests).toHaveLength(0);
  });

  it('can be cancelled while running', async () => {
    worker.behaviour = 'wait-for-abort';
    const job = importPickedFiles([picked('big.zip')]);
    await vi.waitFor(() => expect(useStore.getState().importJob.progress.filesDone).toBe(1));
    expect(useStore.getState().importJob.status).toBe('running');
    cancelImport();
    await job;
    expect(useStore.getState().importJob.status).toBe('cancelled');
    expect(useStore.getState().uploads).toEqual([]);
  });

  it('refuses an upload over the size limit without starting the worker', async () => {
    await importPickedFiles([picked('huge.tar', MAX_UPLOAD_BYTES + 1)]);
    expect(useStore.getState().importJob.status).toBe('failed');
    expect(useStore.getState().importJob.error).toMatch(/limited to 1024 MiB/);
    const job = useStore.getState().importJob;
    expect(job.errorCode).toBe('tooLarge');
    expect(importErrorText(job.errorCode!, 'en', job.errorParams)).toBe(job.error);
    expect(importErrorText(job.errorCode!, 'ru', job.errorParams)).toMatch(/huge\.tar .* 1024 MiB/);
    expect(worker.requests).toHaveLength(0);
  });
});

describe('uploadName', () => {
  it('names a single file, a folder, or a count', () => {
    expect(uploadName([picked('results.zip')])).toBe('results.zip');
    expect(uploadName([picked('aliyun_ssd_250/a.json'), picked('aliyun_ssd_250/b.json')])).toBe(
      'aliyun_ssd_250/',
    );
    expect(uploadName([picked('a.json'), picked('b.json')])).toBe('2 files');
  });
});
