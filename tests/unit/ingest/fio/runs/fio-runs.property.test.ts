// Property: a file made of two real fio outputs one after the other (as `>>` makes it) imports as
// exactly the runs of each, in order — never fewer (merged as clones) and never summed.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { importText } from '../../../../../src/ingest/route';
import type { MeasurementDraft } from '../../../../../src/ingest/types';
import { corpusBytes } from './reference';

const text = (name: string) => corpusBytes(name).toString('utf8');
const withNewline = (s: string) => (s.endsWith('\n') ? s : `${s}\n`);

/** Real single-run outputs of each format, cut from the corpus at run boundaries. */
const NORMAL = [
  ...text('loop-appended.normal.txt').split(/^(?=test: \(g=0\))/m),
  ...text('fio-1.57.handwritten.txt').split(/^(?=rand-write: \(g=0\))/m),
  ...text('fio-2.0.handwritten.txt').split(/^(?=C:\\fio> )/m),
  ...text('script-capture.txt')
    .split(/^(?=\$ fio )/m)
    .slice(1),
  text('status-interval.normal.txt'),
  text('error-after-io.normal.txt'),
].map(withNewline);
const JSONS = [...text('loop-appended.json').split(/^(?=\{)/m), text('status-interval.json')].map(
  withNewline,
);
const TERSE_LINES = text('loop-appended.terse.txt').trim().split('\n');
const TERSE = [[0], [1], [2, 3], [4], [5]]
  .map((g) => g.map((i) => TERSE_LINES[i]).join('\n'))
  .concat(
    text('script-capture.terse.txt')
      .split(/^(?=\$ fio )/m)
      .slice(1),
  )
  .map(withNewline);

/** What a run is, without where it sits in the file. */
function figures(ms: MeasurementDraft[]): unknown[] {
  return ms.map((m) => ({
    job: m.provenance.job,
    workload: m.workload,
    directions: m.directions,
    total: m.total,
    error: m.error,
  }));
}

function measurements(t: string): MeasurementDraft[] {
  const res = importText({ path: 'joined.txt', text: t });
  if (!res?.ok) throw new Error(JSON.stringify(res));
  return res.measurements;
}

function pairs(n: number) {
  return fc.tuple(fc.nat(n - 1), fc.nat(n - 1)).filter(([a, b]) => a !== b);
}

describe.each([
  ['normal', NORMAL],
  ['JSON', JSONS],
  ['terse', TERSE],
] as const)('%s: two real outputs concatenated', (_label, pool) => {
  it('give exactly the runs of each, in order', () => {
    expect(pool.length).toBeGreaterThan(4);
    fc.assert(
      fc.property(pairs(pool.length), fc.constantFrom('', '\n', '\r\n\r\n'), ([a, b], gap) => {
        const one = measurements(pool[a]!);
        const two = measurements(pool[b]!);
        const both = measurements(pool[a]! + gap + pool[b]!);
        expect(figures(both)).toEqual([...figures(one), ...figures(two)]);
        const runs = both.map((m) => m.provenance.run?.index);
        expect(runs).toEqual([...one.map(() => 1), ...two.map(() => 2)]);
      }),
      { numRuns: 60 },
    );
  });
});
