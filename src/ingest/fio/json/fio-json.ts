// fio `--output-format=json` and `json+` → one MeasurementDraft per job (numjobs clones summed).
// Format: https://fio.readthedocs.io/en/latest/fio_doc.html#json-output and
// docs/fio-formats.md §1, §2, §6, §7. A file starts like:
//   { "fio version" : "fio-3.33", "timestamp" : 1795299036, …, "jobs" : [ { "jobname" : "randread-4k-qd32", …
// The file is split into documents (fio-json-documents), the last one is read job by job
// (fio-json-job), clones are summed (fio-json-aggregate) and mapped to the model
// (fio-json-measurement). When a job's workload cannot be read from options or its name, it is
// measured from the I/O (mean I/O size, read share) and an unknown pattern is assumed random, with a
// warning; a job with neither is skipped with a warning.
import type { ImportIssue } from '../../../model/types';
import { groupClones, mergeClones } from './aggregate';
import type { JsonDocument, SplitResult } from './documents';
import { splitDocuments } from './documents';
import { groupRuns } from './runs';
import { runsMessage, runsParams } from '../common';
import { fioCommandOptions } from '../text/command-line';
import type { JobReading, Warn } from './job';
import { readJob, stringMap } from './job';
import { isObject, num } from './latency';
import type { DocumentContext } from './measurement';
import { toMeasurement } from './measurement';
import type { Json, JsonObject } from './parse';
import { decideLatencyUnits, parseFioVersion } from './units';
import type { ImportResult, Importer, MeasurementDraft, SourceText } from '../../types';
import { errResult, okResult } from '../../types';

const ID = 'fio-json';
const ALL_CLIENTS = 'All clients';

function sniff(head: string): boolean {
  return head.includes('"fio version"') && /^[ \t]*\{/m.test(head);
}

function jobArray(doc: Json): Json[] | undefined {
  if (!isObject(doc)) return undefined;
  const jobs = doc.jobs ?? doc.client_stats;
  return Array.isArray(jobs) ? jobs : undefined;
}

/** `timestamp_ms` (or `timestamp` in s) → ISO 8601 UTC; both mark the end of the run. */
function reportTime(doc: JsonObject): string | undefined {
  const ms =
    num(doc.timestamp_ms) ?? (num(doc.timestamp) !== undefined ? num(doc.timestamp)! * 1000 : undefined);
  if (ms === undefined || ms <= 0 || ms > 8.64e15) return undefined;
  return new Date(ms).toISOString();
}

function textWarnings(split: SplitResult, file: string, used: JsonDocument): ImportIssue[] {
  const out: ImportIssue[] = [];
  const first = split.before[0];
  if (first) {
    const n = split.before.length;
    out.push({
      code: 'text-before-json',
      message: `skipped ${n} line(s) of text before the JSON: "${first.text.slice(0, 120)}"`,
      file,
      line: first.line,
      params: { count: n, text: first.text.slice(0, 120) },
    });
  }
  // fio's own error lines (`fio: pid=…, err=22/…`) explain a failed job: keep each one.
  for (const l of [...split.before, ...split.after].filter((l) => l.text.startsWith('fio: '))) {
    const text = l.text.slice(0, 300);
    out.push({ code: 'fio-message', message: text, file, line: l.line, params: { text } });
  }
  const trailing = split.after.filter((l) => l.line > used.endLine);
  if (trailing[0]) {
    out.push({
      code: 'text-after-json',
      message: `ignored ${trailing.length} line(s) after the JSON (e.g. a normal-format report)`,
      file,
      line: trailing[0].line,
      params: { count: trailing.length },
    });
  }
  if (split.failure) {
    const f = split.failure;
    out.push({
      code: 'bad-document',
      message: `the JSON document starting at line ${f.docLine} could not be read (${f.reason}); it was ignored`,
      file,
      line: f.line,
      // The parser's words (`detail`) are shown only as a technical detail beside the translated text.
      params: { form: f.truncated ? 'cut' : 'syntax', start: f.docLine, line: f.line, detail: f.reason },
    });
  }
  const { stats, lineAt } = split;
  if (stats.nonFinite > 0) {
    out.push({
      code: 'non-finite',
      message: `${stats.nonFinite} nan/inf value(s) read as missing`,
      params: { count: stats.nonFinite },
      file,
      line: lineAt(stats.firstNonFinite ?? 0),
    });
  }
  if (stats.unsafeIntegers > 0) {
    out.push({
      code: 'precision',
      message: `${stats.unsafeIntegers} number(s) above 2^53 lost precision when read`,
      params: { count: stats.unsafeIntegers },
      file,
      line: lineAt(stats.firstUnsafeInteger ?? 0),
    });
  }
  return out;
}

function failure(file: string, split: SplitResult): ImportResult {
  const f = split.failure;
  if (f) {
    const what = f.truncated ? 'is truncated' : 'is not valid JSON';
    return errResult(
      ID,
      f.truncated ? 'truncated' : 'bad-json',
      `${file}: the JSON starting at line ${f.docLine} ${what}: ${f.reason} at line ${f.line}`,
      file,
      f.line,
      undefined,
      { start: f.docLine, line: f.line, detail: f.reason },
    );
  }
  return errResult(ID, 'no-json', `${file}: no line starts with "{", so there is no fio JSON in it`, file, 1);
}

function readDocument(
  file: string,
  doc: JsonDocument,
  jobs: Json[],
  warnings: ImportIssue[],
  position: { index: number; count: number } | undefined,
  /** numjobs of the fio command printed before the JSON (`$ fio --numjobs=4 …`), for run 1 only. */
  commandNumjobs?: string,
): MeasurementDraft[] {
  const top = doc.value as JsonObject;
  const version = parseFioVersion(top['fio version']);
  if (!version)
    warnings.push({
      code: 'no-version',
      message: 'no "fio version" key; units assumed from key names',
      file,
      line: doc.line,
    });
  const { units, warning, params } = decideLatencyUnits(version, jobs);
  if (warning)
    warnings.push({
      code: 'latency-units',
      message: warning,
      file,
      line: doc.line,
      ...(params && { params }),
    });
  const globalOptions = stringMap(top['global options']);
  const readings: JobReading[] = [];
  jobs.forEach((entry, i) => {
    if (!isObject(entry)) {
      warnings.push({
        code: 'bad-job',
        message: `jobs[${i}] is not an object; skipped`,
        file,
        line: doc.line,
        params: { index: i },
      });
      return;
    }
    const name = typeof entry.jobname === 'string' ? entry.jobname : `job ${i + 1}`;
    const warn: Warn = (code, message, params) =>
      warnings.push({ code, message, file, job: name, ...(params && { params }) });
    const reading = readJob(entry, i, globalOptions, units, warn);
    // numjobs: the job's options, else the global options, else the command line before the JSON.
    if (commandNumjobs !== undefined && reading.options.numjobs === undefined) {
      reading.options = { ...reading.options, numjobs: commandNumjobs };
      reading.numjobsFrom = 'command line';
    }
    readings.push(reading);
  });
  // The client/server aggregate entry carries no options of its own; it ran the clients' workload.
  const firstClient = readings.find((r) => r.name !== ALL_CLIENTS);
  for (const r of readings) {
    if (r.name === ALL_CLIENTS && firstClient && Object.keys(r.jobOptions).length === 0)
      r.options = firstClient.options;
  }
  const ctx: DocumentContext = { file, labelHosts: new Set(readings.map((r) => r.host ?? '')).size > 1 };
  if (position) ctx.run = position;
  if (version) ctx.toolVersion = version.text;
  const time = reportTime(top);
  if (time) ctx.time = time;
  const out: MeasurementDraft[] = [];
  for (const clones of groupClones(readings)) {
    const reading = mergeClones(clones);
    const where = position ? `run ${position.index} of ${position.count}: ` : '';
    // `run`/`runs` let the page say "run 2 of 3" in the reader's language.
    const runAt: Record<string, number> = position ? { run: position.index, runs: position.count } : {};
    const warn: Warn = (code, message, params) =>
      warnings.push({
        code,
        message: `${where}${message}`,
        file,
        job: reading.name,
        ...(params && { params: { ...runAt, ...params } }),
      });
    if (clones.length > 1) {
      const at = clones.map((c) => c.index).join(', ');
      warn(
        'aggregated',
        `aggregated ${clones.length} entries with the same name, group and options (numjobs clones without group_reporting; jobs[${at}]) into one measurement: IOPS, bandwidth and I/O summed, latency means IO-weighted; percentiles cannot be combined and were dropped`,
        { count: clones.length, entries: at },
      );
    }
    const m = toMeasurement(reading, ctx, warn);
    if (m) out.push(m);
  }
  return out;
}

/** `--numjobs` of a fio command line among the lines before the first JSON document. */
function commandNumjobs(split: SplitResult): string | undefined {
  for (const line of split.before.slice(0, 50)) {
    const nj = fioCommandOptions(line.text)?.numjobs;
    if (nj !== undefined) return nj;
  }
  return undefined;
}

function parse(file: SourceText): ImportResult {
  const path = file.path;
  // `/\S/` rather than `trim() === ''`, which would copy the whole file to answer a yes/no question.
  if (!/\S/.test(file.text)) return errResult(ID, 'empty', `${path}: the file is empty`, path);
  const split = splitDocuments(file.text);
  const candidates = split.documents.filter((d) => jobArray(d.value) !== undefined);
  const used = candidates[candidates.length - 1];
  if (split.documents.length === 0) return failure(path, split);
  if (!used) {
    const d = split.documents[0]!;
    return errResult(
      ID,
      'no-jobs',
      `${path}: the JSON at line ${d.line} has no "jobs" (or "client_stats") array, so it is not fio output`,
      path,
      d.line,
      undefined,
      { form: 'no-array', line: d.line },
    );
  }
  const warnings = textWarnings(split, path, used);
  const runs = groupRuns(candidates);
  const measurements: MeasurementDraft[] = [];
  if (runs.length > 1) {
    const starts = runs.map((docs) => {
      const jobs = jobArray(docs[0]!.value) ?? [];
      const first = jobs[0];
      const job = isObject(first) && typeof first.jobname === 'string' ? first.jobname : undefined;
      return { line: docs[0]!.line, job };
    });
    warnings.push({
      code: 'fio-runs',
      message: runsMessage(starts),
      file: path,
      line: starts[0]!.line,
      params: runsParams(starts),
    });
  }
  runs.forEach((docs, i) => {
    const position = runs.length > 1 ? { index: i + 1, count: runs.length } : undefined;
    const where = position ? `run ${position.index} of ${position.count}: ` : '';
    const last = docs[docs.length - 1]!;
    if (docs.length > 1) {
      warnings.push({
        code: 'status-reports',
        message: `${where}${docs.length} JSON documents are reports of the same run (--status-interval: same jobs, written while it ran; cumulative): the last one was read`,
        file: path,
        line: last.line,
        params: { count: docs.length, ...(position && { run: position.index, runs: position.count }) },
      });
    }
    const jobs = jobArray(last.value)!;
    if (jobs.length === 0) {
      warnings.push({
        code: 'no-jobs',
        message: `${where}the fio JSON at line ${last.line} lists no jobs`,
        file: path,
        line: last.line,
        params: {
          form: 'empty',
          line: last.line,
          ...(position && { run: position.index, runs: position.count }),
        },
      });
      return;
    }
    const numjobs = i === 0 ? commandNumjobs(split) : undefined;
    // A loop, not push(...): a run of 100,000 jobs spread into one call overflowed a worker's stack.
    for (const m of readDocument(path, last, jobs, warnings, position, numjobs)) measurements.push(m);
  });
  if (measurements.length === 0) {
    const why = warnings.find((w) => w.code === 'job-failed' || w.code === 'no-jobs');
    return {
      ...errResult(
        ID,
        why?.code === 'no-jobs' ? 'no-jobs' : 'no-usable-jobs',
        why && runs.length === 1
          ? `${path}: ${why.message}`
          : `${path}: no job in the JSON at line ${used.line} could be imported (see warnings)`,
        path,
        used.line,
        undefined,
        // The page tells the cause (a failed job) in the reader's language from its params.
        why && runs.length === 1
          ? why.params && (why.code === 'no-jobs' ? why.params : { ...why.params, form: why.code })
          : { form: 'see-warnings', line: used.line },
      ),
      warnings,
    };
  }
  return okResult(ID, { measurements, warnings });
}

export const fioJsonImporter: Importer = {
  id: ID,
  label: 'fio JSON / JSON+',
  json: true,
  sniff,
  parse,
};
