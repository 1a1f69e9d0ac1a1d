// Percentile / exceedance and histogram charts from the real json+ run randrw-4k-qd16.
import { describe, expect, it } from 'vitest';
import { distributionsOf, tailX } from '../../../src/analysis/latency-distribution';
import {
  BUCKET_NOTE,
  buildLatencyHistogram,
  buildLatencyPercentiles,
  tailLabel,
} from '../../../src/charts/latency-dist';
import { importText } from '../../../src/ingest/route';
import type { ImportOk } from '../../../src/ingest/types';
import { readFixture } from '../../helpers/ingest';
import { escapeChartText } from '../../../src/charts/chart-text';

const run = (importText(readFixture('fio/formats/randrw-4k-qd16.jsonplus.json')) as ImportOk)
  .measurements[0]!;
const dists = distributionsOf(run);
type Pt = { x: number; y: number; name?: string };

describe('percentile chart', () => {
  const o = buildLatencyPercentiles(dists, { bw: 'MB/s', lat: 'us' });

  it('says on the chart that percentiles are bucket estimates', () => {
    // Chart text is escaped for Highcharts (chart-text.ts): the apostrophe of "fio's" is &#39;.
    expect(o.subtitle?.text).toBe(escapeChartText(BUCKET_NOTE));
    expect(BUCKET_NOTE).toMatch(/bucket estimates/);
  });

  it('log-scaled tail axis with ticks labelled 0 … 99.99 and a log latency axis', () => {
    const x = o.xAxis as { tickPositions: number[]; max: number };
    // The read histogram's last bucket (8 of 156,072 I/Os at 65.8 ms) has mid-rank
    // 1 − 4/156072, x ≈ 4.59: beyond p99.99, so the axis gets one more nine.
    expect(x.tickPositions.map(tailLabel)).toEqual(['0', '50', '90', '99', '99.9', '99.99', '99.999']);
    expect(x.max).toBe(5);
    expect((o.yAxis as { type: string }).type).toBe('logarithmic');
  });

  it('fio percentiles per direction in µs, plus the json+ cumulative curve', () => {
    const series = o.series as { name: string; data: Pt[] }[];
    expect(series.map((s) => s.name)).toEqual([
      'read clat percentiles (fio)',
      'read clat from json+ histogram',
      'write clat percentiles (fio)',
      'write clat from json+ histogram',
    ]);
    const p50 = series[2]!.data.find((p) => p.name === 'p50')!;
    expect(p50).toMatchObject({ x: tailX(50), y: 197.632 });
    // The histogram curve passes through fio's p99.99 bucket: at x ≥ 4 its latency is ≥ p99.99.
    const p9999 = series[0]!.data.find((p) => p.name === 'p99.99')!.y;
    const tail = series[1]!.data.filter((p) => p.x >= 4);
    expect(tail.length).toBeGreaterThan(0);
    expect(Math.min(...tail.map((p) => p.y))).toBeGreaterThanOrEqual(p9999);
  });
});

describe('histogram chart', () => {
  it('one stepped area per direction, shares in %, latency on a log axis in ms', () => {
    const o = buildLatencyHistogram(dists, { bw: 'MB/s', lat: 'ms' });
    expect((o.xAxis as { type: string }).type).toBe('logarithmic');
    const series = o.series as { name: string; data: [number, number][] }[];
    expect(series.map((s) => s.name)).toEqual([
      'read clat (461 non-empty buckets)',
      'write clat (408 non-empty buckets)',
    ]);
    const total = series[0]!.data.reduce((a, [, share]) => a + share, 0);
    expect(total).toBeCloseTo(100, 9);
    expect(series[0]!.data[0]![0]).toBeCloseTo(10176 / 1e6, 12);
    expect(o.subtitle?.text).toMatch(/bucket estimates/);
  });
});
