// A large upload in real Chromium: a zip of many disk folders (real fixtures copied under new
// names, 15 MB) is shared between ingest workers, gives the same dataset as one importer in Node,
// keeps the overview table short until asked, and comes back whole after a reload (each worker
// saved its share).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync, zipSync, type Zippable } from 'fflate';
import { packTar } from 'modern-tar';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ingestFiles } from '../../src/ingest/ingest';
import { SPLIT_ZIP_FROM_BYTES } from '../../src/worker/plan-upload';
import { filesUnder } from './fixtures';
import {
  launchChromium,
  pollPage,
  ROOT,
  savedShares,
  serveStatic,
  OWN_FIXTURES,
  type StaticServer,
} from './harness';

const FIO_DISKS = 110;
const PTS_DISKS = 12;

let server: StaticServer;
let browser: Browser;
let page: Page;
let dir: string;
let zipPath: string;
let zip: Uint8Array;
/** Files in the zip (its folder entries aside): the import report has a row for each. */
let members = 0;
let tgzPath: string;
let tgz: Uint8Array;
let workers = 0;
const pageErrors: string[] = [];

beforeAll(async () => {
  const fio = filesUnder(join(OWN_FIXTURES, 'fio/local_ssd_1'), '');
  const pts = filesUnder(join(OWN_FIXTURES, 'pts/local_ext4_2'), '');
  const entries: Zippable = {};
  // Last disk first: the page must not show the disks in the order the archive holds them.
  for (let i = FIO_DISKS; i >= 1; i--)
    for (const [p, bytes] of Object.entries(fio)) entries[`results/tencent_ssd_${i}${p}`] = bytes;
  for (let i = 1; i <= PTS_DISKS; i++)
    for (const [p, bytes] of Object.entries(pts)) entries[`results/aliyun_essd_${i}${p}`] = bytes;
  zip = zipSync(entries, { level: 6 });
  members = Object.keys(entries).length;
  tgz = gzipSync(
    await packTar(
      Object.entries(entries).map(([name, body]) => ({
        header: { name, size: (body as Uint8Array).length },
        body: body as Uint8Array,
      })),
    ),
  );
  dir = mkdtempSync(join(tmpdir(), 'diskscope-e2e-large-'));
  zipPath = join(dir, 'many-disks.zip');
  writeFileSync(zipPath, zip);
  tgzPath = join(dir, 'many-disks.tar.gz');
  writeFileSync(tgzPath, tgz);
  server = await serveStatic();
  browser = await launchChromium();
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });
  page = await context.newPage();
  page.on('pageerror', (e) => pageErrors.push(e.message));
  page.on('worker', () => workers++);
  await page.goto(server.url);
  await page.locator('.view-area table tbody tr').first().waitFor({ timeout: 20000 });
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** In-page: the share of each saved record of the named upload. */
function savedShareCounts(name: string): Promise<number[]> {
  return new Promise((resolve) => {
    const open = indexedDB.open('diskscope');
    open.onerror = () => resolve([]);
    open.onsuccess = () => {
      const get = open.result.transaction('uploads').objectStore('uploads').getAll();
      get.onerror = () => resolve([]);
      get.onsuccess = () =>
        resolve(
          (get.result as { name: string; share?: { count: number } }[])
            .filter((r) => r.name === name)
            .map((r) => r.share?.count ?? 1),
        );
    };
  });
}

/** In-page: the names of the uploads saved in IndexedDB. */
function storedNames(): Promise<string[]> {
  return new Promise((resolve) => {
    const open = indexedDB.open('diskscope');
    open.onerror = () => resolve([]);
    open.onsuccess = () => {
      if (!open.result.objectStoreNames.contains('uploads')) return resolve([]);
      const get = open.result.transaction('uploads').objectStore('uploads').getAll();
      get.onerror = () => resolve([]);
      get.onsuccess = () => resolve((get.result as { name: string }[]).map((r) => r.name));
    };
  });
}

const disksInTable = async () =>
  Number(await page.locator('[data-view=overview] table').getAttribute('data-disks'));

/** Waits until the overview table holds `n` disks. */
const tableHolds = (n: number, timeout = 30000) =>
  page.waitForFunction(
    (want) =>
      Number(document.querySelector('[data-view=overview] table')?.getAttribute('data-disks')) === want,
    n,
    { timeout },
  );

/** Uploads `path`; the page's summary and table must match what one importer makes of `bytes` in Node. */
async function importsAsInNode(path: string, name: string, bytes: Uint8Array): Promise<void> {
  const before = await disksInTable();
  await page.locator('[data-testid=file-input]').setInputFiles(path);
  await page.locator('[data-import-status=done]').waitFor({ timeout: 60000 });
  const whole = await ingestFiles([{ path: name, bytes }], { origin: 'x' });
  expect(whole.disks).toHaveLength(FIO_DISKS + PTS_DISKS);
  const summary = await page.locator('[data-import-status]').textContent();
  expect(summary).toContain(`${whole.disks.length} disks, ${whole.measurements.length} measurements`);
  await tableHolds(before + whole.disks.length);
}

describe('a large upload', () => {
  it('can be cancelled while the workers run, leaving nothing behind', async () => {
    const before = await disksInTable();
    await page.locator('[data-testid=file-input]').setInputFiles(zipPath);
    await page.locator('[data-import-status] button', { hasText: 'Cancel' }).click();
    await page.locator('[data-import-status=cancelled]').waitFor({ timeout: 10000 });
    expect(await disksInTable()).toBe(before);
    expect(await page.locator('[data-testid=uploads]').count()).toBe(0);
    // Nothing of the cancelled upload reaches IndexedDB, even from a worker that had finished.
    await page.waitForTimeout(1500);
    expect(await page.evaluate(storedNames)).toEqual([]);
  });

  it('is shared between workers and gives what one importer gives', async () => {
    expect(zip.length).toBeGreaterThan(SPLIT_ZIP_FROM_BYTES);
    await importsAsInNode(zipPath, 'many-disks.zip', zip);
    const cores = await page.evaluate(() => navigator.hardwareConcurrency);
    if (cores > 1) expect(workers).toBeGreaterThan(1);
    await page.screenshot({ path: join(ROOT, 'tests/e2e/screenshots/import-report-many-disks.png') });
    // The report opens by itself only when a file failed.
    if (await page.locator('.report-header button').isVisible())
      await page.locator('.report-header button').click();
  });

  it('draws the table a page of 50 disks at a time, and every disk is on one page', async () => {
    const rows = page.locator('[data-view=overview] table tbody tr');
    const names = () => rows.locator('th[scope=row]').allTextContents();
    const pager = page.locator('[data-testid=overview-pager]');
    const button = (name: string) => pager.getByRole('button', { name, exact: true });
    expect(await rows.count()).toBe(50);
    const total = await disksInTable();
    expect(total).toBeGreaterThan(100);
    expect(await pager.locator('.pager-range').textContent()).toBe(
      `Disks 1–50 of ${total} in this order; search, filter or sort to find others.`,
    );
    expect(await button('« First').isDisabled()).toBe(true);
    expect(await button('‹ Previous').isDisabled()).toBe(true);
    await pager.scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(ROOT, 'tests/e2e/screenshots/overview-many-disks.png') });
    // Page by page, every disk once.
    const seen: string[] = [];
    const pages = Math.ceil(total / 50);
    for (let p = 1; p <= pages; p++) {
      const from = (p - 1) * 50 + 1;
      const to = Math.min(total, p * 50);
      expect(await pager.locator('.pager-range').textContent()).toMatch(
        new RegExp(`^Disks ${from}–${to} of ${total} `),
      );
      expect(await pager.textContent()).toContain(`page ${p} of ${pages}`);
      const shown = await names();
      expect(shown).toHaveLength(to - from + 1);
      seen.push(...shown);
      if (p < pages) await button('Next ›').click();
    }
    expect(new Set(seen).size).toBe(total);
    expect(await button('Next ›').isDisabled()).toBe(true);
    expect(await button('Last »').isDisabled()).toBe(true);
    // A search opens on its first page, and so does the list again once it is cleared; First and
    // Last jump.
    await button('‹ Previous').click();
    expect(await pager.textContent()).toContain(`page ${pages - 1} of ${pages}`);
    const search = page.locator('[data-view=overview] input[type=search]');
    await search.fill('tencent');
    expect(await pager.textContent()).toMatch(/page 1 of \d+/);
    await search.fill('');
    expect(await pager.textContent()).toContain(`page 1 of ${pages}`);
    await button('Last »').click();
    expect(await rows.count()).toBe(total - 50 * (pages - 1));
    await button('« First').click();
    expect(await rows.count()).toBe(50);
  });

  it('pages the import report of a zip of many files the same way', async () => {
    await page.locator('[data-import-status] button', { hasText: 'Import report' }).click();
    const report = page.locator('[data-testid=import-report]');
    await report.waitFor();
    const upload = report
      .locator('[data-testid=import-report-upload]', { hasText: 'many-disks.zip' })
      .first();
    if (!(await upload.evaluate((d) => (d as HTMLDetailsElement).open)))
      await upload.locator('summary').click();
    const pager = upload.locator('[data-testid=report-pager]');
    const rows = upload.locator('table.report-table tbody tr');
    const label = (await pager.locator('.pager-range').textContent()) ?? '';
    const n = Number(/^Files 1–50 of (\d+)\.$/.exec(label)?.[1]);
    expect(n).toBeGreaterThanOrEqual(members);
    expect(await rows.count()).toBe(50);
    await pager.getByRole('button', { name: 'Next ›', exact: true }).click();
    expect(await pager.locator('.pager-range').textContent()).toBe(`Files 51–100 of ${n}.`);
    await pager.getByRole('button', { name: 'Last »', exact: true }).click();
    expect(await rows.count()).toBe(n - 50 * (Math.ceil(n / 50) - 1));
    await report.locator('.report-header button').click();
  });

  it('lists the disks in Compare as people number them (ssd 9 before ssd 10), not in import order', async () => {
    await page.locator('.view-nav button', { hasText: 'Compare' }).click();
    const labels = await page
      .locator('[data-view=compare] fieldset label.inline-check')
      .evaluateAll((ls) =>
        ls
          .filter((l) => !(l.querySelector('input') as HTMLInputElement).checked)
          .map((l) => (l.textContent ?? '').trim()),
      );
    const numbers = labels.flatMap((l) => /^tencent ssd (\d+)$/.exec(l)?.[1] ?? []).map(Number);
    expect(numbers.length).toBeGreaterThan(100);
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    await page.locator('.view-nav button', { hasText: 'Overview' }).click();
  });

  it('comes back whole after a reload', async () => {
    const total = await disksInTable();
    // The workers save their shares in the background: wait until every share is in IndexedDB.
    await pollPage(page, savedShares, 'many-disks.zip', { timeout: 30000, what: 'every share saved' });
    await page.reload();
    await tableHolds(total);
    expect(await page.locator('[data-testid=uploads]').textContent()).toContain('many-disks.zip');
  });

  it('streams a large tar.gz through every worker and gives what one importer gives', async () => {
    expect(tgz.length).toBeGreaterThan(SPLIT_ZIP_FROM_BYTES);
    await importsAsInNode(tgzPath, 'many-disks.tar.gz', tgz);
    // One part per worker, each saved as a share of the upload.
    await pollPage(page, savedShares, 'many-disks.tar.gz', { timeout: 30000, what: 'every share saved' });
    const cores = await page.evaluate(() => navigator.hardwareConcurrency);
    const counts = await page.evaluate(savedShareCounts, 'many-disks.tar.gz');
    expect(counts.length).toBe(counts[0]);
    if (cores > 1) expect(counts[0]).toBeGreaterThan(1);
    // The report opens by itself only when a file failed.
    if (await page.locator('.report-header button').isVisible())
      await page.locator('.report-header button').click();
  });

  it('a tar.gz shared between workers can be cancelled, leaving nothing behind', async () => {
    const path = join(dir, 'cancelled.tar.gz');
    writeFileSync(path, tgz);
    const before = await disksInTable();
    await page.locator('[data-testid=file-input]').setInputFiles(path);
    // Cancelled once the workers are handing members over (some files done), not during planning.
    await page.waitForFunction(() => {
      const status = document.querySelector('[data-import-status=running]');
      return /[1-9]\d* \/ \d+ files/.test(status?.textContent ?? '');
    });
    await page.locator('[data-import-status] button', { hasText: 'Cancel' }).click();
    await page.locator('[data-import-status=cancelled]').waitFor({ timeout: 10000 });
    expect(await disksInTable()).toBe(before);
    await page.waitForTimeout(1500);
    expect(await page.evaluate(storedNames)).not.toContain('cancelled.tar.gz');
  });

  it('threw no uncaught errors in the page', () => {
    expect(pageErrors).toEqual([]);
  });
});
