// What the long main-thread tasks of bench-disks' steps hold (helper tasks12, #28 item 4): the
// 5,000-disk zip of scripts/bench-disks.ts (made by it: run that once first), or another file, uploaded, then, as
// the bench does, optionally reloaded (RELOAD=1), and the Compare view of 20 disks opened. The
// steps named in STEPS (upload,reload,compare; default compare) run under a DevTools trace with
// the garbage collector's events; each main-thread task of MIN ms (50) or more is printed with its
// wall and thread (CPU) time, and what ran inside it (GC, style, layout, paint, script), and with
// PROFILE=1 the functions that ran in it longest (a CPU profile's self time, mapped through the
// build's source maps to src/ lines).
//
//   npx tsx scripts/bench/tasks12-trace.ts <dist> [file, the zip] [disks it adds, 5000] [min task ms, 50]
//
// Another file (e.g. bench-many-jobs' JSON of 100,000 jobs) is uploaded and reloaded the same way;
// Compare is opened only for the zip. STEPS=load traces the site opened on a fresh page first, with
// no upload (alone in STEPS, nothing else runs).
//
// BENCH_RUNS runs (1), a browser each. A measuring tool: it asserts nothing.
import { existsSync, writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import type { Browser, CDPSession, Page } from 'playwright-core';
import { benchContext, pageWithProbe, sourcePlace } from './tasks12-source';
import { selfTimes, totalTimes, type Profile } from './cpu-profile-self';
import { launchChromium, pollPage, savedShares, serveStatic } from '../../tests/e2e/harness';
import { BENCH_CACHE } from './log-file';
import { LOAF_PROBE, LONG_TASK_PROBE } from './long-frames';
import { GC_TRACE_CATEGORIES, type TraceEvent } from './trace-event';
import { traced } from './traced';

const ZIP = join(BENCH_CACHE, 'disks-5000-zip-r.zip');
const [distArg = 'dist', fileArg = ZIP, disksArg = '5000', minArg = '50'] = process.argv.slice(2);
const DIST = resolve(distArg);
const FILE = resolve(fileArg);
const RUNS = Number(process.env.BENCH_RUNS ?? 1);
const STEPS = new Set((process.env.STEPS ?? 'compare').split(','));
const LOAD_ONLY = STEPS.size === 1 && STEPS.has('load');
if (!LOAD_ONLY && !existsSync(FILE))
  throw new Error(`${FILE} missing: run scripts/bench-disks.ts once first`);
const MIN = Number(minArg) * 1000;
const PROFILE = process.env.PROFILE === '1';
/** INCLUSIVE=1 (with PROFILE=1): also each function's total time in the task, its callees' included. */
const INCLUSIVE = process.env.INCLUSIVE === '1';
/** TOTALS: how many functions INCLUSIVE lists per task (40). */
const TOTALS = Number(process.env.TOTALS ?? 40);
/** INVALIDATIONS=1: with each task, the elements whose style or layout was invalidated, and why. */
const INVALIDATIONS = process.env.INVALIDATIONS === '1';
/** GC_ARGS=1: with each task, the collector's events before and in it, with their arguments. */
const GC_ARGS = process.env.GC_ARGS === '1';
/** GC_PHASES=1: with each task, the time of each of the collector's phases in it, by thread. */
const GC_PHASES = process.env.GC_PHASES === '1';
/**
 * NEW_TAB=1 (with RELOAD=1): after the reload, as bench-many-jobs does, the site is opened in a new
 * tab of the same profile (the same IndexedDB) and the reloaded tab closed, so the page starts with
 * a heap of its own instead of the one a reload keeps (with the page before's garbage and its heap
 * limits). The new tab is traced (STEPS need not name it); Compare is then not opened.
 */
const NEW_TAB = process.env.NEW_TAB === '1';
/** WINDOW_SETTLES_MS (with NEW_TAB=1): how long the new tab stays blank before the site (2000, as bench-many-jobs). */
const WINDOW_SETTLES_MS = Number(process.env.WINDOW_SETTLES_MS ?? 2000);
/** BENCH_PROBES=1 (with NEW_TAB=1): the new tab also gets bench-many-jobs' long-task and frame probes, and prints what they saw. */
const BENCH_PROBES = process.env.BENCH_PROBES === '1';
/** TRACE_OUT=<prefix>: each traced step's events also written to <prefix>-<step>.json. */
const TRACE_OUT = process.env.TRACE_OUT;
/** CHROME_ARGS: more Chromium switches, space-separated (e.g. --js-flags=--trace-gc-nvp with DEBUG=pw:browser). */
const CHROME_ARGS = process.env.CHROME_ARGS ? process.env.CHROME_ARGS.split(' ') : [];
const PROBE = `
  globalThis.__name = (f) => f;
  globalThis.__t = { listed: 0, want: Number(sessionStorage.getItem('tasks12-want') || 0) };
  new MutationObserver(() => {
    const t = document.querySelector('[data-view=overview] table[data-disks]');
    if (!__t.listed && __t.want && t && Number(t.getAttribute('data-disks')) >= __t.want) __t.listed = performance.now();
  }).observe(document, { subtree: true, childList: true, attributes: true });`;
// A microtask checkpoint can run outside any task, after it (a promise's continuation after an
// IndexedDB answer: 60 ms of React render in one, traced): the Long Tasks API counts it as a task of
// its own, and so does this tool, which before saw neither it nor its CPU.
const TOP = new Set([
  'ThreadControllerImpl::RunTask',
  'RunTask',
  'BlinkScheduler_PerformMicrotaskCheckpoint',
]);
const KINDS =
  /^(MajorGC|MinorGC|V8.GC_MARK_COMPACTOR|V8.GC_SCAVENGER|FunctionCall|TimerFire|EventDispatch|RunMicrotasks|v8\.callFunction|UpdateLayoutTree|Layout|Paint|PrePaint|Layerize|ParseHTML|RecalculateStyles|V8\.GC_MC_(?:MARK|EVACUATE|SWEEP|CLEAR|FINISH|PROLOGUE|EPILOGUE|COMPLETE_SWEEPING|MARK_ROOTS|MARK_FULL_CLOSURE|MARK_CLOSURE|MARK_EMBEDDER_TRACING|EVACUATE_COPY|EVACUATE_UPDATE_POINTERS))$/;

/** Runs `act` under a trace (and a CPU profile of the page with PROFILE=1). */
const trace = (page: Page, cdp: CDPSession, act: () => Promise<void>) =>
  traced(
    page,
    cdp,
    [
      ...GC_TRACE_CATEGORIES,
      ...(INVALIDATIONS ? ['disabled-by-default-devtools.timeline.invalidationTracking'] : []),
    ],
    PROFILE,
    async () => {
      await page.evaluate(`performance.mark('diskscope:step')`);
      await act();
    },
  );

function report(what: string, events: TraceEvent[], profile?: Profile): void {
  if (TRACE_OUT) writeFileSync(`${TRACE_OUT}-${what.replace(/\W+/g, '-')}.json`, JSON.stringify(events));
  const mark = events.find((e) => e.name === 'diskscope:step');
  if (!mark) throw new Error('no step mark in the trace');
  // The page's main thread: the one that set the mark (a reload's page keeps its thread).
  const onMain = events.filter((e) => e.pid === mark.pid && e.tid === mark.tid);
  const at = (ts: number) => ((ts - mark.ts) / 1000).toFixed(0);
  const names = new Map<string, string>();
  for (const e of events)
    if (e.ph === 'M' && e.name === 'thread_name') names.set(`${e.pid}:${e.tid}`, e.args?.name ?? '?');
  // The outermost only: a microtask checkpoint inside a task is part of it.
  const busy: TraceEvent[] = [];
  for (const e of onMain
    .filter((e) => e.ph === 'X' && TOP.has(e.name) && e.ts >= mark.ts)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0))) {
    const last = busy.at(-1);
    if (!last || e.ts >= last.ts + (last.dur ?? 0)) busy.push(e);
  }
  const tasks = busy.filter((e) => (e.dur ?? 0) >= MIN);
  // The collector's pauses on the main thread over the whole step: how many, how long in all, the longest.
  const gc = (name: string) => {
    const es = onMain.filter((e) => e.ph === 'X' && e.name === name && e.ts >= mark.ts);
    const ds = es.map((e) => e.dur! / 1000);
    const cpuMs = es.reduce((a, e) => a + (e.tdur ?? 0), 0) / 1000;
    return `${name} ${ds.length}× ${ds.reduce((a, b) => a + b, 0).toFixed(0)} ms wall, ${cpuMs.toFixed(0)} ms CPU (longest ${Math.max(0, ...ds).toFixed(0)} wall, ${(Math.max(0, ...es.map((e) => e.tdur ?? 0)) / 1000).toFixed(0)} CPU)`;
  };
  const cpu = busy.reduce((a, e) => a + (e.tdur ?? 0), 0) / 1000;
  // On a busy machine a task's wall time says more about the other processes than about it.
  const cpuTop = busy
    .map((e) => (e.tdur ?? 0) / 1000)
    .sort((a, b) => b - a)
    .slice(0, 3)
    .map((x) => x.toFixed(0));
  console.log(
    `${what}: ${tasks.length} tasks ≥ ${MIN / 1000} ms; main thread CPU ${cpu.toFixed(0)} ms in tasks, longest tasks by CPU ${cpuTop.join(', ')} ms; ${gc('MajorGC')}, ${gc('MinorGC')}`,
  );
  for (const t of tasks) {
    const kinds = new Map<string, number>();
    for (const e of onMain)
      if (e !== t && e.ph === 'X' && e.dur && KINDS.test(e.name) && e.ts >= t.ts && e.ts < t.ts + t.dur!) {
        const fn = e.args?.data?.functionName || e.args?.data?.url?.replace(/.*\//, '') || '';
        const k = fn && e.name === 'FunctionCall' ? `${e.name} ${fn}` : e.name;
        kinds.set(k, (kinds.get(k) ?? 0) + e.dur / 1000);
      }
    const marks = onMain
      .filter((m) => m.name.startsWith('diskscope:') && m.ts >= t.ts && m.ts < t.ts + t.dur!)
      .map((m) => m.name.slice(10));
    console.log(
      `  task at ${at(t.ts)} ms: wall ${(t.dur! / 1000).toFixed(1)}, cpu ${((t.tdur ?? 0) / 1000).toFixed(1)} ms; marks: ${marks.join(', ') || '-'}`,
    );
    for (const [k, ms] of [...kinds].sort((a, b) => b[1] - a[1]).slice(0, 16))
      console.log(`    ${ms.toFixed(1).padStart(7)} ms  ${k}`);
    // How much each style recalculation and layout covered (Chromium's own counts).
    for (const e of onMain)
      if (e.ph === 'X' && e.ts >= t.ts && e.ts < t.ts + t.dur! && (e.dur ?? 0) > 3000) {
        const a = e.args as {
          elementCount?: number;
          beginData?: { dirtyObjects?: number; totalObjects?: number };
        };
        if (e.name === 'UpdateLayoutTree')
          console.log(`      style ${(e.dur! / 1000).toFixed(1)} ms: ${a?.elementCount ?? '?'} elements`);
        if (e.name === 'Layout')
          console.log(
            `      layout ${(e.dur! / 1000).toFixed(1)} ms: ${a?.beginData?.dirtyObjects ?? '?'} of ${a?.beginData?.totalObjects ?? '?'} objects dirty`,
          );
      }
    if (GC_PHASES) {
      // The collector's phases in the task's window, on the main thread and on V8's helper threads
      // (marking, sweeping, evacuating), summed by thread and phase: whether a pause marked, and how much.
      const phases = new Map<string, number>();
      for (const e of events)
        if (e.pid === mark.pid && e.name.startsWith('V8.GC_') && e.ts >= t.ts && e.ts < t.ts + t.dur!) {
          const thread = e.tid === mark.tid ? 'main' : (names.get(`${e.pid}:${e.tid}`) ?? e.tid);
          const k = `${thread} ${e.name}`;
          phases.set(k, (phases.get(k) ?? 0) + (e.dur ?? 0) / 1000);
        }
      for (const [k, ms] of [...phases].sort((a, b) => b[1] - a[1]).slice(0, 24))
        if (ms >= 0.5) console.log(`      phase ${ms.toFixed(1).padStart(6)} ms  ${k}`);
    }
    if (GC_ARGS) {
      // What else ran while the task did: each other thread's top-level CPU in the task's window
      // (the renderer and the other processes), so a task slowed by a busy core shows who held it.
      const others = new Map<string, number>();
      for (const e of events)
        if (e.ph === 'X' && TOP.has(e.name) && !(e.pid === mark.pid && e.tid === mark.tid)) {
          const from = Math.max(e.ts, t.ts);
          const to = Math.min(e.ts + (e.dur ?? 0), t.ts + t.dur!);
          if (to <= from) continue;
          const share = (e.tdur ?? e.dur ?? 0) * ((to - from) / Math.max(1, e.dur ?? 1));
          const k = `${e.pid === mark.pid ? 'renderer' : `pid ${e.pid}`} ${names.get(`${e.pid}:${e.tid}`) ?? e.tid}`;
          others.set(k, (others.get(k) ?? 0) + share / 1000);
        }
      for (const [k, ms] of [...others].sort((a, b) => b[1] - a[1]).slice(0, 6))
        if (ms >= 1) console.log(`      beside it: ${ms.toFixed(1).padStart(6)} ms CPU  ${k}`);
      // The collector's own events from 2 s before the task to its end, with their arguments: which
      // collection it was and why (a full pause, or the end of incremental marking).
      for (const e of events)
        if (
          /^(MajorGC|V8\.GCTraceGCNVP|V8\.GC_MC_INCREMENTAL\w*|V8\.GCIncrementalMarking\w*)$/.test(e.name) &&
          e.ts >= t.ts - 2e6 &&
          e.ts < t.ts + t.dur! &&
          e.pid === mark.pid &&
          e.tid === mark.tid &&
          !(e.name === 'V8.GCTraceGCNVP' && /"gc\\":\\"s\\"/.test(JSON.stringify(e.args)))
        )
          console.log(
            `      gc ${at(e.ts)} ms ${e.name} ${((e.dur ?? 0) / 1000).toFixed(1)} ms ${JSON.stringify(e.args ?? {}).slice(0, 900)}`,
          );
    }
    if (INVALIDATIONS) {
      // Invalidations recorded from the task before this one up to this one's end.
      const why = new Map<string, number>();
      for (const e of onMain)
        if (/Invalidation/.test(e.name) && e.ts >= t.ts - 50000 && e.ts < t.ts + t.dur!) {
          const d = (
            e.args as {
              data?: {
                nodeName?: string;
                reason?: string;
                invalidationList?: { classes?: string[]; attribute?: string }[];
              };
            }
          )?.data;
          const k =
            `${e.name} ${d?.reason ?? ''} ${d?.nodeName ?? ''} ${JSON.stringify(d?.invalidationList ?? '')}`.slice(
              0,
              160,
            );
          why.set(k, (why.get(k) ?? 0) + 1);
        }
      for (const [k, n] of [...why].sort((a, b) => b[1] - a[1]).slice(0, 12))
        console.log(`      ${String(n).padStart(5)}× ${k}`);
    }
    if (profile)
      for (const [k, ms] of selfTimes(profile, t.ts, t.ts + t.dur!, (f) =>
        f.url ? sourcePlace(DIST, f.url, f.lineNumber, f.columnNumber) : '',
      ).slice(0, 20))
        console.log(`    self ${ms.toFixed(1).padStart(6)} ms  ${k}`);
    if (profile && INCLUSIVE)
      for (const [k, ms] of totalTimes(profile, t.ts, t.ts + t.dur!, (f) =>
        f.url ? sourcePlace(DIST, f.url, f.lineNumber, f.columnNumber) : '',
      ).slice(0, TOTALS))
        console.log(`    total ${ms.toFixed(1).padStart(6)} ms  ${k}`);
  }
}

/**
 * Until the overview lists `want` disks, + `settle` ms. Says every minute how many it lists: a wrong
 * [disks] argument (the disks the file adds, e.g. 1 for bench-many-jobs' JSON) otherwise waited
 * ten silent minutes before failing.
 */
async function listed(page: Page, want: number, settle: number): Promise<void> {
  await page.evaluate((n) => ((globalThis as unknown as { __t: { want: number } }).__t.want = n), want);
  const MINUTE = 60000;
  for (let waited = MINUTE; ; waited += MINUTE) {
    const done = await page
      .waitForFunction(() => (globalThis as unknown as { __t: { listed: number } }).__t.listed > 0, null, {
        timeout: MINUTE,
        polling: 250,
      })
      .then(
        () => true,
        () => false,
      );
    if (done) break;
    const disks = await page.evaluate(() =>
      document.querySelector('[data-view=overview] table[data-disks]')?.getAttribute('data-disks'),
    );
    const line = `the overview lists ${disks ?? 'no'} disks after ${waited / 1000} s, not the ${want} waited for (is [disks] the number the file adds?)`;
    if (waited >= 10 * MINUTE) throw new Error(line);
    console.error(line);
  }
  await page.waitForTimeout(settle);
}

/** Compare of 20 disks as bench-disks opens it: the link's disks dropped, a search, 20 ticked. */
async function compare(page: Page, cdp: CDPSession | undefined): Promise<void> {
  await page.evaluate(() => {
    location.hash = location.hash.replace(/([#&])disks=[^&]*(&|$)/, '$1').replace(/&$/, '');
  });
  await page.waitForFunction(() => !location.hash.includes('disks='));
  await page.waitForTimeout(1500);
  await page.locator('[data-view=overview] input[type=search]').fill('fleet_ssd_12');
  await page.waitForTimeout(800);
  const boxes = page.locator('[data-view=overview] tbody input[type=checkbox]');
  for (let i = 0; i < 20; i++) await boxes.nth(i).check();
  await page.waitForTimeout(800);
  const open = async () => {
    await page.evaluate(
      `[...document.querySelectorAll('[data-view=overview] .view-actions button')][1].click()`,
    );
    await page.waitForFunction(() => {
      const view = document.querySelector('[data-view=compare]');
      const panels = view ? [...view.querySelectorAll('[data-chart-panel]')] : [];
      return panels.length > 0 && panels.every((p) => p.querySelector('.highcharts-series-group'));
    });
    await page.waitForTimeout(1000);
  };
  if (!cdp) return open();
  const { events, profile } = await trace(page, cdp, open);
  report('compare', events, profile);
}

/**
 * The site opened on a fresh page of its own (no upload saved): traced from a blank page until the
 * overview lists the published disks and its first chart is drawn, + 2 s. What every reader's
 * first visit costs the main thread: cold code, the first renders and the first chart.
 */
async function load(browser: Browser, cdp: CDPSession, what: string): Promise<void> {
  const context = await benchContext(browser);
  try {
    const tab = await context.newPage();
    await tab.goto('about:blank');
    const { events, profile } = await trace(tab, cdp, async () => {
      await tab.goto(server.url);
      await tab.locator('.view-area table tbody tr').first().waitFor({ timeout: 60000 });
      await tab.locator('.highcharts-series-group').first().waitFor({ timeout: 60000 });
      await tab.waitForTimeout(2000);
    });
    report(what, events, profile);
  } finally {
    await context.close();
  }
}

const server = await serveStatic(DIST);
try {
  for (let r = 0; r < RUNS; r++) {
    const browser = await launchChromium(['--enable-precise-memory-info', ...CHROME_ARGS]);
    try {
      const cdp = await browser.newBrowserCDPSession();
      if (STEPS.has('load')) {
        await load(browser, cdp, `run ${r + 1} load`);
        if (LOAD_ONLY) continue;
      }
      const { page, want } = await pageWithProbe(browser, server.url, PROBE, Number(disksArg));
      const upload = async () => {
        await page.locator('[data-testid=file-input]').setInputFiles(FILE);
        await page.locator('[data-import-status=done]').waitFor({ timeout: 900000 });
        await listed(page, want, 2000);
      };
      if (STEPS.has('upload')) {
        const { events, profile } = await trace(page, cdp, upload);
        report(`run ${r + 1} upload`, events, profile);
      } else await upload();
      if (process.env.RELOAD === '1') {
        await pollPage(page, savedShares, basename(FILE), { timeout: 600000, everyMs: 1000, what: 'saved' });
        await page.evaluate((n) => sessionStorage.setItem('tasks12-want', String(n)), want);
        const reload = async () => {
          await page.reload();
          await listed(page, want, 2000);
        };
        if (STEPS.has('reload')) {
          const { events, profile } = await trace(page, cdp, reload);
          report(`run ${r + 1} reload`, events, profile);
        } else await reload();
        if (NEW_TAB) {
          // As bench-many-jobs does: the reloaded tab closed, a second, then the new tab opened (on a
          // blank page, where the trace's step mark is set; its renderer then loads the site).
          const context = page.context();
          await page.close();
          await new Promise((r) => setTimeout(r, 1000));
          const tab = await context.newPage();
          // As bench-many-jobs does: the window's own UI loaded before the site is opened.
          await tab.waitForTimeout(WINDOW_SETTLES_MS);
          // Its own sessionStorage: the count of disks to wait for is set before the probe reads it.
          await tab.addInitScript(
            `sessionStorage.setItem('tasks12-want', '${want}');${PROBE}` +
              (BENCH_PROBES ? `globalThis.__bench = { longTasks: [] };${LONG_TASK_PROBE}${LOAF_PROBE}` : ''),
          );
          const { events, profile } = await trace(tab, cdp, async () => {
            await tab.goto(server.url);
            await listed(tab, want, 2000);
          });
          report(`run ${r + 1} new tab`, events, profile);
          if (BENCH_PROBES)
            console.log(
              '  long tasks the page saw:',
              JSON.stringify(await tab.evaluate('globalThis.__bench.longTasks')),
            );
          continue;
        }
      }
      if (FILE === ZIP) await compare(page, STEPS.has('compare') ? cdp : undefined);
    } finally {
      await browser.close();
    }
  }
} finally {
  await server.close();
}
