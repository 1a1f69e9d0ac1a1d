// Benchmark (and check) of one very large fio JSON in the page (issue 24, item 7): the real fio
// 3.33 job of tests/fixtures repeated as 100,000 jobs (BENCH_JOBS) in one file, 277 MB
// (scripts/bench/many-jobs.ts), uploaded through the page's file input in headless Chromium. The
// page must import every job, as the CLI does: the measurements it reports are compared with the
// jobs counted here in the file's text (`"jobname"` keys), not with the importer. Prints the import
// time, renderer CPU, the longest main-thread task and memory growth; BENCH_RUNS runs (3).
import { execFileSync } from 'node:child_process';
import { createReadStream, existsSync } from 'node:fs';
import path from 'node:path';
import { DIST, launchChromium, ROOT, serveStatic } from '../tests/e2e/harness';
import { runImport } from './bench/import-run';
import { BENCH_CACHE } from './bench/log-file';
import { writeManyJobsJson } from './bench/many-jobs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const JOBS = Number(process.env.BENCH_JOBS ?? 100_000);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)]!;
const row = (label: string, value: string, note = '') =>
  console.log(`  ${label.padEnd(40)} ${value.padEnd(28)} ${note}`);

/** `"jobname"` keys in the file, counted in its text as it streams by (and read once: page cache). */
async function jobsInFile(file: string): Promise<number> {
  let n = 0;
  let tail = '';
  for await (const chunk of createReadStream(file, { encoding: 'utf8', highWaterMark: 1 << 22 })) {
    const text = tail + (chunk as string);
    n += text.split('"jobname"').length - 1;
    tail = text.slice(-10);
    // A key cut by the chunk boundary is counted once: the tail never holds a whole key.
    if (tail.includes('"jobname"')) throw new Error('tail too long');
  }
  return n;
}

if (!(process.env.BENCH_NO_BUILD === '1' && existsSync(path.join(DIST, 'index.html')))) {
  const run = (args: string[]) =>
    execFileSync('npx', args, { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  run(['tsx', 'scripts/build-data.ts']);
  run(['vite', 'build', '--logLevel', 'error']);
}
const file = writeManyJobsJson(path.join(BENCH_CACHE, `many-jobs-${JOBS}.json`), JOBS);
const jobs = await jobsInFile(file.path);
console.log(
  `one fio JSON of ${jobs.toLocaleString('en')} jobs, ${(file.bytes / 1e6).toFixed(0)} MB (${file.path})`,
);
const server = await serveStatic(DIST);
const browser = await launchChromium();
const ms: number[] = [];
const cpu: number[] = [];
const longest: number[] = [];
const growth: number[] = [];
/** The longest animation frame of any run, in words (scripts/bench/long-frames.ts). */
let blocks = { ms: 0, what: 'no long frame' };
try {
  for (let r = 0; r < RUNS; r++) {
    const run = await runImport(browser, server.url, file.path, 1);
    const got = Number(/([\d,]+) measurements/.exec(run.summary)?.[1]?.replace(/,/g, '') ?? NaN);
    const ok = run.status === 'done' && got === jobs;
    console.log(
      `  run ${r + 1}: ${run.status}, ${got} measurements of ${jobs} jobs${ok ? '' : ' — NOT ALL IMPORTED'}`,
    );
    if (run.firstError) console.log(`  FIRST FILE ERROR: ${run.firstError}`);
    ms.push(run.ms);
    cpu.push(run.cpuMs);
    longest.push(run.longTasks[0] ?? 0);
    if (run.longestFrameMs > blocks.ms) blocks = { ms: run.longestFrameMs, what: run.longestFrame };
    growth.push(run.rendererRssPeak - run.rendererRssBefore);
  }
} finally {
  await browser.close();
  await server.close();
}
const s = (x: number) => `${(x / 1000).toFixed(2)} s`;
row('upload → done', s(median(ms)), `median; ${ms.map(s).join(', ')}`);
row('renderer CPU', s(median(cpu)), `median; ${cpu.map(s).join(', ')}`);
row('longest main-thread task', `${Math.max(...longest).toFixed(0)} ms`, 'target ≤ 100 ms (any run)');
row('  what blocks (longest frame)', '', blocks.what);
row(
  'renderer RSS growth',
  `+${(median(growth) / 1e6).toFixed(0)} MB`,
  `median; ${(median(growth) / file.bytes).toFixed(2)} × the file`,
);
