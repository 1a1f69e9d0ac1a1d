// Which JSON documents of one file belong to the same fio run. A file holds several documents in
// two cases that look alike: `--status-interval` prints cumulative snapshots of ONE run (the last
// is the result), and people append separate runs with `>>` (each is a result of its own, and must
// never be merged with another). The jobs and options alone cannot tell them apart — a loop may
// rerun the very same job — so a document continues the previous one only when it has the same
// jobs and options AND was written by the same, still running fio: its I/O counters did not go
// down, and its jobs' runtime grew by about the wall time between the two reports. A rerun starts
// its runtime from zero, so it ends about as long as the previous one while a whole run's time
// lies between the two reports.
import type { JsonDocument } from './documents';
import { isObject, num } from './latency';
import type { Json, JsonObject } from './parse';

function jobsOf(doc: JsonDocument): JsonObject[] {
  if (!isObject(doc.value)) return [];
  const jobs = doc.value.jobs ?? doc.value.client_stats;
  return Array.isArray(jobs) ? jobs.filter(isObject) : [];
}

function signature(doc: JsonDocument): string {
  const top = doc.value as JsonObject;
  const jobs = jobsOf(doc).map((j) => [j.jobname, j.groupid, j.hostname ?? '', j['job options'] ?? {}]);
  return JSON.stringify([top['fio version'], top['global options'] ?? {}, jobs]);
}

/** Report time in ms (end of the report), from timestamp_ms or timestamp. */
function reportMs(doc: JsonDocument): number | undefined {
  const top = doc.value as JsonObject;
  const ms = num(top.timestamp_ms);
  if (ms !== undefined) return ms;
  const s = num(top.timestamp);
  return s === undefined ? undefined : s * 1000;
}

function maxOf(jobs: JsonObject[], get: (j: JsonObject) => number | undefined): number | undefined {
  const vs = jobs.map(get);
  return vs.every((v) => v !== undefined) && vs.length > 0 ? Math.max(...(vs as number[])) : undefined;
}

function ios(j: JsonObject): number {
  let n = 0;
  for (const d of ['read', 'write', 'trim', 'mixed']) {
    const s: Json | undefined = j[d];
    if (isObject(s)) n += num(s.total_ios) ?? 0;
  }
  return n;
}

/** The job's longest direction runtime (ms): wall time it ran, also under group_reporting. */
function runtimeMs(j: JsonObject): number | undefined {
  let best: number | undefined;
  for (const d of ['read', 'write', 'trim', 'mixed']) {
    const s: Json | undefined = j[d];
    const r = isObject(s) ? num(s.runtime) : undefined;
    if (r !== undefined) best = Math.max(best ?? 0, r);
  }
  return best;
}

/** True when `b` is a later status report of the run that wrote `a`. */
export function continuesRun(a: JsonDocument, b: JsonDocument): boolean {
  if (signature(a) !== signature(b)) return false;
  const ja = jobsOf(a);
  const jb = jobsOf(b);
  if (jb.some((j, i) => ios(j) < ios(ja[i] ?? {}))) return false;
  const ta = reportMs(a);
  const tb = reportMs(b);
  const ra = maxOf(ja, runtimeMs);
  const rb = maxOf(jb, runtimeMs);
  if (ra !== undefined && rb !== undefined && ta !== undefined && tb !== undefined) {
    const wall = tb - ta;
    return rb >= ra && Math.abs(rb - ra - wall) <= 0.25 * wall + 300;
  }
  const ea = maxOf(ja, (j) => num(j.elapsed));
  const eb = maxOf(jb, (j) => num(j.elapsed));
  if (ea !== undefined && eb !== undefined && ta !== undefined && tb !== undefined) {
    // `elapsed` is whole seconds rounded up, hence the one second of slack.
    return eb >= ea && tb - ta < (eb - ea + 1) * 1000;
  }
  // Old fio without elapsed or timestamps: only an interim report (eta still running) is continued.
  return ja.some((j) => (num(j.eta) ?? 0) > 0);
}

/** Groups documents into runs, in file order. */
export function groupRuns(docs: JsonDocument[]): JsonDocument[][] {
  const runs: JsonDocument[][] = [];
  for (const d of docs) {
    const last = runs[runs.length - 1];
    const prev = last?.[last.length - 1];
    if (last && prev && continuesRun(prev, d)) last.push(d);
    else runs.push([d]);
  }
  return runs;
}
