// LTTB keeps the shape of a real per-I/O latency log: first and last points and the largest spike.
import { describe, expect, it } from 'vitest';
import { lttb } from '../../../src/analysis/downsample';
import { importText } from '../../../src/ingest/route';
import type { ImportOk } from '../../../src/ingest/types';
import { readFixture } from '../../helpers/ingest';

describe('lttb', () => {
  it('reduces 56309 per-I/O points to 2000 and keeps the endpoints and the maximum', () => {
    const s = (importText(readFixture('fio/logs/randread-4k-qd1-perio_lat.1.log')) as ImportOk).series[0]!;
    const d = lttb(s, 2000);
    expect(d.t).toHaveLength(2000);
    expect(d.t[0]).toBe(s.t[0]);
    expect(d.v[d.v.length - 1]).toBe(s.v[s.v.length - 1]);
    expect(Math.max(...d.v)).toBe(Math.max(...s.v));
    for (let i = 1; i < d.t.length; i++) expect(d.t[i]!).toBeGreaterThanOrEqual(d.t[i - 1]!);
  });

  it('returns short series unchanged', () => {
    expect(lttb({ t: [1, 2], v: [3, 4] }, 10)).toEqual({ t: [1, 2], v: [3, 4] });
  });
});
