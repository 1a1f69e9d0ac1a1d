// The built site in real Chromium: opens on the published dataset, imports a real PTS bundle
// through the file input, reports a broken file without losing data, keeps uploads across a
// reload, and switches to Chinese. Screenshots land in tests/e2e/screenshots/ (git-ignored).
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeE2eFiles, type E2eFiles } from './fixtures';
import { launchChromium, ROOT, serveStatic, type StaticServer } from './harness';

const SHOTS = resolve(ROOT, 'tests/e2e/screenshots');
const VIEWS = ['Overview', 'Disk', 'Compare', 'Expected', 'Time'] as const;

let server: StaticServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let files: E2eFiles;
const pageErrors: string[] = [];
/** The id of the PTS upload: its disks' ids start with it. */
let uploadId = '';

async function openView(name: (typeof VIEWS)[number] | string): Promise<void> {
  await page.locator('.view-nav button', { hasText: name }).click();
  await page.locator('.view-area .view-loading').waitFor({ state: 'detached' });
}

async function importFile(path: string): Promise<void> {
  await page.locator('[data-testid=file-input]').setInputFiles(path);
  await page.locator('[data-import-status=done]').waitFor({ timeout: 60000 });
}

beforeAll(async () => {
  files = makeE2eFiles();
  server = await serveStatic();
  browser = await launchChromium();
  context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });
  page = await context.newPage();
  page.on('pageerror', (e) => pageErrors.push(e.message));
  await page.goto(server.url);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (files) rmSync(files.dir, { recursive: true, force: true });
});

describe('diskscope in Chromium', () => {
  it('opens on the published dataset: the disks table has rows', async () => {
    await page.locator('.view-area table tbody tr').first().waitFor({ timeout: 20000 });
    expect(await page.locator('.view-area table tbody tr').count()).toBeGreaterThan(0);
    await expect(page.locator('[data-testid=privacy-note]').textContent()).resolves.toMatch(
      /nothing is sent anywhere/,
    );
    await page.screenshot({ path: `${SHOTS}/overview-published.png`, fullPage: true });
  });

  it('imports a zipped PTS bundle through the file input and shows the import report', async () => {
    await importFile(files.ptsZip);
    const report = page.locator('[data-testid=import-report]');
    // Without errors the report stays closed; the summary line opens it.
    if (!(await report.isVisible()))
      await page.locator('[data-import-status] button', { hasText: 'Import report' }).click();
    await report.waitFor();
    const firstUpload = report.locator('[data-testid=import-report-upload]').first();
    uploadId = (await firstUpload.getAttribute('data-upload-id')) ?? '';
    await expect(firstUpload.locator('summary').textContent()).resolves.toContain('local_ext4_2.zip');
    const iopsRow = firstUpload.locator('tr', { hasText: 'local_ext4_2/iops.json' });
    await expect(iopsRow.locator('td').nth(1).textContent()).resolves.toMatch(/pts/);
    expect(Number(await iopsRow.locator('td').nth(2).textContent())).toBeGreaterThan(0);
    await page.screenshot({ path: `${SHOTS}/import-report.png` });
    // The panel starts where the header ends (its switches stay clickable), also on a phone, where
    // the header is laid out anew at another height (measured by a ResizeObserver).
    const gap = () =>
      page.evaluate(() => {
        const header = document.querySelector('.app-header')!.getBoundingClientRect();
        const panel = document.querySelector('[data-testid=import-report]')!.getBoundingClientRect();
        return { header: header.bottom, panel: panel.top };
      });
    const wide = await gap();
    expect(Math.abs(wide.panel - wide.header)).toBeLessThan(1);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(async () => Math.abs((await gap()).panel - (await gap()).header)).toBeLessThan(1);
    // Not the same height, or the check above would not show that the height follows the header.
    expect(Math.abs((await gap()).header - wide.header)).toBeGreaterThan(5);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.locator('.report-header button').click();
    await expect(page.locator('[data-testid=uploads]').textContent()).resolves.toContain('local_ext4_2.zip');
  });

  it('shows the 4k 100/0 IOPS of the uploaded bundle in the Disk view', async () => {
    await openView('Disk');
    // The published data holds the same bundle: pick the uploaded disk (ids start with the upload id).
    const values = await page
      .locator('.view-area select option')
      .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
    const uploaded = values.find((v) => v.startsWith(`${uploadId}/`));
    expect(uploaded, `a disk of upload ${uploadId} in ${values.join(', ')}`).toBeDefined();
    await page.locator('.view-area select').first().selectOption(uploaded!);
    const matrix = page
      .locator('table.matrix-table', { has: page.locator('caption', { hasText: 'IOPS' }) })
      .first();
    await matrix.waitFor({ timeout: 20000 });
    const headers = await matrix.locator('thead th').allTextContents();
    const column = headers.findIndex((h) => h.trim() === '100/0');
    expect(column, `100/0 column in ${headers.join(' | ')}`).toBeGreaterThan(0);
    const row = matrix.locator('tbody tr', { has: page.locator('th', { hasText: /^4k$/ }) });
    await expect(row.locator('th, td').nth(column).textContent()).resolves.toBe('311,073');
    await page.screenshot({ path: `${SHOTS}/disk-uploaded.png`, fullPage: true });
  });

  it('reports a truncated JSON file by name and keeps the earlier data', async () => {
    await importFile(files.brokenJson);
    const report = page.locator('[data-testid=import-report]');
    const row = report.locator('tr.row-error', { hasText: 'broken-randread.json' });
    await row.waitFor();
    await expect(row.textContent()).resolves.toMatch(/truncated/);
    const uploads = await page.locator('[data-testid=uploads]').textContent();
    expect(uploads).toContain('local_ext4_2.zip');
    expect(uploads).toContain('broken-randread.json');
    await page.screenshot({ path: `${SHOTS}/import-error.png` });
    await page.locator('.report-header button').click();
  });

  it('keeps uploads across a reload', async () => {
    await page.reload();
    await page.locator('[data-testid=uploads]').waitFor({ timeout: 20000 });
    const uploads = await page.locator('[data-testid=uploads]').textContent();
    expect(uploads).toContain('local_ext4_2.zip');
    expect(uploads).toContain('broken-randread.json');
  });

  it('renders every view (screenshots)', async () => {
    for (const view of VIEWS) {
      await openView(view);
      await page.waitForTimeout(800); // charts animate in
      await page.screenshot({ path: `${SHOTS}/view-${view.toLowerCase()}.png`, fullPage: true });
      expect(await page.locator('.view-area [role=alert]').count(), `${view} view crashed`).toBe(0);
    }
  });

  it('switches to Chinese and remembers it', async () => {
    await page.locator('.header-controls button', { hasText: '中文' }).click();
    await expect(page.locator('.view-nav').textContent()).resolves.toContain('概览');
    await expect(page.locator('[data-testid=privacy-note]').textContent()).resolves.toContain(
      '不会发送到任何地方',
    );
    await openView('概览');
    await page.screenshot({ path: `${SHOTS}/overview-zh.png`, fullPage: true });
    await page.reload();
    await expect(page.locator('.view-nav').textContent()).resolves.toContain('磁盘');
  });

  it('threw no uncaught errors in the page', () => {
    expect(pageErrors).toEqual([]);
  });
});
