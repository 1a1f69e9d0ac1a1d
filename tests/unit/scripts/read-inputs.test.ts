// The CLI reads large inputs as the page's worker does (src/ingest/large-input.ts), with limits
// enforced while reading (issue 24, item 7): a file too large to import whole is refused by its
// size before any of it is read, and a per-I/O fio log of 16 MB or more is summarised from disk in
// slices, never held whole. Figures are checked against this test's own count of the log's lines.
import { mkdtempSync, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readInputsBounded } from '../../../scripts/lib/read-inputs';
import type { UnpackNote } from '../../../src/ingest/archive/archive';
import { LIMITS } from '../../../src/ingest/archive/limits';
import { fixturePath } from '../../helpers/fixtures';

const dir = mkdtempSync(join(tmpdir(), 'diskscope-read-inputs-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the CLI reading large files', () => {
  it('refuses a text file past the longest string by its size, without reading it', async () => {
    // Sparse: 16 MiB past the limit, taking no disk space; read whole it would take 528 MiB.
    const path = join(dir, 'huge.json');
    writeFileSync(path, '{"fio version": "fio-3.33"');
    truncateSync(path, LIMITS.textBytes + 16 * 1024 * 1024);
    const unreadable: UnpackNote[] = [];
    const before = process.memoryUsage().arrayBuffers;
    const inputs = await readInputsBounded([path], unreadable);
    expect(process.memoryUsage().arrayBuffers - before).toBeLessThan(64 * 1024 * 1024);
    expect(inputs).toEqual([]);
    expect(unreadable).toHaveLength(1);
    expect(unreadable[0]!.file).toBe('huge.json');
    expect(unreadable[0]!.issue?.code).toBe('too-large');
    expect(unreadable[0]!.issue?.message).toMatch(
      /^the file is 528.0 MiB, more than can be read as text \(512.0 MiB/,
    );
  });

  it('summarises a per-I/O fio log of 16 MB or more from disk, every line counted', async () => {
    const source = readFileSync(fixturePath('fio/logs/randread-4k-qd1-perio_lat.1.log'), 'utf8');
    const copies = Math.ceil((17 * 1024 * 1024) / source.length);
    const path = join(dir, 'big_lat.1.log');
    writeFileSync(path, source.repeat(copies));
    const lines = (source.match(/\n/g) ?? []).length * copies;
    const unreadable: UnpackNote[] = [];
    const [input] = await readInputsBounded([path], unreadable);
    expect(unreadable).toEqual([]);
    expect(input?.bytes.length).toBe(0);
    const series = input?.imported?.result.ok ? input.imported.result.series : [];
    expect(series.map((s) => s.summary?.count)).toEqual([lines]);
  });
});
