// A picked folder of many small files in real Chromium (bench:peers' shape: 100 disk folders of the
// real 4k fio runs of local_ssd_1, 600 files, a few MB): shared between ingest workers for its
// reads (its saved share records say so), it gives every run of every file — counted here with
// JSON.parse on the files — and comes back whole after a reload.
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPublishedSite, OWN_FIXTURES, pollPage, savedShares, type OpenedPage } from './harness';

const DISKS = 100;
const SOURCE = join(OWN_FIXTURES, 'fio/local_ssd_1');
const NAMES = readdirSync(SOURCE).filter((f) => f.endsWith('.json') && f.includes('-4k-'));

let site: OpenedPage;
let page: Page;
const dir = mkdtempSync(join(tmpdir(), 'diskscope-e2e-folder-'));
const pageErrors: string[] = [];

beforeAll(async () => {
  for (let d = 1; d <= DISKS; d++) {
    const disk = join(dir, 'peers', `peer_ssd_${d}`);
    mkdirSync(disk, { recursive: true });
    for (const name of NAMES) copyFileSync(join(SOURCE, name), join(disk, name));
  }
  site = await openPublishedSite({ width: 1280, height: 900 }, pageErrors);
  page = site.page;
});

afterAll(async () => {
  await site?.browser.close();
  await site?.server.close();
  rmSync(dir, { recursive: true, force: true });
});

/** In-page: how many shards the named upload was saved in (1 when it was not shared). */
function shareCount(name: string): Promise<number> {
  return new Promise((resolve) => {
    const open = indexedDB.open('diskscope');
    open.onsuccess = () => {
      const get = open.result.transaction('uploads').objectStore('uploads').getAll();
      get.onsuccess = () =>
        resolve(
          Math.max(
            0,
            ...(get.result as { name: string; share?: { count: number } }[])
              .filter((r) => r.name === name)
              .map((r) => r.share?.count ?? 1),
          ),
        );
    };
  });
}

const disksInTable = async () =>
  Number(await page.locator('[data-view=overview] table').getAttribute('data-disks'));

/** Disks the overview lists once the upload is in: the published ones and the folder's. */
let listed = 0;

/** Resolves once the overview's table lists `want` disks (fails after 30 s). */
const tableLists = (want: number) =>
  page.waitForFunction(
    (n) => Number(document.querySelector('[data-view=overview] table')?.getAttribute('data-disks')) === n,
    want,
    { timeout: 30000 },
  );

describe('a picked folder of many small files', () => {
  it('is shared between workers and gives every run of every file', async () => {
    const before = await disksInTable();
    await page.locator('[data-testid=folder-input]').setInputFiles(join(dir, 'peers'));
    await page.locator('[data-import-status=done]').waitFor({ timeout: 60000 });
    const jobs = NAMES.reduce(
      (n, name) =>
        n + (JSON.parse(readFileSync(join(SOURCE, name), 'utf8')) as { jobs: unknown[] }).jobs.length,
      0,
    );
    const summary = await page.locator('[data-import-status]').textContent();
    expect(summary).toContain(`${DISKS} disks, ${DISKS * jobs} measurements`);
    // The overview's rows are made in slices after the import is done (a loaded machine showed the
    // status before the table): waited for, not read once.
    listed = before + DISKS;
    await tableLists(listed);
    expect(pageErrors).toEqual([]);
  });

  it('was saved in shares (one per shard), and comes back whole after a reload', async () => {
    await pollPage(page, savedShares, 'peers/', { timeout: 30000, what: 'every share saved' });
    // Each shard a worker imported is saved as its own record: more than one, the folder was shared.
    if ((await page.evaluate(() => navigator.hardwareConcurrency)) > 1)
      expect(await page.evaluate(shareCount, 'peers/')).toBeGreaterThan(1);
    await page.reload();
    await tableLists(listed);
  });
});
