// Property tests for the fio text importers (terse, normal): they never throw — on arbitrary text
// and on real fixtures with random damage — and whatever they accept satisfies the model invariants.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fioNormalImporter } from '../../../../../src/ingest/fio/text/fio-normal';
import { fioTerseImporter } from '../../../../../src/ingest/fio/text/fio-terse';
import type { Importer } from '../../../../../src/ingest/types';
import { checkInvariants } from '../../../../../src/model/invariants';
import { datasetOf, readFixture } from '../../../../helpers/ingest';
import { presentFixtures } from '../../../../helpers/fixtures';

const IMPORTERS: Importer[] = [fioTerseImporter, fioNormalImporter];
const REAL = presentFixtures([
  'fio/formats/randrw-4k-qd16.terse-v2.txt',
  'fio/formats/randrw-4k-qd16.terse-v5.txt',
  'fio/multi/numjobs4-no-group_reporting.terse-v3.txt',
  'fio/formats/randrw-4k-qd16.normal.txt',
  'fio/multi/two-jobs.normal.txt',
  'fio/gotchas/randwrite-fsync4.normal.txt',
  'third-party/ovh-fiowebviewer-sample-1/fio-webviewer.input',
]).map((rel) => readFixture(rel).text);

/** Parses with every importer; fails the property if one throws or yields an unsound dataset. */
function survives(text: string): void {
  for (const imp of IMPORTERS) {
    expect(() => imp.sniff(text.slice(0, 65536), 'x')).not.toThrow();
    const res = imp.parse({ path: 'prop.txt', text });
    if (res.ok) expect(checkInvariants(datasetOf(res))).toEqual([]);
    else expect(res.error.code).toMatch(/^fio-(terse|normal)-/);
  }
}

/** One random edit of a text: cut, insert, replace a span, or duplicate / drop a line. */
const mutation = fc.oneof(
  fc.record({ kind: fc.constant('cut' as const), at: fc.nat() }),
  fc.record({ kind: fc.constant('insert' as const), at: fc.nat(), s: fc.string({ maxLength: 12 }) }),
  fc.record({
    kind: fc.constant('replace' as const),
    at: fc.nat(),
    len: fc.nat({ max: 20 }),
    s: fc.string({ maxLength: 6 }),
  }),
  fc.record({ kind: fc.constant('dup-line' as const), at: fc.nat() }),
  fc.record({ kind: fc.constant('drop-line' as const), at: fc.nat() }),
  fc.record({
    kind: fc.constant('token' as const),
    at: fc.nat(),
    s: fc.constantFrom(
      ';',
      '%',
      'k',
      'nan',
      '-1',
      '=',
      ',',
      '|',
      '(usec)',
      'msec',
      '\n',
      '9'.repeat(400),
      '1e400',
    ),
  }),
);

type Mutation = typeof mutation extends fc.Arbitrary<infer T> ? T : never;

function mutate(text: string, edits: Mutation[]): string {
  let t = text;
  for (const e of edits) {
    const at = t.length ? e.at % t.length : 0;
    if (e.kind === 'cut') t = t.slice(0, at);
    else if (e.kind === 'insert' || e.kind === 'token') t = t.slice(0, at) + e.s + t.slice(at);
    else if (e.kind === 'replace') t = t.slice(0, at) + e.s + t.slice(at + e.len);
    else {
      const lines = t.split('\n');
      const i = lines.length ? e.at % lines.length : 0;
      if (e.kind === 'dup-line') lines.splice(i, 0, lines[i] ?? '');
      else lines.splice(i, 1);
      t = lines.join('\n');
    }
  }
  return t;
}

describe('fio text importers never throw', () => {
  it('on arbitrary strings', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), (s) => survives(s)),
      { numRuns: 300 },
    );
  });

  it('on lines that look like terse and normal output', () => {
    const field = fc.oneof(
      fc.constantFrom('0', '3', 'fio-3.33', 'x', '1.5%', '99.000000%=12', '0%=0', 'nan', ''),
      fc.string({ maxLength: 5 }),
    );
    const terseLine = fc
      .tuple(fc.constantFrom('2', '3', '4', '5'), fc.array(field, { maxLength: 200 }))
      .map(([v, fs]) => [v, ...fs].join(';'));
    const normalLine = fc.constantFrom(
      'j: (groupid=0, jobs=1): err= 0: pid=1: now',
      '  read: IOPS=1k, BW=4MiB/s (4MB/s)(8MiB/2000msec)',
      '  write: io=1MB, bw=1KB/s, iops=1, runt=1msec',
      '    clat (usec): min=1, max=2k, avg=1.5, stdev=0.1',
      '    clat percentiles (usec):',
      '     |  1.00th=[  1],  5.00th=[ 2k]',
      '     issued rwts: total=1,0,0,0 short=0,0,0,0 dropped=0,0,0,0',
      'j: (g=0): rw=randrw, bs=(R) 4096B-4096B, (W) 4096B-4096B, (T) 4096B-4096B, ioengine=libaio, iodepth=1',
      '  fsync/fdatasync/sync_file_range:',
      'Run status group 0 (all jobs):',
    );
    fc.assert(
      fc.property(fc.array(fc.oneof(terseLine, normalLine), { maxLength: 20 }), (lines) =>
        survives(lines.join('\n')),
      ),
      { numRuns: 300 },
    );
  });

  it('on real fixtures with random damage', () => {
    fc.assert(
      fc.property(
        fc.nat({ max: REAL.length - 1 }),
        fc.array(mutation, { minLength: 1, maxLength: 4 }),
        (i, edits) => survives(mutate(REAL[i]!, edits)),
      ),
      { numRuns: 400 },
    );
  });
});
