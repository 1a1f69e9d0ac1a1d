// Damaged and odd archives: every problem is a named line in the report, never a silent loss, a
// silent change or an engine message. Archives are written here by tests/helpers/zip-bombs.ts.
import { gzipSync, strToU8 } from 'fflate';
import { packTar } from 'modern-tar';
import { describe, expect, it } from 'vitest';
import { unpackAll, type UnpackNote } from '../../../../src/ingest/archive/archive';
import { ingestShard } from '../../../../src/ingest/ingest-shard';
import { readZipDirectory } from '../../../../src/ingest/archive/zip-directory';
import { planUpload } from '../../../../src/worker/plan-upload';
import { NATIVE_INFLATE_FROM } from '../../../../src/ingest/archive/zip-member';
import { deflated, stored, tarHeader, writeZip } from '../../../helpers/zip-bombs';

const issues = (notes: UnpackNote[]) => notes.filter((n) => n.issue).map((n) => n.issue!);
const paths = (files: { path: string }[]) => files.map((f) => f.path);

describe('damaged or unusual archives', () => {
  // 测试 in GBK, and "Ümlaut" in CP437 (Ü is 0x9a there): neither flagged UTF-8. Two disk folders,
  // so the page's planner splits the zip between two workers.
  const folder = (name: string, bytes: Uint8Array) => new Uint8Array([...strToU8(name), ...bytes]);
  const gbk = folder('aliyun_ssd_1/', new Uint8Array([0xb2, 0xe2, 0xca, 0xd4, 0x2e, 0x74, 0x78, 0x74]));
  const cp437 = folder('qcloud_ssd_2/', new Uint8Array([0x9a, ...strToU8('mlaut.txt')]));
  const zip = writeZip([
    stored(gbk, strToU8('a')),
    stored(cp437, strToU8('b')),
    stored('plain.txt', strToU8('c')),
  ]);
  const names = ['n.zip/aliyun_ssd_1/测试.txt', 'n.zip/qcloud_ssd_2/Ümlaut.txt', 'n.zip/plain.txt'];

  it('reads names without the UTF-8 flag one way, whole or split, and warns about the guess', async () => {
    const whole = await unpackAll([{ path: 'n.zip', bytes: zip }]);
    expect(paths(whole.files)).toEqual(names);
    const warnings = whole.notes.find((n) => n.file === 'n.zip')?.warnings ?? [];
    expect(warnings.map((w) => w.message)).toEqual([
      '1 member name is neither marked nor valid UTF-8 and was read as GBK (Chinese Windows), a guess from the bytes (first: "aliyun_ssd_1/测试.txt"); check the disk names',
      '1 member name is neither marked nor valid UTF-8 and was read as CP437 (old Windows/DOS), a guess from the bytes (first: "qcloud_ssd_2/Ümlaut.txt"); check the disk names',
    ]);
    // The page's split path lists the same zip by its directory: same names, same warnings.
    const file = new File([zip as Uint8Array<ArrayBuffer>], 'n.zip');
    const shares = await planUpload([{ path: 'n.zip', file }], 2, 0);
    expect(shares.length).toBe(2);
    const reports = [];
    for (const s of shares) {
      const zips = s.zips.map((z) => ({
        path: z.path,
        entries: z.entries,
        read: async (a: number, b: number) => new Uint8Array(await z.file.slice(a, b).arrayBuffer()),
      }));
      reports.push(...(await ingestShard({ files: [], zips, notes: s.notes }, { origin: 't' })).reports);
    }
    expect(reports.map((r) => r.file).sort()).toEqual(['n.zip', ...names].sort());
    expect(reports.find((r) => r.file === 'n.zip')?.warnings).toEqual(warnings);
  });

  it('checks each member against its CRC-32 and declared size', async () => {
    const text = strToU8('{"k": 1}'.repeat(100));
    const bad = writeZip([
      { ...stored('crc.txt', text), crc: 12345 },
      { ...deflated('short.txt', text), size: text.length + 10 },
      stored('ok.txt', text),
    ]);
    const { files, notes } = await unpackAll([{ path: 'b.zip', bytes: bad }]);
    expect(paths(files)).toEqual(['b.zip/ok.txt']);
    expect(issues(notes).map((i) => [i.file, i.message])).toEqual([
      [
        'b.zip/crc.txt',
        'cannot read crc.txt: its content fails the CRC-32 check (the archive is damaged); not imported',
      ],
      [
        'b.zip/short.txt',
        'cannot read short.txt: inflated to 800 bytes, but its header declares 810; not imported',
      ],
    ]);
  });

  it('checks a large member (inflated natively, checked by zlib) with the same messages', async () => {
    // Digits in no pattern (xorshift): the deflate stream is past NATIVE_INFLATE_FROM.
    const text = new Uint8Array(300_000);
    for (let i = 0, x = 7; i < text.length; i++) {
      x ^= x << 13;
      x ^= x >>> 17;
      x ^= x << 5;
      text[i] = 48 + ((x >>> 0) % 10);
    }
    const big = deflated('big.txt', text);
    expect(big.data.length).toBeGreaterThanOrEqual(NATIVE_INFLATE_FROM);
    const bad = writeZip([
      { ...big, name: 'crc.txt', crc: (big.crc! + 1) >>> 0 },
      { ...big, name: 'short.txt', size: text.length + 10 },
      { ...big, name: 'cut.txt', data: big.data.subarray(0, big.data.length - 50) },
      big,
    ]);
    const { files, notes } = await unpackAll([{ path: 'b.zip', bytes: bad }]);
    expect(paths(files)).toEqual(['b.zip/big.txt']);
    expect(issues(notes).map((i) => [i.file, i.message.replace(/decompress: .*/, 'decompress: …')])).toEqual([
      [
        'b.zip/crc.txt',
        'cannot read crc.txt: its content fails the CRC-32 check (the archive is damaged); not imported',
      ],
      [
        'b.zip/short.txt',
        'cannot read short.txt: inflated to 300000 bytes, but its header declares 300010; not imported',
      ],
      ['b.zip/cut.txt', 'cannot read cut.txt: cannot decompress: …'],
    ]);
  });

  it('a cut zip yields its complete members and says where it was cut', async () => {
    const body = (n: number) => strToU8(`member ${n} `.repeat(300));
    const whole = writeZip([
      deflated('a.txt', body(1)),
      deflated('b.txt', body(2)),
      deflated('c.txt', body(3)),
    ]);
    const dir = (await readZipDirectory(async (s, e) => whole.subarray(s, e), whole.length))!;
    const c = dir.entries.find((e) => e.name === 'c.txt')!;
    const cut = whole.subarray(0, c.localOffset + 40); // inside c.txt's data
    const { files, notes } = await unpackAll([{ path: 'cut.zip', bytes: cut }]);
    expect(paths(files)).toEqual(['cut.zip/a.txt', 'cut.zip/b.txt']);
    expect(new TextDecoder().decode(files[1]!.bytes)).toBe('member 2 '.repeat(300));
    expect(issues(notes)).toEqual([
      {
        code: 'zip-cut',
        message: 'the archive is cut inside c.txt: 2 complete members before it were read, nothing after it',
        file: 'cut.zip',
        params: { form: 'member', name: 'c.txt', members: 2 },
      },
    ]);
  });

  it('a cut tar.gz keeps its complete members and says after how many it was cut', async () => {
    const files = ['a', 'b', 'c', 'd'].map((n) => ({
      header: { name: `d/${n}.txt`, size: 200_000 },
      body: strToU8(`${n} `.repeat(100_000)),
    }));
    const tgz = gzipSync(await packTar(files));
    const { files: got, notes } = await unpackAll([
      { path: 'r.tar.gz', bytes: tgz.subarray(0, Math.floor(tgz.length * 0.6)) },
    ]);
    expect(paths(got)).toEqual(['r.tar/d/a.txt', 'r.tar/d/b.txt']);
    // The detail is the inflater's (native zlib names the cut member, fflate says "unexpected EOF").
    expect(issues(notes)[0]?.message).toMatch(
      /^the gzip archive stops making sense after 2 complete members \(cut or damaged there: .+\); those were read, nothing after$/,
    );
  });

  it('reports duplicate paths instead of letting the later one win silently', async () => {
    const dup = writeZip([stored('d/x.txt', strToU8('first')), stored('d/x.txt', strToU8('second'))]);
    const z = await unpackAll([{ path: 'dup.zip', bytes: dup }]);
    expect(z.files.map((f) => new TextDecoder().decode(f.bytes))).toEqual(['first']);
    expect(issues(z.notes)).toEqual([
      {
        code: 'duplicate-member',
        message: 'a second member named d/x.txt; only the first was imported',
        file: 'dup.zip/d/x.txt',
        params: { name: 'd/x.txt' },
      },
    ]);
    const tar = await packTar([
      { header: { name: 'd/x.txt', size: 5 }, body: 'first' },
      { header: { name: 'd/x.txt', size: 6 }, body: 'second' },
    ]);
    const t = await unpackAll([{ path: 'dup.tar', bytes: tar }]);
    expect(t.files.map((f) => new TextDecoder().decode(f.bytes))).toEqual(['first']);
    expect(issues(t.notes)[0]?.code).toBe('duplicate-member');
  });

  it('tar links and devices get a line in the report', async () => {
    const tar = await packTar([
      { header: { name: 'd/real.txt', size: 1 }, body: 'x' },
      { header: { name: 'd/soft', type: 'symlink', linkname: 'real.txt', size: 0 } },
      { header: { name: 'd/hard', type: 'link', linkname: 'd/real.txt', size: 0 } },
      { header: { name: 'dev/null', type: 'character-device', size: 0 } },
      { header: { name: 'dev/pipe', type: 'fifo', size: 0 } },
    ]);
    const { files, notes } = await unpackAll([{ path: 'l.tar', bytes: tar }]);
    expect(paths(files)).toEqual(['l.tar/d/real.txt']);
    expect(issues(notes).map((i) => [i.file, i.message])).toEqual([
      ['l.tar/d/soft', 'd/soft is a symbolic link to real.txt, not followed'],
      ['l.tar/d/hard', 'd/hard is a hard link to d/real.txt, not followed (import the file it names)'],
      ['l.tar/dev/null', 'dev/null is a character device, not a file'],
      ['l.tar/dev/pipe', 'dev/pipe is a fifo, not a file'],
    ]);
  });

  it('a tar header claiming 10 GiB gets a named message, not an engine one', async () => {
    const tar = new Uint8Array(2048);
    tar.set(tarHeader('big.bin', 10 * 1024 ** 3));
    const { notes } = await unpackAll([{ path: 'big.tar', bytes: tar }]);
    const messages = notes.flatMap((n) => (n.issue ? [n.issue.message] : []));
    expect(messages[0]).toBe(
      'cannot read big.bin: its header declares 10 GiB, more than the 512 MiB allowed for one member; not read',
    );
    expect(messages.join(' ')).not.toMatch(/typed array|call stack|RangeError/i);
  });
});
