// A quick yes to "would the schema keep this part of an untrusted dataset exactly as it is?" for a
// disk, a measurement and a file report, without zod. On the page zod runs without its compiled
// parsers (the site's Content-Security-Policy forbids them): checking the 5,000 disks of a saved
// upload took ~1.3 s of a reload, and zod builds a copy of every part it checks. One-sided, like
// draft-check.ts: yes only when every field zod checks is plainly right and the part has no key zod
// would drop (so zod's copy would equal the part, which is then kept as it is); anything else
// answers no and zod decides, so what is refused, kept or named in a problem never changes.
// tests/unit/model/part-check.test.ts holds this against zod.
import {
  isAmount,
  isFilled,
  isNumber,
  isPlain,
  isPositive,
  isText,
  oneOf,
  optional,
  surelyValidMeasurementDraft,
  type Fields,
} from './draft-check';
import { once } from '../lib/once';
import { modelSchemas } from './schema';

/** The keys zod keeps of each object of the schema (schema.ts), taken from it; it drops any other. */
const keysOf = (schema: { shape: object }): ReadonlySet<string> => new Set(Object.keys(schema.shape));

/** The key sets, taken from the schemas at the first check (they are built then, not at load). */
function keySets() {
  const { measurement, disk, reportFields } = modelSchemas();
  const M = measurement.shape;
  // read, write and trim are one schema, and so are all the latencies.
  const direction = M.directions.shape.read.unwrap();
  const latency = direction.shape.lat.unwrap();
  return {
    MEASUREMENT: keysOf(measurement),
    WORKLOAD: keysOf(M.workload),
    DIRECTIONS: keysOf(M.directions),
    DIRECTION: keysOf(direction),
    LATENCY: keysOf(latency),
    HISTOGRAM: keysOf(latency.shape.histogram.unwrap()),
    TOTAL: keysOf(M.total),
    SYNC: keysOf(M.sync.unwrap()),
    CLAIM: keysOf(M.claimed.unwrap().element),
    PTS: keysOf(M.pts.unwrap()),
    RUN: keysOf(M.provenance.shape.run.unwrap()),
    DISK: keysOf(disk),
    SIZE: keysOf(disk.shape.size.unwrap()),
    REPORT: keysOf(reportFields),
    ISSUE: keysOf(reportFields.shape.warnings.element),
  };
}
const K = once(keySets);

/**
 * Every key of `v` is one of `allowed` and holds a value. A key set to undefined goes to zod too
 * (JSON has none; zod may write one differently), and so does `__proto__`, which zod's copy of a
 * record or loose object would not keep as a key.
 */
function onlyKnown(v: Fields, allowed: ReadonlySet<string> | 'any'): boolean {
  for (const k in v) {
    if (v[k] === undefined || k === '__proto__') return false;
    if (allowed !== 'any' && !allowed.has(k)) return false;
  }
  return true;
}

/** An index loop: `every` skips the holes of a sparse array, which zod checks as undefined. */
function everyItem(v: unknown, ok: (item: unknown) => boolean): boolean {
  if (!Array.isArray(v)) return false;
  for (let i = 0; i < v.length; i++) if (!ok(v[i])) return false;
  return true;
}

// The measurement's values are checked by surelyValidMeasurementDraft; these check only its keys,
// so they may take each object for what that check found it to be.
const latencyKeys = (l: unknown) =>
  l === undefined ||
  (onlyKnown(l as Fields, K().LATENCY) &&
    optional((l as Fields).histogram, (h) => onlyKnown(h as Fields, K().HISTOGRAM)));

const directionKeys = (d: unknown) =>
  d === undefined ||
  (onlyKnown(d as Fields, K().DIRECTION) &&
    latencyKeys((d as Fields).lat) &&
    latencyKeys((d as Fields).clat) &&
    latencyKeys((d as Fields).slat));

function measurementKeys(m: Fields): boolean {
  if (!onlyKnown(m, K().MEASUREMENT)) return false;
  const directions = m.directions as Fields;
  const total = m.total as Fields;
  const sync = m.sync as Fields | undefined;
  const provenance = m.provenance as Fields;
  return (
    onlyKnown(m.workload as Fields, K().WORKLOAD) &&
    // A record: zod keeps every key, but not `__proto__`, and its copy of undefined differs.
    optional((m.workload as Fields).options, (o) => onlyKnown(o as Fields, 'any')) &&
    onlyKnown(directions, K().DIRECTIONS) &&
    directionKeys(directions.read) &&
    directionKeys(directions.write) &&
    directionKeys(directions.trim) &&
    onlyKnown(total, K().TOTAL) &&
    latencyKeys(total.lat) &&
    (sync === undefined || (onlyKnown(sync, K().SYNC) && latencyKeys(sync.lat))) &&
    optional(m.claimed, (c) => everyItem(c, (x) => onlyKnown(x as Fields, K().CLAIM))) &&
    optional(m.pts, (p) => onlyKnown(p as Fields, K().PTS)) &&
    // Provenance is a loose object: zod keeps keys it does not know.
    onlyKnown(provenance, 'any') &&
    optional(provenance.run, (r) => onlyKnown(r as Fields, K().RUN))
  );
}

/** True only when zod would keep `m` as a measurement exactly as it is; false means "ask zod". */
export function surelyValidMeasurement(m: unknown): boolean {
  return (
    surelyValidMeasurementDraft(m) &&
    isFilled((m as Fields).id) &&
    isFilled((m as Fields).diskId) &&
    measurementKeys(m as Fields)
  );
}

const isIdentity = oneOf(['folder-name', 'metadata', 'fallback']);
const isSizeUnit = oneOf(['GB', 'GiB']);

function isTextRecord(v: unknown): boolean {
  if (!isPlain(v) || !onlyKnown(v, 'any')) return false;
  for (const k in v) if (typeof v[k] !== 'string') return false;
  return true;
}

/** True only when zod would keep `d` as a disk exactly as it is; false means "ask zod". */
export function surelyValidDisk(d: unknown): boolean {
  return (
    isPlain(d) &&
    onlyKnown(d, K().DISK) &&
    isFilled(d.id) &&
    isText(d.provider) &&
    isText(d.type) &&
    optional(
      d.size,
      (s) => isPlain(s) && onlyKnown(s, K().SIZE) && isPositive(s.value) && isSizeUnit(s.unit),
    ) &&
    typeof d.comparable === 'boolean' &&
    isText(d.label) &&
    isIdentity(d.identity) &&
    isTextRecord(d.metadata) &&
    isText(d.origin)
  );
}

const isIssue = (v: unknown) =>
  isPlain(v) &&
  onlyKnown(v, K().ISSUE) &&
  isText(v.code) &&
  isText(v.message) &&
  isText(v.file) &&
  optional(v.line, isNumber) &&
  optional(v.job, isText) &&
  optional(v.params, isParams);

/** Issue params: texts and finite numbers, keys zod keeps (no `__proto__`, nothing undefined). */
function isParams(v: unknown): boolean {
  if (!isPlain(v) || !onlyKnown(v, 'any')) return false;
  for (const k of Object.keys(v)) if (!(isText(v[k]) || isNumber(v[k]))) return false;
  return true;
}

/** True only when zod would keep `r` as a file report exactly as it is; false means "ask zod". */
export function surelyValidReport(r: unknown): boolean {
  return (
    isPlain(r) &&
    onlyKnown(r, K().REPORT) &&
    isText(r.file) &&
    isAmount(r.bytes) &&
    isText(r.format) &&
    isAmount(r.measurements) &&
    isAmount(r.series) &&
    everyItem(r.warnings, isIssue) &&
    optional(r.error, isIssue) &&
    // A skipped report names its reason; one that does not is zod's to mend, and only it.
    (r.format === 'skipped' ? isText(r.skipped) && r.skipped !== '' : r.skipped === undefined)
  );
}
