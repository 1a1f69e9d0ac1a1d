// Whether two builds draw the same charts (helper tasks12): the Overview of the published disks,
// then Compare of the 20 disks of charts10-draws' zip (run that once first: it makes the zip), at
// 1366×768 and 390×844. Every chart's SVG, with Highcharts' random ids made stable, and its
// screen-reader text are written per build into <out>/<build name>/, with a screenshot of each
// view; `diff -r` of two such folders shows what changed. Prints, asserts nothing.
//
//   npx tsx scripts/bench/tasks12-svg.ts <out> <dist> [<dist> …]
import { mkdirSync, writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { launchChromium, serveStatic } from '../../tests/e2e/harness';
import { BENCH_CACHE } from './log-file';

const [out, ...dists] = process.argv.slice(2);
if (!out || !dists.length) throw new Error('usage: tasks12-svg.ts <out> <dist> [<dist> …]');
const ZIP = join(BENCH_CACHE, 'disks-20-charts10.zip');

/** Until every chart panel of the view has its series drawn and nothing changed for 2 s. */
async function settled(page: Page, view: string): Promise<void> {
  await page.waitForFunction((v) => {
    const panels = [...document.querySelectorAll(`[data-view=${v}] [data-chart-panel]`)];
    return panels.length > 0 && panels.every((p) => p.querySelector('.highcharts-series-group'));
  }, view);
  await page.waitForTimeout(2500);
}

/** Each chart's SVG (ids numbered in order of appearance) and the accessible text beside it. */
async function charts(page: Page, dir: string, tag: string): Promise<void> {
  const got = (await page.evaluate(() =>
    [...document.querySelectorAll('[data-chart-id]')].map((c) => ({
      id: c.getAttribute('data-chart-id')!,
      html: c.innerHTML,
    })),
  )) as { id: string; html: string }[];
  for (const { id, html } of got) {
    const ids = new Map<string, string>();
    const stable = html.replace(/highcharts-[a-z0-9]{7,}-\d+|[a-z0-9]{7}-\d+(?=[-"'])/g, (m) => {
      if (!ids.has(m)) ids.set(m, `id${ids.size}`);
      return ids.get(m)!;
    });
    // The upload's id (random) left out of the name, so two builds' files pair up.
    const name = id.replace(/upload-[^/]+\//, '').replace(/[^\w.-]+/g, '_');
    writeFileSync(join(dir, `${tag}-${name}.html`), stable.replace(/></g, '>\n<'));
  }
}

const browser = await launchChromium();
try {
  for (const dist of dists) {
    const dir = join(resolve(out), basename(dist));
    mkdirSync(dir, { recursive: true });
    const server = await serveStatic(resolve(dist));
    try {
      for (const [w, h] of [
        [1366, 768],
        [390, 844],
      ] as const) {
        const page = await browser.newPage({ viewport: { width: w, height: h } });
        await page.goto(server.url);
        await settled(page, 'overview');
        await charts(page, dir, `overview-${w}`);
        await page.screenshot({ path: join(dir, `overview-${w}.png`), fullPage: true });
        await page.setInputFiles('[data-testid=file-input]', ZIP);
        await page.waitForSelector('[data-import-status=done]', { timeout: 120000 });
        await page.evaluate(() => {
          location.hash = location.hash.replace(/([#&])disks=[^&]*(&|$)/, '$1').replace(/&$/, '');
        });
        await page.waitForTimeout(1500);
        await page.locator('[data-view=overview] input[type=search]').fill('fleet_ssd');
        await page.waitForTimeout(800);
        const boxes = page.locator('[data-view=overview] tbody input[type=checkbox]');
        for (let i = 0; i < 20; i++) await boxes.nth(i).check();
        await page.evaluate(
          `[...document.querySelectorAll('[data-view=overview] .view-actions button')][1].click()`,
        );
        await settled(page, 'compare');
        await charts(page, dir, `compare-${w}`);
        const panel = page.locator('[data-chart-panel=compare-load-curve]');
        await panel.scrollIntoViewIfNeeded();
        await panel.screenshot({ path: join(dir, `compare-load-${w}.png`) });
        await page.close();
      }
    } finally {
      await server.close();
    }
    console.log(`${dist}: written to ${dir}`);
  }
} finally {
  await browser.close();
}
