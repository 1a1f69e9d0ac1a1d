// SNIA PTS fio-[test].json (cloudharmony/block-storage, docs/pts-bundles.md §5): the
// first fio run's complete JSON with `jobs[0]` of every later run appended, in run order. Every job
// carries the suite's `fio_command`, `started` and `stopped`. Each job becomes one measurement of
// role `round` (steady-state charts need all of them), with its round facts parsed from the name.
// Sample job name: "x5-0_100-4k-rand-1-ssmw". How the test kind is found: see pts-fio-kind.ts.
import type { MeasurementDraft } from '../types';
import type { Importer, ImportResult, SourceText } from '../types';
import type { ImportIssue, Workload } from '../../model/types';
import { KiB } from '../../model/units';
import { completeWorkload, workloadFromOptions } from '../fio/common';
import { readJob } from '../fio/json/job';
import type { LatencyUnits } from '../fio/json/latency';
import { jobFigures } from '../fio/json/measurement';
import type { Json, JsonObject } from '../fio/json/parse';
import { decideLatencyUnits, parseFioVersion } from '../fio/json/units';
import { type JobFacts, type PtsTest, kindFromFileName, kindFromJobs } from './fio-kind';
import { isObj } from './json';
import { splitDocuments } from '../fio/json';
import { parsePtsJobName, ptsTimeToIso, roundInfo } from './names';
import { errResult, okResult } from '../types';

const FORMAT = 'pts-fio';
type Obj = Record<string, unknown>;

/** `--key=value` pairs of a fio command line (later ones win, as in fio); bare flags are skipped. */
export function optionsFromCommand(cmd: unknown): Record<string, string> | undefined {
  if (typeof cmd !== 'string' || !/^\s*\S*fio\s/.test(cmd)) return undefined;
  // Word by word rather than by a global /(?:^|\s)--([a-z_]+)=(\S*)/ (the same pairs: a word is
  // what lies between whitespace, as \s and \S have it): a match array for each of the ~17
  // options of every round's command line was ~60 MB of garbage in the bench archive's import.
  const out: Record<string, string> = {};
  const n = cmd.length;
  let i = 0;
  while (i < n) {
    while (i < n && isSpace(cmd.charCodeAt(i))) i++;
    const word = i;
    while (i < n && !isSpace(cmd.charCodeAt(i))) i++;
    if (cmd.charCodeAt(word) !== 0x2d || cmd.charCodeAt(word + 1) !== 0x2d) continue;
    let k = word + 2;
    while (k < i && isKeyChar(cmd.charCodeAt(k))) k++;
    if (k > word + 2 && k < i && cmd.charCodeAt(k) === 0x3d)
      out[cmd.slice(word + 2, k)] = cmd.slice(k + 1, i);
  }
  return out;
}

/** `[a-z_]`. */
function isKeyChar(c: number): boolean {
  return (c >= 0x61 && c <= 0x7a) || c === 0x5f;
}

/** What `\s` matches in a JavaScript pattern (white space and line terminators). */
function isSpace(c: number): boolean {
  if (c <= 0x20) return c === 0x20 || (c >= 0x09 && c <= 0x0d);
  if (c < 0xa0) return false;
  return (
    c === 0xa0 ||
    c === 0x1680 ||
    (c >= 0x2000 && c <= 0x200a) ||
    c === 0x2028 ||
    c === 0x2029 ||
    c === 0x202f ||
    c === 0x205f ||
    c === 0x3000 ||
    c === 0xfeff
  );
}

/** fio options of one job: its command line, else (first run only) the file's global + job options. */
function jobOptions(job: Obj, index: number, root: Obj): Record<string, string> | undefined {
  const fromCmd = optionsFromCommand(job.fio_command);
  if (fromCmd) return fromCmd;
  if (index !== 0) return undefined;
  const strings = (o: unknown) =>
    Object.fromEntries(
      Object.entries(isObj(o) ? o : {}).filter((e): e is [string, string] => typeof e[1] === 'string'),
    );
  return { ...strings(root['global options']), ...strings(job['job options']) };
}

/** The suite preconditions with 2 passes of 128k sequential write (docs/pts-bundles.md §1). */
const WIPC_WORKLOAD: Partial<Workload> = { pattern: 'sequential', readPct: 0, blockSize: 128 * KiB };

function sniff(head: string): boolean {
  if (!head.includes('"fio version"') || !head.includes('"jobs"')) return false;
  if (/"fio_command"\s*:/.test(head)) return true;
  const first = /"jobname"\s*:\s*"([^"]{1,200})"/.exec(head)?.[1];
  return first !== undefined && parsePtsJobName(first) !== undefined;
}

interface JobRow extends JobFacts {
  job: Obj;
  jobName: string;
  index: number;
}

function collectJobs(jobs: unknown[], root: Obj, file: string, warnings: ImportIssue[]): JobRow[] {
  const rows: JobRow[] = [];
  jobs.forEach((job, i) => {
    if (!isObj(job)) {
      warnings.push({
        code: 'pts-fio-job',
        message: `jobs[${i}] is not an object; skipped`,
        file,
        params: { index: i },
      });
      return;
    }
    const jobName = typeof job.jobname === 'string' ? job.jobname : `jobs[${i}]`;
    const name = parsePtsJobName(jobName);
    if (!name)
      warnings.push({
        code: 'pts-fio-name',
        message: 'not a PTS job name; imported without round facts',
        file,
        job: jobName,
      });
    const opts = jobOptions(job, i, root);
    rows.push({ job, jobName, index: i, name, workload: opts ? workloadFromOptions(opts) : undefined });
  });
  return rows;
}

function decideKind(rows: JobRow[], path: string, warnings: ImportIssue[]): PtsTest {
  const fromJobs = kindFromJobs(rows);
  const fromName = kindFromFileName(path);
  if (fromJobs && fromName && fromJobs !== fromName) {
    const message = `the file name says ${fromName} but the jobs are ${fromJobs}; using ${fromJobs}`;
    warnings.push({
      code: 'pts-fio-kind',
      message,
      file: path,
      params: { form: 'differ', name: fromName, jobs: fromJobs },
    });
  }
  if (fromJobs ?? fromName) return (fromJobs ?? fromName)!;
  warnings.push({
    code: 'pts-fio-kind',
    message: 'the test could not be told from the jobs or the file name; assumed iops',
    file: path,
    params: { form: 'assumed' },
  });
  return 'iops';
}

function measurementOf(
  row: JobRow,
  test: PtsTest,
  file: string,
  toolVersion: string | undefined,
  units: LatencyUnits,
  warnings: ImportIssue[],
): MeasurementDraft | undefined {
  const { job, jobName, name } = row;
  const fromName: Partial<Workload> =
    name?.phase === 'wipc'
      ? WIPC_WORKLOAD
      : { pattern: name?.pattern, readPct: name?.readPct, blockSize: name?.blockSize };
  const workload = completeWorkload(row.workload ?? {}, fromName);
  if (!workload) {
    warnings.push({
      code: 'pts-fio-workload',
      message: 'workload unknown (no fio_command and no PTS name); skipped',
      file,
      job: jobName,
    });
    return undefined;
  }
  if (
    name?.readPct !== undefined &&
    row.workload?.readPct !== undefined &&
    name.readPct !== row.workload.readPct
  ) {
    const message = `the name says ${name.readPct}% reads but fio_command says ${row.workload.readPct}%`;
    warnings.push({
      code: 'pts-fio-mismatch',
      message,
      file,
      job: jobName,
      params: { name: name.readPct, command: row.workload.readPct },
    });
  }
  const errorCode = typeof job.error === 'number' ? job.error : 0;
  // A round is a fio job: read it with the fio JSON importer's own reader (units, versions, totals).
  const warn = (code: string, message: string) => warnings.push({ code, message, file, job: jobName });
  const { directions, total } = jobFigures(readJob(job as JsonObject, row.index, {}, units, warn), warn);
  const started = ptsTimeToIso(job.started);
  const m: MeasurementDraft = {
    test,
    role: 'round',
    workload,
    directions: errorCode === 0 ? directions : {},
    total: errorCode === 0 ? total : {},
    status: errorCode === 0 ? 'ok' : 'failed',
    provenance: { file, job: jobName, tool: 'fio', format: FORMAT, ...(toolVersion ? { toolVersion } : {}) },
  };
  // What only the suite's job name gave (no fio_command): said, as for plain fio job names.
  const fromNameOnly = (['pattern', 'readPct', 'blockSize'] as const).filter(
    (k) => row.workload?.[k] === undefined && fromName[k] !== undefined,
  );
  if (fromNameOnly.length > 0)
    m.provenance.assumed = Object.fromEntries(fromNameOnly.map((k) => [k, 'job name' as const]));
  if (errorCode !== 0) m.error = `fio reported error ${errorCode}`;
  if (name) m.pts = roundInfo(name, started, ptsTimeToIso(job.stopped));
  if (started) {
    m.time = started;
    m.started = started;
  }
  return m;
}

/**
 * The suite's fio JSON, read by the same tolerant reader as plain fio JSON: text before the JSON,
 * `nan`/`inf` (read as missing), integers past 2^53 (counted, so the report can say so).
 */
function readRoot(file: SourceText, warnings: ImportIssue[]): { ok: true; value: unknown } | ImportResult {
  if (!/\S/.test(file.text))
    return errResult(FORMAT, `${FORMAT}-empty`, 'the file is empty', file.path, undefined, undefined, {
      form: 'empty-file',
    });
  const split = splitDocuments(file.text);
  const doc = split.documents[0];
  if (!doc) {
    const f = split.failure;
    return errResult(
      FORMAT,
      `${FORMAT}-json`,
      f ? `not valid JSON: ${f.reason}` : 'no line starts with "{", so there is no JSON in it',
      file.path,
      f?.line,
      undefined,
      // The parser's words (`detail`) are shown only as a technical detail beside the translated text.
      f ? { form: f.truncated ? 'cut' : 'syntax', line: f.line, detail: f.reason } : { form: 'none' },
    );
  }
  const { stats, lineAt } = split;
  if (split.before[0])
    warnings.push({
      code: 'text-before-json',
      message: `skipped ${split.before.length} line(s) of text before the JSON: "${split.before[0].text.slice(0, 120)}"`,
      file: file.path,
      line: split.before[0].line,
    });
  if (stats.nonFinite > 0)
    warnings.push({
      code: 'non-finite',
      message: `${stats.nonFinite} nan/inf value(s) read as missing`,
      params: { count: stats.nonFinite },
      file: file.path,
      line: lineAt(stats.firstNonFinite ?? 0),
    });
  if (stats.unsafeIntegers > 0)
    warnings.push({
      code: 'precision',
      message: `${stats.unsafeIntegers} number(s) above 2^53 lost precision when read`,
      params: { count: stats.unsafeIntegers },
      file: file.path,
      line: lineAt(stats.firstUnsafeInteger ?? 0),
    });
  return { ok: true, value: doc.value };
}

function parse(file: SourceText): ImportResult {
  const warnings: ImportIssue[] = [];
  const parsed = readRoot(file, warnings);
  if (!parsed.ok) return parsed;
  const root = (parsed as { value: unknown }).value;
  if (!isObj(root))
    return errResult(
      FORMAT,
      'pts-fio-shape',
      'expected a JSON object with "jobs"',
      file.path,
      undefined,
      undefined,
      {
        form: 'not-object',
      },
    );
  if (!Array.isArray(root.jobs) || root.jobs.length === 0) {
    return errResult(
      FORMAT,
      'pts-fio-shape',
      'no "jobs" array (or it is empty)',
      file.path,
      undefined,
      undefined,
      {
        form: 'no-jobs',
      },
    );
  }
  const versionText = typeof root['fio version'] === 'string' ? root['fio version'] : undefined;
  const toolVersion = versionText?.replace(/^fio-/, '');
  const { units, warning } = decideLatencyUnits(
    parseFioVersion(root['fio version'] as Json),
    root.jobs as Json[],
  );
  if (warning) warnings.push({ code: 'latency-units', message: warning, file: file.path });
  const rows = collectJobs(root.jobs, root, file.path, warnings);
  const test = decideKind(rows, file.path, warnings);
  const measurements = rows
    .map((row) => measurementOf(row, test, file.path, toolVersion, units, warnings))
    .filter((m): m is MeasurementDraft => m !== undefined);
  if (measurements.length === 0)
    return { ...errResult(FORMAT, 'pts-fio-empty', 'no job could be imported', file.path), warnings };
  return okResult(FORMAT, { measurements, warnings });
}

export const ptsFioImporter: Importer = {
  id: FORMAT,
  label: 'SNIA PTS fio-[test].json (cloudharmony/block-storage)',
  json: true,
  sniff,
  parse,
};
