// Checks an untrusted dataset part by part against the schema (schema.ts): a disk, measurement or
// series that does not fit is skipped and named (its kind, index and id); everything else is kept.
// Parts that fit but point at a skipped or missing part (a measurement of an unknown disk) are
// skipped too, so what is kept always holds the model's invariants. A disk, measurement or report
// the quick check (part-check.ts) vouches for is kept as it is, without zod.
import type { z } from 'zod';
import { shortText } from '../lib/bounded-list';
import { surelyValidDisk, surelyValidMeasurement, surelyValidReport } from './part-check';
import { describeZodError, modelSchemas, zodIssueCodes } from './schema';
import type { Dataset } from './types';
import { isPlainObject } from '../lib/plain-object';
import { drain } from '../lib/steps';

/** Why a part was skipped, as a code a page can put in words (the English line says it too). */
export type PartWhy =
  'schema' | 'not-list' | 'duplicate-id' | 'failed-with-iops' | 'missing-disk' | 'missing-measurement';

/** One skipped part in codes: which list, which item, why and (for `schema`) which fields how. */
export interface PartProblem {
  part: 'disk' | 'measurement' | 'series' | 'report';
  /** Position in its list (none when the whole list was not a list). */
  index?: number;
  why: PartWhy;
  /** `path=kind …` (zodIssueCodes) when the part does not fit the schema. */
  fields?: string;
}

export interface Validated {
  dataset: Dataset;
  /** One line per skipped part, e.g. `measurement 3 ("m-3") skipped: workload: …`. */
  problems: string[];
  /** The same skipped parts, in the same order, as codes. */
  parts: PartProblem[];
}

type Found = { problems: string[]; parts: PartProblem[] };

const isRecord = isPlainObject;

function idOf(v: unknown): string {
  return isRecord(v) && typeof v.id === 'string' ? ` ("${shortText(v.id)}")` : '';
}

/** Parts checked between two yields of the stepwise check (a few ms on the page). */
const STEP = 250;

/** A part's schema, and the quick check that may vouch for a part before zod is asked. */
interface PartCheck<T> {
  schema: z.ZodType<T>;
  /** True only when zod would keep the part exactly as it is (part-check.ts). */
  surely?: (item: unknown) => boolean;
}

function* keepValid<T extends object>(
  kind: PartProblem['part'],
  list: unknown,
  { schema, surely }: PartCheck<T>,
  { problems, parts }: Found,
  accept: (item: T) => [PartWhy, string] | undefined = () => undefined,
): Generator<void, T[]> {
  if (list === undefined) return [];
  if (!Array.isArray(list)) {
    problems.push(`the ${kind} list is not a list and was skipped`);
    parts.push({ part: kind, why: 'not-list' });
    return [];
  }
  const kept: T[] = [];
  const ids = new Set<string>();
  for (let i = 0; i < list.length; i++) {
    if (i > 0 && i % STEP === 0) yield;
    const item: unknown = list[i];
    const res = surely?.(item) ? { success: true as const, data: item as T } : schema.safeParse(item);
    if (!res.success) {
      problems.push(`${kind} ${i}${idOf(item)} skipped: ${describeZodError(res.error)}`);
      parts.push({ part: kind, index: i, why: 'schema', fields: zodIssueCodes(res.error) });
      continue;
    }
    const id = 'id' in res.data && typeof res.data.id === 'string' ? res.data.id : undefined;
    const why: [PartWhy, string] | undefined =
      id !== undefined && ids.has(id)
        ? ['duplicate-id', 'its id is used by an earlier one']
        : accept(res.data);
    if (why) {
      problems.push(`${kind} ${i}${idOf(item)} skipped: ${why[1]}`);
      parts.push({ part: kind, index: i, why: why[0] });
      continue;
    }
    if (id !== undefined) ids.add(id);
    kept.push(res.data);
  }
  return kept;
}

/** The check, yielding every STEP parts so a caller can let other work in between. */
export function* validateSteps(data: unknown): Generator<void, Validated | undefined> {
  if (!isRecord(data) || !Array.isArray(data.disks) || !Array.isArray(data.measurements)) return undefined;
  const schemas = modelSchemas();
  const problems: string[] = [];
  const found: Found = { problems, parts: [] };
  const disks = (yield* keepValid(
    'disk',
    data.disks,
    { schema: schemas.disk, surely: surelyValidDisk },
    found,
  )) as Dataset['disks'];
  const diskIds = new Set(disks.map((d) => d.id));
  const unknownDisk = (x: { diskId: string }): [PartWhy, string] | undefined =>
    diskIds.has(x.diskId)
      ? undefined
      : ['missing-disk', `its disk "${shortText(x.diskId)}" is missing or was skipped`];
  const measurements = (yield* keepValid(
    'measurement',
    data.measurements,
    { schema: schemas.measurement, surely: surelyValidMeasurement },
    found,
    (m) =>
      m.status === 'failed' && (m.total.iops ?? 0) !== 0
        ? ['failed-with-iops', 'it failed but has IOPS']
        : unknownDisk(m),
  )) as Dataset['measurements'];
  const mIds = new Set(measurements.map((m) => m.id));
  const series = (yield* keepValid('series', data.series, { schema: schemas.series }, found, (s) =>
    s.measurementId !== undefined && !mIds.has(s.measurementId)
      ? ['missing-measurement', `its measurement "${shortText(s.measurementId)}" is missing or was skipped`]
      : unknownDisk(s),
  )) as Dataset['series'];
  const reports = (yield* keepValid(
    'report',
    data.reports,
    { schema: schemas.report, surely: surelyValidReport },
    found,
  )) as Dataset['reports'];
  return { dataset: { disks, measurements, series, reports }, problems, parts: found.parts };
}

/** Validates `data` (the `dataset` of an envelope); undefined when it is not a dataset at all. */
export function validateDataset(data: unknown): Validated | undefined {
  return drain(validateSteps(data));
}
