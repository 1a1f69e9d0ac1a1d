// Catalogue figures checked against the numbers their sources print (quoted here), read from the
// data files with JSON.parse, independently of the catalogue loader. One block per checked family
// (GCP in catalogue-sources-gcp.test.ts); what could not be checked is listed in
// data/expected/README.md and the curves' `unverified`.
import { describe, expect, it } from 'vitest';
import { curve, input } from './catalogue-json';

describe('AWS EBS volume types (awsdocs/amazon-ec2-user-guide doc_source/ebs-volume-types.md @ 0147f87)', () => {
  // SSD table, columns gp3 | gp2 | io2 Block Express | io2 | io1: "Volume size | 1 GiB - 16 TiB |
  // 4 GiB - 64 TiB | 4 GiB - 16 TiB", "Max IOPS per volume (16 KiB I/O) | 16,000 | 256,000 | 64,000",
  // "Max throughput per volume | 1,000 MiB/s | 250 MiB/s * | 4,000 MiB/s | 1,000 MiB/s". HDD table:
  // "Volume size | 125 GiB - 16 TiB", "Max IOPS per volume (1 MiB I/O) | 500 | 250", "Max throughput
  // per volume | 500 MiB/s | 250 MiB/s".
  it('gp3 (2020-12 era): 1 GiB–16 TiB, up to 16,000 IOPS and 1,000 MiB/s', () => {
    const c = curve('aws.json', 'aws/gp3@2020-12');
    expect(c.sizeRange).toEqual({ min: 1, max: 16 * 1024 });
    expect(input(c, 'provIops')?.max).toBe('max(3000, min(16000, 500*GiB))');
    expect(input(c, 'provMiBps')?.max).toBe('max(125, min(1000, 0.25*provIops))');
    // AWS SDK for Kotlin, EbsBlockDevice.iops: "The default for gp3 volumes is 3,000 IOPS"; the
    // Anthos AwsVolumeTemplate: gp3 throughput "defaults to 125".
    expect(input(c, 'provIops')).toMatchObject({ default: '3000', min: '3000' });
    expect(input(c, 'provMiBps')).toMatchObject({ default: '125', min: '125' });
  });
  // gp2 (the same guide, as mirrored in the docs corpus): "3 IOPS per GiB of volume size", "an initial
  // I/O credit balance of 5.4 million I/O credits, which is enough to sustain the maximum burst
  // performance of 3,000 IOPS for 30 minutes"; footnote: "The throughput limit is between 128 MiB/s
  // and 250 MiB/s, depending on the volume size".
  it('gp2 (2022-08 era): 3 IOPS/GiB, 1 GiB–16 TiB, 128–250 MiB/s, 5.4 million credits for 3,000 IOPS', () => {
    const c = curve('aws.json', 'aws/gp2@2022-08');
    expect(c.iops?.expr).toBe('max(100, min(3*GiB, 16000))');
    expect(c.sizeRange).toEqual({ min: 1, max: 16 * 1024 });
    expect(c.throughput?.expr).toBe('stepUp(GiB, 170, 128, 16384, 250)');
    expect(c.credits?.[0]?.capacity).toBe('5400000');
    expect(5.4e6 / (30 * 60)).toBe(3000);
    expect(c.burst?.iops).toContain('max(3000,');
  });
  // io1: "the maximum ratio of provisioned IOPS to requested volume size (in GiB) is 50:1" (AWS SDK /
  // CloudFormation EbsBlockDevice docs); io2 500:1 (study notes quoting the provisioned-iops page,
  // secondary); "To achieve maximum throughput of 1,000 MiB/s, the volume must be provisioned with
  // 64,000 IOPS".
  it('io1 (2018-12 era): 4 GiB–16 TiB, 100–64,000 IOPS, ≤ 50 per GiB, 1,000 MiB/s at 64,000 IOPS', () => {
    const c = curve('aws.json', 'aws/io1@2018-12');
    expect(c.sizeRange).toEqual({ min: 4, max: 16 * 1024 });
    expect(input(c, 'provIops')).toMatchObject({ min: '100', max: 'min(64000, 50*GiB)' });
    expect(c.throughput?.expr).toBe('max(min(500, 0.25*provIops), min(1000, provIops/64))');
    expect(Math.max(Math.min(500, 0.25 * 64000), Math.min(1000, 64000 / 64))).toBe(1000);
  });
  it('io2: 4 GiB–16 TiB, ≤ 64,000 IOPS and 500 per GiB, 1,000 MiB/s; Block Express 4 GiB–64 TiB, 256,000, 4,000', () => {
    const io2 = curve('aws.json', 'aws/io2');
    expect(io2.sizeRange).toEqual({ min: 4, max: 16 * 1024 });
    expect(input(io2, 'provIops')?.max).toBe('min(64000, 500*GiB)');
    // io2 shares io1's per-IOPS throughput rule (ebs-volume-types.md @ 8f04519; see catalogue-sources-aws.test.ts).
    expect(io2.throughput?.expr).toBe('max(min(500, 0.25*provIops), min(1000, provIops/64))');
    const bx = curve('aws.json', 'aws/io2_block_express');
    expect(bx.sizeRange).toEqual({ min: 4, max: 64 * 1024 });
    expect(input(bx, 'provIops')).toMatchObject({ min: '100' });
    expect(input(bx, 'provIops')?.max).toContain('256000');
    expect(bx.throughput?.expr).toBe('min(4000, 0.256*provIops)');
  });
  it('st1 and sc1 (2020-12 era): 125 GiB–16 TiB, 500 / 250 IOPS at 1 MiB, 500 / 250 MiB/s', () => {
    const st1 = curve('aws.json', 'aws/st1@2020-12');
    const sc1 = curve('aws.json', 'aws/sc1@2020-12');
    for (const c of [st1, sc1]) expect(c.sizeRange).toEqual({ min: 125, max: 16 * 1024 });
    expect(st1.iops?.expr).toBe('500');
    expect(sc1.iops?.expr).toBe('250');
    expect(st1.burst?.throughput).toBe('min(500, 250*TiB)');
    expect(st1.throughput?.expr).toBe('min(500, 40*TiB)');
    expect(sc1.burst?.throughput).toBe('min(250, 80*TiB)');
  });
});

describe('Azure Premium SSD P1–P80 (MicrosoftDocs/azure-docs includes/disk-storage-premium-ssd-sizes.md @ 1d25717, ms.date 03/16/2023)', () => {
  // "Disk size in GiB | 4 | 8 | 16 | 32 | 64 | 128 | 256 | 512 | 1,024 | 2,048 | 4,096 | 8,192 |
  // 16,384 | 32,767"; "Base provisioned IOPS per disk | 120 | 120 | 120 | 120 | 240 | 500 | 1,100 |
  // 2,300 | 5,000 | 7,500 | 7,500 | 16,000 | 18,000 | 20,000"; "Base provisioned Throughput per disk |
  // 25 … 25 | 50 | 100 | 125 | 150 | 200 | 250 | 250 | 500 | 750 | 900 MB/s"; "Max burst IOPS per disk
  // | 3,500" and "Max burst throughput per disk | 170 MB/s" for P1–P20; "Expanded provisioned IOPS" P30–
  // P80 "8,000 | 16,000 | 20,000 …", throughput "300 | 600 | 900 …" MB/s.
  const base: [string, number, number, number][] = [
    ['P1', 4, 120, 25],
    ['P2', 8, 120, 25],
    ['P3', 16, 120, 25],
    ['P4', 32, 120, 25],
    ['P6', 64, 240, 50],
    ['P10', 128, 500, 100],
    ['P15', 256, 1100, 125],
    ['P20', 512, 2300, 150],
    ['P30', 1024, 5000, 200],
    ['P40', 2048, 7500, 250],
    ['P50', 4096, 7500, 250],
    ['P60', 8192, 16000, 500],
    ['P70', 16384, 18000, 750],
    ['P80', 32767, 20000, 900],
  ];
  const tiers = () => curve('azure.json', 'azure/premium_ssd').steps?.tiers ?? [];
  it.each(base)('%s: up to %s GiB, %s IOPS, %s MB/s', (name, upTo, iops, mbps) => {
    expect(tiers().find((t) => t.name === name)).toMatchObject({ upTo, iops, throughput: mbps });
  });
  it('P1–P20 burst to 3,500 IOPS and 170 MB/s; P30–P80 expanded figures as printed', () => {
    for (const t of tiers().slice(0, 8)) expect(t).toMatchObject({ burstIops: 3500, burstThroughput: 170 });
    const expanded = tiers()
      .slice(8)
      .map((t) => [t.name, t.expandedIops, t.expandedThroughput]);
    expect(expanded).toEqual([
      ['P30', 8000, 300],
      ['P40', 16000, 600],
      ['P50', 20000, 900],
      ['P60', 20000, 900],
      ['P70', 20000, 900],
      ['P80', 20000, 900],
    ]);
  });
});

describe('Azure Premium SSD v2 and Ultra Disk, current (MicrosoftDocs/azure-compute-docs articles/virtual-machines/disks-types.md @ 18c531e, ms.date 08/11/2026)', () => {
  // Premium SSD v2: "capacities range from 1 GiB to 64 TiB"; "a baseline IOPS of 3,000 … After 6 GiB,
  // the maximum IOPS … increases at a rate of 500 per GiB, up to 80,000 IOPS. So an 8-GiB disk can
  // have up to 4,000 IOPS, and a 10-GiB disk can have up to 5,000 IOPS. To set 80,000 IOPS on a disk,
  // that disk must have at least 160 GiB"; "a baseline throughput of 125 MB/s … 0.25 MB/s per set
  // IOPS. If a disk has 3,000 IOPS, the max throughput it can set is 750 MB/s … 2,000 MB/s is the
  // maximum throughput supported for disks that have 8,000 IOPS or more".
  it('Premium SSD v2: 1 GiB–64 TiB, 3,000 + 500/GiB after 6 GiB to 80,000; 125 MB/s, 0.25 per IOPS to 2,000', () => {
    const c = curve('azure.json', 'azure/premium_ssd_v2@current');
    expect(c.sizeRange).toEqual({ min: 1, max: 64 * 1024 });
    expect(input(c, 'provIops')).toMatchObject({
      default: '3000',
      min: '3000',
      max: 'max(3000, min(80000, 3000 + 500*(GiB - 6)))',
    });
    const maxIops = (gib: number) => Math.max(3000, Math.min(80000, 3000 + 500 * (gib - 6)));
    expect([8, 10, 160, 159].map(maxIops)).toEqual([4000, 5000, 80000, 79500]);
    expect(input(c, 'provMBps')).toMatchObject({
      default: '125',
      min: '125',
      max: 'max(125, min(2000, 0.25*provIops))',
    });
    expect([3000, 4000, 8000].map((i) => Math.max(125, Math.min(2000, 0.25 * i)))).toEqual([750, 1000, 2000]);
    expect(c.throughput?.unit).toBe('MB/s');
  });
  // Ultra: "sizes range from 4 GiB up to 64 TiB"; "1,000 IOPS per GiB, up to a maximum of 400,000
  // IOPS per disk … The minimum baseline IOPS per disk is 100"; "0.25 MB/s for each provisioned IOPS,
  // up to a maximum of 10,000 MB/s per disk (where MB/s = 10^6 Bytes per second). The minimum
  // guaranteed throughput of an Ultra Disk is 1 MB/s"; size table "4 | 4,000 | 1,000", "512 |
  // 400,000 | 10,000".
  it('Ultra: 4 GiB–64 TiB, 100–1,000/GiB to 400,000 IOPS; 1–0.25 per IOPS to 10,000 MB/s', () => {
    const c = curve('azure.json', 'azure/ultra@current');
    expect(c.sizeRange).toEqual({ min: 4, max: 64 * 1024 });
    expect(input(c, 'provIops')).toMatchObject({ min: '100', max: 'max(100, min(400000, 1000*GiB))' });
    expect(input(c, 'provMBps')).toMatchObject({ min: '1', max: 'max(1, min(10000, 0.25*provIops))' });
    const cap = (gib: number) => Math.max(100, Math.min(400000, 1000 * gib));
    expect([4, 512].map((g) => [cap(g), Math.max(1, Math.min(10000, 0.25 * cap(g)))])).toEqual([
      [4000, 1000],
      [400000, 10000],
    ]);
  });
});

describe('Azure Standard SSD, 2019 table (MicrosoftDocs/azure-docs includes/disk-storage-standard-ssd-sizes.md @ 1b5f303, ms.date 03/28/2019)', () => {
  // "Disk size in GiB | 4 | 8 | 16 | 32 | 64 | 128 | … | 32,767"; "IOPS per disk | Up to 120 ×4 | Up to
  // 240 | Up to 500 ×6 | Up to 2,000 | Up to 4,000 | Up to 6,000"; "Throughput per disk | Up to 25
  // MiB/sec ×4 | Up to 50 | Up to 60 ×6 | Up to 400 | Up to 600 | Up to 750 MiB/sec".
  it('E1–E80 as printed, in MiB/s as the table wrote', () => {
    const c = curve('azure.json', 'azure/standard_ssd@2019');
    expect(c.throughput?.unit).toBe('MiB/s');
    expect(c.steps?.tiers.map((t) => [t.name, t.upTo, t.iops, t.throughput])).toEqual([
      ['E1', 4, 120, 25],
      ['E2', 8, 120, 25],
      ['E3', 16, 120, 25],
      ['E4', 32, 120, 25],
      ['E6', 64, 240, 50],
      ['E10', 128, 500, 60],
      ['E15', 256, 500, 60],
      ['E20', 512, 500, 60],
      ['E30', 1024, 500, 60],
      ['E40', 2048, 500, 60],
      ['E50', 4096, 500, 60],
      ['E60', 8192, 2000, 400],
      ['E70', 16384, 4000, 600],
      ['E80', 32767, 6000, 750],
    ]);
  });
});

describe('AWS gp3 from 2025-09 (secondary: the announcement as third parties cite it)', () => {
  // kubernetes-sigs/aws-ebs-csi-driver pull request #2678 (2025-09-26): "Increase gp3 volume maximum
  // IOPS from 16,000 to 80,000"; supabase/supabase pull request #41106 (2025-12-05), citing
  // aws.amazon.com/about-aws/whats-new/2025/09/amazon-ebs-size-provisioned-performance-gp3-volumes/:
  // "IOPS increased to 80,000", "throughput increased to 2,000 MB/s".
  it('80,000 IOPS and 2,000 MiB/s maxima from 2025-09, the 2020-12 era ending then', () => {
    const now = curve('aws.json', 'aws/gp3@2025-09');
    expect(now.validFrom).toBe('2025-09');
    expect(curve('aws.json', 'aws/gp3@2020-12').validTo).toBe('2025-09');
    expect(input(now, 'provIops')?.max).toBe('max(3000, min(80000, 500*GiB))');
    expect(input(now, 'provMiBps')?.max).toBe('max(125, min(2000, 0.25*provIops))');
    expect(now.sources?.map((s) => s.url)).toContain(
      'https://aws.amazon.com/about-aws/whats-new/2025/09/amazon-ebs-size-provisioned-performance-gp3-volumes/',
    );
    expect(now.unverified?.join(' ')).toMatch(/its day were not read/);
  });
});
