import { gzipSync, strToU8, zipSync } from 'fflate';
import { packTar } from 'modern-tar';
import { describe, expect, it } from 'vitest';
import { archiveKind, unpackAll } from '../../../../src/ingest/archive/archive';
import { keepWhole } from '../../../../src/ingest/route';
import type { InputFile } from '../../../../src/ingest/types';

const file = (path: string, text: string): [string, Uint8Array] => [path, strToU8(text)];

function paths(files: InputFile[]): string[] {
  return files.map((f) => f.path).sort();
}

describe('archive unpacking', () => {
  it('recognises archives by content, not by name', () => {
    expect(archiveKind(zipSync({ a: strToU8('x') }))).toBe('zip');
    expect(archiveKind(gzipSync(strToU8('x')))).toBe('gzip');
    expect(archiveKind(strToU8('{"fio version": "fio-3.33"}'))).toBeUndefined();
  });

  it('expands a zip with folders and keeps relative paths under the archive name', async () => {
    const zip = zipSync(
      Object.fromEntries([file('aliyun_ssd_250/iops.json', '{}'), file('aliyun_ssd_250/sub/a.txt', 'a')]),
    );
    const { files, notes } = await unpackAll([{ path: 'upload.zip', bytes: zip }]);
    expect(paths(files)).toEqual([
      'upload.zip/aliyun_ssd_250/iops.json',
      'upload.zip/aliyun_ssd_250/sub/a.txt',
    ]);
    expect(notes).toEqual([{ file: 'upload.zip', bytes: zip.length, kind: 'zip', members: 2 }]);
  });

  it('expands tar, tar.gz and a single .gz', async () => {
    const tar = await packTar([{ header: { name: 'qcloud_hybrid_50/a.json', size: 2 }, body: '{}' }]);
    const tgz = gzipSync(tar);
    const gz = gzipSync(strToU8('hello'));
    const { files } = await unpackAll([
      { path: 'r.tar', bytes: tar },
      { path: 'r.tgz', bytes: tgz },
      { path: 'run.json.gz', bytes: gz },
    ]);
    expect(paths(files)).toEqual([
      'r.tar/qcloud_hybrid_50/a.json',
      'r.tar/qcloud_hybrid_50/a.json',
      'run.json',
    ]);
    expect(new TextDecoder().decode(files.find((f) => f.path === 'run.json')!.bytes)).toBe('hello');
  });

  it('opens an archive inside an archive one level deep, and no deeper', async () => {
    const inner2 = zipSync({ 'deep.txt': strToU8('deep') });
    const inner = zipSync({ 'x.txt': strToU8('x'), 'deeper.zip': inner2 });
    const outer = zipSync({ 'disk_a_1/inner.zip': inner });
    const { files, notes } = await unpackAll([{ path: 'o.zip', bytes: outer }]);
    expect(paths(files)).toEqual(['o.zip/disk_a_1/inner.zip/x.txt']);
    expect(notes.find((n) => n.issue)?.issue).toMatchObject({
      code: 'nested-too-deep',
      file: 'o.zip/disk_a_1/inner.zip/deeper.zip',
    });
  });

  it('a broken member gives a named error and loses nothing else', async () => {
    const big = strToU8('{"k": 12345}'.repeat(500));
    const zip = zipSync({ 'a.json': big, 'b.json': big, 'c.json': big });
    // Corrupt the deflate stream of b.json just after its local header.
    const name = strToU8('b.json');
    const at = zip.findIndex((_, i) => name.every((c, j) => zip[i + j] === c));
    for (let i = at + name.length + 4; i < at + name.length + 14; i++) zip[i] = 0xff;
    const { files, notes } = await unpackAll([{ path: 'r.zip', bytes: zip }]);
    expect(paths(files)).toEqual(['r.zip/a.json', 'r.zip/c.json']);
    const bad = notes.find((n) => n.issue);
    expect(bad?.issue?.code).toBe('bad-member');
    expect(bad?.issue?.file).toBe('r.zip/b.json');
    expect(bad?.issue?.message).toMatchInlineSnapshot(
      `"cannot read b.json: cannot decompress: invalid length/literal"`,
    );
  });

  it('a corrupt gzip is reported, not thrown', async () => {
    const gz = gzipSync(strToU8('hello world'.repeat(100)));
    const cut = gz.subarray(0, 20);
    const { files, notes } = await unpackAll([{ path: 'x.gz', bytes: cut }]);
    expect(files).toEqual([]);
    expect(notes[0]?.issue?.code).toBe('bad-archive');
    expect(notes[0]?.issue?.message).toMatchInlineSnapshot(`"cannot open gzip archive: unexpected EOF"`);
  });

  it('leaves out operating-system litter', async () => {
    const zip = zipSync({
      '__MACOSX/._a.json': strToU8('x'),
      'a.json': strToU8('{}'),
      '.DS_Store': strToU8('x'),
    });
    const { files, notes } = await unpackAll([{ path: 'u.zip', bytes: zip }]);
    expect(paths(files)).toEqual(['u.zip/a.json']);
    expect(
      notes
        .filter((n) => n.kind === 'ignored')
        .map((n) => n.file)
        .sort(),
    ).toEqual(['u.zip/.DS_Store', 'u.zip/__MACOSX/._a.json']);
  });

  it('keeps an archive whole when an importer claims it (a PTS report.zip)', async () => {
    const report = zipSync({ 'index.html': strToU8('<html>') });
    const claims = [
      {
        id: 'r',
        label: 'r',
        sniff: () => false,
        parse: () => ({ ok: true as const, format: 'r', measurements: [], series: [], warnings: [] }),
        sniffBinary: (_b: Uint8Array, p: string) => p.endsWith('report.zip'),
      },
    ];
    const { files } = await unpackAll([{ path: 'b/report.zip', bytes: report }], {
      keepWhole: (f) => keepWhole(f, claims),
    });
    expect(paths(files)).toEqual(['b/report.zip']);
  });
});
