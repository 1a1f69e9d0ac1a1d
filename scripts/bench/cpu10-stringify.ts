// How long JSON.stringify of the dataset parts takes in Chromium, as the ingest worker builds them
// (src/ingest) against the same parts rebuilt by JSON.parse — a finding of #28 (cpu10): V8's fast
// JSON.stringify path takes the parsed copies at about half the time of the parts as built, so
// something in the importers' objects or strings keeps it on its slow path. Shard 0 of the bench
// archive is imported on the page's thread with the worker's code (bundled by Vite), then its
// parts are written out: once (as the worker does), five more times, and their parsed copies five
// times, interleaved; the minimums and their ratio are printed per round.
//
//   npx tsx scripts/bench/cpu10-stringify.ts [rounds, default 4]
// A measuring tool: it asserts nothing.
import { copyFileSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { build } from 'vite';
import { launchChromium, ROOT, serveStatic } from '../../tests/e2e/harness';

const rounds = Number(process.argv[2] ?? 4);
const archive = resolve(ROOT, '.bench/bench-100.zip');
if (!existsSync(archive)) throw new Error(`${archive} is missing: run the page bench once (it makes it)`);
const site = '/tmp/diskscope-cpu10-stringify';
mkdirSync(site, { recursive: true });
await build({
  configFile: false,
  logLevel: 'error',
  build: {
    outDir: site,
    emptyOutDir: false,
    minify: false,
    lib: {
      entry: resolve(ROOT, 'scripts/bench/cpu10-stringify-entry.ts'),
      formats: ['es'],
      fileName: () => 'entry.js',
    },
  },
});
copyFileSync(archive, resolve(site, 'bench.zip'));
writeFileSync(
  resolve(site, 'index.html'),
  '<!doctype html><title>stringify</title><script type="module" src="entry.js"></script>',
);
const server = await serveStatic(site);
const browser = await launchChromium();
try {
  const page = await browser.newPage();
  await page.goto(server.url);
  await page.waitForFunction(() => 'cpu10stringify' in globalThis);
  const lines = await page.evaluate(
    (n) => (globalThis as unknown as { cpu10stringify: (n: number) => Promise<string[]> }).cpu10stringify(n),
    rounds,
  );
  for (const line of lines) console.log(line);
} finally {
  await browser.close();
  await server.close();
}
