// What the page's longest tasks of one upload are made of (helper upload10, #28 item 4): a V8 CPU
// profile of the page's main thread (sampled every 100 µs) from the upload until 2 s after the
// import is done, cut into tasks at the "(idle)" samples; the longest tasks are printed with the
// functions that ran longest in them (self time, and time including callees), so a long task named
// only "code after an await" by Long Animation Frames shows which page code it was. Use an
// unminified build (`npx vite build --minify false --outDir …`) for readable names.
//
//   npx tsx scripts/bench/upload10-task-profile.ts <dist> <file> <rows expected> [tasks shown, 3]
//
// A measuring tool: it asserts nothing. Profiling costs CPU itself; compare runs made with it.
import { resolve } from 'node:path';
import { launchChromium, serveStatic } from '../../tests/e2e/harness';

interface Node {
  id: number;
  parent?: number;
  children?: number[];
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface Profile {
  nodes: Node[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
}

const [distArg, fileArg, rowsArg = '1', shownArg = '3'] = process.argv.slice(2);
if (!distArg || !fileArg) throw new Error('usage: upload10-task-profile.ts <dist> <file> <rows> [tasks]');
const PROBE = `
  globalThis.__p = { start: 0, end: 0, rows: ${Number(rowsArg)}, long: [] };
  new PerformanceObserver((l) => { for (const e of l.getEntries()) __p.long.push({ at: e.startTime, ms: e.duration }); })
    .observe({ type: 'longtask', buffered: true });
  document.addEventListener('change', () => { __p.start = performance.now(); }, true);
  new MutationObserver(() => {
    if (!__p.start || __p.end) return;
    const done = document.querySelector('[data-import-status=done],[data-import-status=failed]');
    const t = document.querySelector('[data-view=overview] table[data-disks]');
    if (done && t && Number(t.getAttribute('data-disks')) >= __p.rows) __p.end = performance.now();
  }).observe(document, { subtree: true, childList: true, attributes: true });`;

const server = await serveStatic(resolve(distArg));
const browser = await launchChromium(process.env.UPLOAD10_CHROME_ARGS?.split(' ').filter(Boolean));
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.addInitScript(PROBE);
  await page.goto(server.url);
  await page.waitForLoadState('networkidle');
  const cdp = await context.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  // A named busy loop whose samples tie the profile's clock to the page's performance.now().
  const syncAt = (await page.evaluate(
    '(function upload10Sync() { const t = performance.now(); while (performance.now() - t < 5); return t; })()',
  )) as number;
  await page.locator('[data-testid=file-input]').setInputFiles(resolve(fileArg));
  await page.waitForFunction(() => (globalThis as unknown as { __p: { end: number } }).__p.end > 0, null, {
    timeout: 600000,
    polling: 250,
  });
  await page.waitForTimeout(2000);
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
  const p = (await page.evaluate('globalThis.__p')) as {
    start: number;
    end: number;
    long: { at: number; ms: number }[];
  };
  const long = p.long.filter((t) => t.at >= p.start);
  console.log(
    `upload → done ${(p.end - p.start).toFixed(0)} ms; long tasks (ms after the upload: length): ` +
      long.map((t) => `${(t.at - p.start).toFixed(0)}: ${t.ms.toFixed(0)}`).join(', '),
  );
  report(profile, syncAt, long, Number(shownArg));
} finally {
  await browser.close();
  await server.close();
}

function report(profile: Profile, syncAt: number, long: { at: number; ms: number }[], shown: number): void {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  for (const n of profile.nodes) for (const c of n.children ?? []) byId.get(c)!.parent = n.id;
  const name = (n: Node) =>
    `${n.callFrame.functionName || '(anonymous)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber + 1}`;
  // Each sample's page time: the profile's clock, offset so that the sync loop's first sample is
  // at the time the loop read (each sample lasts until the next one).
  const at: number[] = [];
  let clock = 0;
  profile.samples.forEach((_, i) => at.push((clock += profile.timeDeltas[i] ?? 0) / 1000));
  const first = profile.samples.findIndex((id) => byId.get(id)!.callFrame.functionName === 'upload10Sync');
  const offset = syncAt - at[first]!;
  const tasks = long.map((t) => {
    const idx = at.map((x, i) => [x + offset, i] as const).filter(([x]) => x >= t.at && x < t.at + t.ms);
    return { from: idx[0]?.[1] ?? 0, to: (idx.at(-1)?.[1] ?? -1) + 1, ms: t.ms, start: t.at };
  });
  tasks.sort((a, b) => b.ms - a.ms);
  for (const t of tasks.slice(0, shown)) {
    const self = new Map<string, number>();
    const total = new Map<string, number>();
    for (let i = t.from; i < t.to; i++) {
      const dt = (profile.timeDeltas[i + 1] ?? 0) / 1000;
      let n: Node | undefined = byId.get(profile.samples[i]!);
      self.set(name(n!), (self.get(name(n!)) ?? 0) + dt);
      const seen = new Set<string>();
      for (; n; n = n.parent !== undefined ? byId.get(n.parent) : undefined) {
        const k = name(n);
        if (seen.has(k)) continue;
        seen.add(k);
        total.set(k, (total.get(k) ?? 0) + dt);
      }
    }
    const top = (m: Map<string, number>, k: number) =>
      [...m]
        .sort((a, b) => b[1] - a[1])
        .slice(0, k)
        .map(([f, x]) => `    ${x.toFixed(1).padStart(6)} ms  ${f}`)
        .join('\n');
    console.log(
      `\ntask of ${t.ms.toFixed(1)} ms (${t.to - t.from} samples)\n  self:\n${top(self, 15)}\n  including callees:\n${top(total, 40)}`,
    );
  }
}
