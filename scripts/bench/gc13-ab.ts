// Before/after of builds on bench-many-jobs' scenario (helper gc13, #28 item 4): the fio JSON of
// 100,000 jobs (scripts/bench/many-jobs.ts; run scripts/bench-many-jobs.ts once to make it)
// uploaded through the file input, saved, and the page reloaded until the overview lists it, as
// bench-many-jobs does, once per build in turn (a browser each), BENCH_RUNS rounds (3). Per run:
// the upload's time and longest main-thread task, the reload's time until listed and its longest
// task (from the page's start until 2 s after listed) with the frame that blocked longest, and the
// JS heap then. Prints every run and the medians per build. A measuring tool: it asserts nothing.
// FILE and DISKS (env): another file and the disks it adds.
//
//   npx tsx scripts/bench/gc13-ab.ts <dist A> <dist B> [more dists…]
import { basename, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { launchChromium, pollPage, savedShares, serveStatic } from '../../tests/e2e/harness';
import { runImport } from './import-run';
import { describeFrame, longestFrame, longFrames } from './long-frames';
import { BENCH_CACHE } from './log-file';
import { reloadUntilListed } from './gc13-listed';

const DISTS = process.argv.slice(2).map((d) => resolve(d));
if (DISTS.length < 2) throw new Error('usage: gc13-ab.ts <dist A> <dist B> [more dists…]');
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/** FILE and DISKS: another file (bench-disks' zip of 5,000 disks, say) and the disks it adds. */
const FILE = resolve(
  process.env.FILE ?? `${BENCH_CACHE}/many-jobs-${process.env.BENCH_JOBS ?? 100_000}.json`,
);
const DISKS = Number(process.env.DISKS ?? 1);
interface Run {
  uploadMs: number;
  /** Renderer CPU (page, workers, V8's helper threads) of the upload. */
  uploadCpuMs: number;
  /** The same by thread kind (Chromium's names). */
  uploadThreads: Record<string, number>;
  uploadLongest: number;
  reloadMs: number;
  reloadLongest: number;
  reloadTasks: number[];
  heapMB: number;
  frame: string;
}

async function once(dist: string): Promise<Run> {
  const server = await serveStatic(dist);
  const browser = await launchChromium();
  const out = { reloadMs: 0, reloadLongest: 0, reloadTasks: [] as number[], heapMB: 0, frame: '' };
  const reload = async (page: Page) => {
    await pollPage(page, savedShares, basename(FILE), {
      timeout: 600000,
      everyMs: 2000,
      what: 'the saved upload',
    });
    const want = Number(await page.locator('table[data-disks]').getAttribute('data-disks'));
    out.reloadMs = await reloadUntilListed(page, want);
    await page.waitForTimeout(2000);
    const tasks = (await page.evaluate('globalThis.__bench.longTasks')) as { ms: number }[];
    out.reloadTasks = tasks.map((t) => Math.round(t.ms)).sort((a, b) => b - a);
    out.reloadLongest = out.reloadTasks[0] ?? 0;
    out.heapMB = ((await page.evaluate('performance.memory.usedJSHeapSize')) as number) / 1e6;
    const f = longestFrame(await longFrames(page));
    out.frame = f ? describeFrame(f, dist) : 'no long frame';
  };
  try {
    const run = await runImport(browser, server.url, FILE, DISKS, reload);
    if (run.status !== 'done') throw new Error(`upload ended ${run.status}: ${run.summary}`);
    return {
      uploadMs: run.ms,
      uploadCpuMs: run.cpuMs,
      uploadThreads: run.cpuThreads,
      uploadLongest: run.longTasks[0] ?? 0,
      ...out,
    };
  } finally {
    await browser.close();
    await server.close();
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)]!;
const runs = new Map<string, Run[]>(DISTS.map((d) => [d, []]));
for (let r = 0; r < RUNS; r++)
  for (const dist of DISTS) {
    const run = await once(dist);
    runs.get(dist)!.push(run);
    console.log(
      `round ${r + 1} ${dist}: upload ${run.uploadMs.toFixed(0)} ms (CPU ${run.uploadCpuMs.toFixed(0)} ms), longest ${run.uploadLongest.toFixed(0)} ms; ` +
        `reload → listed ${run.reloadMs.toFixed(0)} ms, long tasks [${run.reloadTasks.join(', ')}] ms, ` +
        `JS heap ${run.heapMB.toFixed(0)} MB; ${run.frame}; upload CPU by thread ${JSON.stringify(run.uploadThreads)}`,
    );
  }
for (const [dist, rs] of runs) {
  const m = (f: (r: Run) => number) =>
    `${median(rs.map(f)).toFixed(0)} (${rs.map((r) => f(r).toFixed(0)).join(', ')})`;
  console.log(`${dist}: medians (runs)`);
  console.log(
    `  upload → done ${m((r) => r.uploadMs)} ms; renderer CPU ${m((r) => r.uploadCpuMs)} ms; longest task ${m((r) => r.uploadLongest)} ms`,
  );
  console.log(`  reload → listed ${m((r) => r.reloadMs)} ms; longest task ${m((r) => r.reloadLongest)} ms`);
  console.log(`  JS heap 2 s after listed ${m((r) => r.heapMB)} MB`);
}
