// How long each chart's drawing blocks the main thread in the Compare view of 20 disks (the
// bench-disks scenario, on a 20-disk zip of the same copies of tests/fixtures/fio/local_ssd_1's
// 4k runs, so a run takes seconds). Prints, per run, every long task (≥ 50 ms, PerformanceObserver
// 'longtask') with the charts that appeared during it, and the longest task that drew each chart.
// With a DevTools trace, each of those tasks' thread (CPU) time, which a busy machine inflates less
// than wall time, and the turns of a chart drawn in turns (User Timing 'diskscope:chart-first' /
// 'diskscope:chart-later', views/common/chart-stages.ts). Then what the load curve holds once drawn
// (series and points, labels drawn). CHARTS10_PROFILE=file.cpuprofile writes a CPU profile of the
// Compare step (run 1), for scripts/bench/cpu-profile-top.ts; CHARTS10_SHOTS=folder screenshots.
// Reuses dist/ (build it first), or CHARTS10_DIST=folder. Prints, asserts nothing.
//
//   npx tsx scripts/bench/charts10-draws.ts [runs, default 3]
import { mkdirSync, readdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { zipSync, type Zippable } from 'fflate';
import { DIST, launchChromium, OWN_FIXTURES, serveStatic } from '../../tests/e2e/harness';
import { BENCH_CACHE } from './log-file';
import { LOAF_PROBE, longFrames } from './long-frames';
import type { TraceEvent } from './trace-event';

const RUNS = Number(process.argv[2] ?? 3);
const DISKS = 20;
const PROFILE = process.env.CHARTS10_PROFILE;
/** CHARTS10_SHOTS=folder: screenshots of the 20-disk load curve at 1366×768 and 390×844 (run 1). */
const SHOTS = process.env.CHARTS10_SHOTS;

function zip20(): string {
  mkdirSync(BENCH_CACHE, { recursive: true });
  const out = path.join(BENCH_CACHE, `disks-${DISKS}-charts10.zip`);
  if (existsSync(out)) return out;
  const src = path.join(OWN_FIXTURES, 'fio/local_ssd_1');
  const files = readdirSync(src).filter((f) => f.endsWith('.json') && f.includes('-4k-'));
  const entries: Zippable = {};
  for (let i = 1; i <= DISKS; i++)
    for (const f of files) entries[`fleet_ssd_${i}/${f}`] = new Uint8Array(readFileSync(path.join(src, f)));
  writeFileSync(out, zipSync(entries, { level: 6 }));
  return out;
}

const PROBE = `
  globalThis.__name = (f) => f;
  globalThis.__tasks = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) globalThis.__tasks.push({ start: e.startTime, ms: e.duration });
  }).observe({ type: 'longtask', buffered: true });
${LOAF_PROBE}`;

/** A small multiple's id without the upload's id, so runs add up. */
const short = (id: string) => id.replace(/upload-[^/]+\/[^/]+\//, '');
const zip = zip20();
const server = await serveStatic(process.env.CHARTS10_DIST ?? DIST);
const browser = await launchChromium();
const perChart = new Map<string, number[]>();
/** Thread (CPU) time of each chart's task, from the trace: what the chart costs on a busy machine. */
const cpu = new Map<string, number[]>();
/** A fresh page with the probes, the 20 disks uploaded. */
async function uploadedPage() {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.addInitScript(PROBE);
  await page.goto(server.url);
  await page.waitForSelector('.view-area table tbody tr', { timeout: 60000 });
  await page.setInputFiles('[data-testid=file-input]', zip);
  await page.waitForSelector('[data-import-status=done]', { timeout: 120000 });
  return { context, page };
}

try {
  for (let run = 0; run < RUNS; run++) {
    const { context, page } = await uploadedPage();
    await page.evaluate(() => {
      location.hash = location.hash.replace(/([#&])disks=[^&]*(&|$)/, '$1').replace(/&$/, '');
    });
    await page.waitForFunction(() => !location.hash.includes('disks='));
    await page.waitForTimeout(800);
    await page.locator('[data-view=overview] input[type=search]').fill('fleet_ssd');
    await page.waitForTimeout(500);
    const boxes = page.locator('[data-view=overview] tbody input[type=checkbox]');
    for (let i = 0; i < DISKS; i++) await boxes.nth(i).check();
    await page.waitForTimeout(500);
    const cdp = PROFILE && run === 0 ? await context.newCDPSession(page) : undefined;
    if (cdp) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
      await cdp.send('Profiler.start');
    }
    const browserCdp = await browser.newBrowserCDPSession();
    const events: TraceEvent[] = [];
    browserCdp.on('Tracing.dataCollected', (e) => void events.push(...(e.value as unknown as TraceEvent[])));
    const complete = new Promise<void>((done) => browserCdp.once('Tracing.tracingComplete', () => done()));
    await browserCdp.send('Tracing.start', {
      transferMode: 'ReportEvents',
      traceConfig: { includedCategories: ['toplevel', 'blink.user_timing', '__metadata'] },
    });
    // Page time ↔ trace time: one mark seen from both sides.
    const syncAt = (await page.evaluate(`performance.mark('charts10:sync').startTime`)) as number;
    const since = (await page.evaluate('performance.now()')) as number;
    const all = (await page.evaluate(`new Promise((resolve) => {
      const t0 = performance.now();
      const check = () => {
        const view = document.querySelector('[data-view=compare]');
        if (!view) return false;
        const panels = view.querySelectorAll('[data-chart-panel]');
        const done = [...panels].filter((p) => p.querySelector('.highcharts-series-group'));
        return panels.length > 0 && done.length === panels.length;
      };
      const obs = new MutationObserver(() => {
        if (check()) { obs.disconnect(); requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - t0), 0)); }
      });
      obs.observe(document.body, { subtree: true, childList: true });
      [...document.querySelectorAll('[data-view=overview] .view-actions button')][1].click();
    })`)) as number;
    await page.waitForTimeout(800);
    if (cdp) {
      const { profile } = await cdp.send('Profiler.stop');
      writeFileSync(PROFILE!, JSON.stringify(profile));
    }
    await browserCdp.send('Tracing.end');
    await complete;
    const sync = events.find((e) => e.name === 'charts10:sync');
    const mainTid = events.find(
      (e) =>
        e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && e.pid === sync?.pid,
    )?.tid;
    const toPage = (ts: number) => (ts - sync!.ts) / 1000 + syncAt;
    const drawnAt = (await page.evaluate('globalThis.__chartDrawn')) as { id: string; at: number }[];
    const marks = events.filter((e) => e.name.startsWith('diskscope:chart-') && e.pid === sync?.pid);
    for (const e of events) {
      if (
        !e.name.endsWith('RunTask') ||
        e.ph !== 'X' ||
        e.pid !== sync?.pid ||
        e.tid !== mainTid ||
        (e.dur ?? 0) < 30000
      )
        continue;
      const start = toPage(e.ts);
      const end = start + e.dur! / 1000;
      const charts = drawnAt.filter((d) => d.at >= start && d.at <= end + 1).map((d) => short(d.id));
      const inside = marks
        .filter((m) => m.ts >= e.ts && m.ts <= e.ts + e.dur!)
        .map(
          (m) =>
            `${m.name.slice(17)} ${short(String((m.args as { data?: { detail?: string } })?.data?.detail ?? ''))}`,
        );
      const what = [...charts, ...inside].join(', ') || '(no chart)';
      console.log(
        `  trace task ${(e.dur! / 1000).toFixed(0).padStart(4)} ms wall, ${((e.tdur ?? 0) / 1000).toFixed(0).padStart(4)} ms CPU  ${what}`,
      );
      const key = inside.find((x) => x.startsWith('later'))
        ? `${inside.find((x) => x.startsWith('later'))} CPU`
        : charts[0]
          ? `${charts[0]} CPU`
          : undefined;
      if (key) cpu.set(key, [...(cpu.get(key) ?? []), (e.tdur ?? 0) / 1000]);
    }
    const ticked = await page.locator('[data-view=compare] input[type=checkbox]:checked').count();
    const tasks = ((await page.evaluate('globalThis.__tasks')) as { start: number; ms: number }[]).filter(
      (t) => t.start >= since,
    );
    const frames = await longFrames(page);
    const drawn = (await page.evaluate('globalThis.__chartDrawn')) as { id: string; at: number }[];
    console.log(`run ${run + 1}: ${ticked} disks ticked, every chart drawn in ${all.toFixed(0)} ms`);
    for (const t of tasks) {
      const charts = drawn.filter((d) => d.at >= t.start && d.at <= t.start + t.ms + 5).map((d) => d.id);
      console.log(`  task ${t.ms.toFixed(0).padStart(4)} ms  ${charts.join(', ') || '(no chart appeared)'}`);
      for (const c of charts.map(short)) perChart.set(c, [...(perChart.get(c) ?? []), t.ms]);
    }
    const later = (await page.evaluate(
      `performance.getEntriesByName('diskscope:chart-later').map((m) => ({ id: m.detail, start: m.startTime, ms: m.duration }))`,
    )) as { id: string; start: number; ms: number }[];
    for (const m of later.filter((x) => x.start >= since)) {
      const task = tasks.find((t) => t.start <= m.start && m.start <= t.start + t.ms);
      const id = `${short(m.id)} (2nd task)`;
      console.log(
        `  2nd task of ${short(m.id)}: ${m.ms.toFixed(0)} ms drawing; long task ${task ? task.ms.toFixed(0) : '< 50'} ms`,
      );
      perChart.set(id, [...(perChart.get(id) ?? []), task?.ms ?? m.ms]);
    }
    const long = frames.filter((f) => f.start >= since).sort((a, b) => b.ms - a.ms)[0];
    if (long)
      console.log(
        `  longest frame ${long.ms.toFixed(0)} ms (render ${long.renderMs.toFixed(0)} ms): ${long.charts?.join(', ')}`,
      );
    // What the chart holds once every turn is drawn: each disk's lines with their points, labels.
    await page.waitForTimeout(1000);
    const held = (await page.evaluate(
      `window.__diskscope.chartData('compare-load-curve').then((c) => c.series.map((s) => s.type + ' ' + s.points.length))`,
    )) as string[];
    const labels = await page.locator('[data-chart-id=compare-load-curve] .highcharts-data-label').count();
    const counts = new Map<string, number>();
    for (const h of held) counts.set(h, (counts.get(h) ?? 0) + 1);
    console.log(
      `  chart holds: ${[...counts].map(([k, n]) => `${n}× ${k}`).join(', ')}; ${labels} labels drawn`,
    );
    if (SHOTS && run === 0)
      for (const [w, h] of [
        [1366, 768],
        [390, 844],
      ] as const) {
        await page.setViewportSize({ width: w, height: h });
        await page.waitForTimeout(1500);
        const panel = page.locator('[data-chart-panel=compare-load-curve]');
        await panel.scrollIntoViewIfNeeded();
        await page.waitForTimeout(500);
        await panel.screenshot({ path: path.join(SHOTS, `compare-load-20-disks-${w}.png`) });
      }
    await context.close();
  }
} finally {
  await browser.close();
  await server.close();
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)]!;
for (const [id, xs] of [...perChart, ...cpu])
  console.log(
    `${id.padEnd(36)} min ${Math.min(...xs).toFixed(0)} median ${median(xs).toFixed(0)} ms; ${xs.map((x) => x.toFixed(0)).join(', ')}`,
  );
