// Where a reload's time goes (#28, reload10): one file is uploaded through the page, and once
// IndexedDB holds it the page is reloaded RELOADS times (default 1), each reload traced until the
// overview lists the disks again (plus 1 s). Prints, per reload: the time to listed, the page's
// `diskscope:` User Timing marks, the main thread's busy time per slice and its tasks of 30 ms or
// more with what ran inside them; and writes a V8 CPU profile of the page per reload
// (/tmp/reload10-<n>.cpuprofile, read it with scripts/bench/cpu-profile-top.ts).
//
//   npx tsx scripts/bench/reload10-trace.ts <dist> <file> [slice ms]   (RELOADS=n)
//
// RELOAD_DIST=<dist>: the reloads are served from this build instead (same origin, so the same
// IndexedDB): uploads saved by one build, read back by another.
//
// A measuring tool: it asserts nothing. Tracing and profiling cost CPU themselves.
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { resolve } from 'node:path';
import { launchChromium, pollPage, serveStatic } from '../../tests/e2e/harness';
import { listedAfterReload, type TraceEvent } from './trace-event';

const dist = resolve(process.argv[2] ?? 'dist');
const file = resolve(process.argv[3] ?? '');
const SLICE = Number(process.argv[4] ?? 100);
const RELOADS = Number(process.env.RELOADS ?? 1);

const PROBE = `
  globalThis.__name = (f) => f;
  globalThis.__listed = { at: 0, want: Number(sessionStorage.getItem('reload10-want') || 0) };
  new MutationObserver(() => {
    const l = globalThis.__listed;
    const t = document.querySelector('[data-view=overview] table[data-disks]');
    if (!l.at && l.want && t && Number(t.getAttribute('data-disks')) >= l.want) {
      l.at = performance.now();
      performance.mark('diskscope:listed');
    }
  }).observe(document, { subtree: true, childList: true, attributes: true });`;

/** In the page: every record saved (each shard of a sharded upload, or one index). */
const allSaved = () =>
  new Promise<boolean>((ok) => {
    const req = indexedDB.open('diskscope');
    req.onerror = () => ok(false);
    req.onsuccess = () => {
      const db = req.result;
      if (!db.objectStoreNames.contains('uploads')) return ok(false);
      const all = db.transaction('uploads').objectStore('uploads').getAll();
      all.onerror = () => ok(false);
      all.onsuccess = () => {
        const recs = (all.result as { share?: { count: number }; addedAt?: string }[]).filter(
          (r) => r.addedAt,
        );
        ok(recs.length > 0 && recs.length === (recs[0]?.share?.count ?? 1));
      };
    };
  });

// Served through a link, so the build behind it can change between the import and the reloads.
const linkDir = mkdtempSync(join(tmpdir(), 'reload10-site-'));
const site = join(linkDir, 'site');
symlinkSync(dist, site);
const server = await serveStatic(site);
const browser = await launchChromium();
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.addInitScript(PROBE);
  await page.goto(server.url);
  await page.locator('.view-area table tbody tr').first().waitFor({ timeout: 60000 });
  await page.locator('[data-testid=file-input]').setInputFiles(file);
  await page.locator('[data-import-status=done]').waitFor({ timeout: 900000 });
  await pollPage(page, allSaved, undefined, { timeout: 600000, everyMs: 1000, what: 'saved' });
  await page.waitForTimeout(2000);
  // What was saved: each record's chunks, and the text they hold.
  const saved = await page.evaluate(async () => {
    const open = (name: string) =>
      new Promise<IDBDatabase>((ok, fail) => {
        const r = indexedDB.open(name);
        r.onsuccess = () => ok(r.result);
        r.onerror = () => fail(r.error);
      });
    const all = <T>(db: IDBDatabase, store: string) =>
      new Promise<T[]>((ok, fail) => {
        const r = db.transaction(store).objectStore(store).getAll();
        r.onsuccess = () => ok(r.result as T[]);
        r.onerror = () => fail(r.error);
      });
    const records = await all<{ name: string; chunks?: { count: number } }>(
      await open('diskscope'),
      'uploads',
    );
    // Not opened where it does not exist: opening it would make it, without its store.
    const made = (await indexedDB.databases()).some((d) => d.name === 'diskscope-chunks');
    const chunks = made ? await all<{ parts: string[] }>(await open('diskscope-chunks'), 'chunks') : [];
    const sizes = chunks.map((c) => c.parts.reduce((n, p) => n + p.length, 0));
    return {
      records: records.map((r) => `${r.name}: ${r.chunks?.count ?? 'no'} chunks`),
      chars: sizes.reduce((a, b) => a + b, 0),
      largest: Math.max(0, ...sizes),
    };
  });
  console.log(
    `saved: ${saved.records.join('; ')}; ${(saved.chars / 1e6).toFixed(1)} M characters of parts, the largest chunk ${(saved.largest / 1e6).toFixed(2)} M`,
  );
  const want = Number(await page.locator('table[data-disks]').getAttribute('data-disks'));
  await page.evaluate((n) => sessionStorage.setItem('reload10-want', String(n)), want);
  // The overview's text (every disk's figures), to compare with what the reload shows.
  const tableText = async () =>
    createHash('sha256')
      .update((await page.locator('[data-view=overview] table').innerText()) ?? '')
      .digest('hex')
      .slice(0, 16);
  const before = await tableText();
  console.log(`overview table after the import: sha256 ${before}`);
  if (process.env.RELOAD_DIST) {
    rmSync(site);
    symlinkSync(resolve(process.env.RELOAD_DIST), site);
    console.log(`reloads served from ${process.env.RELOAD_DIST}`);
  }
  const cdp = await browser.newBrowserCDPSession();
  const pageCdp = await context.newCDPSession(page);
  for (let n = 1; n <= RELOADS; n++) {
    const events: TraceEvent[] = [];
    const collect = (e: { value: object[] }) => void events.push(...(e.value as unknown as TraceEvent[]));
    cdp.on('Tracing.dataCollected', collect);
    const complete = new Promise<void>((done) => cdp.once('Tracing.tracingComplete', () => done()));
    await cdp.send('Tracing.start', {
      transferMode: 'ReportEvents',
      traceConfig: {
        includedCategories: ['toplevel', 'blink.user_timing', 'devtools.timeline', 'v8', '__metadata'],
      },
    });
    await pageCdp.send('Profiler.enable');
    await pageCdp.send('Profiler.setSamplingInterval', { interval: 500 });
    await pageCdp.send('Profiler.start');
    await page.reload();
    const listedAt = await listedAfterReload(page);
    await page.waitForTimeout(1000);
    const { profile } = await pageCdp.send('Profiler.stop');
    writeFileSync(`/tmp/reload10-${n}.cpuprofile`, JSON.stringify(profile));
    await cdp.send('Tracing.end');
    await complete;
    cdp.off('Tracing.dataCollected', collect);
    const after = await tableText();
    console.log(
      `reload ${n}: listed at ${listedAt.toFixed(0)} ms (page time); overview table sha256 ${after} (${after === before ? 'the same as after the import' : 'NOT the same as after the import'})`,
    );
    const { marks, longTasks } = report(events);
    profileWindows(profile as unknown as Profile, marks);
    for (const t of longTasks) profileWindows(profile as unknown as Profile, [], t, 6);
  }
} finally {
  await browser.close();
  await server.close();
  rmSync(linkDir, { recursive: true, force: true });
}

interface Profile {
  nodes: {
    id: number;
    children?: number[];
    callFrame: { functionName: string; url: string; lineNumber: number };
  }[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
}

/**
 * The CPU profile between consecutive marks: the functions with most total time in each window
 * (the profile's clock is the trace's: both are Chromium's monotonic ticks, in µs).
 */
function profileWindows(
  profile: Profile,
  marks: { name: string; ts: number }[],
  task?: { name: string; ts: number; end: number },
  rows = 14,
): void {
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const times: number[] = [];
  let t = profile.startTime;
  for (const d of profile.timeDeltas) times.push((t += d));
  const edges = task
    ? [task, { name: 'its end', ts: task.end }]
    : [{ name: 'start', ts: -Infinity }, ...marks];
  for (let w = 0; w < edges.length - (task ? 1 : 0); w++) {
    const from = edges[w]!.ts;
    const to = edges[w + 1]?.ts ?? Infinity;
    const total = new Map<string, number>();
    let sampled = 0;
    profile.samples.forEach((id, i) => {
      if (times[i]! < from || times[i]! >= to) return;
      const dt = ((times[i + 1] ?? times[i]!) - times[i]!) / 1000;
      sampled += dt;
      const seen = new Set<string>();
      for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
        const { functionName, url, lineNumber } = byId.get(at)!.callFrame;
        const k = url
          ? `${functionName || '(anon)'}@${url.split('/').pop()}:${lineNumber + 1}`
          : functionName;
        if (!url && at !== id) continue;
        if (seen.has(k)) continue;
        seen.add(k);
        total.set(k, (total.get(k) ?? 0) + dt);
      }
    });
    const top = [...total].sort((a, b) => b[1] - a[1]).slice(0, rows);
    console.log(
      `  profile ${edges[w]!.name} → ${edges[w + 1]?.name ?? 'end'}: ${sampled.toFixed(0)} ms sampled`,
    );
    for (const [k, ms] of top) console.log(`      ${ms.toFixed(0).padStart(6)} ms  ${k}`);
  }
}

function report(events: TraceEvent[]): {
  marks: { name: string; ts: number }[];
  longTasks: { name: string; ts: number; end: number }[];
} {
  const names = new Map<string, string>();
  for (const e of events)
    if (e.ph === 'M' && e.name === 'thread_name') names.set(`${e.pid}:${e.tid}`, e.args?.name ?? '?');
  const listed = events.find((e) => e.name === 'diskscope:listed');
  if (!listed) throw new Error('no listed mark in the trace');
  const main = [...names].find(([k, v]) => v === 'CrRendererMain' && k.startsWith(`${listed.pid}:`))?.[0];
  const onMain = (e: TraceEvent) => `${e.pid}:${e.tid}` === main;
  const nav = events.find((e) => onMain(e) && (e.name === 'navigationStart' || e.name === 'markAsMainFrame'));
  const tops = events
    .filter((e) => onMain(e) && e.ph === 'X' && e.name === 'ThreadControllerImpl::RunTask' && e.dur)
    .sort((a, b) => a.ts - b.ts);
  const marks = events
    .filter((e) => onMain(e) && e.name.startsWith('diskscope:') && e.ph !== 'X')
    .sort((a, b) => a.ts - b.ts);
  const first = nav?.ts ?? tops[0]?.ts ?? listed.ts;
  const at = (ts: number) => (ts - first) / 1000;
  console.log('  marks (ms from the first main-thread event of the new page):');
  for (const m of marks) console.log(`    ${at(m.ts).toFixed(0).padStart(6)}  ${m.name.slice(10)}`);
  const end = at(listed.ts) + 1000;
  const slices = Math.ceil(end / SLICE);
  const busy = new Array<number>(slices).fill(0);
  for (const e of tops) {
    const s = at(e.ts);
    const d = e.dur! / 1000;
    for (let i = Math.max(0, Math.floor(s / SLICE)); i < slices && i * SLICE < s + d; i++)
      busy[i]! += Math.max(0, Math.min(s + d, (i + 1) * SLICE) - Math.max(s, i * SLICE));
  }
  console.log(
    `  main thread busy per ${SLICE} ms: ${busy.map((b) => Math.round((b / SLICE) * 100)).join(' ')} (%)`,
  );
  const inside = events.filter(
    (e) => onMain(e) && e.ph === 'X' && e.dur && e.name !== 'ThreadControllerImpl::RunTask',
  );
  for (const t of tops.filter((e) => e.dur! >= 30000 && at(e.ts) >= -50 && at(e.ts) < end)) {
    const kids = inside
      .filter((k) => k.ts >= t.ts && k.ts + k.dur! <= t.ts + t.dur! && k.dur! >= 3000)
      .map(
        (k) =>
          `${k.name}${k.args?.data?.url ? `(${k.args.data.functionName ?? ''}@${k.args.data.url.split('/').pop()})` : ''} ${(k.dur! / 1000).toFixed(0)}`,
      )
      .slice(0, 8);
    console.log(
      `    task at ${at(t.ts).toFixed(0)} ms: ${(t.dur! / 1000).toFixed(0)} ms — ${kids.join('; ')}`,
    );
  }
  return {
    marks: marks.map((m) => ({ name: m.name.slice(10), ts: m.ts })),
    longTasks: tops
      .filter((e) => e.dur! >= 60000 && at(e.ts) > 0 && at(e.ts) < end)
      .map((e) => ({ name: `task at ${at(e.ts).toFixed(0)} ms`, ts: e.ts, end: e.ts + e.dur! })),
  };
}
