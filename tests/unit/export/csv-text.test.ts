// The one CSV writer: text cells that a spreadsheet would run as formulas are escaped, numbers stay
// numbers (-0 included), labels are written as the file wrote them. Checked by reading the CSV back
// with a plain split (an independent reading, not the writer's own parser).
import { describe, expect, it } from 'vitest';
import { csvFromRows, csvNumber } from '../../../src/export/csv-text';
import { chartCsvRows, pointCsvRows, readableNumber } from '../../../src/charts/chart-csv';
import { escapeChartText, unescapeChartText } from '../../../src/charts/chart-text';
import { toLongCsv } from '../../../src/export/long-csv';

describe('csvFromRows', () => {
  it('escapes text cells starting with = + - @, tab or CR; leaves numbers and signed-number text alone', () => {
    const csv = csvFromRows([
      ['label', 'value'],
      ['=1+1 ssd 250', 1],
      ['@sum(1)', -2.5],
      ['+cmd', -0],
      ['-x', 0],
      ['\tTAB', 3],
      ['\rCR', 4],
      ['-0', '-12.5'],
    ]);
    const lines = csv.split('\n');
    expect(lines[1]).toBe(`"'=1+1 ssd 250",1`);
    expect(lines[2]).toBe(`"'@sum(1)",-2.5`);
    expect(lines[3]).toBe(`"'+cmd",-0`);
    expect(lines[4]).toBe(`"'-x",0`);
    expect(lines[5]).toBe(`"'\tTAB",3`);
    expect(lines[6]!.startsWith(`"'`)).toBe(true);
    expect(csv).toContain('\n-0,-12.5\n');
    expect(csv.endsWith('\n')).toBe(true);
  });

  it("numbers: '.' decimals, no grouping, whatever the language; -0 kept", () => {
    expect(csvNumber(1234567.25)).toBe('1234567.25');
    expect(csvNumber(-0)).toBe('-0');
    expect(csvNumber(Number.NaN)).toBe('');
  });

  it('quotes and commas inside labels survive', () => {
    expect(csvFromRows([['a "b", c']])).toBe('"a ""b"", c"\n');
  });

  it('the long CSV uses the same escaping (a disk type named =cmd)', () => {
    const csv = toLongCsv({
      disks: [
        {
          id: 'd',
          label: 'x',
          provider: 'p',
          type: '=cmd',
          comparable: true,
          metadata: {},
          origin: 'o',
        } as never,
      ],
      measurements: [
        {
          id: 'm',
          diskId: 'd',
          role: 'result',
          status: 'ok',
          test: 't',
          workload: { pattern: 'random', readPct: 100 },
          directions: {},
          total: { iops: 5 },
          provenance: { file: 'f.json', tool: 'fio', format: 'fio-json' },
        } as never,
      ],
      series: [],
      reports: [],
    });
    expect(csv.split('\n')[1]).toMatch(/^p,"'=cmd",/);
  });
});

describe('chart CSV rows', () => {
  it('labels come back as the file wrote them, numbers readable', () => {
    const label = 'R&D <test> "q" \'s';
    expect(unescapeChartText(escapeChartText(label))).toBe(label);
    // A label that really contained an entity keeps it.
    expect(unescapeChartText(escapeChartText('&lt;'))).toBe('&lt;');
    expect(chartCsvRows([[escapeChartText(label), 1.001926782273603, null]])).toEqual([[label, 1.00193, '']]);
    expect(readableNumber(311073.2)).toBe(311073);
    expect(readableNumber(-0)).toBe(-0);
  });

  it('a verdict chart writes its points’ own rows under their header', () => {
    const header = ['disk', 'ratio'];
    expect(pointCsvRows([undefined, { header, row: ['a', 1.2] }, { header, row: ['b', 0.5] }])).toEqual([
      ['disk', 'ratio'],
      ['a', 1.2],
      ['b', 0.5],
    ]);
    expect(pointCsvRows([undefined])).toBeUndefined();
  });
});
