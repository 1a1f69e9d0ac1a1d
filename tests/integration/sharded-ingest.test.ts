// An upload split between workers (plan-upload → ingest-shard → merge-shards) must give the same
// dataset as one worker streaming the whole archive. Real fixtures, a zip built here.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync, strToU8, zipSync, type Zippable } from 'fflate';
import { packTar } from 'modern-tar';
import { describe, expect, it } from 'vitest';
import { ingestFiles } from '../../src/ingest/ingest';
import { ingestShard } from '../../src/ingest/ingest-shard';
import { mergeShards } from '../../src/model/merge-shards';
import type { InputFile } from '../../src/ingest/types';
import type { Dataset } from '../../src/model/types';
import { planUpload } from '../../src/worker/plan-upload';
import { fixturePath } from '../helpers/fixtures';

function addTree(entries: Zippable, dir: string, under: string): void {
  for (const name of readdirSync(dir).sort()) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) addTree(entries, full, `${under}/${name}`);
    else entries[`${under}/${name}`] = new Uint8Array(readFileSync(full));
  }
}

function buildEntries(): Zippable {
  const entries: Zippable = {};
  addTree(entries, fixturePath('pts/local_ext4_2'), 'aliyun_essd_500');
  addTree(entries, fixturePath('fio/local_ssd_1'), 'qcloud_ssd_100');
  addTree(entries, fixturePath('fio/logs'), 'logs/run1');
  addTree(entries, fixturePath('fio/multi'), 'aws_gp3_100gib');
  // The same PTS bundle a second time, under a folder without the naming convention.
  addTree(entries, fixturePath('pts/local_ext4_2'), 'second copy');
  // One digest CSV in two folders (shares): both name the same disks by their rows, so one worker
  // tells the second set apart with `~2`, and the joined shares must too.
  // A few rows in the seed blog's digest layout (written here: the real digests are third-party).
  const digest = strToU8(
    [
      'vendor,disk_type,volume,test,block_size,rw_ratio,value',
      'aliyun,ssd,250,iops,1,6,7504',
      'aliyun,ssd,250x,iops,1,6,3142',
      'qcloud,ssd,250,latency,1,6,0.9',
    ].join('\n'),
  );
  entries['digests 2019/ssd.csv'] = digest;
  entries['digests 2020/ssd.csv'] = digest;
  entries['__MACOSX/._junk'] = strToU8('x');
  entries['nested/inner.zip'] = zipSync({ 'tencent_hdd_50/x.json': strToU8('{"not": "fio"}') });
  return entries;
}

const buildUpload = (): Uint8Array => zipSync(buildEntries(), { level: 6 });

/** The same files as a tar.gz, in the same order. */
async function buildTarGz(): Promise<Uint8Array> {
  const entries = Object.entries(buildEntries()).map(([name, body]) => ({
    header: { name, size: (body as Uint8Array).length },
    body: body as Uint8Array,
  }));
  return gzipSync(await packTar(entries));
}

/** Order-free view: shares change the order of disks and reports, not their content. */
function normalised(ds: Dataset) {
  const byId = <T extends { id: string }>(xs: T[]) => [...xs].sort((a, b) => a.id.localeCompare(b.id));
  return {
    disks: byId(ds.disks),
    measurements: byId(ds.measurements),
    series: byId(ds.series),
    reports: [...ds.reports].sort((a, b) => a.file.localeCompare(b.file)),
  };
}

describe('an upload split between workers', () => {
  it('gives the dataset one worker gives, and really is split', async () => {
    const zip = buildUpload();
    const file = new File([zip as Uint8Array<ArrayBuffer>], 'results.zip');
    const shares = await planUpload([{ path: 'results.zip', file }], 3, 0);
    expect(shares.length).toBe(3);
    for (const s of shares) expect(s.zips[0]?.entries.length ?? 0).toBeGreaterThan(0);
    const datasets: Dataset[] = [];
    for (const s of shares) {
      datasets.push(
        await ingestShard(
          {
            files: [],
            notes: s.notes,
            zips: s.zips.map((z) => ({
              path: z.path,
              entries: z.entries,
              read: async (a, b) => new Uint8Array(await z.file.slice(a, b).arrayBuffer()),
            })),
          },
          { origin: 'u1' },
        ),
      );
    }
    const split = mergeShards(datasets);
    const whole = await ingestFiles([{ path: 'results.zip', bytes: zip }], { origin: 'u1' });
    expect(whole.measurements.length).toBeGreaterThan(400);
    expect(whole.series.length).toBeGreaterThan(0);
    // The two copies of the PTS bundle name the same disk: the second is told apart by `~2`.
    expect(whole.disks.map((d) => d.id).filter((id) => id.includes('~'))).not.toEqual([]);
    expect(normalised(split)).toEqual(normalised(whole));
  });

  it('reads a tar.gz in one share that hands the other parts on, to the dataset one worker gives', async () => {
    const tgz = await buildTarGz();
    const file = new File([tgz as Uint8Array<ArrayBuffer>], 'results.tar.gz');
    const shares = await planUpload([{ path: 'results.tar.gz', file }], 12, 0, 3);
    expect(shares.map((s) => s.streamShard)).toEqual([0, 1, 2].map((index) => ({ index, count: 3 })));
    expect(shares.map((s) => s.files.length)).toEqual([0, 0, 1]);
    // The reading share first (in the browser all run at once), streaming from the File as the
    // worker does, with only the archive's head in memory.
    const handed: InputFile[][] = [[], [], []];
    const source = shares[2]!.files[0]!.file;
    const head = new Uint8Array(await source.slice(0, 512).arrayBuffer());
    const last = await ingestShard(
      {
        files: [{ path: 'results.tar.gz', bytes: head, source }],
        zips: [],
        notes: [],
        split: { shard: shares[2]!.streamShard!, forward: (part, f) => handed[part]!.push(f) },
      },
      { origin: 'u1' },
    );
    expect(handed[2]).toEqual([]);
    const datasets: Dataset[] = [];
    for (const part of [0, 1]) {
      async function* arriving() {
        yield* handed[part]!;
      }
      datasets.push(
        await ingestShard({ files: [], zips: [], notes: [], received: arriving() }, { origin: 'u1' }),
      );
    }
    datasets.push(last);
    // Parts are cut by bytes at disk folders: one may come out empty (here the logs folder is large).
    expect(datasets.filter((d) => d.disks.length > 0).length).toBeGreaterThan(1);
    const whole = await ingestFiles([{ path: 'results.tar.gz', bytes: tgz }], { origin: 'u1' });
    expect(whole.disks.map((d) => d.id).filter((id) => id.includes('~'))).not.toEqual([]);
    const split = mergeShards(datasets);
    // The archive's own line is in the report once, with all its members.
    expect(split.reports.filter((r) => r.file === 'results.tar.gz')).toEqual(
      whole.reports.filter((r) => r.file === 'results.tar.gz'),
    );
    expect(normalised(split)).toEqual(normalised(whole));
  });

  it('leaves a .gz that is not a tar, and a small tar.gz, to one worker', async () => {
    const gz = gzipSync(strToU8('{"fio version": "fio-3.33"}'.repeat(1000)));
    const one = await planUpload([{ path: 'run.json.gz', file: new File([gz], 'run.json.gz') }], 4, 0, 2);
    expect(one).toHaveLength(1);
    expect(one[0]!.streamShard).toBeUndefined();
    const tgz = await buildTarGz();
    expect(
      await planUpload([{ path: 'r.tgz', file: new File([tgz as Uint8Array<ArrayBuffer>], 'r.tgz') }], 4),
    ).toHaveLength(1);
  });

  it('leaves small, flat and non-zip uploads to one worker', async () => {
    const small = new File([zipSync({ 'a/x.json': strToU8('{}'), 'b/y.json': strToU8('{}') })], 's.zip');
    expect(await planUpload([{ path: 's.zip', file: small }], 2)).toHaveLength(1);
    const flat = zipSync({ 'x.json': strToU8('{}'), 'y.json': strToU8('{}') });
    const shares = await planUpload([{ path: 'f.zip', file: new File([flat], 'f.zip') }], 2, 0);
    expect(shares).toHaveLength(1);
    expect(shares[0]!.files.map((f) => f.path)).toEqual(['f.zip']);
    expect(shares[0]!.zips).toEqual([]);
  });

  it('deals loose files of a dropped folder out by disk folder', async () => {
    const picked = ['aliyun_ssd_250/a.json', 'aliyun_ssd_250/b.json', 'qcloud_ssd_50/a.json'].map((p) => ({
      path: p,
      file: new File(['{}'], p.split('/').pop()!),
    }));
    expect(await planUpload(picked, 2)).toHaveLength(1); // 6 bytes: not worth two workers
    const shares = await planUpload(picked, 2, 0);
    expect(shares.map((s) => s.files.map((f) => f.path))).toEqual([
      ['aliyun_ssd_250/a.json', 'aliyun_ssd_250/b.json'],
      ['qcloud_ssd_50/a.json'],
    ]);
  });
});
