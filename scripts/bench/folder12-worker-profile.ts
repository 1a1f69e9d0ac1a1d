// CPU profiles of the ingest workers while they import bench:peers' folder (peers11-folder.ts) on a
// warm page (imported once and removed first, as the bench's headline), from just before the
// hand-over until "done": one .cpuprofile per worker, for cpu-profile-top.ts. Use an unminified
// build for function names:
//
//   npx vite build --minify false --outDir /tmp/dist-unminified
//   npx tsx scripts/bench/folder12-worker-profile.ts /tmp/dist-unminified [out folder]
//
// A measuring tool: it asserts nothing. The sampling profiler costs CPU itself.
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { launchChromium, serveStatic } from '../../tests/e2e/harness';
import { ingestWorkerSessions } from './cpu12-worker-sessions';
import { jsonFolders, openImportPage, timeFolderImport, warmUp } from './peers11-folder';

const dist = resolve(process.argv[2] ?? 'dist');
const out = resolve(process.argv[3] ?? '/tmp/folder12-worker-profiles');
mkdirSync(out, { recursive: true });
const folder = jsonFolders(100);
const server = await serveStatic(dist);
const browser = await launchChromium();
try {
  const { page } = await openImportPage(browser, server.url);
  const cdp = await page.context().newCDPSession(page);
  const { ids: workers, send } = await ingestWorkerSessions(cdp);
  await warmUp(page, folder);
  for (const w of workers) {
    await send(w, 'Profiler.enable');
    await send(w, 'Profiler.setSamplingInterval', { interval: 100 });
    await send(w, 'Profiler.start');
  }
  const run = await timeFolderImport(page, folder, false);
  console.log(`ready ${run.readyMs.toFixed(0)} ms, done ${run.doneMs.toFixed(0)} ms (profiler running)`);
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
