// One entry of fio's `jobs[]` (or `client_stats[]`) → a JobReading: per-direction figures in base
// units, the `mixed` block, fsync calls, the error and the options. Reference: docs/fio-formats.md §1.2,
// §1.3, §1.5, §1.7 and gotchas 6–8.
import type { Direction, DirectionStats, LatencyStats } from '../../../model/types';
import { DIRECTIONS } from '../../../model/types';
import type { Json, JsonObject } from './parse';
import type { LatencyKind, LatencyUnits } from './latency';
import { amount, isObject, latencyObject, num, readLatency } from './latency';
import { readVolume } from './units';

export interface SyncStats {
  calls: number;
  lat?: LatencyStats;
}

export interface JobReading {
  /** Index in the document's job array (the only unique key: clones share their name). */
  index: number;
  name: string;
  groupid: number;
  host?: string;
  /** errno of the first error; 0 when the job ran. */
  error: number;
  totalErr?: number;
  firstError?: number;
  /** Directions that moved data (total_ios > 0), in base units. */
  directions: Partial<Record<Direction, DirectionStats>>;
  /** `unified_rw_reporting`: reads and writes together. */
  mixed?: DirectionStats;
  sync?: SyncStats;
  /** `job options` alone (for grouping clones) and merged over `global options` (for the workload). */
  jobOptions: Record<string, string>;
  options: Record<string, string>;
  /** The entry has a `job options` object (tools that rewrite fio JSON sometimes drop it). */
  hasOptions: boolean;
  /** Percent of I/Os issued at depth 1 (`iodepth_level."1"`). */
  depth1Pct?: number;
  /** How many job entries were summed into this reading (numjobs clones). */
  members: number;
  /** When the job started (ISO 8601 UTC), from `job_start` (Unix ms, fio ≥ 3.35), when printed. */
  started?: string;
  /** Where `options.numjobs` came from when neither the job's nor the global options set it. */
  numjobsFrom?: 'command line';
}

/** `params`: the figures and names of the message, for the page's translated text. */
export type Warn = (code: string, message: string, params?: Record<string, string | number>) => void;

const LATENCY_KINDS: LatencyKind[] = ['lat', 'clat', 'slat'];

export function stringMap(v: Json | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  if (!isObject(v)) return out;
  for (const [k, val] of Object.entries(v)) {
    if (typeof val === 'string') out[k] = val;
    else if (typeof val === 'number' || typeof val === 'boolean') out[k] = String(val);
  }
  return out;
}

/** A direction moved data if fio counted I/Os for it (or, before total_ios existed, bytes or time). */
function isActive(dir: JsonObject): boolean {
  const ios = amount(dir.total_ios);
  if (ios !== undefined) return ios > 0;
  return (amount(dir.io_kbytes) ?? amount(dir.io_bytes) ?? 0) > 0 || (amount(dir.runtime) ?? 0) > 0;
}

function readDirection(dir: JsonObject, units: LatencyUnits, warn: Warn, label: string): DirectionStats {
  const volume = readVolume(dir);
  if (volume.problem)
    warn('bw-units', `${label}: ${volume.problem}`, { direction: label, ...volume.problemParams });
  const ios = amount(dir.total_ios);
  const runtimeMs = amount(dir.runtime);
  // fio computes iops = 1000 · total_ios / runtime_ms; redo it when `iops` was a `nan`.
  const iops = amount(dir.iops) ?? (ios !== undefined && runtimeMs ? (1000 * ios) / runtimeMs : undefined);
  if (iops === undefined || volume.bw === undefined)
    warn('missing-rate', `${label}: no usable iops or bandwidth; read as 0`, { direction: label });
  const stats: DirectionStats = { iops: iops ?? 0, bw: volume.bw ?? 0 };
  if (volume.ioBytes !== undefined) stats.ioBytes = volume.ioBytes;
  if (ios !== undefined) stats.totalIos = ios;
  if (runtimeMs !== undefined) stats.runtime = runtimeMs / 1000;
  for (const kind of LATENCY_KINDS) {
    const found = latencyObject(dir, kind, units);
    if (!found) continue;
    const lat = readLatency(found.obj, found.scale, (m) =>
      warn('histogram', `${label}.${kind}: ${m}`, { where: `${label}.${kind}` }),
    );
    if (lat) stats[kind] = lat;
  }
  return stats;
}

function readSync(sync: JsonObject, units: LatencyUnits, warn: Warn): SyncStats | undefined {
  const calls = amount(sync.total_ios);
  if (!calls) return undefined;
  const out: SyncStats = { calls };
  const found = latencyObject(sync, 'lat', units);
  const lat =
    found &&
    readLatency(found.obj, found.scale, (m) => warn('histogram', `sync.lat: ${m}`, { where: 'sync.lat' }));
  if (lat) out.lat = lat;
  return out;
}

export function readJob(
  entry: JsonObject,
  index: number,
  globalOptions: Record<string, string>,
  units: LatencyUnits,
  warn: Warn,
): JobReading {
  const jobOptions = stringMap(entry['job options']);
  const name = typeof entry.jobname === 'string' && entry.jobname !== '' ? entry.jobname : `job ${index + 1}`;
  const reading: JobReading = {
    index,
    name,
    groupid: num(entry.groupid) ?? 0,
    error: num(entry.error) ?? 0,
    directions: {},
    jobOptions,
    options: { ...globalOptions, ...jobOptions },
    hasOptions: isObject(entry['job options']),
    members: 1,
  };
  if (typeof entry.hostname === 'string') reading.host = entry.hostname;
  const started = startTime(num(entry.job_start));
  if (started) reading.started = started;
  const totalErr = num(entry.total_err);
  const firstError = num(entry.first_error);
  if (totalErr !== undefined) reading.totalErr = totalErr;
  if (firstError !== undefined) reading.firstError = firstError;
  for (const d of DIRECTIONS) {
    const dir = entry[d];
    if (isObject(dir) && isActive(dir)) reading.directions[d] = readDirection(dir, units, warn, d);
  }
  if (isObject(entry.mixed) && isActive(entry.mixed))
    reading.mixed = readDirection(entry.mixed, units, warn, 'mixed');
  if (isObject(entry.sync)) {
    const sync = readSync(entry.sync, units, warn);
    if (sync) reading.sync = sync;
  }
  if (isObject(entry.iodepth_level)) {
    const depth1 = num(entry.iodepth_level['1']);
    if (depth1 !== undefined) reading.depth1Pct = depth1;
  }
  return reading;
}

/** `job_start` is Unix ms; 0 (or a value before 2000) means fio did not record one. */
function startTime(ms: number | undefined): string | undefined {
  if (ms === undefined || !(ms > 946684800000) || ms > 8.64e15) return undefined;
  return new Date(ms).toISOString();
}

/** The I/O count a direction's latency stands for: total_ios, else the sample count, else iops × runtime. */
export function ioWeight(s: DirectionStats): number {
  return s.totalIos ?? s.lat?.samples ?? s.clat?.samples ?? s.iops * (s.runtime ?? 1);
}
