// Which runs are repeats of one another. Two keys:
// - the core key: what a chart's axes and facets name (test, pattern, read share, block size, queue
//   depth, jobs, trim, iozone file size). Runs that differ here are different workloads.
// - the variant fields: the rest of what defines a workload (fio rw=, ioengine, direct/buffered,
//   bssplit, size/offset, runtime/time_based, ramp_time, rate/rate_iops, thinktime, the target
//   (filename, directory), and the job's name without a trailing run index). Runs of one core
//   workload that differ here are variants: shown side by side, labelled by the field, never pooled.
// What names a run but does not change it (start time, pid, host, output and log file names,
// randseed, a trailing run index in the job name) is in neither key.
import type { Measurement } from '../../model/types';

/** Option keys that name a run rather than define its workload (never a variant). */
const RUN_NAMING_OPTIONS = new Set([
  'randseed',
  'output',
  'name',
  'hostname',
  'pid',
  'write_bw_log',
  'write_iops_log',
  'write_lat_log',
  'write_hist_log',
  'per_job_logs',
  'log_avg_msec',
  'status-interval',
]);

export function coreKey(m: Measurement): string {
  const w = m.workload;
  return [
    m.test,
    w.pattern,
    w.readPct,
    w.blockSize ?? '',
    w.queueDepth ?? '',
    w.jobs ?? '',
    w.trim ? 'trim' : '',
    w.fileSize ?? '',
  ].join('|');
}

/**
 * A job name without a trailing run index (`randread-2`, `seq_run3`, `job 4` → `randread`, `seq`,
 * `job`): the part that can tell two datasets apart when nothing else does.
 */
export function jobStem(job: string | undefined): string | undefined {
  if (job === undefined) return undefined;
  const stem = job.replace(/(?:[-_. ]?(?:run|rep|repeat|iter|pass)?[-_. ]?\d+)+$/i, '');
  return stem === '' ? job : stem;
}

/** The workload-defining fields beyond the core key, as `field → value` text, sorted by field. */
export function variantFields(m: Measurement): [string, string][] {
  const w = m.workload;
  const out: [string, string][] = [];
  if (w.rw !== undefined) out.push(['rw', w.rw]);
  if (w.ioengine !== undefined) out.push(['ioengine', w.ioengine]);
  if (w.direct !== undefined) out.push(['direct', w.direct ? '1' : '0']);
  for (const [k, v] of Object.entries(w.options ?? {})) if (!RUN_NAMING_OPTIONS.has(k)) out.push([k, v]);
  // Only a fio importer's job is a job name: a PTS result's names its cell (the core key says all
  // of it) and a re-imported long CSV's holds the original source cell.
  const fromFio = m.test === 'fio' && m.provenance.format.startsWith('fio-');
  const stem = fromFio ? jobStem(m.provenance.job) : undefined;
  if (stem !== undefined) out.push(['job', stem]);
  return out.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
}

/** The repeats key: runs with equal keys are repeats of one workload. */
export function repeatsKey(m: Measurement): string {
  return `${coreKey(m)}#${variantFields(m)
    .map(([k, v]) => `${k}=${v}`)
    .join('\u0001')}`;
}

/**
 * Labels for the variants of one core workload: each names only the fields in which the variants
 * differ (`filename=/dev/nvme0n1`, `directory=/mnt/test-optane/1, direct=1`); "field not stated"
 * where a variant lacks a field another has. `groups` holds each variant's fields.
 */
export function variantLabels(groups: [string, string][][]): string[] {
  const maps = groups.map((g) => new Map(g));
  const fields = [...new Set(groups.flatMap((g) => g.map(([k]) => k)))].sort();
  const differing = fields.filter((f) => new Set(maps.map((mp) => mp.get(f) ?? '\u0000')).size > 1);
  return maps.map((mp) =>
    differing.map((f) => (mp.has(f) ? `${f}=${mp.get(f)}` : `${f} not stated`)).join(', '),
  );
}
