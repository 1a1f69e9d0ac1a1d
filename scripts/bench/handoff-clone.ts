// The crossing alone (#28): the parts of a real import (an archive imported in Node, cut by
// splitDataset as the ingest worker cuts it, parts of time series left out — those cross packed in
// any case) posted by a Web Worker to the page in Chromium, (a) as JSON text the page parses and
// (b) as structured data the page receives cloned, alternated round by round on one open page.
// Per round and variant: the page's time to take each part in its `message` listener (reading
// `ev.data`, which is when Chromium deserialises it, then JSON.parse for text), summed and the
// longest one, and the worker's time to post them (JSON.stringify + postMessage of the text, or
// postMessage of the object, which serialises it). Then the last round's parts of each kind saved
// in IndexedDB as they arrived (text, or the objects: IndexedDB keeps structured data too), a
// record per part, and read back as src/storage reads a saved upload (the text parsed), the two
// alternated: the read's wall time and its longest main-thread task. Every round and the median.
//
//   npx tsx scripts/bench/handoff-clone.ts <archive> (HANDOFF_ROUNDS, default 7)
//
// A measuring tool: it asserts nothing.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir, loadavg } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { ingestFiles } from '../../src/ingest/ingest';
import { splitDataset } from '../../src/model/dataset-parts';
import { launchChromium, serveStatic } from '../../tests/e2e/harness';

const archive = resolve(process.argv[2] ?? '');
const ROUNDS = Number(process.env.HANDOFF_ROUNDS ?? 7);

const ds = await ingestFiles([{ path: basename(archive), bytes: new Uint8Array(readFileSync(archive)) }], {
  origin: 'handoff',
});
const parts = [...splitDataset(ds)].filter((p) => !p.series && !p.seriesMore);
const dir = mkdtempSync(join(tmpdir(), 'handoff-clone-'));
writeFileSync(join(dir, 'parts.json'), JSON.stringify(parts));
writeFileSync(join(dir, 'index.html'), '<!doctype html><title>handoff</title>');
// The worker holds the parts as objects (as the ingest worker holds its dataset) and posts them
// all, one message each, without waiting, as ingest.worker.ts does.
writeFileSync(
  join(dir, 'worker.js'),
  `let parts;
  onmessage = async (ev) => {
    parts ??= await (await fetch('parts.json')).json();
    const t0 = performance.now();
    for (const p of parts) {
      if (ev.data === 'json') postMessage(JSON.stringify(p));
      else postMessage(p);
    }
    postMessage({ sentMs: performance.now() - t0 });
  };`,
);
const jsonMb = readFileSync(join(dir, 'parts.json')).length / 1e6;

const server = await serveStatic(dir);
const browser = await launchChromium();
type Round = { receiveMs: number; longestMs: number; sendMs: number; wallMs: number };
type Read = { readMs: number; longestTaskMs: number };
const rounds: Record<'json' | 'clone', Round[]> = { json: [], clone: [] };
const reads: Record<'json' | 'clone', Read[]> = { json: [], clone: [] };
const load: string[] = [];
try {
  const page = await browser.newPage();
  // tsx names the functions defined in the code sent to the page through a helper of its own.
  await page.addInitScript('globalThis.__name = (f) => f');
  await page.goto(server.url);
  await page.evaluate(() => {
    const w = new Worker('worker.js');
    const g = globalThis as unknown as Record<string, unknown>;
    // What the last round of each kind received, as it arrived (text or object), for IndexedDB.
    const kept: Record<string, unknown[]> = { json: [], clone: [] };
    g.__round = (kind: string) =>
      new Promise((done) => {
        kept[kind] = [];
        let receiveMs = 0;
        let longestMs = 0;
        const t0 = performance.now();
        w.onmessage = (ev: MessageEvent) => {
          const s = performance.now();
          const data: unknown = ev.data;
          const part: unknown = typeof data === 'string' ? JSON.parse(data) : data;
          const ms = performance.now() - s;
          if (part && typeof part === 'object' && 'sentMs' in part) {
            done({ receiveMs, longestMs, sendMs: part.sentMs as number, wallMs: performance.now() - t0 });
            return;
          }
          receiveMs += ms;
          longestMs = Math.max(longestMs, ms);
          kept[kind]!.push(data);
        };
        w.postMessage(kind);
      });
    const longTasks: { start: number; ms: number }[] = [];
    new PerformanceObserver((l) => {
      for (const e of l.getEntries()) longTasks.push({ start: e.startTime, ms: e.duration });
    }).observe({ type: 'longtask' });
    const db = () =>
      new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open('handoff', 1);
        open.onupgradeneeded = () => ['json', 'clone'].forEach((k) => open.result.createObjectStore(k));
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
    // Each part a record of its own: the structured form's best case (its value is decoded in one
    // task per record).
    g.__save = async () => {
      const d = await db();
      for (const kind of ['json', 'clone']) {
        const tx = d.transaction(kind, 'readwrite');
        kept[kind]!.forEach((v, i) => tx.objectStore(kind).put(v, i));
        await new Promise((r) => (tx.oncomplete = r));
      }
    };
    // Read back as src/storage reads a saved upload: the keys, then a get per record in one
    // transaction; text parsed as each record arrives.
    g.__read = async (kind: string): Promise<Read> => {
      const d = await db();
      const t0 = performance.now();
      await new Promise<void>((resolve) => {
        const s = d.transaction(kind).objectStore(kind);
        const ks = s.getAllKeys();
        ks.onsuccess = () => {
          let left = ks.result.length;
          for (const k of ks.result) {
            const get = s.get(k);
            get.onsuccess = () => {
              if (typeof get.result === 'string') JSON.parse(get.result);
              if (--left === 0) resolve();
            };
          }
        };
      });
      await new Promise((r) => setTimeout(r, 100)); // the long-task entries of the read arrive
      const t1 = performance.now();
      const during = longTasks.filter((t) => t.start >= t0 && t.start <= t1);
      return { readMs: t1 - 100 - t0, longestTaskMs: Math.max(0, ...during.map((t) => t.ms)) };
    };
  });
  const round = (kind: string) =>
    page.evaluate(
      (k) => (globalThis as unknown as { __round: (k: string) => Promise<Round> }).__round(k),
      kind,
    );
  await round('json'); // untimed: the worker fetches the parts, both sides warm up
  await round('clone');
  for (let i = 0; i < ROUNDS; i++)
    for (const kind of ['json', 'clone'] as const) {
      load.push(loadavg()[0]!.toFixed(1));
      rounds[kind].push(await round(kind));
    }
  await page.evaluate('__save()');
  for (let i = 0; i < ROUNDS; i++)
    for (const kind of ['json', 'clone'] as const)
      reads[kind].push((await page.evaluate(`__read('${kind}')`)) as Read);
} finally {
  await browser.close();
  await server.close();
  rmSync(dir, { recursive: true, force: true });
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)]!;
console.log(
  `${archive}: ${parts.length} parts without series (${ds.disks.length} disks, ${ds.measurements.length} measurements, ${ds.reports.length} file reports; ${jsonMb.toFixed(1)} MB as JSON), ${ROUNDS} rounds alternated JSON, clone; 1-minute load average before each: ${load.join(', ')}`,
);
for (const kind of ['json', 'clone'] as const) {
  console.log(`  ${kind === 'json' ? '(a) JSON text' : '(b) structured clone'}`);
  for (const [label, key] of [
    ['page: parts received', 'receiveMs'],
    ['page: longest part', 'longestMs'],
    ['worker: parts posted', 'sendMs'],
    ['first post → last part', 'wallMs'],
  ] as const) {
    const xs = rounds[kind].map((r) => r[key]);
    show(label, xs);
  }
  for (const [label, key] of [
    ['IndexedDB: read back', 'readMs'],
    ['IndexedDB: longest task', 'longestTaskMs'],
  ] as const)
    show(
      label,
      reads[kind].map((r) => r[key]),
    );
}
function show(label: string, xs: number[]): void {
  console.log(
    `    ${label.padEnd(24)} median ${median(xs).toFixed(0).padStart(5)} ms; rounds ${xs.map((x) => x.toFixed(0)).join(', ')}`,
  );
}
