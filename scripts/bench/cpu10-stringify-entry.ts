// The page side of cpu10-stringify.ts (bundled by it): imports shard 0 of the bench archive with
// the ingest worker's code, then times JSON.stringify of its parts against their parsed copies.
import { ingestShard, type ZipShard } from '../../src/ingest/ingest-shard';
import { planUpload } from '../../src/worker/plan-upload';
import { splitDataset } from '../../src/model/dataset-parts';

async function stringifyRounds(rounds: number): Promise<string[]> {
  const bytes = await (await fetch('bench.zip')).arrayBuffer();
  const file = new File([bytes], 'bench.zip');
  const shard = (await planUpload([{ path: file.name, file }], 2))[0]!;
  const lines: string[] = [];
  const ratios: number[] = [];
  for (let r = 0; r < rounds; r++) {
    const zips: ZipShard[] = shard.zips.map((z) => ({
      path: z.path,
      entries: z.entries,
      read: async (s, e) => new Uint8Array(await z.file.slice(s, e).arrayBuffer()),
    }));
    const ds = await ingestShard({ files: [], zips, notes: shard.notes }, { origin: 'bench' });
    const parts = [...splitDataset(ds)];
    let t0 = performance.now();
    const texts = parts.map((p) => JSON.stringify(p));
    const first = performance.now() - t0;
    const parsed = texts.map((t) => JSON.parse(t) as unknown);
    let built = Infinity;
    let copies = Infinity;
    for (let k = 0; k < 5; k++) {
      t0 = performance.now();
      for (const p of parts) JSON.stringify(p);
      built = Math.min(built, performance.now() - t0);
      t0 = performance.now();
      for (const p of parsed) JSON.stringify(p);
      copies = Math.min(copies, performance.now() - t0);
    }
    ratios.push(built / copies);
    lines.push(
      `round ${r + 1}: parts as built ${first.toFixed(0)} ms the first time, then ${built.toFixed(0)} ms (min of 5); ` +
        `parsed copies ${copies.toFixed(0)} ms (min of 5); built ÷ copies ${(built / copies).toFixed(2)}`,
    );
  }
  ratios.sort((a, b) => a - b);
  lines.push(
    `median built ÷ copies: ${ratios[Math.floor((ratios.length - 1) / 2)]!.toFixed(2)}× (${rounds} rounds)`,
  );
  return lines;
}

(globalThis as Record<string, unknown>).cpu10stringify = stringifyRounds;
