// iozone importer over the real third-party outputs (read from ../shared, never copied), numbers
// checked against the raw table text, bad inputs, and property tests.
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { iozoneImporter } from '../../../../src/ingest/iozone/iozone';
import { importText } from '../../../../src/ingest/route';
import type { MeasurementDraft } from '../../../../src/ingest/types';
import { checkInvariants } from '../../../../src/model/invariants';
import { checkFixture, datasetOf, readFixture, summarize } from '../../../helpers/ingest';
import { describeWithShared } from '../../../helpers/fixtures';

const HANKB = 'third-party/iozone/hankb-mkdocs-blog/';
const BEEGFS = 'third-party/iozone/parsa2820-beegfs-benchmark/';
const FILES = [
  `${HANKB}nvme-minibase-cm4-4gb-run1.txt`,
  `${HANKB}nvme-ioboard-cm4-8gb-run1.txt`,
  `${BEEGFS}after-tune-IOZone-1m.txt`,
  `${BEEGFS}after-tune-IOZone-100m.txt`,
  `${BEEGFS}after-tune-IOZone-10g.txt`,
  `${BEEGFS}buffered-cache-IOZone-1m-aos2-interrupted.txt`,
];

function ok(res: ReturnType<typeof importText>): MeasurementDraft[] {
  if (!res?.ok) throw new Error(JSON.stringify(res));
  return res.measurements;
}

describeWithShared('iozone', 'real iozone outputs', () => {
  it.each(FILES)('%s', (rel) => {
    expect(summarize(checkFixture(rel, 'iozone'))).toMatchSnapshot();
  });

  it('reads the -i 0 -i 1 -i 2 row of a padded 3.489 table as KiB/s', () => {
    const { text } = readFixture(`${HANKB}nvme-minibase-cm4-4gb-run1.txt`);
    // By eye: "102400       4     2781     4202   996001  1008897   986084     4180" then padding.
    const raw = /^\s+102400\s+4\s+(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*$/m
      .exec(text)!
      .slice(1)
      .map(Number);
    expect(raw).toEqual([2781, 4202, 996001, 1008897, 986084, 4180]);
    const ms = ok(importText(readFixture(`${HANKB}nvme-minibase-cm4-4gb-run1.txt`)));
    expect(ms.map((m) => m.workload.rw)).toEqual([
      'write',
      'rewrite',
      'read',
      'reread',
      'random_read',
      'random_write',
    ]);
    expect(ms.map((m) => m.total.bw)).toEqual(raw.map((v) => v * 1024));
    expect(ms.map((m) => m.total.iops)).toEqual(raw.map((v) => (v * 1024) / 4096));
    expect(ms.map((m) => [m.workload.pattern, m.workload.readPct])).toEqual([
      ['sequential', 0],
      ['sequential', 0],
      ['sequential', 100],
      ['sequential', 100],
      ['random', 100],
      ['random', 0],
    ]);
    expect(ms.every((m) => m.workload.blockSize === 4096 && m.workload.fileSize === 102400 * 1024)).toBe(
      true,
    );
    expect(ms[0]!.provenance).toEqual({
      file: `${HANKB}nvme-minibase-cm4-4gb-run1.txt`,
      line: 31,
      job: 'write 102400kB/4kB',
      tool: 'iozone',
      toolVersion: '3.489',
      format: 'iozone',
    });
  });

  it('reads every row of the full 13-column 10g table (all 13 filled, so whitespace split is safe here)', () => {
    const rel = `${BEEGFS}after-tune-IOZone-10g.txt`;
    const { text } = readFixture(rel);
    const rows = text
      .split('\n')
      .filter((l) => /^\s+10485760\s+\d+(\s+\d+){13}\s*$/.test(l))
      .map((l) => l.trim().split(/\s+/).map(Number));
    expect(rows).toHaveLength(13);
    const ms = ok(importText(readFixture(rel)));
    expect(ms).toHaveLength(13 * 6);
    const got = ms.map((m) => [(m.workload.blockSize ?? NaN) / 1024, m.claimed?.[0]?.value]);
    const want = rows.flatMap((r) => r.slice(2, 8).map((v) => [r[1], v]));
    expect(got).toEqual(want);
  });

  it('cross-checks the Excel section against the table and flags a difference', () => {
    const { text } = readFixture(`${BEEGFS}after-tune-IOZone-1m.txt`);
    // The Writer report's first cell repeats the table's 159998; change only the Excel copy.
    const edited = text.replace('"1024"   159998', '"1024"   159999');
    expect(edited).not.toBe(text);
    const res = importText({ path: 'x.txt', text: edited });
    if (!res?.ok) throw new Error('not ok');
    expect(res.warnings.filter((w) => w.code === 'excel-mismatch')).toEqual([
      {
        code: 'excel-mismatch',
        message: 'Excel write row for 1024 kB differs from the table',
        file: 'x.txt',
        line: 43,
        params: { column: 'write', kb: 1024 },
      },
    ]);
  });

  it('reads -O output as operations per second (one op = one record)', () => {
    const { text } = readFixture(`${HANKB}nvme-minibase-cm4-4gb-run1.txt`);
    // The same table with the unit line seed 004's `-O` run prints instead of "Output is in kBytes/sec".
    const ops = text.replace('Output is in kBytes/sec', 'OPS Mode. Output is in operations per second.');
    const ms = ok(importText({ path: 'ops.txt', text: ops }));
    expect(ms[0]!.total).toEqual({ iops: 2781, bw: 2781 * 4096 });
    expect(ms[0]!.claimed).toEqual([{ key: 'write', value: 2781, unit: 'ops/s' }]);
  });
});

describeWithShared('iozone', 'bad iozone inputs give named errors with the line', () => {
  const { text } = readFixture(`${HANKB}nvme-minibase-cm4-4gb-run1.txt`);
  const cases: Record<string, string> = {
    'no unit line': text.replace(/^.*Output is in kBytes\/sec\n/m, ''),
    'banner only': text.split('\n').slice(0, 20).join('\n'),
    'mangled header': text.replace('reclen    write', 'reclen    wrote'),
    'value under no label': text.replace('     4202   996001', '   4202   996001  '),
    'throughput mode': [
      '\tIozone: Performance Test of File I/O',
      '        Children see throughput for  4 initial writers  =     221.13 kB/sec',
      '        Parent sees throughput for  4 initial writers   =     217.22 kB/sec',
    ].join('\n'),
  };
  it.each(Object.keys(cases))('%s', (name) => {
    const res = importText({ path: `${name}.txt`, text: cases[name]! });
    expect(summarize(res)).toMatchSnapshot();
  });
});

describeWithShared('iozone', 'properties', () => {
  const bases = FILES.map((f) => readFixture(f).text);
  it('never throws on arbitrary text after a banner', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (s) => {
        expect(() =>
          iozoneImporter.parse({ path: 'x', text: `Iozone: Performance Test of File I/O\n${s}` }),
        ).not.toThrow();
      }),
      { numRuns: 300 },
    );
  });
  it('never throws on mutated real files, and what it imports holds the invariants', () => {
    fc.assert(
      fc.property(
        fc.nat(bases.length - 1),
        fc.nat(),
        fc.nat(60),
        fc.string({ maxLength: 10 }),
        (k, at, cut, ins) => {
          const t = bases[k]!;
          const i = at % (t.length + 1);
          const res = iozoneImporter.parse({ path: 'x', text: t.slice(0, i) + ins + t.slice(i + cut) });
          if (res.ok) expect(checkInvariants(datasetOf(res))).toEqual([]);
        },
      ),
      { numRuns: 300 },
    );
  });
});
