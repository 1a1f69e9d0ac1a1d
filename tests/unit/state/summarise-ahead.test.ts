/// <reference types="vite/client" />
// Uploads saved in this browser come back on a reload with their large disks already summarised,
// in steps, as after an import: the store gets them only then. The upload is a real fio JSON of
// 5,000 jobs (the fio 3.33 run of tests/fixtures with its job repeated, scripts/bench/many-jobs.ts)
// beside the real local_ssd_1 run, imported by the importer; storage is replaced by what it read.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { measurementsByDisk } from '../../../src/analysis/by-disk';
import { summariseMeasurements } from '../../../src/analysis/summary';
import { summaryOfRuns } from '../../../src/analysis/summary/runs-cache';
import { ingestFiles } from '../../../src/ingest/ingest';
import type { Dataset } from '../../../src/model/types';
import { SUMMARISE_AHEAD_MIN } from '../../../src/state/summarise-ahead';
import { useStore } from '../../../src/state/store';
import { restoreSavedUploads } from '../../../src/state/load-published';
import { writeManyJobsJson } from '../../../scripts/bench/many-jobs';
import { BENCH_CACHE } from '../../../scripts/bench/log-file';
import { fixturePath } from '../../helpers/fixtures';

const stored = vi.hoisted(() => ({ dataset: undefined as Dataset | undefined }));
vi.mock('../../../src/storage/uploads', async (real) => ({
  ...(await real<typeof import('../../../src/storage/uploads')>()),
  loadStoredUploads: async () => ({
    uploads: [{ id: 'u1', name: 'big.zip', addedAt: '2026-11-26T00:00:00.000Z', dataset: stored.dataset! }],
    notices: [],
    broken: [],
  }),
}));

const JOBS = 5000;
let big: string;
let small: string;

beforeAll(async () => {
  const many = writeManyJobsJson(join(BENCH_CACHE, `many-jobs-${JOBS}.json`), JOBS);
  const dir = fixturePath('fio/local_ssd_1');
  stored.dataset = await ingestFiles(
    [
      { path: 'big_disk/many.json', bytes: new Uint8Array(readFileSync(many.path)) },
      ...readdirSync(dir).map((f) => ({
        path: `small_disk/${f}`,
        bytes: new Uint8Array(readFileSync(join(dir, f))),
      })),
    ],
    { origin: 'u1' },
  );
  const jobs = (JSON.parse(readFileSync(many.path, 'utf8')) as { jobs: unknown[] }).jobs.length;
  const byDisk = measurementsByDisk(stored.dataset);
  big = [...byDisk].find(([, ms]) => ms.length === jobs)![0];
  small = [...byDisk].find(([id]) => id !== big)![0];
}, 60000);

describe('reloading saved uploads', () => {
  it('summarises a disk of 5,000 runs, in steps, before the store holds it; a small disk when shown', async () => {
    const byDisk = measurementsByDisk(stored.dataset!);
    expect(byDisk.get(big)!.length).toBeGreaterThanOrEqual(SUMMARISE_AHEAD_MIN);
    expect(byDisk.get(small)!.length).toBeLessThan(SUMMARISE_AHEAD_MIN);
    let atStore: { big: boolean; small: boolean } | undefined;
    const stop = useStore.subscribe((s) => {
      if (!atStore && s.uploads.length)
        atStore = {
          big: summaryOfRuns(byDisk.get(big)!, big) !== undefined,
          small: summaryOfRuns(byDisk.get(small)!, small) !== undefined,
        };
    });
    // Summarised in steps: other tasks run before the uploads reach the store.
    let otherTasks = 0;
    const timer = setInterval(() => otherTasks++, 0);
    await restoreSavedUploads();
    clearInterval(timer);
    stop();
    expect(atStore).toEqual({ big: true, small: false });
    expect(otherTasks).toBeGreaterThan(0);
    expect(useStore.getState().storageNotices).toEqual([]);
    expect(summaryOfRuns(byDisk.get(big)!, big)).toEqual(summariseMeasurements(byDisk.get(big)!, big));
  });
});
