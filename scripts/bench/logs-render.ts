// Time to first render of a ten-million-point series in headless Chromium: the log is uploaded
// through the page's real file input (the import runs in the ingest worker), then the Time view's
// Logs chart is opened on it. Measured in the page from the moment the chart is asked for (the disk
// is picked in the Logs tab) until Highcharts has drawn the series group of that chart with the
// caption naming the ten million points — i.e. copy to the worker, LTTB there, and the draw.
import type { Browser } from 'playwright-core';

export interface RenderRun {
  importMs: number;
  firstRenderMs: number[];
  drawnPoints: string;
  longestTaskMs: number;
  /** The longest main-thread task between picking the file and the import's done marker. */
  longestImportTaskMs: number;
  /** The page's own timings of the last opening (downsample copy, worker round trip). */
  measures: { name: string; ms: number }[];
}

const PROBE = `
  globalThis.__name = (f) => f;
  globalThis.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) globalThis.__longTasks.push({ start: e.startTime, ms: e.duration });
  }).observe({ type: 'longtask', buffered: true });
`;

/** Resolves with ms from now until the logs chart shows `total` points' caption and a drawn series. */
const WAIT_FOR_CHART = (total: string) => `
  new Promise((resolve) => {
    const t0 = performance.now();
    const done = () => {
      const cap = document.querySelector('[data-chart-panel="time-logs"] .chart-caption');
      const g = document.querySelector('[data-chart-id="time-logs"] .highcharts-series-group');
      return g && g.childElementCount > 0 && cap && cap.textContent.includes(${JSON.stringify(total)});
    };
    const obs = new MutationObserver(() => {
      if (done()) { obs.disconnect(); resolve({ ms: performance.now() - t0, t0 }); }
    });
    obs.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
  })
`;

export async function measureFirstRender(
  browser: Browser,
  siteUrl: string,
  logPath: string,
  lines: number,
  repeats = 3,
): Promise<RenderRun> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.addInitScript(PROBE);
  await page.goto(siteUrl);
  await page.locator('.view-area table tbody tr').first().waitFor({ timeout: 60000 });
  const t0 = Date.now();
  const importStart = (await page.evaluate('performance.now()')) as number;
  await page.locator('[data-testid=file-input]').setInputFiles(logPath);
  await page.locator('[data-import-status=done]').waitFor({ timeout: 600000 });
  const importMs = Date.now() - t0;
  const importEnd = (await page.evaluate('performance.now()')) as number;
  await page.locator('.report-header button').click();
  await page.locator('.view-nav button', { hasText: 'Time' }).click();
  await page.locator('[data-time-tab=logs]').click();
  const select = page.locator('[data-testid=time-disk]');
  await select.waitFor();
  const options = await select.locator('option').allTextContents();
  const total = lines.toLocaleString('en');
  const firstRenderMs: number[] = [];
  let drawnPoints = '';
  for (let r = 0; r < repeats; r++) {
    // Start on another disk, then open the chart of the uploaded one (the last disk listed).
    await select.selectOption({ index: 0 });
    await page.waitForTimeout(300);
    const measuring = page.evaluate(WAIT_FOR_CHART(total)) as Promise<{ ms: number; t0: number }>;
    await select.selectOption({ index: options.length - 1 });
    const m = await measuring;
    firstRenderMs.push(m.ms);
    drawnPoints =
      (await page.locator('[data-chart-panel="time-logs"] .chart-caption').textContent())?.trim() ?? '';
  }
  const tasks = (await page.evaluate('globalThis.__longTasks')) as { start: number; ms: number }[];
  const longest = Math.max(0, ...tasks.map((t) => t.ms));
  const longestImport = Math.max(
    0,
    ...tasks.filter((t) => t.start >= importStart && t.start <= importEnd).map((t) => t.ms),
  );
  const measures = (await page.evaluate(
    `performance.getEntriesByType('measure').filter((m) => m.name.startsWith('diskscope:')).slice(-2).map((m) => ({ name: m.name, ms: m.duration }))`,
  )) as { name: string; ms: number }[];
  await context.close();
  return {
    importMs,
    firstRenderMs,
    drawnPoints,
    longestTaskMs: longest,
    longestImportTaskMs: longestImport,
    measures,
  };
}
