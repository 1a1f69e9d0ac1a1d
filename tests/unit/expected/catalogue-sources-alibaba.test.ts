// Alibaba Cloud catalogue figures checked against the numbers the sources print (quoted here), read
// from data/expected/alibaba.json with JSON.parse, independently of the catalogue loader.
import { describe, expect, it } from 'vitest';
import { curve, input, read } from './catalogue-json';

const F = 'alibaba.json';
const EBS_COMMIT = '41c0f515ddbba16c3d354390377441bdc9574c65';

describe('Alibaba disks (AlibabaCloudDocs/ecs intl.en-US/Block Storage/Performance/EBS performance.md @ 41c0f51)', () => {
  // "Formula to calculate the IOPS of a single disk | min{1800 + 50 × Capacity, 1000000} | min{1800 +
  // 50 × Capacity, 100000} | min{1800 + 50 × Capacity, 50000} | min{1800 + 12 × Capacity, 10000} |
  // min{1800 + 30 × Capacity, 25000} | min{1800 + 8 × Capacity, 5000}"; throughput (MB/s) "min{120 +
  // 0.5 × Capacity, 4000} | … 750} | … 350} | min{100 + 0.25 × Capacity, 180} | min{120 + 0.5 ×
  // Capacity, 300} | min{100 + 0.15 × Capacity, 140}" (PL3, PL2, PL1, PL0, Standard SSD, Ultra disk).
  it.each([
    ['alibaba/cloud_essd_pl3', 'min(1800 + 50*GiB, 1000000)', 'min(120 + 0.5*GiB, 4000)'],
    ['alibaba/cloud_essd_pl2', 'min(1800 + 50*GiB, 100000)', 'min(120 + 0.5*GiB, 750)'],
    ['alibaba/cloud_essd_pl1', 'min(1800 + 50*GiB, 50000)', 'min(120 + 0.5*GiB, 350)'],
    ['alibaba/cloud_essd_pl0', 'min(1800 + 12*GiB, 10000)', 'min(100 + 0.25*GiB, 180)'],
    ['alibaba/cloud_ssd@current', 'min(1800 + 30*GiB, 25000)', 'min(120 + 0.5*GiB, 300)'],
    ['alibaba/cloud_efficiency@current', 'min(1800 + 8*GiB, 5000)', 'min(100 + 0.15*GiB, 140)'],
  ])('%s: %s IOPS, %s MB/s', (id, iops, tp) => {
    const c = curve(F, id);
    expect(c.iops?.expr).toBe(iops);
    expect(c.throughput).toMatchObject({ expr: tp, unit: 'MB/s' });
    expect(c.sources?.some((s) => s.url.includes(EBS_COMMIT))).toBe(true);
  });
  // "Maximum capacity of a single disk (GiB) | 1261~32768 | 461~32768 | 20~32768 | 40~32768 | 32768 |
  // 32768": the lower bounds of PL2 and PL3 as catalogued (the newer pages raise the maxima to 65,536).
  it('PL2 from 461 GiB and PL3 from 1,261 GiB (where the cheaper level is passed: 120 + 0.5 × 461 > 350)', () => {
    expect(curve(F, 'alibaba/cloud_essd_pl2').sizeRange?.min).toBe(461);
    expect(curve(F, 'alibaba/cloud_essd_pl3').sizeRange?.min).toBe(1261);
    expect(120 + 0.5 * 461).toBeGreaterThan(350);
  });
});

describe('Alibaba 2016 formulas (developer.aliyun.com/article/548572, stored copy; repost dated 2017-12-25)', () => {
  // "最大容量 | 32768 GB | 32768 GB"; "IOPS=min{30*容量,20000} 吞吐量=min{50+0.5*容量,256}MBps" (SSD 云盘);
  // "IOPS=min{1000+6*容量,3000} 吞吐量=min{50+0.1*容量,80}MBps" (高效云盘); "访问时延 | 0.5 - 2 ms | 1 - 3 ms".
  it('SSD min(30·GB, 20,000), 50 + 0.5·GB to 256; ultra 1000 + 6·GB to 3,000, 50 + 0.1·GB to 80; eras end at the guessed 2019-01', () => {
    const ssd = curve(F, 'alibaba/cloud_ssd@2016');
    expect(ssd.iops?.expr).toBe('min(30*GB, 20000)');
    expect(ssd.throughput?.expr).toBe('min(50 + 0.5*GB, 256)');
    expect([ssd.latency?.lowMs, ssd.latency?.highMs]).toEqual([0.5, 2]);
    const ultra = curve(F, 'alibaba/cloud_efficiency@2016');
    expect(ultra.iops?.expr).toBe('min(1000 + 6*GB, 3000)');
    expect(ultra.throughput?.expr).toBe('min(50 + 0.1*GB, 80)');
    expect([ultra.latency?.lowMs, ultra.latency?.highMs]).toEqual([1, 3]);
    for (const c of [ssd, ultra]) {
      expect(c.sizeRange?.max).toBe(32768);
      expect(c.validTo).toBe('2019-01');
      expect(c.datesApproximate).toBe(true);
      expect(c.unverified?.join(' ')).toMatch(/2019-01 (boundary )?here is a guess.*Tried on 2026-11-25/);
    }
  });
});

describe('Alibaba instance storage I/O (AlibabaCloudDocs/ecs Storage I/O performance.md @ f53dc4a)', () => {
  // "|ecs.g6.large|10|1.0|125|" … "|ecs.g6.26xlarge|200|16.0|2000|"; "|ecs.g6e.large|20|1.0|125|" …
  // "|ecs.g6e.26xlarge|480|16.0|2000|" (Maximum IOPS (K, 4 KiB I/O), Gbit/s, Maximum throughput (MB/s,
  // 1,024 KiB I/O)); c6/r6 and c6e/r6e print the same rows as g6 and g6e.
  const g6: [string, number, number][] = [
    ['large', 10, 125],
    ['xlarge', 20, 187.5],
    ['2xlarge', 25, 250],
    ['3xlarge', 30, 312.5],
    ['4xlarge', 40, 375],
    ['6xlarge', 50, 500],
    ['8xlarge', 60, 625],
    ['13xlarge', 100, 1000],
    ['26xlarge', 200, 2000],
  ];
  const g6e: [string, number, number][] = [
    ['large', 20, 125],
    ['xlarge', 40, 187.5],
    ['2xlarge', 50, 250],
    ['4xlarge', 80, 375],
    ['8xlarge', 150, 625],
    ['13xlarge', 240, 1000],
    ['26xlarge', 480, 2000],
  ];
  const instances = read(F).instances ?? [];
  it.each([
    ['g6', g6],
    ['c6', g6],
    ['r6', g6],
    ['g6e', g6e],
    ['c6e', g6e],
    ['r6e', g6e],
  ] as const)('ecs.%s.*: IOPS ×1,000 and MB/s as printed', (family, rows) => {
    const got = instances
      .filter((i) => i.name.startsWith(`ecs.${family}.`))
      .map((i) => [i.name.slice(`ecs.${family}.`.length), (i.iops ?? NaN) / 1000, i.throughput, i.unit]);
    expect(got).toEqual(rows.map(([size, k, mb]) => [size, k, mb, 'MB/s']));
  });
});

describe('Alibaba ESSD AutoPL, current (alibabacloud.com/help/en/ecs/user-guide/essd-autopl-disks, stored copy)', () => {
  // "Capacity range (GiB) | 1 to 65,536"; "baseline IOPS | max{min{1,800 + 50 × Capacity, 50,000},
  // 3,000}"; "baseline throughput | max{min{120 + 0.5 × Capacity, 350}, 125}"; "Capacity (GiB) <= 3: not
  // configurable Capacity (GiB) >= 4: [1, min{(1,000 IOPS per GiB × Capacity - Baseline IOPS),
  // 50,000}]"; "16 KB × Provisioned IOPS/1,024"; burst "min{1,000,000, 1,000 × Capacity}",
  // "max{min{16 KB × IOPS/1,024, 4 GB/s}, (Baseline throughput + Provisioned throughput)}".
  it('baseline, provisioned and burst formulas as the page writes them (4 GB/s as 4,096 MB/s)', () => {
    const c = curve(F, 'alibaba/cloud_auto@current');
    expect(c.sizeRange).toEqual({ min: 1, max: 65536 });
    expect(c.iops?.expr).toBe('max(min(1800 + 50*GiB, 50000), 3000) + provIops');
    expect(c.throughput?.expr).toBe('max(min(120 + 0.5*GiB, 350), 125) + 16*provIops/1024');
    expect(input(c, 'provIops')?.max).toBe(
      'min(max(0, 1000*GiB - max(min(1800 + 50*GiB, 50000), 3000)), 50000)',
    );
    expect(c.burst?.iops).toBe('min(1000000, 1000*GiB)');
    expect(c.burst?.throughput).toContain('min(16*min(1000000, 1000*GiB)/1024, 4096)');
    // At 3 GiB the most a disk may have (1,000 × 3) is below the 3,000 baseline: nothing to provision.
    expect(Math.max(0, 1000 * 3 - Math.max(Math.min(1800 + 50 * 3, 50000), 3000))).toBe(0);
  });
});
