// The folder import of `npm run bench:peers` (a) and its floor, measured the same way in two
// states, so a ratio compares like with like:
//   fresh — a page opened PAGE_OPEN_MS before the folder is handed over (code loaded, idle, the
//           ingest workers started but never run: their code is compiled while it is timed);
//   warm  — the same page after the same folder was handed over once, untimed: for diskscope the
//           folder imported and then removed with the uploads list's remove button (as
//           import-run.ts's removeWarmUp does), for the floor the same read-and-parse pass once.
// Times run from just before the folder is handed to the input (Playwright's setInputFiles: the
// browser builds the File list) until the app's `diskscope:dataset ready` mark (parsed, merged and
// summarised, not drawn) and until the status line says the import is done (the overview drawn);
// for the floor until every file is read and every JSON file parsed. Used by peers.ts and by
// peers11-folder-ab.ts (two builds alternated). A measuring tool: it asserts nothing.
import { linkSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { OWN_FIXTURES } from '../../tests/e2e/harness';
import { BENCH_CACHE } from './log-file';
import { removeUploads } from './remove-uploads';

/** How long a page is open before the folder is handed over (a reader opens it, then picks). */
export const PAGE_OPEN_MS = 2000;
export const PEERS = path.join(BENCH_CACHE, 'peers');

/**
 * `disks` disk folders, each a copy of the 4k runs of the real fio run local_ssd_1 (6 fio JSON files:
 * randread, randwrite, randrw at QD1 and QD32). fio-plot -C picks files by rw, iodepth and numjobs
 * only, and fails when a folder holds several block sizes of the same run (it drew 12 bars for 3
 * labels and stopped), so each folder holds one block size. It also only takes a file whose job
 * options hold `numjobs`; fio writes that only when the job file sets it, which these runs did not
 * (numjobs defaults to 1), so the copies get `"numjobs": "1"` added. diskscope reads the same copies.
 * A file `.complete` beside the folders marks them built (it is handed over too: 601 files).
 */
export function jsonFolders(disks: number): string {
  const root = path.join(PEERS, `json-${disks}`);
  const done = path.join(root, '.complete');
  if (existsSync(done)) return root;
  rmSync(root, { recursive: true, force: true });
  const src = path.join(OWN_FIXTURES, 'fio/local_ssd_1');
  const files = readdirSync(src).filter((f) => f.endsWith('.json') && f.includes('-4k-'));
  const first = path.join(root, 'peer_ssd_1');
  mkdirSync(first, { recursive: true });
  for (const f of files) {
    const doc = JSON.parse(readFileSync(path.join(src, f), 'utf8')) as {
      jobs: { 'job options': Record<string, string> }[];
    };
    for (const job of doc.jobs) job['job options'].numjobs ??= '1';
    writeFileSync(path.join(first, f), JSON.stringify(doc, null, 2));
  }
  for (let i = 2; i <= disks; i++) {
    const dir = path.join(root, `peer_ssd_${i}`);
    mkdirSync(dir);
    for (const f of files) linkSync(path.join(first, f), path.join(dir, f));
  }
  writeFileSync(done, '');
  return root;
}

// In the page, before the app: from `t0` (set by the bench just before handing the folder over),
// when the dataset is on the page (the app's mark), when the status line, having said "running",
// says "done", and when the Compare view's first chart (its columns of every disk) is drawn. The
// status is "done" from a warm-up's import too: only a "done" after a "running" counts.
const MILESTONES = `
  globalThis.__name = (f) => f;
  globalThis.__peer = { t0: 0, running: false, done: 0, chart: 0, ready: 0 };
  new PerformanceObserver((list) => {
    const p = globalThis.__peer;
    for (const e of list.getEntries())
      if (e.name === 'diskscope:dataset ready' && p.t0 && !p.ready && e.startTime > p.t0) {
        p.ready = e.startTime;
        globalThis.__peerReady?.();
      }
  }).observe({ type: 'mark' });
  new MutationObserver(() => {
    const p = globalThis.__peer;
    if (!p.t0) return;
    if (document.querySelector('[data-import-status=running]')) p.running = true;
    if (p.running && !p.done && document.querySelector('[data-import-status=done]')) p.done = performance.now();
    if (!p.chart && document.querySelector('[data-view=compare] .highcharts-series-group')) p.chart = performance.now();
  }).observe(document, { subtree: true, childList: true, attributes: true });
`;

export interface FolderImport {
  /** Folder handed over → `diskscope:dataset ready` (ms; NaN when the mark was not seen). */
  readyMs: number;
  /** Folder handed over → status "done" (the overview drawn). */
  doneMs: number;
  /** The page's performance.now() when the folder was handed over (for later milestones). */
  t0: number;
  /** CPU of the processes `cpuNow` reads from the hand-over until "done" was seen (polled: ≤ 0.1 s late). */
  cpuMs: number;
}

/** A page of the site, open PAGE_OPEN_MS after its table is drawn; its context is the caller's to close. */
export async function openImportPage(
  browser: Browser,
  url: string,
  /** Called (through a binding) when the page sees the `dataset ready` mark of a timed import. */
  onReady?: () => void,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.addInitScript(MILESTONES);
  if (onReady) await page.exposeBinding('__peerReady', onReady);
  await page.goto(url);
  await page.locator('.view-area table tbody tr').first().waitFor({ timeout: 60000 });
  await page.waitForTimeout(PAGE_OPEN_MS);
  return { context, page };
}

async function handOver(page: Page, folder: string, cpuNow = () => 0): Promise<FolderImport> {
  await page.evaluate(
    'Object.assign(globalThis.__peer, { t0: 0, running: false, done: 0, ready: 0, chart: 0 })',
  );
  const cpu0 = cpuNow();
  const t0 = (await page.evaluate('globalThis.__peer.t0 = performance.now()')) as number;
  await page.locator('[data-testid=folder-input]').setInputFiles(folder);
  await page.waitForFunction(
    () => (globalThis as unknown as { __peer: { done: number } }).__peer.done > 0,
    null,
    {
      timeout: 600000,
      polling: 100,
    },
  );
  const cpuMs = cpuNow() - cpu0;
  const { done, ready } = (await page.evaluate('globalThis.__peer')) as { done: number; ready: number };
  return { readyMs: ready ? ready - t0 : NaN, doneMs: done - t0, t0, cpuMs };
}

/**
 * Imports the folder once, untimed, and removes that upload again (the uploads list's remove
 * button), so a timed import after it starts from the same data with the page's and the workers'
 * code run once.
 */
export async function warmUp(page: Page, folder: string): Promise<void> {
  await handOver(page, folder);
  await page.waitForTimeout(1000); // the upload is saved once the page is idle
  await removeUploads(page);
  await page.waitForTimeout(PAGE_OPEN_MS);
}

/** Imports the folder on `page`, after warmUp when `warm`. */
export async function timeFolderImport(
  page: Page,
  folder: string,
  warm: boolean,
  cpuNow?: () => number,
): Promise<FolderImport> {
  if (warm) await warmUp(page, folder);
  return handOver(page, folder, cpuNow);
}

/**
 * The floor's in-page pass, installed on a blank page holding one folder input: on each change,
 * every file's size, then all bytes read at once, then every .json file decoded and JSON.parse'd.
 * `__floor` is the time from `__t0` to the end, `__floorSized` to when the sizes were known.
 */
export const FOLDER_FLOOR_PASS = `new Promise((resolve) => {
    const input = document.querySelector('input');
    input.addEventListener('change', async () => {
      const files = [...input.files];
      input.value = '';
      let size = 0;
      for (const f of files) size += f.size;
      globalThis.__floorSized = performance.now() - globalThis.__t0;
      const bytes = await Promise.all(files.map((f) => f.arrayBuffer()));
      const text = new TextDecoder();
      files.forEach((f, i) => { if (f.name.endsWith('.json')) JSON.parse(text.decode(bytes[i])); });
      globalThis.__floor = performance.now() - globalThis.__t0;
    });
    resolve();
  })`;

/**
 * What the browser alone needs to hand the folder's files to a page and read them: a blank page,
 * open as long as the import's page before the folder is handed over, whose input gets the folder,
 * then every file's size and bytes (all reads at once) and every .json file decoded and
 * JSON.parse'd — what any importer of these files must do — and nothing else: no import, no
 * drawing. When `warm`, the same pass is run once untimed first on the same page.
 */
export async function folderReadFloor(browser: Browser, folder: string, warm: boolean): Promise<number> {
  const page = await browser.newPage();
  await page.setContent('<input type="file" multiple webkitdirectory>');
  await page.evaluate(FOLDER_FLOOR_PASS);
  await page.waitForTimeout(PAGE_OPEN_MS);
  const pass = async (): Promise<number> => {
    await page.evaluate('globalThis.__floor = 0; globalThis.__t0 = performance.now()');
    await page.locator('input').setInputFiles(folder);
    await page.waitForFunction(() => (globalThis as unknown as { __floor: number }).__floor > 0, null, {
      timeout: 60000,
      polling: 20,
    });
    return (await page.evaluate('globalThis.__floor')) as number;
  };
  if (warm) {
    await pass();
    await page.waitForTimeout(PAGE_OPEN_MS);
  }
  const ms = await pass();
  await page.close();
  return ms;
}
