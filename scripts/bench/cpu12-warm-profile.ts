// CPU profiles of a warm import in Chromium (the state the bench's ratios use): the archive is
// imported untimed and removed (the uploads list's remove button), then imported again with V8's
// sampling profiler running on the page and on each ingest worker, until the page marks the
// dataset ready (the end of the bench's import time). Writes page.cpuprofile and
// worker-<n>.cpuprofile, for cpu-profile-top.ts. worker-profile.ts profiles a first import on a
// fresh page, where compiling is on the clock.
//
//   npx tsx scripts/bench/cpu12-warm-profile.ts <dist> [archive] [out folder]
// (build an unminified dist for names: npx vite build --minify false --outDir …)
//
// WARM_UPS=n: n untimed imports first (default 1, as the bench). WARM_TRACE=1: instead of
// profiles, a DevTools trace of the warm import, its events summed per thread and name up to the
// dataset-ready mark (what V8's pool threads do: compiling, scavenges, marking). WARM_JS_FLAGS:
// V8 flags, e.g. "--trace-opt --trace-deopt", read with DEBUG=pw:browser; the timed import starts
// after the line "=== timed import ===" on stderr.
// A measuring tool: it asserts nothing.
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { launchChromium, ROOT, serveStatic } from '../../tests/e2e/harness';
import { ingestWorkerSessions } from './cpu12-worker-sessions';
import { removeUploads } from './remove-uploads';

const [distArg, archiveArg, outArg] = process.argv.slice(2);
if (!distArg) throw new Error('usage: cpu12-warm-profile.ts <dist> [archive] [out folder]');
const archive = resolve(archiveArg ?? resolve(ROOT, '.bench/bench-100.zip'));
const out = resolve(outArg ?? '/tmp/diskscope-warm-profiles');
mkdirSync(out, { recursive: true });

async function importOnce(page: Page): Promise<number> {
  const t0 = Date.now();
  await page.locator('[data-testid=file-input]').setInputFiles(archive);
  await page.locator('[data-import-status=done]').waitFor({ timeout: 600000 });
  return Date.now() - t0;
}

/**
 * WARM_TRACE=1: a DevTools trace of the warm import instead of profiles, summed per thread of the
 * page's renderer by event name (V8's GC and compile events, at any depth), to tell what V8's pool
 * threads spend their time on.
 */
async function traceImport(page: Page): Promise<void> {
  const cdp = await page.context().browser()!.newBrowserCDPSession();
  const events: {
    name: string;
    ph: string;
    pid: number;
    tid: number;
    ts: number;
    dur?: number;
    args?: { name?: string };
  }[] = [];
  cdp.on('Tracing.dataCollected', (e) => void events.push(...(e.value as unknown as typeof events)));
  const complete = new Promise<void>((done) => cdp.once('Tracing.tracingComplete', () => done()));
  await cdp.send('Tracing.start', {
    transferMode: 'ReportEvents',
    traceConfig: {
      includedCategories: [
        'toplevel',
        'v8',
        'devtools.timeline',
        'blink',
        'blink.user_timing',
        'disabled-by-default-v8.gc',
        'disabled-by-default-v8.compile',
        '__metadata',
      ],
    },
  });
  console.log(`warm import: ${await importOnce(page)} ms (wall, tracing)`);
  await cdp.send('Tracing.end');
  await complete;
  const names = new Map<string, string>();
  for (const e of events)
    if (e.ph === 'M' && e.name === 'thread_name') names.set(`${e.pid}:${e.tid}`, e.args?.name ?? '?');
  // Only what ran before the page marked the dataset ready (the bench's end for its ratios).
  const ready = events.find((e) => e.name === 'diskscope:dataset ready')?.ts ?? Infinity;
  console.log(
    ready === Infinity ? 'no dataset-ready mark: whole trace' : 'events that started before dataset ready',
  );
  const sums = new Map<string, number>();
  for (const e of events) {
    if (e.ph !== 'X' || !e.dur || e.ts > ready) continue;
    const thread = (names.get(`${e.pid}:${e.tid}`) ?? '?').replace(/\d+$/, '');
    const k = `${thread.padEnd(28)} ${e.name}`;
    sums.set(k, (sums.get(k) ?? 0) + e.dur / 1000);
  }
  for (const [k, ms] of [...sums].sort((a, b) => b[1] - a[1]).slice(0, 60))
    console.log(`  ${ms.toFixed(0).padStart(7)} ms  ${k}`);
}

const server = await serveStatic(resolve(distArg));
const browser = await launchChromium(
  process.env.WARM_JS_FLAGS ? [`--js-flags=${process.env.WARM_JS_FLAGS}`] : [],
);
try {
  const page = await browser.newPage();
  await page.goto(server.url);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
  // WARM_UPS: how many untimed imports (each removed) come first; the bench uses one.
  for (let k = 0; k < Number(process.env.WARM_UPS ?? 1); k++) {
    console.log(`warm-up import: ${await importOnce(page)} ms`);
    await page.waitForTimeout(1000);
    await removeUploads(page);
    await page.waitForTimeout(2500);
  }

  console.error('=== timed import ===');
  if (process.env.WARM_TRACE === '1') {
    await traceImport(page);
    process.exit(0);
  }
  const cdp = await page.context().newCDPSession(page);
  const workers = await ingestWorkerSessions(cdp, (id, send) => {
    void (async () => {
      await send(id, 'Profiler.enable');
      await send(id, 'Profiler.setSamplingInterval', { interval: 200 });
      await send(id, 'Profiler.start');
    })();
  });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await page.waitForTimeout(500);
  console.log(`profiling the page and ${workers.ids.length} ingest workers; importing ${archive}`);
  // Profiles end when the page marks the dataset ready (the bench's end for the floor ratios).
  await page.evaluate(() => {
    const g = globalThis as unknown as { __ready?: boolean };
    new PerformanceObserver((list) => {
      if (list.getEntries().some((e) => e.name === 'diskscope:dataset ready')) g.__ready = true;
    }).observe({ type: 'mark' });
  });
  const t0 = Date.now();
  await page.locator('[data-testid=file-input]').setInputFiles(archive);
  await page.waitForFunction(() => (globalThis as unknown as { __ready?: boolean }).__ready, null, {
    timeout: 600000,
    polling: 50,
  });
  console.log(`warm import → dataset ready: ${Date.now() - t0} ms (wall, profilers running)`);
  const { profile } = await cdp.send('Profiler.stop');
  writeFileSync(resolve(out, 'page.cpuprofile'), JSON.stringify(profile));
  for (const [i, w] of workers.ids.entries()) {
    const r = (await workers.send(w, 'Profiler.stop')) as { profile?: unknown };
    if (r.profile) writeFileSync(resolve(out, `worker-${i}.cpuprofile`), JSON.stringify(r.profile));
  }
  console.log(`profiles in ${out}`);
} finally {
  await browser.close();
  await server.close();
}
