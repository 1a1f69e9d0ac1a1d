// fio terse output (`--output-format=terse`, `--minimal`), versions 2–5.
// Format: ../shared/docs/fio-formats.md §3 and the fio HOWTO ("Terse output"). One `;`-separated
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
}

type LineResult = { ok: true; job: TerseJob } | { ok: false; code: string; message: string };

function sniff(head: string): boolean {
  if (headHasFioJson(head) || NORMAL_JOB_HEADER.test(head)) return false;
  return head.split('\n').some((l) => TERSE_LINE.test(l) && l.split(';').length >= 100);
}

function fieldError(line: number, version: number, e: TerseFieldError): LineResult {
  return {
    ok: false,
    code: 'fio-terse-bad-field',
    message: `line ${line}: terse v${version} field ${e.field} (${e.name}) cannot be read: "${e.text.slice(0, 40)}"`,
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
  const job: TerseJob = { line, version, name, group: nums[0]!, error: nums[1]!, dirs: {} };
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
  return /^fio-\d/.test(t) || /^Starting \d+ (process|processes|thread|threads)$/.test(t) || t === '...';
}

function parse(file: SourceText): ImportResult {
  const lines = file.text.split(/\r?\n/);
  const jobs: TerseJob[] = [];
  const bad: ImportIssue[] = [];
  const preambles = new Map<string, PreambleJob>();
  let unknown = 0;
  let firstUnknown: number | undefined;
  let previous: TerseJob | undefined;
  lines.forEach((raw, idx) => {
    const t = raw.trim();
    const line = idx + 1;
    const wasAfterJob = previous;
    previous = undefined;
    if (!t) return;
    if (TERSE_LINE.test(t)) {
      const r = parseJobLine(t, line);
      if (r.ok) {
        jobs.push(r.job);
        previous = r.job;
      } else bad.push({ code: r.code, message: r.message, file: file.path, line });
      return;
    }
    const pre = parsePreambleLine(t);
    if (pre) {
      if (!preambles.has(pre.name)) preambles.set(pre.name, pre);
      return;
    }
    // Terse v2 puts the job description on the line after the job.
    if (wasAfterJob?.version === 2 && wasAfterJob.description === undefined) {
      wasAfterJob.description = t;
      return;
    }
    if (isKnownNoise(t)) return;
    unknown++;
    firstUnknown ??= line;
  });

  if (jobs.length === 0) {
    const first = bad[0];
    if (first)
      return {
        ...errResult(FORMAT, first.code, first.message, file.path, first.line),
        warnings: bad.slice(1),
      };
    return errResult(FORMAT, 'fio-terse-empty', 'no fio terse job line (`3;fio-…;name;…`) found', file.path);
  }
  const warnings: ImportIssue[] = bad.map((b) => ({ ...b, message: `${b.message}; job skipped` }));
  if (unknown > 0) {
    warnings.push({
      code: 'fio-terse-unknown-lines',
      message: `${unknown} line(s) not understood and ignored (first at line ${firstUnknown})`,
      file: file.path,
      line: firstUnknown!,
    });
  }
  const measurements: MeasurementDraft[] = [];
  for (const clones of groupClones(jobs)) {
    const m = toMeasurement(file.path, clones, preambles, warnings);
    if (m) measurements.push(m);
  }
  return okResult(FORMAT, { measurements, warnings });
}

/** Lines with the same job name and group are `numjobs` clones (no group_reporting). */
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

function toMeasurement(
  path: string,
  clones: TerseJob[],
  preambles: Map<string, PreambleJob>,
  warnings: ImportIssue[],
): MeasurementDraft | undefined {
  const first = clones[0]!;
  const warn = (code: string, message: string) =>
    warnings.push({ code, message, file: path, line: first.line, job: first.name });
  const failed = clones.find((c) => c.error !== 0);
  const dirs = failed ? {} : mergeDirectionMaps(clones.map((c) => c.dirs));
  if (clones.length > 1) {
    warn(
      'fio-terse-clones-merged',
      `${clones.length} lines share job name "${first.name}" in group ${first.group} (numjobs without group_reporting): IOPS and bandwidth summed, latency IO-weighted, percentiles dropped`,
    );
  }
  const { workload, notes } = buildWorkload({
    name: first.name,
    preamble: preambles.get(first.name),
    dirs,
    jobs: clones.length > 1 ? clones.length : undefined,
    depth1Pct: Math.min(...clones.map((c) => c.depth1Pct ?? 0)),
  });
  for (const n of notes) warn('fio-terse-workload', n);
  if (!workload) {
    warn('fio-terse-job-skipped', `job "${first.name}" skipped: its workload cannot be determined`);
    return undefined;
  }
  const m: MeasurementDraft = {
    test: 'fio',
    role: 'result',
    workload,
    directions: dirs,
    total: failed ? {} : totalsOf(dirs),
    status: failed ? 'failed' : 'ok',
    provenance: { file: path, job: first.name, line: first.line, tool: 'fio', format: FORMAT },
  };
  if (failed) m.error = `fio reported ${describeErrno(failed.error)}`;
  if (first.fioVersion) m.provenance.toolVersion = first.fioVersion;
  return m;
}

export const fioTerseImporter: Importer = {
  id: FORMAT,
  label: 'fio terse',
  sniff,
  parse,
};
