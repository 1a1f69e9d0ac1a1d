// The real QD sweep (tests/fixtures/fio-sweep) uploaded in Chromium: the Disk view's load curve has
// one point per QD × jobs with the figures of its file (JSON.parse here), the cap lines of a
// catalogue curve the reader loads (stated caps: no vendor publishes this VM disk's) with the
// binding one named, and the knee; Compare overlays the libaio and io_uring sweeps in the Compare
// colours; Copy link reopens the charts in a fresh browser; screenshots at 1366×768 and 390×844.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { zipSync } from 'fflate';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filesUnder } from './fixtures';
import { drawnChart, launchChromium, OWN_FIXTURES, ROOT, type StaticServer } from './harness';
import { serveWithDataset } from './fixture-site';

const SHOTS = resolve(ROOT, 'tests/e2e/screenshots');
const SWEEP = join(OWN_FIXTURES, 'fio-sweep');
const LIBAIO = 'local_vda-libaio_270';
const IOURING = 'local_vda-iouring_270';

/** Caps a reader states for this disk in the Expected view's editor: 100,000 IOPS and 3,000 MB/s. */
const STATED_CAPS = {
  version: 1,
  provider: 'local',
  providerName: 'Local (stated caps)',
  providerAliases: [],
  curves: [
    {
      id: 'local/vda',
      type: 'vda',
      name: 'caps stated for the e2e test, not a vendor’s',
      aliases: ['vda-libaio', 'vda-iouring'],
      status: 'unverified',
      sizeUnit: 'GB',
      sizeRange: {},
      iops: { expr: '100000', semantics: 'combined' },
      throughput: { expr: '3000', unit: 'MB/s', semantics: 'combined' },
      sources: [{ url: 'tests/e2e/load-curves.test.ts' }],
    },
  ],
};

interface Rendered {
  subtitle: string;
  series: { name: string; type: string; points: { x: number; y: number | null }[] }[];
}

let server: StaticServer;
let browser: Browser;
let page: Page;
let dir: string;
const pageErrors: string[] = [];

const raw = (file: string) =>
  (
    JSON.parse(readFileSync(join(SWEEP, LIBAIO, file), 'utf8')) as {
      jobs: { read: { iops: number; lat_ns: { mean: number } } }[];
    }
  ).jobs[0]!.read;

async function chartData(p: Page, id: string): Promise<Rendered> {
  await p.locator(`[data-chart-id="${id}"] .highcharts-series`).first().waitFor({ timeout: 30000 });
  return drawnChart<Rendered>(p, id);
}

async function openView(p: Page, name: string) {
  await p.locator('.view-nav button', { hasText: name }).click();
  await p.locator('.view-area .view-loading').waitFor({ state: 'detached' });
}

async function copyLink(p: Page, id: string): Promise<string> {
  await p.locator(`[data-chart-panel="${id}"] .share-copy-link`).click();
  const input = p.locator(`[data-chart-panel="${id}"] [data-testid=share-link] input`);
  await input.waitFor({ timeout: 15000 }).catch(async (e: unknown) => {
    throw new Error(
      `no link input; the panel says: ${await p.locator(`[data-chart-panel="${id}"]`).innerText()}`,
      { cause: e },
    );
  });
  return input.inputValue();
}

async function freshPage(url: string, viewport = { width: 1366, height: 768 }): Promise<Page> {
  const context = await browser.newContext({ viewport, locale: 'en-US' });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(url).origin });
  const p = await context.newPage();
  p.on('pageerror', (e) => pageErrors.push(`${url}: ${e.message}`));
  await p.goto(url);
  return p;
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'diskscope-lc-'));
  writeFileSync(
    join(dir, 'fio-sweep.zip'),
    zipSync({ ...filesUnder(join(SWEEP, LIBAIO), LIBAIO), ...filesUnder(join(SWEEP, IOURING), IOURING) }),
  );
  writeFileSync(join(dir, 'local-caps.json'), JSON.stringify(STATED_CAPS));
  // The site publishing this project's own fixtures (local ssd 1 among them: QD 1 and 32), not data/.
  server = await serveWithDataset();
  browser = await launchChromium();
  page = await freshPage(server.url);
  await page.locator('.view-area table tbody tr').first().waitFor({ timeout: 20000 });
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('load curves of a real QD sweep in Chromium', () => {
  let diskLink = '';
  let diskBefore: Rendered;

  it('the upload names no run in a Little’s-law warning', async () => {
    await page.locator('[data-testid=file-input]').setInputFiles(join(dir, 'fio-sweep.zip'));
    await page.locator('[data-import-status=done]').waitFor({ timeout: 120000 });
    const report = page.locator('[data-testid=import-report]');
    if (!(await report.isVisible()))
      await page.locator('[data-import-status] button', { hasText: 'Import report' }).click();
    await report.waitFor();
    await expect(report.textContent()).resolves.not.toContain('Little');
    await page.locator('.report-header button').click();
  });

  it('Disk view: one point per QD × jobs from its own file, cap lines with the binding one named, the knee', async () => {
    // The reader's own caps, loaded in the Expected view's editor.
    await openView(page, 'Expected');
    await page.locator('[data-view=expected] .tabs button', { hasText: 'Edit' }).click();
    await page.locator('[data-view=expected] input[type=file]').setInputFiles(join(dir, 'local-caps.json'));
    await page.locator('[data-view=expected] li', { hasText: 'local-caps.json' }).waitFor();

    await openView(page, 'Disk');
    const picker = page.locator('[data-view=disk] .controls select').first();
    const option = () =>
      picker
        .locator('option')
        .evaluateAll((os) =>
          os.map((o) => (o as HTMLOptionElement).value).find((v) => v.endsWith('/local_vda-libaio_270')),
        );
    await expect.poll(option, { timeout: 20000 }).toBeTruthy();
    await picker.selectOption((await option())!);
    const id = 'disk-load-curve';
    const data = await chartData(page, id);
    diskBefore = data;
    const mean = data.series.filter((s) => s.name.startsWith('mean lat'));
    expect(mean.map((s) => s.name)).toEqual(['mean lat · jobs=1', 'mean lat · jobs=2', 'mean lat · jobs=4']);
    expect(mean.flatMap((s) => s.points)).toHaveLength(21);
    // Every QD × jobs point at the IOPS and mean latency of its own file.
    const expected = [1, 2, 4]
      .flatMap((nj) => [1, 2, 4, 8, 16, 32, 64].map((qd) => raw(`randread-4k-qd${qd}-nj${nj}.json`)))
      .map((r) => [r.iops, r.lat_ns.mean / 1000]);
    const drawn = mean.flatMap((s) => s.points.map((p) => [p.x, p.y!]));
    for (const [iops, lat] of expected)
      expect(
        drawn.some(([x, y]) => Math.abs(x! - iops!) < 1e-6 * iops! && Math.abs(y! - lat!) < 1e-6 * lat!),
      ).toBe(true);
    // Data labels name points QD×jobs (Highcharts hides those that would overlap).
    const labels = await page
      .locator(`[data-chart-id="${id}"] .highcharts-data-label text`)
      .allTextContents();
    expect(labels.length).toBeGreaterThan(5);
    // (an outlined label repeats its text inside one <text>)
    for (const l of labels) expect(l).toMatch(/^(\d+×[124])(\u200b?\1)?$/);
    // Cap lines: 100,000 IOPS binds at 4k (the throughput cap is beyond the axis there).
    const lines = await page.locator(`[data-chart-id="${id}"] .highcharts-plot-line-label`).allTextContents();
    expect(lines.join(' | ')).toContain('advertised IOPS cap (binds)');
    expect(data.subtitle).toContain('advertised IOPS cap (binds): 100,000 IOPS');
    expect(data.series.some((s) => /^knee \d+×\d+$/.test(s.name))).toBe(true);
    expect(data.series.some((s) => /^saturation \d+×\d+$/.test(s.name))).toBe(true);
    // Little's ratio in the run table for every run.
    const ratios = await page.locator('[data-testid=little-ratio]').allTextContents();
    expect(ratios).toHaveLength(63);
    for (const r of ratios) expect(Number(r)).toBeGreaterThan(0.9);

    // 128k sequential read: the throughput cap binds, on a MB/s axis.
    await page
      .locator('[data-testid=load-curve-pick]')
      .selectOption({ label: 'read 128k · libaio (21 points)' });
    await expect
      .poll(async () => (await chartData(page, id)).subtitle, { timeout: 10000 })
      .toContain('advertised throughput cap (binds)');
    await page.locator(`[data-chart-panel="${id}"]`).scrollIntoViewIfNeeded();
    await page.waitForTimeout(1200);
    await page
      .locator(`[data-chart-panel="${id}"]`)
      .screenshot({ path: `${SHOTS}/load-curve-128k-1366.png` });
    await page
      .locator('[data-testid=load-curve-pick]')
      .selectOption({ label: 'randread 4k · libaio (21 points)' });
    await page.waitForTimeout(1200);
    await page.locator(`[data-chart-panel="${id}"]`).screenshot({ path: `${SHOTS}/load-curve-4k-1366.png` });
    await page.locator('[data-chart-panel="disk-load-grid"]').scrollIntoViewIfNeeded();
    await page.waitForTimeout(800);
    await page.screenshot({ path: `${SHOTS}/load-scaling-1366.png` });
    diskLink = await copyLink(page, id);
  });

  it('Copy link on the load curve reopens it in a fresh browser without the upload', async () => {
    expect(diskLink).toContain('chart=disk-load-curve');
    expect(diskLink).toContain('data=');
    const reader = await freshPage(diskLink);
    const after = await chartData(reader, 'disk-load-curve');
    // Same runs, same points. The caps were the first reader's own catalogue file, which no link
    // carries: the subtitle says so instead of drawing them.
    expect(after.series.filter((s) => !/^(knee|saturation)/.test(s.name))).toEqual(
      diskBefore.series.filter((s) => !/^(knee|saturation)/.test(s.name)),
    );
    expect(after.subtitle).toContain('no cap lines');
    await reader.context().close();
  });

  const pickCompared = async (wanted: RegExp) => {
    const boxes = page.locator('[data-view=compare] fieldset.filters label.inline-check');
    // The list puts ticked disks first, so a click can move the rest; and with fewer than two ticked
    // Compare shows two defaults as ticked: tick the wanted disks first, then untick the others, one
    // click at a time, reading the list again after each.
    for (let pass = 0; pass < 10; pass++) {
      const state = await Promise.all(
        (await boxes.all()).map(async (label) => ({
          box: label.locator('input'),
          want: wanted.test((await label.textContent()) ?? ''),
          on: await label.locator('input').isChecked(),
        })),
      );
      const next = state.find((b) => b.want && !b.on) ?? state.find((b) => !b.want && b.on);
      if (!next) return;
      await next.box.click();
    }
    throw new Error(`could not pick ${wanted} in Compare: ${JSON.stringify(await boxes.allTextContents())}`);
  };
  /** A legend item's colour: its line's stroke, or its column symbol's fill. */
  const colour = (chart: string, name: string) =>
    page
      .locator(`[data-chart-id="${chart}"] .highcharts-legend-item`, { hasText: name })
      .first()
      .locator('path.highcharts-graph, rect.highcharts-point')
      .first()
      .evaluate((el) => (el.tagName === 'rect' ? el.getAttribute('fill') : el.getAttribute('stroke')));

  it('Compare: the libaio and io_uring sweeps on one chart, in the Compare colours', async () => {
    await openView(page, 'Compare');
    await pickCompared(/vda-(libaio|iouring)/);
    const id = 'compare-load-curve';
    // The chart follows the ticks a render later: asked until it shows the two sweeps.
    const meanNames = async () =>
      (await chartData(page, id)).series
        .map((s) => s.name)
        .filter((n) => n.includes('mean lat'))
        .sort();
    await expect
      .poll(meanNames, { timeout: 20000 })
      .toEqual(['local vda-iouring 270 · mean lat · jobs=1', 'local vda-libaio 270 · mean lat · jobs=1']);
    const data = await chartData(page, id);
    const mean = data.series.filter((s) => s.name.includes('mean lat'));
    for (const s of mean) expect(s.points).toHaveLength(7);
    // Drawn in turns (axes and legend, then lines, p99 lines, labels): once done the chart holds
    // each disk's mean and p99 line with their 7 loads and one label layer of their 14 points, and
    // nothing else (the reserve that kept the axes meanwhile is gone).
    await expect
      .poll(async () => (await chartData(page, id)).series.map((s) => `${s.type} ${s.points.length}`))
      .toEqual(['line 7', 'line 7', 'line 7', 'line 7', 'scatter 14']);
    for (const disk of ['local vda-libaio 270', 'local vda-iouring 270'])
      expect(await colour(id, disk)).toBe(await colour('compare-columns', disk));
    await page.locator(`[data-chart-panel="${id}"]`).scrollIntoViewIfNeeded();
    await page.waitForTimeout(1200);
    await page.locator(`[data-chart-panel="${id}"]`).screenshot({ path: `${SHOTS}/compare-load-1366.png` });
    // Every point labelled QD×jobs (label layers, not each line); hiding a disk in the legend
    // takes its labels with it, and showing it brings them back.
    const labels = page.locator(`[data-chart-panel="${id}"] .highcharts-data-label`);
    await expect.poll(() => labels.count()).toBe(14);
    const item = page
      .locator(`[data-chart-panel="${id}"] .highcharts-legend-item`)
      .filter({ hasText: 'local vda-libaio 270' });
    await item.click();
    await expect.poll(() => labels.count()).toBe(7);
    await item.click();
    await expect.poll(() => labels.count()).toBe(14);
  });

  it('Compare with a published disk (local ssd 1: QD 1 and 32): its Copy link reopens the same chart', async () => {
    // Two whole uploaded sweeps are more than a link carries (the page offers a file instead): the
    // smaller io_uring sweep (QD 1–64 × jobs 1 and 4) beside a published disk packs only that sweep.
    await pickCompared(/vda-iouring|^\s*local ssd 1\s*$/);
    const id = 'compare-load-curve';
    // The chart follows the ticks a render later: until then it is the one of the disks ticked before
    // (the libaio sweep's among them).
    await expect
      .poll(async () => (await chartData(page, id)).series.map((s) => s.name).join(' | '), { timeout: 20000 })
      .toMatch(/^(?!.*vda-libaio).*local ssd 1 · mean lat · jobs=1/);
    const data = await chartData(page, id);
    expect(data.series.find((s) => s.name === 'local ssd 1 · mean lat · jobs=1')!.points).toHaveLength(2);
    const link = await copyLink(page, id);
    expect(link).toContain('data=');
    const reader = await freshPage(link);
    expect(await chartData(reader, id)).toEqual(data);
    await reader.locator(`[data-chart-panel="${id}"]`).scrollIntoViewIfNeeded();
    await reader.waitForTimeout(1200);
    await reader
      .locator(`[data-chart-panel="${id}"]`)
      .screenshot({ path: `${SHOTS}/compare-load-link-opened.png` });
    await reader.context().close();
  });

  it('on a phone (390×844) the load curve still draws every point', async () => {
    const phone = await freshPage(diskLink, { width: 390, height: 844 });
    const data = await chartData(phone, 'disk-load-curve');
    expect(data.series.filter((s) => s.name.startsWith('mean lat')).flatMap((s) => s.points)).toHaveLength(
      21,
    );
    await phone.locator('[data-chart-panel="disk-load-curve"]').scrollIntoViewIfNeeded();
    await phone.waitForTimeout(1200);
    await phone.screenshot({ path: `${SHOTS}/load-curve-390.png` });
    await phone.context().close();
  });

  it('threw no uncaught errors in the page', () => {
    expect(pageErrors).toEqual([]);
  });
});
