// Repeated text of a dataset read from JSON, held once. JSON.parse makes a new string of every
// value longer than a few characters, so the file name, the disk id, the report time, the job's
// file path and words like `single-direction` are a string of their own in each of 100,000
// measurements: ~0.6 M of the ~3.9 M objects of a 100,000-job upload read back on a reload, all of
// which the garbage collector marks in its pause. Sharing them with the measurement before (the jobs
// of one file come in a row) changes no value, only which equal string a field points to.
// Measured: the 100,000 measurements of the bench's many-jobs upload, parsed from their parts in
// Node, hold 115.0 MB of heap instead of 133.2 MB, for 33–69 ms more than the ~0.9 s parse; a
// reloaded 20,000-job upload's heap snapshot in Chromium has 1.18 M nodes instead of 1.30 M.

import { isPlain } from './draft-check';
import type { Measurement, Provenance, Workload } from './types';

// The parts of a saved upload are shared before they are checked, so nothing here trusts their
// shape. Fields are named one by one: read by a key held in a variable (`a[k]`), the same work took
// 4–5 µs a measurement, ~0.45 s for 100,000 in Node.
const fields = (v: unknown) => (isPlain(v) ? v : undefined);

/** `a` and `b` are the same text. */
const same = (a: unknown, b: unknown): b is string => typeof a === 'string' && a === b;

/** Every own text value of `to` that `from` holds under the same key (fio options, assumptions). */
function shareRecord(to: unknown, from: unknown): void {
  const a = fields(to);
  const b = fields(from);
  if (!a || !b) return;
  for (const k in a) if (Object.hasOwn(a, k) && Object.hasOwn(b, k) && same(a[k], b[k])) a[k] = b[k];
}

/** Points `m`'s text at `prev`'s equal text (a measurement read just before it). */
export function shareTextWith(m: unknown, prev: unknown): void {
  const a = fields(m) as Partial<Measurement> | undefined;
  const b = fields(prev) as Partial<Measurement> | undefined;
  if (!a || !b) return;
  if (same(a.diskId, b.diskId)) a.diskId = b.diskId;
  if (same(a.time, b.time)) a.time = b.time;
  if (same(a.started, b.started)) a.started = b.started;
  if (same(a.error, b.error)) a.error = b.error;
  const aw = fields(a.workload) as Partial<Workload> | undefined;
  const bw = fields(b.workload) as Partial<Workload> | undefined;
  if (aw && bw) {
    if (same(aw.rw, bw.rw)) aw.rw = bw.rw;
    if (same(aw.ioengine, bw.ioengine)) aw.ioengine = bw.ioengine;
    shareRecord(aw.options, bw.options);
  }
  const ap = fields(a.provenance) as Partial<Provenance> | undefined;
  const bp = fields(b.provenance) as Partial<Provenance> | undefined;
  if (ap && bp) {
    if (same(ap.file, bp.file)) ap.file = bp.file;
    if (same(ap.job, bp.job)) ap.job = bp.job;
    if (same(ap.toolVersion, bp.toolVersion)) ap.toolVersion = bp.toolVersion;
    if (same(ap.format, bp.format)) ap.format = bp.format;
    if (same(ap.damage, bp.damage)) ap.damage = bp.damage;
    shareRecord(ap.assumed, bp.assumed);
  }
  const at = fields(a.total) as Partial<Measurement['total']> | undefined;
  const bt = fields(b.total) as Partial<Measurement['total']> | undefined;
  if (at && bt && same(at.latMethod, bt.latMethod)) at.latMethod = bt.latMethod;
}
