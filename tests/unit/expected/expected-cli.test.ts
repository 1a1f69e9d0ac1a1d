import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { expectedCsvLines, expectedForCli } from '../../../scripts/lib/expected-cli';
import { summaryTable } from '../../../scripts/lib/summary-table';
import { ingestFiles } from '../../../src/ingest/ingest';
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
    expect(out.columns.header).toEqual([
      'curve',
      'era',
      'binds',
      'exp IOPS',
      'IOPS ratio',
      'exp MB/s',
      'MB/s ratio',
    ]);
    expect(out.columns.cells(ssd.id)).toEqual([
      'alibaba/cloud_ssd@2016',
      '2016 (2016-11, --date)',
      'disk',
      '7,500',
      '1.00 meets',
      '175.0',
      '-',
    ]);
    expect(out.columns.cells(rssd.id)).toEqual([
      'ucloud/rssd',
      'current (2016-11, --date)',
      'disk',
      '103,800',
      '-',
      '1140.0',
      '1.05 meets',
    ]);
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

describe('--expected on a folder with disk metadata (the published UCloud RSSD figures)', () => {
  const folder = path.resolve(import.meta.dirname, '../../../data/ucloud-rssd-2040-seed003');

  it('prints the era and the binding limit per disk', async () => {
    const vms = readdirSync(folder).sort();
    const files = vms.flatMap((vm) =>
      ['disk.json', 'results.csv'].map((n) => ({
        path: `ucloud-rssd-2040-seed003/${vm}/${n}`,
        bytes: new Uint8Array(readFileSync(path.join(folder, vm, n))),
      })),
    );
    const ds = await ingestFiles(files, { origin: 'cli' });
    const out = expectedForCli(ds);
    const table = summaryTable(ds, out.columns);
    // The vCPU count of each disk, read from its disk.json here, picks the row of UCloud's
    // per-vCPU table (2 → 38,000 IOPS / 150 MB/s … 16 → 300,000 / 1,200); the disk's own limit
    // is 1800 + 50 × 2040 = 103,800 IOPS and 120 + 0.5 × 2040 = 1,140 MB/s.
    const instanceIops: Record<number, number> = { 2: 38000, 4: 75000, 8: 150000, 16: 300000, 32: 600000 };
    for (const vm of vms) {
      const vcpu = (
        JSON.parse(readFileSync(path.join(folder, vm, 'disk.json'), 'utf8')) as { vm: { vcpu: number } }
      ).vm.vcpu;
      const line = table.split('\n').find((l) => l.includes(`· ${vcpu} vCPU `));
      expect(line, `row for ${vcpu} vCPU`).toBeDefined();
      expect(line).toContain('current (date unknown)');
      const iopsBinds = instanceIops[vcpu]! < 103800 ? `instance ${vcpu} vCPU` : 'disk';
      const bwBinds = (instanceIops[vcpu]! / 38000) * 150 < 1140 ? `instance ${vcpu} vCPU` : 'disk';
      expect(line).toContain(iopsBinds === bwBinds ? iopsBinds : `IOPS ${iopsBinds}, MB/s ${bwBinds}`);
      expect(line).toContain(Math.min(instanceIops[vcpu]!, 103800).toLocaleString('en-US'));
    }
  });
});
