// A text file holding several fio runs (appended with >> in a loop, from tests/fixtures/fio-runs)
// uploaded through the page: the Disk view's run table shows one run per run, each named by its
// position ("run 3 of 5"), never one run with the others summed in as numjobs clones.
import { resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, type StaticServer, openPublishedSite } from './harness';

const SHOTS = resolve(ROOT, 'tests/e2e/screenshots');
const FILE = resolve(ROOT, 'tests/fixtures/fio-runs/loop-appended.normal.txt');

let server: StaticServer;
let browser: Browser;
let page: Page;
const pageErrors: string[] = [];

beforeAll(async () => {
  ({ server, browser, page } = await openPublishedSite({ width: 1400, height: 1000 }, pageErrors));
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('a file of several fio runs in Chromium', () => {
  it('shows one run-table row group per run, each named "run N of 5"', async () => {
    await page.locator('[data-testid=file-input]').setInputFiles(FILE);
    await page.locator('[data-import-status=done]').waitFor({ timeout: 60000 });
    const report = page.locator('[data-testid=import-report]');
    // Without errors the report stays closed; the summary line opens it.
    if (!(await report.isVisible()))
      await page.locator('[data-import-status] button', { hasText: 'Import report' }).click();
    await report.waitFor();
    const upload = report.locator('[data-testid=import-report-upload]').last();
    const uploadId = (await upload.getAttribute('data-upload-id')) ?? '';
    const row = upload.locator('tr', { hasText: 'loop-appended.normal.txt' });
    await expect(row.locator('td').nth(2).textContent()).resolves.toBe('5');
    // The report's line for the file says it holds 5 runs, read one by one.
    await expect(upload.textContent()).resolves.toContain('5 fio runs in this file, each read on its own');
    await page.screenshot({ path: `${SHOTS}/fio-runs-import-report.png` });
    await page.locator('.report-header button').click();

    await page.locator('.view-nav button', { hasText: 'Disk' }).click();
    await page.locator('.view-area .view-loading').waitFor({ state: 'detached' });
    const values = await page
      .locator('.view-area select option')
      .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
    const disk = values.find((v) => v.startsWith(`${uploadId}/`));
    expect(disk, `a disk of upload ${uploadId} in ${values.join(', ')}`).toBeDefined();
    await page.locator('.view-area select').first().selectOption(disk!);

    const table = page.locator('table.run-table');
    await table.waitFor({ timeout: 20000 });
    const sources = (await table.locator('tbody tr td:first-child').allTextContents()).filter(
      (t) => t !== '',
    );
    expect(sources).toEqual([1, 2, 3, 4, 5].map((i) => `loop-appended.normal.txt run ${i} of 5, job test`));
    const workloads = (await table.locator('tbody tr td:nth-child(2)').allTextContents()).filter(
      (t) => t !== '',
    );
    expect(workloads.map((w) => w.split(' ').slice(0, 4).join(' '))).toEqual([
      'randread bs=4k qd=1 jobs=1',
      'randwrite bs=4k qd=4 jobs=1',
      'read bs=64k qd=8 jobs=2',
      'randread bs=4k qd=16 jobs=2',
      'randrw bs=16k qd=2 jobs=1',
    ]);
    await table.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/fio-runs-run-table.png`, fullPage: true });
  });

  it('threw no uncaught errors in the page', () => {
    expect(pageErrors).toEqual([]);
  });
});
