// What importing bench:peers' folder (601 files, peers11-folder.ts) costs the importer in Node, warm:
// the files' bytes in memory, then ingestFiles over them as a worker imports a share (one share of
// all files), RUNS times; beside it the floor every importer of these files pays (decode and
// JSON.parse each .json file). Every run printed and the median, wall and this process's CPU.
//
//   npx tsx scripts/bench/folder12-node-cost.ts            (FOLDER12_RUNS, default 20)
//   node --cpu-prof --cpu-prof-dir=/tmp/prof --import tsx scripts/bench/folder12-node-cost.ts
//
// A measuring tool: it asserts nothing.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { cpuUsage } from 'node:process';
import { ingestFiles } from '../../src/ingest/ingest';
import type { InputFile } from '../../src/ingest/types';
import { jsonFolders } from './peers11-folder';

const RUNS = Number(process.env.FOLDER12_RUNS ?? 20);
const root = jsonFolders(100);
const inputs: InputFile[] = [];
const walk = (dir: string, rel: string) => {
  for (const name of readdirSync(dir).sort()) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) walk(full, `${rel}/${name}`);
    else inputs.push({ path: `${rel}/${name}`, bytes: new Uint8Array(readFileSync(full)) });
  }
};
walk(root, path.basename(root));
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)]!;
const timed = async (run: () => unknown): Promise<[number, number]> => {
  const c0 = cpuUsage();
  const t0 = performance.now();
  await run();
  const c = cpuUsage(c0);
  return [performance.now() - t0, (c.user + c.system) / 1000];
};
const out = { import: [] as [number, number][], floor: [] as [number, number][] };
let measurements = 0;
for (let i = 0; i < RUNS; i++) {
  out.import.push(
    await timed(async () => {
      const d = await ingestFiles(inputs, { origin: 'folder12' });
      measurements = d.measurements.length;
    }),
  );
  out.floor.push(
    await timed(() => {
      const text = new TextDecoder();
      for (const f of inputs) if (f.path.endsWith('.json')) JSON.parse(text.decode(f.bytes));
    }),
  );
}
console.log(`${inputs.length} files, ${measurements} measurements; ${RUNS} runs (ms, wall/CPU):`);
for (const [k, runs] of Object.entries(out))
  console.log(
    `  ${k}: median ${median(runs.map((r) => r[0])).toFixed(1)} / ${median(runs.map((r) => r[1])).toFixed(1)}; ` +
      runs.map(([w, c]) => `${w.toFixed(0)}/${c.toFixed(0)}`).join(' '),
  );
