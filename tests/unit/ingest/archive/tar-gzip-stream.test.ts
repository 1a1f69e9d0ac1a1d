import { gzipSync, strToU8 } from 'fflate';
import { packTar } from 'modern-tar';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InflateBudget } from '../../../../src/ingest/archive/limits';
import {
  streamArchive,
  type ArchiveStreamOptions,
  type StreamItem,
} from '../../../../src/ingest/archive/tar-gzip-stream';
import type { InputFile } from '../../../../src/ingest/types';

const opts = (extra: Partial<ArchiveStreamOptions> = {}): ArchiveStreamOptions => ({
  innerPath: 'r.tar',
  memberPath: (name) => `r.tar/${name}`,
  budget: new InflateBudget('r.tar', 0),
  ...extra,
});

async function collect(it: AsyncIterable<StreamItem>): Promise<[string, string][]> {
  const out: [string, string][] = [];
  for await (const f of it) if (isFile(f)) out.push([f.path, new TextDecoder().decode(f.bytes)]);
  return out;
}

const isFile = (f: StreamItem): f is InputFile => 'bytes' in f;

/** Disk folders with a few files each, some larger than a stream chunk. */
async function sampleTar(): Promise<{ tar: Uint8Array; files: [string, string][] }> {
  const files: [string, string][] = [];
  for (const disk of ['aliyun_ssd_100', 'aliyun_ssd_200', 'qcloud_hdd_50', 'qcloud_ssd_500'])
    for (const name of ['a.json', 'b.json', 'c.log'])
      files.push([`${disk}/${name}`, `${disk} ${name} `.repeat(name === 'c.log' ? 40_000 : 3)]);
  const tar = await packTar([
    { header: { name: 'aliyun_ssd_100/', type: 'directory', size: 0 } },
    ...files.map(([name, body]) => ({ header: { name, size: strToU8(body).length }, body })),
  ]);
  return { tar, files: files.map(([p, b]) => [`r.tar/${p}`, b]) };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('streaming a tar or tar.gz', () => {
  it('hands out every member in order, natively, with fflate, from memory and from a Blob', async () => {
    const { tar, files } = await sampleTar();
    const tgz = gzipSync(tar);
    expect(await collect(streamArchive({ bytes: tar }, 'tar', opts()))).toEqual(files);
    for (const native of [true, false]) {
      expect(await collect(streamArchive({ bytes: tgz }, 'gzip', opts({ native })))).toEqual(files);
      const source = new Blob([tgz as Uint8Array<ArrayBuffer>]);
      expect(
        await collect(streamArchive({ bytes: tgz.subarray(0, 512), source }, 'gzip', opts({ native }))),
      ).toEqual(files);
    }
  });

  it('gives a plain .gz as one file under its inner name', async () => {
    const gz = gzipSync(strToU8('{"fio version": "fio-3.33"}'));
    expect(await collect(streamArchive({ bytes: gz }, 'gzip', opts({ innerPath: 'run.json' })))).toEqual([
      ['run.json', '{"fio version": "fio-3.33"}'],
    ]);
  });

  it('reads a multi-member gzip whole, without repeating what the native stream handed out', async () => {
    const { tar, files } = await sampleTar();
    // Two gzip members, cut in the middle of the tar (as `cat a.gz b.gz` makes).
    const cut = Math.floor(tar.length / 2);
    const a = gzipSync(tar.subarray(0, cut));
    const b = gzipSync(tar.subarray(cut));
    const both = new Uint8Array(a.length + b.length);
    both.set(a);
    both.set(b, a.length);
    // Chromium's DecompressionStream stops with an error after the first member (Node's reads on).
    const Native = globalThis.DecompressionStream;
    class FirstMemberOnly {
      readonly readable: ReadableStream<Uint8Array>;
      readonly writable: WritableStream<Uint8Array<ArrayBuffer>>;
      constructor() {
        const inner = new Native('gzip');
        const writer = inner.writable.getWriter();
        let seen = 0;
        this.writable = new WritableStream<Uint8Array<ArrayBuffer>>({
          async write(chunk) {
            const room = a.length - seen;
            seen += chunk.length;
            await writer.write(chunk.subarray(0, Math.max(0, room)));
            if (room >= chunk.length) return;
            // Let the first member's files come out before the error, as with a large archive.
            await new Promise((resolve) => setTimeout(resolve, 100));
            // Like the real stream: the error ends both sides.
            const junk = new Error('Junk found after end of compressed data.');
            await writer.abort(junk);
            throw junk;
          },
          close: () => writer.close(),
        });
        this.readable = inner.readable;
      }
    }
    vi.stubGlobal('DecompressionStream', FirstMemberOnly);
    // (Reading the files out again after the fallback fails this test: checked.)
    expect(await collect(streamArchive({ bytes: both }, 'gzip', opts({ native: true })))).toEqual(files);
  });

  it('keeps what it read before a cut, then throws', async () => {
    const { tar, files } = await sampleTar();
    const tgz = gzipSync(tar);
    const got: string[] = [];
    const cut = tgz.subarray(0, Math.floor(tgz.length * 0.6));
    await expect(
      (async () => {
        for await (const f of streamArchive({ bytes: cut }, 'gzip', opts())) if (isFile(f)) got.push(f.path);
      })(),
    ).rejects.toThrow();
    expect(got.length).toBeGreaterThan(0);
    expect(got).toEqual(files.slice(0, got.length).map(([p]) => p));
  });

  it('names a member that a cut tar ends in the middle of', async () => {
    const { tar } = await sampleTar();
    const cut = tar.subarray(0, 512 * 3 + 100_000); // inside aliyun_ssd_100/c.log
    const got: string[] = [];
    await expect(
      (async () => {
        for await (const f of streamArchive({ bytes: cut }, 'tar', opts())) if (isFile(f)) got.push(f.path);
      })(),
    ).rejects.toThrow(
      'aliyun_ssd_100/c.log is cut short: the archive ends inside it (840000 bytes declared)',
    );
    expect(got).toEqual(['r.tar/aliyun_ssd_100/a.json', 'r.tar/aliyun_ssd_100/b.json']);
  });

  it('stops at the size limit', async () => {
    const { tar } = await sampleTar();
    await expect(
      collect(
        streamArchive(
          { bytes: gzipSync(tar) },
          'gzip',
          opts({ budget: new InflateBudget('r.tar.gz', 0, 100 * 1024) }),
        ),
      ),
    ).rejects.toThrow(
      'r.tar.gz expands past 100 KiB (at r.tar/aliyun_ssd_100/c.log): the limit for one archive and everything inside it; the rest of it was not imported',
    );
  });
});
