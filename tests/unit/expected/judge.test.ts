import { describe, expect, it } from 'vitest';
import { budgetTotal, builtinCatalogue, expectDisk, ratioMatrix, verdictFor } from '../../../src/expected';
import { KiB, MiB, NS_PER_MS } from '../../../src/model/units';
import { dataset, disk, result } from './helpers';

const cat = builtinCatalogue();

describe('budget semantics', () => {
  it('a combined budget shares time; a per-direction one lets each direction reach its limit', () => {
    const half = { read: 0.5, write: 0.5 };
    expect(budgetTotal({ read: 4500, write: 4500 }, half, 'combined')).toBe(4500);
    expect(budgetTotal({ read: 4500, write: 4500 }, half, 'per-direction')).toBe(9000);
    expect(
      budgetTotal({ read: 4500, write: 4500 }, { read: 0.65, write: 0.35 }, 'per-direction'),
    ).toBeCloseTo(4500 / 0.65, 9);
    // GCP pd-standard 1000 GiB: 750 read, 1500 write, combined → 50/50 gives 1 / (0.5/750 + 0.5/1500) = 1000.
    expect(budgetTotal({ read: 750, write: 1500 }, half, 'combined')).toBeCloseTo(1000, 9);
  });

  it('verdict thresholds', () => {
    expect([1.2, 1.0, 0.91, 0.6, 0.3].map(verdictFor)).toEqual([
      'above',
      'meets',
      'meets',
      'below',
      'far-below',
    ]);
  });
});

describe('measured versus expected per disk', () => {
  it('Tencent premium 400 GB (2016): a 50/50 512b mix near twice the headline meets a per-direction budget', () => {
    const d = disk('qcloud', 'hybrid', 400, { metadata: { date: '2016-11' } });
    const ms = [
      result(d.id, 512, 50, { iops: 8950 }, { read: 4475, write: 4475 }),
      result(d.id, 4 * KiB, 100, { iops: 4490 }, { read: 4490 }),
      result(d.id, 1 * MiB, 100, { iops: 125, bw: 125 * MiB }, { read: 125 }),
    ];
    const e = expectDisk(cat, dataset([d], ms), d);
    expect(e.match.ok && e.match.curve.id).toBe('tencent/cloud_premium@2016');
    const mix = ratioMatrix(e).find((c) => c.blockSize === 512 && c.readPct === 50)?.judgement;
    expect(mix).toMatchObject({
      basis: 'iops',
      expected: 9000,
      verdict: 'meets',
      semantics: 'per-direction',
    });
    expect(mix?.ratio).toBeCloseTo(8950 / 9000, 9);
    expect(e.iops).toMatchObject({ expected: 4500, measured: 4490, verdict: 'meets' });
    expect(e.peakIops).toBe(8950);
    // 1 MiB reads are bound by the 130 MB/s throughput curve, not the IOPS curve.
    expect(e.bw).toMatchObject({ basis: 'throughput', expected: 130e6, measured: 125 * MiB });
  });

  it('Aliyun SSD 250 GB (2016): IOPS at the 7500 cap, latency against 0.5–2 ms, x-flag kept', () => {
    const d = disk('aliyun', 'ssd', 250, { comparable: false });
    const ms = [
      result(d.id, 4 * KiB, 65, { iops: 7504 }, { read: 4878, write: 2626 }),
      result(d.id, 4 * KiB, 100, { latNs: 0.8 * NS_PER_MS }, undefined, 'latency'),
    ];
    const e = expectDisk(cat, dataset([d], ms), d, { date: '2016-12' });
    expect(e.match.ok && e.match.dateSource).toBe('user');
    expect(e.iops).toMatchObject({ expected: 7500, verdict: 'meets', semantics: 'unstated' });
    expect(e.latency).toMatchObject({ basis: 'latency', verdict: 'meets', expected: 2 * NS_PER_MS });
    expect(e.disk.comparable).toBe(false);
    expect(ratioMatrix(e).map((c) => [c.blockSize, c.readPct])).toEqual([[4096, 65]]);
  });

  it('an unmatched disk says why and how to fix it', () => {
    const d = disk('linode', 'block', 100);
    const e = expectDisk(cat, dataset([d], []), d);
    expect(e.match).toMatchObject({ ok: false, reason: 'no-provider' });
    const t = disk('aliyun', 'floppy', 100);
    const et = expectDisk(cat, dataset([t], []), t);
    expect(et.match.ok).toBe(false);
    if (!et.match.ok) expect(et.match.fix).toMatch(/cloud_ssd|ssd/);
  });

  it('dates pick the era and a date before a type existed is reported', () => {
    const old = expectDisk(
      cat,
      dataset([], []),
      disk('aws', 'gp3', 100, { metadata: { date: '2019-05-01T10:00:00Z' } }),
    );
    expect(old.match).toMatchObject({ ok: false, reason: 'no-era' });
    const none = expectDisk(cat, dataset([], []), disk('aliyun', 'ssd', 250));
    expect(none.match.ok && none.match.curve.id).toBe('alibaba/cloud_ssd@current');
    expect(none.match.ok && none.match.notes.map((n) => n.text).join(' ')).toMatch(/No run date/);
  });
});
