// `npm run bench`: the import benchmark (issue 4), then every other scripts/bench-*.ts section.
// Prints figures beside their targets; asserts nothing. BENCH_COPIES sets the archive size
// (default 100 copies ≈ 173 MB uncompressed); BENCH_NO_BUILD=1 reuses dist/.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { cpus } from 'node:os';
import { makeBenchArchive, makeBenchTarGz } from './bench/archive';
import { measureBundle } from './bench/bundle-size';
import { floorWithDecompressionStream, floorWithFflate, type FloorResult } from './bench/floor';
import { cpuOf, runImport, type ImportRun } from './bench/import-run';
import { NATIVE_INFLATE_FROM } from '../src/ingest/archive/zip-member';
import { DIST, launchChromium, ROOT, serveStatic, SHARED_FIXTURES } from '../tests/e2e/harness';

const MB = 1e6;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const mb = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
/** Chromium's thread names as the bench prints them (others as they are). */
const THREAD_LABELS: Record<string, string> = {
  chromium: 'page',
  DedicatedWorker: 'workers',
  ThreadPoolForeg: 'V8 pool (compilers, GC)',
};
const row = (label: string, value: string, target = '') =>
  console.log(`  ${label.padEnd(34)} ${value.padEnd(26)} ${target}`);

function build(): void {
  if (process.env.BENCH_NO_BUILD === '1' && existsSync(join(DIST, 'index.html'))) return;
  const run = (args: string[]) =>
    execFileSync('npx', args, { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  run(['tsx', 'scripts/build-data.ts']);
  run(['vite', 'build', '--logLevel', 'error']);
}

async function importBench(): Promise<void> {
  const copies = Number(process.env.BENCH_COPIES ?? 100);
  console.log('diskscope import benchmark');
  build();
  const archive = makeBenchArchive(SHARED_FIXTURES, resolve(ROOT, '.bench'), copies);
  console.log(
    `  archive: ${archive.path} — ${archive.files} files, ${archive.disks} disk folders, ` +
      `${mb(archive.uncompressedBytes)} uncompressed, ${mb(archive.zipBytes)} zipped`,
  );
  const server = await serveStatic(DIST, { '/bench/': resolve(ROOT, '.bench') });
  const browser = await launchChromium(['--enable-precise-memory-info']);
  try {
    // This VM's timings wander by ±30 % from run to run: the import runs BENCH_RUNS times (the
    // median is reported, each run printed) and each floor as often (its best is the floor).
    const runs: ImportRun[] = [];
    for (let i = 0; i < RUNS; i++)
      runs.push(await runImport(browser, server.url, archive.path, archive.disks));
    const byTime = [...runs].sort((a, b) => a.ms - b.ms);
    const run = byTime[Math.floor((byTime.length - 1) / 2)]!;
    const page = await browser.newPage();
    await page.addInitScript('globalThis.__name = (f) => f;');
    // A blank page on the same origin, so the floor can fetch the archive.
    writeFileSync(resolve(ROOT, '.bench/blank.html'), '<!doctype html><title>decode floor</title>');
    await page.goto(`${server.url}bench/blank.html`);
    await page.addScriptTag({ path: resolve(ROOT, 'node_modules/fflate/umd/index.js') });
    const zipUrl = `${server.url}bench/${archive.path.split('/').pop()}`;
    // The floor's own renderer CPU, beside its time (information only: the target divides the
    // import's CPU by the floor's time, as it always has).
    const browserCdp = await browser.newBrowserCDPSession();
    const renderers = (await browserCdp.send('SystemInfo.getProcessInfo')).processInfo
      .filter((p) => p.type === 'renderer')
      .map((p) => p.id);
    const cpuNow = () => renderers.reduce((n, pid) => n + cpuOf(pid), 0);
    const best = async (measure: () => Promise<FloorResult>): Promise<FloorResult & { cpuMs: number }> => {
      let out: (FloorResult & { cpuMs: number }) | undefined;
      for (let i = 0; i < RUNS; i++) {
        const before = cpuNow();
        const r = await measure();
        if (!out || r.ms < out.ms) out = { ...r, cpuMs: cpuNow() - before };
      }
      return out!;
    };
    const native = await best(() => page.evaluate(floorWithDecompressionStream, { url: zipUrl }));
    const sync = await best(() => page.evaluate(floorWithFflate, zipUrl));
    const hybrid = await best(() =>
      page.evaluate(floorWithDecompressionStream, { url: zipUrl, nativeFrom: NATIVE_INFLATE_FROM }),
    );
    await page.close();
    const floorMs = Math.min(native.ms, sync.ms, hybrid.ms);
    const bestFloor = [native, sync, hybrid].find((f) => f.ms === floorMs)!;
    const secs = run.ms / 1000;
    const worstTask = Math.max(...runs.map((r) => Math.max(r.longTasks[0] ?? 0, r.renders[0] ?? 0)));
    const heapGrowth = Math.max(...runs.map((r) => r.mainHeapPeak - r.mainHeapBefore));
    const rssGrowth = Math.max(...runs.map((r) => r.rendererRssPeak - r.rendererRssBefore));
    console.log(`\n  import (${run.status}): ${run.summary}`);
    if (run.firstError) console.log(`  FIRST FILE ERROR: ${run.firstError}`);
    row('import runs', runs.map((r) => `${(r.ms / 1000).toFixed(2)} s`).join(', '));
    row('end to end (median run)', `${secs.toFixed(2)} s`);
    row(
      'throughput (uncompressed)',
      `${(archive.uncompressedBytes / MB / secs).toFixed(1)} MB/s`,
      'target ≥ 100 MB/s',
    );
    row('throughput (zip bytes)', `${(archive.zipBytes / MB / secs).toFixed(1)} MB/s`);
    row('decode floor, DecompressionStream', `${native.ms.toFixed(0)} ms (${native.jsonParsed} JSON)`);
    row('decode floor, fflate unzipSync', `${sync.ms.toFixed(0)} ms (${sync.jsonParsed} JSON)`);
    row('decode floor, each member the faster', `${hybrid.ms.toFixed(0)} ms (${hybrid.jsonParsed} JSON)`);
    row(
      'best floor: renderer CPU',
      `${(bestFloor.cpuMs / 1000).toFixed(2)} s`,
      `beside its ${(floorMs / 1000).toFixed(2)} s; information only`,
    );
    row('import / best floor', `${(run.ms / floorMs).toFixed(2)}×`, 'target ≤ 1.5×');
    row('import workers', `${run.workers}`, 'alive at the end; the floors use one thread');
    // CPU time of the renderer (page, workers and V8's GC helpers) says how much work the import
    // is, apart from how the cores were shared; CPU / wall is how many cores it kept busy.
    row(
      'renderer CPU during import (median run)',
      `${(run.cpuMs / 1000).toFixed(2)} s`,
      `${(run.cpuMs / run.ms).toFixed(2)} cores busy of ${cpus().length}`,
    );
    // Where it went: the page's main thread (named after the process), the ingest workers, and
    // the pool that runs V8's compilers and garbage-collection helpers.
    row(
      '  by thread (same run)',
      Object.entries(run.cpuThreads)
        .sort((a, b) => b[1] - a[1])
        .filter(([, ms]) => ms >= 20)
        .map(([name, ms]) => `${THREAD_LABELS[name] ?? name} ${(ms / 1000).toFixed(2)}`)
        .join(', '),
    );
    row(
      'renderer CPU / best floor',
      `${(run.cpuMs / floorMs).toFixed(2)}×`,
      'target ≤ 2× (steadier than wall time on a busy machine)',
    );
    row(
      'longest main-thread block (any run)',
      `${worstTask.toFixed(0)} ms`,
      'task or rendering update; target ≤ 100 ms',
    );
    const top = (ms: number[]) =>
      `${ms.length}: ${ms
        .slice(0, 5)
        .map((t) => t.toFixed(0))
        .join(', ')}`;
    for (const [i, r] of runs.entries()) {
      row(`long tasks (≥ 50 ms), run ${i + 1}`, top(r.longTasks));
      row(`rendering updates (≥ 20 ms), run ${i + 1}`, top(r.renders), 'style, layout, paint');
    }
    row('main-thread JS heap growth (max)', `+${mb(heapGrowth)}`);
    row('renderer process RSS growth (max)', `+${mb(rssGrowth)}`, 'page + workers');
    row(
      'peak growth / input',
      `${(Math.max(heapGrowth, rssGrowth) / archive.uncompressedBytes).toFixed(2)}×`,
      'target < 3×',
    );
    // The same files as one tar.gz (not a target of the issue; users have these too): no directory to plan from, so every worker streams it through.
    const tgz = await makeBenchTarGz(SHARED_FIXTURES, resolve(ROOT, '.bench'), copies);
    const tgzRuns: ImportRun[] = [];
    for (let i = 0; i < RUNS; i++) tgzRuns.push(await runImport(browser, server.url, tgz.path, tgz.disks));
    const tgzRun = [...tgzRuns].sort((a, b) => a.ms - b.ms)[Math.floor((RUNS - 1) / 2)]!;
    if (tgzRun.firstError) console.log(`  FIRST FILE ERROR (tar.gz): ${tgzRun.firstError}`);
    const tgzWorst = Math.max(...tgzRuns.map((r) => Math.max(r.longTasks[0] ?? 0, r.renders[0] ?? 0)));
    const tgzRss = Math.max(...tgzRuns.map((r) => r.rendererRssPeak - r.rendererRssBefore));
    row(
      `same files as .tar.gz (${mb(tgz.zipBytes)})`,
      tgzRuns.map((r) => `${(r.ms / 1000).toFixed(2)} s`).join(', '),
    );
    row(
      '  .tar.gz median, throughput',
      `${(tgzRun.ms / 1000).toFixed(2)} s, ${(tgz.uncompressedBytes / MB / (tgzRun.ms / 1000)).toFixed(1)} MB/s`,
      `${tgzRun.workers} workers; ${(tgzRun.cpuMs / 1000).toFixed(2)} s renderer CPU`,
    );
    row('  .tar.gz longest main-thread block', `${tgzWorst.toFixed(0)} ms`);
    row('  .tar.gz peak growth / input', `${(tgzRss / tgz.uncompressedBytes).toFixed(2)}×`, 'renderer RSS');
  } finally {
    await browser.close();
    await server.close();
  }
  const size = measureBundle(DIST);
  console.log('\n  built JS (gzip -9)');
  row('initial (entry + preloads)', kb(size.initialGz), 'target ≤ 350 KiB');
  row('lazy (views, charts, worker)', kb(size.lazyGz));
  for (const c of [...size.lazy].sort((a, b) => b.gz - a.gz).slice(0, 6)) row(`    ${c.file}`, kb(c.gz));
}

await importBench();
// Other sections (scripts/bench-*.ts) belong to other parts of diskscope; each runs on its own.
// BENCH_IMPORT_ONLY=1 stops here (for iterating on the import path).
for (const file of readdirSync(resolve(ROOT, 'scripts'))
  .filter((f) => /^bench-.+\.ts$/.test(f) && process.env.BENCH_IMPORT_ONLY !== '1')
  .sort()) {
  console.log(`\n== ${file} ==`);
  execFileSync('npx', ['tsx', `scripts/${file}`], { cwd: ROOT, stdio: 'inherit' });
}
