// A shard's zip members are read in as few stretches as the layout allows (#28): the folder
// entries `zip -r` writes between folders no longer cut a stretch, and no gap larger than MAX_GAP
// (a member this shard does not want) is ever read. The zip is made by Info-ZIP itself from the
// real fio run of tests/fixtures copied into many folders; the test is skipped with one line when
// `zip` is not installed. A tar (GNU tar, which writes a header for each folder too) is read in
// fixed slices whatever its members, so its folders cost no reads: checked on the same tree.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ingestFiles } from '../../../src/ingest/ingest';
import { unpackStream } from '../../../src/ingest/archive/archive';
import { ingestShard, MAX_GAP, stretchesOf } from '../../../src/ingest/ingest-shard';
import { readZipDirectory, type ZipEntry } from '../../../src/ingest/archive/zip-directory';
import { fixturePath } from '../../helpers/fixtures';

const FOLDERS = 40;
const hasZip = (() => {
  try {
    execFileSync('zip', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();
if (!hasZip) console.log('stretches.test.ts: skipped, Info-ZIP `zip` is not installed (apt-get install zip)');

let dir = '';
let zip: Uint8Array;
let entries: ZipEntry[] = [];

beforeAll(async () => {
  if (!hasZip) return;
  dir = mkdtempSync(join(tmpdir(), 'diskscope-stretches-'));
  const src = fixturePath('fio/local_ssd_1');
  for (let i = 1; i <= FOLDERS; i++) cpSync(src, join(dir, 'tree', `fleet_ssd_${i}`), { recursive: true });
  execFileSync('zip', ['-r', '-q', '../fleet.zip', '.'], { cwd: join(dir, 'tree') });
  zip = new Uint8Array(readFileSync(join(dir, 'fleet.zip')));
  const listed = await readZipDirectory(async (s, e) => zip.subarray(s, e), zip.length);
  entries = listed!.entries;
});

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe.skipIf(!hasZip)('stretches of a zip made by zip -r', () => {
  it('has a folder entry between every two folders (what used to cut the stretches)', () => {
    expect(entries.filter((e) => e.name.endsWith('/')).map((e) => e.name)).toHaveLength(FOLDERS);
  });

  it('reads the members of all folders in one stretch, and imports them as one reader does', async () => {
    const files = entries.filter((e) => !e.name.endsWith('/'));
    const perFolder = readdirSync(fixturePath('fio/local_ssd_1')).length;
    expect(files).toHaveLength(FOLDERS * perFolder);
    expect(stretchesOf(files)).toHaveLength(1);
    const reads: [number, number][] = [];
    const ds = await ingestShard(
      {
        files: [],
        notes: [],
        zips: [
          {
            path: 'fleet.zip',
            entries: files,
            read: async (s, e) => (reads.push([s, e]), zip.slice(s, e)),
          },
        ],
      },
      { origin: 'x' },
    );
    expect(reads).toHaveLength(1);
    const whole = await ingestFiles([{ path: 'fleet.zip', bytes: zip }], { origin: 'x' });
    expect(ds.measurements.length).toBe(whole.measurements.length);
    expect(ds.measurements.map((m) => m.directions.read?.iops)).toEqual(
      whole.measurements.map((m) => m.directions.read?.iops),
    );
  });

  it('never bridges a gap longer than MAX_GAP: a large member another shard wants is not read', () => {
    // Every other folder's members: the gaps between them are whole folders (~100 KB compressed).
    const files = entries.filter((e) => !e.name.endsWith('/'));
    const odd = files.filter((e) => /fleet_ssd_\d*[13579]\//.test(e.name));
    const stretches = stretchesOf(odd);
    for (let i = 1; i < stretches.length; i++) {
      const before = stretches[i - 1]!.at(-1)!;
      expect(stretches[i]![0]!.localOffset - before.end).toBeGreaterThan(MAX_GAP);
    }
    for (const s of stretches)
      for (let k = 1; k < s.length; k++)
        expect(s[k]!.localOffset - s[k - 1]!.end).toBeLessThanOrEqual(MAX_GAP);
    expect(stretches.length).toBeGreaterThan(1);
  });
});

describe.skipIf(!hasZip)('a tar of the same folders', () => {
  it('is read in 4 MiB slices, not once per folder or member', async () => {
    execFileSync('tar', ['-cf', '../fleet.tar', '.'], { cwd: join(dir, 'tree') });
    const tar = readFileSync(join(dir, 'fleet.tar'));
    const slices: [number, number][] = [];
    const blob = new Blob([tar]);
    // The Blob as the worker has it, counting the reads made of it.
    const source = {
      size: blob.size,
      slice: (s?: number, e?: number) => (slices.push([s ?? 0, e ?? blob.size]), blob.slice(s, e)),
      arrayBuffer: () => blob.arrayBuffer(),
    } as unknown as Blob;
    let files = 0;
    for await (const item of unpackStream([{ path: 'fleet.tar', bytes: tar.subarray(0, 512), source }]))
      if (item.file) files++;
    const perFolder = readdirSync(fixturePath('fio/local_ssd_1')).length;
    expect(files).toBe(FOLDERS * perFolder);
    expect(slices).toHaveLength(Math.ceil(tar.length / (4 << 20)));
  });
});
