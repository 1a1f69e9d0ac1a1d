import { beforeAll, describe, expect, it } from 'vitest';
import type { PointOptionsObject, SeriesColumnOptions } from 'highcharts';
import { buildLatencyStats } from '../../../src/charts/latency-stats';
import type { PointInfo } from '../../../src/charts/provenance';
import type { Dataset } from '../../../src/model/types';
import { readFixture } from '../../helpers/ingest';
import { diskIdByFolder, ptsAndFioDataset } from './fixture-dataset';

let ds: Dataset;
beforeAll(async () => {
  ds = await ptsAndFioDataset();
});
const data = (s: unknown) => ((s as SeriesColumnOptions).data ?? []) as (PointOptionsObject | null)[];

describe('latency statistics', () => {
  it('shows PTS mean and max per block size and mix, converted ms → µs', () => {
    const o = buildLatencyStats(ds, {
      diskId: diskIdByFolder(ds, 'local_ext4_2'),
      source: 'latency',
      units: { bw: 'MB/s', lat: 'us' },
      lang: 'en',
    });
    const cats = (o.xAxis as { categories: string[] }).categories;
    expect(cats).toEqual(['512b 100/0', '512b 65/35', '512b 0/100', '4k 100/0', '4k 65/35', '4k 0/100']);
    expect(o.series!.map((s) => s.name)).toEqual(['Mean latency', 'Max latency']);
    expect(data(o.series![0])[3]!.y).toBeCloseTo(8.568182682, 6); // latency_4k_100_0_mean, ms
    expect(data(o.series![1])[3]!.y).toBeCloseTo(600253.9544, 3); // latency_4k_100_0_max, ms
    expect((o.yAxis as { title: { text: string } }).title.text).toBe('Latency (µs)');
  });

  it('adds fio percentiles (clat, labelled) in ms for single-direction runs', () => {
    const o = buildLatencyStats(ds, {
      diskId: diskIdByFolder(ds, 'local_ssd_1'),
      source: 'fio',
      facet: { pattern: 'random', queueDepth: 1 },
      units: { bw: 'MB/s', lat: 'ms' },
      lang: 'en',
    });
    expect(o.series!.map((s) => s.name)).toEqual([
      'Mean latency',
      'Max latency',
      'p50 latency',
      'p99 latency',
      'p99.9 latency',
    ]);
    const cats = (o.xAxis as { categories: string[] }).categories;
    const i = cats.indexOf('4k 100/0');
    const json = JSON.parse(readFixture('fio/local_ssd_1/randread-4k-qd1.json').text);
    const p99 = data(o.series![3])[i]!;
    expect(p99.y).toBeCloseTo(json.jobs[0].read.clat_ns.percentile['99.000000'] / 1e6, 9);
    expect((p99.custom as PointInfo).notes).toContain('completion latency (clat)');
    expect(data(o.series![0])[i]!.y).toBeCloseTo(json.jobs[0].read.lat_ns.mean / 1e6, 9);
  });
});
