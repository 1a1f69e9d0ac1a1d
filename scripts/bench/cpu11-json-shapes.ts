// Why V8's fast JSON.stringify path (V8 13.8+, Chrome 138+) refuses a dataset part: it falls back
// to the slow serializer, restarting the whole part, at the first value it cannot take — a cons or
// sliced string, an object in dictionary mode, with indexed elements or another prototype, or
// anything that is not a plain object, array, string, number, boolean or null. This walks the
// parts of the bench archive's shards (imported as the ingest worker imports them) and counts such
// values by their path in the part. Strings are classified with V8's %DebugPrint (in Node's V8,
// whose strings are made as Chromium's are), so the script runs itself again with natives syntax
// and reads that child's output:
//
//   npx tsx scripts/bench/cpu11-json-shapes.ts [archive.zip]
//
// A diagnostic tool: it asserts nothing.
import { spawnSync } from 'node:child_process';
import { closeSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { runInThisContext } from 'node:vm';
import { ingestShard, type ZipShard } from '../../src/ingest/ingest-shard';
import { planUpload } from '../../src/worker/plan-upload';
import { splitDataset } from '../../src/model/dataset-parts';

const ROOT = resolve(import.meta.dirname, '../..');
const PATHS = '/tmp/cpu11-json-shapes-paths.txt';
const OUTPUT = '/tmp/cpu11-json-shapes-prints.txt';

if (!process.env.CPU11_SHAPES_CHILD) {
  // Into a file: V8 prints through C's stdio, whose buffer a pipe lost at the child's exit.
  const out = openSync(OUTPUT, 'w');
  const child = spawnSync(
    process.execPath,
    ['--allow-natives-syntax', '--import', 'tsx', import.meta.filename, ...process.argv.slice(2)],
    { env: { ...process.env, CPU11_SHAPES_CHILD: '1' }, stdio: ['ignore', out, 'inherit'] },
  );
  closeSync(out);
  if (child.status !== 0) throw new Error(`the child failed (${child.status})`);
  const [prints, summary] = readFileSync(OUTPUT, 'utf8').split('\n=== cpu11-json-shapes ===\n');
  // Every %DebugPrint of a string prints its map, whose `type:` line names the representation.
  // Every %DebugPrint of a string prints its value, then its map, whose `type:` line names the
  // representation.
  const printedStrings = [
    ...prints!.matchAll(/^DebugPrint: \S+ \[String\][^:]*: (.*)\n[^\n]*\n - type: (\S+)$/gm),
  ];
  const paths = readFileSync(PATHS, 'utf8').split('\n').filter(Boolean);
  if (printedStrings.length !== paths.length)
    throw new Error(`${printedStrings.length} strings read back for ${paths.length} printed`);
  const slow = new Map<string, { n: number; example: string }>();
  for (const [i, [, value, type]] of printedStrings.entries()) {
    if (!/CONS|SLICED/.test(type!)) continue;
    const key = `${paths[i]}: ${type}`;
    const seen = slow.get(key) ?? { n: 0, example: value!.slice(0, 70) };
    seen.n++;
    slow.set(key, seen);
  }
  console.log(summary!.trimEnd());
  for (const [what, { n, example }] of [...slow].sort((x, y) => y[1].n - x[1].n))
    console.log(`${n}\t${what}\t${example}`);
  process.exit(0);
}
// V8's natives are only parsed in code compiled with --allow-natives-syntax, not in this module.
const native = <F>(source: string) => runInThisContext(source) as F;
const debugPrint = native<(s: unknown) => void>('(s) => %DebugPrint(s)');
const isInternalized = native<(s: string) => boolean>('(s) => %IsInternalizedString(s)');
const hasFastProperties = native<(o: object) => boolean>('(o) => %HasFastProperties(o)');

const bytes = new Uint8Array(readFileSync(resolve(ROOT, process.argv[2] ?? '.bench/bench-100.zip')));
const file = new File([bytes], 'bench.zip');
const shards = await planUpload([{ path: file.name, file }], 2);
/** Paths of the strings handed to %DebugPrint, in order. */
const printed: string[] = [];
const bad = new Map<string, number>();
const count = (what: string) => bad.set(what, (bad.get(what) ?? 0) + 1);
let strings = 0;
let objects = 0;

function walk(v: unknown, path: string): void {
  if (typeof v === 'string') {
    strings++;
    // Cons and sliced strings are never shorter than 13 characters.
    if (v.length >= 13 && !isInternalized(v)) {
      printed.push(path);
      debugPrint(v);
    }
    return;
  }
  if (typeof v !== 'object' || v === null) {
    if (typeof v === 'function' || typeof v === 'bigint' || typeof v === 'symbol')
      count(`${path}: ${typeof v}`);
    return;
  }
  objects++;
  if (Array.isArray(v)) {
    if (Object.getPrototypeOf(v) !== Array.prototype) count(`${path}: array prototype`);
    for (const x of v) walk(x, `${path}[]`);
    return;
  }
  if (Object.getPrototypeOf(v) !== Object.prototype) count(`${path}: prototype ${v.constructor?.name}`);
  if (!hasFastProperties(v)) count(`${path}: dictionary properties`);
  for (const [k, x] of Object.entries(v)) {
    if (/^\d+$/.test(k)) count(`${path}: indexed key`);
    // Records keyed by data (percentiles, options) are summarised under one path.
    const key = /^(percentiles|options|assumed)$/.test(path.split('.').pop() ?? '') ? '*' : k;
    walk(x, `${path}.${key}`);
  }
}

for (const [index, shard] of shards.entries()) {
  const zips: ZipShard[] = shard.zips.map((z) => ({
    path: z.path,
    entries: z.entries,
    read: async (start, end) => new Uint8Array(await z.file.slice(start, end).arrayBuffer()),
  }));
  // Whole files too: an archive too small to split is one shard's file.
  const files = await Promise.all(
    shard.files.map(async (f) => ({ path: f.path, bytes: new Uint8Array(await f.file.arrayBuffer()) })),
  );
  const ds = await ingestShard({ files, zips, notes: shard.notes }, { origin: `bench-${index}` });
  for (const part of splitDataset(ds)) walk(part, Object.keys(part)[0] ?? '?');
}
writeFileSync(PATHS, printed.join('\n'));
process.stdout.write('\n=== cpu11-json-shapes ===\n');
process.stdout.write(
  `${strings} strings (${printed.length} of 13+ characters, not internalized, classified), `,
);
process.stdout.write(`${objects} objects and arrays; what keeps a part off the fast path, by path:\n`);
for (const [what, n] of [...bad].sort((a, b) => b[1] - a[1])) process.stdout.write(`${n}\t${what}\n`);
