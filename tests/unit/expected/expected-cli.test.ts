import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { expectedCsvLines, expectedForCli } from '../../../scripts/lib/expected-cli';
import { LONG_CSV_HEADER } from '../../../src/export/long-csv';
import { KiB } from '../../../src/model/units';
import { dataset, disk, result } from './helpers';

describe('--expected for the CLI', () => {
  const ssd = disk('aliyun', 'ssd', 250);
  const rssd = disk('ucloud', 'rssd', 2040);
  const unknown = disk('linode', 'block', 100);
  const ds = dataset(
    [ssd, rssd, unknown],
    [result(ssd.id, 4 * KiB, 100, { iops: 7480 }), result(rssd.id, 16 * KiB, 0, { iops: 72900, bw: 1195e6 })],
  );

  it('adds curve, expected values and ratios to the summary, and explains unmatched disks', () => {
    const out = expectedForCli(ds, { date: '2016-11' });
    expect(out.columns.header).toEqual(['curve', 'exp IOPS', 'IOPS ratio', 'exp MB/s', 'MB/s ratio']);
    expect(out.columns.cells(ssd.id)).toEqual([
      'alibaba/cloud_ssd@2016',
      '7,500',
      '1.00 meets',
      '175.0',
      '-',
    ]);
    expect(out.columns.cells(rssd.id)).toEqual(['ucloud/rssd', '103,800', '-', '1140.0', '1.05 meets']);
    expect(out.columns.cells(unknown.id)[0]).toBe('(no curve)');
    expect(out.notes.join('\n')).toMatch(/linode 100|linode_block_100.*No curves for provider "linode"/);
  });

  it('writes expected rows in base units with an empty block size', () => {
    const out = expectedForCli(ds, { date: '2016-11' });
    const text = `${LONG_CSV_HEADER.join(',')}\n${expectedCsvLines(out.csvRows)}`;
    const rows = Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true }).data;
    expect(rows.map((r) => [r.provider, r.test, r.block_size, r.metric, r.value, r.unit])).toEqual([
      ['aliyun', 'expected', '', 'iops', '7500', 'IOPS'],
      ['aliyun', 'expected', '', 'bw', '175000000', 'B/s'],
      ['ucloud', 'expected', '', 'iops', '103800', 'IOPS'],
      ['ucloud', 'expected', '', 'bw', '1140000000', 'B/s'],
    ]);
    expect(rows[0]?.source).toBe('data/expected/alibaba.json#alibaba/cloud_ssd@2016');
  });

  it('without a date the current formulas are used and the notes say so', () => {
    const out = expectedForCli(ds);
    expect(out.columns.cells(ssd.id)[0]).toBe('alibaba/cloud_ssd@current');
    expect(out.notes.at(-1)).toMatch(/--date YYYY-MM/);
  });
});
