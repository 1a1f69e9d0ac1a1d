// Several runs over time on one chart, aligned by elapsed time or by data written (TGBW), from real
// files: the WSAT curve of the PTS bundle local_ext4_2 and fio 3.33 logs (randrw-4k-qd8 with a
// write bw log, randwrite-4k-qd4-offset without one).
import { describe, expect, it } from 'vitest';
import { bytesAt, cumulativeBytes, curveFromSeries, curveFromWsat } from '../../../src/analysis/over-time';
import { wsatCurve } from '../../../src/analysis/wsat';
import { alignable, buildCompareOverTime } from '../../../src/charts/compare-over-time';
import { importText } from '../../../src/ingest/route';
import type { ImportOk } from '../../../src/ingest/types';
import { readFixture } from '../../helpers/ingest';

const imp = (rel: string) => importText(readFixture(rel)) as ImportOk;
const wsat = curveFromWsat(
  'local ext4 2 (WSAT)',
  wsatCurve(imp('pts/local_ext4_2/fio-wsat.json').measurements),
);
const bw = imp('fio/logs/randrw-4k-qd8_bw.1.log').series;
const iops = imp('fio/logs/randrw-4k-qd8_iops.1.log').series;
const writeBw = bw.find((s) => s.direction === 'write')!;
const writeIops = iops.find((s) => s.direction === 'write')!;
const lat = imp('fio/logs/randwrite-4k-qd4-offset_lat.1.log').series[0]!;
const units = { bw: 'MB/s', lat: 'us' } as const;
type Data = [number, number][];

describe('TGBW from a bw log', () => {
  it('integrating the write bw log gives the JSON write io_bytes within 3 %', () => {
    const cum = cumulativeBytes(writeBw.t, writeBw.v);
    const json = 394584064; // randrw-4k-qd8.json jobs[0].write.io_bytes
    expect(Math.abs(cum[cum.length - 1]! - json) / json).toBeLessThan(0.03);
    expect(bytesAt(writeBw.t, cum, writeBw.t[writeBw.t.length - 1]! + 10)).toBe(cum[cum.length - 1]);
    expect(bytesAt(writeBw.t, cum, 0)).toBe(0);
  });
});

describe('compare over time', () => {
  const curves = [wsat, curveFromSeries('randrw-4k-qd8 (write IOPS log)', writeIops, writeBw)];

  it('by elapsed time: every curve, in s (min once a run is longer than 10 min)', () => {
    const o = buildCompareOverTime({
      curves,
      kind: 'iops',
      metricName: 'Write IOPS',
      align: 'time',
      yScale: 'linear',
      units,
    });
    const s = o.series as { name: string; data: Data }[];
    expect(s.map((x) => x.name)).toEqual(curves.map((c) => c.name));
    const wsatEnd = wsat.points[wsat.points.length - 1]!.t;
    const title = (o.xAxis as { title: { text: string } }).title.text;
    expect(title).toBe(`Elapsed time since start (${wsatEnd > 600 ? 'min' : 's'})`);
    const scale = wsatEnd > 600 ? 60 : 1;
    expect(s[0]!.data[0]).toEqual([wsat.points[0]!.t / scale, wsat.points[0]!.v]);
    expect(s[1]!.data[0]).toEqual([writeIops.t[0]! / scale, writeIops.v[0]]);
  });

  it('by TGBW: both curves in GB; the log curve ends near the JSON’s 0.39 GB written', () => {
    const o = buildCompareOverTime({
      curves,
      kind: 'iops',
      metricName: 'Write IOPS',
      align: 'tgbw',
      yScale: 'log',
      units,
    });
    const s = o.series as { data: Data }[];
    expect((o.yAxis as { type: string }).type).toBe('logarithmic');
    expect(s[0]!.data[0]![0]).toBeCloseTo(wsat.points[0]!.tgbw! / 1e9, 9);
    expect(s[1]!.data[s[1]!.data.length - 1]![0]).toBeCloseTo(0.394584064, 1);
    expect(o.subtitle).toBeUndefined();
  });

  it('a curve with no data-written figures is left off the TGBW axis and named', () => {
    const noBw = curveFromSeries('randwrite-4k-qd4-offset (lat)', lat);
    expect(alignable([wsat, noBw], 'tgbw')).toEqual({
      drawn: [wsat],
      left: ['randwrite-4k-qd4-offset (lat)'],
    });
    const o = buildCompareOverTime({
      curves: [wsat, noBw],
      kind: 'lat',
      metricName: 'Latency',
      align: 'tgbw',
      yScale: 'linear',
      units,
    });
    expect(o.subtitle?.text).toContain('randwrite-4k-qd4-offset (lat)');
    expect(o.series).toHaveLength(1);
  });
});
