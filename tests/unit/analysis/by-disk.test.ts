// A disk by id, as `disks.find` would give it, from a map made once per dataset object.
import { describe, expect, it } from 'vitest';
import { diskOf } from '../../../src/analysis/by-disk';
import { emptyDataset, type Dataset, type Disk } from '../../../src/model/types';

const disk = (id: string, label = id): Disk => ({
  id,
  provider: 'p',
  type: 't',
  comparable: true,
  label,
  identity: 'fallback',
  metadata: {},
  origin: 'published',
});

describe('diskOf', () => {
  it('finds each disk by id, the first of a repeated id, and nothing for an unknown id', () => {
    const ds: Dataset = { ...emptyDataset(), disks: [disk('a'), disk('b'), disk('a', 'second a')] };
    expect(diskOf(ds, 'b')).toBe(ds.disks[1]);
    expect(diskOf(ds, 'a')).toBe(ds.disks.find((d) => d.id === 'a'));
    expect(diskOf(ds, 'a')?.label).toBe('a');
    expect(diskOf(ds, 'c')).toBeUndefined();
  });

  it('answers for the dataset it is given: a new dataset object is read anew', () => {
    const first: Dataset = { ...emptyDataset(), disks: [disk('a', 'old')] };
    expect(diskOf(first, 'a')?.label).toBe('old');
    const next: Dataset = { ...first, disks: [disk('a', 'new'), disk('b')] };
    expect(diskOf(next, 'a')?.label).toBe('new');
    expect(diskOf(next, 'b')?.id).toBe('b');
    expect(diskOf(first, 'b')).toBeUndefined();
  });
});
