// Every full garbage collection of a reload (helper gc13, #28 item 4): a file (bench-many-jobs'
// fio JSON of 100,000 jobs) uploaded, saved, the page reloaded until the overview lists it, under
// a DevTools trace with the collector's events; each mark-compact on the page's main thread is
// printed with its time from the reload, wall and CPU, the heap before and after, and its phases,
// and with it when incremental marking started. A measuring tool: it asserts nothing.
//
//   npx tsx scripts/bench/gc13-gc.ts <dist> <file> [disks the file adds, 1]
import { basename, resolve } from 'node:path';
import { pageWithProbe } from './tasks12-source';
import { launchChromium, pollPage, savedShares, serveStatic } from '../../tests/e2e/harness';
import { GC_TRACE_CATEGORIES, type TraceEvent } from './trace-event';

const [distArg, fileArg, disksArg = '1'] = process.argv.slice(2);
if (!distArg || !fileArg) throw new Error('usage: gc13-gc.ts <dist> <file> [disks]');
const FILE = resolve(fileArg);
const PROBE = `
  globalThis.__name = (f) => f;
  globalThis.__t = { listed: 0, want: Number(sessionStorage.getItem('tasks12-want') || 0) };
  new MutationObserver(() => {
    const t = document.querySelector('[data-view=overview] table[data-disks]');
    if (!__t.listed && __t.want && t && Number(t.getAttribute('data-disks')) >= __t.want) __t.listed = performance.now();
  }).observe(document, { subtree: true, childList: true, attributes: true });`;
const PHASES = /^V8\.GC_MC_(MARK\w*|EVACUATE|SWEEP|CLEAR|FINISH|COMPLETE_SWEEPING)$/;

const server = await serveStatic(resolve(distArg));
const browser = await launchChromium(['--enable-precise-memory-info']);
try {
  const { page, want } = await pageWithProbe(browser, server.url, PROBE, Number(disksArg));
  await page.locator('[data-testid=file-input]').setInputFiles(FILE);
  await page.locator('[data-import-status=done]').waitFor({ timeout: 900000 });
  await pollPage(page, savedShares, basename(FILE), { timeout: 600000, everyMs: 1000, what: 'saved' });
  await page.evaluate((n) => sessionStorage.setItem('tasks12-want', String(n)), want);
  const cdp = await browser.newBrowserCDPSession();
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', ({ value }) => void events.push(...(value as unknown as TraceEvent[])));
  const complete = new Promise<void>((done) => cdp.once('Tracing.tracingComplete', () => done()));
  await cdp.send('Tracing.start', {
    transferMode: 'ReportEvents',
    traceConfig: { includedCategories: GC_TRACE_CATEGORIES } as never,
  });
  await page.evaluate(`performance.mark('diskscope:step')`);
  await page.reload();
  await page.waitForFunction(
    () => (globalThis as unknown as { __t: { listed: number } }).__t.listed > 0,
    null,
    {
      timeout: 600000,
    },
  );
  const listedAt = (await page.evaluate('__t.listed')) as number;
  await page.waitForTimeout(2000);
  await cdp.send('Tracing.end');
  await complete;
  const mark = events.find((e) => e.name === 'diskscope:step')!;
  const onMain = events.filter((e) => e.pid === mark.pid && e.tid === mark.tid && e.ts >= mark.ts);
  const at = (ts: number) => `${((ts - mark.ts) / 1000).toFixed(0)} ms`;
  console.log(`listed ${listedAt.toFixed(0)} ms after the new page's start`);
  for (const e of onMain.filter((x) => x.ph === 'X' && /INCREMENTAL_START$/.test(x.name)))
    console.log(`  ${e.name} at ${at(e.ts)}: ${(e.dur! / 1000).toFixed(1)} ms`);
  for (const gc of onMain.filter((x) => x.ph === 'X' && x.name === 'MajorGC')) {
    const d =
      (gc.args as { data?: Record<string, unknown> } | undefined)?.data ??
      (gc.args as Record<string, unknown>);
    const mb = (x: unknown) => (typeof x === 'number' ? `${(x / 1e6).toFixed(0)} MB` : '?');
    console.log(
      `MajorGC at ${at(gc.ts)}: ${(gc.dur! / 1000).toFixed(1)} ms wall, ${((gc.tdur ?? 0) / 1000).toFixed(1)} ms CPU; ` +
        `heap ${mb(d?.usedHeapSizeBefore)} → ${mb(d?.usedHeapSizeAfter)}; args ${JSON.stringify(gc.args)}`,
    );
    for (const p of onMain)
      if (p.ph === 'X' && PHASES.test(p.name) && p.ts >= gc.ts && p.ts < gc.ts + gc.dur!)
        console.log(
          `    ${p.name} ${(p.dur! / 1000).toFixed(1)} ms wall, ${((p.tdur ?? 0) / 1000).toFixed(1)} CPU`,
        );
  }
} finally {
  await browser.close();
  await server.close();
}
