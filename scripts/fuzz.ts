// `npm run fuzz -- [--count N] [--seed S] [--limit-ms T] [--replay N]`: mutated real fixtures through
// the CLI's pipeline — sniff, import, assemble, invariants, dataset and CSV writing, the dataset read
// back through its importer. Byte-level damage (flips, cuts, duplication, splices, hostile numbers,
// deleted JSON fields) and structure-aware damage as files get it (NUL padding and runs, CR and
// CRLF line ends, tabs, UTF-16, cuts at line ends, numbers replaced, units swapped; see
// lib/fuzz-core.ts). Failures by kind: crash (a throw), hang (over the time limit; the worker is
// replaced), wrong (a broken invariant, a failed round trip, figures changed by lossless damage),
// silent skip (a damaged copy of an importable file skipped). Prints inputs, inputs per second,
// counts per format and per mutation, and every failure with its index; `--replay N` runs input N
// alone, in this thread, and prints it all.
import { Worker } from 'node:worker_threads';
import { parseArgs } from 'node:util';
import { loadCorpus, makeInput, runInput, type FuzzOutcome } from './lib/fuzz-core';

const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '10000' },
    seed: { type: 'string', default: '1' },
    'limit-ms': { type: 'string', default: '10000' },
    replay: { type: 'string' },
    start: { type: 'string', default: '0' },
  },
});
const seed = Number(values.seed);
const limitMs = Number(values['limit-ms']);

async function replay(index: number): Promise<number> {
  const corpus = await loadCorpus();
  const input = makeInput(corpus, seed, index);
  console.log(
    `input ${index} (seed ${seed}): ${input.seedPath}, ${input.file.bytes.length} bytes, ${input.mutations.join(' + ')}`,
  );
  const t = performance.now();
  const out = await runInput(input, corpus);
  console.log(
    `${(performance.now() - t).toFixed(0)} ms, format ${out.format}, ${out.measurements} measurements`,
  );
  if (out.failure) console.log(`FAILURE (${out.failure.kind}):\n${out.failure.message}`);
  else console.log('no failure');
  return out.failure ? 1 : 0;
}

function startWorker(): Promise<Worker> {
  // Worker threads do not inherit tsx's loader: the worker's first line registers it.
  const api = import.meta.resolve('tsx/esm/api');
  const entry = new URL('./fuzz-worker.ts', import.meta.url).href;
  const boot = `import(${JSON.stringify(api)}).then((t) => t.tsImport(${JSON.stringify(entry)}, ${JSON.stringify(import.meta.url)}))`;
  const w = new Worker(boot, { eval: true, workerData: { seed } });
  return new Promise((ok, fail) => {
    w.once('message', () => ok(w));
    w.once('error', fail);
  });
}

async function run(start: number, count: number): Promise<number> {
  const perFormat = new Map<string, number>();
  const perMutation = new Map<string, number>();
  const failures: (FuzzOutcome & { failure: NonNullable<FuzzOutcome['failure']> })[] = [];
  const timeouts: number[] = [];
  let worker = await startWorker();
  const began = performance.now();
  for (let index = start; index < start + count; index++) {
    const outcome = await new Promise<FuzzOutcome | 'timeout'>((ok) => {
      const timer = setTimeout(() => ok('timeout'), limitMs);
      worker.once('message', (o: FuzzOutcome) => {
        clearTimeout(timer);
        ok(o);
      });
      worker.postMessage(index);
    });
    if (outcome === 'timeout') {
      timeouts.push(index);
      perFormat.set('(timeout)', (perFormat.get('(timeout)') ?? 0) + 1);
      await worker.terminate();
      worker = await startWorker();
      continue;
    }
    perFormat.set(outcome.format, (perFormat.get(outcome.format) ?? 0) + 1);
    for (const m of outcome.mutations) perMutation.set(m, (perMutation.get(m) ?? 0) + 1);
    if (outcome.failure) failures.push(outcome as (typeof failures)[number]);
    const done = index - start + 1;
    if (done % 5000 === 0)
      console.log(
        `${done} inputs, ${failures.length} failures, ${timeouts.length} timeouts, ${(done / ((performance.now() - began) / 1000)).toFixed(1)} inputs/s`,
      );
  }
  await worker.terminate();
  const seconds = (performance.now() - began) / 1000;
  console.log(
    `\nfuzz: seed ${seed}, inputs ${start}..${start + count - 1} (${count}), time limit ${limitMs} ms per input`,
  );
  console.log(`${count} inputs in ${seconds.toFixed(1)} s: ${(count / seconds).toFixed(1)} inputs/s`);
  console.log('inputs per importer format (of the mutated file):');
  for (const [format, n] of [...perFormat].sort((a, b) => b[1] - a[1]))
    console.log(`  ${format.padEnd(28)} ${n}`);
  console.log('mutations applied (an input has one to three):');
  for (const [m, n] of [...perMutation].sort((a, b) => b[1] - a[1])) console.log(`  ${m.padEnd(28)} ${n}`);
  const byKind = { crash: 0, hang: timeouts.length, wrong: 0, 'silent skip': 0 };
  for (const f of failures) byKind[f.failure.kind]++;
  console.log(
    `failures: ${failures.length + timeouts.length} (crash ${byKind.crash}, hang ${byKind.hang}, wrong ${byKind.wrong}, silent skip ${byKind['silent skip']})`,
  );
  const kinds = new Map<string, number[]>();
  for (const f of failures) {
    const key = `${f.failure.kind}: ${f.failure.message.split('\n')[0]!.replace(/\d+/g, 'N').slice(0, 160)}`;
    kinds.set(key, [...(kinds.get(key) ?? []), f.index]);
  }
  for (const [key, idx] of kinds)
    console.log(
      `  ${idx.length}× ${key}\n     replay: ${idx
        .slice(0, 5)
        .map((i) => `--replay ${i}`)
        .join(', ')}`,
    );
  if (timeouts.length)
    console.log(
      `  over ${limitMs} ms: ${timeouts
        .slice(0, 10)
        .map((i) => `--replay ${i}`)
        .join(', ')}`,
    );
  return failures.length + timeouts.length > 0 ? 1 : 0;
}

const code =
  values.replay !== undefined
    ? await replay(Number(values.replay))
    : await run(Number(values.start), Number(values.count));
process.exit(code);
