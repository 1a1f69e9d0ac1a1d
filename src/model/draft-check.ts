// A quick yes to "does this importer's measurement fit the draft schema (schema.ts
// `modelSchemas().measurementDraft`)?" for the common case, without zod: zod builds a checked copy
// of every record (~10 % of a large zip import went to it, most of it allocation and garbage
// collection). One-sided on purpose: true only when every field the schema checks is plainly
// right; anything else — a missing field, an odd object, a refused value — answers false, and the
// caller asks zod, whose answer (and message) stands. So what is refused never changes;
// tests/unit/model/draft-check.test.ts holds this against zod for every field of the schema.
import { PERCENTILE_KEY } from './percentiles';

export type Fields = Record<string, unknown>;

/** A plain object (zod accepts other objects too; those go to zod). */
export function isPlain(v: unknown): v is Fields {
  return typeof v === 'object' && v !== null && Object.getPrototypeOf(v) === Object.prototype;
}

export const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
export const isAmount = (v: unknown) => isNumber(v) && v >= 0;
export const isPositive = (v: unknown) => isNumber(v) && v > 0;
export const isText = (v: unknown) => typeof v === 'string';
export const isFilled = (v: unknown) => typeof v === 'string' && v.length > 0;
/** A record of strings (fio options as typed). */
export function isTextRecord(v: unknown): boolean {
  if (!isPlain(v)) return false;
  for (const key of Object.keys(v)) if (typeof v[key] !== 'string') return false;
  return true;
}
const isCount = (v: unknown) => Number.isSafeInteger(v) && (v as number) >= 0;
export const optional = (v: unknown, ok: (v: unknown) => boolean) => v === undefined || ok(v);
export const oneOf = (values: readonly string[]) => {
  const set = new Set(values);
  return (v: unknown) => typeof v === 'string' && set.has(v);
};

const isTest = oneOf(['fio', 'iops', 'throughput', 'latency', 'wsat', 'hir', 'iozone', 'ioping']);
const isRole = oneOf(['result', 'round']);
const isStatus = oneOf(['ok', 'failed']);
const isPattern = oneOf(['random', 'sequential']);
const isLatMethod = oneOf(['mixed', 'io-weighted', 'unweighted-mean', 'single-direction']);
const isTool = oneOf(['fio', 'pts', 'csv', 'iozone', 'ioping']);
const isAssumedKey = oneOf(['blockSize', 'queueDepth', 'jobs', 'readPct', 'pattern', 'rw']);
const isAssumedHow = oneOf(['fio default', 'inferred', 'command line', 'job name']);
const isPhase = oneOf(['wipc', 'wdpc', 'wait', 'baseline']);

function isAmounts(v: unknown): boolean {
  if (!Array.isArray(v)) return false;
  for (let i = 0; i < v.length; i++) if (!isAmount(v[i])) return false;
  return true;
}

/**
 * Keys already seen to be well-formed. Importers write the same ~20 keys in every latency summary
 * (~550,000 look-ups in the bench archive's import), and a set look-up is cheaper than the regex;
 * bounded, so a damaged file's odd keys cannot grow it without end.
 */
const goodPercentileKeys = new Set<string>();

function isPercentileKey(key: string): boolean {
  if (goodPercentileKeys.has(key)) return true;
  if (!PERCENTILE_KEY.test(key)) return false;
  if (goodPercentileKeys.size < 1000) goodPercentileKeys.add(key);
  return true;
}

function isLatency(v: unknown): boolean {
  if (!isPlain(v)) return false;
  if (!isAmount(v.mean) || !optional(v.min, isAmount) || !optional(v.max, isAmount)) return false;
  if (!optional(v.stddev, isAmount) || !optional(v.samples, isAmount)) return false;
  const p = v.percentiles;
  if (p !== undefined) {
    if (!isPlain(p)) return false;
    for (const key in p) if (!isPercentileKey(key) || !isAmount(p[key])) return false;
  }
  const h = v.histogram;
  if (h !== undefined) {
    if (!isPlain(h) || !isAmounts(h.binsNs) || !isAmounts(h.counts)) return false;
    if ((h.binsNs as unknown[]).length !== (h.counts as unknown[]).length) return false;
  }
  return true;
}

function isDirection(v: unknown): boolean {
  return (
    isPlain(v) &&
    isAmount(v.iops) &&
    isAmount(v.bw) &&
    optional(v.ioBytes, isAmount) &&
    optional(v.totalIos, isAmount) &&
    optional(v.runtime, isAmount) &&
    optional(v.lat, isLatency) &&
    optional(v.clat, isLatency) &&
    optional(v.slat, isLatency)
  );
}

function isWorkload(v: unknown): boolean {
  return (
    isPlain(v) &&
    isPattern(v.pattern) &&
    isNumber(v.readPct) &&
    v.readPct >= 0 &&
    v.readPct <= 100 &&
    optional(v.blockSize, isPositive) &&
    optional(v.queueDepth, isPositive) &&
    optional(v.jobs, isPositive) &&
    optional(v.rw, isText) &&
    optional(v.ioengine, isText) &&
    optional(v.trim, (t) => typeof t === 'boolean') &&
    optional(v.fileSize, isPositive) &&
    optional(v.direct, (t) => typeof t === 'boolean') &&
    optional(v.options, isTextRecord)
  );
}

function isRun(v: unknown): boolean {
  return (
    isPlain(v) &&
    Number.isSafeInteger(v.index) &&
    Number.isSafeInteger(v.count) &&
    (v.index as number) > 0 &&
    (v.count as number) > 0 &&
    (v.index as number) <= (v.count as number)
  );
}

function isAssumed(v: unknown): boolean {
  if (!isPlain(v)) return false;
  for (const key of Object.keys(v)) if (!isAssumedKey(key) || !isAssumedHow(v[key])) return false;
  return true;
}

function isProvenance(v: unknown): boolean {
  return (
    isPlain(v) &&
    isFilled(v.file) &&
    optional(v.job, isText) &&
    optional(v.line, isCount) &&
    isTool(v.tool) &&
    optional(v.toolVersion, isText) &&
    isFilled(v.format) &&
    optional(v.run, isRun) &&
    optional(v.assumed, isAssumed) &&
    optional(v.damage, isText)
  );
}

function isTotal(v: unknown): boolean {
  return (
    isPlain(v) &&
    optional(v.iops, isAmount) &&
    optional(v.bw, isAmount) &&
    optional(v.lat, isLatency) &&
    optional(v.latMethod, isLatMethod)
  );
}

function isClaimed(v: unknown): boolean {
  if (!Array.isArray(v)) return false;
  for (let i = 0; i < v.length; i++) {
    const c: unknown = v[i];
    if (!isPlain(c) || !isText(c.key) || !isNumber(c.value) || !isText(c.unit)) return false;
    if (!optional(c.note, isText)) return false;
  }
  return true;
}

function isPts(v: unknown): boolean {
  return (
    isPlain(v) &&
    isPhase(v.phase) &&
    isNumber(v.round) &&
    optional(v.interval, isNumber) &&
    optional(v.waitS, isAmount) &&
    typeof v.ssmw === 'boolean' &&
    optional(v.started, isText) &&
    optional(v.stopped, isText)
  );
}

/** True only when `m` surely fits the measurement draft schema; false means "ask zod". */
export function surelyValidMeasurementDraft(m: unknown): boolean {
  if (!isPlain(m)) return false;
  const d = m.directions;
  return (
    isTest(m.test) &&
    isRole(m.role) &&
    isWorkload(m.workload) &&
    isPlain(d) &&
    optional(d.read, isDirection) &&
    optional(d.write, isDirection) &&
    optional(d.trim, isDirection) &&
    isTotal(m.total) &&
    optional(m.sync, (s) => isPlain(s) && isAmount(s.calls) && optional(s.lat, isLatency)) &&
    isStatus(m.status) &&
    optional(m.error, isText) &&
    optional(m.claimed, isClaimed) &&
    optional(m.pts, isPts) &&
    optional(m.time, isText) &&
    optional(m.duplicateOf, isFilled) &&
    optional(m.started, isText) &&
    isProvenance(m.provenance)
  );
}
