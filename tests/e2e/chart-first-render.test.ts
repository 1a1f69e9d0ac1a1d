// What views/common/chart-first-render.ts relies on, in Chromium: plain text parses to one text node
// of the same (trimmed) text, which its short way gives without parsing; and a chart drawn narrower
// than the phone rules' 520 px has them from its first render (10 px axis labels), and loses them
// when the page is widened (the undo Highcharts keeps is taken from the base options). And the
// warm-up chart of chart-warm-up.ts: drawn once, before the page's first chart, and gone after. And
// Highcharts' colour variables, defined once for the page (main.tsx, ChartRuntime.tsx): no chart
// adds a style sheet of its own, and the charts and their exported SVG keep the palette's colours.
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plainTextNodes } from '../../src/views/common/chart-first-render';
import { openPublishedSite, pollPage, type StaticServer } from './harness';

let server: StaticServer;
let browser: Browser;
let page: Page;
const pageErrors: string[] = [];

beforeAll(async () => {
  ({ server, browser, page } = await openPublishedSite({ width: 390, height: 844 }, pageErrors, 30000));
}, 60000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('chart text and phone rules in Chromium', () => {
  it('draws the warm-up chart once, before the first chart, and leaves nothing of it', async () => {
    await pollPage(page, () => performance.getEntriesByName('diskscope:chart-first').length > 0, null, {
      timeout: 30000,
      what: "the page's first chart",
    });
    const seen = await page.evaluate(() => {
      const at = (name: string) => performance.getEntriesByName(name).map((e) => e.startTime);
      return {
        warmUps: at('diskscope:chart-warm-up'),
        firstChart: Math.min(...at('diskscope:chart-first')),
        // A chart's container outside every chart panel would be the warm-up's, left behind.
        loose: [...document.querySelectorAll('.highcharts-container')].filter(
          (c) => !c.closest('[data-chart-id]'),
        ).length,
        offScreen: document.querySelectorAll('body > div[aria-hidden="true"][style*="-10000px"]').length,
      };
    });
    expect(seen.warmUps).toHaveLength(1);
    expect(seen.warmUps[0]).toBeLessThan(seen.firstChart);
    expect(seen.offScreen).toBe(0);
    expect(seen.loose).toBe(0);
  });

  it("takes Highcharts' colours from one sheet for the page, in the charts and in an exported SVG", async () => {
    await pollPage(
      page,
      () => !!document.querySelector('[data-chart-id] .highcharts-axis-labels text'),
      null,
      {
        timeout: 30000,
        what: 'a chart with axis labels',
      },
    );
    const seen = await page.evaluate(() => {
      const text = document.querySelector('[data-chart-id] .highcharts-axis-labels text')!;
      return {
        // Highcharts' own sheet, one per chart when it injects the palette.
        chartSheets: document.querySelectorAll('[data-chart-id] style.highcharts-palette').length,
        label: text.getAttribute('style') ?? '',
        labelFill: getComputedStyle(text).fill,
        defined: getComputedStyle(document.documentElement)
          .getPropertyValue('--highcharts-neutral-color-80')
          .trim(),
      };
    });
    expect(seen.chartSheets).toBe(0);
    // The label is written with the variable, and the page resolves it to the palette's grey.
    expect(seen.label).toContain('var(--highcharts-neutral-color-80)');
    expect(seen.defined).not.toBe('');
    expect(seen.labelFill).toBe('rgb(51, 51, 51)');
    const chart = page.locator('[data-chart-id]').first();
    await chart.locator('.highcharts-contextbutton').click();
    const item = chart.locator('.highcharts-menu-item', { hasText: 'SVG' });
    const [file] = await Promise.all([page.waitForEvent('download', { timeout: 30000 }), item.click()]);
    const svg = readFileSync((await file.path())!, 'utf8');
    // A file read apart from the page: every colour written out, none left as a variable.
    expect(svg).not.toMatch(/var\(--highcharts/);
    const labels = svg.match(/<g[^>]*class="highcharts-axis-labels[^>]*>[\s\S]*?<\/g>/)?.[0] ?? '';
    expect(labels).toMatch(/fill: ?rgb\(51, 51, 51\)/);
    await page.keyboard.press('Escape');
  });

  it("parses plain text to the nodes the short way gives, as Highcharts' AST reads them", async () => {
    const texts = [
      'IOPS',
      '  fleet_ssd_12 · 4k 100/0 ',
      'Задержка, мс (p99)',
      '每秒读写次数',
      'QD32 × 16 jobs',
      'a\tb\nc',
      ' ',
      '',
    ];
    const parsed = await page.evaluate(
      (all) =>
        all.map((text) =>
          [...new DOMParser().parseFromString(text.trim(), 'text/html').body.childNodes].map((n) => ({
            tagName: n.nodeName.toLowerCase(),
            textContent: n.textContent ?? '',
          })),
        ),
      texts,
    );
    expect(parsed).toEqual(texts.map((t) => plainTextNodes(t)));
  });

  it('draws a chart at phone width with the phone rules, and undoes them once it is wide', async () => {
    const labelSize = () =>
      page.evaluate(() => {
        const text = document.querySelector('[data-chart-panel] .highcharts-xaxis-labels text');
        return text ? getComputedStyle(text).fontSize : '';
      });
    await pollPage(
      page,
      () => !!document.querySelector('[data-chart-panel] .highcharts-xaxis-labels text'),
      null,
      {
        timeout: 30000,
        what: 'a chart with x axis labels',
      },
    );
    expect(await labelSize()).toBe('10px');
    // Every chart drawn so far keeps its series in the series group (drawn by the render, not by
    // an update before it).
    const strays = await page.evaluate(() =>
      [...document.querySelectorAll('[data-chart-id] .highcharts-series')]
        .filter((s) => !s.parentElement?.classList.contains('highcharts-series-group'))
        .map((s) => s.closest('[data-chart-id]')?.getAttribute('data-chart-id')),
    );
    expect(strays).toEqual([]);
    await page.setViewportSize({ width: 1366, height: 768 });
    await pollPage(
      page,
      () => {
        const text = document.querySelector('[data-chart-panel] .highcharts-xaxis-labels text');
        return !!text && getComputedStyle(text).fontSize !== '10px';
      },
      null,
      { timeout: 15000, what: 'the phone rules undone at 1366 px' },
    );
    expect(Number.parseFloat(await labelSize())).toBeGreaterThan(10);
    expect(pageErrors).toEqual([]);
  });
});
