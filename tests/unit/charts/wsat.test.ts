// WSAT charts from the real PTS bundle local_ext4_2, checked against the suite's own chart data in
// report.zip (wsat-iops-linear-tgbw.dat: x = write.io_bytes/1024/1024 labelled "GB", i.e. MiB).
import { readFileSync } from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { wsatCurve } from '../../../src/analysis/wsat';
import { tgbwUnit, buildWsat, wsatX } from '../../../src/charts/wsat';
import { importText } from '../../../src/ingest/route';
import type { ImportOk } from '../../../src/ingest/types';
import { readFixture } from '../../helpers/ingest';
import { fixturePath } from '../../helpers/fixtures';

const BUNDLE = 'pts/local_ext4_2';
const points = wsatCurve((importText(readFixture(`${BUNDLE}/fio-wsat.json`)) as ImportOk).measurements);
const report = unzipSync(new Uint8Array(readFileSync(fixturePath(BUNDLE, 'report.zip'))));
const dat = (name: string) =>
  strFromU8(report[name]!)
    .trim()
    .split('\n')
    .slice(1)
    .map((l) => l.split('\t').map(Number));
type Pt = { x: number; y: number };

describe('WSAT chart', () => {
  it('IOPS against TGBW: the suite’s .dat points, with TGBW in GiB beside MiB/s', () => {
    const suite = dat('wsat-iops-linear-tgbw.dat');
    expect(suite).toHaveLength(points.length);
    const o = buildWsat([{ name: 'local ext4 2', points }], 'tgbw', 'linear', { bw: 'MiB/s', lat: 'us' });
    const data = (o.series as { data: Pt[] }[])[0]!.data;
    suite.forEach(([mib, iops], i) => {
      expect(data[i]!.x * 1024).toBeCloseTo(mib!, 3); // GiB × 1024 = the suite's MiB
      expect(data[i]!.y).toBeCloseTo(iops!, 3);
    });
    expect((o.xAxis as { title: { text: string } }).title.text).toBe('Total data written, TGBW (GiB)');
  });

  it('GB (10^9) beside MB/s; log IOPS axis for the log charts', () => {
    expect(tgbwUnit({ bw: 'MB/s', lat: 'us' })).toEqual({ label: 'GB', bytes: 1e9 });
    const o = buildWsat([{ name: 'd', points }], 'tgbw', 'log', { bw: 'MB/s', lat: 'us' });
    expect((o.yAxis as { type: string }).type).toBe('logarithmic');
    const x0 = (o.series as { data: Pt[] }[])[0]!.data[0]!.x;
    expect(x0).toBeCloseTo((3171.851563 * 2 ** 20) / 1e9, 6);
  });

  it('IOPS against time: minutes from the suite’s start/stop stamps, rising, IOPS as in the .dat', () => {
    const suite = dat('wsat-iops-linear-time.dat');
    const o = buildWsat([{ name: 'd', points }], 'time', 'linear', { bw: 'MB/s', lat: 'us' });
    const data = (o.series as { data: Pt[] }[])[0]!.data;
    for (let i = 1; i < data.length; i++) expect(data[i]!.x).toBeGreaterThan(data[i - 1]!.x);
    // Each interval runs wd_test_duration = 10 s, so 15 intervals take at least 2.5 min.
    expect(data[data.length - 1]!.x).toBeGreaterThanOrEqual(2.5);
    expect(data.map((p) => p.y)).toEqual(suite.map(([, iops]) => expect.closeTo(iops!, 3)));
    expect(wsatX(points[0]!, 'time', { bw: 'MB/s', lat: 'us' })).toBe(points[0]!.elapsed / 60);
  });
});
