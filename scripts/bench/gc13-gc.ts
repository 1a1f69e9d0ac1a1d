// Every full garbage collection of a reload (helper gc13, #28 item 4): a file (bench-many-jobs'
// fio JSON of 100,000 jobs) uploaded, saved, the page reloaded until the overview lists it, under
// a DevTools trace with the collector's events; each mark-compact on the page's main thread is
// printed with its time from the reload, wall and CPU, the heap before and after, and its phases,
// and with it when incremental marking started. VIA_BLANK=1: about:blank first, the site a second
// later (gc13-listed.ts). A measuring tool: it asserts nothing.
//
//   npx tsx scripts/bench/gc13-gc.ts <dist> <file> [disks the file adds, 1]
import { basename, resolve } from 'node:path';
import { pageWithProbe } from './tasks12-source';
import { launchChromium, pollPage, savedShares, serveStatic } from '../../tests/e2e/harness';
import { GC_TRACE_CATEGORIES, type TraceEvent } from './trace-event';
import { reloadUntilListed } from './gc13-listed';

const [distArg, fileArg, disksArg = '1'] = process.argv.slice(2);
if (!distArg || !fileArg) throw new Error('usage: gc13-gc.ts <dist> <file> [disks]');
const FILE = resolve(fileArg);
const PHASES = /^V8\.GC_MC_(MARK\w*|EVACUATE|SWEEP|CLEAR|FINISH|COMPLETE_SWEEPING)$/;

const server = await serveStatic(resolve(distArg));
const browser = await launchChromium(['--enable-precise-memory-info']);
try {
  const { page, want } = await pageWithProbe(browser, server.url, '', Number(disksArg));
  await page.locator('[data-testid=file-input]').setInputFiles(FILE);
  await page.locator('[data-import-status=done]').waitFor({ timeout: 900000 });
  await pollPage(page, savedShares, basename(FILE), { timeout: 600000, everyMs: 1000, what: 'saved' });
  const cdp = await browser.newBrowserCDPSession();
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', ({ value }) => void events.push(...(value as unknown as TraceEvent[])));
  const complete = new Promise<void>((done) => cdp.once('Tracing.tracingComplete', () => done()));
  await cdp.send('Tracing.start', {
    transferMode: 'ReportEvents',
    traceConfig: { includedCategories: GC_TRACE_CATEGORIES } as never,
  });
  await page.evaluate(`performance.mark('diskscope:step')`);
  const listedAt = await reloadUntilListed(page, want, process.env.VIA_BLANK === '1');
  await page.waitForTimeout(2000);
  await cdp.send('Tracing.end');
  await complete;
  const mark = events.find((e) => e.name === 'diskscope:step')!;
  const onMain = events.filter((e) => e.pid === mark.pid && e.tid === mark.tid && e.ts >= mark.ts);
  const at = (ts: number) => `${((ts - mark.ts) / 1000).toFixed(0)} ms`;
  const paints = (await page.evaluate(
    `performance.getEntriesByType('paint').map((e) => e.name + ' ' + e.startTime.toFixed(0) + ' ms').join(', ')`,
  )) as string;
  console.log(`listed ${listedAt.toFixed(0)} ms after the new page's start; ${paints}`);
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
