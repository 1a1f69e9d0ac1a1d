// What reading IndexedDB leaves behind (#28 item 4; storage/upload-chunks.ts): a blank page saves
// 1,400 records of ~90,000 characters (126 M characters, like the chunks of bench-many-jobs'
// 100,000-job upload), is reloaded, reads them back 16 to a request as the chunk reader does, and
// drops each value once it has read its length. The renderer's RSS is printed after a forced full
// collection, after the read, and after a second forced collection; what the read added and the
// collection took back is memory held outside the JS heap until a full collection. Linux only (it
// reads /proc). A measuring tool: it asserts nothing.
//
//   npx tsx scripts/bench/idb-read-retention.ts [runs, 2]
import { execSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchChromium, serveStatic } from '../../tests/e2e/harness';

const RUNS = Number(process.argv[2] ?? 2);
const PAGE = `<!doctype html><html><body><script>
const N = 1400, CHARS = 90000;
const open = () => new Promise((res, rej) => {
  const r = indexedDB.open('retention', 1);
  r.onupgradeneeded = () => r.result.createObjectStore('s');
  r.onsuccess = () => res(r.result);
  r.onerror = () => rej(r.error);
});
const text = (i) => { let s = '{"i":' + i + ',"pad":"'; while (s.length < CHARS - 10) s += 'abcdefghij0123456789'; return s + '"}'; };
window.write = async () => {
  const db = await open();
  const tx = db.transaction('s', 'readwrite');
  for (let i = 0; i < N; i++) tx.objectStore('s').put({ parts: [text(i)] }, i);
  await new Promise((r) => (tx.oncomplete = r));
  db.close();
};
window.read = async () => {
  const db = await open();
  let chars = 0;
  for (let i = 0; i < N; i += 16) {
    const values = await new Promise((res) => {
      const r = db.transaction('s').objectStore('s').getAll(IDBKeyRange.bound(i, i + 15));
      r.onsuccess = () => res(r.result);
    });
    for (const v of values) chars += v.parts[0].length;
  }
  db.close();
  return chars;
};
</script></body></html>`;

/** Resident memory of every renderer process, in MB. */
function rendererRssMb(): number {
  const kb = execSync(
    `for p in $(pgrep -f 'type=renderer'); do awk '/VmRSS/ {print $2}' /proc/$p/status 2>/dev/null; done`,
  )
    .toString()
    .trim()
    .split('\n')
    .filter(Boolean)
    .map(Number);
  return kb.reduce((a, b) => a + b, 0) / 1024;
}

const dir = mkdtempSync(join(tmpdir(), 'idb-retention-'));
writeFileSync(join(dir, 'index.html'), PAGE);
const server = await serveStatic(dir);
const browser = await launchChromium();
try {
  for (let run = 1; run <= RUNS; run++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(server.url);
    await page.evaluate('write()');
    await page.reload();
    const cdp = await context.newCDPSession(page);
    await cdp.send('HeapProfiler.collectGarbage');
    await page.waitForTimeout(500);
    const before = rendererRssMb();
    const chars = (await page.evaluate('read()')) as number;
    await page.waitForTimeout(500);
    const afterRead = rendererRssMb();
    const heap = (await cdp.send('Runtime.getHeapUsage')).usedSize / 1e6;
    await cdp.send('HeapProfiler.collectGarbage');
    await page.waitForTimeout(1500);
    const afterGc = rendererRssMb();
    console.log(
      `run ${run}: read ${(chars / 1e6).toFixed(1)} M characters; renderer RSS ${before.toFixed(0)} MB before, ` +
        `${afterRead.toFixed(0)} MB after the read (+${(afterRead - before).toFixed(0)} MB; JS heap ${heap.toFixed(0)} MB), ` +
        `${afterGc.toFixed(0)} MB after a full collection`,
    );
    await context.close();
  }
} finally {
  await browser.close();
  await server.close();
  rmSync(dir, { recursive: true, force: true });
}
