// The read floor of bench:peers' folder (peers11-folder.ts) in phases: hand-over (until the input's
// change event), the files' sizes, the reads (all at once, or PEER_IN_FLIGHT at a time), the
// JSON.parse of the JSON files; on the page (default) or in a worker the files are posted to
// (PEER_FLOOR_WORKER=1), as the import reads them. Every run printed. A measuring tool.
import { launchChromium } from '../../tests/e2e/harness';
import { jsonFolders, PAGE_OPEN_MS } from './peers11-folder';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const IN_FLIGHT = Number(process.env.PEER_IN_FLIGHT ?? 100000);
const IN_WORKER = process.env.PEER_FLOOR_WORKER === '1';
/** PEER_NO_SIZES=1: the page does not ask for the sizes (the worker reads them, posted first). */
const NO_SIZES = process.env.PEER_NO_SIZES === '1';
const folder = jsonFolders(100);
const READER = `
  async function readAll(files, inFlight) {
    const bytes = new Array(files.length);
    let next = 0;
    const lane = async () => { while (next < files.length) { const i = next++; bytes[i] = await files[i].arrayBuffer(); } };
    await Promise.all(Array.from({ length: Math.min(inFlight, files.length) }, lane));
    return bytes;
  }
  function parseAll(files, bytes) {
    const text = new TextDecoder();
    files.forEach((f, i) => { if (f.name.endsWith('.json')) JSON.parse(text.decode(bytes[i])); });
  }`;
const browser = await launchChromium();
try {
  for (let r = 0; r < RUNS; r++) {
    const page = await browser.newPage();
    await page.setContent('<input type="file" multiple webkitdirectory>');
    await page.evaluate(`new Promise((resolve) => {
      ${READER}
      const worker = ${IN_WORKER} ? new Worker(URL.createObjectURL(new Blob([\`${READER.replace(/`/g, '\\`')}
        onmessage = async (e) => {
          const t = performance.now();
          const bytes = await readAll(e.data, ${IN_FLIGHT});
          const t2 = performance.now();
          parseAll(e.data, bytes);
          postMessage([t2 - t, performance.now() - t2]);
        };\`]))) : undefined;
      const input = document.querySelector('input');
      input.addEventListener('change', async () => {
        const p = { change: performance.now() - globalThis.__t0 };
        const files = [...input.files];
        let t = performance.now();
        let size = 0;
        if (!${NO_SIZES}) for (const f of files) size += f.size;
        p.sizes = performance.now() - t;
        t = performance.now();
        if (worker) {
          const answer = new Promise((ok) => (worker.onmessage = (e) => ok(e.data)));
          worker.postMessage(files);
          p.post = performance.now() - t;
          [p.reads, p.parse] = await answer;
        } else {
          const bytes = await readAll(files, ${IN_FLIGHT});
          p.reads = performance.now() - t;
          t = performance.now();
          parseAll(files, bytes);
          p.parse = performance.now() - t;
        }
        p.total = performance.now() - globalThis.__t0;
        globalThis.__floor = p;
      });
      resolve();
    })`);
    await page.waitForTimeout(PAGE_OPEN_MS);
    await page.evaluate('globalThis.__t0 = performance.now()');
    await page.locator('input').setInputFiles(folder);
    await page.waitForFunction(() => (globalThis as unknown as { __floor?: object }).__floor, null, {
      polling: 20,
    });
    const p = (await page.evaluate('globalThis.__floor')) as Record<string, number>;
    console.log(
      Object.entries(p)
        .map(([k, v]) => `${k} ${v.toFixed(0)}`)
        .join(', '),
    );
    await page.close();
  }
} finally {
  await browser.close();
}
