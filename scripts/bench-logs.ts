// Benchmark: a ten-million-line per-I/O fio latency log. Built by repeating the real fixture
// ../shared/fixtures/fio/logs/randread-4k-qd1-perio_lat.1.log (56,309 lines) with shifted times,
// so the numbers are real fio output, only more of it. Measures:
//   - the fast numeric scan (scanFioLog) — what the importer uses;
//   - PapaParse (parseLogWithPapa) on the first million lines — the general fallback;
//   - the whole importer (scan + per-direction series in base units);
//   - LTTB to 4,000 points — the work before the chart's first render (the chart then draws 4,000
//     points; drawing itself is measured in the browser by tests/e2e/time.test.ts when present).
// Target: ≥ 150 MB/s for fio logs. Run: npm run bench (or npx tsx scripts/bench-logs.ts [lines]).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { lttb } from '../src/analysis/downsample';
import { fioLogImporter } from '../src/ingest/fio-log';
import { parseLogWithPapa, scanFioLog } from '../src/ingest/fio-log-scan';

const here = path.dirname(fileURLToPath(import.meta.url));
const SOURCE = path.resolve(here, '../../shared/fixtures/fio/logs/randread-4k-qd1-perio_lat.1.log');
const LINES = Number(process.argv[2] ?? 10_000_000);

function buildLog(lines: number): string {
  const base = readFileSync(SOURCE, 'utf8').trimEnd().split('\n');
  const last = Number(base[base.length - 1]!.split(',')[0]);
  const parts: string[] = [];
  for (let rep = 0, n = 0; n < lines; rep++) {
    const shift = rep * (last + 1);
    for (const line of base) {
      if (n++ >= lines) break;
      const comma = line.indexOf(',');
      parts.push(`${Number(line.slice(0, comma)) + shift}${line.slice(comma)}`);
    }
  }
  return parts.join('\n') + '\n';
}

function time<T>(fn: () => T): { ms: number; out: T } {
  const t0 = performance.now();
  const out = fn();
  return { ms: performance.now() - t0, out };
}

const text = buildLog(LINES);
const mb = Buffer.byteLength(text) / 1e6;
const rate = (ms: number, size = mb) => `${(size / (ms / 1000)).toFixed(0)} MB/s`;
console.log(`fio per-I/O lat log: ${LINES.toLocaleString('en')} lines, ${mb.toFixed(1)} MB`);

const scan = time(() => scanFioLog(text));
if (!scan.out.ok) throw new Error(`scan failed: ${JSON.stringify(scan.out.failure)}`);
console.log(`fast scan:        ${scan.ms.toFixed(0)} ms  ${rate(scan.ms)}`);

const sub = text.slice(0, text.split('\n', 1_000_000).join('\n').length + 1);
const papa = time(() => parseLogWithPapa(sub));
if (!papa.out.ok) throw new Error('papaparse failed');
console.log(`PapaParse (1M):   ${papa.ms.toFixed(0)} ms  ${rate(papa.ms, sub.length / 1e6)}`);

const imp = time(() => fioLogImporter.parse({ path: 'bench_lat.1.log', text }));
if (!imp.out.ok) throw new Error('import failed');
console.log(`importer (full):  ${imp.ms.toFixed(0)} ms  ${rate(imp.ms)}`);

const series = imp.out.series[0]!;
const down = time(() => lttb(series, 4000));
console.log(
  `LTTB → 4000 pts:  ${down.ms.toFixed(0)} ms  (time to first render ≈ LTTB + drawing 4000 points)`,
);
