// The Time view in real Chromium on the site publishing this project's fixtures (fixture-site.ts:
// local_ext4_2, a real PTS bundle;
// local_logs_1, real fio 3.33 logs and a json+ run) plus the per-I/O logs of
// tests/fixtures/fio/logs uploaded through the file input. Opens every chart of every sub-tab,
// checks what Highcharts drew (window.__diskscope.chartData) and screenshots each chart panel into
// tests/e2e/screenshots/time-*.png.
import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drawnChart, launchChromium, ROOT, OWN_FIXTURES, type StaticServer } from './harness';
import { serveWithDataset } from './fixture-site';

const SHOTS = resolve(ROOT, 'tests/e2e/screenshots');
let server: StaticServer;
let browser: Browser;
let page: Page;
const pageErrors: string[] = [];

interface Drawn {
  subtitle: string;
  categories: string[];
  series: { name: string; points: { x: number; y: number | null }[] }[];
}

async function openTab(tab: string): Promise<void> {
  await page.locator(`[data-time-tab=${tab}]`).click();
  await page.locator(`[data-time-section=${tab}]`).waitFor({ timeout: 20000 });
}

/** Waits until chart `id` is drawn, screenshots its panel, and returns what it shows. */
async function chart(id: string, shot: string): Promise<Drawn> {
  await page.locator(`[data-chart-id="${id}"] .highcharts-series-group`).waitFor({ timeout: 30000 });
  await page.waitForTimeout(1200); // the initial animation (a line is revealed left to right)
  const panel = page.locator(`[data-chart-panel="${id}"]`);
  await panel.scrollIntoViewIfNeeded();
  await panel.screenshot({ path: `${SHOTS}/time-${shot}.png` });
  return drawnChart<Drawn>(page, id);
}

async function pickDisk(label: RegExp): Promise<void> {
  const select = page.locator('[data-testid=time-disk]');
  const options = await select.locator('option').allTextContents();
  const wanted = options.find((o) => label.test(o));
  expect(wanted, `a disk matching ${label} in ${options.join(', ')}`).toBeDefined();
  await select.selectOption({ label: wanted! });
}

beforeAll(async () => {
  server = await serveWithDataset();
  browser = await launchChromium();
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });
  page = await context.newPage();
  page.on('pageerror', (e) => pageErrors.push(e.message));
  await page.goto(server.url);
  await page.locator('.view-area table tbody tr').first().waitFor({ timeout: 30000 });
  await page.locator('.view-nav button', { hasText: 'Time' }).click();
  await page.locator('[data-view=time]').waitFor({ timeout: 20000 });
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('Time view in Chromium', () => {
  it('steady state: convergence, window with bands and slope, determination table; iops not achieved', async () => {
    await openTab('steady');
    await pickDisk(/ext4/);
    await page.locator('[data-testid=time-test]').selectOption('iops');
    const conv = await chart('time-ss-convergence-iops', 'ss-convergence-iops');
    expect(conv.series.map((s) => s.name)).toEqual(['512b 0/100', '4k 0/100', '128k 0/100']);
    // The README run log's 4k write IOPS per round.
    expect(conv.series[1]!.points.map((p) => Math.round(p.y!))).toEqual([
      90576, 92789, 129048, 134532, 135128,
    ]);
    const win = await chart('time-ss-window-iops', 'ss-window-iops');
    expect(win.series.map((s) => s.name).slice(1, 6)).toEqual([
      'Average',
      '110% of average',
      '90% of average',
      '120% of average',
      '80% of average',
    ]);
    expect(win.series[6]!.name).toMatch(/^Slope /);
    await expect(page.locator('[data-testid=ss-verdict]').textContent()).resolves.toMatch(
      /NOT achieved.*agrees/,
    );
    const det = page.locator('[data-testid=ss-determination]');
    await expect(det.textContent()).resolves.toContain('ss_average');
    expect(await page.locator('[data-testid=ss-results] .time-flag').count()).toBe(0);
    expect(await page.locator('[data-testid=ss-results] tbody tr').count()).toBe(21); // 3 sizes × 7 mixes
    await page.locator('[data-time-section=steady]').screenshot({ path: `${SHOTS}/time-ss-section.png` });
  });

  it('steady state of throughput: achieved, recomputed window results equal throughput.json', async () => {
    await page.locator('[data-testid=time-test]').selectOption('throughput');
    await chart('time-ss-convergence-throughput', 'ss-convergence-throughput');
    await chart('time-ss-window-throughput', 'ss-window-throughput');
    await expect(page.locator('[data-testid=ss-verdict]').textContent()).resolves.toMatch(
      /achieved in rounds/,
    );
    expect(await page.locator('[data-testid=ss-results] .time-flag').count()).toBe(0);
    await expect(page.locator('[data-testid=ss-results]').textContent()).resolves.toContain(
      'throughput_1024k_0_100',
    );
  });

  it('WSAT: IOPS vs time and vs TGBW, linear and log', async () => {
    await openTab('wsat');
    const time = await chart('time-wsat-time', 'wsat-time-linear');
    expect(time.series[0]!.points).toHaveLength(15);
    const tgbw = await chart('time-wsat-tgbw', 'wsat-tgbw-linear');
    // 3171.85 MiB after the first interval (the suite's .dat), shown in GB (MB/s is the default unit).
    expect(tgbw.series[0]!.points[0]!.x).toBeCloseTo((3171.851563 * 2 ** 20) / 1e9, 4);
    await page.locator('[data-testid=time-scale]').selectOption('log');
    await chart('time-wsat-time', 'wsat-time-log');
    await chart('time-wsat-tgbw', 'wsat-tgbw-log');
    expect(page.url()).toContain('scale');
  });

  it('HIR: curve through preconditioning and the five wait states, per-state bars', async () => {
    await openTab('hir');
    const curve = await chart('time-hir-curve', 'hir-curve');
    expect(curve.series).toHaveLength(11);
    const bars = await chart('time-hir-bars', 'hir-bars');
    expect(bars.categories).toEqual([
      'Steady state',
      '5 s idle',
      '10 s idle',
      '15 s idle',
      '25 s idle',
      '50 s idle',
    ]);
    expect(bars.series.map((s) => s.name).join(' | ')).toMatch(
      /recomputed, wait.*recomputed, baseline.*hir\.json/,
    );
  });

  it('logs: per-job and merged lines of the published windowed logs, checked against the JSON', async () => {
    await openTab('logs');
    await pickDisk(/logs/);
    await page.locator('[data-testid=time-metric]').selectOption('iops');
    const iops = await chart('time-logs', 'logs-iops');
    expect(iops.series.map((s) => s.name)).toContain('merged · read + write');
    await expect(page.locator('[data-testid=log-checks]').textContent()).resolves.toMatch(
      /iops read: log average within/,
    );
    await page.locator('[data-testid=time-metric]').selectOption('clat');
    await chart('time-logs', 'logs-clat');
  });

  it('logs: uploaded per-I/O logs (56,309 points each) are downsampled in the worker', async () => {
    const dir = join(OWN_FIXTURES, 'fio/logs');
    const files = readdirSync(dir)
      .filter((f) => f.startsWith('randread-4k-qd1-perio'))
      .map((f) => join(dir, f));
    await page.locator('[data-testid=file-input]').setInputFiles(files);
    await page.locator('[data-import-status=done]').waitFor({ timeout: 60000 });
    // The report opens by itself only when a file failed.
    if (await page.locator('.report-header button').isVisible())
      await page.locator('.report-header button').click();
    const select = page.locator('[data-testid=time-disk]');
    const labels = await select.locator('option').allTextContents();
    await select.selectOption({ index: labels.length - 1 });
    await page.locator('[data-testid=time-metric]').selectOption('lat');
    const lat = await chart('time-logs', 'logs-perio-lat');
    expect(lat.series[0]!.points.length).toBeLessThanOrEqual(4000);
    await expect(page.locator('[data-chart-panel=time-logs] .chart-caption').textContent()).resolves.toMatch(
      /4,000 points drawn from 56,309/,
    );
    await expect(page.locator('[data-testid=log-checks]').textContent()).resolves.toMatch(
      /lat read: log average within 1%/,
    );
    // Drag-zoom to ~5% of the run: only the window is downsampled, so every point in it is drawn.
    const plot = (await page
      .locator('[data-chart-id="time-logs"] .highcharts-plot-background')
      .boundingBox())!;
    const y = plot.y + plot.height / 2;
    await page.mouse.move(plot.x + plot.width * 0.4, y);
    await page.mouse.down();
    await page.mouse.move(plot.x + plot.width * 0.42, y, { steps: 3 });
    await page.mouse.move(plot.x + plot.width * 0.45, y, { steps: 3 });
    await page.mouse.up();
    await page.waitForFunction(() => /zoom/.test(location.hash), undefined, { timeout: 10000 });
    // The caption is back (the window was downsampled anew) and names no reduction: the ~0.1 s
    // window holds fewer than 4,000 points, all drawn. (The caption and the axis range are what is
    // checked: they say what the reader sees, whether or not a long series was boosted.)
    await page.waitForFunction(
      () => {
        const cap = document.querySelector('[data-chart-panel=time-logs] .chart-caption')?.textContent;
        return typeof cap === 'string' && /drag to zoom/.test(cap) && !/drawn from/.test(cap);
      },
      undefined,
      { timeout: 10000 },
    );
    const zoomed = (await chart('time-logs', 'logs-perio-lat-zoomed')) as Drawn & {
      xRange: [number, number];
    };
    const width = zoomed.xRange[1] - zoomed.xRange[0];
    expect(width).toBeGreaterThan(0.05);
    expect(width).toBeLessThan(0.2);
    await page.locator('[data-chart-panel=time-logs] button', { hasText: 'Reset zoom' }).click();
    await page.waitForFunction(
      () =>
        /4,000 points drawn from 56,309/.test(
          document.querySelector('[data-chart-panel=time-logs] .chart-caption')?.textContent ?? '',
        ),
      undefined,
      { timeout: 10000 },
    );
  });

  it('latency distribution: percentile chart with the bucket note, json+ histogram', async () => {
    await openTab('latency');
    await pickDisk(/logs/);
    const pct = await chart('time-latency-percentiles', 'latency-percentiles');
    expect(pct.subtitle).toMatch(/bucket estimates/);
    expect(pct.series.map((s) => s.name)).toEqual([
      'read clat percentiles (fio)',
      'read clat from json+ histogram',
      'write clat percentiles (fio)',
      'write clat from json+ histogram',
    ]);
    const hist = await chart('time-latency-histogram', 'latency-histogram');
    expect(hist.series).toHaveLength(2);
  });

  it('compare over time: WSAT and logs of several disks, by elapsed time and by TGBW', async () => {
    await openTab('compare');
    const boxes = page.locator('[data-time-section=compare] fieldset input[type=checkbox]');
    for (let i = 0; i < (await boxes.count()); i++)
      if (!(await boxes.nth(i).isChecked())) await boxes.nth(i).check();
    await page.locator('[data-testid=time-compare-src]').selectOption('wsat');
    const wsat = await chart('time-compare', 'compare-wsat-time');
    expect(wsat.series.length).toBeGreaterThanOrEqual(1);
    await page.locator('[data-testid=time-compare-src]').selectOption('iops:write');
    await page.locator('[data-testid=time-align]').selectOption('tgbw');
    const logs = await chart('time-compare', 'compare-logs-tgbw');
    expect(logs.series.length).toBeGreaterThanOrEqual(1);
    await page.locator('[data-testid=time-compare-src]').selectOption('lat:read');
    const lat = await chart('time-compare', 'compare-lat-tgbw');
    // The per-I/O run has no bw log: it cannot sit on the TGBW axis and is named in the subtitle.
    expect(lat.subtitle).toMatch(/Not on this axis/);
    await page.locator('[data-testid=time-align]').selectOption('time');
    const latTime = await chart('time-compare', 'compare-lat-time');
    expect(latTime.series.length).toBeGreaterThanOrEqual(2);
  });

  it('in Chinese: tab names, view strings and the words inside charts', async () => {
    await page.locator('.header-controls button', { hasText: '中文' }).click();
    await expect(page.locator('[data-time-tab=hir]').textContent()).resolves.toBe('HIR');
    await expect(page.locator('[data-time-tab=steady]').textContent()).resolves.toBe('稳态');
    await openTab('hir');
    await pickDisk(/ext4/);
    const bars = await chart('time-hir-bars', 'hir-bars-zh');
    expect(bars.categories[0]).toBe('稳态');
    await openTab('latency');
    const pct = await chart('time-latency-percentiles', 'latency-percentiles-zh');
    expect(pct.subtitle).toMatch(/分桶估计值/);
  });

  it('threw no uncaught errors in the page', () => {
    expect(pageErrors).toEqual([]);
  });
});
