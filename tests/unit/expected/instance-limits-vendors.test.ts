// Instance limits of the vendors beyond AWS/Azure/UCloud. The figures typed here are read from the
// vendor's table (AlibabaCloudDocs/ecs, "Storage I/O performance", commit f53dc4a), not from the
// code under test: "|ecs.g6.large|10|1.0|125|" is 10 K IOPS at 4 KiB and 1.0 Gbit/s = 125 MB/s.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtinCatalogue, expectDisk } from '../../../src/expected';
import { KiB } from '../../../src/model/units';
import { dataset, disk, result } from './helpers';

const DATA = path.resolve(import.meta.dirname, '../../../data/expected');
const catalogue = builtinCatalogue();

interface RawInstance {
  name: string;
  aliases?: string[];
  iops?: number;
  throughput?: number;
  unit: string;
}
const instancesOf = (vendor: string) =>
  ((JSON.parse(readFileSync(path.join(DATA, `${vendor}.json`), 'utf8')) as { instances?: RawInstance[] })
    .instances ?? []) as RawInstance[];

describe('Alibaba instance limits', () => {
  const alibaba = instancesOf('alibaba');

  it('the file holds the table figures, bandwidth converted from Gbit/s to MB/s', () => {
    const g6 = alibaba.find((i) => i.name === 'ecs.g6.large');
    expect(g6).toMatchObject({ iops: 10 * 1000, throughput: (1.0 * 1e9) / 8 / 1e6, unit: 'MB/s' });
    // "|ecs.g6e.2xlarge|50|2.0|250|"
    const g6e = alibaba.find((i) => i.name === 'ecs.g6e.2xlarge');
    expect(g6e).toMatchObject({ iops: 50 * 1000, throughput: (2.0 * 1e9) / 8 / 1e6, unit: 'MB/s' });
    // Six families as the source lists them: g6/c6/r6 in 9 sizes, g6e/c6e/r6e in 7.
    expect(alibaba).toHaveLength(3 * 9 + 3 * 7);
  });

  it('every entry loads into the built-in catalogue', () => {
    expect(catalogue.issues).toEqual([]);
    const loaded = catalogue.instances.filter((i) => i.provider === 'alibaba').map((i) => i.def.name);
    expect(loaded.sort()).toEqual(alibaba.map((i) => i.name).sort());
  });

  // ESSD PL1 2,000 GiB: min(1800 + 50 × 2000, 50000) = 50,000 IOPS, min(120 + 0.5 × 2000, 350) = 350 MB/s.
  const pl1 = (instance: string) =>
    disk('aliyun', 'essd_pl1', 2000, { size: { value: 2000, unit: 'GiB' }, metadata: { instance } });

  it('a large ESSD on ecs.g6.large is held to the instance: 10,000 IOPS, 125 MB/s', () => {
    const d = pl1('ecs.g6.large');
    const e = expectDisk(catalogue, dataset([d], [result(d.id, 4 * KiB, 100, { iops: 9950 })]), d);
    expect(e.figures?.disk.iops?.read).toBe(50000);
    expect(e.figures?.limit).toMatchObject({
      kind: 'instance',
      name: 'ecs.g6.large',
      iops: 10000,
      bw: 125e6,
    });
    expect(e.figures?.binds).toEqual({ iops: 'instance', bw: 'instance' });
    expect(e.iops).toMatchObject({ binds: 'instance', expected: 10000, verdict: 'meets' });
  });

  it('the short name without "ecs." finds the same instance type', () => {
    const d = pl1('g6.large');
    const e = expectDisk(catalogue, dataset([d], []), d);
    expect(e.figures?.limit).toMatchObject({ name: 'ecs.g6.large', iops: 10000 });
  });

  it('on ecs.g6e.8xlarge (150,000 IOPS, 625 MB/s) the disk binds', () => {
    const d = pl1('ecs.g6e.8xlarge');
    const e = expectDisk(catalogue, dataset([d], [result(d.id, 4 * KiB, 100, { iops: 49000 })]), d);
    expect(e.figures?.limit).toMatchObject({ iops: 150000, bw: 625e6 });
    expect(e.figures?.binds).toEqual({ iops: 'disk', bw: 'disk' });
    expect(e.iops).toMatchObject({ binds: 'disk', expected: 50000 });
  });
});
