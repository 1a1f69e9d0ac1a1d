import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { diskGroupOf } from '../../../src/ingest/disk-identity';
import { planShards, shardCount, shardShares, streamShardOf } from '../../../src/ingest/shard-plan';

const item = (path: string, weight = 1000) => ({ path, weight });

describe('sharing an upload between workers', () => {
  it('keeps a disk folder (and its sub-folders) in one share, in upload order', () => {
    const items = [
      item('up.zip/aliyun_ssd_250/iops.json'),
      item('up.zip/aliyun_ssd_250/run2/lat.json'),
      item('up.zip/qcloud_hybrid_50/iops.json'),
      item('up.zip/qcloud_hybrid_50/report.zip'),
      item('up.zip/aws_gp3_100/a.json'),
      item('up.zip/aws_gp3_100/b.json'),
    ];
    const plan = planShards(items, 2);
    expect(plan[0]).toBe(plan[1]);
    expect(plan[2]).toBe(plan[3]);
    expect(plan[4]).toBe(plan[5]);
    expect(plan).toEqual([...plan].sort());
    expect(shardCount(plan)).toBe(2);
  });

  it('uses one share for one folder, and never more shares than folders', () => {
    expect(planShards([item('r.zip/a.json'), item('r.zip/b.json')], 4)).toEqual([0, 0]);
    expect(shardCount(planShards([item('a/x'), item('b/x')], 8))).toBe(2);
    expect(planShards([], 2)).toEqual([]);
    expect(shardCount([])).toBe(0);
  });

  it('balances shares by weight', () => {
    const items = Array.from({ length: 100 }, (_, i) => item(`up/disk_${i}_10/f.json`, 1e6));
    const plan = planShards(items, 2);
    expect(plan.filter((s) => s === 0)).toHaveLength(50);
  });

  it('makes the last shares small when fewer workers take them as they free up', () => {
    expect(shardShares(8, 2)).toEqual([8, 7, 6, 5, 4, 3, 2, 1]);
    expect(shardShares(3, 4)).toEqual([1, 1, 1]);
    const items = Array.from({ length: 3600 }, (_, i) => item(`up/disk_${i}_10/f.json`, 1e6));
    const plan = planShards(items, 8, 2);
    const sizes = Array.from({ length: 8 }, (_, s) => plan.filter((p) => p === s).length);
    expect(sizes.reduce((a, b) => a + b)).toBe(3600);
    // 8, 7, …, 1 parts of 36: the last share is 100 groups, not the 450 of an even cut.
    sizes.forEach((n, s) => expect(Math.abs(n - (3600 * (8 - s)) / 36)).toBeLessThanOrEqual(1));
    // Dealt to the first worker free (client.ts), both workers finish within the last share.
    const busy = [0, 0];
    for (const n of sizes) busy[busy[0]! <= busy[1]! ? 0 : 1]! += n;
    expect(Math.abs(busy[0]! - busy[1]!)).toBeLessThanOrEqual(sizes[7]!);
  });

  it('property: a group is never split, shares are contiguous runs of groups', () => {
    const folder = fc.constantFrom('aliyun_ssd_250', 'qcloud_hybrid_50', 'aws_gp3_100', 'results', 'x/y', '');
    const entry = fc.record({
      path: fc
        .tuple(folder, fc.constantFrom('a.json', 'sub/b.log', 'c.csv'))
        .map(([f, n]) => (f ? `${f}/${n}` : n)),
      weight: fc.nat(1e7),
    });
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 60 }), fc.integer({ min: 1, max: 4 }), (items, n) => {
        const plan = planShards(items, n);
        const shareOfGroup = new Map<string, number>();
        let lastShare = 0;
        const seen = new Set<string>();
        items.forEach((it, i) => {
          const key = diskGroupOf(it.path).key;
          const s = plan[i]!;
          expect(s).toBeGreaterThanOrEqual(0);
          expect(s).toBeLessThan(n);
          if (shareOfGroup.has(key)) expect(s).toBe(shareOfGroup.get(key));
          shareOfGroup.set(key, s);
          // A group's first appearance never goes back to an earlier share.
          if (!seen.has(key)) expect(s).toBeGreaterThanOrEqual(lastShare);
          if (!seen.has(key)) lastShare = s;
          seen.add(key);
        });
      }),
    );
  });

  it('property (streamed tar): a group is never split, parts are contiguous runs of groups', () => {
    const folder = fc.constantFrom('aliyun_ssd_250', 'qcloud_hybrid_50', 'aws_gp3_100', 'results', 'x/y', '');
    const entry = fc.record({
      path: fc
        .tuple(folder, fc.constantFrom('a.json', 'sub/b.log', 'c.csv'))
        .map(([f, n]) => (f ? `${f}/${n}` : n)),
      size: fc.nat(1e7),
    });
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 60 }), fc.integer({ min: 1, max: 4 }), (items, n) => {
        const total = items.reduce((t, it) => t + it.size + 512, 0);
        const partOf = streamShardOf(n, total);
        const partOfGroup = new Map<string, number>();
        let lastPart = 0;
        for (const it of items) {
          const key = diskGroupOf(it.path).key;
          const p = partOf(it.path, it.size);
          expect(p).toBeGreaterThanOrEqual(0);
          expect(p).toBeLessThan(n);
          if (partOfGroup.has(key)) expect(p).toBe(partOfGroup.get(key));
          else expect(p).toBeGreaterThanOrEqual(lastPart);
          if (!partOfGroup.has(key)) lastPart = p;
          partOfGroup.set(key, p);
        }
      }),
    );
  });

  it('gives the part that reads a streamed tar less of it to import', () => {
    // 100 disk folders of equal size: two parts; the reader (the last) takes the shorter run.
    const partOf = streamShardOf(2, 100 * 1_000_512);
    const parts = Array.from({ length: 100 }, (_, i) => partOf(`disk_${i}/a.json`, 1_000_000));
    const reader = parts.filter((p) => p === 1).length;
    expect(parts.filter((p) => p === 0).length + reader).toBe(100);
    expect(reader).toBeGreaterThan(20);
    expect(reader).toBeLessThan(40);
    expect(parts).toEqual([...parts].sort());
  });
});
