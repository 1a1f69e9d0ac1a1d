// The built site serving a dataset made from this project's own fixtures instead of data/: the
// tests that need a PTS bundle and fio logs as *published* disks (share links, the Time view) open
// this, since data/ now holds only real cloud results. The dataset is made with the same importer
// and writer as scripts/build-data.ts, under the paths data/<folder>/… that build would give, so
// the disk ids are `published/data/local_ext4_2` etc. It is served at /data/dataset.json over dist/.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ingestFiles } from '../../src/ingest/ingest';
import { serializeDataset } from '../../src/model/serialize';
import type { InputFile } from '../../src/ingest/types';
import { DIST, OWN_FIXTURES, serveStatic, type StaticServer } from './harness';

function folder(abs: string, as: string, only?: (name: string) => boolean): InputFile[] {
  return readdirSync(abs)
    .filter((n) => n !== 'README.md' && (!only || only(n)))
    .sort()
    .map((n) => ({ path: `data/${as}/${n}`, bytes: new Uint8Array(readFileSync(join(abs, n))) }));
}

/** The three local disks the site used to publish: a PTS bundle, 28 fio runs, fio logs + json+. */
export function fixtureInputs(): InputFile[] {
  return [
    ...folder(join(OWN_FIXTURES, 'pts/local_ext4_2'), 'local_ext4_2'),
    ...folder(join(OWN_FIXTURES, 'fio/local_ssd_1'), 'local_ssd_1'),
    ...folder(join(OWN_FIXTURES, 'fio/logs'), 'local_logs_1', (n) => n.startsWith('randrw-4k-qd8')),
    ...folder(join(OWN_FIXTURES, 'fio/formats'), 'local_logs_1', (n) => n === 'randrw-4k-qd16.jsonplus.json'),
  ];
}

/** Writes the dataset of `inputs` (default: the local fixtures) to `file`, as build-data would. */
export async function writeDataset(file: string, inputs: InputFile[] = fixtureInputs()): Promise<void> {
  const ds = await ingestFiles(inputs, { origin: 'published' });
  writeFileSync(file, serializeDataset(ds));
}

/** dist/ served with a dataset of `inputs` at data/dataset.json (default: the local fixtures). */
export async function serveWithDataset(inputs: InputFile[] = fixtureInputs()): Promise<StaticServer> {
  const dir = mkdtempSync(join(tmpdir(), 'diskscope-fixture-site-'));
  mkdirSync(join(dir, 'data'));
  await writeDataset(join(dir, 'data', 'dataset.json'), inputs);
  return serveStatic(DIST, { '/data': join(dir, 'data') });
}
