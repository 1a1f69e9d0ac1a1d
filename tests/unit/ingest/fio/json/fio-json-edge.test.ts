// Edge cases of the fio JSON importer that no captured fixture shows: fio 2.x files, nan/inf,
// huge integers, several clients, broken input. Inputs are real fixtures edited in the test, or
// small documents written after the layout in docs/fio-formats.md §1.10 (fio 2.x).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fioJsonImporter } from '../../../../../src/ingest/fio/json/fio-json';
import { findImporter } from '../../../../../src/ingest/route';
import { hasLongInteger, splitDocuments } from '../../../../../src/ingest/fio/json/documents';
import type { ImportOk, ImportResult } from '../../../../../src/ingest/types';
import { readFixture } from '../../../../helpers/ingest';

const parse = (text: string, path = 'x/edge.json') => fioJsonImporter.parse({ path, text });

function ok(res: ImportResult): ImportOk {
  if (!res.ok) throw new Error(`import failed: ${JSON.stringify(res.error)}`);
  return res;
}

const QD1 = readFixture('fio/local_ssd_1/randread-4k-qd1.json').text;

describe('invalid input gives a named error with file and line', () => {
  const cases: [string, string][] = [
    ['empty', ''],
    ['only blanks', ' \n\t\n'],
    ['binary garbage', '\u0000\u0001\u00ff\ufffdPK\u0003\u0004 {{ ]]'],
    ['truncated JSON', QD1.slice(0, 3000)],
    ['a JSON without jobs', '{\n  "fio version" : "fio-3.33",\n  "timestamp" : 1\n}\n'],
    ['a flat PTS [test].json', readFixture('pts/local_ext4_2/iops.json').text],
    ['an empty jobs array', '{ "fio version" : "fio-3.33", "jobs" : [] }'],
    ['a bad token', '{\n "fio version" : "fio-3.33",\n "jobs" : [ { "jobname" : x } ]\n}'],
    ['nesting bombs', '{"fio version":' + '['.repeat(5000)],
  ];
  it.each(cases)('%s', (_name, text) => {
    const res = parse(text);
    expect(res.ok).toBe(false);
    if (res.ok) return;
    expect(res.error.file).toBe('x/edge.json');
    expect(res.error.message).toContain('x/edge.json');
    expect(res.error).toMatchSnapshot();
  });

  it('the truncated file names the line where the text ran out', () => {
    const res = parse(QD1.slice(0, 3000));
    expect(res.ok ? undefined : res.error).toMatchObject({
      code: 'truncated',
      line: QD1.slice(0, 3000).split('\n').length,
    });
  });
});

describe('sniffing', () => {
  it('claims fio JSON, even after preamble lines, but not PTS [test].json files', () => {
    expect(fioJsonImporter.sniff(QD1, 'a.json')).toBe(true);
    expect(fioJsonImporter.sniff('note: capped\n' + QD1, 'a.json')).toBe(true);
    for (const f of ['iops', 'throughput', 'latency', 'wsat', 'hir']) {
      expect(fioJsonImporter.sniff(readFixture(`pts/local_ext4_2/${f}.json`).text, `${f}.json`)).toBe(false);
    }
  });

  it('PTS fio-[test].json goes to the PTS importer, and our parser still reads it without trouble', () => {
    const file = readFixture('pts/local_ext4_2/fio-throughput-128k.json');
    expect(findImporter(file)?.id).not.toBe('fio-json');
    const res = ok(parse(file.text, file.path));
    expect(res.measurements.length).toBeGreaterThan(0);
  });
});

describe('fio 2.x documents (µs latencies, io_bytes in KiB, bw in KiB/s, index-keyed bins)', () => {
  const FIO2 = `{
  "fio version" : "fio-2.2.10",
  "timestamp" : 1500000000,
  "jobs" : [ {
      "jobname" : "randread-4k-qd32", "groupid" : 0, "error" : 0,
      "job options" : { "rw" : "randread", "bs" : "4k", "iodepth" : "32" },
      "read" : {
        "io_bytes" : 409600, "bw" : 6826, "iops" : 1706.666667, "runtime" : 60000,
        "slat" : { "min" : 1, "max" : 50, "mean" : 2.500000, "stddev" : 1.000000 },
        "clat" : { "min" : 100, "max" : 20000, "mean" : 580.250000, "stddev" : 300.000000,
          "percentile" : { "1.000000" : 120, "99.000000" : 1800, "99.990000" : 9000, "0.00" : 0, "0.00" : 0 },
          "bins" : { "FIO_IO_U_PLAT_BITS" : 6, "FIO_IO_U_PLAT_VAL" : 64, "FIO_IO_U_PLAT_NR" : 1216, "0" : 0, "100" : 5, "130" : 7 } },
        "lat" : { "min" : 101, "max" : 20010, "mean" : 582.750000, "stddev" : 300.500000 }
      },
      "write" : { "io_bytes" : 0, "bw" : 0, "iops" : 0.000000, "runtime" : 0,
        "clat" : { "min" : 0, "max" : 0, "mean" : 0.000000, "stddev" : 0.000000 } },
      "iodepth_level" : { "1" : 0.1, "32" : 99.9 }
  } ]
}`;
  const m = ok(parse(FIO2)).measurements[0]!;
  const read = m.directions.read!;

  it('converts units and skips the unused direction', () => {
    expect(Object.keys(m.directions)).toEqual(['read']);
    expect(read.ioBytes).toBe(409600 * 1024);
    expect(read.bw).toBe(6826 * 1024);
    expect(read.runtime).toBe(60);
    expect(read.clat).toMatchObject({ mean: 580250, min: 100000, max: 20000000 });
    expect(read.slat!.mean).toBe(2500);
    expect(m.total).toMatchObject({ latMethod: 'single-direction', lat: { mean: 582750 } });
    expect(m.time).toBe('2017-07-14T02:40:00.000Z');
  });

  it('percentiles: canonical keys, the repeated "0.00" padding dropped', () => {
    expect(read.clat!.percentiles).toEqual({ p1: 120000, p99: 1800000, 'p99.99': 9000000 });
  });

  it('index-keyed json+ bins become ns with fio 2.x plat_idx_to_val', () => {
    // index 100 < 128 → 100 µs; index 130: group 1, base 128, bucket 2 → 128 + 2.5·2 = 133 µs
    expect(read.clat!.histogram).toEqual({ binsNs: [100000, 133000], counts: [5, 7] });
  });
});

describe('tolerant reading', () => {
  it('nan/inf become missing values with a warning; strings that contain "inf" are left alone', () => {
    const text = QD1.replace('"randread-4k-qd1"', '"inf-nan-test"')
      .replace(/("slat_ns" : \{\s*"min" : \d+,\s*"max" : \d+,\s*"mean" : )[\d.]+/, '$1-nan')
      .replace(/"iops" : [\d.]+/, '"iops" : inf');
    const res = ok(parse(text));
    const m = res.measurements[0]!;
    expect(m.provenance.job).toBe('inf-nan-test');
    expect(m.directions.read!.slat).toBeUndefined(); // its mean was nan
    const raw = JSON.parse(QD1).jobs[0].read;
    expect(m.directions.read!.iops).toBeCloseTo((1000 * raw.total_ios) / raw.runtime, 6); // recomputed
    expect(res.warnings.find((w) => w.code === 'non-finite')?.message).toBe(
      '2 nan/inf value(s) read as missing',
    );
  });

  it('integers above 2^53 are read, with a warning naming the line', () => {
    const text = QD1.replace(/"io_bytes" : \d+/, '"io_bytes" : 18014398509481985');
    const res = ok(parse(text));
    const w = res.warnings.find((x) => x.code === 'precision');
    expect(w?.line).toBe(text.split('\n').findIndex((l) => l.includes('18014398509481985')) + 1);
  });

  it('an integer above 2^53 is found wherever it stands (the long-integer search skips whole windows)', () => {
    // 17 digits, shifted by 0–15 characters, so every alignment with the search's 16-character
    // windows is tried; a miss would let JSON.parse round it silently (no warning).
    for (let shift = 0; shift < 16; shift++) {
      const text = QD1.replace(/"io_bytes" : \d+/, `"io_bytes" :${' '.repeat(shift + 1)}18014398509481985`);
      const w = ok(parse(text)).warnings.find((x) => x.code === 'precision');
      expect(w?.message, `shift ${shift}`).toBe('1 number(s) above 2^53 lost precision when read');
    }
  });

  it('property: the long-integer search finds a run of 16 digits exactly where a regular expression does', () => {
    // Texts of digits and a few other characters, so runs of every length meet every alignment
    // with the search's 16-character windows, the text's start and its end included.
    const text = fc
      .array(
        fc.oneof(
          { weight: 6, arbitrary: fc.constantFrom(...'0123456789') },
          fc.constantFrom(',', ' ', '.', '"'),
        ),
        {
          maxLength: 80,
          size: 'max', // fast-check's default size keeps arrays under ~10 items
        },
      )
      .map((cs) => cs.join(''));
    fc.assert(
      fc.property(text, (t) => {
        expect(hasLongInteger(t)).toBe(/\d{16}/.test(t));
      }),
      { numRuns: 5000 },
    );
  });

  it("a clean document's end line is counted when asked, as the lines of the text say", () => {
    const text = `note: a preamble line\n${QD1}\n\n`;
    const doc = splitDocuments(text).documents[0]!;
    expect(doc.line).toBe(2);
    expect(doc.endLine).toBe(text.trimEnd().split('\n').length);
  });

  it('documents back to back on one line; a truncated last document is reported, the earlier one used', () => {
    const compact = JSON.stringify(JSON.parse(QD1));
    const res = ok(parse(compact + compact + compact.slice(0, 500)));
    expect(res.warnings.map((w) => w.code)).toEqual(['bad-document', 'status-reports']);
    expect(res.measurements).toHaveLength(1);
  });
});

describe('size', () => {
  it('reads a 3 MB json+ file (100 jobs) in linear time', () => {
    const doc = JSON.parse(readFixture('fio/formats/randrw-4k-qd16.jsonplus.json').text);
    doc.jobs = Array.from({ length: 100 }, (_, i) => ({ ...doc.jobs[0], jobname: `job-${i}` }));
    const text = JSON.stringify(doc, null, 2);
    const t0 = performance.now();
    const res = ok(parse(text));
    // ~0.3 s here; the old per-string backslash search made this ~20 s (quadratic).
    expect(performance.now() - t0).toBeLessThan(8000);
    expect(res.measurements).toHaveLength(100);
  });
});

describe('job identity', () => {
  const doc = JSON.parse(QD1);
  const job = doc.jobs[0];

  it('same name in different groups stays apart; clones of which one ended with an error keep their figures, flagged', () => {
    const sameName = { ...doc, jobs: [job, { ...job, groupid: 1 }] };
    expect(ok(parse(JSON.stringify(sameName))).measurements).toHaveLength(2);
    const oneFailed = { ...doc, jobs: [job, { ...job, error: 5 }] };
    const m = ok(parse(JSON.stringify(oneFailed))).measurements;
    expect(m).toHaveLength(1);
    expect(m[0]).toMatchObject({ status: 'ok', error: 'ended with fio error 5 (EIO: Input/output error)' });
    expect(m[0]!.directions.read?.iops).toBeCloseTo(2 * job.read.iops, 6);
  });

  it('several servers: one measurement per host, plus the "All clients" sum with the clients\' workload', () => {
    const cs = JSON.parse(readFixture('fio/gotchas/client-server.stdout.json').text.replace(/^[^{]*/, ''));
    const entry = cs.client_stats[0];
    const all = { ...entry, jobname: 'All clients', 'job options': {}, hostname: undefined };
    const twoHosts = { ...cs, client_stats: [entry, { ...entry, hostname: 'b' }, all] };
    const ms = ok(parse(JSON.stringify(twoHosts))).measurements;
    expect(ms.map((m) => m.provenance.job)).toEqual([
      `cs-randread @ ${entry.hostname}`,
      'cs-randread @ b',
      'All clients',
    ]);
    expect(ms[2]!.workload).toEqual(ms[0]!.workload);
  });
});
