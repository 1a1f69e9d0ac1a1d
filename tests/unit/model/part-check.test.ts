// The quick check of an untrusted dataset's parts may only ever say yes where zod would keep the
// part exactly as it is (validate.ts then keeps the part without asking zod): held against zod's
// own answer and copy for every part of the real fixtures read back from JSON, for every field set
// to every kind of wrong value, and for keys zod drops. It must also say yes to real parts, or it
// saves nothing.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ingestFiles } from '../../../src/ingest/ingest';
import { surelyValidDisk, surelyValidMeasurement, surelyValidReport } from '../../../src/model/part-check';
import { modelSchemas } from '../../../src/model/schema';
import type { Dataset } from '../../../src/model/types';
import { OWN_FIXTURES } from '../../helpers/fixtures';
import { everyFieldDraft } from '../../helpers/every-field';

type Part = Record<string, unknown>;

/** Every file under `dir`, as an upload would hand it over. */
function filesUnder(dir: string, prefix = ''): { path: string; bytes: Uint8Array }[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return filesUnder(full, `${prefix}${name}/`);
    return [{ path: `${prefix}${name}`, bytes: new Uint8Array(readFileSync(full)) }];
  });
}

/** The one-sided promise: a yes means zod accepts the part and its copy equals the part. */
function agreesWithZod(surely: (v: unknown) => boolean, schema: z.ZodType, part: unknown): void {
  if (!surely(part)) return;
  const checked = schema.safeParse(part);
  expect(checked.success).toBe(true);
  expect(checked.data).toStrictEqual(part);
}

const issue = () => ({ code: 'bad-figure', message: 'm', file: 'a/b.json', line: 3, job: 'j' });

/** A part of each kind with every field of its schema filled in. */
const EVERY_FIELD: Record<string, () => Part> = {
  measurement: () => ({ id: 'd1#m0', diskId: 'd1', ...everyFieldDraft() }),
  disk: () => ({
    id: 'd1',
    provider: 'aliyun',
    type: 'ssd',
    size: { value: 250, unit: 'GiB' },
    comparable: false,
    label: 'aliyun ssd 250',
    identity: 'folder-name',
    metadata: { region: 'cn-hangzhou', date: '2016-06' },
    origin: 'upload-1',
  }),
  report: () => ({
    file: 'a/b.json',
    bytes: 1200,
    format: 'fio-json',
    measurements: 3,
    series: 0,
    warnings: [issue(), { code: 'c', message: 'm', file: 'f' }],
    error: issue(),
  }),
};

const CHECKS: { kind: string; surely: (v: unknown) => boolean; schema: z.ZodType }[] = [
  { kind: 'measurement', surely: surelyValidMeasurement, schema: modelSchemas().measurement },
  { kind: 'disk', surely: surelyValidDisk, schema: modelSchemas().disk },
  { kind: 'report', surely: surelyValidReport, schema: modelSchemas().report },
];

/** Every path to a value in `o`, arrays included. */
function valuePaths(o: unknown, prefix: string[] = []): string[][] {
  if (typeof o !== 'object' || o === null) return [];
  return Object.keys(o).flatMap((k) => [[...prefix, k], ...valuePaths((o as never)[k], [...prefix, k])]);
}

/** Every path to an object in `o` ([] is `o` itself). */
function objectPaths(o: unknown, prefix: string[] = []): string[][] {
  if (typeof o !== 'object' || o === null) return [];
  const own = Array.isArray(o) ? [] : [prefix];
  return [...own, ...Object.keys(o).flatMap((k) => objectPaths((o as never)[k], [...prefix, k]))];
}

const at = (o: unknown, p: string[]): unknown =>
  p.reduce<unknown>((v, k) => (v as Record<string, unknown> | undefined)?.[k], o);

function set(o: Part, p: string[], value: unknown): Part {
  const copy = structuredClone(o);
  const parent = at(copy, p.slice(0, -1)) as Record<string, unknown>;
  if (value === undefined) delete parent[p[p.length - 1]!];
  else parent[p[p.length - 1]!] = value;
  return copy;
}

const WRONG: unknown[] = [
  undefined,
  null,
  NaN,
  Infinity,
  -1,
  -0,
  0,
  0.5,
  101,
  2 ** 60,
  '',
  'x',
  'random',
  'GiB',
  true,
  [],
  [1, -1],
  [null],
  {},
  Object.create(null),
  new Date(0),
];

describe('quick check of a dataset part', () => {
  let real: Dataset;
  beforeAll(async () => {
    const files = ['fio', 'fio-runs', 'pts', 'ioping'].flatMap((d) =>
      filesUnder(path.join(OWN_FIXTURES, d), `${d}/`),
    );
    // As a saved upload, a dataset file or a link gives it: read back from JSON.
    real = JSON.parse(JSON.stringify(await ingestFiles(files, { origin: 'upload-1' }))) as Dataset;
  });

  it('says yes to every disk, measurement and report of the real fixtures, as zod would keep them', () => {
    const parts = { disk: real.disks, measurement: real.measurements, report: real.reports };
    expect(real.measurements.length).toBeGreaterThan(300);
    expect(real.reports.some((r) => r.error) && real.reports.some((r) => r.warnings.length)).toBe(true);
    for (const { kind, surely, schema } of CHECKS) {
      for (const part of parts[kind as keyof typeof parts]) {
        expect(surely(part), kind).toBe(true);
        agreesWithZod(surely, schema, part);
      }
    }
  });

  for (const { kind, surely, schema } of CHECKS) {
    describe(kind, () => {
      it('says yes to one with every field of the schema, which zod keeps as it is', () => {
        const part = EVERY_FIELD[kind]!();
        expect(surely(part)).toBe(true);
        agreesWithZod(surely, schema, part);
      });

      it('never says yes where zod says no or would change it, whatever a field is set to', () => {
        const part = EVERY_FIELD[kind]!();
        let refused = 0;
        for (const p of valuePaths(part)) {
          for (const wrong of WRONG) {
            const changed = set(part, p, wrong);
            agreesWithZod(surely, schema, changed);
            if (!schema.safeParse(changed).success) refused++;
          }
        }
        // The changes do reach zod's refusals (the test is not vacuous).
        expect(refused).toBeGreaterThan(50);
      });

      it('says no to a key zod would drop, at any depth, and to a key set to undefined', () => {
        const part = EVERY_FIELD[kind]!();
        for (const p of objectPaths(part)) {
          const inProvenance = p[0] === 'provenance' && p.length === 1;
          const extra = set(part, [...p, 'unknown'], 1);
          agreesWithZod(surely, schema, extra);
          // Provenance is a loose object: zod keeps what it does not know, and so may the check.
          if (!inProvenance && p[0] !== 'metadata') expect(surely(extra), p.join('.')).toBe(false);
          const undef = structuredClone(part);
          (at(undef, p) as Record<string, unknown>).unknown = undefined;
          expect(surely(undef), p.join('.')).toBe(false);
        }
      });
    });
  }

  it('says no to an own __proto__ key, which zod would not copy as a key', () => {
    const disk = EVERY_FIELD.disk!();
    disk.metadata = JSON.parse('{"region":"x","__proto__":"y"}') as unknown;
    expect(surelyValidDisk(disk)).toBe(false);
    const m = EVERY_FIELD.measurement!();
    (m.provenance as Part) = JSON.parse('{"file":"f","tool":"fio","format":"fio-json","__proto__":{"a":1}}');
    expect(surelyValidMeasurement(m)).toBe(false);
    const top = JSON.parse(`{"__proto__":1,${JSON.stringify(EVERY_FIELD.report!()).slice(1)}`) as unknown;
    expect(surelyValidReport(top)).toBe(false);
  });

  it('checks what zod checks beyond single fields, and the holes of a sparse list', () => {
    /** [a, <hole>, b] */
    const withHole = (a: unknown, b: unknown): unknown[] =>
      Object.assign(new Array<unknown>(3), { 0: a, 2: b });
    const cases: [kind: string, path: string[], value: unknown][] = [
      ['measurement', ['id'], ''],
      ['measurement', ['diskId'], ''],
      ['measurement', ['total', 'lat', 'percentiles'], { p50: 1, 'p99.90': 2 }],
      ['measurement', ['total', 'lat', 'histogram'], { binsNs: [1, 2], counts: [1] }],
      ['measurement', ['provenance', 'run'], { index: 3, count: 2 }],
      [
        'measurement',
        ['claimed'],
        withHole({ key: 'iops', value: 1, unit: 'IOPS' }, { key: 'k', value: 1, unit: 'u' }),
      ],
      ['disk', ['metadata', 'region'], 3],
      ['disk', ['size'], { value: 0, unit: 'GB' }],
      ['report', ['warnings'], withHole(issue(), issue())],
    ];
    for (const [kind, p, value] of cases) {
      const { surely, schema } = CHECKS.find((c) => c.kind === kind)!;
      const changed = set(EVERY_FIELD[kind]!(), p, value);
      expect(surely(changed), p.join('.')).toBe(false);
      expect(schema.safeParse(changed).success, p.join('.')).toBe(false);
    }
  });
});
