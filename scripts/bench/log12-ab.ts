// Two builds of the site importing the same fio per-I/O log in the same Chromium, alternated run by
// run (A, B, floor, A, B, floor, …) with the bench's minimal scan of the log in a blank page as the
// floor, so a busy spell on a shared machine slows all three alike. Each import is the bench's
// (`measureLogRun`, scripts/bench-logs.ts): a fresh page, the log through the file input; per run
// the wall time until the dataset is on the page and until done, the renderer's CPU (page +
// workers), the longest main-thread task and the renderer's RSS growth; beside it, the CPU of each
// Web Worker thread of the renderer (sampled from /proc every 100 ms until the run ends, the chart
// opening after the import included), so a log scanned by one worker or by two shows.
//
//   npx tsx scripts/bench/log12-ab.ts <dist A> <dist B> [lines] (BENCH_RUNS pairs, default 3)
//
// The log comes from scripts/bench/log-file.ts (BENCH_CACHE). A measuring tool: asserts nothing.
import { readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { basename, resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import { launchChromium, serveStatic } from '../../tests/e2e/harness';
import { SLICE_BYTES } from '../../src/ingest/fio/log/stream';
import { benchLog } from './log-file';
import { logScanFloor } from './log-scan-floor';
import { measureLogRun, type LogRun } from './logs-render';
import { describeFrame } from './long-frames';

const [distA, distB, linesArg] = process.argv.slice(2);
if (!distA || !distB) throw new Error('usage: log12-ab.ts <dist A> <dist B> [lines]');
const LINES = Number(linesArg ?? 10_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)]!;
const s = (ms: number) => (ms / 1000).toFixed(2);

/**
 * CPU ms of each Web Worker thread (by tid) of the browser's renderers, and of their other threads
 * by name (the page's main thread has the process's name, V8's pool is ThreadPoolForeg), sampled
 * until `until` settles: the page's load and the chart's opening are in these, not only the import.
 */
async function threadCpu(
  browser: Browser,
  until: Promise<unknown>,
): Promise<{ workers: number[]; others: Record<string, number> }> {
  const cdp = await browser.newBrowserCDPSession();
  const first = new Map<string, number>();
  const last = new Map<string, number>();
  let done = false;
  void until.finally(() => (done = true));
  while (!done) {
    const info = (await cdp.send('SystemInfo.getProcessInfo')).processInfo;
    for (const p of info.filter((x) => x.type === 'renderer')) {
      let tids: string[] = [];
      try {
        tids = readdirSync(`/proc/${p.id}/task`);
      } catch {
        continue;
      }
      for (const tid of tids) {
        try {
          const stat = readFileSync(`/proc/${p.id}/task/${tid}/stat`, 'utf8');
          const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')).replace(/\d+$/, '');
          const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
          const ms = (Number(f[11]) + Number(f[12])) * 10;
          const key = `${name}|${p.id}/${tid}`;
          if (!first.has(key)) first.set(key, ms);
          last.set(key, ms);
        } catch {
          // The thread ended between the listing and the read.
        }
      }
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  await cdp.detach();
  // The page's renderer starts with the run; its workers start while the page is idle, before the
  // log is picked, so their first sample comes before the import.
  const workers: number[] = [];
  const others: Record<string, number> = {};
  for (const [k, ms] of last) {
    const used = ms - (first.get(k) ?? 0);
    const name = k.slice(0, k.indexOf('|'));
    if (used <= 0) continue;
    if (name === 'DedicatedWorker') workers.push(used);
    else others[name] = (others[name] ?? 0) + used;
  }
  return { workers: workers.sort((a, b) => b - a), others };
}

const log = benchLog(`perio-${LINES}_lat.1.log`, LINES);
if (log.bytes < 1e9) readFileSync(log.path); // into the OS page cache, untimed, for all (larger: `cat` it first)
const servers = [await serveStatic(resolve(distA)), await serveStatic(resolve(distB))];
const browser = await launchChromium();
type Run = LogRun & { workers: number[]; others: Record<string, number>; load: string };
const runs: Run[][] = [[], []];
const floor: { ms: number; load: string }[] = [];
try {
  // One untimed run of each first.
  for (const server of servers) await measureLogRun(browser, server.url, log.path, LINES, 1);
  await logScanFloor(browser, servers[0]!.url, log.path, SLICE_BYTES);
  for (let i = 0; i < RUNS; i++) {
    for (const [k, server] of servers.entries()) {
      const load = loadavg()[0]!.toFixed(1);
      const run = measureLogRun(browser, server.url, log.path, LINES, 1);
      const threads = await threadCpu(browser, run);
      runs[k]!.push({ ...(await run), ...threads, load });
    }
    const load = loadavg()[0]!.toFixed(1);
    const scan = await logScanFloor(browser, servers[0]!.url, log.path, SLICE_BYTES);
    if (scan.lines !== LINES) throw new Error(`the scan saw ${scan.lines} lines, not ${LINES}`);
    floor.push({ ms: scan.ms, load });
  }
} finally {
  await browser.close();
  for (const server of servers) await server.close();
}
const floorMs = median(floor.map((f) => f.ms));
console.log(
  `${basename(log.path)} (${(log.bytes / 1e6).toFixed(0)} MB, ${LINES.toLocaleString('en')} lines): ${RUNS} rounds of A, B, floor; fresh page per import`,
);
console.log(
  `  floor (minimal scan, blank page): median ${s(floorMs)} s; runs ${floor.map((f) => s(f.ms)).join(', ')}; load ${floor.map((f) => f.load).join(', ')}`,
);
for (const [k, name] of [distA, distB].entries()) {
  const rs = runs[k]!;
  const ready = median(rs.map((r) => r.readyMs));
  console.log(`  ${k === 0 ? 'A' : 'B'} ${name}:`);
  console.log(
    `    → dataset ready  median ${s(ready)} s; runs ${rs.map((r) => s(r.readyMs)).join(', ')}; ÷ floor ${(ready / floorMs).toFixed(2)}×, ÷ (floor ÷ 2 workers) ${(ready / (floorMs / 2)).toFixed(2)}×`,
  );
  console.log(
    `    → done           median ${s(median(rs.map((r) => r.importMs)))} s; runs ${rs.map((r) => s(r.importMs)).join(', ')}`,
  );
  console.log(
    `    renderer CPU     median ${s(median(rs.map((r) => r.cpuMs)))} s; runs ${rs.map((r) => s(r.cpuMs)).join(', ')} (page + workers, upload → done)`,
  );
  console.log(
    `    worker threads   ${rs.map((r) => r.workers.map(s).join(' + ')).join('; ')} s (each run, busiest first; until the run ended)`,
  );
  const names = [...new Set(rs.flatMap((r) => Object.keys(r.others)))]
    .map((n) => ({ n, ms: median(rs.map((r) => r.others[n] ?? 0)) }))
    .filter((x) => x.ms >= 20)
    .sort((a, b) => b.ms - a.ms);
  console.log(
    `    other threads    ${names.map((x) => `${x.n} ${s(x.ms)}`).join(', ')} s (medians of the whole run)`,
  );
  for (const [i, r] of rs.entries())
    if (r.longestImportTaskMs >= 50)
      console.log(`    run ${i + 1}'s longest frame: ${describeFrame(r.importFrame, resolve(name))}`);
  console.log(
    `    longest task     ${rs.map((r) => r.longestImportTaskMs.toFixed(0)).join(', ')} ms; RSS growth ${rs.map((r) => ((r.rssPeak - r.rssBefore) / 1e6).toFixed(0)).join(', ')} MB; load ${rs.map((r) => r.load).join(', ')}`,
  );
}
