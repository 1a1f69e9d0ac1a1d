// Damaged and foreign files dropped on the page (issue 24, item 1): a real fio JSON with the NUL
// padding a crashed VM leaves imports with its figure and a warning naming the offset and length;
// a file that is not a results file is listed with the reason. The figure is checked against the
// undamaged fixture read with JSON.parse here.
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, type StaticServer, openPublishedSite } from './harness';

const SHOTS = resolve(ROOT, 'tests/e2e/screenshots');
const FIXTURE = resolve(ROOT, 'tests/fixtures/fio/local_ssd_1/randread-4k-qd32.json');

let server: StaticServer;
let browser: Browser;
let page: Page;
let dir: string;
const pageErrors: string[] = [];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'diskscope-e2e-damaged-'));
  ({ server, browser, page } = await openPublishedSite({ width: 1280, height: 900 }, pageErrors));
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('damaged files in the page', () => {
  it('NUL padding is read past and named; a foreign file says why it was skipped', async () => {
    const good = readFileSync(FIXTURE);
    const iops = (JSON.parse(good.toString('utf8')) as { jobs: { read: { iops: number } }[] }).jobs[0]!.read
      .iops;
    mkdirSync(join(dir, 'aliyun_ssd_250'));
    const json = join(dir, 'aliyun_ssd_250', 'randread-4k-qd32.json');
    writeFileSync(json, Buffer.concat([good, Buffer.alloc(512)]));
    const notes = join(dir, 'aliyun_ssd_250', 'notes.txt');
    writeFileSync(notes, 'Shopping list\nmilk\n');

    await page.locator('[data-testid=file-input]').setInputFiles([json, notes]);
    await page.locator('[data-import-status=done]').waitFor({ timeout: 60_000 });
    expect(await page.locator('[data-import-status]').textContent()).toMatch(/1 disks?, 1 measurements?/);

    const report = page.locator('[data-testid=import-report]');
    if (!(await report.isVisible())) await page.locator('[data-testid=open-report]').click();
    const jsonRow = report.locator('tr', { hasText: 'randread-4k-qd32.json' }).first();
    await expect(jsonRow.textContent()).resolves.toContain(
      `512 NUL bytes at the end, from byte ${good.length}: ignored`,
    );
    const notesRow = report.locator('tr', { hasText: 'notes.txt' }).first();
    await expect(notesRow.textContent()).resolves.toContain(
      'Not a results file: text in no results format (line 1: "Shopping list")',
    );
    await page.screenshot({ path: `${SHOTS}/import-damaged-files.png` });
    await page.locator('.report-header button').click();
    const table = page.locator('[data-view=overview] table');
    await expect(table.textContent()).resolves.toContain(Math.round(iops).toLocaleString('en-US'));
  });

  it('threw no uncaught errors in the page', () => {
    expect(pageErrors).toEqual([]);
  });
});
