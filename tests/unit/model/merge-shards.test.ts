import { describe, expect, it } from 'vitest';
import { mergeShards } from '../../../src/model/merge-shards';
import type { Dataset, Disk, Measurement, TimeSeries } from '../../../src/model/types';

function share(diskIds: string[], file: string): Dataset {
  const disks = diskIds.map(
    (id) =>
      ({
        id,
        label: id,
        provider: 'p',
        type: 't',
        comparable: true,
        identity: 'metadata',
        metadata: {},
        origin: 'u',
      }) as Disk,
  );
  const measurements = diskIds.map(
    (id) => ({ id: `${id}#m0`, diskId: id, provenance: { file } }) as unknown as Measurement,
  );
  const series = diskIds.map(
    (id) =>
      ({ id: `${id}#s0`, diskId: id, measurementId: `${id}#m0`, t: [], v: [] }) as unknown as TimeSeries,
  );
  return {
    disks,
    measurements,
    series,
    reports: [{ file, bytes: 1, format: 'x', measurements: 1, series: 1, warnings: [] }],
  };
}

describe('joining the shares of an upload', () => {
  it('concatenates shares in order', () => {
    const ds = mergeShards([share(['u/a'], 'a.json'), share(['u/b'], 'b.json')]);
    expect(ds.disks.map((d) => d.id)).toEqual(['u/a', 'u/b']);
    expect(ds.reports.map((r) => r.file)).toEqual(['a.json', 'b.json']);
  });

  it('renames a disk id that another share already used, with everything that points to it', () => {
    const ds = mergeShards([
      share(['u/p_t_50'], 'a/x.options'),
      share(['u/p_t_50', 'u/p_t_50~2'], 'b/x.options'),
    ]);
    expect(ds.disks.map((d) => d.id)).toEqual(['u/p_t_50', 'u/p_t_50~3', 'u/p_t_50~2']);
    expect(ds.measurements.map((m) => [m.id, m.diskId])).toEqual([
      ['u/p_t_50#m0', 'u/p_t_50'],
      ['u/p_t_50~3#m0', 'u/p_t_50~3'],
      ['u/p_t_50~2#m0', 'u/p_t_50~2'],
    ]);
    expect(ds.series.map((s) => [s.id, s.measurementId])).toEqual([
      ['u/p_t_50#s0', 'u/p_t_50#m0'],
      ['u/p_t_50~3#s0', 'u/p_t_50~3#m0'],
      ['u/p_t_50~2#s0', 'u/p_t_50~2#m0'],
    ]);
  });
});
