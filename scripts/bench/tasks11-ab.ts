// The longest main-thread task of an upload and of the reload of it, two builds alternated run by
// run (helper tasks11, #28 item 4): as the benches take them (PerformanceObserver 'longtask'), from
// the file input's change until the overview lists the file's disks and the import is done (+ 1 s,
// as bench-disks waits; the landing charts are drawn by then), and with RELOAD=1, once IndexedDB
// holds the upload, from the reloaded page's start until it lists them again (+ 2 s, as
// bench-many-jobs waits). Each run's longest frame is said in words (long-frames.ts). A fresh
// browser per run; the file read once, untimed, before the first (OS page cache).
//
//   npx tsx scripts/bench/tasks11-ab.ts <distA> <distB> <file> <disks the file adds> [pairs, 3]
//
// A measuring tool: it asserts nothing.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { launchChromium, pollPage, savedShares, serveStatic } from '../../tests/e2e/harness';
import { describeFrame, LOAF_PROBE, longestFrame, longFrames } from './long-frames';

const [distA, distB, fileArg, disksArg = '1', pairsArg = '3'] = process.argv.slice(2);
if (!distA || !distB || !fileArg)
  throw new Error('usage: tasks11-ab.ts <distA> <distB> <file> <disks> [pairs]');
const RELOAD = process.env.RELOAD === '1';
const file = resolve(fileArg);
const PROBE = `
  globalThis.__ab = { tasks: [], change: 0, rows: Number(sessionStorage.getItem('ab-rows') || 1e9), listed: 0 };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) __ab.tasks.push({ start: e.startTime, ms: e.duration });
  }).observe({ type: 'longtask', buffered: true });
  document.addEventListener('change', () => { __ab.change = performance.now(); }, true);
  new MutationObserver(() => {
    const t = document.querySelector('[data-view=overview] table[data-disks]');
    if (!__ab.listed && t && Number(t.getAttribute('data-disks')) >= __ab.rows) __ab.listed = performance.now();
  }).observe(document, { subtree: true, childList: true, attributes: true });
${LOAF_PROBE}`;

type Ab = { tasks: { start: number; ms: number }[]; change: number; listed: number; rows: number };
const ab = (page: Page) => page.evaluate(() => (globalThis as unknown as { __ab: Ab }).__ab);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)]!;

/**
 * The longest task since `from`, said in words, and the longest that drew a chart or part of one:
 * a chart's drawing appeared in it (long-frames.ts' probe) or a later turn of one was measured in it
 * (User Timing 'diskscope:chart-later', chart-stages.ts). 0 when no such task reached 50 ms.
 */
async function longest(
  page: Page,
  from: number,
  dist: string,
): Promise<{ ms: number; chart: number; what: string }> {
  const { tasks } = await ab(page);
  const since = tasks.filter((t) => t.start >= from);
  const ms = Math.max(0, ...since.map((t) => t.ms));
  const drawn = (await page.evaluate(() => [
    ...(globalThis as unknown as { __chartDrawn: { at: number }[] }).__chartDrawn.map((d) => d.at),
    ...performance.getEntriesByName('diskscope:chart-later').map((e) => e.startTime + e.duration),
  ])) as number[];
  const chart = Math.max(
    0,
    ...since.filter((t) => drawn.some((at) => at >= t.start && at <= t.start + t.ms + 1)).map((t) => t.ms),
  );
  return { ms, chart, what: describeFrame(longestFrame(await longFrames(page), from), dist) };
}

type Run = { upload: number; uploadChart: number; reload?: number; reloadChart?: number; words: string[] };
async function run(dist: string): Promise<Run> {
  const server = await serveStatic(resolve(dist));
  const browser = await launchChromium(['--enable-precise-memory-info']);
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.addInitScript(PROBE);
    await page.goto(server.url);
    await page.locator('.view-area table tbody tr').first().waitFor({ timeout: 60000 });
    const rows =
      Number(disksArg) + Number(await page.locator('table[data-disks]').getAttribute('data-disks'));
    await page.evaluate((n) => {
      sessionStorage.setItem('ab-rows', String(n));
      (globalThis as unknown as { __ab: Ab }).__ab.rows = n;
    }, rows);
    await page.locator('[data-testid=file-input]').setInputFiles(file);
    await page.locator('[data-import-status=done]').waitFor({ timeout: 900000 });
    await page.waitForFunction(() => (globalThis as unknown as { __ab: Ab }).__ab.listed > 0, null, {
      timeout: 600000,
      polling: 250,
    });
    await page.waitForTimeout(1000);
    const up = await longest(page, (await ab(page)).change, dist);
    if (!RELOAD) return { upload: up.ms, uploadChart: up.chart, words: [up.what] };
    await pollPage(page, savedShares, file.replace(/.*\//, ''), {
      timeout: 600000,
      everyMs: 1000,
      what: 'the upload saved to IndexedDB',
    });
    await page.reload();
    await page.waitForFunction(() => (globalThis as unknown as { __ab: Ab }).__ab.listed > 0, null, {
      timeout: 600000,
      polling: 250,
    });
    await page.waitForTimeout(2000);
    const back = await longest(page, 0, dist);
    return {
      upload: up.ms,
      uploadChart: up.chart,
      reload: back.ms,
      reloadChart: back.chart,
      words: [up.what, back.what],
    };
  } finally {
    await browser.close();
    await server.close();
  }
}

readFileSync(file);
const got = { A: [] as Run[], B: [] as Run[] };
const list = (xs: number[]) =>
  `${xs.map((x) => x.toFixed(0)).join(', ')} ms (median ${median(xs).toFixed(0)})`;
for (let i = 0; i < Number(pairsArg); i++)
  for (const [tag, dist] of [
    ['A', distA],
    ['B', distB],
  ] as const) {
    const r = await run(dist);
    got[tag].push(r);
    console.log(
      `pair ${i + 1} ${tag}: upload longest task ${r.upload.toFixed(0)} ms (drawing a chart ${r.uploadChart.toFixed(0)})` +
        (r.reload === undefined
          ? ''
          : `, reload ${r.reload.toFixed(0)} ms (drawing a chart ${r.reloadChart!.toFixed(0)})`),
    );
    for (const w of r.words) console.log(`    ${w}`);
  }
for (const tag of ['A', 'B'] as const) {
  const rs = got[tag];
  console.log(
    `${tag}: upload longest ${list(rs.map((r) => r.upload))}; drawing a chart ${list(rs.map((r) => r.uploadChart))}` +
      (RELOAD
        ? `; reload longest ${list(rs.map((r) => r.reload ?? 0))}; drawing a chart ${list(rs.map((r) => r.reloadChart ?? 0))}`
        : ''),
  );
}
