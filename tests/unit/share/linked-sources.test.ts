import { describe, expect, it } from 'vitest';
import { emptyDataset, type Dataset, type Disk } from '../../../src/model/types';
import { sourcesUploadId } from '../../../src/remote/source-url';
import { linkedSources } from '../../../src/share/linked-sources';

const disk = (id: string, origin: string): Disk => ({
  id,
  label: id,
  provider: 'p',
  type: 't',
  comparable: true,
  identity: 'fallback',
  metadata: {},
  origin,
});

const A = ['https://h/a.csv', 'https://h/b.csv'];
const B = ['https://g/c.csv'];
const idA = sourcesUploadId(A);
const idB = sourcesUploadId(B);
const ds: Dataset = {
  ...emptyDataset(),
  disks: [
    disk(`${idA}/x`, idA),
    disk(`${idA}/y`, idA),
    disk(`${idB}/z`, idB),
    disk('upload-1/w', 'upload-1'),
  ],
};
const uploads = [{ id: idA, sources: A }, { id: idB, sources: B }, { id: 'upload-1' }];

describe('linkedSources', () => {
  it('one opened set: its URLs, ids unchanged, nothing to pack', () => {
    const r = linkedSources(ds, [`${idA}/x`, `${idA}/y`], uploads);
    expect(r.src).toEqual(A);
    expect(r.others).toEqual([]);
    expect(r.rename(`${idA}/x`)).toBe(`${idA}/x`);
  });

  it('dropped files are packed as before', () => {
    const r = linkedSources(ds, ['upload-1/w', `${idA}/x`], uploads);
    expect(r.others).toEqual(['upload-1/w']);
    expect(r.src).toEqual(A);
  });

  it('two opened sets: one import on the reader’s page, ids renamed to it', () => {
    const r = linkedSources(ds, [`${idA}/x`, `${idB}/z`], uploads);
    expect(r.src).toEqual([...A, ...B]);
    const joined = sourcesUploadId([...A, ...B]);
    expect(r.rename(`${idA}/x`)).toBe(`${joined}/x`);
    expect(r.rename(`${idB}/z,${idA}/y`)).toBe(`${joined}/z,${joined}/y`);
    expect(r.rename('published/data/q')).toBe('published/data/q');
  });
});
