// What the ingest workers' work costs, measured in Node (the importers are DOM-free): the bench
// archive planned into shards as the page plans it (src/worker/plan-upload.ts), then each shard
// through what src/worker/ingest.worker.ts does with it, one after another on one thread — read
// and import the members (ingestShard), cut the dataset into parts and write each one as the JSON
// the page receives and the browser saves (splitDataset, JSON.stringify, packPart). Beside it, the
// same floor as the page bench's: every member inflated (DecompressionStream from 16 KiB, fflate
// below) and the JSON ones parsed, nothing else. Wall and CPU time (this process: main thread,
// GC helpers and the inflate threads together) per step, every run and the median.
//
//   npx tsx scripts/bench/worker-cost.ts [archive.zip]        (default: the bench's bench-100.zip)
//   node --cpu-prof --cpu-prof-dir=/tmp/prof --import tsx scripts/bench/worker-cost.ts
//   npx tsx scripts/bench/cpu-profile-top.ts /tmp/prof/<file>.cpuprofile
//
// BENCH_COPIES=25 makes (or takes) a smaller archive; WORKER_COST_RUNS sets the runs (default 3);
// WORKER_COST_FLOOR=0 leaves the floor out.
// A measuring tool: it asserts nothing.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { createHash } from 'node:crypto';
import { resolve } from 'node:path';
import { makeBenchArchive } from './archive';
import { ingestShard, type ZipShard } from '../../src/ingest/ingest-shard';
import { readZipDirectory } from '../../src/ingest/archive/zip-directory';
import { readZipMember } from '../../src/ingest/archive/zip-member';
import { planUpload } from '../../src/worker/plan-upload';
import { splitDataset } from '../../src/model/dataset-parts';
import { hasSeries, packPart } from '../../src/model/part-wire';
import type { Dataset } from '../../src/model/types';

const ROOT = resolve(import.meta.dirname, '../..');
const RUNS = Number(process.env.WORKER_COST_RUNS ?? 3);
const WORKERS = 2;
/** WORKER_COST_FLOOR=0 leaves the floor out (for a profile of the worker's steps alone). */
const NO_FLOOR = process.env.WORKER_COST_FLOOR === '0';

function archivePath(): string {
  if (process.argv[2]) return resolve(process.argv[2]);
  const copies = Number(process.env.BENCH_COPIES ?? 100);
  const own = resolve(ROOT, '.bench', `bench-${copies}.zip`);
  if (existsSync(own)) return own;
  return makeBenchArchive(resolve(ROOT, '../shared/fixtures'), resolve(ROOT, '.bench'), copies).path;
}

/** CPU time of this process so far, ms (user + system, every thread). */
const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

interface Step {
  ms: number;
  cpu: number;
}

async function timed<T>(steps: Record<string, Step>, name: string, f: () => Promise<T> | T): Promise<T> {
  const t0 = performance.now();
  const c0 = cpuMs();
  const out = await f();
  const step = (steps[name] ??= { ms: 0, cpu: 0 });
  step.ms += performance.now() - t0;
  step.cpu += cpuMs() - c0;
  return out;
}

/** The floor: inflate every member, JSON.parse the .json ones, on this thread. */
async function floor(zip: Uint8Array): Promise<{ json: number }> {
  const dir = await readZipDirectory(async (s, e) => zip.subarray(s, e), zip.length);
  const text = new TextDecoder();
  let json = 0;
  for (const e of dir!.entries) {
    if (e.name.endsWith('/')) continue;
    // Without the budget; the CRC is checked as the import checks it.
    const m = await readZipMember(zip.subarray(e.localOffset, e.end), e);
    if (!m.ok) throw new Error(`${e.name}: ${m.message}`);
    if (e.name.endsWith('.json')) {
      JSON.parse(text.decode(m.bytes));
      json++;
    }
  }
  return { json };
}

/** One run of every shard, one after another, as the workers would do them side by side. */
async function workerRun(file: File, steps: Record<string, Step>): Promise<string> {
  const shards = await timed(steps, 'plan (page)', () => planUpload([{ path: file.name, file }], WORKERS));
  let measurements = 0;
  let disks = 0;
  let jsonBytes = 0;
  let problems = 0;
  // The parts' text, hashed: a change that should alter no figure must leave it the same.
  const hash = createHash('sha256');
  for (const [index, shard] of shards.entries()) {
    const zips: ZipShard[] = shard.zips.map((z) => ({
      path: z.path,
      entries: z.entries,
      read: async (start, end) => new Uint8Array(await z.file.slice(start, end).arrayBuffer()),
    }));
    const ds: Dataset = await timed(steps, 'read + import + assemble', async () => {
      const files = await Promise.all(
        shard.files.map(async (f) => ({ path: f.path, bytes: new Uint8Array(await f.file.arrayBuffer()) })),
      );
      return ingestShard({ files, zips, notes: shard.notes }, { origin: `bench-${index}` });
    });
    measurements += ds.measurements.length;
    disks += ds.disks.length;
    problems += ds.reports.filter((r) => r.error !== undefined).length;
    const texts: string[] = [];
    await timed(steps, 'parts to JSON (+ packed series)', () => {
      for (const part of splitDataset(ds)) {
        texts.push(JSON.stringify(part));
        if (hasSeries(part)) packPart(part);
      }
    });
    // Hashed after the timing: the worker does not hash.
    for (const json of texts) {
      jsonBytes += json.length;
      hash.update(json);
    }
  }
  return `${shards.length} shards, ${disks} disks, ${measurements} measurements, ${problems} files with errors, ${(jsonBytes / 1e6).toFixed(1)} MB of part JSON (sha256 ${hash.digest('hex').slice(0, 16)})`;
}

const path = archivePath();
const bytes = new Uint8Array(readFileSync(path));
const file = new File([bytes], path.split('/').pop()!);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)]!;
const s = (ms: number) => (ms / 1000).toFixed(2);
console.log(`worker cost in Node ${process.version}: ${path} (${(bytes.length / 1e6).toFixed(1)} MB)`);
// One untimed pass of each, so both run compiled code.
if (!NO_FLOOR) await floor(bytes);
await workerRun(file, {});
// WORKER_COST_HEAP=<file>: V8's sampling heap profile of the timed runs, every allocation counted
// (also those collected since: they are what keeps the garbage collector busy).
const heapOut = process.env.WORKER_COST_HEAP;
const inspector = heapOut ? new Session() : undefined;
if (inspector) {
  inspector.connect();
  await inspector.post('HeapProfiler.startSampling', {
    samplingInterval: 4096,
    includeObjectsCollectedByMajorGC: true,
    includeObjectsCollectedByMinorGC: true,
  });
}
const floors: Step[] = [];
const runs: Record<string, Step>[] = [];
let summary = '';
for (let i = 0; i < RUNS; i++) {
  const steps: Record<string, Step> = {};
  summary = await workerRun(file, steps);
  runs.push(steps);
  if (NO_FLOOR) continue;
  const f: Record<string, Step> = {};
  await timed(f, 'floor', () => floor(bytes));
  floors.push(f.floor!);
}
if (inspector) {
  const { profile } = await inspector.post('HeapProfiler.stopSampling');
  writeFileSync(heapOut!, JSON.stringify(profile));
  inspector.disconnect();
}
console.log(`  ${summary}`);
const line = (name: string, xs: Step[]) =>
  console.log(
    `  ${name.padEnd(34)} wall ${s(median(xs.map((x) => x.ms))).padStart(6)} s  CPU ${s(median(xs.map((x) => x.cpu))).padStart(6)} s` +
      `   runs: wall ${xs.map((x) => s(x.ms)).join(', ')}; CPU ${xs.map((x) => s(x.cpu)).join(', ')}`,
  );
for (const name of Object.keys(runs[0]!))
  line(
    name,
    runs.map((r) => r[name]!),
  );
const totals = runs.map((r) =>
  Object.values(r).reduce((a, b) => ({ ms: a.ms + b.ms, cpu: a.cpu + b.cpu }), { ms: 0, cpu: 0 }),
);
line('all worker steps', totals);
if (!NO_FLOOR) line('floor (inflate + JSON.parse)', floors);
if (!NO_FLOOR)
  console.log(
    `  worker CPU / floor CPU: ${(median(totals.map((t) => t.cpu)) / median(floors.map((f) => f.cpu))).toFixed(2)}× (medians)`,
  );
