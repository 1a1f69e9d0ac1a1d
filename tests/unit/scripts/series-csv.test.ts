// The --series CSV on real logs: one row per point, base units, names quoted when needed.
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { importText } from '../../../src/ingest/route';
import type { ImportOk } from '../../../src/ingest/types';
import type { TimeSeries } from '../../../src/model/types';
import { SERIES_CSV_HEADER, seriesToCsv } from '../../../scripts/lib/series-csv';
import { readFixture } from '../../helpers/ingest';

function seriesOf(rel: string): TimeSeries[] {
  const res = importText(readFixture(rel)) as ImportOk;
  return res.series.map(({ link: _link, ...s }, i) => ({ ...s, id: `s${i}`, diskId: 'd' }));
}

describe('seriesToCsv', () => {
  it('writes every point of the bw log in B/s and reads back equal', () => {
    const series = seriesOf('fio/logs/randrw-4k-qd8_bw.1.log');
    const csv = seriesToCsv({ series });
    const rows = Papa.parse<string[]>(csv.trim()).data;
    expect(rows[0]!.join(',')).toBe(SERIES_CSV_HEADER);
    expect(rows).toHaveLength(1 + 96);
    expect(rows[1]).toEqual([
      'fio/logs/randrw-4k-qd8_bw.1.log',
      'randrw-4k-qd8.1',
      'bw',
      'read',
      '0.142',
      String(199098 * 1024),
      'B/s',
    ]);
    const back = rows
      .slice(1)
      .filter((r) => r[3] === 'write')
      .map((r) => Number(r[5]));
    expect(back).toEqual(series[1]!.v);
  });

  it('quotes names with commas and quotes', () => {
    const s: TimeSeries = {
      id: 'a',
      diskId: 'd',
      metric: 'lat',
      direction: 'read',
      unit: 'ns',
      t: [1],
      v: [2],
      provenance: { file: 'a,"b".log', tool: 'fio', format: 'fio-log' },
    };
    expect(seriesToCsv({ series: [s] }).split('\n')[1]).toBe('"a,""b"".log",,lat,read,1,2,ns');
  });
});
