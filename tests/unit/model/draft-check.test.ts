// The quick check of measurement drafts may only ever say yes where zod says yes (the figure guard
// then skips zod): held against zod's own answer for real importer output and for every field of
// the schema set to every kind of wrong value. It must also say yes to real drafts, or it saves
// nothing.
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { surelyValidMeasurementDraft } from '../../../src/model/draft-check';
import { modelSchemas } from '../../../src/model/schema';
import { importFixture } from '../../helpers/ingest';
import { everyFieldDraft } from '../../helpers/every-field';

const REAL = [
  'fio/local_ssd_1/randread-4k-qd32.json',
  'fio/local_ssd_1/randrw-128k-qd1.json',
  'fio-runs/hist.json',
  'fio-runs/status-interval.json',
  'pts/local_ext4_2/fio-iops.json',
  'pts/local_ext4_2/iops.json',
  'pts/local_ext4_2/wsat.json',
  'pts/local_ext4_2/hir.json',
];

/** Every dotted path of the schema's objects (optional and array wrappers unwrapped). */
function schemaPaths(schema: z.ZodType, prefix = ''): string[] {
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> } })._zod.def;
  if (def.type === 'optional') return schemaPaths(def.innerType as z.ZodType, prefix);
  if (def.type === 'array') return schemaPaths(def.element as z.ZodType, `${prefix}0.`);
  if (def.type !== 'object') return [];
  return Object.entries(def.shape as Record<string, z.ZodType>).flatMap(([k, s]) => [
    `${prefix}${k}`,
    ...schemaPaths(s, `${prefix}${k}.`),
  ]);
}

const at = (o: unknown, path: string[]): unknown =>
  path.reduce<unknown>((v, k) => (v as Record<string, unknown> | undefined)?.[k], o);

/** Every path to a value in `o`, arrays included. */
function valuePaths(o: unknown, prefix: string[] = []): string[][] {
  if (typeof o !== 'object' || o === null) return [];
  return Object.keys(o).flatMap((k) => [[...prefix, k], ...valuePaths((o as never)[k], [...prefix, k])]);
}

const WRONG: unknown[] = [
  undefined,
  null,
  NaN,
  Infinity,
  -Infinity,
  -1,
  -0,
  0,
  0.5,
  101,
  2 ** 60,
  '',
  'x',
  'random',
  'fio default',
  true,
  [],
  [1, -1],
  [1, 2, 3],
  {},
  Object.create(null),
  new Date(0),
];

function set(o: Record<string, unknown>, path: string[], value: unknown): Record<string, unknown> {
  const copy = structuredClone(o);
  const parent = at(copy, path.slice(0, -1)) as Record<string, unknown>;
  if (value === undefined) delete parent[path[path.length - 1]!];
  else parent[path[path.length - 1]!] = value;
  return copy;
}

function agreesWithZod(m: unknown): void {
  if (surelyValidMeasurementDraft(m)) expect(modelSchemas().measurementDraft.safeParse(m).success).toBe(true);
}

describe('surelyValidMeasurementDraft', () => {
  it('says yes to the drafts real fio and PTS files import to', () => {
    let n = 0;
    for (const rel of REAL) {
      const res = importFixture(rel);
      if (!res?.ok) throw new Error(`${rel} did not import`);
      for (const m of res.measurements) {
        expect(modelSchemas().measurementDraft.safeParse(m).success).toBe(true);
        expect(surelyValidMeasurementDraft(m)).toBe(true);
        n++;
      }
    }
    expect(n).toBeGreaterThan(50);
  });

  it('says yes to a draft with every field of the schema, which zod accepts', () => {
    const draft = everyFieldDraft();
    expect(modelSchemas().measurementDraft.safeParse(draft).success).toBe(true);
    expect(surelyValidMeasurementDraft(draft)).toBe(true);
  });

  it('the draft with every field covers every field of the schema', () => {
    const draft = everyFieldDraft();
    const missing = schemaPaths(modelSchemas().measurementDraft).filter(
      (p) => at(draft, p.split('.')) === undefined,
    );
    expect(missing).toEqual([]);
  });

  it('never says yes where zod says no, whatever a field is set to', () => {
    const draft = everyFieldDraft();
    let refused = 0;
    for (const path of valuePaths(draft)) {
      for (const wrong of WRONG) {
        const m = set(draft, path, wrong);
        agreesWithZod(m);
        if (!modelSchemas().measurementDraft.safeParse(m).success) refused++;
      }
    }
    // The mutations do reach zod's refusals (the test is not vacuous).
    expect(refused).toBeGreaterThan(500);
  });

  it('never says yes where zod says no, for keys and cross-field rules', () => {
    const draft = everyFieldDraft();
    const cases: [string[], unknown][] = [
      [['total', 'lat', 'percentiles'], { p50: 1, 'p99.90': 2 }],
      [['total', 'lat', 'percentiles'], { median: 1 }],
      [['total', 'lat', 'percentiles'], { p50: -1 }],
      [['total', 'lat', 'histogram'], { binsNs: [1, 2], counts: [1] }],
      [['total', 'lat', 'histogram'], { binsNs: [1, NaN], counts: [1, 2] }],
      [['provenance', 'run'], { index: 3, count: 2 }],
      [['provenance', 'run'], { index: 1.5, count: 2 }],
      [['provenance', 'run'], { index: 0, count: 2 }],
      [['provenance', 'assumed'], { size: 'fio default' }],
      [['provenance', 'assumed'], { jobs: 'guessed' }],
      [['provenance', 'line'], 1.5],
      [['provenance', 'line'], 2 ** 54],
      [['claimed'], [{ key: 'iops', value: 1 }]],
      [['claimed'], [{ key: 'iops', value: Infinity, unit: 'IOPS' }]],
      [['claimed'], [null]],
      [['workload', 'readPct'], 100.5],
      [['workload', 'blockSize'], 0],
    ];
    for (const [path, value] of cases) {
      const m = set(draft, path, value);
      expect(modelSchemas().measurementDraft.safeParse(m).success, path.join('.')).toBe(false);
      expect(surelyValidMeasurementDraft(m), path.join('.')).toBe(false);
    }
    // Keys the schema does not know are dropped by zod, not refused: both say yes.
    const extra = set(draft, ['workload', 'unknown'], NaN);
    expect(modelSchemas().measurementDraft.safeParse(extra).success).toBe(true);
    agreesWithZod(extra);
  });
});
