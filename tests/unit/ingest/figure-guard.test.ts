// Non-finite and negative figures never reach the dataset: whatever importer read them, the record
// is left out with a warning naming the file (and line or job), and the file's other records stay.
import { describe, expect, it } from 'vitest';
import { ingestFiles } from '../../../src/ingest/ingest';
import { LONG_CSV_HEADER } from '../../../src/export/long-csv';
import { checkInvariants } from '../../../src/model/invariants';
import type { Dataset } from '../../../src/model/types';

const file = (path: string, text: string) => ({ path, bytes: new TextEncoder().encode(text) });

async function ingest(...files: { path: string; bytes: Uint8Array }[]): Promise<Dataset> {
  const ds = await ingestFiles(files, { origin: 't' });
  expect(checkInvariants(ds)).toEqual([]);
  return ds;
}

const badFigures = (ds: Dataset) =>
  ds.reports.flatMap((r) => r.warnings.filter((w) => w.code === 'bad-figure'));

describe('figure guard', () => {
  it('leaves out a long-CSV measurement with a negative figure, keeping the others', async () => {
    const row = (bs: number, metric: string, value: string, unit: string) =>
      `acme,ssd,100,true,fio,random,${bs},100,1,1,${metric},${value},${unit},r.json`;
    const csv = [
      LONG_CSV_HEADER.join(','),
      row(4096, 'iops', '1000', 'IOPS'),
      row(8192, 'iops', '-5', 'IOPS'),
      row(16384, 'bw', '-1e6', 'B/s'),
    ].join('\n');
    const ds = await ingest(file('rows.csv', csv));
    expect(ds.measurements.map((m) => [m.workload.blockSize, m.total.iops])).toEqual([[4096, 1000]]);
    const bad = badFigures(ds);
    expect(bad).toHaveLength(2);
    expect(bad[0]).toMatchObject({ file: 'rows.csv', line: 3 });
    expect(bad[0]!.message).toMatch(/^measurement 2 \(job "r.json"\) left out: total\.iops: Too small/);
    expect(bad[1]).toMatchObject({ file: 'rows.csv', line: 4 });
  });

  it('leaves out a PTS result of 1e308 MB/s (Infinity once in bytes/s)', async () => {
    const json = '{"throughput_1024k_100_0":1e308,"throughput_1024k_0_100":3368.38}';
    const ds = await ingest(file('acme_ssd_100/throughput.json', json));
    expect(ds.measurements.map((m) => m.provenance.job)).toEqual(['throughput_1024k_0_100']);
    expect(ds.measurements[0]!.total.bw).toBeCloseTo(3368.38 * 1048576, 0);
    expect(badFigures(ds)).toEqual([
      expect.objectContaining({
        file: 'acme_ssd_100/throughput.json',
        job: 'throughput_1024k_100_0',
        message: expect.stringMatching(/total\.bw: Invalid input: expected number, received Infinity/),
      }),
    ]);
  });

  it('leaves out a fio log series with a 400-digit value', async () => {
    const good = '1000, 2000, 0, 4096, 0\n2000, 2100, 0, 4096, 0\n';
    const bad = `1000, ${'9'.repeat(400)}, 0, 4096, 0\n2000, 2100, 0, 4096, 0\n`;
    const ds = await ingest(file('acme_ssd_100/a_bw.1.log', good), file('acme_ssd_100/b_bw.1.log', bad));
    expect(ds.series.map((s) => s.provenance.file)).toEqual(['acme_ssd_100/a_bw.1.log']);
    expect(badFigures(ds)).toEqual([
      expect.objectContaining({
        file: 'acme_ssd_100/b_bw.1.log',
        message: expect.stringMatching(/series values must be a list of finite, non-negative numbers/),
      }),
    ]);
  });

  it('gives a folder of size 0 no size, with the folder-name warning', async () => {
    const json = '{"throughput_1024k_0_100":3368.38}';
    const ds = await ingest(file('acme_ssd_0/throughput.json', json));
    expect(ds.disks).toHaveLength(1);
    expect(ds.disks[0]!.size).toBeUndefined();
    expect(ds.disks[0]!.identity).toBe('fallback');
  });
});
