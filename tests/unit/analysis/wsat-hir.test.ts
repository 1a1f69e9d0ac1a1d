// WSAT and HIR curves from the real PTS bundle local_ext4_2 (shortened loops: 5 rounds × 3 WSAT
// intervals; HIR 5 × 3 preconditioning jobs, then one wait and one baseline job per wait state).
import { describe, expect, it } from 'vitest';
import { hirCurve, hirStateMeans } from '../../../src/analysis/hir';
import { wsatCurve } from '../../../src/analysis/wsat';
import { importText } from '../../../src/ingest/route';
import type { ImportOk } from '../../../src/ingest/types';
import { readFixture } from '../../helpers/ingest';

const rounds = (f: string) => (importText(readFixture(`pts/local_ext4_2/${f}`)) as ImportOk).measurements;

describe('WSAT', () => {
  it('15 intervals, TGBW cumulative in bytes, mean IOPS = wsat.json', () => {
    const ms = rounds('fio-wsat.json');
    const c = wsatCurve(ms);
    expect(c).toHaveLength(15);
    expect(c.map((p) => p.interval)).toEqual(Array.from({ length: 15 }, (_, i) => i + 1));
    // The suite's first .dat x value was 3171.85 "GB" = MiB (docs/pts-bundles.md §7).
    expect(c[0]!.tgbw / 2 ** 20).toBeCloseTo(3171.85, 1);
    for (let i = 1; i < c.length; i++) expect(c[i]!.tgbw).toBeGreaterThan(c[i - 1]!.tgbw);
    expect(Math.round(c.reduce((a, p) => a + p.iops, 0) / c.length)).toBe(98712);
  });
});

describe('HIR', () => {
  it('precondition then one wait and one baseline job per wait state', () => {
    const pts = hirCurve(rounds('fio-hir.json'));
    expect(pts).toHaveLength(25);
    expect(pts.filter((p) => p.phase === 'precondition')).toHaveLength(15);
    const means = hirStateMeans(pts);
    expect(means.map((m) => [m.waitS, m.jobs, m.baseline !== undefined])).toEqual([
      [5, 1, true],
      [10, 1, true],
      [15, 1, true],
      [25, 1, true],
      [50, 1, true],
    ]);
    expect(means[4]!.baseline).toBeCloseTo(105392.821864, 3);
  });
});
