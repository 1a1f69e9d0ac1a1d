// fio terse importer on the real terse files of tests/fixtures/fio (fio 3.33, terse v2–v5).
// Expected numbers are read straight from the raw `;`-separated fields, by the 1-based field
// numbers of the format reference (docs/fio-formats.md §3.1/3.2), never through the importer's helpers.
import { describe, expect, it } from 'vitest';
import { fioTerseImporter } from '../../../../../src/ingest/fio/text/fio-terse';
import { importText } from '../../../../../src/ingest/route';
import type { ImportOk, ImportResult } from '../../../../../src/ingest/types';
import { checkFixture, readFixture, summarize } from '../../../../helpers/ingest';
import { describeWithShared } from '../../../../helpers/fixtures';

const FILES = [
  'fio/formats/randread-4k-qd32.terse-v3.txt',
  'fio/formats/randrw-4k-qd16.terse-v2.txt',
  'fio/formats/randrw-4k-qd16.terse-v3.txt',
  'fio/formats/randrw-4k-qd16.terse-v4.txt',
  'fio/formats/randrw-4k-qd16.terse-v5.txt',
  'fio/multi/numjobs4-no-group_reporting.terse-v3.txt',
];

/** 1-based field n of the first line of a fixture. */
function fieldsOf(rel: string, lineIdx = 0): (n: number) => string {
  const line = readFixture(rel).text.split('\n')[lineIdx]!;
  const f = line.split(';');
  return (n) => f[n - 1]!;
}
const num = (s: string) => Number(s.replace(/%$/, ''));
/** `99.000000%=1662` → 1662 */
const pctValue = (s: string) => Number(/%=(\d+)$/.exec(s)![1]);

function ok(res: ImportResult | undefined): ImportOk {
  if (!res?.ok) throw new Error(JSON.stringify(res));
  return res;
}

describe('fio terse fixtures', () => {
  it.each(FILES)('%s', (rel) => {
    const res = checkFixture(rel, 'fio-terse');
    expect(summarize(res)).toMatchSnapshot();
  });
});

// Field numbers per version (1-based): io KiB, bw KiB/s, iops, runtime ms, clat mean µs, p99 slot, lat mean µs.
const V3_READ = { io: 6, bw: 7, iops: 8, runtime: 9, clat: 16, p99: 30, lat: 40 };
const LAYOUTS = {
  2: {
    read: { io: 5, bw: 6, iops: 7, runtime: 8, clat: 15, p99: 29, lat: 39 },
    write: { io: 46, bw: 47, iops: 48, runtime: 49, clat: 56, p99: 70, lat: 80 },
  },
  3: { read: V3_READ, write: { io: 47, bw: 48, iops: 49, runtime: 50, clat: 57, p99: 71, lat: 81 } },
  4: { read: V3_READ, write: { io: 47, bw: 48, iops: 49, runtime: 50, clat: 57, p99: 71, lat: 81 } },
  5: { read: V3_READ, write: { io: 53, bw: 54, iops: 55, runtime: 56, clat: 63, p99: 77, lat: 87 } },
} as const;

describe('numbers equal the raw terse fields, converted to base units', () => {
  it.each([2, 3, 4, 5] as const)('randrw-4k-qd16 terse v%i', (v) => {
    const rel = `fio/formats/randrw-4k-qd16.terse-v${v}.txt`;
    const f = fieldsOf(rel);
    expect(f(1)).toBe(String(v));
    const m = ok(importText(readFixture(rel))).measurements[0]!;
    for (const dir of ['read', 'write'] as const) {
      const at = LAYOUTS[v][dir];
      const s = m.directions[dir]!;
      expect(s.iops).toBe(num(f(at.iops)));
      expect(s.bw).toBe(num(f(at.bw)) * 1024);
      expect(s.ioBytes).toBe(num(f(at.io)) * 1024);
      expect(s.runtime).toBe(num(f(at.runtime)) / 1000);
      expect(s.clat!.mean).toBeCloseTo(num(f(at.clat)) * 1000, 3);
      expect(s.lat!.mean).toBeCloseTo(num(f(at.lat)) * 1000, 3);
      expect(f(at.p99)).toMatch(/^99\.000000%=/);
      expect(s.clat!.percentiles!.p99).toBe(pctValue(f(at.p99)) * 1000);
    }
    expect(m.directions.trim).toBeUndefined();
    expect(m.provenance.toolVersion).toBe(v === 2 ? undefined : f(2).replace('fio-', ''));
    expect(m.provenance).toMatchObject({
      file: rel,
      job: 'randrw-4k-qd16',
      line: 1,
      tool: 'fio',
      format: 'fio-terse',
    });
    // rwmixread is not in terse: the read share is measured from the I/O split, and said so.
    const r = num(f(LAYOUTS[v].read.iops));
    const w = num(f(LAYOUTS[v].write.iops));
    expect(m.workload.readPct).toBe(Math.round((100 * r) / (r + w)));
    expect(m.total.iops).toBe(r + w);
  });

  it('randread-4k-qd32 v3: percentiles drop the `0%=0` placeholders; workload from the job name', () => {
    const rel = 'fio/formats/randread-4k-qd32.terse-v3.txt';
    const f = fieldsOf(rel);
    const m = ok(importText(readFixture(rel))).measurements[0]!;
    expect(m.directions.read!.iops).toBe(Number(f(8)));
    expect(m.directions.write).toBeUndefined();
    // 17 real percentile slots (fields 18–34), three `0%=0` fillers (35–37).
    expect([f(35), f(36), f(37)]).toEqual(['0%=0', '0%=0', '0%=0']);
    expect(Object.keys(m.directions.read!.clat!.percentiles!)).toHaveLength(17);
    expect(m.workload).toMatchObject({ pattern: 'random', readPct: 100, blockSize: 4096, queueDepth: 32 });
  });
});

describe('numjobs=4 without group_reporting: four lines under one name', () => {
  const rel = 'fio/multi/numjobs4-no-group_reporting.terse-v3.txt';
  it('sums IOPS and bandwidth, weights latency by I/O count, and warns', () => {
    const lines = readFixture(rel).text.trim().split('\n');
    expect(lines).toHaveLength(4);
    const f = lines.map((_, i) => fieldsOf(rel, i));
    const res = ok(importText(readFixture(rel)));
    expect(res.measurements).toHaveLength(1);
    const m = res.measurements[0]!;
    const sum = (n: number) => f.reduce((a, g) => a + num(g(n)), 0);
    expect(m.directions.read!.iops).toBe(sum(8));
    expect(m.directions.read!.bw).toBe(sum(7) * 1024);
    const ios = f.map((g) => num(g(8)) * (num(g(9)) / 1000));
    const latMean =
      f.reduce((a, g, i) => a + ios[i]! * num(g(40)) * 1000, 0) / ios.reduce((a, b) => a + b, 0);
    expect(m.directions.read!.lat!.mean).toBeCloseTo(latMean, 6);
    expect(m.directions.read!.clat!.percentiles).toBeUndefined();
    expect(m.workload.jobs).toBe(4);
    expect(res.warnings.map((w) => w.code)).toContain('fio-terse-clones-merged');
  });
});

describe('failed jobs and bad input', () => {
  const v3 = readFixture('fio/formats/randread-4k-qd32.terse-v3.txt').text.trim();
  const withField = (line: string, n: number, value: string) =>
    line
      .split(';')
      .map((x, i) => (i === n - 1 ? value : x))
      .join(';');

  it('error != 0 after doing I/O keeps the figures, flagged "ended with error"', () => {
    const m = ok(fioTerseImporter.parse({ path: 'failed.txt', text: withField(v3, 5, '22') }))
      .measurements[0]!;
    expect(m.status).toBe('ok');
    expect(m.error).toBe('ended with error 22 (EINVAL: Invalid argument)');
    // Field 7 is the read bandwidth in KiB/s.
    expect(m.directions.read?.bw).toBe(Number(v3.split(';')[6]) * 1024);
  });

  it('error != 0 before any I/O is an error naming the errno, not a measurement without figures', () => {
    const fields = v3.split(';');
    // Zero the read block's I/O, bandwidth, IOPS and runtime (fields 6–9) as fio prints a failed job.
    const zeroed = fields.map((x, i) => (i === 4 ? '22' : i >= 5 && i <= 8 ? '0' : x)).join(';');
    const res = fioTerseImporter.parse({ path: 'failed.txt', text: zeroed });
    expect(res.ok).toBe(false);
    if (!res.ok) expect(res.error.message).toContain('EINVAL');
  });

  it('a v2 description on the next line is not an unknown line', () => {
    const v2 = readFixture('fio/formats/randrw-4k-qd16.terse-v2.txt').text.trim();
    const res = ok(
      fioTerseImporter.parse({ path: 'v2.txt', text: `${v2}\nSequential reader with a description\n` }),
    );
    expect(res.measurements).toHaveLength(1);
    expect(res.warnings.map((w) => w.code)).not.toContain('fio-terse-unknown-lines');
  });

  it('names the error and the line (snapshots of the messages)', () => {
    const cut = v3.split(';').slice(0, 60).join(';');
    const parse = (text: string) => fioTerseImporter.parse({ path: 'bad.txt', text });
    const errors = {
      truncated: parse(cut),
      nonNumeric: parse(withField(v3, 8, '9o486')),
      badPercentile: parse(withField(v3, 20, '10.000000%')),
      empty: parse(''),
    };
    for (const r of Object.values(errors)) expect(r.ok).toBe(false);
    expect(errors).toMatchSnapshot();
  });

  it('skips a bad line when others are good, with a warning naming it', () => {
    const res = ok(fioTerseImporter.parse({ path: 'mixed.txt', text: `${v3}\n${withField(v3, 8, 'x')}\n` }));
    expect(res.measurements).toHaveLength(1);
    expect(res.warnings.find((w) => w.code === 'fio-terse-bad-field')?.line).toBe(2);
  });
});

describe('sniffing', () => {
  it('leaves mixed normal+json+terse stdout to the JSON importer and normal reports to fio-normal', () => {
    const mixed = readFixture('fio/gotchas/normal-json-terse.stdout.txt').text;
    expect(fioTerseImporter.sniff(mixed.slice(0, 65536), 'x')).toBe(false);
  });
});

describeWithShared('ovh-fiowebviewer-sample-1', 'sniffing', () => {
  it('leaves a fio 2.1.11 normal report with its terse line appended to fio-normal', () => {
    const ovh = readFixture('third-party/ovh-fiowebviewer-sample-1/fio-webviewer.input').text;
    expect(fioTerseImporter.sniff(ovh, 'x')).toBe(false);
  });
});
