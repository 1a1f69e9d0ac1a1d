// Times the input shapes that used to take the pipeline quadratic time or down with them (issue
// 18): sniffing blank lines, assembling thousands of records, a long CSV of 200,000 rows, a fuzzed
// CSV, thousands of tiny zip members. Prints one line per case; nothing is asserted (tests hold no
// timings). Run: npm run bench:hostile
import { zipSync } from 'fflate';
import { assembleDataset } from '../src/ingest/assemble';
import { ingestFiles } from '../src/ingest/ingest';
import { findImporter, importFile } from '../src/ingest/route';
import { toLongCsv } from '../src/export/long-csv';

const enc = new TextEncoder();

async function timed<T>(label: string, fn: () => Promise<T> | T, describe: (r: T) => string): Promise<T> {
  const t0 = performance.now();
  const r = await fn();
  console.log(`${label.padEnd(58)} ${(performance.now() - t0).toFixed(0).padStart(7)} ms   ${describe(r)}`);
  return r;
}

/** A seeded generator, so every run times the same input. */
function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => (s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32;
}

function digest(rows: number): string {
  const lines = ['vendor,disk_type,volume,test,block_size,rw_ratio,value'];
  for (let i = 0; i < rows; i++)
    lines.push(`v${i % 40},t${i % 7},${100 + (i % 9) * 50},iops,${i % 8},${(i >> 3) % 7},${1000 + i}`);
  return lines.join('\n') + '\n';
}

/** The first `bytes` of `text` with one character in 50 replaced (the header line kept, so it is read). */
function fuzz(text: string, bytes: number, seed: number): string {
  const r = rng(seed);
  const headerEnd = text.indexOf('\n') + 1;
  const chars = [...text.slice(headerEnd, bytes)];
  const alphabet = ',\n\r" -.e9x';
  for (let i = 0; i < chars.length / 50; i++)
    chars[Math.floor(r() * chars.length)] = alphabet[Math.floor(r() * alphabet.length)]!;
  return text.slice(0, headerEnd) + chars.join('');
}

async function main(): Promise<void> {
  const blank = enc.encode('\n'.repeat(64 * 1024));
  await timed(
    'route a 64 KiB file of blank lines (every sniffer)',
    () => findImporter({ path: 'blank.txt', text: '\n'.repeat(64 * 1024) }),
    (imp) => `claimed by ${imp?.id ?? 'none'}`,
  );
  await timed(
    'route 64 KiB of blank lines ending in a character',
    () => findImporter({ path: 'blank.txt', text: '\n'.repeat(64 * 1024 - 1) + 'x' }),
    (imp) => `claimed by ${imp?.id ?? 'none'}`,
  );
  await timed(
    'route 64 KiB of space-newline lines ending in a character',
    () => findImporter({ path: 'blank.txt', text: ' \n'.repeat(32 * 1024 - 1) + 'x' }),
    (imp) => `claimed by ${imp?.id ?? 'none'}`,
  );
  const tenBlank = zipSync(Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`b${i}.txt`, blank])));
  await timed(
    `import a zip of ten of them (${tenBlank.length} bytes)`,
    () => ingestFiles([{ path: 'ten.zip', bytes: tenBlank }], { origin: 'b' }),
    (ds) => `${ds.reports.length} report lines`,
  );

  const d8000 = { path: 'digest.csv', bytes: enc.encode(digest(8000)) };
  const r8000 = await timed(
    'import an 8,000-row digest CSV',
    () => importFile(d8000),
    (r) => ('ok' in r && r.ok ? `${r.measurements.length} measurements` : 'failed'),
  );
  const ds8000 = await timed(
    'assemble it',
    () => assembleDataset([{ path: d8000.path, bytes: d8000.bytes.length, result: r8000 }], [], 'b'),
    (ds) => `${ds.disks.length} disks, ${ds.measurements.length} measurements`,
  );

  let long = toLongCsv(ds8000);
  const [header, ...rows] = long.trimEnd().split('\n');
  const many: string[] = [header!];
  for (let i = 0; many.length <= 200_000; i++)
    many.push(rows[i % rows.length]!.replace(/,(\d+),IOPS,/, `,${i},IOPS,`));
  long = many.join('\n') + '\n';
  await timed(
    `import + assemble a 200,000-row long CSV (${(long.length / 1e6).toFixed(1)} MB)`,
    () => ingestFiles([{ path: 'long.csv', bytes: enc.encode(long) }], { origin: 'b' }),
    (ds) => `${ds.measurements.length} measurements; ${ds.reports[0]?.error?.message ?? 'no error'}`,
  );

  const fuzzed = { path: 'fuzzed.csv', bytes: enc.encode(fuzz(long, 1_000_000, 18)) };
  const rFuzzed = await timed(
    'import a 1 MB fuzzed long CSV',
    () => importFile(fuzzed),
    (r) =>
      'ok' in r && r.ok ? `${r.measurements.length} measurements, ${r.warnings.length} warnings` : 'failed',
  );
  await timed(
    'assemble it',
    () => assembleDataset([{ path: fuzzed.path, bytes: fuzzed.bytes.length, result: rFuzzed }], [], 'b'),
    (ds) => `${ds.disks.length} disks, ${ds.measurements.length} measurements`,
  );

  const tiny = zipSync(
    Object.fromEntries(Array.from({ length: 20_000 }, (_, i) => [`d/f${i}.txt`, enc.encode('x')])),
    { level: 0 },
  );
  await timed(
    `import a zip of 20,000 one-byte members (${(tiny.length / 1e6).toFixed(1)} MB)`,
    () => ingestFiles([{ path: 'tiny.zip', bytes: tiny }], { origin: 'b' }),
    (ds) => `${ds.reports.length} report lines`,
  );
}

void main();
