// Two builds of the site importing the same archive in the same Chromium, alternated run by run
// (A, B, A, B, …), so a busy spell on a shared machine slows both alike: for each, the import's
// wall time and the renderer's CPU time (page, workers and V8's helpers, by thread), every run and
// the median. For a before/after of a change: build the old tree into one folder and this one into
// another (`npx vite build --outDir …`).
//
//   npx tsx scripts/bench/import-ab.ts <dist A> <dist B> [archive] (BENCH_RUNS pairs, default 5)
//
// IMPORT_AB_WARM=1 measures each import on a warm page instead of a fresh one: the same archive is
// imported first (BENCH_WARM_UPS times), untimed, and removed, so the page's and the workers' code
// is compiled as the bench's floor is (the state the bench's ratios use).
//
// A measuring tool: it asserts nothing.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { loadavg } from 'node:os';
import { launchChromium, ROOT, serveStatic } from '../../tests/e2e/harness';
import { BENCH_WARM_UPS, runImport, type ImportRun } from './import-run';

const [distA, distB, archiveArg] = process.argv.slice(2);
if (!distA || !distB) throw new Error('usage: import-ab.ts <dist A> <dist B> [archive]');
const archive = resolve(archiveArg ?? resolve(ROOT, '.bench/bench-100.zip'));
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
/** Disks the overview must show before an import counts as done (the bench archive: 2 per copy). */
const DISKS = Number(process.env.BENCH_DISKS_EXPECTED ?? 200);
const WARM = process.env.IMPORT_AB_WARM === '1';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)]!;
const s = (ms: number) => (ms / 1000).toFixed(2);

readFileSync(archive); // into the OS page cache, untimed, for both
const servers = [await serveStatic(resolve(distA)), await serveStatic(resolve(distB))];
const browser = await launchChromium(['--enable-precise-memory-info']);
const runs: ImportRun[][] = [[], []];
const load: string[] = [];
try {
  // One untimed import on each first, as the bench's first runs are not its slowest by accident.
  for (const server of servers) await runImport(browser, server.url, archive, DISKS);
  for (let i = 0; i < RUNS; i++)
    for (const [k, server] of servers.entries()) {
      load.push(loadavg()[0]!.toFixed(1));
      runs[k]!.push(
        await runImport(
          browser,
          server.url,
          archive,
          DISKS,
          undefined,
          WARM ? archive : undefined,
          WARM,
          BENCH_WARM_UPS,
        ),
      );
    }
} finally {
  await browser.close();
  for (const server of servers) await server.close();
}
console.log(
  `${archive}: ${RUNS} runs each, alternated A, B, ${WARM ? 'each on a page warmed by an untimed import of the same archive (removed)' : 'each on a fresh page'}; 1-minute load average before each: ${load.join(', ')}`,
);
for (const [k, name] of [distA, distB].entries()) {
  const rs = runs[k]!;
  const thread = (label: string) => rs.map((r) => r.cpuThreads[label] ?? 0);
  console.log(`  ${k === 0 ? 'A' : 'B'} ${name}: ${rs[0]?.summary ?? ''}`);
  console.log(
    `    wall          median ${s(median(rs.map((r) => r.ms)))} s; runs ${rs.map((r) => s(r.ms)).join(', ')}`,
  );
  console.log(
    `    renderer CPU  median ${s(median(rs.map((r) => r.cpuMs)))} s; runs ${rs.map((r) => s(r.cpuMs)).join(', ')}`,
  );
  console.log(
    `    → dataset ready: wall median ${s(median(rs.map((r) => r.readyMs)))} s (runs ${rs.map((r) => s(r.readyMs)).join(', ')}); ` +
      `CPU median ${s(median(rs.map((r) => r.readyCpuMs)))} s (runs ${rs.map((r) => s(r.readyCpuMs)).join(', ')})`,
  );
  for (const [label, shown] of [
    ['DedicatedWorker', 'workers'],
    ['ThreadPoolForeg', 'V8 pool'],
    ['chromium', 'page'],
  ] as const)
    console.log(
      `      ${shown.padEnd(11)} median ${s(median(thread(label)))} s; runs ${thread(label).map(s).join(', ')}`,
    );
}
