// UCloud catalogue figures checked against the numbers UCloudDoc-Team's pages print (quoted here),
// read from data/expected/ucloud.json with JSON.parse, independently of the catalogue loader.
import { describe, expect, it } from 'vitest';
import { curve } from './catalogue-json';

const F = 'ucloud.json';

describe('UCloud UDisk (UCloudDoc-Team/udisk introduction/performance.md @ 539a6cf, limit.md @ 199d86e; uhost introduction/disk.md @ 1ac3624)', () => {
  // performance.md: "单盘IOPS | min{1800+50\*容量，1200000} | min{1200+30\*容量，24000} |
  // min{1800+8\*容量，6000} | 1000(峰值)"; "单盘吞吐量 | min{120+0.5\*容量，4800}MBps |
  // min{80+0.5\*容量，260}MBps | min{100+0.15\*容量，150}MBps | 100MB/s(最大)"; "平均时延 | 0.1-0.2ms |
  // 0.5-3ms | 0.5～5ms | 10ms" (RSSD, SSD, ESSD, 普通云盘).
  it.each([
    ['ucloud/rssd', 'min(1800 + 50*GB, 1200000)', 'min(120 + 0.5*GB, 4800)', 0.1, 0.2],
    ['ucloud/ssd', 'min(1200 + 30*GB, 24000)', 'min(80 + 0.5*GB, 260)', 0.5, 3],
    ['ucloud/essd', 'min(1800 + 8*GB, 6000)', 'min(100 + 0.15*GB, 150)', 0.5, 5],
    ['ucloud/hdd', '1000', '100', undefined, 10],
  ])('%s: IOPS %s, MB/s %s, %s–%s ms', (id, iops, tp, low, high) => {
    const c = curve(F, id);
    expect(c.iops?.expr).toBe(iops);
    expect(c.throughput).toMatchObject({ expr: tp, unit: 'MB/s' });
    expect(c.latency?.lowMs).toBe(low);
    expect(c.latency?.highMs).toBe(high);
    expect(c.sources?.some((s) => s.url.includes('539a6cfae5398fff72d5fc4888593fa2ffeb5679'))).toBe(true);
  });

  // limit.md: "SSD云硬盘最大支持8T容量，普通云硬盘最大支持8T容量，RSSD云硬盘最大容量支持32T容量，ESSD云硬盘
  // 最大支持8T容量"; uhost disk.md: "容量 | 20-32000GB | 20-4000GB | 20-8000GB" (RSSD, SSD, 普通云盘).
  it('sizes: RSSD 20–32,000 GB, SSD 20–8,000 GB (8 T), ESSD ≤ 8,000 GB, HDD 20–8,000 GB', () => {
    expect(curve(F, 'ucloud/rssd').sizeRange).toEqual({ min: 20, max: 32000 });
    expect(curve(F, 'ucloud/ssd').sizeRange).toEqual({ min: 20, max: 8000 });
    expect(curve(F, 'ucloud/essd').sizeRange).toEqual({ max: 8000 });
    expect(curve(F, 'ucloud/hdd').sizeRange).toEqual({ min: 20, max: 8000 });
  });

  // performance.md, RSSD性能和实例性能关系: "| 1 | 1.8 | 75 |", "| 2 | 3.8 | 150 |", "| 4 | 7.5 | 300 |",
  // "| 8 | 15 | 600 |", "| 12 | 22.5 | 900 |", "| 16 | 30 | 1200 |", "| 24 | 45 | 1800 |",
  // "| 32 | 60 | 2400 |", "| 48 | 90 | 3600 |", "| 64 | 120 | 4800 |" (vCPU, 存储IOPS（万）, MBps).
  it('RSSD instance cap per vCPU as the table prints (IOPS in 万 = 10,000)', () => {
    const table: [number, number, number][] = [
      [1, 1.8, 75],
      [2, 3.8, 150],
      [4, 7.5, 300],
      [8, 15, 600],
      [12, 22.5, 900],
      [16, 30, 1200],
      [24, 45, 1800],
      [32, 60, 2400],
      [48, 90, 3600],
      [64, 120, 4800],
    ];
    const cap = curve(F, 'ucloud/rssd').instanceCap;
    expect(cap?.iops).toBe(
      `stepDown(vCPU, ${table.map(([v, w]) => `${v}, ${Math.round(w * 10000)}`).join(', ')})`,
    );
    expect(cap?.throughput).toBe(`stepDown(vCPU, ${table.map(([v, , m]) => `${v}, ${m}`).join(', ')})`);
  });
});
