// Two disks never show one label: a file uploaded alone is named after itself, so two files of one
// name, uploaded one after the other, would otherwise be two bars named alike (src/state/selectors.ts).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ingestFiles } from '../../../src/ingest/ingest';
import { selectDataset } from '../../../src/state/selectors';
import type { AppState, Upload } from '../../../src/state/store';
import { fixturePath } from '../../helpers/fixtures';

const bytes = () => new Uint8Array(readFileSync(fixturePath('fio/local_ssd_1/randread-4k-qd1.json')));

async function upload(id: string, path: string, name: string): Promise<Upload> {
  const dataset = await ingestFiles([{ path, bytes: bytes() }], { origin: id, name });
  return { id, name, addedAt: '2026-11-27T00:00:00Z', dataset };
}

const state = (uploads: Upload[], published?: Upload): AppState =>
  ({ uploads, published: published?.dataset, hidePublished: false, sharedData: undefined }) as AppState;

describe('labels of uploaded disks', () => {
  it('a second file of the same name is named after its upload, a third numbered', async () => {
    const a = await upload('u1', 'fio.json', 'fio.json');
    const b = await upload('u2', 'fio.json', 'fio.json');
    const c = await upload('u3', 'fio.json', 'fio.json');
    const labels = selectDataset(state([a, b, c])).disks.map((d) => [d.id, d.label]);
    expect(labels).toEqual([
      ['u1/files', 'fio'],
      ['u2/files', 'fio (fio.json)'],
      ['u3/files', 'fio (fio.json 2)'],
    ]);
    // The uploads' own datasets keep the names they were imported with.
    expect(b.dataset.disks[0]!.label).toBe('fio');
  });

  it('a label the published dataset shows is taken first', async () => {
    const published = await upload('published', 'aws_gp3_100/r.json', 'aws_gp3_100/');
    const a = await upload('u1', 'aws_gp3_100/r.json', 'aws_gp3_100/');
    const labels = selectDataset(state([a], published)).disks.map((d) => d.label);
    expect(labels).toEqual(['aws gp3 100', 'aws gp3 100 (aws_gp3_100/)']);
  });

  it('the renamed dataset is the same object while the uploads before it are the same', async () => {
    const a = await upload('u1', 'fio.json', 'fio.json');
    const b = await upload('u2', 'fio.json', 'fio.json');
    const first = selectDataset(state([a, b]));
    const again = selectDataset(state([a, b, await upload('u3', 'other.json', 'other.json')]));
    const diskOfB = (ds: typeof first) => ds.disks.find((d) => d.id === 'u2/files')!;
    expect(diskOfB(again)).toBe(diskOfB(first));
    // Once the first is removed, the second has the name to itself.
    expect(diskOfB(selectDataset(state([b]))).label).toBe('fio');
  });
});
