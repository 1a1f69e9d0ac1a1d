// Hostile archives in real Chromium: a nested zip bomb (5 MB that would expand to 4.8 GiB, made
// here by tests/helpers/zip-bombs.ts) dropped together with a real small result. The page names
// the bomb in the import report, imports the other file, and the renderer's memory stays bounded
// (sampled from the Chromium processes while the import runs; the figures are printed).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goodCsv, nestedBomb } from '../helpers/zip-bombs';
import { ROOT, type StaticServer, openPublishedSite } from './harness';

const SHOTS = resolve(ROOT, 'tests/e2e/screenshots');

let server: StaticServer;
let browser: Browser;
let page: Page;
let dir: string;
const pageErrors: string[] = [];

/**
 * Resident memory of this test's Chromium (the processes started from this one: browser, renderer
 * with its workers, GPU and utility processes), in MB. Other Chromiums on the machine are left out.
 */
function chromiumRssMb(): number {
  const rows = execFileSync('ps', ['-e', '-o', 'pid=,ppid=,rss='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((l) => l.trim().split(/\s+/).map(Number) as [number, number, number]);
  const mine = new Set([process.pid]);
  let kb = 0;
  for (let grew = true; grew;) {
    grew = false;
    for (const [pid, ppid, rss] of rows)
      if (mine.has(ppid) && !mine.has(pid)) {
        mine.add(pid);
        kb += rss;
        grew = true;
      }
  }
  return Math.round(kb / 1024);
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'diskscope-e2e-bomb-'));
  ({ server, browser, page } = await openPublishedSite({ width: 1280, height: 900 }, pageErrors));
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('hostile archives in the page', () => {
  it('a nested zip bomb is named, the other file of the drop imports, memory stays bounded', async () => {
    // 3 inner zips × 16 members × 100 MiB of zeros: 4.8 GiB from 5 MB, past the 2 GiB limit.
    const bomb = join(dir, 'bomb.zip');
    writeFileSync(bomb, nestedBomb(3, 16, 100));
    mkdirSync(join(dir, 'aliyun_ssd_250'));
    const csv = join(dir, 'aliyun_ssd_250', 'iops.csv');
    const csvBytes = goodCsv(86420);
    writeFileSync(csv, csvBytes);
    const iops = /,(\d+)\n$/.exec(new TextDecoder().decode(csvBytes))![1];

    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    const heap = async () =>
      (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? 0;
    const heapBefore = await heap();
    const rssBefore = chromiumRssMb();
    let rssPeak = rssBefore;
    const sampler = setInterval(() => {
      rssPeak = Math.max(rssPeak, chromiumRssMb());
    }, 250);
    try {
      await page.locator('[data-testid=file-input]').setInputFiles([bomb, csv]);
      await page.locator('[data-import-status=done]').waitFor({ timeout: 110_000 });
    } finally {
      clearInterval(sampler);
    }
    const heapAfter = await heap();
    console.log(
      `nested zip bomb in Chromium: its processes' RSS ${rssBefore} MB before, ${rssPeak} MB peak, ${chromiumRssMb()} MB after; page main-thread JS heap ${(heapBefore / 1e6).toFixed(0)} → ${(heapAfter / 1e6).toFixed(0)} MB`,
    );

    const report = page.locator('[data-testid=import-report]');
    if (!(await report.isVisible())) await page.locator('[data-testid=open-report]').click();
    const row = report.locator('tr.row-error', { hasText: 'bomb.zip' }).first();
    await row.waitFor();
    await expect(row.textContent()).resolves.toMatch(
      /bomb\.zip expands past 2 GiB \(at bomb\.zip\/inner-1\.zip\/zeros-\d+\.txt\) after [\d.]+ MiB of its 4\.8 MiB were read/,
    );
    // The CSV beside it imported with its figure: one more disk, one measurement of that value.
    const summary = await page.locator('[data-import-status]').textContent();
    expect(summary).toMatch(/1 disk, 1 measurement\b/);
    await page.screenshot({ path: `${SHOTS}/import-zip-bomb.png` });
    expect(await report.textContent()).toContain('iops.csv');
    await page.locator('.report-header button').click();
    const table = page.locator('[data-view=overview] table');
    await expect(table.textContent()).resolves.toContain(Number(iops).toLocaleString('en-US'));
    // 4.8 GiB would have been inflated before (7–11 GB in the page); bounded near the limit now.
    expect(rssPeak - rssBefore).toBeLessThan(3000);
  });

  it('threw no uncaught errors in the page', () => {
    expect(pageErrors).toEqual([]);
  });
});
