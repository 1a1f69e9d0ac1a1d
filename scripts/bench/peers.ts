// `npm run bench:peers`: diskscope against fio-plot (https://github.com/louwrentius/fio-plot), the
// tool people reach for to chart fio results, on the same files, end to end:
//   (a) a bar chart comparing 100 disk folders of fio JSON: `fio-plot -C` on the folders vs the
//       same folders picked in the page (folder input), the disks selected and the Compare view
//       drawn;
//   (b) a line chart of a ten-million-line per-I/O latency log: `fio-plot -g` vs the same file
//       uploaded in the page and its Logs chart drawn.
// fio-plot (pinned FIO_PLOT below) is installed from PyPI with pip into a virtual environment
// under the bench cache folder. The inputs are the real fixtures (tests/fixtures/fio/
// local_ssd_1, fio 3.x JSON; the per-I/O log of scripts/bench/log-file.ts), copied. fio-plot's
// time is the wall time of its process (Python start-up included: that is what its user waits
// for); diskscope's is measured in the page, an open page (as a reader's is before picking files):
// for (a) from handing the folder to the page until the import is done, plus from the Compare
// click until its first chart is drawn (the reader's filtering and ticking in between are not
// timed, as fio-plot's command line is not); for (b) from handing the log to the page until its
// chart is drawn. (a)'s import is also compared with the browser's floor for the same folder
// (peers11-folder.ts), both on fresh pages and both on warm ones (the same folder handed over
// once first, untimed), the warm ratio being the headline. The charts are run BENCH_PEER_RUNS
// times (1 by default: fio-plot on the log takes minutes and GBs); the folder import and its floor,
// which take a second, BENCH_FOLDER_RUNS times (5), alternated; every run printed.
// Prints figures, asserts nothing.
import { execFileSync, spawnSync } from 'node:child_process';
import {
  closeSync,
  existsSync,
  linkSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  readSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { DIST, launchChromium, ROOT, serveStatic } from '../../tests/e2e/harness';
import { BENCH_CACHE, benchLog } from './log-file';
import { PAGE_ROWS } from '../../src/views/common/page-range';
import { measureLogRun } from './logs-render';
import {
  folderReadFloor,
  jsonFolders,
  openImportPage,
  PAGE_OPEN_MS,
  PEERS,
  timeFolderImport,
} from './peers11-folder';

const FIO_PLOT = 'fio-plot==1.1.21';
const RUNS = Number(process.env.BENCH_PEER_RUNS ?? 1);
/**
 * Folder import and floor pairs, fresh and warm: a second each, so more of them than of the charts.
 * One pair each gave 0.99× and 1.37× on two evenings with the same import code (sessions 16, 17).
 */
const FOLDER_RUNS = Number(process.env.BENCH_FOLDER_RUNS ?? 5);
const DISKS = Number(process.env.BENCH_PEER_DISKS ?? 100);
const LINES = Number(process.env.BENCH_PEER_LINES ?? 10_000_000);
/** BENCH_PEER_ONLY=a or =b runs one of the two charts (fio-plot's log graph alone takes minutes). */
const ONLY = process.env.BENCH_PEER_ONLY;
const doA = ONLY !== 'b';
const doB = ONLY !== 'a';
const VENV = path.join(BENCH_CACHE, 'fio-plot-venv');
const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)]!;

function installFioPlot(): string {
  const bin = path.join(VENV, 'bin', 'fio-plot');
  const stamp = path.join(VENV, 'diskscope-pinned');
  if (existsSync(bin) && existsSync(stamp) && readFileSync(stamp, 'utf8') === FIO_PLOT) return bin;
  console.log(`  installing ${FIO_PLOT} into ${VENV}`);
  execFileSync('python3', ['-m', 'venv', VENV], { stdio: 'inherit' });
  execFileSync(path.join(VENV, 'bin', 'pip'), ['install', '-q', FIO_PLOT], { stdio: 'inherit' });
  writeFileSync(stamp, FIO_PLOT);
  return bin;
}

/** fio-plot finds a log only by its name: `<rw>-iodepth-<qd>-numjobs-<nj>_<type>.<n>.log`. */
function logFolder(): { dir: string; file: string } {
  const log = benchLog(`perio-${LINES}_lat.1.log`, LINES);
  const dir = path.join(PEERS, `log-${LINES}`);
  const file = path.join(dir, 'randread-iodepth-1-numjobs-1_lat.1.log');
  mkdirSync(dir, { recursive: true });
  if (!existsSync(file)) linkSync(log.path, file);
  return { dir, file };
}

/** Wall time, CPU time (user + system) and peak RSS of one fio-plot run. */
function timeProcess(bin: string, args: string[], cwd: string): { ms: number; cpuMs: number; rssMb: number } {
  const t0 = performance.now();
  const r = spawnSync('/usr/bin/time', ['-f', '%M %U %S', bin, ...args], { cwd, encoding: 'utf8' });
  const ms = performance.now() - t0;
  if (r.status !== 0) throw new Error(`fio-plot failed (${r.status}): ${r.stdout}\n${r.stderr}`);
  const [kb, user, sys] = (r.stderr.trim().split('\n').pop() ?? '').split(' ').map(Number);
  return { ms, cpuMs: ((user ?? 0) + (sys ?? 0)) * 1000, rssMb: (kb ?? 0) / 1024 };
}

/**
 * Reads every file under `paths` once, untimed and in slices (the log is GBs on request), so that
 * fio-plot, diskscope and the floor all read their inputs from the OS page cache, not the disk.
 */
function intoPageCache(paths: string[]): void {
  const slice = Buffer.alloc(4 * 1024 * 1024);
  const read = (p: string): void => {
    if (statSync(p).isDirectory()) return readdirSync(p).forEach((name) => read(path.join(p, name)));
    const fd = openSync(p, 'r');
    try {
      while (readSync(fd, slice, 0, slice.length, null) > 0);
    } finally {
      closeSync(fd);
    }
  };
  paths.forEach(read);
}

const row = (cells: string[]) =>
  console.log(`  ${cells[0]!.padEnd(44)} ${cells[1]!.padEnd(22)} ${cells[2]!.padEnd(22)} ${cells[3] ?? ''}`);

console.log('diskscope vs fio-plot on the same files (wall time, end to end)');
const bin = installFioPlot();
const version = execFileSync(path.join(VENV, 'bin', 'pip'), ['show', 'fio-plot'], { encoding: 'utf8' }).match(
  /Version: (.*)/,
)?.[1];
const folders = jsonFolders(DISKS);
const disks = readdirSync(folders)
  .filter((d) => d.startsWith('peer_'))
  .sort((a, b) => Number(a.split('_').pop()) - Number(b.split('_').pop()));
const log = logFolder();
intoPageCache([...(doA ? [folders] : []), ...(doB ? [log.file] : [])]);
console.log(`  fio-plot ${version} (${VENV})`);
console.log(
  '  (the inputs were read once, untimed, before the runs: every tool reads them from the OS page cache)',
);
console.log(`  (a) ${disks.length} disk folders × 6 fio JSON files (4k): ${folders}`);
console.log(`  (b) ${LINES.toLocaleString('en')}-line per-I/O latency log: ${log.file}`);

if (!(process.env.BENCH_NO_BUILD === '1' && existsSync(path.join(DIST, 'index.html')))) {
  const run = (args: string[]) =>
    execFileSync('npx', args, { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  run(['tsx', 'scripts/build-data.ts']);
  run(['vite', 'build', '--logLevel', 'error']);
}
const out = path.join(PEERS, 'out');
mkdirSync(out, { recursive: true });

// (a) fio-plot: one bar chart of the 100 folders' 4k randread at QD32 (IOPS and latency bars).
const plotCompare: { ms: number; cpuMs: number; rssMb: number }[] = [];
for (let r = 0; r < RUNS && doA; r++)
  plotCompare.push(
    timeProcess(
      bin,
      [
        '-i',
        ...disks.map((d) => path.join(folders, d)),
        '-T',
        'compare',
        '-C',
        '-r',
        'randread',
        '-d',
        '32',
        '-n',
        '1',
        '-o',
        path.join(out, 'compare.png'),
      ],
      out,
    ),
  );
// (b) fio-plot: the log graph of the latency log.
const plotLog: { ms: number; cpuMs: number; rssMb: number }[] = [];
for (let r = 0; r < RUNS && doB; r++)
  plotLog.push(
    timeProcess(
      bin,
      [
        '-i',
        log.dir,
        '-T',
        'lat',
        '-g',
        '-r',
        'randread',
        '-d',
        '1',
        '-n',
        '1',
        '-t',
        'lat',
        '-o',
        path.join(out, 'log.png'),
      ],
      out,
    ),
  );

const server = await serveStatic(DIST);
const browser = await launchChromium();
const oursCompare: number[] = [];
const oursUpload: number[] = [];
const oursChart: number[] = [];
const oursWall: number[] = [];
const oursLog: number[] = [];
/**
 * Fresh pages, alternated with the floor: folder handed over → the app's `diskscope:dataset ready`
 * mark (parsed and merged, not drawn), and → import done.
 */
const freshReady: number[] = [];
const freshDone: number[] = [];
const readFloor: number[] = [];
/** The same on a warm page: the folder handed over once first, untimed (see peers11-folder.ts). */
const warmReady: number[] = [];
const warmDone: number[] = [];
const warmFloor: number[] = [];
try {
  for (let r = 0; r < RUNS; r++) {
    if (doB) {
      const l = await measureLogRun(browser, server.url, log.file, LINES, 1);
      oursLog.push(l.importMs + l.firstRenderMs[0]!);
    }
    if (!doA) continue;
    // (a) on a fresh page: a reader opens the page, waits PAGE_OPEN_MS, picks the folder.
    const { context, page } = await openImportPage(browser, server.url);
    const wall0 = performance.now();
    const { doneMs } = await timeFolderImport(page, folders, false);
    // The reader's steps (close the report, filter, tick the disks) are not timed: fio-plot's
    // command line is not timed either.
    if (await page.locator('.report-header button').isVisible())
      await page.locator('.report-header button').click();
    await page.locator('[data-view=overview] input[type=search]').fill('peer');
    // The table's data-disks counts every disk; the filtered rows are the uploaded ones.
    await page.waitForFunction(
      (n) => {
        const rows = [...document.querySelectorAll('[data-view=overview] tbody tr')];
        return rows.length === n && rows.every((r) => /peer/.test(r.textContent ?? ''));
      },
      // The table draws its first page of rows.
      Math.min(disks.length, PAGE_ROWS),
      { timeout: 60000 },
    );
    await page.locator('[data-view=overview] thead input[type=checkbox]').check();
    const clickAt = (await page.evaluate(
      `(document.querySelectorAll('[data-view=overview] .view-actions button')[1].click(), performance.now())`,
    )) as number;
    await page.waitForFunction(
      () => (globalThis as unknown as { __peer: { chart: number } }).__peer.chart > 0,
      null,
      {
        timeout: 60000,
        polling: 50,
      },
    );
    const chartAt = (await page.evaluate('globalThis.__peer.chart')) as number;
    oursUpload.push(doneMs);
    oursChart.push(chartAt - clickAt);
    oursWall.push(performance.now() - wall0);
    oursCompare.push(doneMs + (chartAt - clickAt));
    await context.close();
  }
  for (let r = 0; r < FOLDER_RUNS && doA; r++) {
    const fresh = await openImportPage(browser, server.url);
    const f = await timeFolderImport(fresh.page, folders, false);
    freshReady.push(f.readyMs);
    freshDone.push(f.doneMs);
    await fresh.context.close();
    readFloor.push(await folderReadFloor(browser, folders, false));
    // The same import on a warm page (imported once and removed first), and the floor warm too.
    const warm = await openImportPage(browser, server.url);
    const w = await timeFolderImport(warm.page, folders, true);
    warmReady.push(w.readyMs);
    warmDone.push(w.doneMs);
    await warm.context.close();
    warmFloor.push(await folderReadFloor(browser, folders, true));
  }
} finally {
  await browser.close();
  await server.close();
}

console.log('');
row(['chart', 'fio-plot', 'diskscope', 'fio-plot / diskscope (goal ≥ 10×)']);
if (doA)
  row([
    `(a) bar chart comparing ${disks.length} disk folders of fio JSON`,
    `${s(median(plotCompare.map((p) => p.ms)))} (CPU ${s(median(plotCompare.map((p) => p.cpuMs)))}, ${Math.max(...plotCompare.map((p) => p.rssMb)).toFixed(0)} MB RSS)`,
    s(median(oursCompare)),
    `${(median(plotCompare.map((p) => p.ms)) / median(oursCompare)).toFixed(1)}×`,
  ]);
if (doB)
  row([
    `(b) line chart of the ${(LINES / 1e6).toFixed(0)}M-line per-I/O log`,
    `${s(median(plotLog.map((p) => p.ms)))} (CPU ${s(median(plotLog.map((p) => p.cpuMs)))}, ${Math.max(...plotLog.map((p) => p.rssMb)).toFixed(0)} MB RSS)`,
    s(median(oursLog)),
    `${(median(plotLog.map((p) => p.ms)) / median(oursLog)).toFixed(1)}×`,
  ]);
console.log(
  `  runs: fio-plot (a) ${plotCompare.map((p) => s(p.ms)).join(', ')}; (b) ${plotLog.map((p) => s(p.ms)).join(', ')}; ` +
    `diskscope (a) ${oursCompare.map(s).join(', ')}; (b) ${oursLog.map(s).join(', ')}`,
);
if (doA)
  console.log(
    `  diskscope (a) = folder handed to the page → import done (${oursUpload.map(s).join(', ')}) + Compare clicked → ` +
      `first chart drawn (${oursChart.map(s).join(', ')}); with the untimed reader's steps and the test driver's ` +
      `round trips the runs took ${oursWall.map(s).join(', ')} of wall time`,
  );
if (doA) {
  const ratio = (a: number[], b: number[]) => (median(a) / median(b)).toFixed(2);
  console.log(
    `  the browser's own floor for (a): a blank page, open ${PAGE_OPEN_MS / 1000} s like the import's, handed the same ` +
      `folder, reading every file and JSON.parse-ing the JSON ones, nothing else: ${readFloor.map(s).join(', ')} ` +
      `(median ${s(median(readFloor))}; fio-plot / floor = ${(median(plotCompare.map((p) => p.ms)) / median(readFloor)).toFixed(1)}×)`,
  );
  // Like with like: the floor reads and parses, the import reads, parses and builds the dataset;
  // neither draws ("done" includes drawing the overview: printed beside it). Both in the same
  // state: the headline on warm pages (each has handed over the same folder once, untimed: the
  // import imported it and removed it, the floor read and parsed it), so neither pays for
  // compiling its code while timed; the fresh pages' ratio (the import's workers never run, the
  // floor's few lines nothing to compile) beside it.
  console.log(
    `  diskscope folder import / floor, warm pages (the same folder handed over once first, untimed; the ` +
      `import's upload removed again): ${ratio(warmReady, warmFloor)}× (goal ≤ 1.3×; folder handed over → dataset ` +
      `on the page ${warmReady.map(s).join(', ')}, median ${s(median(warmReady))}; floor ${warmFloor.map(s).join(', ')}, ` +
      `median ${s(median(warmFloor))}; wall / wall, medians, alternated run by run); until "import done", the ` +
      `overview drawn: ${ratio(warmDone, warmFloor)}× (${warmDone.map(s).join(', ')})`,
  );
  console.log(
    `  the same on fresh pages (open ${PAGE_OPEN_MS / 1000} s, nothing handed over before): ` +
      `${ratio(freshReady, readFloor)}× (dataset on the page ${freshReady.map(s).join(', ')}, median ` +
      `${s(median(freshReady))}; floor as above); until "import done": ${ratio(freshDone, readFloor)}× ` +
      `(${freshDone.map(s).join(', ')})`,
  );
}
console.log(`  fio-plot's PNGs: ${out}`);
console.log(`  What fio-plot needed that diskscope did not:
    - "numjobs" in each JSON file's job options (fio writes it only when the job file sets it; these
      real runs did not, so the copies got "numjobs": "1" added, else fio-plot finds no matching file);
    - the rw, iodepth and numjobs of the wanted runs on its command line (-r -d -n), one chart per
      combination, and one block size per folder (-C fails on a folder holding 4k and 128k runs of the
      same rw/iodepth); diskscope reads all of it from the files and draws every run it finds;
    - for logs, its file-naming convention <rw>-iodepth-<qd>-numjobs-<nj>_<type>.<n>.log (the log was
      renamed; diskscope takes any PREFIX_lat.N.log and reads rw/QD from the run's JSON when present);
    - for logs, the whole file in memory as Python dicts (see its RSS above); diskscope keeps a summary.`);
