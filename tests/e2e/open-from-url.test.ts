// Results opened from the web in real Chromium: the seed blog's six digest CSVs (read from ../shared,
// never copied into the repository; without ../shared those tests are skipped with one line) are served by a local server that allows other sites to read
// them (CORS), and opened through `#src=`; a second server without the CORS header, a missing file
// and an HTML page each give their own notice. Also: the landing page leads with a chart at
// 1366×768, and an upload selects its disks without the report covering the header.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeE2eFiles, type E2eFiles } from './fixtures';
import { describeWithShared } from '../helpers/fixtures';
import { drawnChart, launchChromium, ROOT, serveStatic, SHARED_FIXTURES, type StaticServer } from './harness';

const SHOTS = resolve(ROOT, 'tests/e2e/screenshots');
const DIGEST = join(SHARED_FIXTURES, 'third-party/cloudtesting-digest');
const NAMES = ['hybrid', 'hybrid_hir', 'hybrid_wsat', 'ssd', 'ssd_hir', 'ssd_wsat'];
const HAVE_DIGEST = existsSync(DIGEST);

/** Serves the digest folder; `cors` decides whether other sites may read the answers. */
async function digestServer(cors: boolean): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => {
    const headers: Record<string, string> = cors ? { 'access-control-allow-origin': '*' } : {};
    const path = (req.url ?? '/').split('?')[0]!;
    if (path === '/page.html') {
      res.writeHead(200, { ...headers, 'content-type': 'text/html; charset=utf-8' });
      res.end('<!DOCTYPE html><html><head><title>ssd.csv · GitHub</title></head><body>preview</body></html>');
      return;
    }
    const name = /^\/(\w+)\.csv$/.exec(path)?.[1];
    if (!name || !NAMES.includes(name)) {
      res.writeHead(404, { ...headers, 'content-type': 'text/plain' }).end('not found');
      return;
    }
    res.writeHead(200, { ...headers, 'content-type': 'text/csv' });
    res.end(readFileSync(join(DIGEST, `${name}.csv`)));
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, server };
}

let site: StaticServer;
let withCors: { url: string; server: Server };
let withoutCors: { url: string; server: Server };
let browser: Browser;
let files: E2eFiles;
const contexts: BrowserContext[] = [];
const pageErrors: string[] = [];

/**
 * `local`: the page reads from the plain-http test servers. The built site's Content-Security-Policy
 * lets it fetch https: addresses only (as on GitHub Pages, where http: would be mixed content too),
 * so those pages run with the policy off; the example test keeps it on and reads over https.
 */
async function freshPage(
  url: string,
  opts: { lang?: 'en' | 'zh'; height?: number; local?: boolean } = {},
): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 1366, height: opts.height ?? 768 },
    locale: opts.lang === 'zh' ? 'zh-CN' : 'en-US',
    bypassCSP: opts.local === true,
  });
  contexts.push(context);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(site.url).origin });
  const page = await context.newPage();
  page.on('pageerror', (e) => pageErrors.push(`${url}: ${e.message}`));
  await page.goto(url);
  return page;
}

const srcOf = (base: string, names: string[]) =>
  names.map((n) => `src=${encodeURIComponent(`${base}${n}.csv`)}`).join('&');

async function tableRows(page: Page): Promise<number> {
  const rows = page.locator('[data-view=overview] table.overview-table');
  await rows.waitFor({ timeout: 20000 });
  return Number(await rows.getAttribute('data-disks'));
}

beforeAll(async () => {
  site = await serveStatic();
  if (HAVE_DIGEST) {
    withCors = await digestServer(true);
    withoutCors = await digestServer(false);
  }
  browser = await launchChromium();
  files = makeE2eFiles();
});

afterAll(async () => {
  for (const c of contexts) await c.close().catch(() => {});
  await browser?.close();
  await site?.close();
  for (const s of [withCors, withoutCors]) if (s) await new Promise<void>((ok) => s.server.close(() => ok()));
  if (files) rmSync(files.dir, { recursive: true, force: true });
});

describe('the first screen', () => {
  it('the landing page shows a chart on the first screen (1366×768), in English and Chinese', async () => {
    for (const lang of ['en', 'zh'] as const) {
      const page = await freshPage(`${site.url}#lang=${lang}`, { lang });
      const plot = page.locator('.overview-lead .highcharts-plot-background');
      await plot.waitFor({ timeout: 30000 });
      const box = (await plot.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(768);
      expect(await page.locator('[data-testid=examples] li').count()).toBeGreaterThanOrEqual(2);
      const title = await page.locator('#examples-title').textContent();
      expect(title).toBe(lang === 'en' ? 'Open a public study' : '打开公开的测试');
      await page.waitForTimeout(1200); // entry animation, for the screenshot only
      await page.screenshot({ path: `${SHOTS}/landing-${lang}.png` });
    }
  });
});

describeWithShared(
  'cloudtesting-digest',
  'results opened from a URL (the seed blog digest, served locally)',
  () => {
    it('#src= opens the six digest CSVs; the Expected view judges the ten disks against the 2016 curves', async () => {
      const page = await freshPage(
        `${site.url}#v=2&view=expected&p.date=2016-06&${srcOf(withCors.url, NAMES)}`,
        { local: true },
      );
      await page.locator('[data-import-status=done]').waitFor({ timeout: 60000 });
      await expect(page.locator('[data-import-status=done]').textContent()).resolves.toMatch(
        /6 files, 10 disks, \d+ measurements, 0 files with problems/,
      );
      await expect(page.locator('[data-testid=run-date]').inputValue()).resolves.toBe('2016-06');
      await page.locator('[data-view=expected] [data-tab=measured]').click();
      const rows = page.locator('[data-disk-row^="src-"]');
      await expect.poll(() => rows.count(), { timeout: 20000 }).toBe(10);
      // The curve each row was judged against (in the row's Details).
      const curves = await rows.evaluateAll((trs) =>
        trs.map((tr) => tr.querySelector('[data-curve-id]')?.getAttribute('data-curve-id') ?? ''),
      );
      expect(
        curves.every((c) => /@2016/.test(c)),
        curves.join(' | '),
      ).toBe(true);
      // Alibaba's 2016 SSD formula is min(30 × GB, 20000) IOPS: 7,500 for the 250 GB disk (today's
      // formula gives more), so this row proves the 2016 curve was used.
      const ssd250 = page.locator('[data-disk-row^="src-"][data-disk-row$="/aliyun_ssd_250"]');
      // The expected figures sit in the row's details (verdict and ratio come first).
      const expectedIops = (await ssd250.locator('[data-expected-iops]').textContent()) ?? '';
      expect(Number(expectedIops.replace(/,/g, ''))).toBe(7500);
      // Shown, not saved, until "Keep".
      await expect(page.locator('[data-testid=uploads]').textContent()).resolves.toMatch(/shown, not saved/);
      await page.screenshot({ path: `${SHOTS}/src-expected-2016.png` });
    });

    it('one click on the 2016 example opens it through #src= and judges it as of 2016', async () => {
      const page = await freshPage(site.url);
      // The example's host, answered from ../shared as GitHub's raw host would (with CORS).
      await page.route('https://raw.githubusercontent.com/**', async (route) => {
        const name = /\/(\w+)\.csv$/.exec(new URL(route.request().url()).pathname)?.[1] ?? '';
        if (!NAMES.includes(name)) return route.fulfill({ status: 404, body: 'not found' });
        await route.fulfill({
          status: 200,
          headers: { 'access-control-allow-origin': '*', 'content-type': 'text/plain; charset=utf-8' },
          body: readFileSync(join(DIGEST, `${name}.csv`)),
        });
      });
      await page.locator('[data-example=cloudtesting-2016] > a').click();
      await page.locator('[data-import-status=done]').waitFor({ timeout: 60000 });
      expect(page.url()).toContain('view=expected');
      expect(page.url()).toContain('p.date=2016-06');
      expect(page.url()).toContain('src=https://raw.githubusercontent.com/earlgrey0103/CloudTesting/');
      await page.locator('[data-view=expected] [data-tab=measured]').click();
      const rows = page.locator('[data-disk-row^="src-"]');
      await expect.poll(() => rows.count(), { timeout: 20000 }).toBe(10);
      // The curve each row was judged against (in the row's Details).
      const curves = await rows.evaluateAll((trs) =>
        trs.map((tr) => tr.querySelector('[data-curve-id]')?.getAttribute('data-curve-id') ?? ''),
      );
      expect(
        curves.every((c) => /@2016/.test(c)),
        curves.join(' | '),
      ).toBe(true);
    });

    it('Copy link of a Compare chart of fetched data is under 2 KB and reopens the same chart', async () => {
      const page = await freshPage(`${site.url}#v=2&view=compare&${srcOf(withCors.url, NAMES)}`, {
        local: true,
      });
      await page.locator('[data-import-status=done]').waitFor({ timeout: 60000 });
      const panel = page.locator('[data-chart-panel]').first();
      await panel.waitFor({ timeout: 30000 });
      const id = (await panel.getAttribute('data-chart-panel'))!;
      const drawn = `[data-chart-id="${id}"] .highcharts-series`;
      await page.locator(drawn).first().waitFor({ timeout: 30000 });
      const before = await drawnChart(page, id);
      await panel.locator('.share-copy-link').click();
      const link = await panel.locator('[data-testid=share-link] input').inputValue();
      expect(link.length).toBeLessThan(2048);
      expect(link).toContain(`src=${withCors.url}ssd.csv`);
      expect(link).not.toContain('data=');

      const reader = await freshPage(link, { local: true });
      await reader.locator('[data-import-status=done]').waitFor({ timeout: 60000 });
      await reader.locator(drawn).first().waitFor({ timeout: 30000 });
      const after = await drawnChart(reader, id);
      expect(after).toEqual(before);
      expect((after as { series: unknown[] }).series.length).toBeGreaterThanOrEqual(2);
      await expect(reader.locator('[data-testid=url-notice]').count()).resolves.toBe(0);
    });

    it('a 404, a CORS refusal and an HTML page each give their notice; earlier data stays', async () => {
      const page = await freshPage(`${site.url}#v=2&${srcOf(withCors.url, ['ssd'])}`, { local: true });
      await page.locator('[data-import-status=done]').waitFor({ timeout: 60000 });
      // The site's own disks may be listed after the linked file's: count once both are in.
      await page.locator('[data-published=ready]').waitFor({ timeout: 30000 });
      const disks = await tableRows(page);
      const field = page.locator('[data-testid=open-url] input');
      const cases: [string, string, RegExp][] = [
        [`${withCors.url}gone.csv`, 'not-found', /not found \(HTTP 404\)/],
        [
          `${withoutCors.url}ssd.csv`,
          'cors',
          /does not allow other sites to read this file\. Download it and drop it here/,
        ],
        [`${withCors.url}page.html`, 'web-page', /a web page, not a results file/],
      ];
      for (const [url, kind, words] of cases) {
        await field.fill(url);
        await page.locator('[data-testid=open-url] button[type=submit]').click();
        const notice = page.locator(`[data-remote-notice="${kind}"]`);
        await notice.waitFor({ timeout: 30000 });
        await expect(notice.textContent()).resolves.toMatch(words);
        expect(await tableRows(page)).toBe(disks);
        await expect(page.locator('[data-testid=uploads]').textContent()).resolves.toContain('ssd.csv');
      }
      await page.screenshot({ path: `${SHOTS}/src-notices.png` });
    });
  },
);

describe('after an upload', () => {
  it('after an upload of the real PTS bundle its disk is selected and the header stays clickable', async () => {
    const page = await freshPage(site.url);
    await tableRows(page);
    await page.locator('[data-testid=file-input]').setInputFiles(files.ptsZip);
    const status = page.locator('[data-import-status=done]');
    await status.waitFor({ timeout: 60000 });
    await expect(status.textContent()).resolves.toMatch(/local_ext4_2\.zip: \d+ files, 1 disk\b/);
    const uploadId = await page
      .locator('[data-view=overview] table.overview-table tr.selected input')
      .count();
    expect(uploadId).toBe(1);
    const lead = page.locator('.overview-lead');
    expect(await lead.getAttribute('data-lead-disks')).toMatch(/^upload-[^,]+$/);
    await expect(page.locator('[data-view=overview] .filters .muted').textContent()).resolves.toBe(
      '1 selected',
    );
    // With the report open, the header's switches still take clicks (Playwright refuses to click
    // an element another one covers).
    if (!(await page.locator('[data-testid=import-report]').isVisible()))
      await status.locator('button', { hasText: 'Import report' }).click();
    await page.locator('[data-testid=import-report]').waitFor();
    await page.locator('.header-controls button', { hasText: 'MiB/s' }).click({ timeout: 5000 });
    await page.locator('.header-controls button', { hasText: 'ms' }).click({ timeout: 5000 });
    await expect(
      page.locator('.header-controls button[aria-pressed=true]').allTextContents(),
    ).resolves.toContain('MiB/s');
    await page.locator('.view-nav button', { hasText: 'Compare' }).click({ timeout: 5000 });
    await page.screenshot({ path: `${SHOTS}/upload-report-open.png` });
  });

  it('raised no page errors', () => {
    expect(pageErrors).toEqual([]);
  });
});
