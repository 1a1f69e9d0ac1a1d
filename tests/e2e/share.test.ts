// Sharing and publishing in real Chromium, on a build made with BASE=/diskscope/ and served only
// under /diskscope/ (anything else is a 404, so a wrong base path fails the test). Every link is
// opened in a fresh browser context (empty storage), and charts are checked from what Highcharts
// drew (`window.__diskscope.chartData`), never from the link the test built.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sirv from 'sirv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeE2eFiles, type E2eFiles } from './fixtures';
import { drawnChart, launchChromium, ROOT } from './harness';
import { writeDataset } from './fixture-site';

const SHOTS = resolve(ROOT, 'tests/e2e/screenshots');
const BASE = '/diskscope/';
const PTS = 'published/data/local_ext4_2';
const FIO = 'published/data/local_ssd_1';

interface Rendered {
  title: string;
  subtitle: string;
  categories: string[];
  xRange: [number, number];
  series: {
    name: string;
    points: { category?: string | number; y: number | null; value?: number | null }[];
  }[];
}

let outDir: string;
let server: Server;
let site: string;
let browser: Browser;
let files: E2eFiles;
const contexts: BrowserContext[] = [];
const pageErrors: string[] = [];

/** A new context is a new browser profile: no IndexedDB uploads, no localStorage. */
async function freshPage(url: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });
  contexts.push(context);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(site).origin });
  const page = await context.newPage();
  page.on('pageerror', (e) => pageErrors.push(`${url}: ${e.message}`));
  await page.goto(url);
  return page;
}

async function chartData(page: Page, id: string): Promise<Rendered> {
  // SVG series, or the canvas the boost module draws long time series on.
  const drawn = ['.highcharts-series', '.highcharts-boost-canvas'].map((c) => `[data-chart-id="${id}"] ${c}`);
  await page.locator(drawn.join(', ')).first().waitFor({ timeout: 30000 });
  return drawnChart<Rendered>(page, id);
}

const panelTitle = (page: Page, id: string) =>
  page.locator(`[data-chart-panel="${id}"] h3`).first().textContent();

/** Clicks "Copy link" on a chart and returns the link from the popover (and the clipboard). */
async function copyLink(page: Page, id: string): Promise<string> {
  await page.locator(`[data-chart-panel="${id}"] .share-copy-link`).click();
  const input = page.locator(`[data-chart-panel="${id}"] [data-testid=share-link] input`);
  await input.waitFor();
  const link = await input.inputValue();
  await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(link);
  return link;
}

beforeAll(async () => {
  // This build changes the base; its dataset is then the project's own fixtures (fixture-site.ts),
  // which the links below name, since data/ publishes only real cloud results.
  outDir = mkdtempSync(join(tmpdir(), 'diskscope-base-'));
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', outDir, '--emptyOutDir'], {
    cwd: ROOT,
    env: { ...process.env, BASE, NODE_ENV: 'production' },
    stdio: 'inherit',
  });
  await writeDataset(join(outDir, 'data', 'dataset.json'));
  const serve = sirv(outDir, { dev: true });
  server = createServer((req, res) => {
    if (!req.url?.startsWith(BASE)) return void res.writeHead(404).end('outside the base path');
    req.url = req.url.slice(BASE.length - 1);
    serve(req, res, () => void res.writeHead(404).end());
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  site = `http://127.0.0.1:${(server.address() as AddressInfo).port}${BASE}`;
  browser = await launchChromium();
  files = makeE2eFiles();
});

afterAll(async () => {
  for (const c of contexts) await c.close().catch(() => {});
  await browser?.close();
  await new Promise<void>((ok) => (server ? server.close(() => ok()) : ok()));
  if (outDir) rmSync(outDir, { recursive: true, force: true });
  if (files) rmSync(files.dir, { recursive: true, force: true });
});

describe('share and publish (built with BASE=/diskscope/)', () => {
  it('serves the page, its assets and the dataset from under the base path', async () => {
    const page = await freshPage(site);
    await page.locator('.view-area table tbody tr').first().waitFor({ timeout: 20000 });
    const srcs = await page.evaluate(() => [...document.scripts].map((s) => s.src));
    expect(srcs.every((s) => s.includes('/diskscope/assets/'))).toBe(true);
    await expect(page.title()).resolves.toMatch(/diskscope/);
    await expect(page.locator('meta[property="og:image"]').getAttribute('content')).resolves.toMatch(
      /social-card\.png$/,
    );
    const card = await page.request.get(new URL('social-card.png', site).toString());
    expect(card.status()).toBe(200);
    expect(page.url()).toContain('#v=2&view=overview');
  });

  it('Back and Forward step through the views visited; clicks inside a view add no entries', async () => {
    const page = await freshPage(site);
    await page.locator('.view-area table tbody tr').first().waitFor({ timeout: 20000 });
    const open = async (name: string) => {
      await page.locator('.view-nav button', { hasText: name }).click();
      await page.locator('.view-area .view-loading').waitFor({ state: 'detached' });
    };
    const view = () => page.locator('[data-view]').first().getAttribute('data-view');
    await open('Compare');
    await open('Disk');
    await page.locator('.header-controls button', { hasText: 'MiB/s' }).click();
    expect(page.url()).toContain('view=disk');
    expect(page.url()).toContain('bw=MiB');
    await page.goBack();
    await expect.poll(view).toBe('compare');
    expect(page.url()).toContain('view=compare');
    await page.goBack();
    await expect.poll(view).toBe('overview');
    await page.goForward();
    await page.goForward();
    await expect.poll(view).toBe('disk');
    // The unit was changed on the Disk entry, so it comes back with it.
    expect(page.url()).toContain('bw=MiB');
    await expect(
      page.locator('.header-controls button[aria-pressed=true]', { hasText: 'MiB/s' }).count(),
    ).resolves.toBe(1);
  });

  it('a deep link to a Disk chart opens that chart, with its title, series and values', async () => {
    const url = `${site}#v=1&view=disk&p.disk=${PTS}&chart=disk-iops-heatmap`;
    const page = await freshPage(url);
    const data = await chartData(page, 'disk-iops-heatmap');
    await expect(panelTitle(page, 'disk-iops-heatmap')).resolves.toBe('IOPS (SNIA PTS) · heatmap');
    expect(data.series.map((s) => s.name)).toEqual(['IOPS']);
    // 4k at 100/0: 311,073 IOPS in local_ext4_2/iops.json (the fixture's README table).
    const row4k = data.series[0]!.points.filter((p) => p.category === '100/0').map((p) => p.value);
    expect(row4k).toContain(311073);
    expect(await page.locator('.chart-panel-focused').getAttribute('data-chart-panel')).toBe(
      'disk-iops-heatmap',
    );
    await expect(page.locator('[data-testid=url-notice]').count()).resolves.toBe(0);
  });

  it('"Copy link" on a Compare chart opens the same chart in a fresh browser', async () => {
    const page = await freshPage(`${site}#v=1&view=compare&disks=${PTS},${FIO}`);
    const firstPanel = page.locator('[data-chart-panel]').first();
    await firstPanel.waitFor({ timeout: 30000 });
    const id = (await firstPanel.getAttribute('data-chart-panel'))!;
    const before = await chartData(page, id);
    const title = await panelTitle(page, id);
    const link = await copyLink(page, id);
    expect(link.startsWith(`${site}#v=2&view=compare&disks=${PTS},${FIO}`)).toBe(true);
    expect(link).toContain(`chart=${id}`);
    expect(link).not.toContain('data=');
    await page.waitForTimeout(1000); // entry animation, for the screenshot only
    await page.screenshot({ path: `${SHOTS}/share-copy-link.png` });

    const reader = await freshPage(link);
    const after = await chartData(reader, id);
    await expect(panelTitle(reader, id)).resolves.toBe(title);
    expect(after).toEqual(before);
    expect(after.series.length).toBeGreaterThanOrEqual(2);
    expect(after.series.some((s) => s.points.some((p) => p.y !== null))).toBe(true);
  });

  it('an embed link shows only the chart and a one-line source caption, also inside an iframe', async () => {
    const page = await freshPage(`${site}#v=1&view=disk&p.disk=${PTS}`);
    const id = 'disk-iops-columns';
    const before = await chartData(page, id);
    await page.locator(`[data-chart-panel="${id}"] .share-embed-code`).click();
    const snippet = await page
      .locator(`[data-chart-panel="${id}"] [data-testid=share-embed] textarea`)
      .inputValue();
    const src = /src="([^"]+)"/.exec(snippet)?.[1]?.replace(/&amp;/g, '&');
    expect(src).toContain('embed=disk-iops-columns');

    const embed = await freshPage(src!);
    const after = await chartData(embed, id);
    expect(after).toEqual(before);
    await expect(embed.locator('[data-chart-panel]').count()).resolves.toBe(1);
    await expect(embed.locator('.app-header, .view-nav, [data-testid=file-input]').count()).resolves.toBe(0);
    const caption = await embed.locator('[data-testid=embed-caption]').textContent();
    expect(caption).toMatch(/local ext4 2 · Source: .*iops\.json/);
    await embed.waitForTimeout(1000);
    await embed.screenshot({ path: `${SHOTS}/share-embed.png` });

    // The snippet as a blog post would hold it.
    const post = await freshPage(`${site}#v=1`);
    await post.setContent(`<h1>My disk benchmark</h1><p>The IOPS chart:</p>${snippet}<p>End of post.</p>`);
    const frame = post.frameLocator('iframe');
    await frame.locator(`[data-chart-id="${id}"] .highcharts-series`).first().waitFor({ timeout: 30000 });
    await expect(frame.locator('[data-testid=embed-caption]').isVisible()).resolves.toBe(true);
    await post.waitForTimeout(1500);
    await post.screenshot({ path: `${SHOTS}/share-embed-in-post.png` });
  });

  it('a chart of uploaded data is shared through its link and opens in a browser without that data', async () => {
    const page = await freshPage(site);
    await page.locator('.view-area table tbody tr').first().waitFor({ timeout: 20000 });
    await page.locator('[data-testid=file-input]').setInputFiles(files.ptsZip);
    await page.locator('[data-import-status=done]').waitFor({ timeout: 60000 });
    // The report opens by itself only when a file failed.
    if (await page.locator('.report-header button').isVisible())
      await page.locator('.report-header button').click();
    await page.locator('.view-nav button', { hasText: 'Disk' }).click();
    const picker = page.locator('[data-view=disk] .controls select').first();
    await picker.waitFor();
    // The disk list fills in once the upload is merged: wait for it.
    const uploadedOption = () =>
      picker
        .locator('option')
        .evaluateAll((os) =>
          os.map((o) => (o as HTMLOptionElement).value).find((v) => v.startsWith('upload-')),
        );
    await expect.poll(uploadedOption).toBeTruthy();
    const uploaded = await uploadedOption();
    await picker.selectOption(uploaded!);
    const id = 'disk-iops-heatmap';
    const before = await chartData(page, id);
    const link = await copyLink(page, id);
    expect(link).toContain('data=');
    expect(link).toContain(`p.disk=${uploaded!}`);
    await expect(
      page.locator(`[data-chart-panel="${id}"] [data-testid=share-link]`).textContent(),
    ).resolves.toMatch(/link itself carries the chart.s data \(\d+(\.\d)? KiB\)/);
    await page.waitForTimeout(1000);
    await page.screenshot({ path: `${SHOTS}/share-uploaded-link.png` });

    const reader = await freshPage(link);
    const after = await chartData(reader, id);
    expect(after).toEqual(before);
    const row4k = after.series[0]!.points.filter((p) => p.category === '100/0').map((p) => p.value);
    expect(row4k).toContain(311073);
    // The reader has no uploads of their own: the data came with the link, and is not saved.
    await expect(reader.locator('[data-testid=uploads]').count()).resolves.toBe(0);
    await expect(reader.locator('[data-testid=url-notice]').count()).resolves.toBe(0);
    await expect(reader.locator('[data-testid=shared-data-note]').textContent()).resolves.toMatch(
      // The upload's copy of a published bundle is named after the upload (see selectors.ts).
      /Data from the link: local ext4 2( \(local_ext4_2\.zip\))?\./,
    );
    await reader.waitForTimeout(1000);
    await reader.screenshot({ path: `${SHOTS}/share-uploaded-opened.png` });
  });

  it('too much uploaded data for a link: says so and offers a dataset file that opens elsewhere', async () => {
    const page = await freshPage(site);
    await page.locator('.view-area table tbody tr').first().waitFor({ timeout: 20000 });
    await page.locator('[data-testid=file-input]').setInputFiles(files.ptsZip);
    await page.locator('[data-import-status=done]').waitFor({ timeout: 60000 });
    // The report opens by itself only when a file failed.
    if (await page.locator('.report-header button').isVisible())
      await page.locator('.report-header button').click();
    // The Time view's charts need every PTS round of the uploaded bundle: far beyond a link.
    await page.locator('.view-nav button', { hasText: 'Time' }).click();
    const diskPicker = page.locator('[data-testid=time-disk]');
    await diskPicker.waitFor();
    await expect
      .poll(() =>
        diskPicker
          .locator('option')
          .evaluateAll((os) => os.some((o) => (o as HTMLOptionElement).value.startsWith('upload-'))),
      )
      .toBe(true);
    const uploadedDisk = await diskPicker
      .locator('option')
      .evaluateAll((os) =>
        os.map((o) => (o as HTMLOptionElement).value).find((v) => v.startsWith('upload-')),
      );
    await diskPicker.selectOption(uploadedDisk!);
    const panel = page.locator('[data-chart-panel]').first();
    await panel.waitFor({ timeout: 30000 });
    await panel.locator('.share-copy-link').click();
    const tooLarge = panel.locator('[data-testid=share-too-large]');
    await expect(tooLarge.textContent()).resolves.toMatch(
      /too large for a link \([\d,]+ characters; links carry up to 32,768\)/,
    );
    await page.waitForTimeout(500);
    await page.screenshot({ path: `${SHOTS}/share-too-large.png` });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      tooLarge.getByRole('button', { name: 'Download dataset JSON' }).click(),
    ]);
    const saved = join(files.dir, download.suggestedFilename());
    await download.saveAs(saved);
    const envelope = JSON.parse(readFileSync(saved, 'utf8')) as {
      format: string;
      dataset: { disks: { id: string }[] };
    };
    expect(envelope.format).toBe('diskscope-dataset');
    expect(envelope.dataset.disks.map((d) => d.id).every((id) => id.startsWith('upload-'))).toBe(true);
    const [csvDownload] = await Promise.all([
      page.waitForEvent('download'),
      tooLarge.getByRole('button', { name: 'Download labelled CSV' }).click(),
    ]);
    const csv = readFileSync(await csvDownload.path(), 'utf8');
    expect(csv.split('\n')[0]).toBe(
      'provider,type,size_gb,comparable,test,pattern,block_size,read_pct,queue_depth,jobs,metric,value,unit,source,duplicate_of,notes',
    );

    // The reader drops the file into diskscope: the same disk, the same 4k 100/0 IOPS.
    const reader = await freshPage(site);
    await reader.locator('.view-area table tbody tr').first().waitFor({ timeout: 20000 });
    await reader.locator('[data-testid=file-input]').setInputFiles(saved);
    await reader.locator('[data-import-status=done]').waitFor({ timeout: 60000 });
    // The report opens by itself only when a file failed.
    if (await reader.locator('.report-header button').isVisible())
      await reader.locator('.report-header button').click();
    await reader.locator('.view-nav button', { hasText: 'Disk' }).click();
    const picker = reader.locator('[data-view=disk] .controls select').first();
    // The disk list fills in once the upload is merged: wait for it.
    const importedOption = () =>
      picker
        .locator('option')
        .evaluateAll((os) =>
          os.map((o) => (o as HTMLOptionElement).value).find((v) => !v.startsWith('published/')),
        );
    await expect.poll(importedOption).toBeTruthy();
    const imported = await importedOption();
    await picker.selectOption(imported!);
    const data = await chartData(reader, 'disk-iops-heatmap');
    expect(data.series[0]!.points.filter((p) => p.category === '100/0').map((p) => p.value)).toContain(
      311073,
    );
  });

  it('a corrupted or old link opens a working page with a notice', async () => {
    const page = await freshPage(`${site}#v=1&view=comp%ZZare&bw=GB&disks=nope&data=%%%&p.`);
    const notice = page.locator('[data-testid=url-notice]');
    await notice.waitFor({ timeout: 20000 });
    const text = (await notice.textContent()) ?? '';
    expect(text).toMatch(/Unknown view/);
    expect(text).toMatch(/bandwidth unit "GB"/);
    expect(text).toMatch(/chart data in this link could not be read/);
    await page.locator('.view-area table tbody tr').first().waitFor({ timeout: 20000 });
    await expect(notice.textContent()).resolves.toMatch(/names disks this page does not have \(nope\)/);
    await expect(page.getByText('0 selected').isVisible()).resolves.toBe(true);
    await page.screenshot({ path: `${SHOTS}/share-bad-link.png` });
    // The page still works: navigation to a chart view.
    await page.locator('.view-nav button', { hasText: 'Disk' }).click();
    await chartData(page, 'disk-iops-heatmap');

    const old = await freshPage(`${site}#/disk`);
    await chartData(old, 'disk-iops-heatmap');
    expect(old.url()).toContain('#v=2&view=disk');

    const garbage = await freshPage(`${site}#%E0%A4%A%%%&&&==`);
    await garbage.locator('.view-area table tbody tr').first().waitFor({ timeout: 20000 });
    await expect(garbage.locator('.app-header').isVisible()).resolves.toBe(true);
  });

  it('a zoomed time series keeps its zoom in the link', async () => {
    const logs = `${site}#v=1&view=time&p.tab=logs&p.disk=published/data/local_logs_1`;
    const page = await freshPage(logs);
    const full = await chartData(page, 'time-logs');
    // Drag across the middle of the plot: Highcharts' x zoom.
    const plot = (await page
      .locator('[data-chart-id="time-logs"] .highcharts-plot-background')
      .boundingBox())!;
    await page.mouse.move(plot.x + plot.width * 0.3, plot.y + plot.height / 2);
    await page.mouse.down();
    await page.mouse.move(plot.x + plot.width * 0.6, plot.y + plot.height / 2, { steps: 5 });
    await page.mouse.up();
    await expect.poll(() => page.url()).toMatch(/p\.zoom=[\d.e-]+_[\d.e-]+/);
    const zoomed = await chartData(page, 'time-logs');
    expect(zoomed.xRange[0]).toBeGreaterThan(full.xRange[0]);
    expect(zoomed.xRange[1]).toBeLessThan(full.xRange[1]);

    const reader = await freshPage(page.url());
    const opened = await chartData(reader, 'time-logs');
    expect(opened.xRange[0]).toBeCloseTo(zoomed.xRange[0], 3);
    expect(opened.xRange[1]).toBeCloseTo(zoomed.xRange[1], 3);
    await reader.locator('[data-chart-panel="time-logs"] button', { hasText: 'Reset zoom' }).click();
    await expect.poll(() => reader.url()).not.toContain('p.zoom=');
    await expect.poll(async () => (await chartData(reader, 'time-logs')).xRange).toEqual(full.xRange);
  });

  it('threw no uncaught exception on any page', () => {
    expect(pageErrors).toEqual([]);
  });
});
