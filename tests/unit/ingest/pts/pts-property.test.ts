// Property tests: the PTS importers never throw, whatever they are given — arbitrary text or bytes,
// the real fixture files cut short or with bytes changed, or real JSON with any field replaced by any
// JSON value. When a mutated file still imports, the model invariants must hold.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ptsFioImporter } from '../../../../src/ingest/pts/fio';
import { ptsOptionsImporter } from '../../../../src/ingest/pts/options';
import { phpUnserialize } from '../../../../src/ingest/pts/php-serialize';
import { ptsReportImporter } from '../../../../src/ingest/pts/report';
import { ptsResultImporter } from '../../../../src/ingest/pts/result';
import type { ImportResult, Importer } from '../../../../src/ingest/types';
import { checkInvariants } from '../../../../src/model/invariants';
import { datasetOf } from '../../../helpers/ingest';
import { fixturePath } from '../../../helpers/fixtures';

const DIR = fixturePath('pts/local_ext4_2');
const text = (name: string) => readFileSync(path.join(DIR, name), 'utf8');
const TEXT_IMPORTERS: [Importer, string][] = [
  [ptsResultImporter, text('latency.json')],
  [ptsFioImporter, text('fio-hir.json')],
  [ptsOptionsImporter, text('.options')],
];

function sound(res: ImportResult): void {
  expect(typeof res.ok).toBe('boolean');
  if (res.ok) expect(checkInvariants(datasetOf(res))).toEqual([]);
  else expect(res.error.message.length).toBeGreaterThan(0);
}

/** A fixture text with one edit: cut short, a character replaced, or a slice removed. */
const mutation = (base: string) =>
  fc.oneof(
    fc.nat({ max: base.length }).map((n) => base.slice(0, n)),
    fc
      .tuple(fc.nat({ max: base.length - 1 }), fc.string({ minLength: 1, maxLength: 3 }))
      .map(([i, s]) => base.slice(0, i) + s + base.slice(i + 1)),
    fc
      .tuple(fc.nat({ max: base.length }), fc.nat({ max: 200 }))
      .map(([i, n]) => base.slice(0, i) + base.slice(i + n)),
  );

describe('PTS importers never throw', () => {
  it('on arbitrary text', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json(), fc.string({ unit: 'binary' })), (t) => {
        for (const [imp] of TEXT_IMPORTERS) {
          expect(() => imp.sniff(t, 'unknown')).not.toThrow();
          sound(imp.parse({ path: 'unknown', text: t }));
        }
        expect(phpUnserialize(t).ok === true || phpUnserialize(t).ok === false).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  for (const [imp, base] of TEXT_IMPORTERS) {
    it(`${imp.id}: on its fixture with one edit`, () => {
      fc.assert(
        fc.property(mutation(base), (t) => sound(imp.parse({ path: 'unknown', text: t }))),
        { numRuns: 150 },
      );
    });
  }

  it('pts-fio / pts-result: on real JSON with any field replaced by any JSON value', () => {
    const fio = JSON.parse(text('fio-wsat.json')) as { jobs: Record<string, unknown>[] };
    const jobKeys = Object.keys(fio.jobs[0]!);
    fc.assert(
      fc.property(
        fc.nat({ max: fio.jobs.length - 1 }),
        fc.constantFrom(...jobKeys, 'read.iops', 'write.clat_ns', 'write.bw_bytes'),
        fc.jsonValue(),
        (i, key, value) => {
          const doc = structuredClone(fio);
          const [k, sub] = key.split('.');
          const job = doc.jobs[i]!;
          if (sub) (job[k!] as Record<string, unknown>)[sub] = value;
          else job[k!] = value;
          sound(ptsFioImporter.parse({ path: 'unknown', text: JSON.stringify(doc) }));
        },
      ),
      { numRuns: 150 },
    );
    const result = JSON.parse(text('iops.json')) as Record<string, unknown>;
    fc.assert(
      fc.property(fc.constantFrom(...Object.keys(result)), fc.jsonValue(), (key, value) => {
        sound(
          ptsResultImporter.parse({ path: 'unknown', text: JSON.stringify({ ...result, [key]: value }) }),
        );
      }),
      { numRuns: 150 },
    );
  });

  it('pts-report: on arbitrary bytes and on report.zip with bytes changed', () => {
    const zip = new Uint8Array(readFileSync(path.join(DIR, 'report.zip')));
    const check = (bytes: Uint8Array) => {
      expect(() => ptsReportImporter.sniffBinary!(bytes, 'unknown')).not.toThrow();
      sound(ptsReportImporter.parseBinary!({ path: 'unknown', bytes }));
    };
    fc.assert(fc.property(fc.uint8Array({ maxLength: 2000 }), check), { numRuns: 200 });
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.nat({ max: zip.length - 1 }), fc.integer({ min: 0, max: 255 })), {
          minLength: 1,
          maxLength: 8,
        }),
        (edits) => {
          const bytes = zip.slice();
          for (const [at, b] of edits) bytes[at] = b;
          check(bytes);
        },
      ),
      { numRuns: 40 },
    );
    // Edits inside the central directory at the end, where names and sizes live.
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.nat({ max: 6000 }), fc.integer({ min: 0, max: 255 })), {
          minLength: 1,
          maxLength: 8,
        }),
        (edits) => {
          const bytes = zip.slice();
          for (const [back, b] of edits) bytes[zip.length - 1 - back] = b;
          check(bytes);
        },
      ),
      { numRuns: 40 },
    );
  });
});
