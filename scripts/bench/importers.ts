// Importer speed against its floor: for each PTS fio and fio JSON fixture of the import benchmark,
// the median time of `importFile` next to the median time of a bare
// `JSON.parse(new TextDecoder().decode(bytes))` of the same bytes. JSON.parse is what any JSON
// importer must pay, so the ratio is our own overhead. A measuring tool, not a test: it asserts
// nothing. Run: npx tsx scripts/bench/importers.ts [runs]
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { importFile } from '../../src/ingest/route';

const FIXTURES = join(import.meta.dirname, '../../../shared/fixtures');
const DIRS = ['pts/local_ext4_2', 'fio/local_ssd_1'];
const WARMUP = 10;
const RUNS = Number(process.argv[2] ?? 31);

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
}

/**
 * Median ms of `a` and of `b` over RUNS calls each. The two alternate, so a busy machine slows both
 * alike and the ratio stays meaningful.
 */
function timeMedians(a: () => unknown, b: () => unknown): [number, number] {
  const timesA: number[] = [];
  const timesB: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    a();
    const t1 = performance.now();
    b();
    timesA.push(t1 - t0);
    timesB.push(performance.now() - t1);
  }
  return [median(timesA), median(timesB)];
}

function fixtureFiles(): string[] {
  return DIRS.flatMap((dir) =>
    readdirSync(join(FIXTURES, dir))
      .filter((name) => /^(fio-.*|[a-z]+-\d+[km]-qd\d+)\.json$/.test(name))
      .sort()
      .map((name) => join(FIXTURES, dir, name)),
  );
}

function main(): void {
  const rows: string[][] = [['file', 'KB', 'importFile ms', 'JSON.parse ms', 'ratio']];
  const totals = new Map<string, { imp: number; parse: number }>();
  const files = fixtureFiles().map((path) => ({
    rel: relative(FIXTURES, path),
    bytes: new Uint8Array(readFileSync(path)),
  }));
  // Every file WARMUP times first, so the JIT has compiled the shared code before the first file is timed.
  for (let i = 0; i < WARMUP; i++) for (const { rel, bytes } of files) importFile({ path: rel, bytes });
  for (const { rel, bytes } of files) {
    const [imp, parse] = timeMedians(
      () => importFile({ path: rel, bytes }),
      () => JSON.parse(new TextDecoder().decode(bytes)),
    );
    const dir = rel.split('/').slice(0, -1).join('/');
    const sum = totals.get(dir) ?? { imp: 0, parse: 0 };
    totals.set(dir, { imp: sum.imp + imp, parse: sum.parse + parse });
    const cells = [(bytes.length / 1024).toFixed(0), imp.toFixed(3), parse.toFixed(3)];
    rows.push([rel, ...cells, (imp / parse).toFixed(2)]);
  }
  for (const [dir, t] of totals) {
    rows.push([`${dir} (sum)`, '', t.imp.toFixed(3), t.parse.toFixed(3), (t.imp / t.parse).toFixed(2)]);
  }
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length)));
  for (const r of rows)
    console.log(r.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  '));
  console.log(`median of ${RUNS} runs after ${WARMUP} warm-up runs, Node ${process.version}`);
}

main();
