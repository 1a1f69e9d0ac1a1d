// Tencent Cloud CBS catalogue figures checked against the numbers tencentyun/qcloud-documents prints
// (quoted here, each at the commit read), from data/expected/tencent.json with JSON.parse,
// independently of the catalogue loader.
import { describe, expect, it } from 'vitest';
import { curve, input } from './catalogue-json';

const F = 'tencent.json';
const commitOf = (id: string, commit: string) =>
  curve(F, id).sources?.some((s) => s.url.includes(`/blob/${commit}/`));

describe('Tencent CBS, current (产品简介/云硬盘类型.md @ c01775e)', () => {
  // "单盘最大容量（GB） | 32000 | 32000 | 32000 | 32000" (极速型, 增强型, SSD, 高性能); "随机 IOPS =
  // min{1800+容量(GiB)×30 , 26000}", "吞吐 = min{120+容量(GiB)×0.2 , 260}" (SSD); "随机 IOPS =
  // min{1800+容量(GiB)×8 , 6000}", "吞吐 = min{100+容量(GiB)×0.15 , 150}" (高性能); "单路随机读写时延 |
  // 0.1 - 0.5ms | 0.3 - 1ms | 0.5 - 3ms | 0.8 - 5ms".
  it.each([
    ['tencent/cloud_ssd@current', 'min(1800 + 30*GiB, 26000)', 'min(120 + 0.2*GiB, 260)', 0.5, 3],
    ['tencent/cloud_premium@current', 'min(1800 + 8*GiB, 6000)', 'min(100 + 0.15*GiB, 150)', 0.8, 5],
  ])('%s: %s IOPS, %s MB/s, %s–%s ms, ≤ 32,000', (id, iops, tp, low, high) => {
    const c = curve(F, id);
    expect(c.iops?.expr).toBe(iops);
    expect(c.throughput).toMatchObject({ expr: tp, unit: 'MB/s' });
    expect([c.latency?.lowMs, c.latency?.highMs]).toEqual([low, high]);
    expect(c.sizeRange?.max).toBe(32000);
    expect(commitOf(id, 'c01775e31b7f38e28e7ef767e563a91da6763c9b')).toBe(true);
  });
  // 极速型: "基准性能：随机 IOPS = min{4000+容量(GiB)×100 , 50000}", "额外性能：最大 IOPS = min{额外性能值×128 ,
  // 950000}", "吞吐 = min{120+容量(GiB)×0.5 , 350}", "吞吐 = min{额外性能值×1 , 3650}", "单盘最大 IOPS |
  // 1000000", "单盘最大吞吐量（MB/s） | 4000MB/s".
  it('Tremendous SSD (极速型): baseline + extra, 1,000,000 IOPS and 4,000 MB/s at most, 0.1–0.5 ms', () => {
    const c = curve(F, 'tencent/cloud_tssd');
    expect(c.iops?.expr).toBe('min(min(4000 + 100*GiB, 50000) + min(128*extra, 950000), 1000000)');
    expect(c.throughput?.expr).toBe('min(min(120 + 0.5*GiB, 350) + min(extra, 3650), 4000)');
    expect([c.latency?.lowMs, c.latency?.highMs]).toEqual([0.1, 0.5]);
  });
});

describe('Tencent Enhanced SSD (云硬盘实例/增强型SSD云硬盘性能说明.md @ 24b5faf)', () => {
  // "自2021年01月起"; "随机 IOPS | 100000", "最大吞吐量（MB/s） | 1000"; "min{1800 + 容量（GB）× 50, 50000}",
  // "min{120 + 容量（GB）× 0.5, 350}"; "min{配置值 × 128, 50000}", "min{配置值 × 1, 650}"; "在容量达到 460GB
  // 时，首先达到吞吐量上限", "在容量达到 964GB 时，达到随机 IOPS 上限"; "需要容量 > 460GB 时才支持".
  it('from 2021-01: baseline + extra to 100,000 IOPS and 1,000 MB/s; extra only above 460 GB', () => {
    const c = curve(F, 'tencent/cloud_hssd');
    expect(c.validFrom).toBe('2021-01');
    expect(c.iops?.expr).toBe('min(min(1800 + 50*GiB, 50000) + min(128*extra, 50000), 100000)');
    expect(c.throughput?.expr).toBe('min(min(120 + 0.5*GiB, 350) + min(extra, 650), 1000)');
    expect([120 + 0.5 * 460, 1800 + 50 * 964]).toEqual([350, 50000]);
    expect(input(c, 'extra')?.max).toBe('stepUp(GiB, 460, 0, 1e9, 650)');
    expect(commitOf('tencent/cloud_hssd', '24b5faf503665e2632fb88c2570c78ebb4a04b9a')).toBe(true);
  });
});

describe('Tencent CBS, older eras (产品分类.md @ 0156003; 云硬盘.md @ 202c794; 常见问题/高性能云硬盘常见问题.md @ 2313d54)', () => {
  // 产品分类.md: 高性能 "最小 50 GB 到最大 16000 GB", "min｛1500 + 存储容量(GB)*8，4500}", "min｛90 +
  // 存储容量(GB)*0.15，130} MB/s", "0.5-3ms"; SSD "最小 100 GB 到最大 16000 GB", "min{1400 +
  // 存储容量(GB)*30，24000}", "min{120 + 存储容量(GB)*0.2，260} MB/s", "0.5-2ms".
  it('intermediate: premium 50–16,000 GB, 1500 + 8/GB to 4,500, 90 + 0.15/GB to 130; SSD 100–16,000 GB', () => {
    const p = curve(F, 'tencent/cloud_premium@intermediate');
    expect(p.sizeRange).toEqual({ min: 50, max: 16000 });
    expect(p.iops?.expr).toBe('min(1500 + 8*GB, 4500)');
    expect(p.throughput?.expr).toBe('min(90 + 0.15*GB, 130)');
    expect([p.latency?.lowMs, p.latency?.highMs]).toEqual([0.5, 3]);
    const s = curve(F, 'tencent/cloud_ssd@intermediate');
    expect(s.sizeRange).toEqual({ min: 100, max: 16000 });
    expect(s.iops?.expr).toBe('min(1400 + 30*GB, 24000)');
    expect(s.throughput?.expr).toBe('min(120 + 0.2*GB, 260)');
    expect([s.latency?.lowMs, s.latency?.highMs]).toEqual([0.5, 2]);
  });
  // 云硬盘类型.md @ 08e9d25 (an older version of the current page): 高性能 "提供50GB - 16000GB的规格选择", "最大随机
  // IOPS = 1500 + 存储容量（GB）× 8，且最大随机 IOPS 不超过4500", "最大吞吐量（MB/s）= 90 + 存储容量（GB）× 0.15，且最大
  // 吞吐量不超过130MB/s", "0.5ms - 3ms"; SSD "提供100GB - 16000GB的规格选择", "最大随机 IOPS = 1400 + 存储容量（GB）×
  // 30，且最大随机 IOPS 不超过24000", "最大吞吐量（MB/s）= 120 + 存储容量（GB）× 0.2，且最大吞吐量不超过260MB/s".
  it('intermediate: the older 云硬盘类型.md @ 08e9d25 prints the same figures', () => {
    for (const id of ['tencent/cloud_premium@intermediate', 'tencent/cloud_ssd@intermediate'])
      expect(commitOf(id, '08e9d25ba597bee4a5ea5b60e851318a61a1ec87')).toBe(true);
    expect(curve(F, 'tencent/cloud_premium@intermediate').iops?.expr).toBe('min(1500 + 8*GB, 4500)');
    expect(curve(F, 'tencent/cloud_ssd@intermediate').throughput?.expr).toBe('min(120 + 0.2*GB, 260)');
    expect(curve(F, 'tencent/cloud_ssd@intermediate').unverified?.join(' ')).toMatch(
      /Tried again on 2026-11-26/,
    );
  });
  // 云硬盘.md: "最少250GB到最大4TB", "每GB提供24个IOPS，上限是24000；最低IOPS峰值为6000", "最低吞吐峰值为
  // 150MB/s、每GB增加0.147MB/s，上限是260MB/s", "0.5-2ms". FAQ: "随机IOPS起步1500、每GB增加8个IOPS、最高
  // 4500；吞吐量起步为75MBps、每GB增加0.147MBps、最高130MBps".
  it('2016: SSD 250 GB–4 TB, 24/GB to 24,000 (6,000 at 250 GB), 150 + 0.147/GB above 250 to 260; premium 1500 + 8/GB', () => {
    const s = curve(F, 'tencent/cloud_ssd@2016');
    expect(s.sizeRange).toEqual({ min: 250, max: 4000 });
    expect(s.iops?.expr).toBe('min(24*GB, 24000)');
    expect(24 * 250).toBe(6000);
    expect(s.throughput?.expr).toBe('min(150 + 0.147*(GB - 250), 260)');
    const p = curve(F, 'tencent/cloud_premium@2016');
    expect(p.iops?.expr).toBe('min(1500 + 8*GB, 4500)');
    expect(p.throughput?.expr).toBe('min(75 + 0.147*GB, 130)');
    expect(commitOf('tencent/cloud_ssd@2016', '202c79462ba676487f77aed11991bc2191fcde82')).toBe(true);
    expect(commitOf('tencent/cloud_premium@2016', '2313d54615a54633f65fbbee31cf813207d2b9e8')).toBe(true);
    // 产品分类_en.md @ 3a59cf5: Premium "A capacity from 50 GB up to 4 TB", "Latency | 0.5-2 ms".
    expect(p.sizeRange).toEqual({ min: 50, max: 4000 });
    expect([p.latency?.lowMs, p.latency?.highMs]).toEqual([0.5, 2]);
    expect(commitOf('tencent/cloud_premium@2016', '3a59cf528c95579db27dd3bfc14b6454649e7de5')).toBe(true);
  });
});
