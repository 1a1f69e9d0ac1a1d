// fio terse output (`--output-format=terse`, `--minimal`), versions 2–5.
// Format: docs/fio-formats.md §3 and the fio HOWTO ("Terse output"). One `;`-separated
// line per job (per group with group_reporting), e.g. (v3, cut):
//   3;fio-3.33;randread-4k-qd32;0;0;1086204;361947;90486;3001;1;4671;2.602039;…
// Terse has no job options, so the workload comes from the job name (and a preamble, if present).
import type { ImportIssue } from '../../../model/types';
import type { Importer, ImportResult, MeasurementDraft, SourceText } from '../../types';
import { errResult, okResult } from '../../types';
import type { TerseFieldError, TerseVersion } from './terse-fields';
import { readDirectionBlock, terseLayout, terseNumber } from './terse-fields';
import type { PreambleJob } from './normal-preamble';
import { parsePreambleLine } from './normal-preamble';
import type { DirectionMap } from './shared';
import { headHasFioJson, mergeDirectionMaps, totalsOf } from './shared';
import { buildWorkload } from './workload';
import { describeErrno } from '../errno';
import { runsMessage, runsParams } from '../common';
import { fioCommandOptions } from './command-line';
import { visibleText } from './normal-lines';

const FORMAT = 'fio-terse';
const TERSE_LINE = /^[2-5];/;
const NORMAL_JOB_HEADER = /^\S.*: \(groupid=\d+, jobs=\d+\): err=/m;

interface TerseJob {
  line: number;
  version: TerseVersion;
  fioVersion?: string;
  name: string;
  group: number;
  error: number;
  dirs: DirectionMap;
  depth1Pct?: number;
  description?: string;
  /** The disk-stats fields (v3+, local runs): device counters for the whole run, so equal on every line of one run. */
  disks: string;
}

/** One fio invocation: its terse lines and the command printed before it, if any. */
interface TerseRun {
  line: number;
  jobs: TerseJob[];
  command?: Record<string, string>;
  preambles: Map<string, PreambleJob>;
  /** Something other than a job line followed its lines: the next job line starts another run. */
  closed: boolean;
}

type Params = NonNullable<ImportIssue['params']>;
type LineResult = { ok: true; job: TerseJob } | { ok: false; code: string; message: string; params: Params };

function sniff(head: string): boolean {
  if (headHasFioJson(head) || NORMAL_JOB_HEADER.test(head)) return false;
  return head.split('\n').some((l) => TERSE_LINE.test(l) && l.split(';').length >= 100);
}

function fieldError(line: number, version: number, e: TerseFieldError): LineResult {
  return {
    ok: false,
    code: 'fio-terse-bad-field',
    message: `line ${line}: terse v${version} field ${e.field} (${e.name}) cannot be read: "${e.text.slice(0, 40)}"`,
    params: { form: 'line', line, version, field: e.field, name: e.name, text: e.text.slice(0, 40) },
  };
}

function parseJobLine(text: string, line: number): LineResult {
  const fields = text.split(';');
  const version = Number(fields[0]) as TerseVersion;
  const layout = terseLayout(version);
  if (fields.length < layout.minFields) {
    return {
      ok: false,
      code: 'fio-terse-truncated',
      message: `line ${line}: terse v${version} job line has ${fields.length} fields, at least ${layout.minFields} expected (cut short?)`,
      params: { form: 'line', line, version, fields: fields.length, min: layout.minFields },
    };
  }
  const name = fields[layout.nameIndex] ?? '';
  const nums: number[] = [];
  for (const [i, label] of [
    [layout.nameIndex + 1, 'groupid'],
    [layout.nameIndex + 2, 'error'],
  ] as const) {
    const v = terseNumber(fields[i] ?? '');
    if (v === undefined || !Number.isInteger(v))
      return fieldError(line, version, { field: i + 1, name: label, text: fields[i] ?? '' });
    nums.push(v);
  }
  const disks = fields.slice(layout.minFields).join(';');
  const job: TerseJob = { line, version, name, group: nums[0]!, error: nums[1]!, dirs: {}, disks };
  const depth1 = terseNumber(fields[layout.depth1Index] ?? '');
  if (depth1 !== undefined && Number.isFinite(depth1)) job.depth1Pct = depth1;
  if (layout.hasFioVersion) job.fioVersion = (fields[1] ?? '').replace(/^fio-/, '');
  for (const [i, dir] of layout.directions.entries()) {
    const res = readDirectionBlock(fields, layout.firstBlock + i * layout.blockFields, dir);
    if (!res.ok) return fieldError(line, version, res.error);
    if (res.stats) job.dirs[dir] = res.stats;
  }
  return { ok: true, job };
}

/** Lines that may surround terse output on stdout and carry no numbers. */
function isKnownNoise(t: string): boolean {
  return t === '...' || /^(```|~~~)/.test(t);
}

/** fio's preamble lines: after a run's job lines they mean the next run has begun. */
function isRunStart(t: string): boolean {
  return /^fio[- ]\d/.test(t) || /^Starting \d+ (process|processes|thread|threads)\b/.test(t);
}

/**
 * Does this job line begin a new run? Runs written back to back (a `>>` loop) have no separator.
 * Every line of one run carries the same disk-stats fields (the device's counters over the whole
 * run, v3+ on a block device), and another run's differ; a group number going down also starts a
 * new run. Without disk stats, lines cannot be told apart from the next run's, so they stay
 * together (same-name lines are then merged as numjobs clones, which the report says).
 */
function startsNewRun(run: TerseRun, j: TerseJob): boolean {
  if (run.closed) return true;
  const last = run.jobs[run.jobs.length - 1];
  if (!last) return false;
  if (j.group < last.group) return true;
  if (last.fioVersion !== j.fioVersion) return true;
  return last.disks !== '' && j.disks !== '' && last.disks !== j.disks;
}

function parse(file: SourceText): ImportResult {
  const lines = file.text.split('\n');
  const runs: TerseRun[] = [];
  const bad: ImportIssue[] = [];
  const unknown: { line: number; text: string }[] = [];
  let unknownCount = 0;
  let run: TerseRun | undefined;
  const newRun = (line: number): TerseRun => {
    run = { line, jobs: [], preambles: new Map(), closed: false };
    runs.push(run);
    return run;
  };
  let previous: TerseJob | undefined;
  lines.forEach((raw, idx) => {
    const t = visibleText(raw).trim();
    const line = idx + 1;
    const wasAfterJob = previous;
    previous = undefined;
    if (!t) return;
    if (TERSE_LINE.test(t)) {
      const r = parseJobLine(t, line);
      if (!r.ok) {
        bad.push({ code: r.code, message: r.message, file: file.path, line, params: r.params });
        return;
      }
      const into = !run || startsNewRun(run, r.job) ? newRun(line) : run;
      into.jobs.push(r.job);
      previous = r.job;
      return;
    }
    const command = fioCommandOptions(t);
    if (command) {
      (run && run.jobs.length === 0 ? run : newRun(line)).command = command;
      return;
    }
    const pre = parsePreambleLine(t);
    if (pre || isRunStart(t)) {
      const into = run && run.jobs.length === 0 ? run : newRun(line);
      if (pre && !into.preambles.has(pre.name)) into.preambles.set(pre.name, pre);
      return;
    }
    // Terse v2 puts the job description on the line after the job.
    if (wasAfterJob?.version === 2 && wasAfterJob.description === undefined) {
      wasAfterJob.description = t;
      return;
    }
    if (run && run.jobs.length > 0) run.closed = true;
    if (isKnownNoise(t)) return;
    unknownCount++;
    if (unknown.length < 3) unknown.push({ line, text: t.slice(0, 120) });
  });

  const reported = runs.filter((r) => r.jobs.length > 0);
  if (reported.length === 0) {
    const first = bad[0];
    if (first)
      return {
        ...errResult(FORMAT, first.code, first.message, file.path, first.line, undefined, first.params),
        warnings: bad.slice(1),
      };
    return errResult(FORMAT, 'fio-terse-empty', 'no fio terse job line (`3;fio-…;name;…`) found', file.path);
  }
  // As warnings (other lines were read) they say the job was skipped: the `skipped` form.
  const warnings: ImportIssue[] = bad.map((b) => ({
    ...b,
    message: `${b.message}; job skipped`,
    ...(b.params && { params: { ...b.params, form: 'skipped' } }),
  }));
  if (unknownCount > 0) {
    const quoted = unknown.map((u) => `line ${u.line}: "${u.text}"`).join('; ');
    warnings.push({
      code: 'fio-terse-unknown-lines',
      message: `${unknownCount} line(s) not understood and ignored: ${quoted}`,
      file: file.path,
      line: unknown[0]!.line,
      params: { count: unknownCount, samples: unknown.map((u) => `${u.line}: "${u.text}"`).join('; ') },
    });
  }
  const measurements: MeasurementDraft[] = [];
  if (reported.length > 1) {
    const starts = reported.map((r) => ({ line: r.jobs[0]!.line, job: r.jobs[0]!.name }));
    warnings.push({
      code: 'fio-runs',
      message: runsMessage(starts),
      file: file.path,
      line: reported[0]!.jobs[0]!.line,
      params: runsParams(starts),
    });
  }
  reported.forEach((r, i) => {
    const position = reported.length > 1 ? { index: i + 1, count: reported.length } : undefined;
    for (const clones of groupClones(r.jobs)) {
      const m = toMeasurement(file.path, clones, r, position, warnings);
      if (m) measurements.push(m);
    }
  });
  if (measurements.length === 0) {
    const first = warnings[0];
    return {
      ...errResult(
        FORMAT,
        'fio-terse-no-figures',
        `no terse job line holds figures that could be read${first ? ` (${first.message})` : ''}`,
        file.path,
        first?.line,
        undefined,
        first ? { form: 'see', line: first.line ?? 0 } : { form: 'none' },
      ),
      warnings,
    };
  }
  return okResult(FORMAT, { measurements, warnings });
}

/** Lines with the same job name and group in one run are `numjobs` clones (no group_reporting). */
function groupClones(jobs: TerseJob[]): TerseJob[][] {
  const byKey = new Map<string, TerseJob[]>();
  for (const j of jobs) {
    const key = `${j.group}\u0000${j.name}`;
    const list = byKey.get(key);
    if (list) list.push(j);
    else byKey.set(key, [j]);
  }
  return [...byKey.values()];
}

function hasIo(j: TerseJob): boolean {
  return Object.values(j.dirs).some((d) => d !== undefined && (d.ioBytes ?? 0) > 0);
}

function toMeasurement(
  path: string,
  clones: TerseJob[],
  run: TerseRun,
  position: { index: number; count: number } | undefined,
  warnings: ImportIssue[],
): MeasurementDraft | undefined {
  const first = clones[0]!;
  const where = position ? `run ${position.index} of ${position.count}, ` : '';
  // `run`/`runs` let the page say "run 2 of 3" in the reader's language.
  const at: NonNullable<ImportIssue['params']> = position
    ? { run: position.index, runs: position.count }
    : {};
  const warn = (code: string, message: string, params?: ImportIssue['params']) =>
    warnings.push({
      code,
      message: `${where}${message}`,
      file: path,
      line: first.line,
      job: first.name,
      ...(params && { params: { ...at, ...params } }),
    });
  const erred = clones.find((c) => c.error !== 0);
  if (erred && !clones.some(hasIo)) {
    warn(
      'fio-terse-job-failed',
      `job "${first.name}" failed with ${describeErrno(erred.error)} before doing any I/O; no figures`,
      { job: first.name, error: describeErrno(erred.error) },
    );
    return undefined;
  }
  const dirs = mergeDirectionMaps(clones.map((c) => c.dirs));
  if (Object.keys(dirs).length === 0) {
    warn('fio-terse-no-figures', `job "${first.name}" did no I/O in any direction; skipped`, {
      form: 'job',
      job: first.name,
    });
    return undefined;
  }
  if (clones.length > 1) {
    warn(
      'fio-terse-clones-merged',
      `${clones.length} lines share job name "${first.name}" in group ${first.group} (numjobs without group_reporting): IOPS and bandwidth summed, latency IO-weighted, percentiles dropped`,
      { count: clones.length, job: first.name, group: first.group },
    );
  }
  const { workload, notes, assumed } = buildWorkload({
    name: first.name,
    preamble: run.preambles.get(first.name),
    command: run.command,
    dirs,
    jobs: clones.length > 1 ? clones.length : undefined,
    depth1Pct: Math.min(...clones.map((c) => c.depth1Pct ?? 0)),
  });
  for (const n of notes) warn('fio-terse-workload', n.text, n.params);
  if (!workload) {
    warn('fio-terse-job-skipped', `job "${first.name}" skipped: its workload cannot be determined`, {
      job: first.name,
    });
    return undefined;
  }
  if (clones.length === 1 && assumed.jobs === 'fio default') {
    // One terse line is one job, or a whole group under group_reporting: the member count is unknown.
    delete workload.jobs;
    delete assumed.jobs;
  }
  const m: MeasurementDraft = {
    test: 'fio',
    role: 'result',
    workload,
    directions: dirs,
    total: totalsOf(dirs),
    status: 'ok',
    provenance: { file: path, job: first.name, line: first.line, tool: 'fio', format: FORMAT },
  };
  if (erred) {
    m.error = `ended with ${describeErrno(erred.error)}`;
    warn(
      'fio-terse-ended-with-error',
      `job "${first.name}" ${m.error} after doing I/O; its figures are kept`,
      { job: first.name, error: describeErrno(erred.error) },
    );
  }
  if (first.fioVersion) m.provenance.toolVersion = first.fioVersion;
  if (position) m.provenance.run = position;
  if (Object.keys(assumed).length > 0) m.provenance.assumed = assumed;
  return m;
}

export const fioTerseImporter: Importer = {
  id: FORMAT,
  label: 'fio terse',
  sniff,
  parse,
};
