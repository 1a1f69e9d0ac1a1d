// The page's longest tasks of one upload, from a Chromium trace (helper upload10, #28 item 4):
// each main-thread task's wall time and its thread (CPU) time — the CPU time barely moves when
// other processes load the machine, the wall time does — with what ran in it: the `diskscope:`
// User Timing marks (src/worker/timeline-mark.ts), the garbage collections and the timers,
// messages and scripts, summed by kind. Times from the file input's change event.
//
//   npx tsx scripts/bench/upload10-task-trace.ts <dist> <file> <rows expected> [tasks shown, 8]
//
// BENCH_RUNS imports (1), one browser each. A measuring tool: it asserts nothing.
import { resolve } from 'node:path';
import { launchChromium, serveStatic } from '../../tests/e2e/harness';
import { GC_TRACE_CATEGORIES, type TraceEvent } from './trace-event';
import { openIdlePage } from './open-page';

const [distArg, fileArg, rowsArg = '1', shownArg = '8'] = process.argv.slice(2);
if (!distArg || !fileArg) throw new Error('usage: upload10-task-trace.ts <dist> <file> <rows> [tasks]');
const RUNS = Number(process.env.BENCH_RUNS ?? 1);
const PROBE = `
  globalThis.__p = { start: 0, end: 0, rows: ${Number(rowsArg)} };
  document.addEventListener('change', () => { __p.start = performance.now(); performance.mark('diskscope:change'); }, true);
  new MutationObserver(() => {
    if (!__p.start || __p.end) return;
    const done = document.querySelector('[data-import-status=done],[data-import-status=failed]');
    const t = document.querySelector('[data-view=overview] table[data-disks]');
    if (done && t && Number(t.getAttribute('data-disks')) >= __p.rows) {
      __p.end = performance.now();
      performance.mark('diskscope:bench done');
    }
  }).observe(document, { subtree: true, childList: true, attributes: true });`;
const TOP = new Set(['ThreadControllerImpl::RunTask', 'RunTask']);
/** What is summed inside a task: garbage collection, and what the page's code ran from. */
const KINDS = /GC|Scavenge|MarkCompact|FunctionCall|TimerFire|EventDispatch|RunMicrotasks|v8\.callFunction/;

const server = await serveStatic(resolve(distArg));
try {
  for (let r = 0; r < RUNS; r++) report(await traceOne(), Number(shownArg));
} finally {
  await server.close();
}

async function traceOne(): Promise<TraceEvent[]> {
  const browser = await launchChromium();
  try {
    const page = await openIdlePage(browser, server.url, PROBE);
    const cdp = await browser.newBrowserCDPSession();
    const complete = new Promise<void>((done) => cdp.once('Tracing.tracingComplete', () => done()));
    // A loop, not push(...chunk): a chunk can hold more events than a call takes arguments.
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', ({ value }) => {
      for (const e of value as unknown as TraceEvent[]) events.push(e);
    });
    await cdp.send('Tracing.start', {
      transferMode: 'ReportEvents',
      traceConfig: {
        includedCategories: GC_TRACE_CATEGORIES,
        enableThreadInstructionCount: false,
      } as never,
    });
    await page.locator('[data-testid=file-input]').setInputFiles(resolve(fileArg!));
    await page.waitForFunction(() => (globalThis as unknown as { __p: { end: number } }).__p.end > 0, null, {
      timeout: 600000,
      polling: 250,
    });
    await page.waitForTimeout(2000);
    await cdp.send('Tracing.end');
    await complete;
    return events;
  } finally {
    await browser.close();
  }
}

function report(events: TraceEvent[], shown: number): void {
  const change = events.find((e) => e.name === 'diskscope:change');
  const done = events.find((e) => e.name === 'diskscope:bench done');
  if (!change || !done) throw new Error('no change or done mark in the trace');
  const at = (ts: number) => (ts - change.ts) / 1000;
  const main = { pid: change.pid, tid: change.tid };
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid);
  const marks = onMain.filter((e) => e.name.startsWith('diskscope:')).sort((a, b) => a.ts - b.ts);
  const tasks = onMain
    .filter((e) => e.ph === 'X' && TOP.has(e.name) && e.dur && e.ts >= change.ts && e.ts <= done.ts + 2e6)
    .sort((a, b) => b.dur! - a.dur!);
  console.log(
    `upload → done ${at(done.ts).toFixed(0)} ms; main-thread tasks ≥ 50 ms: ${tasks.filter((t) => t.dur! >= 50e3).length}`,
  );
  const named = marks.filter((m) => !/^diskscope:(shard|change)/.test(m.name));
  console.log(`  marks: ${named.map((m) => `${m.name.slice(10)} ${at(m.ts).toFixed(0)}`).join(', ')}`);
  const byCpu = [...tasks].sort((a, b) => (b.tdur ?? 0) - (a.tdur ?? 0));
  console.log(
    `  longest by wall: ${tasks
      .slice(0, shown)
      .map((t) => `${(t.dur! / 1000).toFixed(0)} (cpu ${((t.tdur ?? 0) / 1000).toFixed(0)})`)
      .join(', ')} ms`,
  );
  console.log(
    `  longest by CPU:  ${byCpu
      .slice(0, shown)
      .map((t) => `${((t.tdur ?? 0) / 1000).toFixed(0)} (wall ${(t.dur! / 1000).toFixed(0)})`)
      .join(', ')} ms`,
  );
  // The task that adds the upload to the store and renders it (the app marks it).
  const commitMark = marks.find((m) => m.name === 'diskscope:commit upload');
  const commit = commitMark && tasks.find((t) => commitMark.ts >= t.ts && commitMark.ts < t.ts + t.dur!);
  console.log(
    `  SUMMARY commit task wall ${commit ? (commit.dur! / 1000).toFixed(0) : '?'} cpu ${commit ? ((commit.tdur ?? 0) / 1000).toFixed(0) : '?'} ms; ` +
      `longest task wall ${((tasks[0]?.dur ?? 0) / 1000).toFixed(0)} ms; most CPU in a task ${((byCpu[0]?.tdur ?? 0) / 1000).toFixed(0)} ms; ` +
      `tasks ≥ 50 ms CPU: ${byCpu.filter((t) => (t.tdur ?? 0) >= 50e3).length}`,
  );
  const seen = new Set<TraceEvent>();
  for (const t of [...tasks.slice(0, shown), ...byCpu.slice(0, 3)]) {
    if (seen.has(t)) continue;
    seen.add(t);
    const inside = (e: TraceEvent) => e.ts >= t.ts && e.ts < t.ts + t.dur!;
    const kinds = new Map<string, number>();
    for (const e of onMain)
      if (e !== t && e.ph === 'X' && e.dur && KINDS.test(e.name) && inside(e))
        kinds.set(e.name, (kinds.get(e.name) ?? 0) + e.dur / 1000);
    const marked = marks.filter(inside).map((m) => m.name.slice(10));
    // The other threads of the page's renderer (workers, V8's helpers) busy meanwhile: their
    // top-level tasks' CPU time inside this task's span.
    let others = 0;
    for (const e of events)
      if (e.pid === main.pid && e.tid !== main.tid && e.ph === 'X' && TOP.has(e.name) && e.tdur && inside(e))
        others += e.tdur / 1000;
    const before =
      marks
        .filter((m) => m.ts < t.ts)
        .at(-1)
        ?.name.slice(10) ?? '-';
    console.log(
      `\n  task at ${at(t.ts).toFixed(0)} ms: wall ${(t.dur! / 1000).toFixed(1)}, cpu ${((t.tdur ?? 0) / 1000).toFixed(1)} ms; ` +
        `marks in it: ${marked.join(', ') || '-'} (last before: ${before}); other threads' CPU meanwhile ${others.toFixed(0)} ms`,
    );
    for (const [k, ms] of [...kinds].sort((a, b) => b[1] - a[1]).slice(0, 10))
      console.log(`    ${ms.toFixed(1).padStart(7)} ms  ${k}`);
  }
}
