// Instance-type disk limits in the catalogue (EC2 EBS-optimised tables, Azure Dsv3 sizes) checked
// against the rows their sources print (quoted here), read from data/expected/*.json with JSON.parse,
// independently of the catalogue loader.
import { describe, expect, it } from 'vitest';
import { read } from './catalogue-json';

type Row = [name: string, iops: number, mbps: number, burstIops?: number, burstMbps?: number];
const byName = (file: string) => new Map((read(file).instances ?? []).map((i) => [i.name, i]));

describe('EC2 EBS-optimised limits (awsdocs/amazon-ec2-user-guide doc_source/ebs-optimized.md @ 0446b90)', () => {
  // Maximum table ("Maximum throughput (MB/s, 128 KiB I/O) | Maximum IOPS (16 KiB I/O)"): "m5.large * |
  // 4,750 | 593.75 | 18,750", "m5.8xlarge | 6,800 | 850 | 30,000", "m5.12xlarge | 9,500 | 1,187.5 |
  // 40,000", "m5.16xlarge | 13,600 | 1,700 | 60,000", "m5.24xlarge | 19,000 | 2,375 | 80,000" (r5 the
  // same); "c5.large * | 4,750 | 593.75 | 20,000", "c5.9xlarge | 9,500 | 1,187.5 | 40,000", "c5.18xlarge |
  // 19,000 | 2,375 | 80,000"; "m6i.large * | 10,000 | 1,250 | 40,000", "m6i.12xlarge | 15,000 | 1,875 |
  // 60,000", "m6i.32xlarge | 40,000 | 5,000 | 160,000"; "t3.large * | 2,780 | 347.5 | 15,700". Baseline
  // table for the sizes marked *: "m5.large | 650 | 81.25 | 3,600", "m5.xlarge | 1,150 | 143.75 | 6,000",
  // "m5.2xlarge | 2,300 | 287.5 | 12,000", "c5.large | 650 | 81.25 | 4,000", "c5.2xlarge | 2,300 |
  // 287.5 | 10,000", "m6i.xlarge | 1,250 | 156.25 | 6,000", "m6i.4xlarge | 5,000 | 625 | 20,000",
  // "t3.large | 695 | 86.86 | 4,000".
  const m5: Row[] = [
    ['large', 3600, 81.25, 18750, 593.75],
    ['xlarge', 6000, 143.75, 18750, 593.75],
    ['2xlarge', 12000, 287.5, 18750, 593.75],
    ['4xlarge', 18750, 593.75],
    ['8xlarge', 30000, 850],
    ['12xlarge', 40000, 1187.5],
    ['16xlarge', 60000, 1700],
    ['24xlarge', 80000, 2375],
  ];
  const table: Record<string, Row[]> = {
    m5,
    r5: m5,
    c5: [
      ['large', 4000, 81.25, 20000, 593.75],
      ['xlarge', 6000, 143.75, 20000, 593.75],
      ['2xlarge', 10000, 287.5, 20000, 593.75],
      ['4xlarge', 20000, 593.75],
      ['9xlarge', 40000, 1187.5],
      ['12xlarge', 40000, 1187.5],
      ['18xlarge', 80000, 2375],
      ['24xlarge', 80000, 2375],
    ],
    m6i: [
      ['large', 3600, 81.25, 40000, 1250],
      ['xlarge', 6000, 156.25, 40000, 1250],
      ['2xlarge', 12000, 312.5, 40000, 1250],
      ['4xlarge', 20000, 625, 40000, 1250],
      ['8xlarge', 40000, 1250],
      ['12xlarge', 60000, 1875],
      ['16xlarge', 80000, 2500],
      ['24xlarge', 120000, 3750],
      ['32xlarge', 160000, 5000],
    ],
    t3: [
      ['large', 4000, 86.86, 15700, 347.5],
      ['xlarge', 4000, 86.86, 15700, 347.5],
      ['2xlarge', 4000, 86.86, 15700, 347.5],
    ],
  };
  const aws = byName('aws.json');
  it.each(Object.keys(table))('%s sizes: baseline, and burst maximum for the sizes marked *', (family) => {
    for (const [size, iops, mbps, bi, bm] of table[family]!) {
      const i = aws.get(`${family}.${size}`);
      expect(i, `${family}.${size}`).toMatchObject({ iops, throughput: mbps, unit: 'MB/s' });
      expect([i?.burstIops, i?.burstThroughput]).toEqual([bi, bm]);
      expect(i?.sources?.[0]?.url).toContain('0446b90b9c4d549e52f8f3ce44264038d5fca8ea');
    }
    expect([...aws.keys()].filter((n) => n.startsWith(`${family}.`))).toHaveLength(table[family]!.length);
  });
  // "C5, C5d, C5n, M5, M5d, M5n, M5dn, R5, R5d, R5n, R5dn, and P3dn instances launched after December
  // 3, 2019 provide the maximum performance listed in the table above".
  it('the m5/c5/r5 notes say instances launched before 2019-12-03 need a stop and start', () => {
    expect(aws.get('c5.9xlarge')?.note).toContain('launched before 2019-12-03');
    expect(aws.get('t3.large')?.note).toContain('launched before 2020-02-26');
  });
});

describe('Azure Dsv3 (MicrosoftDocs/azure-docs dv3-dsv3-series.md @ 080d504; auto-updated-vm-sizes/dsv3.md @ bd6b769)', () => {
  // dsv3.md (ms.date 06/09/2022): "Standard_D2s_v3 | … | 4000/32 (50) | 4000/200 |3200/48 | 4000/200",
  // "Standard_D4s_v3 | … | 8000/64 (100) | 8000/200 |6400/96 | 8000/200", "Standard_D8s_v3 | … |
  // 16000/128 (200) | 16000/400 |12800/192 | 16000/400", "Standard_D16s_v3 | … | 32000/256 (400) |
  // 32000/800 |25600/384 | 32000/800", "Standard_D32s_v3 | … | 64000/512 (800) | 64000/1600 |51200/768
  // | 64000/1600", "Standard_D48s_v3 | … | 96000/768 (1200) | 96000/2000 |76800/1152 | 80000/2000",
  // "Standard_D64s_v3 | … | 128000/1024 (1600) | 128000/2000 |80000/1200 | 80000/2000" (cached, burst
  // cached, uncached, burst uncached); dv3-dsv3-series.md prints the same cached and uncached columns.
  const rows: [string, number, number, number, number, number, number][] = [
    ['Standard_D2s_v3', 3200, 48, 4000, 200, 4000, 32],
    ['Standard_D4s_v3', 6400, 96, 8000, 200, 8000, 64],
    ['Standard_D8s_v3', 12800, 192, 16000, 400, 16000, 128],
    ['Standard_D16s_v3', 25600, 384, 32000, 800, 32000, 256],
    ['Standard_D32s_v3', 51200, 768, 64000, 1600, 64000, 512],
    ['Standard_D48s_v3', 76800, 1152, 80000, 2000, 96000, 768],
    ['Standard_D64s_v3', 80000, 1200, 80000, 2000, 128000, 1024],
  ];
  const azure = byName('azure.json');
  it.each(rows)(
    '%s: uncached %s IOPS / %s MB/s, burst %s / %s, cached %s / %s',
    (name, i, m, bi, bm, ci, cm) => {
      expect(azure.get(name)).toMatchObject({
        iops: i,
        throughput: m,
        unit: 'MB/s',
        burstIops: bi,
        burstThroughput: bm,
        cachedIops: ci,
        cachedThroughput: cm,
      });
      expect(
        azure
          .get(name)
          ?.sources?.map((s) => s.url)
          .join(' '),
      ).toContain('bd6b76968157064e3fd8eb30772ee32662195778');
    },
  );
  it('no other Azure instance rows than these seven', () => expect(azure.size).toBe(rows.length));
});
