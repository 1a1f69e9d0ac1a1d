// Checks an untrusted dataset part by part against the schema (schema.ts): a disk, measurement or
// series that does not fit is skipped and named (its kind, index and id); everything else is kept.
// Parts that fit but point at a skipped or missing part (a measurement of an unknown disk) are
// skipped too, so what is kept always holds the model's invariants. A disk, measurement or report
// the quick check (part-check.ts) vouches for is kept as it is, without zod.
import type { z } from 'zod';
import { shortText } from '../lib/bounded-list';
import { surelyValidDisk, surelyValidMeasurement, surelyValidReport } from './part-check';
import { describeZodError, diskSchema, measurementSchema, reportSchema, seriesSchema } from './schema';
import type { Dataset } from './types';
import { isPlainObject } from '../lib/plain-object';

export interface Validated {
  dataset: Dataset;
  /** One line per skipped part, e.g. `measurement 3 ("m-3") skipped: workload: …`. */
  problems: string[];
}

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
  kind: string,
  list: unknown,
  { schema, surely }: PartCheck<T>,
  problems: string[],
  accept: (item: T) => string | undefined = () => undefined,
): Generator<void, T[]> {
  if (list === undefined) return [];
  if (!Array.isArray(list)) {
    problems.push(`the ${kind} list is not a list and was skipped`);
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
      continue;
    }
    const id = 'id' in res.data && typeof res.data.id === 'string' ? res.data.id : undefined;
    const why = id !== undefined && ids.has(id) ? 'its id is used by an earlier one' : accept(res.data);
    if (why) {
      problems.push(`${kind} ${i}${idOf(item)} skipped: ${why}`);
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
  const problems: string[] = [];
  const disks = (yield* keepValid(
    'disk',
    data.disks,
    { schema: diskSchema, surely: surelyValidDisk },
    problems,
  )) as Dataset['disks'];
  const diskIds = new Set(disks.map((d) => d.id));
  const unknownDisk = (x: { diskId: string }) =>
    diskIds.has(x.diskId) ? undefined : `its disk "${shortText(x.diskId)}" is missing or was skipped`;
  const measurements = (yield* keepValid(
    'measurement',
    data.measurements,
    { schema: measurementSchema, surely: surelyValidMeasurement },
    problems,
    (m) => (m.status === 'failed' && (m.total.iops ?? 0) !== 0 ? 'it failed but has IOPS' : unknownDisk(m)),
  )) as Dataset['measurements'];
  const mIds = new Set(measurements.map((m) => m.id));
  const series = (yield* keepValid('series', data.series, { schema: seriesSchema }, problems, (s) =>
    s.measurementId !== undefined && !mIds.has(s.measurementId)
      ? `its measurement "${shortText(s.measurementId)}" is missing or was skipped`
      : unknownDisk(s),
  )) as Dataset['series'];
  const reports = (yield* keepValid(
    'report',
    data.reports,
    { schema: reportSchema, surely: surelyValidReport },
    problems,
  )) as Dataset['reports'];
  return { dataset: { disks, measurements, series, reports }, problems };
}

/** Validates `data` (the `dataset` of an envelope); undefined when it is not a dataset at all. */
export function validateDataset(data: unknown): Validated | undefined {
  const steps = validateSteps(data);
  for (;;) {
    const r = steps.next();
    if (r.done) return r.value;
  }
}
