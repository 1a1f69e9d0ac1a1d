// Benchmark: a ten-million-line per-I/O fio latency log. Built by repeating the real fixture
// ../shared/fixtures/fio/logs/randread-4k-qd1-perio_lat.1.log (56,309 lines) with shifted times,
// so the numbers are real fio output, only more of it. Measures:
//   - decoding the bytes (TextDecoder, as src/ingest/route.ts does) and the fast numeric scan
//     (scanFioLog) — what the importer uses; target ≥ 150 MB/s;
//   - PapaParse (parseLogWithPapa) on the first million lines — the general fallback;
//   - the whole importer (scan + per-direction series in base units);
//   - LTTB to 4,000 points: the `downsample` package vs the typed LTTB the worker uses;
//   - in headless Chromium: the upload through the file input, then the time from opening the
//     Logs chart on that series to its first render; target ≤ 1 s.
// Prints figures, asserts nothing. Run: npm run bench, or npx tsx scripts/bench-logs.ts [lines]
// (BENCH_NO_BROWSER=1 skips Chromium; BENCH_NO_BUILD=1 reuses dist/).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { lttb } from '../src/analysis/downsample';
import { lttbColumns } from '../src/analysis/lttb-typed';
import { fioLogImporter } from '../src/ingest/fio/log/fio-log';
import { parseLogWithPapa, scanFioLog } from '../src/ingest/fio/log/scan';
import { decodeText } from '../src/ingest/route';
import { DIST, launchChromium, ROOT, serveStatic, SHARED_FIXTURES } from '../tests/e2e/harness';
import { measureFirstRender } from './bench/logs-render';

const SOURCE = path.join(SHARED_FIXTURES, 'fio/logs/randread-4k-qd1-perio_lat.1.log');
const LINES = Number(process.argv[2] ?? 10_000_000);

/** The log as bytes, the way a file arrives in the importer. */
function buildLog(lines: number): Buffer {
  const base = readFileSync(SOURCE, 'utf8').trimEnd().split('\n');
  const last = Number(base[base.length - 1]!.split(',')[0]);
  const parts: string[] = [];
  for (let rep = 0, n = 0; n < lines; rep++) {
    const shift = rep * (last + 1);
    for (const line of base) {
      if (n++ >= lines) break;
      const comma = line.indexOf(',');
      parts.push(`${Number(line.slice(0, comma)) + shift}${line.slice(comma)}\n`);
    }
  }
  return Buffer.from(parts.join(''));
}

function time<T>(fn: () => T): { ms: number; out: T } {
  const t0 = performance.now();
  const out = fn();
  return { ms: performance.now() - t0, out };
}

const best = <T>(runs: number, fn: () => T) => {
  let r = time(fn);
  for (let i = 1; i < runs; i++) {
    const next = time(fn);
    if (next.ms < r.ms) r = next;
  }
  return r;
};

const bytes = buildLog(LINES);
const mb = bytes.length / 1e6;
const rate = (ms: number, size = mb) => `${(size / (ms / 1000)).toFixed(0)} MB/s`;
const row = (label: string, value: string, target = '') =>
  console.log(`  ${label.padEnd(34)} ${value.padEnd(26)} ${target}`);
console.log(`fio per-I/O lat log: ${LINES.toLocaleString('en')} lines, ${mb.toFixed(1)} MB`);

const decoded = time(() => decodeText(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.length))!);
const text = decoded.out;
row('decode (TextDecoder)', `${decoded.ms.toFixed(0)} ms  ${rate(decoded.ms)}`);
const scan = best(3, () => scanFioLog(text));
if (!scan.out.ok) throw new Error(`scan failed: ${JSON.stringify(scan.out.failure)}`);
row('fast scan (best of 3)', `${scan.ms.toFixed(0)} ms  ${rate(scan.ms)}`, 'target ≥ 150 MB/s');
row('decode + scan', `${(decoded.ms + scan.ms).toFixed(0)} ms  ${rate(decoded.ms + scan.ms)}`);

const sub = text.slice(0, text.split('\n', 1_000_000).join('\n').length + 1);
const papa = time(() => parseLogWithPapa(sub));
if (!papa.out.ok) throw new Error('papaparse failed');
row('PapaParse (1M lines)', `${papa.ms.toFixed(0)} ms  ${rate(papa.ms, sub.length / 1e6)}`);

const imp = time(() => fioLogImporter.parse({ path: 'bench_lat.1.log', text }));
if (!imp.out.ok) throw new Error('import failed');
row('importer (scan + series)', `${imp.ms.toFixed(0)} ms  ${rate(imp.ms)}`);

const series = imp.out.series[0]!;
const typed = best(3, () => lttbColumns(series, 4000));
row('LTTB → 4000, typed (worker)', `${typed.ms.toFixed(0)} ms`);
const pkg = time(() => lttb(series, 4000));
row('LTTB → 4000, downsample package', `${pkg.ms.toFixed(0)} ms`);

if (process.env.BENCH_NO_BROWSER !== '1') {
  if (!(process.env.BENCH_NO_BUILD === '1' && existsSync(path.join(DIST, 'index.html')))) {
    const run = (args: string[]) =>
      execFileSync('npx', args, { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
    run(['tsx', 'scripts/build-data.ts']);
    run(['vite', 'build', '--logLevel', 'error']);
  }
  const dir = path.join(ROOT, '.bench');
  mkdirSync(dir, { recursive: true });
  const logPath = path.join(dir, 'bench-perio_lat.1.log');
  writeFileSync(logPath, bytes);
  const server = await serveStatic(DIST);
  const browser = await launchChromium();
  try {
    const r = await measureFirstRender(browser, server.url, logPath, series.t.length);
    console.log('  in Chromium (upload through the file input, then the Time view → Logs chart):');
    row('import of the log (worker)', `${(r.importMs / 1000).toFixed(1)} s  ${rate(r.importMs)}`);
    row(
      'open chart → first render',
      r.firstRenderMs.map((ms) => `${ms.toFixed(0)} ms`).join(', '),
      'target ≤ 1000 ms',
    );
    row('drawn', r.drawnPoints.replace(/^.*?(\d[\d,]* points drawn from [\d,]+).*$/, '$1'));
    for (const m of r.measures) row(`  ${m.name.replace('diskscope:', '')}`, `${m.ms.toFixed(0)} ms`);
    row('longest main-thread task, import', `${r.longestImportTaskMs.toFixed(0)} ms`);
    row(
      'longest main-thread task, whole run',
      `${r.longestTaskMs.toFixed(0)} ms`,
      'page load, import, charts',
    );
  } finally {
    await browser.close();
    await server.close();
  }
}
