// Charts while an upload is imported, in real Chromium: a chart not drawn yet waits for the import
// (the workers have the cores), its panel says why and offers "Draw now", which draws it while the
// import still runs; charts queued after the import are drawn as before. The import is held open
// deterministically: it fetches a results file from an https address the test answers only when told.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, OWN_FIXTURES, ROOT, serveStatic, type StaticServer } from './harness';

const FILE = join(OWN_FIXTURES, 'fio/local_ssd_1/randread-4k-qd32.json');
const URL_HELD = 'https://results.example/held/randread-4k-qd32.json';

let server: StaticServer;
let browser: Browser;
const pageErrors: string[] = [];

beforeAll(async () => {
  server = await serveStatic();
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** A page whose fetch of URL_HELD waits until `release()`; then it gets the real fio JSON. */
async function pageWithHeldFetch(
  lang: 'en' | 'zh' | 'ru',
  viewport = { width: 1366, height: 768 },
): Promise<{ page: Page; release: () => void }> {
  const context = await browser.newContext({
    viewport,
    locale: { en: 'en-US', zh: 'zh-CN', ru: 'ru-RU' }[lang],
  });
  const page = await context.newPage();
  page.on('pageerror', (e) => pageErrors.push(e.message));
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  await page.route(URL_HELD, async (route: Route) => {
    await gate;
    await route.fulfill({
      status: 200,
      headers: { 'access-control-allow-origin': '*', 'content-type': 'application/json' },
      body: readFileSync(FILE),
    });
  });
  return { page, release };
}

describe('charts during an import', () => {
  it('a new chart waits for the import, says so, and "Draw now" draws it before the import ends', async () => {
    const { page, release } = await pageWithHeldFetch('en');
    // The link opens the overview of the published disks and starts fetching the held file.
    await page.goto(`${server.url}#v=2&src=${encodeURIComponent(URL_HELD)}`);
    await page.locator('[data-import-status=running]').waitFor({ timeout: 20000 });
    const held = page.locator('[data-chart-held]').first();
    await held.waitFor({ timeout: 20000 });
    expect(await held.textContent()).toContain('This chart is drawn when the import is done');
    const panel = held.locator('xpath=ancestor::section[@data-chart-panel]');
    const id = await panel.getAttribute('data-chart-panel');
    // Nothing of that chart is drawn while it waits.
    await page.waitForTimeout(500);
    expect(await page.locator(`[data-chart-id="${id}"] .highcharts-series`).count()).toBe(0);
    await held.getByRole('button', { name: 'Draw now' }).click();
    await page.locator(`[data-chart-id="${id}"] .highcharts-series`).first().waitFor({ timeout: 20000 });
    // Drawn while the import still runs (the file is not answered yet).
    expect(await page.locator('[data-import-status=running]').count()).toBe(1);
    expect(await page.locator('[data-chart-held]').count()).toBe(0);
    release();
    await page.locator('[data-import-status=done]').waitFor({ timeout: 20000 });
    await page.context().close();
  });

  it('without "Draw now", the waiting charts are drawn once the import is done', async () => {
    const { page, release } = await pageWithHeldFetch('en');
    await page.goto(`${server.url}#v=2&src=${encodeURIComponent(URL_HELD)}`);
    await page.locator('[data-chart-held]').first().waitFor({ timeout: 20000 });
    release();
    await page.locator('[data-import-status=done]').waitFor({ timeout: 20000 });
    await page.locator('[data-chart-panel] .highcharts-series').first().waitFor({ timeout: 20000 });
    await expect.poll(() => page.locator('[data-chart-held]').count(), { timeout: 20000 }).toBe(0);
    await expect.poll(() => page.locator('.chart-loading').count(), { timeout: 20000 }).toBe(0);
    await page.context().close();
  });

  it('says it in English, Chinese and Russian, on a laptop and a phone', async () => {
    for (const [lang, text, button] of [
      ['en', 'This chart is drawn when the import is done', 'Draw now'],
      ['zh', '导入完成后再绘制此图表', '立即绘制'],
      ['ru', 'График будет построен после импорта', 'Построить сейчас'],
    ] as const) {
      for (const viewport of [
        { width: 1366, height: 768 },
        { width: 390, height: 844 },
      ]) {
        const { page, release } = await pageWithHeldFetch(lang, viewport);
        await page.goto(`${server.url}#v=2&lang=${lang}&src=${encodeURIComponent(URL_HELD)}`);
        const held = page.locator('[data-chart-held]').first();
        await held.waitFor({ timeout: 20000 });
        expect(await held.textContent()).toContain(text);
        expect(await held.getByRole('button', { name: button }).count()).toBe(1);
        await held.scrollIntoViewIfNeeded();
        await page.screenshot({
          path: join(ROOT, `tests/e2e/screenshots/chart-held-${lang}-${viewport.width}.png`),
        });
        release();
        await page.locator('[data-import-status=done]').waitFor({ timeout: 20000 });
        await page.context().close();
      }
    }
  });

  it('raised no page errors', () => {
    expect(pageErrors).toEqual([]);
  });
});
