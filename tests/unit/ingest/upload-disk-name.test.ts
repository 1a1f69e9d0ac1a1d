// A disk whose files sit at the top level of an upload, or in a folder that does not follow the
// provider_type_size convention, is named after the upload or the folder, as the user named them,
// not "unknown upload-mx3…" (the upload's internal id). Files dropped together are named as the
// page names the upload, "2 files" (the label stays as written; the uploads list words that name in
// the reader's language).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ingestFiles } from '../../../src/ingest/ingest';
import { fixturePath } from '../../helpers/fixtures';

const FILE = 'fio/local_ssd_1/randread-4k-qd1.json';
const bytes = () => new Uint8Array(readFileSync(fixturePath(FILE)));
// The fixture's own job name, read without the importer: each disk below holds this job.
const jobName = /"jobname"\s*:\s*"([^"]+)"/.exec(readFileSync(fixturePath(FILE), 'utf8'))![1];

describe('the name of a disk without a conventional folder', () => {
  it('a file uploaded alone: the upload name without its extension', async () => {
    const ds = await ingestFiles([{ path: 'randread-4k-qd1.json', bytes: bytes() }], {
      origin: 'upload-abc',
      name: 'randread-4k-qd1.json',
    });
    expect(ds.disks).toHaveLength(1);
    expect(ds.disks[0]).toMatchObject({
      label: 'randread-4k-qd1',
      type: 'randread-4k-qd1',
      provider: 'unknown',
      identity: 'fallback',
      id: 'upload-abc/files',
    });
    expect(ds.measurements.map((m) => m.provenance.job)).toEqual([jobName]);
  });

  it.each([
    ['runs.tar.gz', 'runs'],
    ['fio-3.33 run.log', 'fio-3.33 run'],
    ['raw.githubusercontent.com/…/results/ (3 files)', 'raw.githubusercontent.com/…/results/ (3 files)'],
    ['.json', 'upload-abc'],
  ])('the upload %j names its top-level disk %j', async (name, label) => {
    const ds = await ingestFiles([{ path: 'r.json', bytes: bytes() }], { origin: 'upload-abc', name });
    expect(ds.disks.map((d) => d.label)).toEqual([label]);
  });

  it('files dropped together: the upload name the page shows ("2 files")', async () => {
    const ds = await ingestFiles(
      [
        { path: 'a.json', bytes: bytes() },
        { path: 'b.json', bytes: bytes() },
      ],
      { origin: 'upload-abc', name: '2 files' },
    );
    expect(ds.disks.map((d) => d.label)).toEqual(['2 files']);
  });

  it('without an upload name (the Node scripts): the origin, as before', async () => {
    const ds = await ingestFiles([{ path: 'x.json', bytes: bytes() }], { origin: 'cli' });
    expect(ds.disks.map((d) => [d.label, d.type])).toEqual([['cli', 'cli']]);
  });

  it('a folder outside the convention: the folder name alone, with the report saying why', async () => {
    const ds = await ingestFiles([{ path: 'my run/randread.json', bytes: bytes() }], {
      origin: 'upload-abc',
      name: 'my run/',
    });
    expect(ds.disks.map((d) => d.label)).toEqual(['my run']);
    expect(JSON.stringify(ds.reports)).toContain('does not follow the provider_type_size convention');
  });

  it('a conventional folder keeps its provider, type and size in the label', async () => {
    const ds = await ingestFiles([{ path: 'aws_gp3_100/randread.json', bytes: bytes() }], {
      origin: 'upload-abc',
      name: 'aws_gp3_100/',
    });
    expect(ds.disks.map((d) => d.label)).toEqual(['aws gp3 100']);
  });
});
