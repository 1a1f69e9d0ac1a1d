// Two builds of the site importing bench:peers' folder (100 disk folders × 6 fio JSON files, 601
// files) in the same Chromium, alternated run by run (A, B, A, B, …), each on a fresh page and on a
// warm one (the folder imported once and removed first: peers11-folder.ts), with the read floor in
// both states measured in the same runs: every run and the medians of the wall time from the
// hand-over to the dataset on the page (`ready`) and to the status line's "done", and of the
// renderers' CPU (page, workers, V8's helpers; every renderer process of the browser) until then.
//
//   npx tsx scripts/bench/peers11-folder-ab.ts <dist A> <dist B>   (BENCH_RUNS pairs, default 3)
//
// A measuring tool: it asserts nothing.
import { resolve } from 'node:path';
import { loadavg } from 'node:os';
import { launchChromium, serveStatic } from '../../tests/e2e/harness';
import { cpuOf } from './import-run';
import { folderReadFloor, jsonFolders, openImportPage, timeFolderImport, warmUp } from './peers11-folder';

const [distA, distB] = process.argv.slice(2);
if (!distA || !distB) throw new Error('usage: peers11-folder-ab.ts <dist A> <dist B>');
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const folder = jsonFolders(Number(process.env.BENCH_PEER_DISKS ?? 100));
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)]!;
const s = (ms: number) => (ms / 1000).toFixed(3);

interface Run {
  readyMs: number;
  doneMs: number;
  readyCpuMs: number;
  doneCpuMs: number;
}
const servers = [await serveStatic(resolve(distA)), await serveStatic(resolve(distB))];
const browser = await launchChromium();
const cdp = await browser.newBrowserCDPSession();
const runs = { fresh: [[], []] as Run[][], warm: [[], []] as Run[][] };
const floors = { fresh: [] as number[], warm: [] as number[] };
const load: string[] = [];
try {
  for (let i = 0; i < RUNS; i++) {
    for (const [k, server] of servers.entries())
      for (const state of ['fresh', 'warm'] as const) {
        load.push(loadavg()[0]!.toFixed(1));
        let cpuNow = () => 0;
        let cpuAtReady = 0;
        const { context, page } = await openImportPage(browser, server.url, () => (cpuAtReady = cpuNow()));
        const renderers = (await cdp.send('SystemInfo.getProcessInfo')).processInfo
          .filter((p) => p.type === 'renderer')
          .map((p) => p.id);
        cpuNow = () => renderers.reduce((n, pid) => n + cpuOf(pid), 0);
        if (state === 'warm') await warmUp(page, folder);
        const cpu0 = cpuNow();
        const run = await timeFolderImport(page, folder, false, cpuNow);
        runs[state][k]!.push({ ...run, readyCpuMs: cpuAtReady - cpu0, doneCpuMs: run.cpuMs });
        await context.close();
      }
    floors.fresh.push(await folderReadFloor(browser, folder, false));
    floors.warm.push(await folderReadFloor(browser, folder, true));
  }
} finally {
  await browser.close();
  for (const server of servers) await server.close();
}
console.log(
  `${folder}: ${RUNS} runs each, alternated; 1-minute load average before each: ${load.join(', ')}`,
);
const line = (label: string, xs: number[], floor?: number) =>
  `${label} median ${s(median(xs))} s${floor ? ` (${(median(xs) / floor).toFixed(2)}× floor)` : ''}; runs ${xs.map(s).join(', ')}`;
for (const state of ['fresh', 'warm'] as const) {
  const f = median(floors[state]);
  console.log(`  ${state}: ${line('read floor', floors[state])}`);
  for (const [k, name] of [distA, distB].entries()) {
    const rs = runs[state][k]!;
    console.log(`    ${k === 0 ? 'A' : 'B'} ${name}`);
    const figures: [string, number[], number?][] = [
      ['ready', rs.map((r) => r.readyMs), f],
      ['done ', rs.map((r) => r.doneMs), f],
      ['renderer CPU to ready', rs.map((r) => r.readyCpuMs)],
      ['renderer CPU to done ', rs.map((r) => r.doneCpuMs)],
    ];
    for (const [label, xs, floor] of figures) console.log(`      ${line(label, xs, floor)}`);
  }
}
