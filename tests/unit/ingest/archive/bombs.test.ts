// Zip bombs of every known shape, made by tests/helpers/zip-bombs.ts on the spot. Each is stopped
// while it is being read, with a message naming the archive and the member, and the other files of
// the same upload are imported. Limits are lowered here so the bombs stay small and fast; the CLI
// and the page were measured against the real ones (see the commit notes).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LIMITS } from '../../../../src/ingest/archive/limits';
import { unpackAll } from '../../../../src/ingest/archive/archive';
import { ingestFiles } from '../../../../src/ingest/ingest';
import { ingestShard } from '../../../../src/ingest/ingest-shard';
import { readZipDirectory } from '../../../../src/ingest/archive/zip-directory';
import { planUpload } from '../../../../src/worker/plan-upload';
import type { Dataset, FileReport } from '../../../../src/model/types';
import {
  deflated,
  goodCsv,
  gzipOf,
  headThenZeros,
  nestedBomb,
  stored,
  tarHeader,
  writeZip,
  zerosCrc,
  zerosDeflate,
} from '../../../helpers/zip-bombs';

const MiB = 1 << 20;
const saved = { ...LIMITS };

beforeEach(() => {
  Object.assign(LIMITS, { archiveBytes: 64 * MiB, memberBytes: 32 * MiB });
});
afterEach(() => {
  Object.assign(LIMITS, saved);
});

const report = (ds: Dataset, file: string): FileReport | undefined => ds.reports.find((r) => r.file === file);

/** The good CSV's figure, read back from its own text (not from the importer). */
function expectGoodCsvImported(ds: Dataset, file: string, csv: Uint8Array): void {
  const iops = Number(/,(\d+)\n$/.exec(new TextDecoder().decode(csv))![1]);
  expect(report(ds, file)?.error).toBeUndefined();
  const m = ds.measurements.find((x) => x.provenance.file === file);
  expect(m?.total.iops).toBe(iops);
}

describe('zip bombs are stopped while reading, and the other files still import', () => {
  it('a nested bomb: archives inside share one budget, named with archive and member', async () => {
    // 3 inner zips × 16 members × 4 MiB of zeros = 192 MiB from ~200 KB; the limit is 64 MiB.
    const bomb = nestedBomb(3, 16, 4);
    const csv = goodCsv(41234);
    const ds = await ingestFiles(
      [
        { path: 'bomb.zip', bytes: bomb },
        { path: 'aliyun_ssd_250/iops.csv', bytes: csv },
      ],
      { origin: 't' },
    );
    const r = report(ds, 'bomb.zip');
    expect(r?.error?.code).toBe('archive-limit');
    expect(r?.error?.message).toMatch(
      /^bomb\.zip expands past 64 MiB \(at bomb\.zip\/inner-0\.zip\/zeros-15\.txt\) after [\d.]+ KiB of its [\d.]+ KiB were read: the limit for one archive and everything inside it; the rest of it was not imported$/,
    );
    // Nothing of the second and third inner zip was inflated.
    expect(ds.reports.some((x) => x.file.startsWith('bomb.zip/inner-1.zip/'))).toBe(false);
    expectGoodCsvImported(ds, 'aliyun_ssd_250/iops.csv', csv);
  });

  it('a member whose deflate stream of zeros declares a small size is stopped at that size', async () => {
    Object.assign(LIMITS, saved); // the real limits: the lie alone must stop it
    const csv = goodCsv(777);
    const zip = writeZip([
      { name: 'liar.txt', data: zerosDeflate(512), method: 8, size: 1000, crc: 0 },
      stored('aliyun_ssd_250/iops.csv', csv),
    ]);
    const ds = await ingestFiles([{ path: 'u.zip', bytes: zip }], { origin: 't' });
    expect(report(ds, 'u.zip/liar.txt')?.error?.message).toBe(
      'cannot read liar.txt: it inflates past the 1000 bytes its header declares (the header lies: a damaged or crafted archive); not imported',
    );
    expectGoodCsvImported(ds, 'u.zip/aliyun_ssd_250/iops.csv', csv);
  });

  it('a 42-style bomb whose directory entries share or overlap their bytes is refused', async () => {
    const kernel = {
      name: 'k0.txt',
      data: zerosDeflate(8),
      method: 8 as const,
      size: 8 * MiB,
      crc: zerosCrc(8),
    };
    const shared = writeZip([
      kernel,
      ...Array.from({ length: 50 }, (_, i) => ({ ...kernel, name: `k${i + 1}.txt`, sameBytesAs: 0 })),
    ]);
    const { files, notes } = await unpackAll([{ path: 's.zip', bytes: shared }]);
    expect(files.map((f) => f.path)).toEqual(['s.zip/k0.txt']);
    expect(notes.filter((n) => n.issue).map((n) => n.issue!.message)).toEqual(
      Array.from(
        { length: 50 },
        (_, i) =>
          `cannot read k${i + 1}.txt: it shares its bytes with the member before it (the shape of a zip bomb); not read`,
      ),
    );
    // Overlapping (Fifield's construction): a member's data runs on over the next member's header.
    const a = deflated('a.txt', new Uint8Array(10));
    const overlap = writeZip([
      { ...a, compressedSize: a.data.length + 40 },
      deflated('b.txt', new Uint8Array(10)),
    ]);
    const o = await unpackAll([{ path: 'o.zip', bytes: overlap }]);
    expect(o.files.map((f) => f.path)).toEqual(['o.zip/b.txt']);
    expect(o.notes.find((n) => n.issue)?.issue?.message).toMatch(
      /^cannot read a\.txt: its compressed data runs into the next member/,
    );
  });

  it('zip64: a member declaring 10 GiB is refused unread; honest zip64 members stop at the budget', async () => {
    Object.assign(LIMITS, saved);
    const huge = writeZip([
      { name: 'huge.bin', data: zerosDeflate(1), method: 8, size: 10 * 1024 ** 3, crc: 0, zip64: true },
      { ...stored('aliyun_ssd_250/iops.csv', goodCsv(5)), zip64: true },
    ]);
    const a = await unpackAll([{ path: 'z64.zip', bytes: huge }]);
    expect(a.notes.find((n) => n.issue)?.issue?.message).toBe(
      'cannot read huge.bin: it declares 10 GiB, more than the 512 MiB allowed for one member; not read',
    );
    expect(a.files.map((f) => f.path)).toEqual(['z64.zip/aliyun_ssd_250/iops.csv']);

    Object.assign(LIMITS, { archiveBytes: 64 * MiB, memberBytes: 32 * MiB });
    const member = (i: number) => ({
      name: `z${i}.bin`,
      data: zerosDeflate(30),
      method: 8 as const,
      size: 30 * MiB,
      crc: zerosCrc(30),
      zip64: true,
    });
    const many = writeZip([member(0), member(1), member(2), member(3)]);
    const b = await unpackAll([{ path: 'm.zip', bytes: many }]);
    expect(b.files.map((f) => f.path)).toEqual(['m.zip/z0.bin', 'm.zip/z1.bin']);
    expect(b.notes.find((n) => n.issue)?.issue).toMatchObject({
      code: 'archive-limit',
      message: expect.stringMatching(/^m\.zip expands past 64 MiB \(at m\.zip\/z2\.bin\)/),
    });
  });

  it('a .gz and a .tar.gz of zeros stop at the member and archive limits while inflating', async () => {
    const gz = gzipOf(zerosDeflate(48), zerosCrc(48), 48 * MiB);
    const tgz = gzipOf(headThenZeros(tarHeader('zeros.bin', 100 * MiB), 100), 0, 0);
    const csv = goodCsv(9);
    const ds = await ingestFiles(
      [
        { path: 'z.json.gz', bytes: gz },
        { path: 'r.tar.gz', bytes: tgz },
        { path: 'aliyun_ssd_250/iops.csv', bytes: csv },
      ],
      { origin: 't' },
    );
    expect(report(ds, 'z.json.gz')?.error?.message).toBe(
      'z.json expands past 32 MiB, the limit for one file; not imported',
    );
    // The tar member claims 100 MiB (over the 32 MiB member limit): refused from its header.
    expect(report(ds, 'r.tar/zeros.bin')?.error?.message).toBe(
      'cannot read zeros.bin: its header declares 100 MiB, more than the 32 MiB allowed for one member; not read',
    );
    expectGoodCsvImported(ds, 'aliyun_ssd_250/iops.csv', csv);
  });

  it('a tar member within the member limit still stops at the archive budget', async () => {
    Object.assign(LIMITS, { archiveBytes: 16 * MiB, memberBytes: 32 * MiB });
    const tgz = gzipOf(headThenZeros(tarHeader('zeros.bin', 30 * MiB), 30), 0, 0);
    const ds = await ingestFiles([{ path: 'r.tar.gz', bytes: tgz }], { origin: 't' });
    expect(report(ds, 'r.tar.gz')?.error?.message).toMatch(
      /^r\.tar\.gz expands past 16 MiB \(at r\.tar\/zeros\.bin\) after [\d.]+ KiB of its [\d.]+ (KiB|MiB) were read/,
    );
  });

  it('the split path (a large zip shared between workers) is held to the same limits', async () => {
    const csv = goodCsv(31337);
    const bomb = (i: number) => ({
      name: `b_x_${i}/zeros.bin`,
      data: zerosDeflate(30),
      method: 8 as const,
      size: 30 * MiB,
      crc: zerosCrc(30),
    });
    const zip = writeZip([
      { name: 'liar_x_1/liar.txt', data: zerosDeflate(8), method: 8, size: 100, crc: 0 },
      bomb(1),
      bomb(2),
      bomb(3),
      stored('aliyun_ssd_250/iops.csv', csv),
    ]);
    // Declared 90 MiB (over the 64 MiB limit): the planner leaves it to one worker, which stops it.
    const file = new File([zip as Uint8Array<ArrayBuffer>], 'big.zip');
    const whole = await planUpload([{ path: 'big.zip', file }], 3, 0);
    expect(whole.flatMap((s) => s.zips)).toEqual([]);
    // A share given these members anyway (as for a zip declaring less) reads them under the limits.
    const dir = (await readZipDirectory(async (a, b) => zip.subarray(a, b), zip.length))!;
    const read = async (a: number, b: number) => zip.slice(a, b);
    const ds = await ingestShard(
      { files: [], zips: [{ path: 'big.zip', entries: dir.entries, read }], notes: [] },
      { origin: 't' },
    );
    expect(report(ds, 'big.zip/liar_x_1/liar.txt')?.error?.message).toMatch(
      /^cannot read liar_x_1\/liar\.txt: it inflates past the 100 bytes its header declares/,
    );
    expect(report(ds, 'big.zip')?.error).toMatchObject({
      code: 'archive-limit',
      message: expect.stringMatching(/^big\.zip expands past 64 MiB \(at big\.zip\/b_x_3\/zeros\.bin\)/),
    });
    // The CSV lies after the bomb in the archive: the budget stops everything after it.
    expect(report(ds, 'big.zip/aliyun_ssd_250/iops.csv')).toBeUndefined();
  });
});
