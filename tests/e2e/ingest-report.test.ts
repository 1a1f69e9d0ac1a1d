// A zip holding the OVH fio 2.1.11 sample folder (with the direction-split copies of its logs that
// ovh/fiowebviewer keeps, made here from the real logs) and a tar.gz of this project's real fio logs,
// uploaded through the page: the merged log says 2 jobs and lists each series once, the gzip's
// report row says how many files it yielded, and the logs-only disk shows its series in the Overview.
// Screenshots of the report and the Overview in English, Chinese and Russian.
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync, zipSync, type Zippable } from 'fflate';
import { packTar } from 'modern-tar';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  drawnChart,
  OWN_FIXTURES,
  ROOT,
  SHARED_FIXTURES,
  type StaticServer,
  openPublishedSite,
} from './harness';

const SHOTS = resolve(ROOT, 'tests/e2e/screenshots');
const OVH = join(SHARED_FIXTURES, 'third-party/ovh-fiowebviewer-sample-1');
const LOGS = join(OWN_FIXTURES, 'fio/logs');
const TAR_LOGS = readdirSync(LOGS).filter((n) => n.startsWith('randrw-4k-qd8_') && n.endsWith('.log'));

let server: StaticServer;
let browser: Browser;
let page: Page;
const pageErrors: string[] = [];

async function makeZip(): Promise<string> {
  const files: Zippable = {};
  for (const name of readdirSync(OVH)) {
    const bytes = new Uint8Array(readFileSync(join(OVH, name)));
    files[`ovh-fiowebviewer-sample-1/${name}`] = bytes;
    if (!name.endsWith('.log')) continue;
    const rows = new TextDecoder().decode(bytes).split('\n');
    for (const [dir, ddir] of [
      ['read', '0'],
      ['write', '1'],
    ] as const)
      files[`ovh-fiowebviewer-sample-1/${name}.${dir}`] = new TextEncoder().encode(
        rows.filter((l) => l.split(', ')[2] === ddir).join('\n') + '\n',
      );
  }
  const tar = await packTar(
    TAR_LOGS.map((n) => {
      const body = new Uint8Array(readFileSync(join(LOGS, n)));
      return { header: { name: `fio-logs/${n}`, size: body.length }, body };
    }),
  );
  files['fio-logs.tar.gz'] = gzipSync(tar);
  const path = join(mkdtempSync(join(tmpdir(), 'diskscope-ingest23-')), 'results.zip');
  writeFileSync(path, zipSync(files, { level: 6 }));
  return path;
}

async function openReport(): Promise<void> {
  const report = page.locator('[data-testid=import-report]');
  if (!(await report.isVisible()))
    await page
      .locator('.header-controls button, [data-import-status] button')
      .filter({ hasText: /Import report|导入报告|Отчёт об импорте/ })
      .first()
      .click();
  await report.waitFor();
}

async function closeReport(): Promise<void> {
  await page.locator('.report-header button').click();
}

async function openView(name: RegExp): Promise<void> {
  await page.locator('.view-nav button', { hasText: name }).click();
  await page.locator('.view-area .view-loading').waitFor({ state: 'detached' });
}

async function shoot(lang: string): Promise<void> {
  await openReport();
  const upload = page.locator('[data-testid=import-report-upload]').first();
  await upload.locator('[data-testid=warning-groups]').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/ingest-report-${lang}.png` });
  await upload.locator('tr', { hasText: 'results.zip/fio-logs.tar.gz' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/ingest-report-archive-${lang}.png` });
  await closeReport();
  await openView(/Overview|概览|Обзор/);
  await page
    .locator('.overview-table tr', { hasText: 'fio-logs' })
    .locator('[data-testid=disk-holdings]')
    .scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/ingest-overview-${lang}.png` });
}

describe.skipIf(!existsSync(OVH))('an upload of the OVH sample and a tar.gz of fio logs', () => {
  beforeAll(async () => {
    ({ server, browser, page } = await openPublishedSite({ width: 1400, height: 1000 }, pageErrors));
    await page.locator('[data-testid=file-input]').setInputFiles(await makeZip());
    await page.locator('[data-import-status=done]').waitFor({ timeout: 120000 });
  }, 180000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('the gzip row says how many files it yielded, and shows them on demand', async () => {
    await openReport();
    const upload = page.locator('[data-testid=import-report-upload]').last();
    const row = upload.locator('tr', { hasText: 'results.zip/fio-logs.tar.gz' });
    await expect(row.locator('td').nth(1).textContent()).resolves.toContain('archive (gzip)');
    const yielded = row.locator('[data-testid=archive-yield]');
    await expect(yielded.textContent()).resolves.toContain(
      `yielded files: ${TAR_LOGS.length} (read ${TAR_LOGS.length}, skipped 0, with errors 0;`,
    );
    await yielded.locator('button').click();
    await expect(yielded.locator('li').count()).resolves.toBe(TAR_LOGS.length);
    // The split copies: one report line each, no series of their own.
    const copy = upload.locator('tr', { hasText: 'fio-webviewer_iops.1.log.read' });
    await expect(copy.locator('td').nth(3).textContent()).resolves.toBe('0');
    await expect(copy.textContent()).resolves.toContain('log-split-copy');
    // Grouped warnings: the folder-name warning of the OVH folder is one line.
    const groups = upload.locator('[data-testid=warning-groups] li', { hasText: 'disk-name' });
    await expect(groups.filter({ hasText: 'ovh-fiowebviewer-sample-1' }).count()).resolves.toBe(1);
    await closeReport();
  });

  it('the logs-only disk shows its series in the Overview, with a link to its Time view', async () => {
    await openView(/Overview/);
    await page.locator('.overview-table input[type=search], .filters input[type=search]').fill('fio-logs');
    const cell = page.locator('[data-testid=disk-holdings]').first();
    await expect(cell.textContent()).resolves.toMatch(
      /fio logs only: \d+ series \(iops, bw, lat, clat, slat\)/,
    );
    await cell.locator('button').click();
    await page.locator('[data-view=time]').waitFor({ timeout: 20000 });
    await page.locator('[data-time-section=logs]').waitFor({ timeout: 20000 });
    await openView(/Overview/);
    await page.locator('.filters input[type=search]').fill('');
  });

  it('Time › Logs: the OVH run is merged from 2 jobs, each series once', async () => {
    await openView(/Time/);
    await page.locator('[data-time-tab=logs]').click();
    await page.locator('[data-time-section=logs]').waitFor({ timeout: 20000 });
    const select = page.locator('[data-testid=time-disk]');
    const options = await select.locator('option').allTextContents();
    const ovh = options.find((o) => /ovh-fiowebviewer/.test(o));
    expect(ovh, options.join(', ')).toBeDefined();
    await select.selectOption({ label: ovh! });
    for (const metric of ['iops', 'bw']) {
      await page.locator('[data-testid=time-metric]').selectOption(metric);
      await page.locator('[data-chart-id="time-logs"] .highcharts-series-group').waitFor({ timeout: 30000 });
      await page.waitForTimeout(800);
      const drawn = await drawnChart<{ series: { name: string }[] }>(page, 'time-logs');
      const names = drawn.series.map((s) => s.name);
      expect(new Set(names).size, names.join(' | ')).toBe(names.length);
      expect(names.filter((n) => n.startsWith('merged ('))).toEqual([
        'merged (2 jobs) · read',
        'merged (2 jobs) · write',
      ]);
      expect(names.filter((n) => !n.startsWith('merged'))).toHaveLength(4);
    }
    await page
      .locator('[data-chart-panel="time-logs"]')
      .screenshot({ path: `${SHOTS}/ingest-ovh-merged-logs.png` });
  });

  it('report and Overview screenshots in English, Chinese and Russian', async () => {
    await shoot('en');
    await page.locator('.header-controls button', { hasText: '中文' }).click();
    await shoot('zh');
    await openReport();
    await expect(page.locator('[data-testid=archive-yield]').first().textContent()).resolves.toContain(
      '解出',
    );
    await closeReport();
    await page.locator('.header-controls button', { hasText: 'Русский' }).click();
    await shoot('ru');
    await openReport();
    await expect(page.locator('[data-testid=archive-yield]').first().textContent()).resolves.toContain(
      'извлечено',
    );
    await closeReport();
  });

  it('threw no uncaught errors in the page', () => {
    expect(pageErrors).toEqual([]);
  });
});
