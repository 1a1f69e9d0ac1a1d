// ioping importer over the real outputs in tests/fixtures/ioping, numbers checked against the
// raw text, bad inputs, and property tests.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { iopingImporter } from '../../../../src/ingest/ioping/ioping';
import { importText } from '../../../../src/ingest/route';
import type { ImportOk } from '../../../../src/ingest/types';
import { checkInvariants } from '../../../../src/model/invariants';
import { checkFixture, datasetOf, readFixture, summarize } from '../../../helpers/ingest';

const FILES = ['ioping/default-dir-c20.txt', 'ioping/rapid-dir-w3.txt', 'ioping/batch-dir-c50-i0.txt'];

function ok(rel: string): ImportOk {
  const res = importText(readFixture(rel));
  if (!res?.ok) throw new Error(JSON.stringify(res));
  return res;
}

describe('real ioping outputs', () => {
  it.each(FILES)('%s', (rel) => {
    expect(summarize(checkFixture(rel, 'ioping'))).toMatchSnapshot();
  });

  it('default mode: summary figures and the per-request series, warmup excluded', () => {
    const rel = 'ioping/default-dir-c20.txt';
    const { text } = readFixture(rel);
    const res = ok(rel);
    const [m] = res.measurements;
    // By eye: "min/avg/max/mdev = 122.2 us / 214.8 us / 435.1 us / 92.2 us", "4.65 k iops, 18.2 MiB/s".
    expect(m!.directions.read?.lat).toEqual({
      mean: 214800,
      min: 122200,
      max: 435100,
      stddev: 92200,
      samples: 19,
    });
    expect(m!.total.iops).toBeCloseTo(4650, 6);
    expect(m!.total.bw).toBeCloseTo(18.2 * 1048576, 3);
    expect(m!.directions.read?.runtime).toBe(19);
    expect(m!.workload).toEqual({ pattern: 'random', readPct: 100, blockSize: 4096, queueDepth: 1, jobs: 1 });
    const times = [...text.matchAll(/request=\d+ time=([\d.]+) us(?! \(warmup\))/g)].map(
      (x) => Number(x[1]) * 1000,
    );
    expect(times).toHaveLength(19);
    const [s] = res.series;
    expect(s).toMatchObject({ metric: 'lat', direction: 'read', unit: 'ns' });
    expect(s!.v.map((v) => Math.round(v))).toEqual(times.map((v) => Math.round(v)));
    expect(s!.t.at(-1)).toBeCloseTo(times.reduce((a, b) => a + b, 0) / 1e9, 12);
    expect(res.diskMeta?.metadata).toEqual({
      'ioping target': '/tmp/iopingwork/dir',
      'ioping filesystem': 'ext4',
      'ioping device': '/dev/vda',
      'ioping device size': '252.0 GiB',
    });
  });

  it('rapid mode: decimal count suffixes, binary size suffixes, no series', () => {
    const res = ok('ioping/rapid-dir-w3.txt');
    const [m] = res.measurements;
    expect(res.series).toEqual([]);
    expect(m!.total.iops).toBeCloseTo(26.1e3, 6);
    expect(m!.total.bw).toBeCloseTo(102.0 * 1048576, 3);
    expect(m!.total.lat).toEqual({ mean: 38300, min: 17400, max: 5230000, stddev: 104300 });
    // 295.0 MiB / 75.5 k requests ≈ 4097 bytes: snapped to the 4 KiB request size.
    expect(m!.workload.blockSize).toBe(4096);
    expect(m!.claimed?.find((c) => c.key === 'generated_iops')?.value).toBeCloseTo(25.2e3, 6);
  });

  it('batch mode: the ten raw integers', () => {
    const { text } = readFixture('ioping/batch-dir-c50-i0.txt');
    const f = text.trim().split(' ').map(Number);
    expect(f).toHaveLength(10);
    const [m] = ok('ioping/batch-dir-c50-i0.txt').measurements;
    expect(m!.directions.read).toEqual({
      iops: f[2],
      bw: f[3],
      lat: { mean: f[5], min: f[4], max: f[6], stddev: f[7], samples: f[0] },
      runtime: f[9]! / 1e9,
      totalIos: f[0],
    });
  });
});

describe('bad ioping inputs give named errors with the line', () => {
  const { text } = readFixture('ioping/default-dir-c20.txt');
  const cases: Record<string, string> = {
    'summary cut short': text.split('\n').slice(0, 24).join('\n'),
    'requests only': text.split('\n').slice(0, 5).join('\n'),
    'summary garbled': text.replace('min/avg/max/mdev = 122.2 us', 'min/avg/max/mdev = 122.2 parsecs'),
    'stderr only':
      'ioping: stat "/nope" failed: No such file or directory\n--- /nope ioping statistics ---\n',
    'raw zero line': '0 0 0 0 0 0 0 0 0 0\n',
  };
  it.each(Object.keys(cases))('%s', (name) => {
    expect(summarize(importText({ path: `${name}.txt`, text: cases[name]! }))).toMatchSnapshot();
  });
});

describe('properties', () => {
  const bases = FILES.map((f) => readFixture(f).text);
  it('never throws on arbitrary text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (s) => {
        expect(() => iopingImporter.parse({ path: 'x', text: s })).not.toThrow();
        expect(() => iopingImporter.sniff(s, 'x')).not.toThrow();
      }),
      { numRuns: 300 },
    );
  });
  it('never throws on mutated real files, and what it imports holds the invariants', () => {
    fc.assert(
      fc.property(
        fc.nat(bases.length - 1),
        fc.nat(),
        fc.nat(40),
        fc.string({ maxLength: 10 }),
        (k, at, cut, ins) => {
          const t = bases[k]!;
          const i = at % (t.length + 1);
          const res = iopingImporter.parse({ path: 'x', text: t.slice(0, i) + ins + t.slice(i + cut) });
          if (res.ok) expect(checkInvariants(datasetOf(res))).toEqual([]);
        },
      ),
      { numRuns: 300 },
    );
  });
});
