import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { strToU8, unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { readZipDirectory, type RangeReader } from '../../../../src/ingest/archive/zip-directory';
import { NATIVE_INFLATE_FROM, readZipMember } from '../../../../src/ingest/archive/zip-member';
import { fixturePath } from '../../../helpers/fixtures';

const readerOf =
  (bytes: Uint8Array): RangeReader =>
  async (start, end) =>
    bytes.slice(start, end);

/** Every member through the directory, decoded with fflate (false) or DecompressionStream (true). */
async function membersOf(zip: Uint8Array, native: boolean): Promise<Record<string, Uint8Array>> {
  const dir = await readZipDirectory(readerOf(zip), zip.length);
  if (!dir) throw new Error('not listed');
  const out: Record<string, Uint8Array> = {};
  for (const e of dir.entries) {
    const m = await readZipMember(zip.subarray(e.localOffset, e.end), e, undefined, native);
    if (!m.ok) throw new Error(`${e.name}: ${m.message}`);
    out[e.name] = m.bytes;
  }
  return out;
}

/** Name → sha256 of the bytes: comparing megabytes element by element is slow in expect(). */
function digests(files: Record<string, Uint8Array>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(files).map(([name, bytes]) => [name, createHash('sha256').update(bytes).digest('hex')]),
  );
}

// A large incompressible-ish member, so the native path (≥ NATIVE_INFLATE_FROM compressed) is taken.
function noise(n: number): Uint8Array {
  const out = new Uint8Array(n);
  let x = 12345;
  for (let i = 0; i < n; i++) out[i] = (x = (x * 1103515245 + 12345) >>> 0) >>> 24;
  return out;
}

describe('zip central directory', () => {
  const zip = zipSync({
    'aliyun_ssd_250/iops.json': strToU8('{"a": 1}'),
    'aliyun_ssd_250/stored.txt': [strToU8('kept as is'), { level: 0 }],
    'qcloud_hybrid_50/big.bin': noise(4 * NATIVE_INFLATE_FROM),
    '腾讯云/结果.json': strToU8('{}'),
    'empty/': new Uint8Array(0),
  });

  it('lists names, sizes and methods without inflating, in archive order', async () => {
    const dir = await readZipDirectory(readerOf(zip), zip.length);
    expect(dir?.entries.map((e) => [e.name, e.method, e.size])).toEqual([
      ['aliyun_ssd_250/iops.json', 8, 8],
      ['aliyun_ssd_250/stored.txt', 0, 10],
      ['qcloud_hybrid_50/big.bin', 8, 4 * NATIVE_INFLATE_FROM],
      ['腾讯云/结果.json', 8, 2],
      ['empty/', 8, 0],
    ]);
    // Each member's bytes end where the next one starts; the last ends at the directory.
    const entries = dir!.entries;
    for (let i = 0; i < entries.length - 1; i++) expect(entries[i]!.end).toBe(entries[i + 1]!.localOffset);
    expect(entries.at(-1)!.end).toBe(dir!.directoryOffset);
  });

  it('decodes every member exactly as fflate unzipSync does, on both inflate paths', async () => {
    const expected = digests(unzipSync(zip));
    expect(digests(await membersOf(zip, false))).toEqual(expected);
    expect(digests(await membersOf(zip, true))).toEqual(expected);
  });

  it('reads a real PTS report.zip made by another zip writer', async () => {
    const real = new Uint8Array(readFileSync(fixturePath('pts/local_ext4_2/report.zip')));
    expect(digests(await membersOf(real, true))).toEqual(digests(unzipSync(real)));
  });

  it('finds the end record behind an archive comment', async () => {
    const withComment = zipSync({ 'a.json': strToU8('{}') }, { comment: 'made by a test' } as never);
    const comment = strToU8('x'.repeat(300));
    const bytes = new Uint8Array(zip.length + comment.length);
    bytes.set(zip);
    // Patch the comment length of the end record, then append the comment.
    const view = new DataView(bytes.buffer);
    view.setUint16(zip.length - 2, comment.length, true);
    bytes.set(comment, zip.length);
    expect((await readZipDirectory(readerOf(bytes), bytes.length))?.entries).toHaveLength(5);
    expect(await readZipDirectory(readerOf(withComment), withComment.length)).toBeDefined();
  });

  it('declines what it cannot list, so the caller streams the archive instead', async () => {
    const cut = zip.slice(0, zip.length - 30);
    expect(await readZipDirectory(readerOf(cut), cut.length)).toBeUndefined();
    expect(await readZipDirectory(readerOf(strToU8('not a zip at all')), 16)).toBeUndefined();
    const zip64 = zip.slice();
    new DataView(zip64.buffer).setUint32(zip64.length - 6, 0xffffffff, true);
    expect(await readZipDirectory(readerOf(zip64), zip64.length)).toBeUndefined();
  });

  it('names what is wrong with a member instead of throwing', async () => {
    const dir = (await readZipDirectory(readerOf(zip), zip.length))!;
    const e = dir.entries[0]!;
    const at = (x: typeof e) => zip.subarray(x.localOffset, x.end);
    expect(await readZipMember(at(e), { ...e, encrypted: true })).toEqual({
      ok: false,
      message: 'the member is encrypted',
      params: { form: 'encrypted' },
    });
    expect(await readZipMember(at(e), { ...e, method: 14 })).toMatchObject({
      ok: false,
      message: expect.stringContaining('compression method 14'),
    });
    expect(await readZipMember(at(e).subarray(1), e)).toMatchObject({ ok: false });
    const damaged = at(e).slice();
    damaged.fill(0xff, damaged.length - 8);
    expect(await readZipMember(damaged, e, undefined, false)).toMatchObject({ ok: false });
  });
});
