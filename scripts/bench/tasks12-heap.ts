// What holds the page's memory once a large upload is reloaded (helper tasks12, #28 item 4): the
// file uploaded through the file input, saved, then the page reloaded until the overview lists its
// disks; V8's sampling heap profiler runs over the reload, and what it still holds after a full
// garbage collection is printed by where it was allocated (source-mapped to src/ lines), with the
// JS heap (used, and its peak seen every 50 ms during the reload) and the renderer's RSS peak.
//
//   npx tsx scripts/bench/tasks12-heap.ts <dist> <file> <disks the file adds> [top, 30]
//
// A measuring tool: it asserts nothing.
import { basename, resolve } from 'node:path';
import { pageWithProbe, sourcePlace } from './tasks12-source';
import { launchChromium, pollPage, savedShares, serveStatic } from '../../tests/e2e/harness';

const [distArg, fileArg, disksArg = '1', topArg = '30'] = process.argv.slice(2);
if (!distArg || !fileArg) throw new Error('usage: tasks12-heap.ts <dist> <file> <disks> [top]');
const DIST = resolve(distArg);
/** ALLOCATED=1: every allocation of the reload is counted, also what the collector freed since. */
const ALLOCATED = process.env.ALLOCATED === '1';
const PROBE = `
  globalThis.__name = (f) => f;
  globalThis.__h = { listed: 0, peak: 0, want: Number(sessionStorage.getItem('tasks12-want') || 0) };
  setInterval(() => { __h.peak = Math.max(__h.peak, performance.memory.usedJSHeapSize); }, 50);
  new MutationObserver(() => {
    const t = document.querySelector('[data-view=overview] table[data-disks]');
    if (!__h.listed && __h.want && t && Number(t.getAttribute('data-disks')) >= __h.want) __h.listed = performance.now();
  }).observe(document, { subtree: true, childList: true, attributes: true });`;

interface SampleNode {
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  selfSize: number;
  children: SampleNode[];
}

/** Bytes still held, by allocating function, and by the nearest src/ frame up the stack. */
function held(root: SampleNode): { self: Map<string, number>; src: Map<string, number> } {
  const self = new Map<string, number>();
  const src = new Map<string, number>();
  const walk = (n: SampleNode, nearest: string) => {
    const f = n.callFrame;
    const here = `${f.functionName || '(anonymous)'} ${f.url ? sourcePlace(DIST, f.url, f.lineNumber, f.columnNumber) : ''}`;
    const own = here.includes(' src/') ? here : nearest;
    if (n.selfSize) {
      self.set(here, (self.get(here) ?? 0) + n.selfSize);
      src.set(own, (src.get(own) ?? 0) + n.selfSize);
    }
    for (const c of n.children) walk(c, own);
  };
  walk(root, '(no src frame)');
  return { self, src };
}

const server = await serveStatic(DIST);
const browser = await launchChromium(['--enable-precise-memory-info']);
try {
  const { page, want } = await pageWithProbe(browser, server.url, PROBE, Number(disksArg));
  await page.locator('[data-testid=file-input]').setInputFiles(resolve(fileArg));
  await page.locator('[data-import-status=done]').waitFor({ timeout: 900000 });
  await pollPage(page, savedShares, basename(fileArg), { timeout: 900000, everyMs: 1000, what: 'saved' });
  await page.evaluate((n) => sessionStorage.setItem('tasks12-want', String(n)), want);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.enable');
  // Started before the reload: the page keeps its renderer (same site), whose isolate is sampled.
  await cdp.send('HeapProfiler.startSampling', {
    samplingInterval: 32768,
    ...(ALLOCATED ? { includeObjectsCollectedByMajorGC: true, includeObjectsCollectedByMinorGC: true } : {}),
  } as never);
  await page.reload();
  await page.waitForFunction(
    () => (globalThis as unknown as { __h: { listed: number } }).__h.listed > 0,
    null,
    {
      timeout: 900000,
      polling: 250,
    },
  );
  await page.waitForTimeout(3000);
  const h = (await page.evaluate('({ ...globalThis.__h, used: performance.memory.usedJSHeapSize })')) as {
    listed: number;
    peak: number;
    used: number;
  };
  await cdp.send('HeapProfiler.collectGarbage');
  const after = (await page.evaluate('performance.memory.usedJSHeapSize')) as number;
  const { profile } = (await cdp.send('HeapProfiler.stopSampling')) as unknown as {
    profile: { head: SampleNode };
  };
  const MB = (b: number) => `${(b / 1e6).toFixed(1)} MB`;
  console.log(
    `listed at ${h.listed.toFixed(0)} ms; JS heap peak ${MB(h.peak)} (50 ms polls), ${MB(h.used)} 3 s after, ${MB(after)} after a full GC`,
  );
  const { self, src } = held(profile.head);
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  console.log(`sampled, ${ALLOCATED ? 'allocated' : 'still held'}: ${MB(total)}; by allocating function:`);
  for (const [k, b] of [...self].sort((a, b) => b[1] - a[1]).slice(0, Number(topArg)))
    console.log(`  ${MB(b).padStart(9)}  ${k}`);
  console.log('by the nearest src/ frame:');
  for (const [k, b] of [...src].sort((a, b) => b[1] - a[1]).slice(0, Number(topArg)))
    console.log(`  ${MB(b).padStart(9)}  ${k}`);
} finally {
  await browser.close();
  await server.close();
}
