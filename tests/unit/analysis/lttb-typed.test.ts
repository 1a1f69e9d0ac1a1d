// The typed LTTB picks exactly the points the `downsample` package's LTTB picks: on the real
// per-I/O latency log (56,309 points) and on arbitrary series (fast-check).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lttb } from '../../../src/analysis/downsample';
import { lttbColumns, lttbIndices } from '../../../src/analysis/lttb-typed';
import { importText } from '../../../src/ingest/route';
import type { ImportOk } from '../../../src/ingest/types';
import { readFixture } from '../../helpers/ingest';

describe('typed LTTB', () => {
  it('equals the package on the real per-I/O log, for several targets', () => {
    const s = (importText(readFixture('fio/logs/randread-4k-qd1-perio_lat.1.log')) as ImportOk).series[0]!;
    for (const target of [3, 100, 2000, 4000, 56308]) {
      const ours = lttbColumns(s, target);
      const theirs = lttb(s, target);
      expect(Array.from(ours.t)).toEqual(theirs.t);
      expect(Array.from(ours.v)).toEqual(theirs.v);
    }
  });

  it('equals the package on arbitrary series', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: -1e6, max: 1e6, noNaN: true }), { minLength: 0, maxLength: 300 }),
        fc.integer({ min: 3, max: 320 }),
        (v, target) => {
          const t = v.map((_, i) => i * 0.5);
          const ours = lttbColumns({ t, v }, target);
          const theirs = lttb({ t, v }, target);
          // The package's buckets end at floor((target−2)·size) with size = (n−2)/(target−2): when
          // that product rounds below n−2 (28 points to 25: 25.999…), its last bucket misses point
          // n−2 and it returns that point as the last one, dropping the series' real last point.
          // Ours ends on the real last point; every other point is the same.
          const n = v.length;
          const size = (n - 2) / (target - 2);
          const packageDropsLast = n > target && Math.floor((target - 2) * size) < n - 2;
          const keep = packageDropsLast ? -1 : undefined;
          expect(Array.from(ours.v).slice(0, keep)).toEqual(theirs.v.slice(0, keep));
          expect(Array.from(ours.t).slice(0, keep)).toEqual(theirs.t.slice(0, keep));
          if (n > 0) expect(ours.t[ours.t.length - 1]).toBe(t[n - 1]);
          if (packageDropsLast) expect(theirs.t[theirs.t.length - 1]).toBe(t[n - 2]);
        },
      ),
    );
  });

  it('keeps everything when the series is short', () => {
    expect(Array.from(lttbIndices({ t: [1, 2, 3], v: [4, 5, 6] }, 10))).toEqual([0, 1, 2]);
  });
});
