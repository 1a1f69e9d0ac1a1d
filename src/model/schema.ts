// The dataset's schema (zod). Everything that arrives from outside the importers — a dataset file
// someone sent, the data in a link, a record saved in IndexedDB — is checked against it before use:
// each disk, measurement and series on its own, so one bad part is named and skipped while the good
// ones are kept. Numbers must be finite, and figures that cannot be negative (IOPS, bandwidth,
// latency, sizes, series values) must not be. Keys the schema does not know are dropped, except in
// provenance, which is descriptive text and gains fields as importers learn more about a run.
import { z } from 'zod';
import { once } from '../lib/once';
import { PERCENTILE_KEY } from './percentiles';
import type {
  DirectionStats,
  Disk,
  FileReport,
  LatencyStats,
  Measurement,
  TimeSeries,
  Workload,
} from './types';

/** A plain loop instead of z.array(z.number()): a series holds up to millions of points. */
function numbers(what: string, nonNegative: boolean) {
  return z.custom<number[]>(
    (v) => {
      if (!Array.isArray(v)) return false;
      for (const n of v)
        if (typeof n !== 'number' || !Number.isFinite(n) || (nonNegative && n < 0)) return false;
      return true;
    },
    { message: `${what} must be a list of finite${nonNegative ? ', non-negative' : ''} numbers` },
  );
}

/**
 * The schemas, made at first use: zod makes each check's internals when it is declared, and
 * declaring these and the catalogue's at load took about 7 ms of the 42–51 ms of CPU of the task
 * that evaluates the page's scripts (tasks12-trace STEPS=load); a page needs them only once a
 * dataset arrives.
 */
function build() {
  // z.number() already refuses NaN and ±Infinity.
  const amount = z.number().nonnegative();
  const positive = z.number().positive();
  const text = z.string();

  const latency = z.object({
    mean: amount,
    min: amount.optional(),
    max: amount.optional(),
    stddev: amount.optional(),
    samples: amount.optional(),
    percentiles: z
      .record(z.string().regex(PERCENTILE_KEY, 'percentile keys look like "p99.9"'), amount)
      .optional(),
    histogram: z
      .object({ binsNs: numbers('histogram bins', true), counts: numbers('histogram counts', true) })
      .refine((h) => h.binsNs.length === h.counts.length, 'histogram bins and counts differ in length')
      .optional(),
  });

  const directionStats = z.object({
    iops: amount,
    bw: amount,
    ioBytes: amount.optional(),
    totalIos: amount.optional(),
    runtime: amount.optional(),
    lat: latency.optional(),
    clat: latency.optional(),
    slat: latency.optional(),
  });

  const workload = z.object({
    pattern: z.enum(['random', 'sequential']),
    readPct: z.number().min(0).max(100),
    blockSize: positive.optional(),
    queueDepth: positive.optional(),
    jobs: positive.optional(),
    rw: text.optional(),
    ioengine: text.optional(),
    trim: z.boolean().optional(),
    fileSize: positive.optional(),
    direct: z.boolean().optional(),
    options: z.record(z.string(), z.string()).optional(),
  });

  const tool = z.enum(['fio', 'pts', 'csv', 'iozone', 'ioping']);

  const provenance = z.looseObject({
    file: z.string().min(1),
    job: text.optional(),
    line: z.number().int().nonnegative().optional(),
    tool,
    toolVersion: text.optional(),
    format: z.string().min(1),
    run: z
      .object({ index: z.number().int().positive(), count: z.number().int().positive() })
      .refine((r) => r.index <= r.count, 'run index past the run count')
      .optional(),
    damage: text.optional(),
    assumed: z
      .partialRecord(
        z.enum(['blockSize', 'queueDepth', 'jobs', 'readPct', 'pattern', 'rw']),
        z.enum(['fio default', 'inferred', 'command line', 'job name']),
      )
      .optional(),
  });

  const id = z.string().min(1);

  const measurementSchema = z.object({
    id,
    diskId: id,
    test: z.enum(['fio', 'iops', 'throughput', 'latency', 'wsat', 'hir', 'iozone', 'ioping']),
    role: z.enum(['result', 'round']),
    workload,
    directions: z.object({
      read: directionStats.optional(),
      write: directionStats.optional(),
      trim: directionStats.optional(),
    }),
    total: z.object({
      iops: amount.optional(),
      bw: amount.optional(),
      lat: latency.optional(),
      latMethod: z.enum(['mixed', 'io-weighted', 'unweighted-mean', 'single-direction']).optional(),
    }),
    sync: z.object({ calls: amount, lat: latency.optional() }).optional(),
    status: z.enum(['ok', 'failed']),
    error: text.optional(),
    claimed: z
      .array(z.object({ key: text, value: z.number(), unit: text, note: text.optional() }))
      .optional(),
    pts: z
      .object({
        phase: z.enum(['wipc', 'wdpc', 'wait', 'baseline']),
        round: z.number(),
        interval: z.number().optional(),
        waitS: amount.optional(),
        ssmw: z.boolean(),
        started: text.optional(),
        stopped: text.optional(),
      })
      .optional(),
    time: text.optional(),
    duplicateOf: id.optional(),
    started: text.optional(),
    provenance,
  });

  /** A per-I/O log kept as a summary (log-summary.ts): every level's columns as long as its counts. */
  const summaryLevel = z
    .object({
      bucketMs: positive,
      count: numbers('summary counts', true),
      sum: numbers('summary sums', true),
      min: numbers('summary minima', true),
      max: numbers('summary maxima', true),
    })
    .refine(
      (l) =>
        l.sum.length === l.count.length && l.min.length === l.count.length && l.max.length === l.count.length,
      'summary columns differ in length',
    );

  const logSummary = z.object({
    count: amount,
    sum: amount,
    min: amount,
    max: amount,
    scale: positive,
    levels: z.array(summaryLevel).min(1),
    originMs: amount.optional(),
    offsets: z.object({
      fileBytes: amount,
      start: numbers('summary offsets', false),
      end: numbers('summary offsets', false),
    }),
  });

  const seriesObject = z.object({
    id,
    diskId: id,
    measurementId: id.optional(),
    metric: z.enum(['bw', 'iops', 'lat', 'clat', 'slat']),
    direction: z.enum(['read', 'write', 'trim', 'total']),
    unit: z.enum(['B/s', 'IOPS', 'ns']),
    t: numbers('series times', false),
    v: numbers('series values', true),
    windowMs: amount.optional(),
    originMs: amount.optional(),
    summary: logSummary.optional(),
    provenance,
  });

  const sameLength = (s: { t: number[]; v: number[] }) => s.t.length === s.v.length;
  const LENGTHS = 'series times and values differ in length';

  const seriesSchema = seriesObject.refine(sameLength, LENGTHS);

  /** An importer's measurement before it has ids (the disk it names is checked on its own). */
  const measurementDraftSchema = measurementSchema.omit({ id: true, diskId: true });

  /** An importer's series before it has ids. */
  const seriesDraftSchema = seriesObject
    .omit({ id: true, diskId: true, measurementId: true })
    .refine(sameLength, LENGTHS);

  const diskSchema = z.object({
    id,
    provider: text,
    type: text,
    size: z.object({ value: positive, unit: z.enum(['GB', 'GiB']) }).optional(),
    comparable: z.boolean(),
    label: text,
    identity: z.enum(['folder-name', 'metadata', 'fallback']),
    metadata: z.record(z.string(), z.string()),
    origin: text,
  });

  const issue = z.object({
    code: text,
    message: text,
    file: text,
    line: z.number().optional(),
    job: text.optional(),
    params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  });

  /** A report's fields as stored; `reportSchema` adds the rule that a skipped file says why. */
  const reportFields = z.object({
    file: text,
    bytes: amount,
    format: text,
    measurements: amount,
    series: amount,
    warnings: z.array(issue),
    error: issue.optional(),
    skipped: text.optional(),
  });

  const reportSchema = reportFields
    // A skipped file says why. Reports saved before reasons were required get one saying so.
    .transform(({ skipped, ...r }): FileReport =>
      r.format === 'skipped'
        ? { ...r, format: 'skipped', skipped: skipped || 'no reason recorded (saved by an older version)' }
        : r,
    );
  return {
    measurement: measurementSchema,
    series: seriesSchema,
    /** An importer's measurement before it has ids (the disk it names is checked on its own). */
    measurementDraft: measurementDraftSchema,
    /** An importer's series before it has ids. */
    seriesDraft: seriesDraftSchema,
    disk: diskSchema,
    /** A report's fields as stored; `report` adds the rule that a skipped file says why. */
    reportFields,
    report: reportSchema,
    workload,
    directionStats,
    latency,
  };
}

type Schemas = ReturnType<typeof build>;

/** The dataset's schemas, built once. */
export const modelSchemas: () => Schemas = once(build);

// Every field of the model is in the schema: a field added to types.ts and not here would be
// dropped from every dataset read back, so the build fails until it is added.
type Covers<Model, Schema> = Exclude<keyof Model, keyof Schema> extends never ? true : never;
const covered: [
  Covers<Measurement, z.infer<Schemas['measurement']>>,
  Covers<Workload, z.infer<Schemas['workload']>>,
  Covers<DirectionStats, z.infer<Schemas['directionStats']>>,
  Covers<LatencyStats, z.infer<Schemas['latency']>>,
  Covers<TimeSeries, z.infer<Schemas['series']>>,
  Covers<Disk, z.infer<Schemas['disk']>>,
  Covers<FileReport, z.infer<Schemas['report']>>,
] = [true, true, true, true, true, true, true];
void covered;

/** "workload.blockSize: Too small: expected number to be >0" — the first problems of a part. */
export function describeZodError(error: z.ZodError, max = 3): string {
  const parts = error.issues.slice(0, max).map((i) => {
    const path = i.path.map(String).join('.');
    const message =
      i.code === 'invalid_type' && /received undefined$/.test(i.message) ? 'missing' : i.message;
    return path ? `${path}: ${message}` : message;
  });
  if (error.issues.length > max) parts.push(`and ${error.issues.length - max} more`);
  return parts.join('; ');
}

/**
 * The same problems as codes a page can translate: `path=kind` joined by spaces
 * ("workload.blockSize=missing directions.read.iops=too-small"); kind is one of missing,
 * wrong-type, too-small, too-big, not-one-of, unknown-field, bad-format, invalid.
 */
export function zodIssueCodes(error: z.ZodError, max = 3): string {
  return error.issues
    .slice(0, max)
    .flatMap((i) => {
      const path = i.path.map(String).join('.') || '(top)';
      if (i.code === 'unrecognized_keys')
        return i.keys.map((k) => `${path === '(top)' ? k : `${path}.${k}`}=unknown-field`);
      const kind =
        i.code === 'invalid_type'
          ? /received undefined$/.test(i.message)
            ? 'missing'
            : 'wrong-type'
          : i.code === 'too_small'
            ? 'too-small'
            : i.code === 'too_big'
              ? 'too-big'
              : i.code === 'invalid_value'
                ? 'not-one-of'
                : i.code === 'invalid_format'
                  ? 'bad-format'
                  : 'invalid';
      return [`${path}=${kind}`];
    })
    .join(' ');
}
