// Time-series chart from the real fio 3.33 bw log, with a disagreement marker.
import { describe, expect, it } from 'vitest';
import { checkLogsAgainstSummary } from '../../../src/analysis/log-check';
import { buildTimeseries } from '../../../src/charts/timeseries';
import { importText } from '../../../src/ingest/route';
import type { ImportOk } from '../../../src/ingest/types';
import { readFixture } from '../../helpers/ingest';

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
});
