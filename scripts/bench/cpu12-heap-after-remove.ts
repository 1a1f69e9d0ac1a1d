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
  // The workers are reached through the page's session (not flattened, as worker-profile.ts does).
  let nextId = 1;
  const pending = new Map<number, (result: unknown) => void>();
  const workers: string[] = [];
  cdp.on('Target.receivedMessageFromTarget', (e: { sessionId: string; message: string }) => {
    const msg = JSON.parse(e.message) as { id?: number; result?: unknown; error?: unknown };
    if (msg.id !== undefined) pending.get(msg.id)?.(msg.result ?? msg.error);
  });
  const send = (sessionId: string, method: string, params: object = {}) =>
    new Promise<unknown>((done) => {
      const id = nextId++;
      pending.set(id, done);
      void cdp.send('Target.sendMessageToTarget', {
        sessionId,
        message: JSON.stringify({ id, method, params }),
      });
    });
  cdp.on('Target.attachedToTarget', (e: { sessionId: string; targetInfo: { type: string; url: string } }) => {
    if (e.targetInfo.type === 'worker' && e.targetInfo.url.includes('ingest')) workers.push(e.sessionId);
  });
  await cdp.send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: false, flatten: false });
  await page.waitForTimeout(2000);
  const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;
  const heaps = async (step: string) => {
    await cdp.send('HeapProfiler.collectGarbage');
    await cdp.send('HeapProfiler.collectGarbage');
    const pageHeap = (await cdp.send('Runtime.getHeapUsage')).usedSize;
    const workerHeaps: string[] = [];
    for (const w of workers) {
      await send(w, 'HeapProfiler.enable');
      await send(w, 'HeapProfiler.collectGarbage');
      workerHeaps.push(mb(((await send(w, 'Runtime.getHeapUsage')) as { usedSize: number }).usedSize));
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
    await page.locator('[data-testid=uploads] button.icon-button').first().click();
    await page.waitForFunction(() => !document.querySelector('[data-testid=uploads] button.icon-button'));
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
