// A picked folder of many small files (bench:peers' shape: disk folders of real fio JSON runs) is
// shared between workers though its bytes are few — each file is a read of its own — and the
// shares, imported and joined, give the dataset one worker gives. The runs are counted from the
// files themselves (JSON.parse here), not from the importer.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ingestFiles } from '../../../src/ingest/ingest';
import { ingestShard } from '../../../src/ingest/ingest-shard';
import { mergeShards } from '../../../src/model/merge-shards';
import type { Dataset } from '../../../src/model/types';
import { planUpload, SPLIT_ZIP_FROM_BYTES, uploadWork } from '../../../src/worker/plan-upload';
import type { PickedFile } from '../../../src/worker/api';
import { fixturePath } from '../../helpers/fixtures';

const SOURCE = fixturePath('fio/local_ssd_1');
const NAMES = readdirSync(SOURCE).filter((f) => f.endsWith('.json') && f.includes('-4k-'));

/** `disks` folders, each holding the real 4k runs of local_ssd_1. */
function folder(disks: number): PickedFile[] {
  const picked: PickedFile[] = [];
  for (let d = 1; d <= disks; d++)
    for (const name of NAMES)
      picked.push({
        path: `peers/peer_ssd_${d}/${name}`,
        file: new File([readFileSync(`${SOURCE}/${name}`)], name),
      });
  return picked;
}

const byId = <T extends { id: string }>(xs: T[]) => [...xs].sort((a, b) => a.id.localeCompare(b.id));

describe('a picked folder of many small files', () => {
  it('is shared between workers by its reads, not only its bytes', async () => {
    const picked = folder(100);
    const bytes = picked.reduce((n, p) => n + p.file.size, 0);
    expect(bytes).toBeLessThan(SPLIT_ZIP_FROM_BYTES); // by bytes alone it stayed with one worker
    expect(uploadWork(picked)).toBeGreaterThanOrEqual(SPLIT_ZIP_FROM_BYTES);
    const shares = await planUpload(picked, 8);
    expect(shares.length).toBe(8);
    // Every file in exactly one share, a disk folder never split, shares in the folder's order.
    const dealt = shares.flatMap((s) => s.files.map((f) => f.path));
    expect(dealt).toEqual(picked.map((p) => p.path));
    for (const s of shares) expect(s.files.length % NAMES.length).toBe(0);
  });

  it('stays with one worker when it is a few files', async () => {
    expect(await planUpload(folder(3), 8)).toHaveLength(1);
  });

  it('gives, shared and joined, the dataset one worker gives', async () => {
    const picked = folder(20);
    const inputs = async (files: PickedFile[]) =>
      Promise.all(
        files.map(async (f) => ({ path: f.path, bytes: new Uint8Array(await f.file.arrayBuffer()) })),
      );
    const shares = await planUpload(picked, 4, 0);
    expect(shares.length).toBe(4);
    const parts: Dataset[] = [];
    for (const s of shares)
      parts.push(
        await ingestShard({ files: await inputs(s.files), notes: s.notes, zips: [] }, { origin: 'u1' }),
      );
    const split = mergeShards(parts);
    const whole = await ingestFiles(await inputs(picked), { origin: 'u1' });
    // One measurement per job of every file, read here with JSON.parse.
    const jobs = NAMES.reduce(
      (n, name) =>
        n + (JSON.parse(readFileSync(`${SOURCE}/${name}`, 'utf8')) as { jobs: unknown[] }).jobs.length,
      0,
    );
    expect(whole.disks).toHaveLength(20);
    expect(whole.measurements).toHaveLength(20 * jobs);
    expect(split.disks.map((d) => d.id)).toEqual(whole.disks.map((d) => d.id));
    expect(byId(split.measurements)).toEqual(byId(whole.measurements));
    expect(byId(split.disks)).toEqual(byId(whole.disks));
  });
});
