// A CPU profile of the page's main thread while it imports bench:peers' folder (peers11-folder.ts),
// on a warm page (imported once and removed first), from just before the hand-over until "done".
// Written as a .cpuprofile for cpu-profile-top.ts. Use an unminified build for function names:
//
//   npx vite build --minify false --outDir /tmp/dist-unminified
//   npx tsx scripts/bench/peers11-folder-profile.ts /tmp/dist-unminified [out.cpuprofile]
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { launchChromium, serveStatic } from '../../tests/e2e/harness';
import { jsonFolders, openImportPage, timeFolderImport, warmUp } from './peers11-folder';

const dist = resolve(process.argv[2] ?? 'dist');
const out = resolve(process.argv[3] ?? '/tmp/peers11-page.cpuprofile');
const folder = jsonFolders(100);
const server = await serveStatic(dist);
const browser = await launchChromium();
try {
  const { page } = await openImportPage(browser, server.url);
  await warmUp(page, folder);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  const run = await timeFolderImport(page, folder, false);
  const { profile } = await cdp.send('Profiler.stop');
  writeFileSync(out, JSON.stringify(profile));
  console.log(
    `ready ${run.readyMs.toFixed(0)} ms, done ${run.doneMs.toFixed(0)} ms (profiler running); ${out}`,
  );
} finally {
  await browser.close();
  await server.close();
}
