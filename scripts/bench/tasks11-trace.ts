// What the page's long main-thread tasks hold after a large upload, and on the reload of it (helper
// tasks11, #28 item 4): a DevTools trace with the garbage collector's events, from the file
// input's change event until the overview lists the disks (+ 3 s, when the overview's charts are
// drawn), then, with RELOAD=1, of a reload until the overview lists them again (+ 3 s). Each task of
// 50 ms or more: wall and thread (CPU) time, the garbage collections and the page's code inside it,
// the `diskscope:` User Timing marks in it and the charts that appeared in the page during it.
// CHARTS=1: instead, every task that drew a chart or a part of one (chart-stages.ts' turns);
// PROFILE=1: with each task, the functions that ran in it longest (self time, a CPU profile's samples).
//
//   npx tsx scripts/bench/tasks11-trace.ts <dist> <file> <disks the file adds> [min task ms, 50]
//
// BENCH_RUNS runs (1), one browser each. A measuring tool: it asserts nothing.
import { resolve } from 'node:path';
import type { CDPSession, Page } from 'playwright-core';
import { launchChromium, pollPage, savedShares, serveStatic } from '../../tests/e2e/harness';
import { GC_TRACE_CATEGORIES, type TraceEvent } from './trace-event';
import { openIdlePage } from './open-page';
import { traced } from './traced';
import { selfTimes, type Profile } from './cpu-profile-self';

const [distArg, fileArg, rowsArg = '1', minArg = '50'] = process.argv.slice(2);
if (!distArg || !fileArg) throw new Error('usage: tasks11-trace.ts <dist> <file> <disks> [min ms]');
const RUNS = Number(process.env.BENCH_RUNS ?? 1);
const RELOAD = process.env.RELOAD === '1';
const MIN = Number(minArg) * 1000;
const PROFILE = process.env.PROFILE === '1';
const PROBE = `
  globalThis.__p = { end: 0, rows: Number(sessionStorage.getItem('tasks11-rows') || 1e9) };
  document.addEventListener('change', () => performance.mark('diskscope:change'), true);
  {
    const seen = new WeakSet();
    new MutationObserver(() => {
      for (const c of document.querySelectorAll('[data-chart-id]')) {
        const g = c.querySelector('.highcharts-series-group');
        if (g && !seen.has(g)) { seen.add(g); performance.mark('diskscope:drawn ' + c.getAttribute('data-chart-id')); }
      }
      const t = document.querySelector('[data-view=overview] table[data-disks]');
      if (!__p.end && t && Number(t.getAttribute('data-disks')) >= __p.rows) {
        __p.end = performance.now();
        performance.mark('diskscope:listed');
      }
    }).observe(document, { subtree: true, childList: true, attributes: true });
  }`;
const TOP = new Set(['ThreadControllerImpl::RunTask', 'RunTask']);
const KINDS =
  /GC|Scavenge|MarkCompact|MajorGC|MinorGC|FunctionCall|TimerFire|EventDispatch|RunMicrotasks|v8\.callFunction|ParseHTML|UpdateLayoutTree|Layout|Paint/;

const trace = async (page: Page, cdp: CDPSession, act: () => Promise<void>): Promise<TraceEvent[]> =>
  (await traced(page, cdp, GC_TRACE_CATEGORIES, false, act)).events;

const server = await serveStatic(resolve(distArg));
try {
  for (let r = 0; r < RUNS; r++) {
    const browser = await launchChromium(['--enable-precise-memory-info']);
    try {
      const page = await openIdlePage(browser, server.url, PROBE);
      // Listed: the published disks and those of the file.
      await page.evaluate((n) => {
        const p = (globalThis as unknown as { __p: { rows: number } }).__p;
        p.rows = n + Number(document.querySelector('table[data-disks]')?.getAttribute('data-disks') ?? 0);
      }, Number(rowsArg));
      const cdp = await browser.newBrowserCDPSession();
      const listed = async () => {
        await page.waitForFunction(
          () => (globalThis as unknown as { __p: { end: number } }).__p.end > 0,
          null,
          {
            timeout: 900000,
            polling: 250,
          },
        );
        await page.waitForTimeout(3000);
      };
      // PROFILE=1: a CPU profile of the page over the upload, read for the tasks that drew a chart.
      const pageCdp = PROFILE ? await page.context().newCDPSession(page) : undefined;
      if (pageCdp) {
        await pageCdp.send('Profiler.enable');
        await pageCdp.send('Profiler.setSamplingInterval', { interval: 200 });
        await pageCdp.send('Profiler.start');
      }
      const up = await trace(page, cdp, async () => {
        await page.locator('[data-testid=file-input]').setInputFiles(resolve(fileArg!));
        await listed();
      });
      const profile = pageCdp
        ? ((await pageCdp.send('Profiler.stop')).profile as unknown as Profile)
        : undefined;
      report(`run ${r + 1} upload`, up, 'diskscope:change', false, profile);
      if (RELOAD) {
        await pollPage(page, savedShares, fileArg!.replace(/.*\//, ''), {
          timeout: 600000,
          everyMs: 1000,
          what: 'saved',
        });
        await page.waitForTimeout(2000);
        const rows = await page.evaluate(() => (globalThis as unknown as { __p: { rows: number } }).__p.rows);
        await page.evaluate((n) => sessionStorage.setItem('tasks11-rows', String(n)), rows);
        const back = await trace(page, cdp, async () => {
          await page.reload();
          await listed();
        });
        report(`run ${r + 1} reload`, back, 'diskscope:listed', true);
      }
    } finally {
      await browser.close();
    }
  }
} finally {
  await server.close();
}

function report(
  what: string,
  events: TraceEvent[],
  startMark: string,
  fromFirst = false,
  profile?: Profile,
): void {
  const mark = events.find((e) => e.name === startMark);
  if (!mark) throw new Error(`no ${startMark} mark in the trace`);
  // The page's main thread: the one that set the mark (a reload's page keeps its thread).
  const main = { pid: mark.pid, tid: mark.tid };
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid);
  const t0 = fromFirst ? Math.min(...onMain.filter((e) => e.ts > 0).map((e) => e.ts)) : mark.ts;
  const at = (ts: number) => ((ts - t0) / 1000).toFixed(0);
  const marks = onMain.filter((e) => e.name.startsWith('diskscope:')).sort((a, b) => a.ts - b.ts);
  // CHARTS=1: every task that drew a chart or part of one (whatever its length), and only those.
  const drewChart = (t: TraceEvent) =>
    marks.some(
      (m) =>
        m.ts >= t.ts && m.ts < t.ts + t.dur! && /^diskscope:(drawn |chart-first|chart-later)/.test(m.name),
    );
  const tasks = onMain
    .filter((e) => e.ph === 'X' && TOP.has(e.name) && e.dur && e.ts >= t0)
    .filter((e) => (process.env.CHARTS === '1' ? drewChart(e) : e.dur! >= MIN))
    .sort((a, b) => a.ts - b.ts);
  const gcAll = onMain.filter((e) => e.ph === 'X' && /MajorGC|MinorGC|V8.GC_MARK_COMPACTOR$/.test(e.name));
  console.log(
    `${what}: ${tasks.length} tasks ≥ ${MIN / 1000} ms; longest ${(Math.max(0, ...tasks.map((t) => t.dur!)) / 1000).toFixed(0)} ms; ` +
      `listed at ${at(marks.find((m) => m.name === 'diskscope:listed')?.ts ?? t0)} ms; GC events on main ${gcAll.length}`,
  );
  for (const t of tasks) {
    const inside = (e: TraceEvent) => e.ts >= t.ts && e.ts < t.ts + t.dur!;
    const kinds = new Map<string, number>();
    for (const e of onMain)
      if (e !== t && e.ph === 'X' && e.dur && KINDS.test(e.name) && inside(e)) {
        const fn = e.args?.data?.functionName || e.args?.data?.url?.replace(/.*\//, '') || '';
        const k = fn && /FunctionCall/.test(e.name) ? `${e.name} ${fn}` : e.name;
        kinds.set(k, (kinds.get(k) ?? 0) + e.dur / 1000);
      }
    const marked = marks.filter(inside).map((m) => m.name.slice(10));
    const before =
      marks
        .filter((m) => m.ts < t.ts)
        .at(-1)
        ?.name.slice(10) ?? '-';
    console.log(
      `  task at ${at(t.ts)} ms: wall ${(t.dur! / 1000).toFixed(1)}, cpu ${((t.tdur ?? 0) / 1000).toFixed(1)} ms; marks: ${marked.join(', ') || '-'} (before: ${before})`,
    );
    for (const [k, ms] of [...kinds].sort((a, b) => b[1] - a[1]).slice(0, 8))
      console.log(`    ${ms.toFixed(1).padStart(7)} ms  ${k}`);
    if (profile)
      for (const [k, ms] of selfTimes(
        profile,
        t.ts,
        t.ts + t.dur!,
        (f) => `${f.url.replace(/.*\//, '')}:${f.lineNumber + 1}`,
      ).slice(0, 25))
        console.log(`    self ${ms.toFixed(1).padStart(6)} ms  ${k}`);
  }
}
