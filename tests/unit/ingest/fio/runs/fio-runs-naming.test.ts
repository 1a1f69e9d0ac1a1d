// Where a figure of a multi-run file came from is named by its run everywhere a user sees it:
// chart tooltips, the run table, and the long CSV's `source` column.
import { describe, expect, it } from 'vitest';
import { sourceText, tooltipLines, pointInfo } from '../../../../../src/charts/provenance';
import { toLongCsv } from '../../../../../src/export/long-csv';
import type { Dataset, Measurement } from '../../../../../src/model/types';
import { importText } from '../../../../../src/ingest/route';
import Papa from 'papaparse';
import { corpusBytes } from './reference';

function dataset(): Dataset {
  const res = importText({
    path: 'results.txt',
    text: corpusBytes('loop-appended.normal.txt').toString('utf8'),
  })!;
  if (!res.ok) throw new Error(JSON.stringify(res.error));
  const measurements = res.measurements.map((m, i) => ({ ...m, id: `m${i}`, diskId: 'd' }) as Measurement);
  return {
    disks: [
      {
        id: 'd',
        provider: 'p',
        type: 't',
        comparable: true,
        label: 'd',
        identity: 'fallback',
        metadata: {},
        origin: 'u',
      },
    ],
    measurements,
    series: [],
    reports: [],
  };
}

describe('run position named', () => {
  const ds = dataset();

  it('tooltips: "results.txt run 3 of 5, job test"', () => {
    const m = ds.measurements[2]!;
    expect(sourceText(m)).toBe('results.txt run 3 of 5, job test');
    expect(tooltipLines(pointInfo(m, 'd', '1 IOPS'), 'en')).toContain(
      'Source: results.txt run 3 of 5, job test',
    );
  });

  it('long CSV: every row of run 3 has source "results.txt run 3 of 5, job test"', () => {
    const rows = Papa.parse<Record<string, string>>(toLongCsv(ds), {
      header: true,
      skipEmptyLines: true,
    }).data;
    const sources = new Set(rows.map((r) => r.source));
    expect([...sources].sort()).toEqual([1, 2, 3, 4, 5].map((i) => `results.txt run ${i} of 5, job test`));
  });
});
