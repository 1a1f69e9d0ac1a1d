// Instance limits (min of disk curve and instance limit, and which binds), the era chosen from each
// date source, and both readings where read/write semantics are unsure. Expected figures are worked
// out here from the vendor formulas and tables, not taken from the code under test.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtinCatalogue, expectDisk } from '../../../src/expected';
import { ingestFiles } from '../../../src/ingest/ingest';
import { KiB } from '../../../src/model/units';
import { dataset, disk, result } from './helpers';

const catalogue = builtinCatalogue();
const enc = new TextEncoder();
const file = (p: string, text: string) => ({ path: p, bytes: enc.encode(text) });
/** This project's own fio and PTS runs (no longer published in data/). */
const FIXTURES = path.resolve(import.meta.dirname, '../../fixtures');

describe('instance limits', () => {
  it('the built-in catalogue loads its instance tables without issues', () => {
    expect(catalogue.issues).toEqual([]);
    const m5 = catalogue.instances.find((i) => i.def.name === 'm5.large');
    expect(m5?.def).toMatchObject({ iops: 3600, throughput: 81.25, unit: 'MB/s' });
  });

  it('UCloud RSSD 2040 GB on 2 vCPU: the instance binds (38,000 IOPS < 1800 + 50 × 2040)', () => {
    const d = disk('ucloud', 'rssd', 2040, { metadata: { vcpu: '2' } });
    const e = expectDisk(catalogue, dataset([d], [result(d.id, 4 * KiB, 100, { iops: 37000 })]), d);
    expect(e.figures?.disk.iops?.read).toBe(1800 + 50 * 2040);
    expect(e.figures?.iops?.read).toBe(38000);
    expect(e.figures?.limit).toMatchObject({ kind: 'vcpu', name: '2 vCPU', iops: 38000, bw: 150e6 });
    expect(e.figures?.binds).toEqual({ iops: 'instance', bw: 'instance' });
    // At 4 KiB the instance's 150 MB/s (36,621 ops/s) binds before its 38,000 IOPS.
    expect(e.bw).toMatchObject({ binds: 'instance', basis: 'throughput', expected: 150e6, verdict: 'meets' });
    expect(e.bw?.ratio).toBeCloseTo((37000 * 4096) / 150e6, 9);
  });

  it('the same disk on 16 vCPU: the disk curve binds (300,000 > 103,800)', () => {
    const d = disk('ucloud', 'rssd', 2040, { metadata: { vcpu: '16' } });
    const e = expectDisk(catalogue, dataset([d], [result(d.id, 4 * KiB, 100, { iops: 104000 })]), d);
    expect(e.figures?.limit?.iops).toBe(300000);
    expect(e.figures?.binds.iops).toBe('disk');
    expect(e.iops).toMatchObject({ binds: 'disk', expected: 103800 });
  });

  it('an AWS instance type from the catalogue: gp3 16,000 IOPS on m5.large is held to 3,600', () => {
    const d = disk('aws', 'gp3', 1000, {
      size: { value: 1000, unit: 'GiB' },
      metadata: { instance: 'm5.large', provIops: '16000', date: '2023-01' },
    });
    const e = expectDisk(catalogue, dataset([d], [result(d.id, 16 * KiB, 100, { iops: 3590 })]), d);
    expect(e.figures?.disk.iops?.read).toBe(16000);
    expect(e.figures?.limit).toMatchObject({ kind: 'instance', name: 'm5.large', iops: 3600 });
    // m5.large's baseline is 3,600 IOPS and it "bursts to 18,750 IOPS / 593.75 MB/s for 30 minutes
    // at least once every 24 hours" (its catalogue note): the expected figure is a range from the
    // instance baseline, whose top is the disk's own 16,000 IOPS and 125 MiB/s (gp3 default) — at
    // 16 KiB, 125 MiB/s ÷ 16 KiB = 8,000 I/O/s binds. 3,590 is inside: never above or below.
    const [j] = e.judgements;
    expect(j).toMatchObject({ binds: 'instance', against: 'burst-range', verdict: 'in-range' });
    expect(j?.range?.low).toBeCloseTo(3600 * 16 * KiB, 3);
    expect(j?.cap).toMatchObject({ kind: 'throughput', iops: 8000 });
    expect(j?.range?.placement.placed).toBe('unknown');
  });

  it('an instance not in the catalogue is said so and not applied', () => {
    const d = disk('aws', 'gp3', 1000, { metadata: { instance: 'z9.huge', date: '2023-01' } });
    const e = expectDisk(catalogue, dataset([d], []), d);
    expect(e.figures?.limit).toBeUndefined();
    expect(e.figures?.problems.map((n) => n.text).join(' ')).toMatch(/"z9\.huge" is not in the catalogue/);
  });
});

describe('both readings where read/write semantics are unsure', () => {
  it('a per-direction 50/50 case with reads and writes each at the limit', () => {
    // Tencent SSD 2016: min(24 × GB, 24000) per direction (marked unverified). 250 GB → 6,000.
    const d = disk('qcloud', 'ssd', 250, { metadata: { date: '2016-11' } });
    const ms = [
      result(d.id, 4 * KiB, 50, { iops: 12000 }, { read: 6000, write: 6000 }),
      result(d.id, 4 * KiB, 100, { iops: 6000 }, { read: 6000 }),
    ];
    const e = expectDisk(catalogue, dataset([d], ms), d);
    const mixed = e.judgements.find((j) => j.readPct === 50)!;
    expect(mixed).toMatchObject({ semantics: 'per-direction', expected: 12000, ratio: 1, verdict: 'meets' });
    expect(mixed.other).toMatchObject({ semantics: 'combined', expected: 6000, ratio: 2, verdict: 'above' });
    // The headline comes from the single-direction run, where both readings agree.
    expect(e.headlineScope).toBe('single-direction');
    expect(e.iops).toMatchObject({ readPct: 100, ratio: 1, verdict: 'meets' });
    expect(e.iops?.other).toBeUndefined();
  });

  it('an unstated budget is read as combined first, per direction second', () => {
    const d = disk('ucloud', 'rssd', 2040);
    const each = 1800 + 50 * 2040;
    const ms = [result(d.id, 4 * KiB, 50, { iops: 2 * each }, { read: each, write: each })];
    const [j] = expectDisk(catalogue, dataset([d], ms), d).judgements;
    // Above the combined reading's limit (not the disk beating its spec), but not implausible: the
    // per-direction reading allows it.
    expect(j).toMatchObject({ semantics: 'unstated', verdict: 'above-disk-limit' });
    expect(j?.expected).toBeCloseTo(each, 6);
    expect(j?.ratio).toBeCloseTo(2, 9);
    expect(j?.other).toMatchObject({ semantics: 'per-direction', verdict: 'meets' });
    expect(j?.other?.expected).toBeCloseTo(2 * each, 6);
    expect(j?.other?.ratio).toBeCloseTo(1, 9);
  });

  it('a settled budget gets no second reading', () => {
    const d = disk('azure', 'premium_ssd_v2', 1000, { size: { value: 1000, unit: 'GiB' } });
    const ms = [result(d.id, 4 * KiB, 50, { iops: 3000 }, { read: 1500, write: 1500 })];
    const e = expectDisk(catalogue, dataset([d], ms), d);
    expect(e.judgements[0]?.other).toBeUndefined();
    expect(e.headlineScope).toBe('all');
  });
});

describe('era chosen from each date source', () => {
  const fio = JSON.parse(
    readFileSync(path.join(FIXTURES, 'fio/local_ssd_1/randread-4k-qd32.json'), 'utf8'),
  ) as Record<string, unknown>;
  const fioIn2016 = JSON.stringify({
    ...fio,
    timestamp: 1479772800,
    timestamp_ms: 1479772800000,
    time: 'Tue Nov 22 00:00:00 2016',
  });
  const expectOf = async (files: { path: string; bytes: Uint8Array }[], date?: string) => {
    const ds = await ingestFiles(files, { origin: 't' });
    return expectDisk(catalogue, ds, ds.disks[0]!, date ? { date } : {});
  };

  it('disk.json', async () => {
    const meta = { format: 'diskscope-disk', version: 1, date: '2016-11' };
    const e = await expectOf([
      file('aliyun_ssd_250/run.json', JSON.stringify(fio)),
      file('aliyun_ssd_250/disk.json', JSON.stringify(meta)),
    ]);
    expect(e.match.ok && [e.match.curve.id, e.match.dateSource, e.match.dateFrom]).toEqual([
      'alibaba/cloud_ssd@2016',
      'metadata',
      'disk.json',
    ]);
  });

  it('PTS .options (test_started)', async () => {
    const options = readFileSync(path.join(FIXTURES, 'pts/local_ext4_2/.options'), 'utf8');
    const started = /s:12:"test_started";s:19:"(\d{4})-/.exec(options)!;
    const in2016 = options.replace(`"${started[1]}-`, '"2016-');
    const e = await expectOf([
      file('aliyun_ssd_250/run.json', JSON.stringify(fio)),
      file('aliyun_ssd_250/.options', in2016),
    ]);
    expect(e.match.ok && [e.match.curve.id, e.match.dateFrom, e.match.date?.slice(0, 4)]).toEqual([
      'alibaba/cloud_ssd@2016',
      'pts-options',
      '2016',
    ]);
  });

  it('fio JSON time/timestamp', async () => {
    const e = await expectOf([file('aliyun_ssd_250/run.json', fioIn2016)]);
    expect(e.match.ok && [e.match.curve.id, e.match.dateFrom, e.match.date]).toEqual([
      'alibaba/cloud_ssd@2016',
      'results',
      '2016-11-22',
    ]);
  });

  it('no date: the current formula, named, with every era offered in one click', async () => {
    const csv = 'vendor,disk_type,volume,test,block_size,rw_ratio,value\naliyun,ssd,250,iops,1,6,7480\n';
    const e = await expectOf([file('ssd.csv', csv)]);
    if (!e.match.ok) throw new Error('no match');
    expect([e.match.curve.id, e.match.dateSource]).toEqual(['alibaba/cloud_ssd@current', 'none']);
    expect(e.match.eras.map((x) => [x.name, x.month])).toEqual([
      ['2016', '2016-06'],
      ['intermediate', '2018-07'],
      ['current', '2019-01'],
    ]);
    const again = await expectOf([file('ssd.csv', csv)], e.match.eras[0]!.month);
    expect(again.match.ok && [again.match.curve.id, again.match.dateSource]).toEqual([
      'alibaba/cloud_ssd@2016',
      'user',
    ]);
  });
});
