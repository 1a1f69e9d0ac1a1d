// Builds of the site importing bench:peers' folder (601 files, peers11-folder.ts) on warm pages
// (the folder imported once and removed first: the bench's headline state), alternated build by
// build each round, with the warm read floor in phases in the same round. Besides the headline
// (hand-over → `dataset ready`) it splits each import at the app's `plan start` mark: before it the
// page takes the change event and asks every file's size (as the floor does), after it the shares
// are planned, read and imported by the workers and joined on the page. The floor is split the
// same way: until its change event, the sizes, then reads and JSON.parse. Comparing the parts
// after the sizes leaves out the hand-over, where most of the run-to-run noise of a shared machine is.
// Renderer CPU (every renderer process: page, workers, V8's helpers) until `dataset ready`.
//
//   npx tsx scripts/bench/folder12-ab.ts <dist A> <dist B> [<dist C> …]   (BENCH_RUNS rounds, default 5)
//
// A measuring tool: it asserts nothing.
import { resolve } from 'node:path';
import { loadavg } from 'node:os';
import type { Browser, CDPSession } from 'playwright-core';
import { launchChromium, serveStatic } from '../../tests/e2e/harness';
import { cpuByThread, cpuOf } from './import-run';
import {
  FOLDER_FLOOR_PASS,
  jsonFolders,
  openImportPage,
  PAGE_OPEN_MS,
  timeFolderImport,
  warmUp,
} from './peers11-folder';

const dists = process.argv.slice(2);
if (dists.length < 2) throw new Error('usage: folder12-ab.ts <dist A> <dist B> [<dist C> …]');
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const folder = jsonFolders(100);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)]!;

interface Split {
  total: number;
  /** Hand-over → the import's `plan start` / the floor's sizes known. */
  before: number;
  /** The rest: planning, reads, import and join / reads and JSON.parse. */
  after: number;
  /** Every renderer process's CPU until the end (the import's `dataset ready`, the floor's last parse). */
  cpu: number;
  /** The same by kind of thread (import-run.ts cpuByThread), summed over the renderers. */
  threads: Record<string, number>;
}

/** Every renderer's threads, by kind; `since` subtracts an earlier reading. */
function threadsOf(pids: number[], since?: Record<string, number>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const pid of pids) for (const [name, ms] of cpuByThread(pid)) out[name] = (out[name] ?? 0) + ms;
  if (since) for (const name of Object.keys(out)) out[name]! -= since[name] ?? 0;
  return out;
}

/**
 * bench:peers' warm read floor (peers11-folder.ts folderReadFloor's in-page pass), in phases: the
 * time until the sizes are known, and the whole pass.
 */
async function floorSplit(browser: Browser, cdp: CDPSession): Promise<Split> {
  const page = await browser.newPage();
  const renderers = await rendererPids(cdp);
  const cpuNow = () => renderers.reduce((n, pid) => n + cpuOf(pid), 0);
  await page.setContent('<input type="file" multiple webkitdirectory>');
  await page.evaluate(FOLDER_FLOOR_PASS);
  await page.waitForTimeout(PAGE_OPEN_MS);
  const pass = async () => {
    await page.evaluate('globalThis.__floor = 0; globalThis.__t0 = performance.now()');
    await page.locator('input').setInputFiles(folder);
    await page.waitForFunction(() => (globalThis as unknown as { __floor: number }).__floor > 0, null, {
      polling: 20,
    });
    return (await page.evaluate('({ total: globalThis.__floor, sized: globalThis.__floorSized })')) as {
      total: number;
      sized: number;
    };
  };
  await pass();
  await page.waitForTimeout(PAGE_OPEN_MS);
  const cpu0 = cpuNow();
  const threads0 = threadsOf(renderers);
  const { total, sized } = await pass();
  // Polled: up to 20 ms late, and the CPU clock counts in steps of 10 ms.
  const cpu = cpuNow() - cpu0;
  const threads = threadsOf(renderers, threads0);
  await page.close();
  return { total, before: sized, after: total - sized, cpu, threads };
}

async function rendererPids(cdp: CDPSession): Promise<number[]> {
  const { processInfo } = await cdp.send('SystemInfo.getProcessInfo');
  return processInfo.filter((p) => p.type === 'renderer').map((p) => p.id);
}

const servers = await Promise.all(dists.map((d) => serveStatic(resolve(d))));
const browser = await launchChromium();
const cdp = await browser.newBrowserCDPSession();
const imports: Split[][] = dists.map(() => []);
const floors: Split[] = [];
const load: string[] = [];
try {
  for (let i = 0; i < RUNS; i++) {
    // Each round starts with the next build, so no build always runs first.
    for (let j = 0; j < servers.length; j++) {
      const k = (i + j) % servers.length;
      load.push(loadavg()[0]!.toFixed(1));
      let cpuNow = () => 0;
      let cpuAtReady = 0;
      let renderers: number[] = [];
      let threads0: Record<string, number> = {};
      let threads: Record<string, number> = {};
      const { context, page } = await openImportPage(browser, servers[k]!.url, () => {
        cpuAtReady = cpuNow();
        threads = threadsOf(renderers, threads0);
      });
      renderers = await rendererPids(cdp);
      cpuNow = () => renderers.reduce((n, pid) => n + cpuOf(pid), 0);
      // The app clears its marks at once (timeline-mark.ts); an observer still sees them.
      await page.evaluate(`new PerformanceObserver((list) => {
        for (const e of list.getEntries()) if (e.name === 'diskscope:plan start') globalThis.__plan = e.startTime;
      }).observe({ type: 'mark' })`);
      await warmUp(page, folder);
      const cpu0 = cpuNow();
      threads0 = threadsOf(renderers);
      const run = await timeFolderImport(page, folder, false, cpuNow);
      const plan = (await page.evaluate('globalThis.__plan')) as number;
      const before = plan - run.t0;
      imports[k]!.push({
        total: run.readyMs,
        before,
        after: run.readyMs - before,
        cpu: cpuAtReady - cpu0,
        threads,
      });
      await context.close();
    }
    floors.push(await floorSplit(browser, cdp));
  }
} finally {
  await browser.close();
  for (const server of servers) await server.close();
}
const ms = (x: number) => x.toFixed(0);
const line = (label: string, xs: number[]) => `${label} median ${ms(median(xs))} (${xs.map(ms).join(', ')})`;
console.log(
  `${folder}, warm pages, ${RUNS} rounds; 1-minute load average before each import: ${load.join(', ')}`,
);
const print = (name: string, runs: Split[]) => {
  console.log(`${name}:`);
  const figures: [string, (r: Split) => number][] = [
    ['total', (r) => r.total],
    ['hand-over + sizes', (r) => r.before],
    ['after the sizes', (r) => r.after],
    ['renderer CPU to the end', (r) => r.cpu],
  ];
  for (const [label, of] of figures) console.log(`  ${line(label, runs.map(of))} ms`);
  // By kind of thread (the page's main thread has the renderer's name), those of 10 ms or more.
  const kinds = [...new Set(runs.flatMap((r) => Object.keys(r.threads)))].sort();
  for (const kind of kinds) {
    const xs = runs.map((r) => r.threads[kind] ?? 0);
    if (median(xs) >= 10) console.log(`    ${line(kind, xs)} ms`);
  }
};
print('floor', floors);
for (const [k, d] of dists.entries()) {
  print(`${String.fromCharCode(65 + k)} ${d}`, imports[k]!);
  const f = median(floors.map((r) => r.total));
  const fa = median(floors.map((r) => r.after));
  console.log(
    `  ÷ floor: total ${(median(imports[k]!.map((r) => r.total)) / f).toFixed(2)}×, ` +
      `after the sizes ${(median(imports[k]!.map((r) => r.after)) / fa).toFixed(2)}× (medians)`,
  );
}
