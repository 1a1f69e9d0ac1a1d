// fio's human-readable ("normal") report, fio 2.x and 3.x. Format: docs/fio-formats.md §4.
// Sample (fio 3.33):
//   randrw-4k-qd16: (groupid=0, jobs=1): err= 0: pid=21794: Sat Nov 21 22:09:39 2026
//     read: IOPS=54.5k, BW=213MiB/s (223MB/s)(639MiB/3003msec)
// fio 2.x:  `  read : io=1989.7MB, bw=6788.5KB/s, iops=185, runt=300127msec` (KB = 1024 there).
// Printed figures are rounded to 3–4 significant digits; IOPS are recomputed the way fio computes
// them (issued I/Os × 1000 / runtime ms) when the `issued` line agrees with the printed value.
import type { DirectionStats, ImportIssue } from '../../../model/types';
import { DIRECTIONS } from '../../../model/types';
import type { Importer, ImportResult, MeasurementDraft, SourceText } from '../../types';
import { errResult, okResult } from '../../types';
import { describeErrno } from '../errno';
import { runsMessage, runsParams } from '../common';
import type { LineTally, NormalBlock, NormalRun } from './normal-blocks';
import { scanReport } from './normal-blocks';
import type { DirectionMap } from './shared';
import { combineLatency, headHasFioJson, mergeClones, mergeDirectionMaps, totalsOf } from './shared';
import { buildWorkload } from './workload';

const FORMAT = 'fio-normal';
const JOB_HEADER = /^\S.*: \(groupid=\d+, jobs=\d+\): err=/m;
const MAX_MESSAGES = 5;
/** Warnings that explain, on their own, why a file gave no figures. */
const STOPPERS = new Set(['fio-normal-truncated', 'fio-normal-job-failed']);

type Params = NonNullable<ImportIssue['params']>;
type Warn = (code: string, message: string, line?: number, job?: string, params?: Params) => void;
type RunPosition = { index: number; count: number };

function sniff(head: string): boolean {
  return !headHasFioJson(head) && JOB_HEADER.test(head);
}

/**
 * fio's own IOPS: issued I/Os × 1000 / runtime ms (docs/fio-formats.md §1.3). Within the printed
 * precision (4 significant digits, or 2.x's whole numbers) it replaces the rounded print. Beyond it
 * the print is wrong — older fio drops the carry when it rounds, so 785,920 reads in 39,327 ms
 * (19,984 IOPS) print as `IOPS=19.0k` — and the computed figure is shown, the printed one kept as a
 * claimed value. Bandwidth is held the same way against the printed I/O amount over the runtime.
 * The `iops : … avg=` line is a mean of periodic samples, never the run's IOPS, and is not read.
 */
function refineIops(b: NormalBlock, warn: Warn): void {
  DIRECTIONS.forEach((d, i) => {
    const s = b.dirs[d];
    const ios = b.issued?.[i];
    const ms = b.runtimeMs[d];
    if (!s || !ms) return;
    if (ios !== undefined) {
      const exact = (ios * 1000) / ms;
      if (Math.abs(exact - s.iops) > Math.max(1, 0.01 * s.iops)) {
        (b.claimed ??= []).push({
          key: `printed_iops_${d}`,
          value: s.iops,
          unit: 'IOPS',
          note: `${d}: printed IOPS ${s.iops}; ${ios} issued I/Os in ${ms} ms are ${round(exact)} IOPS (shown)`,
        });
        warn(
          'fio-normal-misprint',
          `${d}: printed IOPS ${s.iops} disagree with ${ios} issued I/Os in ${ms} ms = ${round(exact)} IOPS beyond the printed precision (older fio drops the carry when it rounds); the computed figure is shown, the printed one kept`,
          b.line,
          b.name,
          { form: 'iops', direction: d, printed: s.iops, ios, ms, computed: round(exact) },
        );
      }
      s.iops = exact;
      s.totalIos = ios;
    }
    if (s.ioBytes !== undefined && s.ioBytes > 0) {
      const exactBw = (s.ioBytes * 1000) / ms;
      // Both prints keep 3–4 significant digits (at most 0.5 % off): 1 % apart is a misprint.
      if (Math.abs(exactBw - s.bw) > Math.max(1024, 0.01 * Math.max(s.bw, exactBw))) {
        (b.claimed ??= []).push({
          key: `printed_bw_${d}`,
          value: s.bw,
          unit: 'B/s',
          note: `${d}: printed BW ${round(s.bw)} B/s; ${round(s.ioBytes)} B in ${ms} ms are ${round(exactBw)} B/s (shown)`,
        });
        warn(
          'fio-normal-misprint',
          `${d}: printed BW ${round(s.bw)} B/s disagrees with the printed I/O amount ${round(s.ioBytes)} B over ${ms} ms = ${round(exactBw)} B/s beyond the printed precision; the computed figure is shown, the printed one kept`,
          b.line,
          b.name,
          {
            form: 'bw',
            direction: d,
            printed: round(s.bw),
            bytes: round(s.ioBytes),
            ms,
            computed: round(exactBw),
          },
        );
        s.bw = exactBw;
      }
    }
  });
}

const round = (v: number) => Math.round(v).toLocaleString('en');

function groupClones(blocks: NormalBlock[]): NormalBlock[][] {
  const byKey = new Map<string, NormalBlock[]>();
  for (const b of blocks) {
    const key = `${b.group}\u0000${b.name}`;
    const list = byKey.get(key);
    if (list) list.push(b);
    else byKey.set(key, [b]);
  }
  return [...byKey.values()];
}

function toMeasurement(
  path: string,
  clones: NormalBlock[],
  run: NormalRun,
  position: RunPosition | undefined,
  warn: Warn,
): MeasurementDraft | undefined {
  const first = clones[0]!;
  const where = position ? `run ${position.index} of ${position.count}, ` : '';
  // `run`/`runs` let the page say "run 2 of 3" in the reader's language.
  const at: Params = position ? { run: position.index, runs: position.count } : {};
  const w = (code: string, message: string, params?: Params) =>
    warn(code, `${where}${message}`, first.line, first.name, params && { ...at, ...params });
  if (clones.length > 1) {
    w(
      'fio-normal-clones-merged',
      `${clones.length} reports share job name "${first.name}" in group ${first.group} (numjobs without group_reporting): IOPS and bandwidth summed, latency IO-weighted, percentiles dropped`,
      { count: clones.length, job: first.name, group: first.group },
    );
  }
  const erred = clones.find((c) => c.err !== 0);
  // A job that hit an error after doing I/O keeps its figures (fio printed them), flagged.
  const didIo = clones.some((c) =>
    Object.values(c.dirs).some((d) => d !== undefined && (d.ioBytes ?? 0) > 0),
  );
  const failed = erred && !didIo ? erred : undefined;
  if (failed) {
    w(
      'fio-normal-job-failed',
      `job "${first.name}" failed with ${describeErrno(failed.err)} before doing any I/O; no figures`,
      { job: first.name, error: describeErrno(failed.err) },
    );
    return undefined;
  }
  const sync = syncOf(clones);
  if (!failed && !sync && clones.some((c) => c.hasSync)) {
    w(
      'fio-normal-sync-ignored',
      'fsync/fdatasync block without a call count (4th "issued rwts" value); not imported',
      {},
    );
  }
  const dirs: DirectionMap = mergeDirectionMaps(
    clones.map((c) => ({ read: c.dirs.read, write: c.dirs.write, trim: c.dirs.trim }) as DirectionMap),
  );
  for (const d of DIRECTIONS) if (dirs[d] === undefined) delete dirs[d];
  const mixedParts = clones.map((c) => c.dirs.mixed).filter((s): s is DirectionStats => s !== undefined);
  const mixed = mixedParts.length === 0 ? undefined : mergeClones(mixedParts);
  if (Object.keys(dirs).length === 0 && !mixed) {
    w(
      'fio-normal-no-figures',
      `job "${first.name}" has no read, write or trim figures that could be read; skipped`,
      { job: first.name },
    );
    return undefined;
  }
  const issuedSum = (i: number) => clones.reduce((a, c) => a + (c.issued?.[i] ?? 0), 0);
  const haveIssued = clones.every((c) => c.issued !== undefined);
  const { workload, notes, assumed } = buildWorkload({
    name: first.name,
    preamble: run.preambles.get(first.name),
    command: run.command,
    dirs,
    issued: haveIssued ? { read: issuedSum(0), write: issuedSum(1) } : undefined,
    jobs: clones.reduce((a, c) => a + c.jobs, 0),
    depth1Pct: Math.min(...clones.map((c) => c.depth1Pct ?? 0)),
  });
  for (const n of notes) w('fio-normal-workload', n.text, n.params);
  // The heading it was pasted under tells datasets apart (key.ts makes them variants, never repeats).
  if (workload && run.section !== undefined) workload.options = { ...workload.options, section: run.section };
  if (!workload) {
    w('fio-normal-job-skipped', `job "${first.name}" skipped: its workload cannot be determined`, {
      job: first.name,
    });
    return undefined;
  }
  let total = totalsOf(dirs);
  if (mixed) {
    // unified_rw_reporting: fio's own combined figures.
    total = {
      iops: mixed.iops,
      bw: mixed.bw,
      ...(mixed.lat ? { lat: mixed.lat, latMethod: 'mixed' as const } : {}),
    };
  }
  const m: MeasurementDraft = {
    test: 'fio',
    role: 'result',
    workload,
    directions: dirs,
    total,
    status: 'ok',
    provenance: { file: path, job: first.name, line: first.line, tool: 'fio', format: FORMAT },
  };
  if (erred) {
    m.error = `ended with ${describeErrno(erred.err)}`;
    w('fio-normal-ended-with-error', `job "${first.name}" ${m.error} after doing I/O; its figures are kept`, {
      job: first.name,
      error: describeErrno(erred.err),
    });
  }
  if (run.fioVersion) m.provenance.toolVersion = run.fioVersion;
  if (position) m.provenance.run = position;
  if (Object.keys(assumed).length > 0) m.provenance.assumed = assumed;
  if (sync) m.sync = sync;
  const claimed = clones.flatMap((c) => c.claimed ?? []);
  if (claimed.length) m.claimed = claimed;
  return m;
}

/** fsync/fdatasync calls: the count is the 4th `issued rwts` value (fio ≥ 3.4), latency from the sync block. */
function syncOf(clones: NormalBlock[]): MeasurementDraft['sync'] {
  if (!clones.some((c) => c.hasSync)) return undefined;
  const counts = clones.map((c) => c.issued?.[3]);
  if (counts.some((n) => n === undefined)) return undefined;
  const calls = counts.reduce<number>((a, n) => a + (n ?? 0), 0);
  const lat = combineLatency(clones.map((c, i) => ({ lat: c.sync, weight: counts[i] ?? 0 })));
  return lat ? { calls, lat } : { calls };
}

function quote(t: LineTally): string {
  return t.samples.map((l) => `line ${l.line}: "${l.text}"`).join('; ');
}

/** quote() without words, for a translated text: `12: "text"; 14: "text"`. */
function samples(t: LineTally): string {
  return t.samples.map((l) => `${l.line}: "${l.text}"`).join('; ');
}

const runParams = (p: RunPosition | undefined): Params => (p ? { run: p.index, runs: p.count } : {});

function parse(file: SourceText): ImportResult {
  const report = scanReport(file.text);
  const warnings: ImportIssue[] = [];
  const warn: Warn = (code, message, line, job, params) => {
    const issue: ImportIssue = { code, message, file: file.path };
    if (line !== undefined) issue.line = line;
    if (job !== undefined) issue.job = job;
    if (params) issue.params = params;
    warnings.push(issue);
  };
  const runs = report.runs.filter((r) => r.blocks.length > 0);
  const firstUnread = report.unknown.samples[0] ?? report.around.samples[0];
  const noFigures = (code: string, why: string) =>
    errResult(
      FORMAT,
      code,
      `${why}${firstUnread ? `; first line not understood: line ${firstUnread.line}: "${firstUnread.text}"` : ''}`,
      file.path,
      firstUnread?.line,
    );
  if (runs.length === 0) {
    return noFigures(
      'fio-normal-no-jobs',
      'no fio job report (`NAME: (groupid=G, jobs=N): err= E: …`) found',
    );
  }
  const measurements: MeasurementDraft[] = [];
  if (runs.length > 1) {
    const starts = runs.map((r) => ({ line: r.line, job: r.blocks[0]?.name }));
    warn('fio-runs', runsMessage(starts), runs[0]!.line, undefined, runsParams(starts));
  }
  runs.forEach((run, i) => {
    const position = runs.length > 1 ? { index: i + 1, count: runs.length } : undefined;
    // A loop, not push(...): a run of 100,000 jobs spread into one call overflows a worker's stack.
    for (const m of readRun(file, run, position, warn)) measurements.push(m);
  });
  for (const r of report.runs)
    if (r.blocks.length === 0 && (r.preambles.size > 0 || r.command))
      warn(
        'fio-normal-run-without-report',
        `a run starts at line ${r.line} but has no job report (stopped, or cut off)`,
        r.line,
        undefined,
        { line: r.line },
      );
  for (const msg of report.messages.slice(0, MAX_MESSAGES))
    warn('fio-normal-fio-message', msg.text.slice(0, 300), msg.line, undefined, {
      text: msg.text.slice(0, 300),
    });
  if (report.terseLines > 0) {
    warn(
      'fio-normal-terse-ignored',
      `${report.terseLines} terse line(s) in the same file ignored; the normal report was read`,
      undefined,
      undefined,
      { count: report.terseLines },
    );
  }
  if (report.unknown.count > 0) {
    warn(
      'fio-normal-unknown-lines',
      `${report.unknown.count} line(s) inside job reports not understood and ignored: ${quote(report.unknown)}`,
      report.unknown.samples[0]?.line,
      undefined,
      { count: report.unknown.count, samples: samples(report.unknown) },
    );
  }
  if (report.around.count > 0) {
    warn(
      'fio-normal-surrounding-text',
      `${report.around.count} line(s) of other text around the fio output skipped: ${quote(report.around)}`,
      report.around.samples[0]?.line,
      undefined,
      { count: report.around.count, samples: samples(report.around) },
    );
  }
  if (measurements.length === 0) {
    // Say why nothing was read: a cut-off or failed job when that is the reason, else the first
    // line that was not understood.
    const why = warnings.find((w) => STOPPERS.has(w.code));
    if (why)
      return {
        ...errResult(FORMAT, why.code, why.message, file.path, why.line, why.job, why.params),
        warnings,
      };
    const e = noFigures(
      'fio-normal-no-figures',
      'fio job reports found, but none holds figures that could be read',
    );
    return { ...e, warnings };
  }
  return okResult(FORMAT, { measurements, warnings });
}

/** One run's measurements: its complete job blocks, clones (numjobs without group_reporting) merged. */
function readRun(
  file: SourceText,
  run: NormalRun,
  position: RunPosition | undefined,
  warn: Warn,
): MeasurementDraft[] {
  const where = position ? `run ${position.index} of ${position.count}: ` : '';
  const complete = run.blocks.filter((b) => b.complete);
  const cut = run.blocks.find((b) => !b.complete);
  if (cut) {
    warn(
      'fio-normal-truncated',
      `${where}job "${cut.name}" (report starting at line ${cut.line}) stops before its "issued" line: the output is cut short; job skipped`,
      cut.line,
      cut.name,
      { ...runParams(position), job: cut.name, line: cut.line },
    );
  }
  if (run.snapshots > 0) {
    warn(
      'fio-normal-status-reports',
      `${where}${run.snapshots + 1} reports of the same jobs (--status-interval; cumulative): the last one was read`,
      run.blocks[0]?.line,
      undefined,
      { ...runParams(position), count: run.snapshots + 1 },
    );
  }
  for (const b of complete) refineIops(b, warn);
  const out: MeasurementDraft[] = [];
  for (const clones of groupClones(complete)) {
    const m = toMeasurement(file.path, clones, run, position, warn);
    if (m) out.push(m);
  }
  return out;
}

export const fioNormalImporter: Importer = {
  id: FORMAT,
  label: 'fio normal (human-readable)',
  sniff,
  parse,
};
