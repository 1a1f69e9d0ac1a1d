// The long CSV writer, on measurements built by hand from numbers read by eye in
// tests/fixtures/fio/formats/randrw-4k-qd16.jsonplus.json (fio-3.33, job randrw-4k-qd16).
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { LONG_CSV_HEADER, toLongCsv } from '../../../src/export/long-csv';
import { importText } from '../../../src/ingest/route';
import type { Dataset, Disk, Measurement } from '../../../src/model/types';

const disk: Disk = {
  id: 'd1',
  provider: 'local',
  type: 'ssd',
  size: { value: 1, unit: 'GB' },
  comparable: true,
  label: 'local ssd 1',
  identity: 'folder-name',
  metadata: {},
  origin: 'test',
};

// read: iops 52006.664445, bw_bytes 213019297, lat_ns mean 201706.014551 min 20104 max 65865257,
// clat_ns p50 166912 p99 733184 (the job has no lat percentiles, so clat ones are written).
const randrw: Measurement = {
  id: 'm1',
  diskId: 'd1',
  test: 'fio',
  role: 'result',
  workload: { pattern: 'random', readPct: 70, blockSize: 4096, queueDepth: 16, jobs: 1, rw: 'randrw' },
  directions: {
    read: {
      iops: 52006.664445,
      bw: 213019297,
      lat: { mean: 201706.014551, min: 20104, max: 65865257 },
      clat: { mean: 198888.914475, percentiles: { p50: 166912, p99: 733184 } },
    },
    write: {
      iops: 22266.577807,
      bw: 91203902,
      lat: { mean: 245866.540615, min: 54267, max: 65902546 },
      clat: { mean: 242690.100461, percentiles: { p50: 197632, p99: 921600 } },
    },
  },
  total: { iops: 52006.664445 + 22266.577807, bw: 213019297 + 91203902 },
  status: 'ok',
  provenance: {
    file: 'formats/randrw-4k-qd16.jsonplus.json',
    job: 'randrw-4k-qd16',
    tool: 'fio',
    toolVersion: '3.33',
    format: 'fio-json',
  },
};

function dataset(measurements: Measurement[], disks: Disk[] = [disk]): Dataset {
  return { disks, measurements, series: [], reports: [] };
}

function parse(csv: string): Record<string, string>[] {
  return Papa.parse<Record<string, string>>(csv, { header: true, skipEmptyLines: true }).data;
}

describe('toLongCsv', () => {
  it('writes the documented header, and only the header for an empty dataset', () => {
    expect(LONG_CSV_HEADER.join(',')).toBe(
      'provider,type,size_gb,comparable,test,pattern,block_size,read_pct,queue_depth,jobs,metric,value,unit,source,duplicate_of,notes',
    );
    expect(toLongCsv(dataset([]))).toBe(`${LONG_CSV_HEADER.join(',')}\n`);
  });

  it('writes one row per number in base units, total latency first and completion percentiles as fallback', () => {
    const rows = parse(toLongCsv(dataset([randrw])));
    const byMetric = Object.fromEntries(rows.map((r) => [r.metric, r]));
    expect(Object.keys(byMetric)).toEqual([
      'iops',
      'iops_read',
      'iops_write',
      'bw',
      'bw_read',
      'bw_write',
      'lat_mean_read',
      'lat_min_read',
      'lat_max_read',
      'lat_p50_read',
      'lat_p99_read',
      'lat_mean_write',
      'lat_min_write',
      'lat_max_write',
      'lat_p50_write',
      'lat_p99_write',
    ]);
    expect(byMetric.iops_read).toEqual({
      provider: 'local',
      type: 'ssd',
      size_gb: '1',
      comparable: 'true',
      test: 'fio',
      pattern: 'random',
      block_size: '4096',
      read_pct: '70',
      queue_depth: '16',
      jobs: '1',
      metric: 'iops_read',
      value: '52006.664445',
      unit: 'IOPS',
      source: 'formats/randrw-4k-qd16.jsonplus.json#randrw-4k-qd16',
      duplicate_of: '',
      notes: '',
    });
    expect(Number(byMetric.iops?.value)).toBe(52006.664445 + 22266.577807);
    expect(byMetric.bw?.value).toBe('304223199');
    expect(byMetric.bw?.unit).toBe('B/s');
    expect(byMetric.lat_mean_read?.value).toBe('201706.014551');
    expect(byMetric.lat_p99_write).toMatchObject({ value: '921600', unit: 'ns' });
  });

  it('skips PTS rounds and failed runs, and quotes cells that hold commas or quotes', () => {
    const round: Measurement = { ...randrw, id: 'm2', role: 'round' };
    const failed: Measurement = { ...randrw, id: 'm3', status: 'failed', total: { iops: 0 } };
    const odd: Measurement = { ...randrw, id: 'm4', provenance: { ...randrw.provenance, job: 'a,"b"' } };
    const csv = toLongCsv(dataset([round, failed, odd]));
    const rows = parse(csv);
    expect(rows).toHaveLength(16);
    expect(csv).toContain('"formats/randrw-4k-qd16.jsonplus.json#a,""b"""');
    expect(rows[0]?.source).toBe('formats/randrw-4k-qd16.jsonplus.json#a,"b"');
  });

  it('converts a GiB size to GB at full precision, uses #line N when there is no job, leaves unknown QD empty', () => {
    const gibDisk: Disk = { ...disk, size: { value: 250, unit: 'GiB' }, comparable: false };
    const m: Measurement = {
      ...randrw,
      workload: { pattern: 'sequential', readPct: 100, blockSize: 131072 },
      directions: {},
      total: { bw: 183500800 },
      provenance: { file: 'x/digest.csv', line: 7, tool: 'csv', format: 'summary-csv' },
    };
    const [row] = parse(toLongCsv(dataset([m], [gibDisk])));
    expect(row).toMatchObject({
      size_gb: '268.435456',
      comparable: 'false',
      queue_depth: '',
      jobs: '',
      metric: 'bw',
      value: '183500800',
      source: 'x/digest.csv#line 7',
    });
  });

  it('writes an empty block_size cell for a block size that is unknown, and reads it back as unknown', () => {
    const { blockSize: _dropped, ...workload } = randrw.workload;
    const m: Measurement = { ...randrw, workload };
    const csv = toLongCsv(dataset([m]));
    const rows = parse(csv);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.block_size).toBe('');
    expect(csv).not.toMatch(/undefined|NaN/);
    const back = importText({ path: 'long.csv', text: csv })!;
    if (!back.ok) throw new Error(JSON.stringify(back.error));
    expect(back.measurements.length).toBeGreaterThan(0);
    for (const b of back.measurements) expect(b.workload.blockSize).toBeUndefined();
  });

  it('writes text a spreadsheet would run as a formula with a leading apostrophe, numbers as they are', () => {
    const evil: Disk = { ...disk, provider: '=HYPERLINK("https://example.org","x")', type: '@SUM(A1)' };
    const m: Measurement = {
      ...randrw,
      provenance: { ...randrw.provenance, file: '-2+3+cmd|calc', job: '+x' },
    };
    const csv = toLongCsv(dataset([m], [evil]));
    // Every cell of every row, read back by a CSV parser written for this test.
    const cells = Papa.parse<string[]>(csv.trim()).data.slice(1).flat();
    for (const c of cells) expect(c).not.toMatch(/^[=+@\t\r]|^-(?!\d)|^-\d.*[^\d.e+-]/);
    const row = parse(csv)[0]!;
    expect(row.provider).toBe(`'=HYPERLINK("https://example.org","x")`);
    expect(row.type).toBe("'@SUM(A1)");
    expect(row.source?.startsWith("'-2+3+cmd|calc")).toBe(true);
    expect(row.metric).toBe('iops');
    expect(row.value).toBe(String(52006.664445 + 22266.577807));
  });
});
