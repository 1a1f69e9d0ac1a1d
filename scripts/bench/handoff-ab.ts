// The hand-off of an import's results from the ingest workers to the page (#28), two builds
// alternated run by run (A, B, A, B, …) in the same Chromium, on the same archive: per run the
// import's wall time (file input's change → the overview lists the new disks), the renderer's CPU
// by thread (workers, page, V8's pool), the page's main-thread time inside `message` listeners of
// workers and ports during the import (where the parts are received: Chromium deserialises a
// message's data when the listener reads it, so the clone or JSON.parse, unpacking and collecting
// are all inside), the longest such listener call and the longest main-thread task (Long Tasks API)
// of the import, then — once IndexedDB holds every shard — the reload until the overview lists
// them again, with its longest task. Every run and the median.
//
//   npx vite build --outDir /tmp/a   (one tree)   npx vite build --outDir /tmp/b   (the other)
//   npx tsx scripts/bench/handoff-ab.ts /tmp/a /tmp/b <archive> <disks in it>   (BENCH_RUNS pairs, default 5)
//
// A measuring tool: it asserts nothing.
import { readFileSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { loadavg } from 'node:os';
import type { Browser } from 'playwright-core';
import { launchChromium, pollPage, savedShares, serveStatic } from '../../tests/e2e/harness';
import { cpuByThread } from './import-run';

const [distA, distB, archiveArg, disksArg] = process.argv.slice(2);
if (!distA || !distB || !archiveArg || !disksArg)
  throw new Error('usage: handoff-ab.ts <dist A> <dist B> <archive> <disks in it>');
const archive = resolve(archiveArg);
const DISKS = Number(disksArg);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);

// Before the app loads: the import's start and end, long tasks, time inside message listeners, and
// when a reload's overview lists `want` disks.
const PROBE = `
  globalThis.__name = (f) => f;
  const b = (globalThis.__handoff = {
    start: 0, end: 0, minRows: 0, listedAt: 0, longTasks: [],
    msgMs: 0, msgMax: 0, msgs: 0, atEnd: undefined,
    want: Number(sessionStorage.getItem('handoff-want') || 0),
  });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) b.longTasks.push({ start: e.startTime, ms: e.duration });
  }).observe({ type: 'longtask', buffered: true });
  const add = EventTarget.prototype.addEventListener;
  const remove = EventTarget.prototype.removeEventListener;
  const timed = new WeakMap();
  EventTarget.prototype.addEventListener = function (type, fn, opts) {
    if (type !== 'message' || typeof fn !== 'function' || !(this instanceof MessagePort || this instanceof Worker))
      return add.call(this, type, fn, opts);
    let w = timed.get(fn);
    if (!w) {
      w = function (ev) {
        const t0 = performance.now();
        try { return fn.call(this, ev); } finally {
          const ms = performance.now() - t0;
          if (b.start && !b.end) { b.msgMs += ms; b.msgMax = Math.max(b.msgMax, ms); b.msgs++; }
        }
      };
      timed.set(fn, w);
    }
    return add.call(this, type, w, opts);
  };
  EventTarget.prototype.removeEventListener = function (type, fn, opts) {
    return remove.call(this, type, (typeof fn === 'function' && timed.get(fn)) || fn, opts);
  };
  document.addEventListener('change', () => { b.start = performance.now(); }, true);
  new MutationObserver(() => {
    const table = document.querySelector('[data-view=overview] table[data-disks]');
    const rows = table ? Number(table.getAttribute('data-disks')) : 0;
    if (!b.listedAt && b.want && rows >= b.want) b.listedAt = performance.now();
    if (!b.start || b.end) return;
    const failed = document.querySelector('[data-import-status=failed]');
    const done = document.querySelector('[data-import-status=done]');
    if (failed || (done && rows >= b.minRows)) {
      b.end = performance.now();
      globalThis.__handoffDone?.();
    }
  }).observe(document, { subtree: true, childList: true, attributes: true });`;

interface Run {
  wallMs: number;
  cpu: Record<string, number>;
  msgMs: number;
  msgMax: number;
  msgs: number;
  longestImport: number;
  saveMs: number;
  reloadMs: number;
  longestReload: number;
  summary: string;
}

type Probe = {
  start: number;
  end: number;
  listedAt: number;
  longTasks: { start: number; ms: number }[];
  msgMs: number;
  msgMax: number;
  msgs: number;
};

async function oneRun(browser: Browser, url: string): Promise<Run> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    await page.addInitScript(PROBE);
    const cdp = await browser.newBrowserCDPSession();
    const renderers = (await cdp.send('SystemInfo.getProcessInfo')).processInfo
      .filter((p) => p.type === 'renderer')
      .map((p) => p.id);
    const threads = () => {
      const out: Record<string, number> = {};
      for (const pid of renderers) for (const [k, ms] of cpuByThread(pid)) out[k] = (out[k] ?? 0) + ms;
      return out;
    };
    let atEnd: Record<string, number> | undefined;
    await page.exposeBinding('__handoffDone', () => void (atEnd ??= threads()));
    await page.goto(url);
    await page.locator('.view-area table tbody tr').first().waitFor({ timeout: 60000 });
    await page.waitForLoadState('networkidle');
    const published = Number(await page.locator('table[data-disks]').getAttribute('data-disks'));
    await page.evaluate(`globalThis.__handoff.minRows = ${published + DISKS}`);
    const before = threads();
    await page.locator('[data-testid=file-input]').setInputFiles(archive);
    await page.waitForFunction(
      () => (globalThis as unknown as { __handoff: Probe }).__handoff.end > 0,
      null,
      { timeout: 600000, polling: 250 },
    );
    const after = atEnd ?? threads();
    const cpu: Record<string, number> = {};
    for (const [k, ms] of Object.entries(after))
      if (ms - (before[k] ?? 0) > 0) cpu[k] = ms - (before[k] ?? 0);
    const t0 = Date.now();
    await pollPage(page, savedShares, basename(archive), { timeout: 300000, everyMs: 250, what: 'saved' });
    const saveMs = Date.now() - t0;
    const p = (await page.evaluate('globalThis.__handoff')) as Probe;
    const summary = (await page.locator('[data-import-status]').textContent()) ?? '';
    const longest = (ts: Probe['longTasks'], from: number, to: number) =>
      Math.max(0, ...ts.filter((t) => t.start >= from && t.start <= to).map((t) => t.ms));
    await page.evaluate(`sessionStorage.setItem('handoff-want', '${published + DISKS}')`);
    await page.reload();
    await page.waitForFunction(
      () => (globalThis as unknown as { __handoff: Probe }).__handoff.listedAt > 0,
      null,
      { timeout: 120000, polling: 250 },
    );
    await page.waitForTimeout(1000);
    const r = (await page.evaluate('globalThis.__handoff')) as Probe;
    return {
      wallMs: p.end - p.start,
      cpu,
      msgMs: p.msgMs,
      msgMax: p.msgMax,
      msgs: p.msgs,
      longestImport: longest(p.longTasks, p.start - 5, p.end + 1000),
      saveMs,
      reloadMs: r.listedAt,
      longestReload: longest(r.longTasks, 0, Infinity),
      summary,
    };
  } finally {
    await context.close();
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)]!;

readFileSync(archive); // into the OS page cache, untimed, for both
const servers = [await serveStatic(resolve(distA)), await serveStatic(resolve(distB))];
const browser = await launchChromium(['--enable-precise-memory-info']);
const runs: Run[][] = [[], []];
const load: string[] = [];
try {
  for (const server of servers) await oneRun(browser, server.url); // one untimed run of each first
  for (let i = 0; i < RUNS; i++)
    for (const [k, server] of servers.entries()) {
      load.push(loadavg()[0]!.toFixed(1));
      runs[k]!.push(await oneRun(browser, server.url));
    }
} finally {
  await browser.close();
  for (const server of servers) await server.close();
}
console.log(
  `${archive}: ${RUNS} runs each, alternated A, B; 1-minute load average before each: ${load.join(', ')}`,
);
const figures: [string, (r: Run) => number][] = [
  ['import wall', (r) => r.wallMs],
  ['renderer CPU', (r) => Object.values(r.cpu).reduce((a, b) => a + b, 0)],
  ['  workers', (r) => r.cpu.DedicatedWorker ?? 0],
  ['  page', (r) => r.cpu.chromium ?? 0],
  ['  V8 pool', (r) => r.cpu.ThreadPoolForeg ?? 0],
  ['page in message listeners', (r) => r.msgMs],
  ['longest listener call', (r) => r.msgMax],
  ['longest task, import', (r) => r.longestImport],
  ['done → saved', (r) => r.saveMs],
  ['reload → listed', (r) => r.reloadMs],
  ['longest task, reload', (r) => r.longestReload],
];
for (const [k, name] of [distA, distB].entries()) {
  const rs = runs[k]!;
  console.log(`  ${k === 0 ? 'A' : 'B'} ${name}: ${rs[0]?.summary ?? ''} (${rs[0]?.msgs ?? 0} messages)`);
  for (const [label, of] of figures)
    console.log(
      `    ${label.padEnd(26)} median ${median(rs.map(of)).toFixed(0).padStart(6)} ms; runs ${rs.map((r) => of(r).toFixed(0)).join(', ')}`,
    );
}
