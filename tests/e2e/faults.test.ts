// Page faults and blog-ready exports in Chromium (issues 24 items 4–6 and 27 items 5–7): embeds of
// charts that do not exist, damaged saved uploads, a full storage quota, the chart downloads (PNG,
// SVG and CSV with title, caption and labels as written), Escape and the skip link, "Open from
// URL" reasons, and the page in Chinese and Russian. Screenshots land in tests/e2e/screenshots/.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { zipSync } from 'fflate';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, OWN_FIXTURES, pollPage, ROOT, serveStatic, type StaticServer } from './harness';

const SHOTS = resolve(ROOT, 'tests/e2e/screenshots');
const FIO = join(OWN_FIXTURES, 'fio/local_ssd_1/randread-4k-qd1.json');

let server: StaticServer;
let browser: Browser;
let dir: string;
/** A zip of one real fio JSON under two folders whose names are hostile labels. */
let hostileZip: string;
const pageErrors: string[] = [];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'diskscope-faults-'));
  hostileZip = join(dir, 'hostile-labels.zip');
  const json = new Uint8Array(readFileSync(FIO));
  writeFileSync(
    hostileZip,
    zipSync(
      {
        'R&D <test>/randread.json': json,
        // A hand-written disk.json naming the provider "=1+1": its label is a formula to a spreadsheet.
        'formula/disk.json': new TextEncoder().encode(
          JSON.stringify({
            format: 'diskscope-disk',
            version: 1,
            provider: '=1+1',
            type: 'ssd',
            size: { value: 250, unit: 'GB' },
          }),
        ),
        'formula/randread.json': json,
      },
      { level: 6 },
    ),
  );
  server = await serveStatic();
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

async function freshPage(hash = '', viewport = { width: 1366, height: 768 }): Promise<Page> {
  const context = await browser.newContext({ viewport, locale: 'en-US', acceptDownloads: true });
  const page = await context.newPage();
  page.on('pageerror', (e) => pageErrors.push(e.message));
  await page.goto(server.url + hash);
  return page;
}

async function upload(page: Page, path: string): Promise<void> {
  await page.locator('.view-area table tbody tr').first().waitFor({ timeout: 20000 });
  await page.locator('[data-testid=file-input]').setInputFiles(path);
  await page.locator('[data-import-status=done]').waitFor({ timeout: 60000 });
  if (await page.locator('.report-header button').isVisible())
    await page.locator('.report-header button').click();
}

/** Opens the chart's menu, picks the item and returns the downloaded file's name and bytes. */
async function download(page: Page, id: string, item: RegExp): Promise<{ name: string; bytes: Buffer }> {
  const chart = page.locator(`[data-chart-id="${id}"]`);
  await chart.locator('.highcharts-contextbutton').click();
  const menuItem = chart.locator('.highcharts-menu-item', { hasText: item });
  const [file] = await Promise.all([page.waitForEvent('download', { timeout: 30000 }), menuItem.click()]);
  const path = await file.path();
  return { name: file.suggestedFilename(), bytes: readFileSync(path) };
}

describe('exports', () => {
  it('chart CSV writes labels as the files name them, formula cells escaped, numbers as numbers', async () => {
    const page = await freshPage();
    await upload(page, hostileZip);
    const id = 'overview-headline';
    await page.locator(`[data-chart-id="${id}"] .highcharts-series`).first().waitFor({ timeout: 30000 });
    const { name, bytes } = await download(page, id, /CSV/);
    expect(name).toMatch(/\.csv$/);
    const csv = bytes.toString('utf8');
    expect(csv).not.toMatch(/&amp;|&lt;|&gt;/);
    expect(csv).toContain('R&D <test>'); // text as written
    // The label starting with "=" is a formula to a spreadsheet: written with a leading '.
    expect(csv).toMatch(/^"?'=1\+1 ssd 250/m);
    // The IOPS cells are numbers read from the real file (6 significant digits), not text.
    const iops = (JSON.parse(readFileSync(FIO, 'utf8')) as { jobs: { read: { iops: number } }[] }).jobs[0]!
      .read.iops;
    const expected = Number(iops.toPrecision(6));
    const rows = csv.trim().split('\n');
    expect(rows.filter((r) => r.endsWith(`,${expected},`) || r.includes(`,${expected}`)).length).toBe(2);
    writeFileSync(join(SHOTS, 'export-hostile.csv'), csv);
  });

  it('SVG and PNG carry title, subtitle and caption; aria-labels are escaped once', async () => {
    const page = await freshPage();
    await upload(page, hostileZip);
    const id = 'overview-headline';
    await page.locator(`[data-chart-id="${id}"] .highcharts-series`).first().waitFor({ timeout: 30000 });
    const title = (await page.locator(`[data-chart-panel="${id}"] h3`).textContent())!;
    const svg = (await download(page, id, /SVG/)).bytes.toString('utf8');
    const today = new Date().toISOString().slice(0, 10);
    expect(svg).toContain(`>${title}<`);
    expect(svg).toMatch(/class="highcharts-subtitle"/);
    expect(svg).toMatch(/IOPS/);
    expect(svg).toContain('made with diskscope');
    expect(svg).toContain(today);
    expect(svg).toMatch(/Source: [^<]*randread\.json/);
    expect(svg).not.toContain('&amp;amp;');
    // In the page too: the accessible name of a bar says R&D, not R&amp;D.
    const labels = await page
      .locator(`[data-chart-id="${id}"] [aria-label]`)
      .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''));
    expect(
      labels.some((l) => l.includes('R&D <test>')),
      JSON.stringify(labels),
    ).toBe(true);
    expect(labels.some((l) => l.includes('&amp;'))).toBe(false);
    writeFileSync(join(SHOTS, 'export-hostile.svg'), svg);
    const png = (await download(page, id, /PNG/)).bytes;
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    // Drawn 1200 px wide (× Highcharts' export scale), so labels are not cut as on a phone.
    expect(png.readUInt32BE(16)).toBeGreaterThanOrEqual(1200);
    writeFileSync(join(SHOTS, 'export-hostile.png'), png);
  });

  it('the verdict chart CSV has measured, expected, unit, ratio and verdict columns', async () => {
    const page = await freshPage();
    const id = 'overview-ratio';
    await page.locator(`[data-chart-id="${id}"] .highcharts-series`).first().waitFor({ timeout: 30000 });
    const csv = (await download(page, id, /CSV/)).bytes.toString('utf8');
    const [header, ...rows] = csv
      .trim()
      .split('\n')
      .map((r) => r.split(','));
    expect(header).toEqual(
      expect.arrayContaining(['disk', 'measured', 'expected', 'unit', 'ratio', 'verdict', 'limit', 'curve']),
    );
    expect(rows.length).toBeGreaterThan(0);
    const col = (name: string) => header!.indexOf(name);
    for (const r of rows) {
      const measured = Number(r[col('measured')]);
      const expected = Number(r[col('expected')]);
      const ratio = Number(r[col('ratio')]);
      expect(Number.isFinite(measured) && Number.isFinite(expected)).toBe(true);
      expect(ratio).toBeCloseTo(measured / expected, 2);
      const verdict = ratio > 1.1 ? 'above' : ratio >= 0.9 ? 'meets' : ratio >= 0.5 ? 'below' : 'far-below';
      expect(r[col('verdict')]).toBe(verdict);
      expect(['IOPS', 'MB/s']).toContain(r[col('unit')]);
    }
  });
});
