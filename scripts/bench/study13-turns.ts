// The chart turns of an upload (helper study13, #28 item 4): a fresh page opened and, as soon as the
// overview lists the published disks (as bench-disks and bench-logs do), a file uploaded through
// its input, all under a DevTools trace, until the import is done, every Overview chart is drawn
// and 3 s have passed. For each build, alternated run by run (a fresh browser each): the longest main-thread
// task (wall and thread CPU), the main thread's CPU in tasks, and every task that holds a chart's
// first task or later turn (User Timing marks of chart-stages.ts, ChartRuntime.tsx), with the
// chart's id and its split into script, style, layout and GC.
//
//   npx tsx scripts/bench/study13-turns.ts <file> <dist> [<dist> …]
//
// BENCH_RUNS rounds (3); MIN (20) ms: chart tasks shorter than this are not listed. Prints,
// asserts nothing.
import { execFileSync } from 'node:child_process';
import { basename, resolve } from 'node:path';
import type { CDPSession, Page } from 'playwright-core';
import { launchChromium, serveStatic } from '../../tests/e2e/harness';
import { GC_TRACE_CATEGORIES, type TraceEvent } from './trace-event';
import { LOAF_PROBE } from './long-frames';
import { totalTimes, type Profile } from './cpu-profile-self';
import { sourcePlace } from './tasks12-source';
import { traced } from './traced';

const [fileArg, ...distArgs] = process.argv.slice(2);
if (!fileArg || !distArgs.length) throw new Error('usage: study13-turns.ts <file> <dist> [<dist> …]');
const FILE = resolve(fileArg);
const DISTS = distArgs.map((d) => resolve(d));
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const MIN = Number(process.env.MIN ?? 20) * 1000;
const TOP = new Set(['ThreadControllerImpl::RunTask', 'RunTask']);
const PARTS: [RegExp, string][] = [
  [/^(MajorGC|MinorGC)$/, 'gc'],
  [/^UpdateLayoutTree$/, 'style'],
  [/^Layout$/, 'layout'],
  [/^(Paint|PrePaint|Layerize)$/, 'paint'],
  [
    /^(v8\.compile|V8\.CompileLazy|V8\.CompileCode|v8\.parseFunction|V8\.ParseFunction|V8\.PreParse|V8\.CompileIgnition)$/i,
    'compile',
  ],
];
/** PROFILE=1: under each chart task, the functions longest on the stack (inclusive time). */
const PROFILE = process.env.PROFILE === '1';

type Ev = TraceEvent & { args?: { data?: Record<string, unknown> } };

const trace = (page: Page, cdp: CDPSession, act: () => Promise<void>) =>
  traced<Ev>(page, cdp, [...GC_TRACE_CATEGORIES, 'disabled-by-default-v8.compile'], PROFILE, act);

/** The chart a mark or measure names (its User Timing detail, which the trace keeps as JSON). */
function chartOf(e: Ev): string {
  const detail = e.args?.data?.detail ?? (e.args as { detail?: unknown } | undefined)?.detail;
  try {
    return typeof detail === 'string' ? String(JSON.parse(detail)) : '?';
  } catch {
    return '?';
  }
}

/** One run's figures, and its chart tasks in words. */
function read(events: Ev[], dist: string, profile?: Profile) {
  const mark = events.find((e) => e.name === 'diskscope:step');
  if (!mark) throw new Error('no step mark in the trace');
  const main = events.filter((e) => e.pid === mark.pid && e.tid === mark.tid && e.ts >= mark.ts);
  const tasks = main.filter((e) => e.ph === 'X' && TOP.has(e.name));
  const cpu = tasks.reduce((a, e) => a + (e.tdur ?? 0), 0) / 1000;
  const longest = tasks.reduce((a, e) => ((e.dur ?? 0) > (a?.dur ?? 0) ? e : a), tasks[0]);
  const longestCpu = Math.max(0, ...tasks.map((e) => e.tdur ?? 0)) / 1000;
  const marks = main.filter((e) => /^diskscope:chart-(first|later|drawn)$/.test(e.name) && e.ph !== 'e');
  const lines: string[] = [];
  let chartLongest = 0;
  let chartLongestCpu = 0;
  for (const t of tasks) {
    const inside = marks.filter((m) => m.ts >= t.ts && m.ts <= t.ts + t.dur!);
    if (!inside.length || t.dur! < MIN) continue;
    chartLongest = Math.max(chartLongest, t.dur! / 1000);
    chartLongestCpu = Math.max(chartLongestCpu, (t.tdur ?? 0) / 1000);
    const split = new Map<string, number>();
    for (const e of main)
      if (e.ph === 'X' && e.ts >= t.ts && e.ts < t.ts + t.dur!)
        for (const [re, k] of PARTS) if (re.test(e.name)) split.set(k, (split.get(k) ?? 0) + e.dur! / 1000);
    if (process.env.NAMES === '1') {
      const n = new Map<string, number>();
      for (const e of main)
        if (e.ph === 'X' && e.ts >= t.ts && e.ts < t.ts + t.dur! && /ompil|arse/i.test(e.name))
          n.set(e.name, (n.get(e.name) ?? 0) + (e.dur ?? 0) / 1000);
      lines.push(`      ${[...n].map(([k, v]) => `${k} ${v.toFixed(1)}`).join('; ')}`);
    }
    const names = inside.map((m) => `${m.name.slice(10)} ${chartOf(m)}`);
    lines.push(
      `    chart task: wall ${(t.dur! / 1000).toFixed(1)}, cpu ${((t.tdur ?? 0) / 1000).toFixed(1)} ms [${[...split].map(([k, v]) => `${k} ${v.toFixed(1)}`).join(', ')}] ${names.join('; ')}`,
    );
    // How much each style recalculation and layout covered (Chromium's own counts), and when.
    for (const e of main)
      if (e.ph === 'X' && e.ts >= t.ts && e.ts < t.ts + t.dur! && (e.dur ?? 0) > 2000) {
        const a = e.args as {
          elementCount?: number;
          beginData?: { dirtyObjects?: number; totalObjects?: number };
        };
        const when = `at +${((e.ts - t.ts) / 1000).toFixed(1)} ms`;
        if (e.name === 'UpdateLayoutTree')
          lines.push(
            `      style ${(e.dur! / 1000).toFixed(1)} ms ${when}: ${a?.elementCount ?? '?'} elements`,
          );
        if (e.name === 'Layout')
          lines.push(
            `      layout ${(e.dur! / 1000).toFixed(1)} ms ${when}: ${a?.beginData?.dirtyObjects ?? '?'} of ${a?.beginData?.totalObjects ?? '?'} objects dirty`,
          );
      }
    if (profile)
      for (const [k, ms] of totalTimes(profile, t.ts, t.ts + t.dur!, (f) =>
        f.url ? sourcePlace(dist, f.url, f.lineNumber, f.columnNumber) : '',
      ).slice(0, Number(process.env.TOP ?? 40)))
        lines.push(`      ${ms.toFixed(1).padStart(6)} ms  ${k}`);
  }
  return {
    longest: (longest?.dur ?? 0) / 1000,
    longestCpuOfIt: (longest?.tdur ?? 0) / 1000,
    longestCpu,
    cpu,
    chartLongest,
    chartLongestCpu,
    lines,
  };
}

// A chart without turns leaves no mark of its own: one is set, inside the task that drew it, when
// long-frames' probe sees its series group appear (a mutation observer runs before the task ends).
const PROBE = `
  globalThis.__name = (f) => f;
  performance.mark('diskscope:step');
${LOAF_PROBE}
  {
    const push = globalThis.__chartDrawn.push.bind(globalThis.__chartDrawn);
    globalThis.__chartDrawn.push = (d) => {
      performance.mark('diskscope:chart-drawn', { detail: d.id });
      return push(d);
    };
  }`;

async function run(dist: string, url: string) {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.addInitScript(PROBE);
    const cdp = await browser.newBrowserCDPSession();
    const { events, profile } = await trace(page, cdp, async () => {
      // As the benches do: the upload as soon as the overview lists the published disks, while
      // the fresh page still draws its charts.
      await page.goto(url);
      await page.locator('.view-area table tbody tr').first().waitFor({ timeout: 60000 });
      await page.locator('[data-testid=file-input]').setInputFiles(FILE);
      await page.locator('[data-import-status=done]').waitFor({ timeout: 900000 });
      // A log's disk may leave a panel without series (nothing to judge): then 10 s at most.
      await page
        .waitForFunction(
          () => {
            const panels = [...document.querySelectorAll('[data-view=overview] [data-chart-panel]')];
            return panels.length > 0 && panels.every((p) => p.querySelector('.highcharts-series-group'));
          },
          null,
          { timeout: 10000 },
        )
        .catch(() => undefined);
      await page.waitForTimeout(3000);
    });
    return read(events, dist, profile);
  } finally {
    await browser.close();
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)]!;
const servers = await Promise.all(DISTS.map((d) => serveStatic(d)));
const all = DISTS.map(() => [] as Awaited<ReturnType<typeof run>>[]);
try {
  console.log(`${basename(FILE)}; ${execFileSync('uptime').toString().trim()}`);
  for (let r = 0; r < RUNS; r++)
    for (const [i, dist] of DISTS.entries()) {
      const got = await run(dist, servers[i]!.url);
      all[i]!.push(got);
      console.log(
        `run ${r + 1} ${basename(dist)}: longest task ${got.longest.toFixed(0)} ms wall (${got.longestCpuOfIt.toFixed(0)} CPU), longest by CPU ${got.longestCpu.toFixed(0)} ms; longest chart task ${got.chartLongest.toFixed(0)} wall / ${got.chartLongestCpu.toFixed(0)} CPU; main-thread CPU ${got.cpu.toFixed(0)} ms; ${execFileSync(
          'uptime',
        )
          .toString()
          .trim()
          .replace(/.*load/, 'load')}`,
      );
      for (const l of got.lines) console.log(l);
    }
} finally {
  await Promise.all(servers.map((s) => s.close()));
}
for (const [i, dist] of DISTS.entries()) {
  const rs = all[i]!;
  const m = (f: (x: (typeof rs)[number]) => number) => median(rs.map(f)).toFixed(0);
  console.log(
    `median ${basename(dist)}: longest task ${m((x) => x.longest)} ms; longest chart task ${m((x) => x.chartLongest)} wall / ${m((x) => x.chartLongestCpu)} CPU; main-thread CPU ${m((x) => x.cpu)} ms`,
  );
}
