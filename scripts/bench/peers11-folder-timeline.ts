// Where bench:peers' folder import spends its time: a Chromium trace of one import of the 601-file
// folder (peers11-folder.ts), fresh or on a warm page (PEER_WARM=1: imported once and removed
// first), read back as the import's `diskscope:` marks on each thread's track, each thread's busy
// time (top-level tasks) from the hand-over to "done", and the page's tasks of ≥ MIN_TASK ms.
// Times in ms from just before the folder is handed over.
//
//   npx tsx scripts/bench/peers11-folder-timeline.ts [dist]   (BENCH_RUNS imports, default 1)
//
// A measuring tool: it asserts nothing. Tracing costs some CPU itself; compare runs with it.
import { resolve } from 'node:path';
import { launchChromium, ROOT, serveStatic } from '../../tests/e2e/harness';
import type { TraceEvent } from './trace-event';
import { jsonFolders, openImportPage, timeFolderImport, warmUp } from './peers11-folder';

const dist = resolve(process.argv[2] ?? resolve(ROOT, 'dist'));
const RUNS = Number(process.env.BENCH_RUNS ?? 1);
const WARM = process.env.PEER_WARM === '1';
const MIN_TASK = Number(process.env.MIN_TASK ?? 8);
const TOP_LEVEL = new Set(['ThreadControllerImpl::RunTask', 'RunTask', 'ThreadPool_RunTask']);
const folder = jsonFolders(100);

function report(events: TraceEvent[], startTs: number, doneMs: number): void {
  const names = new Map<string, string>();
  for (const e of events)
    if (e.ph === 'M' && e.name === 'thread_name') names.set(`${e.pid}:${e.tid}`, e.args?.name ?? '?');
  const threadOf = (e: TraceEvent) => {
    const name = names.get(`${e.pid}:${e.tid}`) ?? '?';
    return name.startsWith('DedicatedWorker') ? `worker ${e.tid}` : name;
  };
  const at = (ts: number) => (ts - startTs) / 1000;
  const marks = events
    .filter((e) => e.name.startsWith('diskscope:') && e.ph !== 'M' && at(e.ts) >= 0)
    .filter((e, i, all) => all.findIndex((o) => o.name === e.name && o.ts === e.ts && o.tid === e.tid) === i)
    .sort((a, b) => a.ts - b.ts);
  console.log(`${WARM ? 'warm' : 'fresh'} page: done ${doneMs.toFixed(0)} ms; marks (ms):`);
  for (const m of marks)
    console.log(`  ${at(m.ts).toFixed(0).padStart(6)}  ${threadOf(m).padEnd(22)} ${m.name.slice(10)}`);
  // The phases in a line: the page before the plan (hand-over, sizes), the workers' reads and
  // imports summed over shards (they overlap when shards run at once), the page's end.
  const first = (name: string) => marks.find((m) => m.name === `diskscope:${name}`);
  const sumOf = (from: string, to: string) => {
    let ms = 0;
    for (const m of marks) {
      const shard = new RegExp(`^diskscope:(shard \\d+) ${from}$`).exec(m.name)?.[1];
      const end = shard && marks.find((e) => e.name === `diskscope:${shard} ${to}` && e.tid === m.tid);
      if (end) ms += (end.ts - m.ts) / 1000;
    }
    return ms.toFixed(0);
  };
  const lastTaken = marks.filter((m) => m.name.endsWith(' parts taken')).pop();
  console.log(
    `phases: page until plan ${at(first('plan start')?.ts ?? NaN).toFixed(0)} ms; ` +
      `plan → first shard started ${((Math.min(...marks.filter((m) => / start$/.test(m.name) && m.name.includes('shard')).map((m) => m.ts)) - (first('plan start')?.ts ?? NaN)) / 1000).toFixed(0)} ms; ` +
      `shards read ${sumOf('start', 'read')} ms, imported ${sumOf('read', 'ingested')} ms, posted ${sumOf('ingested', 'parts posted')} ms (summed); ` +
      `last parts taken → dataset ready ${(((first('dataset ready')?.ts ?? NaN) - (lastTaken?.ts ?? NaN)) / 1000).toFixed(0)} ms`,
  );
  const pid = marks[0]?.pid;
  const busy = new Map<string, number>();
  const tasks: string[] = [];
  for (const e of events) {
    if (e.pid !== pid || e.ph !== 'X' || !TOP_LEVEL.has(e.name) || !e.dur) continue;
    const from = at(e.ts);
    const to = from + e.dur / 1000;
    if (to < 0 || from > doneMs) continue;
    const name = threadOf(e);
    busy.set(name, (busy.get(name) ?? 0) + Math.min(to, doneMs) - Math.max(from, 0));
    if (name === 'CrRendererMain' && e.dur / 1000 >= MIN_TASK) {
      // What ran inside: the longest function calls and V8 events nested in this task.
      const inner = events
        .filter(
          (x) =>
            x.pid === e.pid &&
            x.tid === e.tid &&
            x.ph === 'X' &&
            x.ts >= e.ts &&
            x.ts < e.ts + e.dur! &&
            x !== e &&
            (x.dur ?? 0) >= 1000,
        )
        .map(
          (x) =>
            `${x.name}${x.args?.data?.functionName ? `(${x.args.data.functionName})` : ''} ${((x.dur ?? 0) / 1000).toFixed(0)}`,
        )
        .slice(0, 6);
      tasks.push(
        `  ${from.toFixed(0).padStart(6)} +${(e.dur / 1000).toFixed(0).padStart(4)} ms  ${inner.join('; ')}`,
      );
    }
  }
  console.log('busy from hand-over to done (ms):');
  for (const [name, ms] of [...busy].sort()) console.log(`  ${name.padEnd(28)} ${ms.toFixed(0).padStart(6)}`);
  console.log(`page tasks ≥ ${MIN_TASK} ms (start, length, what ran inside ≥ 1 ms):`);
  for (const t of tasks) console.log(t);
}

const server = await serveStatic(dist);
const browser = await launchChromium();
try {
  for (let i = 0; i < RUNS; i++) {
    const { context, page } = await openImportPage(browser, server.url);
    const cdp = await browser.newBrowserCDPSession();
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', (e) => void events.push(...(e.value as unknown as TraceEvent[])));
    const complete = new Promise<void>((done) => cdp.once('Tracing.tracingComplete', () => done()));
    if (WARM) await warmUp(page, folder);
    await cdp.send('Tracing.start', {
      transferMode: 'ReportEvents',
      traceConfig: {
        includedCategories: ['toplevel', 'blink.user_timing', 'devtools.timeline', 'v8', '__metadata'],
      },
    });
    // The hand-over's moment on the trace's clock (the page's performance.now() is not).
    await page.evaluate(() => performance.mark('diskscope:bench hand-over'));
    const run = await timeFolderImport(page, folder, false);
    await page.waitForTimeout(300);
    await cdp.send('Tracing.end');
    await complete;
    const start = events.find((e) => e.name === 'diskscope:bench hand-over');
    if (!start) throw new Error('no hand-over mark in the trace');
    console.log(`ready ${run.readyMs.toFixed(0)} ms, done ${run.doneMs.toFixed(0)} ms`);
    report(events, start.ts, run.doneMs);
    await context.close();
  }
} finally {
  await browser.close();
  await server.close();
}
