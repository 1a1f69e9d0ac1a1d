import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { importText } from '../../../../../src/ingest/route';
import type { ImportOk, ImportResult, MeasurementDraft } from '../../../../../src/ingest/types';
import { checkFixture, importFixture, readFixture, summarize } from '../../../../helpers/ingest';
import { describeWithShared, fixturePath } from '../../../../helpers/fixtures';

const FIO_JSON_FIXTURES = [
  ...[
    'randread-4k-qd1',
    'randread-4k-qd32',
    'randread-16k-qd1',
    'randread-16k-qd32',
    'randread-128k-qd1',
    'randread-128k-qd32',
    'randread-1m-qd1',
    'randread-1m-qd32',
    'randwrite-4k-qd1',
    'randwrite-4k-qd32',
    'randwrite-16k-qd1',
    'randwrite-16k-qd32',
    'randwrite-128k-qd1',
    'randwrite-128k-qd32',
    'randwrite-1m-qd1',
    'randwrite-1m-qd32',
    'randrw-4k-qd1',
    'randrw-4k-qd32',
    'randrw-16k-qd1',
    'randrw-16k-qd32',
    'randrw-128k-qd1',
    'randrw-128k-qd32',
    'randrw-1m-qd1',
    'randrw-1m-qd32',
    'read-128k-qd32',
    'read-1m-qd32',
    'write-128k-qd32',
    'write-1m-qd32',
  ].map((n) => `fio/local_ssd_1/${n}.json`),
  'fio/formats/randread-4k-qd32.jsonplus.json',
  'fio/formats/randrw-4k-qd16.jsonplus.json',
  'fio/logs/randread-4k-qd1-perio.json',
  'fio/logs/randrw-4k-qd8.json',
  'fio/logs/randwrite-4k-qd4-offset.json',
  'fio/multi/numjobs4-group_reporting.json',
  'fio/multi/numjobs4-no-group_reporting.json',
  'fio/multi/two-jobs.json',
  ...[
    'client-server.stdout.json',
    'continue-on-error.json',
    'error-einval.stdout.json',
    'global-options-empty.json',
    'psync-4k-qd8.stdout.json',
    'randread-lat-percentiles.json',
    'randrw-unified-both.json',
    'randrw-unified-mixed.json',
    'randtrim-falloc.json',
    'randwrite-fsync4.json',
    'status-interval-concatenated.json',
    'normal-json-terse.stdout.txt',
  ].map((n) => `fio/gotchas/${n}`),
];
const OVH = 'ovh-fiowebviewer-sample-1';
const OVH_JSON = `third-party/${OVH}/fio-webviewer.input.json`;

function ok(res: ImportResult | undefined): ImportOk {
  if (!res?.ok) throw new Error(`import failed: ${JSON.stringify(res)}`);
  return res;
}

const imported = (rel: string) => ok(importText(readFixture(rel)));
const only = (rel: string): MeasurementDraft => {
  const ms = imported(rel).measurements;
  expect(ms).toHaveLength(1);
  return ms[0]!;
};

/** The raw JSON of a clean fixture (one document, nothing before it), read with plain JSON.parse. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const raw = (rel: string): any => JSON.parse(readFixture(rel).text);

const FIXTURE_CHECK = 'fio JSON fixtures: recognised, invariants, same result as `unknown`, snapshot';
const checkAndSnapshot = (rel: string) => {
  const res = checkFixture(rel, 'fio-json');
  expect(summarize(res)).toMatchSnapshot();
};
describe(FIXTURE_CHECK, () => {
  it.each(FIO_JSON_FIXTURES)('%s', checkAndSnapshot);
});
describeWithShared(OVH, FIXTURE_CHECK, () => {
  it.each([OVH_JSON])('%s', checkAndSnapshot);
});

// The README's key-value table was computed from the raw files by generator/summarize.py, not by us.
interface TableRow {
  file: string;
  job: string;
  error: number;
  dirs: { dir: string; iops: number; kib: number; clatUs: number; p99Us: number }[];
}

function readmeTable(): TableRow[] {
  const text = readFileSync(fixturePath('fio/README.md'), 'utf8');
  const rows: TableRow[] = [];
  for (const line of text.split('\n')) {
    const cells = line.split('|').map((c) => c.trim());
    if (cells.length < 8 || !/\.(json|txt)$/.test(cells[1] ?? '') || !/^\d+$/.test(cells[2] ?? '')) continue;
    const dirs = (cells[6] ?? '').split('<br>').map((part) => {
      const m = /(\w+): (\d+) IOPS, (\d+) KiB\/s, clat mean ([\d.]+) us, p99 ([\d.]+) us/.exec(part);
      if (!m) throw new Error(`unreadable README row: ${part}`);
      return { dir: m[1]!, iops: +m[2]!, kib: +m[3]!, clatUs: +m[4]!, p99Us: +m[5]! };
    });
    rows.push({ file: `fio/${cells[1]}`, job: cells[3] ?? '', error: Number(cells[5]), dirs });
  }
  return rows;
}

describe('numbers agree with the fixture README table', () => {
  const table = readmeTable();
  // Rows of one file with the same job name are numjobs clones: they become one measurement.
  const byJob = (file: string, job: string) => table.filter((r) => r.file === file && r.job === job);
  const single = table.filter((r) => byJob(r.file, r.job).length === 1);

  it('reads the whole table', () => {
    expect(table.length).toBe(52);
    expect(single.length).toBe(48);
  });

  it.each(single.map((r) => [`${r.file} ${r.job}`, r] as const))('%s', (_label, row) => {
    if (row.error !== 0) {
      // These jobs failed before any I/O: no measurement, the file's error names the errno.
      const res = importFixture(row.file);
      expect(res?.ok).toBe(false);
      if (res && !res.ok) expect(res.error.message).toContain(`error ${row.error} (`);
      return;
    }
    const m = imported(row.file).measurements.find((x) => x.provenance.job === row.job)!;
    expect(m.status).toBe('ok');
    for (const want of row.dirs) {
      if (want.dir === 'mixed') {
        // unified_rw_reporting: the mixed figures are the totals.
        expect(Math.round(m.total.iops!)).toBe(want.iops);
        expect(Math.abs(m.total.bw! / 1024 - want.kib)).toBeLessThan(1);
        continue;
      }
      const got = m.directions[want.dir as 'read' | 'write' | 'trim']!;
      expect(Math.round(got.iops)).toBe(want.iops);
      expect(Math.abs(got.bw / 1024 - want.kib)).toBeLessThan(1); // B/s from KiB/s
      expect(got.clat!.mean / 1000).toBeCloseTo(want.clatUs, 1); // ns from µs
      expect(got.clat!.percentiles!.p99! / 1000).toBeCloseTo(want.p99Us, 1);
    }
    const dirs = row.dirs.filter((d) => d.dir !== 'mixed');
    expect(Object.keys(m.directions).sort()).toEqual(dirs.map((d) => d.dir).sort());
  });

  it('numjobs=4 without group_reporting: one measurement, the sum of the four README rows', () => {
    const rows = byJob('fio/multi/numjobs4-no-group_reporting.json', 'numjobs4-separate');
    expect(rows).toHaveLength(4);
    const m = only('fio/multi/numjobs4-no-group_reporting.json');
    const sumIops = rows.reduce((s, r) => s + r.dirs[0]!.iops, 0);
    const sumKib = rows.reduce((s, r) => s + r.dirs[0]!.kib, 0);
    expect(Math.abs(m.directions.read!.iops - sumIops)).toBeLessThanOrEqual(2); // README rounds each row
    expect(Math.abs(m.directions.read!.bw / 1024 - sumKib)).toBeLessThanOrEqual(4);
  });
});

describe('aggregation of numjobs clones, computed from the raw JSON', () => {
  const rel = 'fio/multi/numjobs4-no-group_reporting.json';
  type RawLat = { min: number; max: number; mean: number; N: number };
  type RawDir = Record<'iops' | 'bw_bytes' | 'io_bytes' | 'total_ios' | 'runtime', number> &
    Record<'clat_ns' | 'lat_ns' | 'slat_ns', RawLat>;
  const entries = raw(rel).jobs as { read: RawDir }[];
  const m = only(rel);
  const read = m.directions.read!;

  it('sums rates and volumes, keeps the longest runtime, counts the clones', () => {
    expect(entries).toHaveLength(4);
    const sum = (f: (r: (typeof entries)[0]['read']) => number) => entries.reduce((s, e) => s + f(e.read), 0);
    expect(read.iops).toBeCloseTo(
      sum((r) => r.iops),
      6,
    );
    expect(read.bw).toBe(sum((r) => r.bw_bytes));
    expect(read.ioBytes).toBe(sum((r) => r.io_bytes));
    expect(read.totalIos).toBe(sum((r) => r.total_ios));
    expect(read.runtime).toBe(Math.max(...entries.map((e) => e.read.runtime)) / 1000);
    expect(m.workload.jobs).toBe(4);
    expect(m.total.iops).toBeCloseTo(
      sum((r) => r.iops),
      6,
    );
  });

  it('IO-weights latency means, takes min of mins and max of maxes, drops percentiles', () => {
    for (const [kind, key] of [
      ['clat', 'clat_ns'],
      ['lat', 'lat_ns'],
      ['slat', 'slat_ns'],
    ] as const) {
      const parts = entries.map((e) => e.read[key]);
      const n = parts.reduce((s, p) => s + p.N, 0);
      const mean = parts.reduce((s, p) => s + p.N * p.mean, 0) / n;
      expect(read[kind]!.mean).toBeCloseTo(mean, 6);
      expect(read[kind]!.min).toBe(Math.min(...parts.map((p) => p.min)));
      expect(read[kind]!.max).toBe(Math.max(...parts.map((p) => p.max)));
      expect(read[kind]!.samples).toBe(n);
      expect(read[kind]!.percentiles).toBeUndefined();
    }
    const w = imported(rel).warnings.find((x) => x.code === 'aggregated');
    expect(w?.message).toMatch(/aggregated 4 entries.*percentiles cannot be combined/);
  });

  it('keeps separately named jobs apart (two-jobs.json)', () => {
    const ms = imported('fio/multi/two-jobs.json').measurements;
    expect(ms.map((x) => x.provenance.job)).toEqual(['seq-reader', 'rand-writer']);
    expect(ms.map((x) => Object.keys(x.directions))).toEqual([['read'], ['write']]);
  });

  it('group_reporting: one entry, jobs from numjobs', () => {
    const g = only('fio/multi/numjobs4-group_reporting.json');
    expect(g.workload.jobs).toBe(4);
    expect(g.directions.read!.iops).toBe(raw('fio/multi/numjobs4-group_reporting.json').jobs[0].read.iops);
  });
});

describe('gotchas', () => {
  it('a job that failed before any I/O is no measurement: the file is an error naming the errno', () => {
    const res = importFixture('fio/gotchas/error-einval.stdout.json');
    if (!res || res.ok) throw new Error('expected an error');
    expect(res.error.message).toContain('fio error 22 (EINVAL: Invalid argument) before doing any I/O');
    expect(res.warnings?.find((w) => w.code === 'fio-message')).toMatchObject({ line: 1 });
    const coe = importFixture('fio/gotchas/continue-on-error.json');
    if (!coe || coe.ok) throw new Error('expected an error');
    expect(coe.error.message).toMatch(/EINVAL.*total_err 0, first_error 0/);
  });

  it('status-interval: uses the last of 4 documents and says so', () => {
    const rel = 'fio/gotchas/status-interval-concatenated.json';
    const docs = readFixture(rel).text.split(/^(?=\{)/m);
    expect(docs).toHaveLength(4);
    const last = JSON.parse(docs[3]!);
    const res = imported(rel);
    expect(res.measurements[0]!.directions.read!.iops).toBe(last.jobs[0].read.iops);
    expect(res.measurements[0]!.directions.read!.totalIos).toBe(last.jobs[0].read.total_ios);
    expect(res.measurements[0]!.time).toBe(new Date(last.timestamp_ms).toISOString());
    // Same jobs, and each written while the same fio ran (runtime grew with the wall clock): one run.
    expect(res.measurements).toHaveLength(1);
    expect(res.measurements[0]!.provenance.run).toBeUndefined();
    expect(res.warnings.find((w) => w.code === 'status-reports')?.message).toMatch(/^4 JSON documents.*last/);
  });

  it('unified_rw_reporting=mixed: totals from `mixed`, no directions', () => {
    const mixed = raw('fio/gotchas/randrw-unified-mixed.json').jobs[0].mixed;
    const m = only('fio/gotchas/randrw-unified-mixed.json');
    expect(m.directions).toEqual({});
    expect(m.total).toMatchObject({ iops: mixed.iops, bw: mixed.bw_bytes, latMethod: 'mixed' });
    expect(m.total.lat!.mean).toBe(mixed.lat_ns.mean);
  });

  it('unified_rw_reporting=both: directions from read/write, total latency from `mixed`', () => {
    const job = raw('fio/gotchas/randrw-unified-both.json').jobs[0];
    const m = only('fio/gotchas/randrw-unified-both.json');
    expect(Object.keys(m.directions)).toEqual(['read', 'write']);
    expect(m.total.iops).toBeCloseTo(job.read.iops + job.write.iops, 6);
    expect(m.total.lat!.mean).toBe(job.mixed.lat_ns.mean);
    expect(m.total.latMethod).toBe('mixed');
  });

  it('io-weighted total latency for rwmix jobs', () => {
    const job = raw('fio/local_ssd_1/randrw-4k-qd32.json').jobs[0];
    const m = only('fio/local_ssd_1/randrw-4k-qd32.json');
    const want =
      (job.read.total_ios * job.read.lat_ns.mean + job.write.total_ios * job.write.lat_ns.mean) /
      (job.read.total_ios + job.write.total_ios);
    expect(m.total.latMethod).toBe('io-weighted');
    expect(m.total.lat!.mean).toBeCloseTo(want, 6);
    expect(m.total.bw).toBe(job.read.bw_bytes + job.write.bw_bytes);
  });

  it('fsync calls are kept apart from data I/O', () => {
    const job = raw('fio/gotchas/randwrite-fsync4.json').jobs[0];
    const m = only('fio/gotchas/randwrite-fsync4.json');
    expect(m.sync).toMatchObject({ calls: 4932, lat: { mean: job.sync.lat_ns.mean, samples: 4932 } });
    expect(m.sync!.lat!.percentiles!['p99.99']).toBe(job.sync.lat_ns.percentile['99.990000']);
    expect(m.total.iops).toBe(job.write.iops);
  });

  it('psync with iodepth=8 ran at depth 1: measured depth wins, with a warning', () => {
    const res = imported('fio/gotchas/psync-4k-qd8.stdout.json');
    expect(res.measurements[0]!.workload.queueDepth).toBe(1);
    expect(res.warnings.map((w) => w.code)).toEqual(['text-before-json', 'queue-depth']);
  });

  it('canonical percentile keys on clat, lat and slat', () => {
    const r = only('fio/gotchas/randread-lat-percentiles.json').directions.read!;
    const keys = ['p50', 'p90', 'p99', 'p99.9', 'p99.99', 'p99.999', 'p100'];
    for (const l of [r.clat, r.lat, r.slat])
      expect(Object.keys(l!.percentiles!).sort()).toEqual([...keys].sort());
  });

  it('json+ bins become a histogram whose counts add up to N', () => {
    const rel = 'fio/formats/randrw-4k-qd16.jsonplus.json';
    const job = raw(rel).jobs[0];
    const h = only(rel).directions.read!.clat!.histogram!;
    expect(h.binsNs).toHaveLength(461);
    expect(h.counts.reduce((a, b) => a + b, 0)).toBe(job.read.clat_ns.N);
    expect(h.binsNs[0]).toBe(Number(Object.keys(job.read.clat_ns.bins)[0]));
  });

  it('client/server: client_stats, time from `timestamp` (no timestamp_ms)', () => {
    const doc = JSON.parse(readFixture('fio/gotchas/client-server.stdout.json').text.replace(/^[^{]*/, ''));
    const m = only('fio/gotchas/client-server.stdout.json');
    expect(m.time).toBe(new Date(doc.timestamp * 1000).toISOString());
    expect(m.directions.read!.iops).toBe(doc.client_stats[0].read.iops);
    expect(m.provenance).toEqual({
      file: 'fio/gotchas/client-server.stdout.json',
      job: 'cs-randread',
      tool: 'fio',
      toolVersion: '3.33',
      format: 'fio-json',
      assumed: { jobs: 'fio default' },
    });
  });

  it('a trim-only job reports trim, not read or write', () => {
    const m = only('fio/gotchas/randtrim-falloc.json');
    expect(Object.keys(m.directions)).toEqual(['trim']);
    expect(m.workload).toMatchObject({ readPct: 0, trim: true, blockSize: 65536 });
  });
});

describeWithShared(OVH, 'fio 2.1.11 sample (ovh/fiowebviewer): relabelled units are caught', () => {
  // Expected values from the same run's fio 2.1.11 text report (fio-webviewer.input), which the
  // JSON's converter did not touch: "clat (usec): … avg=1297.54", "99.00th=[19072]", "bw=6788.5KB/s".
  const res = imported(OVH_JSON);
  const m = res.measurements[0]!;

  it('latencies: µs×1024 in "_ns" keys → ns', () => {
    expect(m.provenance.toolVersion).toBe('2.1.11');
    expect(m.directions.read!.clat!.mean).toBeCloseTo(1297541, -1);
    expect(m.directions.read!.clat!.percentiles!.p99).toBe(19072000);
    expect(m.directions.write!.clat!.mean).toBeCloseTo(151482481.869, -3);
    expect(m.directions.read!.lat!.min).toBe(42000);
  });

  it('bandwidth: "bw_bytes" holding KiB/s is detected against io bytes / runtime', () => {
    expect(m.directions.read!.bw).toBe(6788 * 1024);
    expect(m.directions.write!.bw).toBe(2080 * 1024);
    expect(m.directions.read!.ioBytes).toBe(2037399 * 1024);
    expect(res.warnings.map((w) => w.code)).toEqual([
      'latency-units',
      'bw-units',
      'bw-units',
      'workload-guessed',
      'no-options',
    ]);
  });

  it('no options or telling job name: workload measured, pattern assumed, all said in a warning', () => {
    expect(m.workload.readPct).toBeCloseTo((100 * 185) / (185 + 249), 0);
    expect(m.workload.rw).toBeUndefined();
    const guessed = res.warnings.find((w) => w.code === 'workload-guessed')!.message;
    expect(guessed).toMatch(/pattern unknown, assumed random/);
    // A bs range (512-256K in the sample's text twin): the mean I/O size, said not to be one block size.
    expect(guessed).toMatch(/is no single block size/);
    // Without "job options" nothing says what the job set: no fio default is assumed (it ran at QD32).
    expect(m.workload.queueDepth).toBeUndefined();
  });
});
