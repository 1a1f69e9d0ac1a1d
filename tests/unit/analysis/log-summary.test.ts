// The multi-resolution summary of a per-I/O log: every level's figures over a window on its bucket
// edges equal those of the raw points in that window (count and min/max exactly, mean within
// rounding), whatever the order of the points and however often the finest level had to coarsen.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  byteRange,
  levelFor,
  levelPoints,
  SummaryBuilder,
  windowStats,
} from '../../../src/analysis/log-summary';

const NO_OFFSETS = { fileBytes: 0, start: [], end: [] };

const points = fc.array(
  fc.record({ t: fc.integer({ min: 0, max: 20_000 }), v: fc.integer({ min: -1e6, max: 1e9 }) }),
  { minLength: 1, maxLength: 400 },
);

describe('log summary', () => {
  it('matches the raw points of any bucket-aligned window at every level', () => {
    fc.assert(
      fc.property(
        points,
        fc.integer({ min: 20, max: 5000 }),
        fc.nat(),
        fc.nat(),
        fc.constantFrom(1, 1000, 0.001),
        (pts, maxBuckets, a, b, scale) => {
          const builder = new SummaryBuilder(maxBuckets);
          for (const p of pts) builder.add(p.t, p.v);
          const s = builder.finish(scale, NO_OFFSETS);
          expect(s.count).toBe(pts.length);
          for (const level of s.levels) {
            const n = level.count.length;
            const i0 = a % (n + 1);
            const i1 = i0 + (b % (n + 1 - i0));
            const from = i0 * level.bucketMs;
            const to = i1 * level.bucketMs;
            const raw = pts.filter((p) => p.t >= from && p.t < to).map((p) => p.v * scale);
            const w = windowStats(level, from, to);
            expect(w.count).toBe(raw.length);
            if (raw.length === 0) continue;
            expect(w.min).toBe(Math.min(...raw));
            expect(w.max).toBe(Math.max(...raw));
            const mean = raw.reduce((x, y) => x + y, 0) / raw.length;
            expect(w.sum / w.count).toBeCloseTo(mean, 6);
          }
        },
      ),
    );
  });

  it('keeps the finest level within its bucket limit by making buckets 10× wider', () => {
    const builder = new SummaryBuilder(100);
    builder.add(0, 5);
    builder.add(99_999, 7); // 10 ms buckets would need 10,000 of them
    const s = builder.finish(1, NO_OFFSETS);
    expect(s.levels[0]!.bucketMs).toBe(1000);
    expect(s.levels[0]!.count.length).toBe(100);
    expect(s.levels[0]!.count[99]).toBe(1);
    expect([s.min, s.max, s.sum]).toEqual([5, 7, 12]);
  });

  it('absorbing the state of builders fed the points in pieces gives the builder fed them all', () => {
    // Integer values, as a log's are: then sums add exactly whatever the order.
    fc.assert(
      fc.property(points, fc.integer({ min: 20, max: 500 }), fc.nat(), fc.nat(), (pts, maxBuckets, a, b) => {
        const one = new SummaryBuilder(maxBuckets);
        for (const p of pts) one.add(p.t, p.v);
        // Cut into three pieces at any two points: a piece's bucket width follows its own last time.
        const i = a % (pts.length + 1);
        const k = i + (b % (pts.length + 1 - i));
        const pieces = [pts.slice(0, i), pts.slice(i, k), pts.slice(k)].map((piece) => {
          const builder = new SummaryBuilder(maxBuckets);
          for (const p of piece) builder.add(p.t, p.v);
          return builder;
        });
        const joined = SummaryBuilder.fromState(pieces[0]!.state(), maxBuckets);
        for (const piece of pieces.slice(1)) joined.absorb(piece.state());
        expect(joined.finish(1, NO_OFFSETS)).toEqual(one.finish(1, NO_OFFSETS));
      }),
    );
  });

  it('absorbs a coarser state: the finer builder widens its buckets first', () => {
    const early = new SummaryBuilder(100);
    early.add(5, 1);
    early.add(15, 2);
    const late = new SummaryBuilder(100);
    late.add(99_999, 7); // 1,000 ms buckets
    early.absorb(late.state());
    const s = early.finish(1, NO_OFFSETS);
    expect(s.levels[0]!.bucketMs).toBe(1000);
    expect([s.levels[0]!.count[0], s.levels[0]!.sum[0], s.levels[0]!.count[99]]).toEqual([2, 3, 1]);
  });

  it('picks the finest level that draws a window in at most the target number of points', () => {
    const builder = new SummaryBuilder();
    for (let t = 0; t < 100_000; t += 7) builder.add(t, t);
    const s = builder.finish(1, NO_OFFSETS);
    expect(s.levels.map((l) => l.bucketMs)).toEqual([10, 100, 1000, 10_000, 100_000]);
    expect(levelFor(s, 0, 100_000, 2000).bucketMs).toBe(100);
    expect(levelFor(s, 0, 10_000, 2000).bucketMs).toBe(10);
    const p = levelPoints(s.levels[2]!, 3000, 5000);
    expect(p.t).toEqual([3.5, 4.5]);
    expect(p.min).toEqual([3003, 4004]); // the first multiples of 7 in each second
  });

  it('finds the bytes of a window even when lines are out of order in time', () => {
    // second 0: bytes 0–10 and 30–40; second 1: 10–30; second 2: none; second 3: 40–50.
    const offsets = { fileBytes: 50, start: [0, 10, -1, 40], end: [40, 30, -1, 50] };
    expect(byteRange(offsets, 1000, 1999)).toEqual([10, 40]);
    expect(byteRange(offsets, 3000, 3500)).toEqual([40, 50]);
    expect(byteRange(offsets, 2000, 2999)).toBeUndefined();
  });
});
