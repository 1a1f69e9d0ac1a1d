// One import of the bench archive in headless Chromium through the real upload path
// (setInputFiles on the page's file input), with in-page timing, long tasks and memory sampling.
// Two times from the file input's change event: until the dataset is on the page (the app's
// `diskscope:dataset ready` User Timing mark: parsed, merged, summarised, before any view renders
// it), which is what the floor is compared with, and until the overview table holds the new disks
// (its data-disks attribute; it draws the first 50 rows), which is what a user waits for.
import { readdirSync, readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { DIST } from '../../tests/e2e/harness';
import { removeUploads } from './remove-uploads';
import { describeFrame, LOAF_PROBE, LONG_TASK_PROBE, longestFrame, longFrames } from './long-frames';

/**
 * Untimed imports of the archive before a warm-page import (bench.ts, import-ab.ts): V8 compiles the
 * import's code with TurboFan over two imports (after one, 0.49–0.53 s of TurboFan compiling was
 * still in the timed import: --trace-opt, cpu12-warm-profile.ts), and the bench's median floor run
 * follows two passes of that floor (one untimed, one timed).
 */
export const BENCH_WARM_UPS = 2;

export interface ImportRun {
  /** From the pick until the overview shows the new disks. */
  ms: number;
  /** From the pick until the dataset is on the page, before it is drawn (0: no mark seen). */
  readyMs: number;
  /** Renderer CPU from the pick until the page saw the dataset-ready mark (see cpuMs). */
  readyCpuMs: number;
  /** Whether an archive was imported first, untimed, in the same page (warm code and workers). */
  warm: boolean;
  longTasks: number[];
  mainHeapPeak: number;
  mainHeapBefore: number;
  rendererRssPeak: number;
  rendererRssBefore: number;
  status: string;
  summary: string;
  firstError: string;
  /**
   * Ingest workers alive when the import was seen done. The page starts the first one while it is
   * idle, before anything is picked, so counting only the workers started during the import missed it.
   */
  workers: number;
  /**
   * CPU time (user + system) the renderer processes used from the upload until the import was seen
   * done: the page, its workers and V8's helper threads together. Steadier than wall time on a busy
   * VM, and it says how much work there was, whatever the number of cores. Read when the page sees
   * the import done (it calls a binding), not when a poll notices: polled every 250 ms, it also
   * counted ~0.1 s of what the page and the workers did after the import.
   */
  cpuMs: number;
  /** The same CPU by kind of thread (names as Chromium gives them, see cpuByThread). */
  cpuThreads: Record<string, number>;
  /**
   * Rendering updates (style, layout, paint) of ≥ 20 ms, longest first, from long-animation-frame
   * entries: the Long Tasks API leaves them out, but they block the page as much.
   */
  renders: number[];
  /** The longest animation frame of the import (and the 2 s after), in words: its top script (long-frames.ts). */
  longestFrame: string;
  /** How long that frame blocked (ms; 0 when no frame reached 50 ms), to pick the run whose frame is printed. */
  longestFrameMs: number;
}

// Installed before the app loads: times from the file input's `change` to the done marker, and
// collects long tasks (main thread blocked ≥ 50 ms) and the rendering part of long frames.
const PAGE_PROBE = `
  globalThis.__name = (f) => f;
  globalThis.__bench = { start: 0, end: 0, ready: 0, longTasks: [], renders: [], minRows: 0 };
  // The app marks the moment the dataset is on the page; the mark is cleared at once, but an
  // observer still gets it. Its callback runs a little later: the CPU is read then.
  new PerformanceObserver((list) => {
    const b = globalThis.__bench;
    for (const e of list.getEntries())
      if (e.name === 'diskscope:dataset ready' && b.start && !b.ready && e.startTime > b.start) {
        b.ready = e.startTime;
        globalThis.__benchReady?.();
      }
  }).observe({ type: 'mark' });
${LONG_TASK_PROBE}
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      if (e.renderStart) globalThis.__bench.renders.push({ start: e.renderStart, ms: e.startTime + e.duration - e.renderStart });
  }).observe({ type: 'long-animation-frame', buffered: true });
  document.addEventListener('change', () => { globalThis.__bench.start = performance.now(); }, true);
  new MutationObserver(() => {
    const b = globalThis.__bench;
    if (!b.start || b.end) return;
    // Done when the import failed, or when it is done and the overview table shows the new disks.
    const failed = document.querySelector('[data-import-status=failed]');
    const done = document.querySelector('[data-import-status=done]');
    const table = document.querySelector('[data-view=overview] table[data-disks]');
    const rows = table ? Number(table.getAttribute('data-disks')) : 0;
    if (failed || (done && rows >= b.minRows)) {
      b.end = performance.now();
      globalThis.__benchDone?.();
    }
  }).observe(document, { subtree: true, childList: true, attributes: true });
${LOAF_PROBE}`;

/** utime + stime of a process in ms (/proc/<pid>/stat fields 14 and 15, in clock ticks of 10 ms). */
export function cpuOf(pid: number): number {
  try {
    // The command name (field 2) may hold spaces; the fields after it are counted from its ")".
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

/**
 * CPU (user + system, ms) of each thread of a process by what the thread is: Chromium names its
 * threads (/proc/<pid>/task/<tid>/comm), e.g. the page's main thread takes the process's name,
 * "DedicatedWorker" for a Web Worker, "ThreadPoolForeg" for the pool that runs V8's compilers
 * and garbage-collection helpers. Threads of the same name are summed.
 */
export function cpuByThread(pid: number): Map<string, number> {
  const out = new Map<string, number>();
  let tids: string[] = [];
  try {
    tids = readdirSync(`/proc/${pid}/task`);
  } catch {
    return out;
  }
  for (const tid of tids) {
    try {
      const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')).replace(/\d+$/, '');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      out.set(name, (out.get(name) ?? 0) + (Number(fields[11]) + Number(fields[12])) * 10);
    } catch {
      // The thread ended between the listing and the read.
    }
  }
  return out;
}

/** What each kind of thread used between two readings of cpuByThread (the renderers summed). */
function threadDelta(before: Map<string, number>[], after: Map<string, number>[]): Record<string, number> {
  const out: Record<string, number> = {};
  after.forEach((a, i) => {
    for (const [name, ms] of a) {
      const d = ms - (before[i]?.get(name) ?? 0);
      if (d > 0) out[name] = (out[name] ?? 0) + d;
    }
  });
  return out;
}

export function rssOf(pid: number): number {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

/** `expectDisks`: the import counts as finished when the overview table shows at least this many rows. */
export async function runImport(
  browser: Browser,
  siteUrl: string,
  zipPath: string,
  expectDisks: number,
  /** Runs on the same page once the import is measured (before it is closed): a reload, say. */
  then?: (page: Page) => Promise<void>,
  /**
   * An archive imported first, untimed, on the same page: the page's and the workers' code is then
   * compiled and warm, as the floor's is (it runs once untimed before its timed runs).
   */
  warmUpPath?: string,
  /** Removes the warm-up's upload (its remove button) before the timed import. */
  removeWarmUp = false,
  /** How many times the warm-up archive is imported (each removed when `removeWarmUp`). */
  warmUps = 1,
): Promise<ImportRun> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.addInitScript(PAGE_PROBE);
  // Set below, once the renderer processes are known; the binding reads the CPU at the end.
  let cpuNow = () => 0;
  let cpuAtEnd: number | undefined;
  let threadsNow = (): Map<string, number>[] => [];
  let threadsAtEnd: Map<string, number>[] | undefined;
  let cpuAtReady: number | undefined;
  await page.exposeBinding('__benchDone', () => {
    cpuAtEnd ??= cpuNow();
    threadsAtEnd ??= threadsNow();
  });
  await page.exposeBinding('__benchReady', () => {
    cpuAtReady ??= cpuNow();
  });
  await page.goto(siteUrl);
  await page.waitForLoadState('networkidle');
  if (warmUpPath) {
    for (let k = 0; k < warmUps; k++) await warmUp(page, warmUpPath, removeWarmUp);
    // The warm-up's done and ready calls read nothing worth keeping.
    cpuAtEnd = cpuAtReady = undefined;
    threadsAtEnd = undefined;
  }
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  const browserCdp = await browser.newBrowserCDPSession();
  const renderers = (await browserCdp.send('SystemInfo.getProcessInfo')).processInfo
    .filter((p) => p.type === 'renderer')
    .map((p) => p.id);
  const heapNow = async () =>
    (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? 0;
  // The worker shares the page's renderer process; its heap shows in the process RSS, not in CDP's
  // page metrics. The busiest renderer is ours.
  const rssBefore = new Map(renderers.map((pid) => [pid, rssOf(pid)]));
  const rssPeak = new Map(rssBefore);
  const mainHeapBefore = await heapNow();
  let mainHeapPeak = mainHeapBefore;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      mainHeapPeak = Math.max(mainHeapPeak, await heapNow().catch(() => 0));
      for (const pid of renderers) rssPeak.set(pid, Math.max(rssPeak.get(pid) ?? 0, rssOf(pid)));
      await new Promise((r) => setTimeout(r, 50));
    }
  })();
  // The overview lists every upload's disks: after a warm-up, the new ones come on top of its rows.
  const rowsBefore = Number(
    (await page
      .locator('[data-view=overview] table[data-disks]')
      .getAttribute('data-disks')
      .catch(() => '0')) ?? 0,
  );
  await page.evaluate((n) => {
    (globalThis as unknown as { __bench: { minRows: number } }).__bench.minRows = n;
  }, rowsBefore + expectDisks);
  cpuNow = () => renderers.reduce((n, pid) => n + cpuOf(pid), 0);
  threadsNow = () => renderers.map(cpuByThread);
  const threadsBefore = threadsNow();
  const cpuBefore = cpuNow();
  await page.locator('[data-testid=file-input]').setInputFiles(zipPath);
  // Polled slowly: the end time is taken in the page by the MutationObserver, and polling on every
  // animation frame would load the main thread being measured.
  await page.waitForFunction(
    () => (globalThis as unknown as { __bench: { end: number } }).__bench.end > 0,
    null,
    {
      timeout: 600000,
      polling: 250,
    },
  );
  const cpuMs = (cpuAtEnd ?? cpuNow()) - cpuBefore;
  const cpuThreads = threadDelta(threadsBefore, threadsAtEnd ?? threadsNow());
  const workers = page.workers().filter((w) => w.url().includes('ingest')).length;
  await page.waitForTimeout(2000); // rendering of the new data after the import counts too
  sampling = false;
  await sampler;
  const bench = await page.evaluate(
    () =>
      (
        globalThis as unknown as {
          __bench: {
            start: number;
            end: number;
            ready: number;
            longTasks: { start: number; ms: number }[];
            renders: { start: number; ms: number }[];
          };
        }
      ).__bench,
  );
  const status = (await page.locator('[data-import-status]').getAttribute('data-import-status')) ?? '?';
  const summary = (await page.locator('[data-import-status]').textContent()) ?? '';
  // The first failed file, if any, so a broken run says why instead of printing fast numbers.
  const errorRow = page.locator('[data-testid=import-report] tr.row-error').first();
  const firstError = (await errorRow.count()) > 0 ? ((await errorRow.textContent()) ?? '') : '';
  const during = (t: { start: number }) => t.start >= bench.start - 5 && t.start <= bench.end + 2000;
  const frame = longestFrame(await longFrames(page), bench.start - 5, bench.end + 2000);
  const inWindow = bench.longTasks.filter(during);
  const renders = bench.renders.filter((r) => during(r) && r.ms >= 20);
  let busiest = renderers[0] ?? 0;
  for (const pid of renderers) {
    if (
      (rssPeak.get(pid) ?? 0) - (rssBefore.get(pid) ?? 0) >
      (rssPeak.get(busiest) ?? 0) - (rssBefore.get(busiest) ?? 0)
    )
      busiest = pid;
  }
  await then?.(page);
  await context.close();
  return {
    ms: bench.end - bench.start,
    readyMs: bench.ready ? bench.ready - bench.start : 0,
    readyCpuMs: cpuAtReady !== undefined ? cpuAtReady - cpuBefore : 0,
    warm: warmUpPath !== undefined,
    longTasks: inWindow.map((t) => t.ms).sort((a, b) => b - a),
    renders: renders.map((r) => r.ms).sort((a, b) => b - a),
    longestFrame: describeFrame(frame, DIST),
    longestFrameMs: frame?.blockingMs ?? 0,
    mainHeapPeak,
    mainHeapBefore,
    rendererRssPeak: rssPeak.get(busiest) ?? 0,
    rendererRssBefore: rssBefore.get(busiest) ?? 0,
    status,
    summary,
    firstError,
    workers,
    cpuMs,
    cpuThreads,
  };
}

/**
 * Imports `path` and waits until it is done (untimed); the probe then waits for the next pick. With
 * `remove`, the upload is removed again (its button in the uploads list), so the timed import
 * starts from the same data as a fresh page, with the code warm.
 */
async function warmUp(page: Page, path: string, remove: boolean): Promise<void> {
  await page.locator('[data-testid=file-input]').setInputFiles(path);
  await page.waitForFunction(
    () => (globalThis as unknown as { __bench: { end: number } }).__bench.end > 0,
    null,
    { timeout: 600000, polling: 250 },
  );
  await page.waitForTimeout(1000);
  if (remove) {
    await removeUploads(page);
    await page.waitForTimeout(2500);
  }
  await page.evaluate(() => {
    const b = (globalThis as unknown as { __bench: Record<string, unknown> }).__bench;
    Object.assign(b, { start: 0, end: 0, ready: 0, longTasks: [], renders: [] });
  });
}
