// Verdicts a storage engineer would sign, in real Chromium: an io1 100 GiB folder with a provision of
// 600 IOPS, its 615-IOPS write run ("meets") and its buffered ~23,600-IOPS read run ("implausible for
// this disk", pink); a gp2 100 GiB folder whose runs sit in the burst range (words and teal). Real fio
// 3.33 JSON from tests/fixtures/verdicts/, zipped here into folders named like cloud disks. The
// Overview's ratio axis keeps its scale: the 39× bar is cut at the edge and labelled.
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { strToU8, zipSync } from 'fflate';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, OWN_FIXTURES, ROOT, serveStatic, type StaticServer } from './harness';

const SHOTS = resolve(ROOT, 'tests/e2e/screenshots');
const FIX = join(OWN_FIXTURES, 'verdicts');
const GP2_60 = 'gp2-randread-16k-60min.json';

let server: StaticServer;
let browser: Browser;
let page: Page;
const pageErrors: string[] = [];

/** A zip named `name` holding the files (under `folder/` when given: the disk is named by it). */
function zip(name: string, files: string[], diskJson?: object, folder = ''): string {
  const entries: Record<string, Uint8Array> = {};
  for (const f of files) entries[`${folder}${f}`] = new Uint8Array(readFileSync(join(FIX, f)));
  if (diskJson)
    entries[`${folder}disk.json`] = strToU8(
      JSON.stringify({ format: 'diskscope-disk', version: 1, ...diskJson }),
    );
  const path = join(dir, `${name}.zip`);
  writeFileSync(path, zipSync(entries));
  return path;
}
const dir = mkdtempSync(join(tmpdir(), 'diskscope-e2e-verdicts-'));

beforeAll(async () => {
  server = await serveStatic();
  browser = await launchChromium();
  const context = await browser.newContext({ viewport: { width: 1400, height: 1000 }, locale: 'en-US' });
  page = await context.newPage();
  page.on('pageerror', (e) => pageErrors.push(e.message));
  await page.goto(server.url);
  // Two gp2 disks: the 60-minute run alone (its bucket full at its start), and the 128 KiB run
  // (made while the long one ran on this machine, so not one session with it).
  await page.locator('[data-testid=file-input]').setInputFiles([
    zip(
      'aws_io1_100',
      ['io1-randwrite-16k-615.json', 'io1-randread-16k-buffered.json', 'io1-randread-4k-qd16-buffered.json'],
      {
        provisioned: { iops: 600 },
      },
    ),
    ...(existsSync(join(FIX, GP2_60)) ? [zip('aws_gp2_100', [GP2_60])] : []),
    zip(
      'gp2-128k',
      ['gp2-randread-128k-1024.json', 'gp2-randread-4k-qd16-2000.json'],
      undefined,
      'aws_gp2_100/',
    ),
  ]);
  await page.locator('[data-import-status=done]').waitFor({ timeout: 60000 });
  const close = page.locator('.report-header button');
  if (await close.isVisible()) await close.click();
}, 90_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('implausible and burst verdicts', () => {
  it('the Expected view says "implausible for this disk" in words and its own colour', async () => {
    await page.locator('.view-nav button', { hasText: 'Expected' }).click();
    await page.locator('[data-view=expected] [data-tab=measured]').click();
    const io1 = page.locator('[data-disk-row*="aws_io1_100"]');
    await io1.waitFor({ timeout: 20000 });
    await page.screenshot({ path: `${SHOTS}/expected-verdicts-measured.png`, fullPage: true });
    const cell = io1.locator('[data-verdict=implausible]').first();
    await expect(cell.locator('.verdict-word').textContent()).resolves.toBe('implausible for this disk');
    const why = (await cell.locator('[data-testid=verdict-why]').textContent()) ?? '';
    expect(why).toContain('against the provisioned 600 IOPS');
    expect(why).toMatch(/is above 1\.5 × 600 IOPS, the highest applicable limit/);
    // Its own colour: white on pink (#c51b7d), unlike every other verdict.
    const bg = await cell.locator('.verdict').evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(bg).toBe('rgb(197, 27, 125)');

    const gp2 = page.locator('[data-disk-row*="aws_gp2_100"]');
    const burst = gp2.locator('[data-against=burst-range]');
    await burst.first().waitFor({ timeout: 20000 });
    const words = (await burst.allTextContents()).join(' | ');
    // 128 KiB: 128 MiB/s ÷ 128 KiB = 1,024 IOPS, from a baseline of 300 × 128 KiB = 37.5 MiB/s.
    expect(words).toContain('throughput-bound: 128 MiB/s = 1,024 IOPS');
    expect(words).toContain('burst range 37.5–128 MiB/s');
    expect(words).toMatch(/run from 5,400,000 credits \(full at the session start\)/);
    if (existsSync(join(FIX, GP2_60)))
      // 60 minutes from a full bucket: 300 + 5,400,000 ÷ 3,600 = 1,800 IOPS.
      expect(words).toContain('burst range 300–3,000 IOPS; a 60 min run from 5,400,000 credits');
    await page.screenshot({ path: `${SHOTS}/expected-verdicts-measured.png`, fullPage: true });
    // The throughput columns (gp2's burst verdict) sit right of the fold: scroll the table there.
    const table = page.locator('.table-scroll').first();
    await table.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
    await table.screenshot({ path: `${SHOTS}/expected-verdicts-burst.png` });
  });

  it('the Overview keeps its ratio scale, cuts the 39× bar and lists it in words and colour', async () => {
    await page.locator('.view-nav button', { hasText: 'Overview' }).click();
    const lead = page.locator('.overview-lead[data-lead-kind=ratio]');
    await lead.waitFor({ timeout: 20000 });
    const list = lead.locator('[data-testid=lead-verdicts]');
    const implausible = list.locator('li[data-verdict=implausible]').first();
    await expect(implausible.textContent()).resolves.toContain('implausible for this disk');
    const swatch = await implausible
      .locator('.swatch')
      .evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(swatch).toBe('rgb(197, 27, 125)');
    const burst = list.locator('li', { hasText: 'burst range' }).first();
    await expect(burst.textContent()).resolves.toContain('aws gp2 100');
    // The axis stops at 2× (a 39× bar would otherwise squash the rest); the cut bar says its ratio.
    const labels = (await lead.locator('.highcharts-data-label').allTextContents()).join(' ');
    expect(labels).toMatch(/▶ 39\.\d×/);
    const axis = (await lead.locator('.highcharts-yaxis-labels').textContent()) ?? '';
    expect(axis).not.toMatch(/[3-9]\.0×/);
    await page.waitForTimeout(1200);
    await page.screenshot({ path: `${SHOTS}/overview-verdicts.png`, fullPage: true });
    await lead.screenshot({ path: `${SHOTS}/overview-verdicts-chart.png` });
    expect(pageErrors).toEqual([]);
  });
});
