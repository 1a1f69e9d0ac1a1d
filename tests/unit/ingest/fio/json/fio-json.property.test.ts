// The fio JSON importer must never throw and must always return a result, whatever the bytes; when it
// says ok, the result must satisfy the model invariants.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkInvariants } from '../../../../../src/model/invariants';
import { fioJsonImporter } from '../../../../../src/ingest/fio/json/fio-json';
import type { ImportResult } from '../../../../../src/ingest/types';
import { datasetOf, readFixture } from '../../../../helpers/ingest';
import { presentFixtures } from '../../../../helpers/fixtures';

const SOURCES = presentFixtures([
  'fio/local_ssd_1/randrw-4k-qd32.json',
  'fio/formats/randrw-4k-qd16.jsonplus.json',
  'fio/multi/numjobs4-no-group_reporting.json',
  'fio/gotchas/status-interval-concatenated.json',
  'fio/gotchas/error-einval.stdout.json',
  'fio/gotchas/randrw-unified-both.json',
  'fio/gotchas/randwrite-fsync4.json',
  'fio/gotchas/client-server.stdout.json',
  'third-party/ovh-fiowebviewer-sample-1/fio-webviewer.input.json',
]).map((rel) => readFixture(rel).text);

/** Characters that change JSON structure or fio meaning when dropped into a file. */
const NASTY = [
  '{',
  '}',
  '[',
  ']',
  '"',
  ',',
  ':',
  '-',
  '0',
  '9',
  '.',
  'e',
  'n',
  ' ',
  '\n',
  '\\',
  'nan',
  '-inf',
  '',
];

function wellFormed(res: ImportResult): void {
  expect(typeof res.ok).toBe('boolean');
  expect(res.format).toBe('fio-json');
  if (!res.ok) {
    expect(res.error.message.length).toBeGreaterThan(0);
    expect(res.error.file).toBe('p.json');
    return;
  }
  expect(checkInvariants(datasetOf(res))).toEqual([]);
}

/** A number in value position (after `:`, `,` or `[`). */
const NUMBER_VALUE = /(?<=[:,[]\s*)-?\d[\d.]*/g;

const run = (text: string) => fioJsonImporter.parse({ path: 'p.json', text });

describe('fio JSON importer never throws', () => {
  it('on arbitrary strings', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 400 }), (s) => wellFormed(run(s))),
      { numRuns: 300 },
    );
  });

  it('on strings that start like fio JSON', () => {
    const head = fc.constantFrom(
      '{ "fio version" : "fio-3.33", "jobs" : [',
      '{"fio version":"fio-2.1.11","jobs":[{',
      '{\n',
    );
    fc.assert(
      fc.property(head, fc.string({ maxLength: 200 }), (h, s) => wellFormed(run(h + s))),
      { numRuns: 300 },
    );
  });

  it('on real fixtures truncated at random points', () => {
    fc.assert(
      fc.property(
        fc.nat({ max: SOURCES.length - 1 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (i, at) => {
          const src = SOURCES[i]!;
          wellFormed(run(src.slice(0, Math.floor(at * src.length))));
        },
      ),
      { numRuns: 150 },
    );
  });

  it('on real fixtures with numbers made negative or huge (wrapped unsigned values, gotcha 5)', () => {
    const change = fc.constantFrom('-', '-0.', '99999999999999999999', '1e308', '-1e-9');
    fc.assert(
      fc.property(
        fc.nat({ max: SOURCES.length - 1 }),
        fc.array(fc.tuple(fc.nat(), change), { maxLength: 12 }),
        (i, edits) => {
          const src = SOURCES[i]!;
          const numbers = [...src.matchAll(NUMBER_VALUE)];
          const picked = new Map(edits.map(([n, by]) => [n % numbers.length, by]));
          let k = 0;
          const text = src.replace(NUMBER_VALUE, (m) => {
            const by = picked.get(k++);
            return by === undefined ? m : by.startsWith('-') ? by + m.replace(/^-/, '') : by;
          });
          wellFormed(run(text));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('on real fixtures with characters replaced', () => {
    const edit = fc.tuple(fc.double({ min: 0, max: 1, noNaN: true }), fc.constantFrom(...NASTY));
    fc.assert(
      fc.property(
        fc.nat({ max: SOURCES.length - 1 }),
        fc.array(edit, { minLength: 1, maxLength: 8 }),
        (i, edits) => {
          let text = SOURCES[i]!;
          for (const [where, by] of edits) {
            const at = Math.floor(where * text.length);
            text = text.slice(0, at) + by + text.slice(at + 1);
          }
          wellFormed(run(text));
        },
      ),
      { numRuns: 300 },
    );
  });
});
