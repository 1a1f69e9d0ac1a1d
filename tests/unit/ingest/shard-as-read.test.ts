// A worker's share of small files is imported as its files are read (ingest.worker.ts): its files
// arrive one by one, some only after the import began, and a file that cannot be read is reported
// when its turn comes. The dataset and the report must be the ones the same files give when all
// were read first. The runs are counted from the files themselves (JSON.parse here).
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ingestShard } from '../../../src/ingest/ingest-shard';
import type { UnpackNote } from '../../../src/ingest/archive/archive';
import type { InputFile } from '../../../src/ingest/types';
import { fixturePath } from '../../helpers/fixtures';

const SOURCE = fixturePath('fio/local_ssd_1');
const NAMES = readdirSync(SOURCE).filter((f) => f.endsWith('.json') && f.includes('-4k-'));
const DISKS = 6;

function files(): InputFile[] {
  const out: InputFile[] = [];
  for (let d = 1; d <= DISKS; d++) {
    for (const name of NAMES)
      out.push({ path: `peers/ssd_${d}/${name}`, bytes: new Uint8Array(readFileSync(`${SOURCE}/${name}`)) });
    // Litter: a note of its own, yielded by unpacking in its place.
    out.push({ path: `peers/ssd_${d}/.DS_Store`, bytes: new Uint8Array([0, 0, 0, 1]) });
  }
  return out;
}

const LOST = 'peers/ssd_3/lost.json';
const lostNote = (): UnpackNote => ({
  file: LOST,
  bytes: 10,
  kind: 'ignored',
  members: 0,
  issue: { code: 'unreadable', message: 'cannot read the file: gone', file: LOST, params: { form: 'file' } },
});

describe('a share imported as its files are read', () => {
  it('gives the dataset and report of the same files read first', async () => {
    const inputs = files();
    const first = await ingestShard(
      { files: inputs, zips: [], notes: [] },
      { origin: 'u1', unreadable: [lostNote()] },
    );
    // The same files handed on one task apart; the unreadable one is known only at its turn,
    // after the import of the files before it.
    const unreadable: UnpackNote[] = [];
    const lostAt = inputs.findIndex((f) => f.path.startsWith('peers/ssd_3/'));
    async function* asRead(): AsyncGenerator<InputFile> {
      for (const [i, f] of inputs.entries()) {
        await new Promise((r) => setTimeout(r, 0));
        if (i === lostAt) unreadable.push(lostNote());
        yield f;
      }
    }
    const streamed = await ingestShard(
      { files: asRead(), filesBytes: inputs.reduce((n, f) => n + f.bytes.length, 0), zips: [], notes: [] },
      { origin: 'u1', unreadable },
    );
    expect(streamed).toEqual(first);
    // One measurement per job of every file, read here with JSON.parse; the lost file and the
    // litter are report lines.
    const jobs = NAMES.reduce(
      (n, name) =>
        n + (JSON.parse(readFileSync(`${SOURCE}/${name}`, 'utf8')) as { jobs: unknown[] }).jobs.length,
      0,
    );
    expect(streamed.disks).toHaveLength(DISKS);
    expect(streamed.measurements).toHaveLength(DISKS * jobs);
    expect(streamed.reports.find((r) => r.file === LOST)?.error?.code).toBe('unreadable');
    expect(streamed.reports.filter((r) => r.file.endsWith('.DS_Store'))).toHaveLength(DISKS);
    expect(streamed.reports).toHaveLength(inputs.length + 1);
  });
});
