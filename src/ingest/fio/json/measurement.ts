// A JobReading (one fio job, or numjobs clones summed) → a MeasurementDraft: workload, directions,
// totals, status. Reference: docs/fio-formats.md §1.6, §1.7 and gotchas 6, 7, 9.
import type { DirectionStats, LatencyStats, Measurement, Workload } from '../../../model/types';
import type { Assumptions } from '../common';
import {
  markNameFacts,
  applyFioDefaults,
  completeWorkload,
  inferBlockSize,
  statesSizeMix,
  unknownBlockSizeNote,
  workloadFromName,
  workloadFromOptions,
  workloadOf,
} from '../common';
import { describeErrno } from '../errno';
import type { JobReading, Warn } from './job';
import { ioWeight } from './job';
import { combineLatency, finiteLatency } from './latency';
import type { MeasurementDraft } from '../../types';

export interface DocumentContext {
  file: string;
  toolVersion?: string;
  /** ISO 8601 UTC time the report was written (end of the run). */
  time?: string;
  /** Add the client host to the job label (client/server output with several servers). */
  labelHosts: boolean;
  /** Position of the run in a file of several appended runs. */
  run?: { index: number; count: number };
}

/**
 * Workload figures measured from the I/O itself, for files whose options and job name say nothing.
 * `meanIoSize`: bytes / I/Os, kept for the warning when it is no block size.
 */
function measuredWorkload(r: JobReading): Partial<Workload> & { meanIoSize?: number } {
  const dirs = Object.entries(r.directions) as [string, DirectionStats][];
  const parts = dirs.length > 0 ? dirs : r.mixed ? [['mixed', r.mixed] as [string, DirectionStats]] : [];
  const ios = parts.reduce((s, [, d]) => s + ioWeight(d), 0);
  if (ios <= 0) return {};
  const out: Partial<Workload> & { meanIoSize?: number } = {};
  if (dirs.length > 0) {
    const reads = r.directions.read ? ioWeight(r.directions.read) : 0;
    const readPct = Math.round((1000 * reads) / ios) / 10;
    if (readPct >= 0 && readPct <= 100) out.readPct = readPct;
    if (dirs.length === 1 && r.directions.trim) out.trim = true;
  }
  const bytes = parts.reduce((s, [, d]) => s + (d.ioBytes ?? 0), 0);
  // A size fio runs (a multiple of 512; fio ≤ 2.20 counted KiB, so 1 KiB of slack a direction per
  // job). Otherwise the mean I/O size stands in only where the options state a mix of sizes
  // (bsrange, bssplit); with nothing stated, the block size is unknown.
  const blockSize = inferBlockSize(bytes, ios, 1024 * parts.length * r.members);
  const mean = Math.round(bytes / ios);
  if (blockSize !== undefined) out.blockSize = blockSize;
  else if (mean > 0 && Number.isFinite(mean)) {
    out.meanIoSize = mean;
    if (statesSizeMix(r.options)) out.blockSize = mean;
  }
  return out;
}

const NOMINAL_FIELDS = ['pattern', 'readPct', 'blockSize'] as const;

function buildWorkload(r: JobReading, warn: Warn, assumed: Assumptions): Workload | undefined {
  const w = statedOrMeasured(r, warn, assumed);
  if (!w) return undefined;
  const asked = w.queueDepth;
  if (!r.hasOptions) {
    // No `job options` at all (a tool rewrote the file): what the job set is unknown, so fio's
    // defaults cannot be assumed.
    warn('no-options', 'the job has no "job options": queue depth and job count unknown', {});
    return w;
  }
  if (w.queueDepth === undefined && r.depth1Pct !== undefined && r.depth1Pct < 99.95) {
    warn(
      'queue-depth',
      `iodepth not set, yet only ${r.depth1Pct}% of I/Os ran at depth 1 (iodepth_level): queue depth unknown`,
      { form: 'unknown', pct: r.depth1Pct },
    );
    return applyFioDefaults(w, assumed, true);
  }
  const out = applyFioDefaults(w, assumed);
  if (r.numjobsFrom && r.members <= 1 && out.jobs === Number(r.options.numjobs)) assumed.jobs = r.numjobsFrom;
  if (asked !== undefined && out.queueDepth !== asked)
    warn(
      'queue-depth',
      `ioengine=${out.ioengine ?? '?'} is synchronous: queue depth 1 whatever iodepth=${asked} says`,
      { form: 'sync-engine', engine: out.ioengine ?? '?', depth: asked },
    );
  return out;
}

function statedOrMeasured(r: JobReading, warn: Warn, how: Assumptions): Workload | undefined {
  const fromOptions = workloadFromOptions(r.options);
  const fromName = workloadFromName(r.name);
  const overrides: Partial<Workload> = {};
  if (r.members > 1) overrides.jobs = r.members;
  const askedDepth = fromOptions.queueDepth ?? fromName.queueDepth;
  // A sync engine caps the depth at 1 whatever iodepth says; fio's iodepth_level shows what ran.
  if (askedDepth !== undefined && askedDepth > 1 && r.depth1Pct !== undefined && r.depth1Pct >= 99.95) {
    overrides.queueDepth = 1;
    warn(
      'queue-depth',
      `iodepth=${askedDepth} was asked, but every I/O ran at depth 1 (iodepth_level); queue depth set to 1`,
      { form: 'depth-one', depth: askedDepth },
    );
  }
  const stated = [overrides, fromOptions, fromName];
  const nominal = completeWorkload(...stated);
  if (nominal) {
    markNameFacts(nominal, fromName, [overrides, fromOptions], how);
    return nominal;
  }
  const measured = measuredWorkload(r);
  const missing = NOMINAL_FIELDS.filter((k) => stated.every((p) => p[k] === undefined));
  const fromMeasure = missing.filter((k) => measured[k] !== undefined);
  const assumed: Partial<Workload> = missing.includes('pattern') ? { pattern: 'random' } : {};
  const { meanIoSize, ...measuredFields } = measured;
  // The block size may stay unknown, but only for a job that moved I/O (it has figures to show).
  const workload = workloadOf(...stated, measuredFields, assumed);
  if (!workload || (workload.blockSize === undefined && meanIoSize === undefined)) {
    warn(
      'no-workload',
      `no ${missing.join(', ')} in the options or job name, and no I/O to measure it from; job skipped`,
      { missing: missing.join(', ') },
    );
    return undefined;
  }
  for (const k of fromMeasure) how[k] = 'inferred';
  markNameFacts(workload, fromName, [overrides, fromOptions], how);
  const notes = fromMeasure.map((k) =>
    k === 'blockSize' && workload.blockSize !== undefined && workload.blockSize % 512 !== 0
      ? `blockSize: bytes / I/Os = ${workload.blockSize} B is no single block size (the options set a range or split of sizes); the mean I/O size is shown`
      : `${k} ${String(workload[k])} measured from the I/O`,
  );
  if (workload.blockSize === undefined && meanIoSize !== undefined)
    notes.push(unknownBlockSizeNote(meanIoSize));
  if (assumed.pattern) notes.push('pattern unknown, assumed random');
  // For the translated text: the fields measured, field=value, and whether the pattern was assumed.
  const measuredList = fromMeasure.map((k) => `${k}=${String(workload[k])}`);
  if (workload.blockSize === undefined && meanIoSize !== undefined)
    measuredList.push(`bytes/IOs=${meanIoSize}`);
  warn('workload-guessed', `no ${missing.join(', ')} in the options or job name: ${notes.join('; ')}`, {
    form: assumed.pattern ? 'random' : 'measured',
    missing: missing.join(', '),
    measured: measuredList.join(', ') || '—',
  });
  return workload;
}

function errorText(r: JobReading): string {
  const parts = [`fio ${describeErrno(r.error)}`];
  if (r.totalErr !== undefined)
    parts.push(`continue_on_error: total_err ${r.totalErr}, first_error ${r.firstError ?? '?'}`);
  return parts.join('; ');
}

function totals(r: JobReading): Measurement['total'] {
  const dirs = Object.values(r.directions).filter((d): d is DirectionStats => d !== undefined);
  const total: Measurement['total'] = {};
  const rateSource = dirs.length > 0 ? dirs : r.mixed ? [r.mixed] : [];
  if (rateSource.length > 0) {
    total.iops = rateSource.reduce((s, d) => s + d.iops, 0);
    total.bw = rateSource.reduce((s, d) => s + d.bw, 0);
  }
  if (r.mixed?.lat) {
    total.lat = r.mixed.lat;
    total.latMethod = 'mixed';
  } else if (dirs.length === 1 && dirs[0]?.lat) {
    total.lat = dirs[0].lat;
    total.latMethod = 'single-direction';
  } else if (dirs.length > 1 && dirs.every((d) => d.lat)) {
    const lat = combineLatency(dirs.map((d) => ({ lat: d.lat as LatencyStats, weight: ioWeight(d) })));
    if (lat) {
      total.lat = lat;
      total.latMethod = 'io-weighted';
    }
  }
  return total;
}

const finite = (v: number | undefined) => v === undefined || Number.isFinite(v);
const intact = (l: LatencyStats | undefined) => l === undefined || finiteLatency(l) === l;

/** Drops numbers a damaged file made infinite, so nothing non-finite reaches a chart. */
function finiteDirection(s: DirectionStats | undefined): DirectionStats | undefined {
  if (!s || !Number.isFinite(s.iops) || !Number.isFinite(s.bw)) return undefined;
  // The usual case, all finite: the object itself. Copying every direction and latency object
  // took 6 % of the fixtures' import time in a CPU profile.
  // Written out, not as `[…].every(…)`: two arrays and two closures per direction add up over
  // tens of thousands of jobs.
  if (
    finite(s.ioBytes) &&
    finite(s.totalIos) &&
    finite(s.runtime) &&
    intact(s.lat) &&
    intact(s.clat) &&
    intact(s.slat)
  )
    return s;
  const out: DirectionStats = { iops: s.iops, bw: s.bw };
  for (const k of ['ioBytes', 'totalIos', 'runtime'] as const) {
    const v = s[k];
    if (v !== undefined && Number.isFinite(v)) out[k] = v;
  }
  for (const k of ['lat', 'clat', 'slat'] as const) {
    const l = finiteLatency(s[k]);
    if (l) out[k] = l;
  }
  return out;
}

function finiteOnly(draft: MeasurementDraft, warn: Warn): void {
  for (const d of Object.keys(draft.directions) as (keyof typeof draft.directions)[]) {
    const s = finiteDirection(draft.directions[d]);
    if (s) draft.directions[d] = s;
    else {
      delete draft.directions[d];
      warn('not-finite', `${d}: iops or bandwidth is not a finite number; direction dropped`, {
        direction: d,
      });
    }
  }
  const t = draft.total;
  if (t.iops !== undefined && !Number.isFinite(t.iops)) delete t.iops;
  if (t.bw !== undefined && !Number.isFinite(t.bw)) delete t.bw;
  const lat = finiteLatency(t.lat);
  if (lat) t.lat = lat;
  else {
    delete t.lat;
    delete t.latMethod;
  }
  if (draft.sync) {
    const syncLat = finiteLatency(draft.sync.lat);
    draft.sync = Number.isFinite(draft.sync.calls) ? { calls: draft.sync.calls } : undefined;
    if (draft.sync && syncLat) draft.sync.lat = syncLat;
    if (!draft.sync) delete draft.sync;
  }
}

/**
 * Per-direction figures and totals of a job that ran, with anything a damaged file made non-finite
 * dropped. Shared with the PTS importer, whose rounds are fio jobs too.
 */
export function jobFigures(r: JobReading, warn: Warn): Pick<MeasurementDraft, 'directions' | 'total'> {
  const draft = { directions: { ...r.directions }, total: totals(r) } as MeasurementDraft;
  finiteOnly(draft, warn);
  return { directions: draft.directions, total: draft.total };
}

/** Bytes moved in any direction: a job that failed after doing I/O still has figures to keep. */
function didIo(r: JobReading): boolean {
  return [...Object.values(r.directions), r.mixed].some((d) => d !== undefined && (d.ioBytes ?? 0) > 0);
}

export function toMeasurement(r: JobReading, ctx: DocumentContext, warn: Warn): MeasurementDraft | undefined {
  if (r.error !== 0 && !didIo(r)) {
    // fio still prints zeroed stats for a job that failed at once; they are not measurements (gotcha 6).
    warn('job-failed', `job "${r.name}" failed with ${errorText(r)} before doing any I/O; no figures`, {
      job: r.name,
      error: errorText(r),
    });
    return undefined;
  }
  const assumed: Assumptions = {};
  const workload = buildWorkload(r, warn, assumed);
  if (!workload) return undefined;
  const job = ctx.labelHosts && r.host ? `${r.name} @ ${r.host}` : r.name;
  const draft: MeasurementDraft = {
    test: 'fio',
    role: 'result',
    workload,
    directions: {},
    total: {},
    status: 'ok',
    provenance: { file: ctx.file, job, tool: 'fio', format: 'fio-json' },
  };
  if (ctx.toolVersion) draft.provenance.toolVersion = ctx.toolVersion;
  if (ctx.run) draft.provenance.run = ctx.run;
  if (Object.keys(assumed).length > 0) draft.provenance.assumed = assumed;
  if (ctx.time) draft.time = ctx.time;
  if (r.started) draft.started = r.started;
  if (r.error !== 0) {
    draft.error = `ended with ${errorText(r)}`;
    warn('ended-with-error', `job "${r.name}" ${draft.error} after doing I/O; its figures are kept`, {
      job: r.name,
      error: errorText(r),
    });
  }
  draft.directions = { ...r.directions };
  draft.total = totals(r);
  if (r.sync) draft.sync = r.sync;
  finiteOnly(draft, warn);
  if (r.mixed && Object.keys(r.directions).length === 0) {
    warn(
      'unified-mixed',
      'unified_rw_reporting=mixed: fio reported all directions together, so only totals are known',
      {},
    );
  }
  if (Object.keys(draft.directions).length === 0 && !r.mixed) {
    warn('no-io', `job "${r.name}" reports no I/O in any direction; skipped`, { job: r.name });
    return undefined;
  }
  return draft;
}
