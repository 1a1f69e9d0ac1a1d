// Latency distributions from real fio 3.33 json+ output: the histogram reproduces fio's own
// percentiles with fio's rule (first bucket whose cumulative count reaches p% of N), which is what
// "percentiles are bucket estimates" means, and the tail axis maps 50 … 99.99 to 0.3 … 4.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  distributionsOf,
  histogramBins,
  histogramPercentile,
  percentileAtTailX,
  percentilePoints,
  tailX,
} from '../../../src/analysis/latency-distribution';
import { importText } from '../../../src/ingest/route';
import type { ImportOk } from '../../../src/ingest/types';
import { readFixture } from '../../helpers/ingest';
import { fixturePath } from '../../helpers/fixtures';

const FILE = 'fio/formats/randrw-4k-qd16.jsonplus.json';
const run = (importText(readFixture(FILE)) as ImportOk).measurements[0]!;
const raw = JSON.parse(readFileSync(fixturePath(FILE), 'utf8')).jobs[0];

describe('tail axis', () => {
  it('puts 50, 90, 99, 99.9, 99.99 at 0.301, 1, 2, 3, 4 and inverts', () => {
    expect(tailX(50)).toBeCloseTo(0.30103, 5);
    expect([90, 99, 99.9, 99.99].map((p) => Number(tailX(p).toFixed(9)))).toEqual([1, 2, 3, 4]);
    for (const p of [1, 37.5, 99.95]) expect(percentileAtTailX(tailX(p))).toBeCloseTo(p, 9);
  });
});

describe('randrw-4k-qd16 json+', () => {
  const dists = distributionsOf(run);

  it('has read and write completion-latency distributions with the raw bins', () => {
    expect(dists.map((d) => [d.direction, d.kind])).toEqual([
      ['read', 'clat'],
      ['write', 'clat'],
    ]);
    const read = dists[0]!.stats;
    expect(read.histogram!.binsNs).toHaveLength(Object.keys(raw.read.clat_ns.bins).length);
    expect(read.histogram!.counts.reduce((a, c) => a + c, 0)).toBe(raw.read.clat_ns.N);
  });

  it('percentile points are the JSON percentiles in ns, ascending, without p100', () => {
    const pts = percentilePoints(dists[1]!.stats);
    const rawKeys = Object.keys(raw.write.clat_ns.percentile).filter((k) => Number(k) < 100);
    expect(pts).toHaveLength(rawKeys.length);
    expect(pts.find((p) => p.p === 99.99)!.ns).toBe(raw.write.clat_ns.percentile['99.990000']);
    expect(pts.find((p) => p.p === 50)!.ns).toBe(197632);
  });

  it("fio's rule on the histogram gives back every JSON percentile exactly", () => {
    for (const [i, dir] of (['read', 'write'] as const).entries()) {
      const stats = dists[i]!.stats;
      for (const [k, ns] of Object.entries(raw[dir].clat_ns.percentile as Record<string, number>))
        expect(histogramPercentile(stats, Number(k)), `${dir} p${k}`).toBe(ns);
    }
  });

  it('bins: shares add to 100 %, mid-rank percentiles rise and stay below 100', () => {
    const bins = histogramBins(dists[0]!.stats);
    expect(bins.reduce((a, b) => a + b.share, 0)).toBeCloseTo(100, 9);
    for (let i = 1; i < bins.length; i++) expect(bins[i]!.p).toBeGreaterThan(bins[i - 1]!.p);
    expect(bins[bins.length - 1]!.p).toBeLessThan(100);
    expect(Number.isFinite(bins[bins.length - 1]!.x)).toBe(true);
  });

  it('a plain-JSON run has percentiles but no histogram', () => {
    const plain = (importText(readFixture('fio/local_ssd_1/randread-4k-qd32.json')) as ImportOk)
      .measurements[0]!;
    const [d] = distributionsOf(plain);
    expect(d!.direction).toBe('read');
    expect(percentilePoints(d!.stats).length).toBeGreaterThan(10);
    expect(histogramBins(d!.stats)).toEqual([]);
  });
});
