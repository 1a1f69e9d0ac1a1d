// Which disks a shared chart needs, per view.
import { describe, expect, it } from 'vitest';
import { chartDiskIds } from '../../../src/share/chart-scope';
import type { Dataset, Disk } from '../../../src/model/types';

const disk = (id: string): Disk => ({
  id,
  provider: 'p',
  type: 't',
  comparable: true,
  label: id,
  identity: 'fallback',
  metadata: {},
  origin: 'o',
});
const ds: Dataset = { disks: ['a', 'b', 'c'].map(disk), measurements: [], series: [], reports: [] };
const scope = (view: string, selectedDiskIds: string[], params: Record<string, string> = {}) =>
  chartDiskIds(ds, { view, selectedDiskIds, params });

describe('chartDiskIds', () => {
  it('Disk view: the picked disk, else the first selected, else the first disk', () => {
    expect(scope('disk', ['b', 'c'], { disk: 'c' })).toEqual(['c']);
    expect(scope('disk', ['b', 'c'], { disk: 'gone' })).toEqual(['b']);
    expect(scope('disk', [])).toEqual(['a']);
  });
  it('Compare and Overview: the selection that exists, in order', () => {
    expect(scope('compare', ['c', 'gone', 'a'])).toEqual(['c', 'a']);
    expect(scope('overview', [])).toEqual([]);
  });
  it('Time: the picked disk beside the selection; without one every disk', () => {
    expect(scope('time', ['b'], { disk: 'c' })).toEqual(['c', 'b']);
    expect(scope('time', ['b'])).toEqual(['a', 'b', 'c']);
  });
  it('Expected: every disk (the curves chart plots them all)', () => {
    expect(scope('expected', ['b'], { disk: 'b' })).toEqual(['a', 'b', 'c']);
  });
});
