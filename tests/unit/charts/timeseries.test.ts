// Time-series chart from the real fio 3.33 bw log, with a disagreement marker.
import { describe, expect, it } from 'vitest';
import { checkLogsAgainstSummary } from '../../../src/analysis/log-check';
import { buildTimeseries } from '../../../src/charts/timeseries';
import { importText } from '../../../src/ingest/route';
import type { ImportOk } from '../../../src/ingest/types';
import { readFixture } from '../../helpers/ingest';
import { runOrigins } from '../../../src/views/time/log-lines';

const series = (importText(readFixture('fio/logs/randrw-4k-qd8_bw.1.log')) as ImportOk).series;

describe('timeseries chart', () => {
  it('plots bw in the display unit, zoomable, and marks a disagreeing summary', () => {
    const checks = checkLogsAgainstSummary(series, { read: { bw: 1e6 } });
    const o = buildTimeseries(
      series.map((s) => ({ name: s.direction, series: s })),
      { bw: 'MB/s', lat: 'us' },
      checks,
    );
    const data = (o.series as { data: [number, number][] }[])[0]!.data;
    expect(data[0]).toEqual([0.142, (199098 * 1024) / 1e6]);
    expect(o.chart?.zooming?.type).toBe('x');
    const lines = (o.yAxis as { plotLines: { value: number }[] }).plotLines;
    expect(lines).toHaveLength(1);
    expect(lines[0]!.value).toBe(1);
  });

  it("names the time origin: the job start, or an epoch-stamped log's first line in UTC", () => {
    const rel = readFixture('fio/logs/randrw-4k-qd4-epoch_lat.1.log');
    // The first line's time, read here by a regex.
    const first = Number(/^(\d+),/.exec(rel.text)![1]);
    const epoch = (importText(rel) as ImportOk).series;
    const run = { series: epoch.map((s, i) => ({ ...s, id: `s${i}`, diskId: 'd' })) };
    const origins = runOrigins(run as never, 'lat', 'all');
    expect(origins).toEqual([first, first]);
    const title = (o: ReturnType<typeof buildTimeseries>) =>
      (o.xAxis as { title: { text: string } }).title.text;
    const at = `${new Date(first).toISOString().slice(0, 10)} ${new Date(first).toISOString().slice(11, 23)} UTC`;
    const units = { bw: 'MB/s', lat: 'us' } as const;
    const lines = epoch.map((s) => ({ name: s.direction, series: s }));
    expect(title(buildTimeseries(lines, units, [], 'en', origins))).toBe(
      `Time since the first line of the log, ${at} (s)`,
    );
    expect(title(buildTimeseries(lines, units, [], 'zh', origins))).toContain(at);
    expect(title(buildTimeseries(lines, units, [], 'ru', origins))).toContain(at);
    expect(title(buildTimeseries(lines, units, [], 'en', [first + 3, first]))).toBe(
      `Time since the first line of each log, the earliest ${at} (s)`,
    );
    expect(
      title(
        buildTimeseries(
          series.map((s) => ({ name: s.direction, series: s })),
          units,
        ),
      ),
    ).toBe('Time since job start (s)');
    expect(
      runOrigins(
        { series: series.map((s, i) => ({ ...s, id: `b${i}`, diskId: 'd' })) } as never,
        'bw',
        'all',
      ),
    ).toEqual([]);
  });
});
