// A timeline of one archive import in Chromium: a DevTools trace of the whole browser from the
// upload until the page shows the import done, read back as (1) the import's named moments — the
// `diskscope:` User Timing marks of src/worker/timeline-mark.ts, on the page's and each worker's
// track — and (2) how busy each thread of the renderer was in each slice of time (its top-level
// tasks), so idle and serial stretches show. Times in ms from the file input's change event.
//
//   npx tsx scripts/bench/timeline.ts [dist] [archive] [slice ms]   (BENCH_RUNS imports, default 1)
//
// A measuring tool: it asserts nothing. Tracing costs some CPU itself; compare runs with it.
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { launchChromium, ROOT, serveStatic } from '../../tests/e2e/harness';
import type { TraceEvent } from './trace-event';
import { openIdlePage } from './open-page';

const dist = resolve(process.argv[2] ?? resolve(ROOT, 'dist'));
const archive = resolve(process.argv[3] ?? resolve(ROOT, '.bench/bench-100.zip'));
const SLICE = Number(process.argv[4] ?? 100);
const RUNS = Number(process.env.BENCH_RUNS ?? 1);
const DISKS = Number(process.env.BENCH_DISKS_EXPECTED ?? 200);

// The bench's own definition of done (import-run.ts): status "done" and the table holding the disks.
const PROBE = `
  globalThis.__tl = { start: 0, end: 0, minRows: ${DISKS} };
  document.addEventListener('change', () => { __tl.start = performance.now(); performance.mark('diskscope:change'); }, true);
  new MutationObserver(() => {
    if (!__tl.start || __tl.end) return;
    if (!__tl.done && document.querySelector('[data-import-status=done]')) {
      __tl.done = true;
      performance.mark('diskscope:status done');
    }
    const table = document.querySelector('[data-view=overview] table[data-disks]');
    const rows = table ? Number(table.getAttribute('data-disks')) : 0;
    if (document.querySelector('[data-import-status=failed]') || (document.querySelector('[data-import-status=done]') && rows >= __tl.minRows)) {
      __tl.end = performance.now();
      performance.mark('diskscope:bench done');
    }
  }).observe(document, { subtree: true, childList: true, attributes: true });`;

const TOP_LEVEL = new Set(['ThreadControllerImpl::RunTask', 'RunTask', 'ThreadPool_RunTask']);

async function traceOne(url: string): Promise<{ events: TraceEvent[]; ms: number }> {
  const browser = await launchChromium();
  try {
    const page = await openIdlePage(browser, url, PROBE);
    const cdp = await browser.newBrowserCDPSession();
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', (e) => void events.push(...(e.value as unknown as TraceEvent[])));
    const complete = new Promise<void>((done) => cdp.once('Tracing.tracingComplete', () => done()));
    await cdp.send('Tracing.start', {
      transferMode: 'ReportEvents',
      traceConfig: {
        includedCategories: ['toplevel', 'blink.user_timing', 'devtools.timeline', 'v8', '__metadata'],
      },
    });
    await page.locator('[data-testid=file-input]').setInputFiles(archive);
    // A hung import still gets its timeline (up to TIMELINE_TIMEOUT_MS), to see where it stopped.
    await page
      .waitForFunction(() => (globalThis as unknown as { __tl: { end: number } }).__tl.end > 0, null, {
        timeout: Number(process.env.TIMELINE_TIMEOUT_MS ?? 600000),
        polling: 250,
      })
      .catch((e: unknown) => console.log(`not done: ${String(e).split('\n')[0]}`));
    await page.waitForTimeout(300);
    const ms = await page.evaluate(() => {
      const tl = (globalThis as unknown as { __tl: { start: number; end: number } }).__tl;
      return tl.end - tl.start;
    });
    await cdp.send('Tracing.end');
    await complete;
    return { events, ms };
  } finally {
    await browser.close();
  }
}

/** Busy time of each thread per slice, from its top-level tasks (nested ones not counted twice). */
function report(events: TraceEvent[], ms: number): void {
  const names = new Map<string, string>();
  for (const e of events)
    if (e.ph === 'M' && e.name === 'thread_name') names.set(`${e.pid}:${e.tid}`, e.args?.name ?? '?');
  const change = events.find((e) => e.name === 'diskscope:change');
  if (!change) throw new Error('no change mark in the trace');
  const t0 = change.ts;
  const at = (ts: number) => (ts - t0) / 1000;
  const marks = events
    .filter(
      (e) =>
        e.name.startsWith('diskscope:') &&
        (e.ph === 'R' || e.ph === 'I' || e.ph === 'n' || e.ph === 'b' || e.ph === 'e' || e.ph === 'i'),
    )
    .filter((e, i, all) => all.findIndex((o) => o.name === e.name && o.ts === e.ts && o.tid === e.tid) === i)
    .sort((a, b) => a.ts - b.ts);
  // Workers share one thread name: told apart by their thread id.
  const threadOf = (e: TraceEvent) => {
    const name = names.get(`${e.pid}:${e.tid}`) ?? '?';
    return name.startsWith('DedicatedWorker') ? `worker ${e.tid}` : name;
  };
  console.log(`import ${ms.toFixed(0)} ms (change → bench done)\nmarks (ms from change):`);
  for (const m of marks)
    console.log(`  ${at(m.ts).toFixed(0).padStart(6)}  ${threadOf(m).padEnd(24)} ${m.name.slice(10)}`);
  const end = at(marks.find((m) => m.name === 'diskscope:bench done')?.ts ?? t0 + ms * 1000);
  // The critical path in a line: when each worker began its first shard and finished its last,
  // and what the page did after the last shard.
  const first = new Map<string, number>();
  const last = new Map<string, number>();
  for (const m of marks) {
    const w = threadOf(m);
    if (!w.startsWith('worker') || !/ (start|parts taken)$/.test(m.name)) continue;
    if (m.name.endsWith(' start') && !first.has(w)) first.set(w, at(m.ts));
    if (m.name.endsWith(' parts taken')) last.set(w, at(m.ts));
  }
  const when = (name: string) => at(marks.find((m) => m.name === `diskscope:${name}`)?.ts ?? NaN);
  const f = (xs: Iterable<number>) => [...xs].map((x) => x.toFixed(0)).join(', ');
  console.log(
    `summary: plan ${when('plan start').toFixed(0)}–${when('plan done').toFixed(0)} ms; workers' first shard at ${f(first.values())} ms, ` +
      `last shard taken at ${f(last.values())} ms; merge done ${when('merge done').toFixed(0)}, ` +
      `status done ${when('status done').toFixed(0)}, bench done ${end.toFixed(0)} ms`,
  );
  // Threads of the renderer that hosts the page (the one with the marks).
  const pid = change.pid;
  const busy = new Map<string, number[]>();
  const slices = Math.ceil(end / SLICE);
  for (const e of events) {
    if (e.pid !== pid || e.ph !== 'X' || !TOP_LEVEL.has(e.name) || !e.dur) continue;
    const name = threadOf(e);
    if (!/Main|worker|ThreadPoolForeground/i.test(name)) continue;
    let row = busy.get(name);
    if (!row) busy.set(name, (row = new Array<number>(slices).fill(0)));
    const from = at(e.ts);
    const to = from + e.dur / 1000;
    for (let s = Math.max(0, Math.floor(from / SLICE)); s < slices && s * SLICE < to; s++)
      row[s]! += Math.max(0, Math.min(to, (s + 1) * SLICE) - Math.max(from, s * SLICE));
  }
  console.log(`busy % per ${SLICE} ms slice (top-level tasks; 0-9 = 0-99 %, # = full):`);
  for (const [name, row] of [...busy].sort()) {
    const total = row.reduce((a, b) => a + b, 0);
    const bar = row.map((b) => (b >= SLICE * 0.95 ? '#' : String(Math.floor((b / SLICE) * 10)))).join('');
    console.log(`  ${name.padEnd(24)} ${(total / 1000).toFixed(2).padStart(5)} s |${bar}|`);
  }
}

const server = await serveStatic(dist);
try {
  readFileSync(archive); // into the OS page cache, untimed
  for (let i = 0; i < RUNS; i++) {
    const { events, ms } = await traceOne(server.url);
    if (process.env.TIMELINE_TRACE)
      writeFileSync(process.env.TIMELINE_TRACE, JSON.stringify({ traceEvents: events }));
    report(events, ms);
  }
} finally {
  await server.close();
}
