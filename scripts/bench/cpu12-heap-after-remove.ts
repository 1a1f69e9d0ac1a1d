// What the page and the ingest workers keep after an upload is removed: the archive is imported
// and removed twice on one page (the uploads list's remove button), and after each step every
// heap is collected (DevTools' collectGarbage, twice) and its used size printed. The bench's warm
// state is such a page (import-run.ts: the same archive imported and removed before the timed
// import). HEAP_SNAPSHOT=<file> also writes the page's heap snapshot after the last removal, to
// find what holds the rest (DevTools, "Retainers").
//
//   npx tsx scripts/bench/cpu12-heap-after-remove.ts <dist> [archive]
// A measuring tool: it asserts nothing.
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { launchChromium, ROOT, serveStatic } from '../../tests/e2e/harness';
import { ingestWorkerSessions } from './cpu12-worker-sessions';
import { removeUploads } from './remove-uploads';

const [distArg, archiveArg] = process.argv.slice(2);
if (!distArg) throw new Error('usage: cpu12-heap-after-remove.ts <dist> [archive]');
const archive = resolve(archiveArg ?? resolve(ROOT, '.bench/bench-100.zip'));
const server = await serveStatic(resolve(distArg));
const browser = await launchChromium();
try {
  const page = await browser.newPage();
  await page.goto(server.url);
  await page.waitForLoadState('networkidle');
  const cdp = await page.context().newCDPSession(page);
  const workers = await ingestWorkerSessions(cdp);
  await page.waitForTimeout(2000);
  const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;
  const heaps = async (step: string) => {
    await cdp.send('HeapProfiler.collectGarbage');
    await cdp.send('HeapProfiler.collectGarbage');
    const pageHeap = (await cdp.send('Runtime.getHeapUsage')).usedSize;
    const workerHeaps: string[] = [];
    for (const w of workers.ids) {
      await workers.send(w, 'HeapProfiler.enable');
      await workers.send(w, 'HeapProfiler.collectGarbage');
      const { usedSize } = (await workers.send(w, 'Runtime.getHeapUsage')) as { usedSize: number };
      workerHeaps.push(mb(usedSize));
    }
    console.log(`  ${step.padEnd(24)} page ${mb(pageHeap)}; workers ${workerHeaps.join(', ') || 'none'}`);
  };
  console.log(`heaps in use after a full collection (${archive}):`);
  await heaps('page open');
  for (let k = 1; k <= 2; k++) {
    await page.locator('[data-testid=file-input]').setInputFiles(archive);
    await page.locator('[data-import-status=done]').waitFor({ timeout: 600000 });
    await page.waitForTimeout(1500);
    await heaps(`import ${k} done`);
    await removeUploads(page);
    await page.waitForTimeout(2500);
    await heaps(`upload ${k} removed`);
  }
  if (process.env.HEAP_SNAPSHOT) {
    const chunks: string[] = [];
    cdp.on('HeapProfiler.addHeapSnapshotChunk', (e) => void chunks.push(e.chunk));
    await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
    writeFileSync(process.env.HEAP_SNAPSHOT, chunks.join(''));
    console.log(`  page heap snapshot: ${process.env.HEAP_SNAPSHOT}`);
  }
} finally {
  await browser.close();
  await server.close();
}
