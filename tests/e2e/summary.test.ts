// One figure, one meaning (issue 23): Linode's five real repeats of 4k random read (fio 2.2.10,
// public-cloud/linode-1024-2017 in ../shared) uploaded through the page. The Overview, the Disk
// matrix (table and chart), the chart's CSV export, Compare and the CLI's --summary CSV all show the
// same figure: the median of the five runs, computed here from the file with a regex.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { zipSync } from 'fflate';
import Papa from 'papaparse';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { RenderedChart } from '../../src/views/share/test-hook';
import { describeWithShared } from '../helpers/fixtures';
import { ROOT, SHARED_FIXTURES, type StaticServer, openPublishedSite } from './harness';

const SHOTS = resolve(ROOT, 'tests/e2e/screenshots');
const LINODE = 'public-cloud/linode-1024-2017';
const DIR = join(SHARED_FIXTURES, 'third-party', LINODE);

/** IOPS of each run of a fio 2.2.10 text file: issued I/Os ÷ runtime (the printed iops= is truncated). */
function runIops(text: string): number[] {
  const issued = [...text.matchAll(/issued\s*: total=r=(\d+)\/w=(\d+)/g)].map(
    (m) => Number(m[1]) + Number(m[2]),
  );
  const runtimes = [...text.matchAll(/iops=\d+, runt=\s*(\d+)msec/g)].map((m) => Number(m[1]) / 1000);
  expect(issued.length).toBe(runtimes.length);
  return issued.map((n, i) => n / runtimes[i]!);
}

function median(v: number[]): number {
  const s = [...v].sort((a, b) => a - b);
  const h = s.length >> 1;
  return s.length % 2 ? s[h]! : (s[h - 1]! + s[h]!) / 2;
}

/** "28,423": how the page prints IOPS (whole numbers with separators). */
const printed = (v: number) => Math.round(v).toLocaleString('en-US');

describeWithShared(LINODE, 'one figure for one disk and workload in every view (Chromium)', () => {
  let server: StaticServer;
  let browser: Browser;
  let page: Page;
  let tmp: string;
  const pageErrors: string[] = [];
  const text = readFileSync(join(DIR, 'fio_randread.log'), 'utf8');
  const iops = runIops(text);
  const want = median(iops);
  const DISK = 'linode ssd 20';

  const chart = (id: string) =>
    page.evaluate(
      (chartId) =>
        (
          window as unknown as { __diskscope: { chartData(id: string): Promise<RenderedChart | undefined> } }
        ).__diskscope.chartData(chartId),
      id,
    );
  // The uploaded disk's row: the published site has the same Linode study (data/linode-1024-2017),
  // so the row is told by its source, the uploaded zip.
  const uploadedRow = () =>
    page.locator('.view-area table tbody tr', {
      hasText: DISK,
      has: page.locator('td[title*="linode.zip"]'),
    });
  const openView = async (name: string) => {
    await page.locator('.view-nav button', { hasText: name }).click();
    await page.locator('.view-area .view-loading').waitFor({ state: 'detached' });
  };

  beforeAll(async () => {
    tmp = mkdtempSync(join(tmpdir(), 'diskscope-summary-'));
    const files = Object.fromEntries(
      readdirSync(DIR)
        .filter((n) => n.endsWith('.log'))
        .map((n) => [`linode_ssd_20/${n}`, new Uint8Array(readFileSync(join(DIR, n)))]),
    );
    writeFileSync(join(tmp, 'linode.zip'), zipSync(files));
    ({ server, browser, page } = await openPublishedSite({ width: 1366, height: 768 }, pageErrors));
    await page.locator('[data-testid=file-input]').setInputFiles(join(tmp, 'linode.zip'));
    await page.locator('[data-import-status=done]').waitFor({ timeout: 60000 });
    const close = page.locator('.report-header button');
    if (await close.isVisible()) await close.click();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    if (tmp) rmSync(tmp, { recursive: true, force: true });
  });

  it('the file holds five runs of one workload, and its median is 28,423 IOPS', () => {
    expect(iops).toHaveLength(5);
    expect(printed(want)).toBe('28,423');
  });

  it('Overview: the random read column shows the median and n = 5 with the spread', async () => {
    await openView('Overview');
    const row = uploadedRow();
    const cell = row.locator('td[data-figure=randRead4k]');
    await cell.waitFor({ timeout: 20000 });
    const shown = (await cell.textContent()) ?? '';
    expect(shown.startsWith(printed(want))).toBe(true);
    expect(shown).toContain('n = 5');
    expect(shown).toContain(`${printed(Math.min(...iops))}–${printed(Math.max(...iops))}`);
    const title = (await cell.getAttribute('title')) ?? '';
    expect(title).toContain(
      `median of 5 runs, ${printed(Math.min(...iops))}–${printed(Math.max(...iops))} IOPS`,
    );
    // The header names the column's workload, queue depth and jobs included.
    const header = await page.locator('.view-area table thead th').allTextContents();
    // (The published studies decide it; a disk measured at another depth says its own beside the figure.)
    const col = header.find((h) => h.startsWith('4k rand read IOPS · ')) ?? '';
    expect(col).toMatch(/QD\d+ × \d+ jobs?|queue depth not stated/);
    if (!col.includes('QD16 × 8 jobs')) expect(shown).toContain('QD16 × 8 jobs');
    await page.waitForTimeout(1500); // charts animate in
    await page.screenshot({ path: `${SHOTS}/summary-overview-1366.png`, fullPage: true });
  });

  it('Disk: the matrix table, the chart and its CSV export show the median', async () => {
    await openView('Disk');
    const values = await page
      .locator('.view-area select option')
      .evaluateAll((os) => os.map((o) => [(o as HTMLOptionElement).value, o.textContent ?? '']));
    const disk = values.find(([, label]) => (label ?? '').includes(DISK));
    expect(disk, values.map((v) => v[1]).join(', ')).toBeDefined();
    await page.locator('.view-area select').first().selectOption(disk![0]!);
    const table = page.locator('table.matrix-table');
    await table.waitFor({ timeout: 20000 });
    const cell = table.locator('tbody tr', { hasText: '4k' }).locator('td').first();
    const cellText = (await cell.textContent()) ?? '';
    expect(cellText.startsWith(printed(want))).toBe(true);
    expect(cellText).toContain('n = 5');
    // The heatmap holds the median itself.
    const heat = await chart('disk-fio-heatmap');
    const point = heat!.series[0]!.points.find((p) => p.value !== undefined && p.value !== null);
    expect(point!.value! / want).toBeCloseTo(1, 9);
    expect(heat!.subtitle).toContain('Median of repeats');
    // The columns chart's CSV, downloaded through its export menu.
    const panel = page.locator('[data-chart-id=disk-fio-columns]');
    await panel.scrollIntoViewIfNeeded();
    await panel.locator('.highcharts-contextbutton').click();
    const download = page.waitForEvent('download');
    await page.locator('.highcharts-menu-item', { hasText: /CSV/ }).first().click();
    const csvPath = join(tmp, 'chart.csv');
    await (await download).saveAs(csvPath);
    const rows = Papa.parse<string[]>(readFileSync(csvPath, 'utf8').trim()).data;
    const header = rows[0]!;
    const col = header.findIndex((h) => h.startsWith('100/0'));
    const row4k = rows.find((r) => r[0] === '4k')!;
    // The chart CSV writes IOPS in readable precision (whole operations).
    expect(Math.abs(Number(row4k[col]) - want)).toBeLessThanOrEqual(0.5);
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `${SHOTS}/summary-disk-1366.png`, fullPage: true });
  });

  it('Compare: the disk beside another shows the median, and the chart says the depths differ', async () => {
    await openView('Overview');
    // A published disk measured at another depth (UCloud RSSD at QD64 × 1; five VMs, the first).
    const other = page
      .locator('.view-area table tbody tr', { hasText: 'ucloud rssd 2040' })
      .first()
      .locator('input[type=checkbox]');
    if (!(await other.isChecked())) await other.check();
    const mine = uploadedRow().locator('input[type=checkbox]');
    if (!(await mine.isChecked())) await mine.check();
    await openView('Compare');
    await page.locator('[data-chart-id=compare-columns]').waitFor({ timeout: 20000 });
    const columns = await chart('compare-columns');
    const series = columns!.series.find((s) => s.name === DISK && s.type === 'column')!;
    const at4k = series.points.find((p) => p.category === '4k')!;
    expect(at4k.y! / want).toBeCloseTo(1, 9);
    expect(columns!.subtitle).toContain('Disks differ in queue depth or jobs');
    expect(columns!.subtitle).toContain(`${DISK}: QD16 × 8 jobs`);
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `${SHOTS}/summary-compare-1366.png`, fullPage: true });
  });

  it('the CLI --summary CSV has the same median for the disk and workload', () => {
    const out = join(tmp, 'summary.csv');
    execFileSync('npx', ['tsx', 'scripts/ingest.ts', join(tmp, 'linode.zip'), '--summary', out], {
      cwd: ROOT,
      stdio: 'pipe',
    });
    const rows = Papa.parse<Record<string, string>>(readFileSync(out, 'utf8'), { header: true }).data;
    const row = rows.find((r) => r.metric === 'iops' && r.read_pct === '100' && r.block_size === '4096')!;
    expect(row).toMatchObject({ disk: DISK, queue_depth: '16', jobs: '8', statistic: 'median', n: '5' });
    expect(Number(row.value) / want).toBeCloseTo(1, 12);
    expect(row.sources!.split(';')).toHaveLength(5);
  });

  it('phone width: Overview, Disk and Compare laid out at 390 × 844', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const view of ['Overview', 'Disk', 'Compare']) {
      await openView(view);
      await page.waitForTimeout(1800);
      await page.screenshot({ path: `${SHOTS}/summary-${view.toLowerCase()}-390.png`, fullPage: true });
    }
  });

  it("Chinese and Russian: the Disk view says what its figures summarise in the reader's language", async () => {
    await page.setViewportSize({ width: 1366, height: 768 });
    for (const [button, lang, median] of [
      ['中文', 'zh', '重复运行的中位数'],
      ['Русский', 'ru', 'Медиана повторов'],
    ] as const) {
      await page.locator('button', { hasText: button }).first().click();
      await openView(button === '中文' ? '磁盘' : 'Диск');
      await page.waitForTimeout(1500);
      expect((await chart('disk-fio-heatmap'))!.subtitle).toContain(median);
      await page.screenshot({ path: `${SHOTS}/summary-disk-${lang}.png`, fullPage: true });
    }
    await page.locator('button', { hasText: 'English' }).first().click();
  });

  it('threw no uncaught errors in the page', () => {
    expect(pageErrors).toEqual([]);
  });
});
