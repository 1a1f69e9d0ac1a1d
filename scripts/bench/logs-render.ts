// One upload of a fio per-I/O log in headless Chromium through the page's real file input, then
// the Time view's Logs chart opened on it. Timed in the page: the import from the file input's
// `change` to the done marker, and the chart from picking the disk in the Logs tab until Highcharts
// has drawn the series group with the caption naming every line of the log. Renderer CPU time and
// RSS (page and workers share the renderer process) are sampled from /proc during the import.
import type { Browser } from 'playwright-core';
import { cpuOf, rssOf } from './import-run';
import { LOAF_PROBE, longestFrame, longFrames, type LongFrame } from './long-frames';

export interface LogRun {
  importMs: number;
  /** From the upload until the app's `diskscope:dataset ready` mark: parsed, not yet drawn. */
  readyMs: number;
  /** Opening the chart: first time, then again (after picking another disk) `repeats - 1` times. */
  firstRenderMs: number[];
  caption: string;
  /** Longest main-thread task (Long Tasks API) from the upload until the import was done. */
  longestImportTaskMs: number;
  /** Longest main-thread task after the import: opening the Time view and drawing the chart. */
  longestChartTaskMs: number;
  /** The longest animation frame of the import, and of the Time view + chart (long-frames.ts). */
  importFrame?: LongFrame;
  chartFrame?: LongFrame;
  rssBefore: number;
  rssPeak: number;
  cpuMs: number;
}

const PROBE = `
  globalThis.__name = (f) => f;
  globalThis.__bench = { start: 0, end: 0, ready: 0, longTasks: [] };
  new PerformanceObserver((list) => {
    const b = globalThis.__bench;
    for (const e of list.getEntries())
      if (e.name === 'diskscope:dataset ready' && b.start && !b.ready) b.ready = e.startTime;
  }).observe({ type: 'mark' });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) globalThis.__bench.longTasks.push({ start: e.startTime, ms: e.duration });
  }).observe({ type: 'longtask', buffered: true });
  document.addEventListener('change', () => { globalThis.__bench.start = performance.now(); }, true);
  new MutationObserver(() => {
    const b = globalThis.__bench;
    if (b.start && !b.end && document.querySelector('[data-import-status=done],[data-import-status=failed]'))
      b.end = performance.now();
  }).observe(document, { subtree: true, childList: true, attributes: true });
${LOAF_PROBE}`;

/** Resolves with ms from now until the logs chart shows `total` in its caption and a drawn series. */
const WAIT_FOR_CHART = (total: string) => `
  new Promise((resolve) => {
    const t0 = performance.now();
    const done = () => {
      const cap = document.querySelector('[data-chart-panel="time-logs"] .chart-caption');
      const g = document.querySelector('[data-chart-id="time-logs"] .highcharts-series-group');
      return g && g.childElementCount > 0 && cap && cap.textContent.includes(${JSON.stringify(total)});
    };
    const obs = new MutationObserver(() => {
      if (done()) { obs.disconnect(); resolve({ ms: performance.now() - t0 }); }
    });
    obs.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
  })
`;

export async function measureLogRun(
  browser: Browser,
  siteUrl: string,
  logPath: string,
  lines: number,
  repeats = 2,
): Promise<LogRun> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.addInitScript(PROBE);
  await page.goto(siteUrl);
  await page.locator('.view-area table tbody tr').first().waitFor({ timeout: 60000 });
  const browserCdp = await browser.newBrowserCDPSession();
  const renderers = (await browserCdp.send('SystemInfo.getProcessInfo')).processInfo
    .filter((p) => p.type === 'renderer')
    .map((p) => p.id);
  const rssBefore = new Map(renderers.map((pid) => [pid, rssOf(pid)]));
  const rssPeak = new Map(rssBefore);
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      for (const pid of renderers) rssPeak.set(pid, Math.max(rssPeak.get(pid) ?? 0, rssOf(pid)));
      await new Promise((r) => setTimeout(r, 50));
    }
  })();
  const cpuNow = () => renderers.reduce((n, pid) => n + cpuOf(pid), 0);
  const cpuBefore = cpuNow();
  await page.locator('[data-testid=file-input]').setInputFiles(logPath);
  await page.waitForFunction(
    () => (globalThis as unknown as { __bench: { end: number } }).__bench.end > 0,
    null,
    {
      timeout: 900000,
      polling: 250,
    },
  );
  const cpuMs = cpuNow() - cpuBefore;
  const status = await page.locator('[data-import-status]').getAttribute('data-import-status');
  if (status !== 'done')
    throw new Error(`import ${status}: ${await page.locator('[data-import-status]').textContent()}`);
  const { start, end, ready } = (await page.evaluate('globalThis.__bench')) as {
    start: number;
    end: number;
    ready: number;
  };
  if (await page.locator('.report-header button').isVisible())
    await page.locator('.report-header button').click();
  await page.locator('.view-nav button', { hasText: 'Time' }).click();
  await page.locator('[data-time-tab=logs]').click();
  const select = page.locator('[data-testid=time-disk]');
  await select.waitFor();
  const options = await select.locator('option').allTextContents();
  const total = lines.toLocaleString('en');
  const firstRenderMs: number[] = [];
  for (let r = 0; r < repeats; r++) {
    // Start on another disk, then open the chart of the uploaded one (the last disk listed).
    await select.selectOption({ index: 0 });
    await page.waitForTimeout(300);
    const measuring = page.evaluate(WAIT_FOR_CHART(total)) as Promise<{ ms: number }>;
    await select.selectOption({ index: options.length - 1 });
    firstRenderMs.push((await measuring).ms);
  }
  sampling = false;
  await sampler;
  const caption =
    (await page.locator('[data-chart-panel="time-logs"] .chart-caption').textContent())?.trim() ?? '';
  const tasks = (await page.evaluate('globalThis.__bench.longTasks')) as { start: number; ms: number }[];
  const frames = await longFrames(page);
  const importFrame = longestFrame(frames, start, end);
  const chartFrame = longestFrame(frames, end + 1e-3);
  let busiest = renderers[0] ?? 0;
  const growth = (pid: number) => (rssPeak.get(pid) ?? 0) - (rssBefore.get(pid) ?? 0);
  for (const pid of renderers) if (growth(pid) > growth(busiest)) busiest = pid;
  await context.close();
  return {
    importMs: end - start,
    readyMs: ready ? ready - start : NaN,
    firstRenderMs,
    caption,
    longestImportTaskMs: Math.max(
      0,
      ...tasks.filter((t) => t.start >= start && t.start <= end).map((t) => t.ms),
    ),
    longestChartTaskMs: Math.max(0, ...tasks.filter((t) => t.start > end).map((t) => t.ms)),
    ...(importFrame ? { importFrame } : {}),
    ...(chartFrame ? { chartFrame } : {}),
    rssBefore: rssBefore.get(busiest) ?? 0,
    rssPeak: rssPeak.get(busiest) ?? 0,
    cpuMs,
  };
}
