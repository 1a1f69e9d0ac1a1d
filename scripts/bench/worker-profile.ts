// A CPU profile of the ingest workers in Chromium, importing an archive through the page's file
// input: the DevTools protocol attaches to each ingest worker (not flattened: Playwright keeps the
// flat sessions for itself) and runs V8's sampling profiler there from the upload until the page
// shows the import done. Writes one .cpuprofile per worker, for cpu-profile-top.ts.
//
//   npx tsx scripts/bench/worker-profile.ts [archive] [out folder]
// (BENCH_NO_BUILD=1 reuses its unminified build; run `npm run build:data` once first)
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { launchChromium, ROOT, serveStatic } from '../../tests/e2e/harness';
import { ingestWorkerSessions } from './cpu12-worker-sessions';

const archive = resolve(process.argv[2] ?? resolve(ROOT, '.bench/bench-100.zip'));
const out = resolve(process.argv[3] ?? '/tmp/diskscope-worker-profiles');
// Built unminified into its own folder, so the profile names the functions (minifying changes
// names, not what V8 does with the code).
const dist = resolve(ROOT, 'node_modules/.cache/diskscope-bench/dist-unminified');
if (!(process.env.BENCH_NO_BUILD === '1' && existsSync(resolve(dist, 'index.html'))))
  execFileSync('npx', ['vite', 'build', '--logLevel', 'error', '--minify', 'false', '--outDir', dist], {
    cwd: ROOT,
    stdio: 'inherit',
  });
mkdirSync(out, { recursive: true });
const server = await serveStatic(dist);
const browser = await launchChromium();
try {
  const page = await browser.newPage();
  await page.goto(server.url);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(2000);
  const cdp = await page.context().newCDPSession(page);
  // Also a worker the page starts during the upload: profiled from when it is seen.
  const { ids: workers, send } = await ingestWorkerSessions(cdp, (id, send) => {
    void (async () => {
      await send(id, 'Profiler.enable');
      await send(id, 'Profiler.setSamplingInterval', { interval: 200 });
      await send(id, 'Profiler.start');
    })();
  });
  await page.waitForTimeout(500);
  console.log(`profiling ${workers.length} ingest workers; importing ${archive}`);
  const t0 = Date.now();
  await page.locator('[data-testid=file-input]').setInputFiles(archive);
  await page.locator('[data-import-status=done]').waitFor({ timeout: 600000 });
  console.log(`import done in ${Date.now() - t0} ms (wall, profiler running)`);
  for (const [i, w] of workers.entries()) {
    const r = (await send(w, 'Profiler.stop')) as { profile?: unknown };
    if (!r.profile) continue;
    const file = resolve(out, `worker-${i}.cpuprofile`);
    writeFileSync(file, JSON.stringify(r.profile));
    console.log(`  ${file}`);
  }
} finally {
  await browser.close();
  await server.close();
}
