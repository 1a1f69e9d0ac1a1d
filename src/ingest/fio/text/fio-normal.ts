// fio's human-readable ("normal") report, fio 2.x and 3.x. Format: ../shared/docs/fio-formats.md §4.
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
import type { NormalBlock } from './normal-blocks';
import { scanReport } from './normal-blocks';
import type { PreambleJob } from './normal-preamble';
import type { DirectionMap } from './shared';
import { combineLatency, headHasFioJson, mergeClones, mergeDirectionMaps, totalsOf } from './shared';
import { buildWorkload } from './workload';

const FORMAT = 'fio-normal';
const JOB_HEADER = /^\S.*: \(groupid=\d+, jobs=\d+\): err=/m;
const MAX_MESSAGES = 5;

type Warn = (code: string, message: string, line?: number, job?: string) => void;

function sniff(head: string): boolean {
  return !headHasFioJson(head) && JOB_HEADER.test(head);
}

/** fio's own IOPS: issued I/Os × 1000 / runtime, if it matches the rounded printed value. */
function refineIops(b: NormalBlock, warn: Warn): void {
  DIRECTIONS.forEach((d, i) => {
    const s = b.dirs[d];
    const ios = b.issued?.[i];
    const ms = b.runtimeMs[d];
    if (!s || ios === undefined || !ms) return;
    const exact = (ios * 1000) / ms;
    if (Math.abs(exact - s.iops) <= Math.max(1, 0.01 * s.iops)) {
      s.iops = exact;
      s.totalIos = ios;
    } else {
      warn(
        'fio-normal-iops-mismatch',
        `${d}: printed IOPS ${s.iops} differ from issued ${ios} I/Os over ${ms} ms; printed value kept`,
        b.line,
        b.name,
      );
    }
  });
}

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
  preambles: Map<string, PreambleJob>,
  fioVersion: string | undefined,
  warn: Warn,
): MeasurementDraft | undefined {
  const first = clones[0]!;
  const w = (code: string, message: string) => warn(code, message, first.line, first.name);
  if (clones.length > 1) {
    w(
      'fio-normal-clones-merged',
      `${clones.length} reports share job name "${first.name}" in group ${first.group} (numjobs without group_reporting): IOPS and bandwidth summed, latency IO-weighted, percentiles dropped`,
    );
  }
  const failed = clones.find((c) => c.err !== 0);
  const sync = failed ? undefined : syncOf(clones);
  if (!failed && !sync && clones.some((c) => c.hasSync)) {
    w(
      'fio-normal-sync-ignored',
      'fsync/fdatasync block without a call count (4th "issued rwts" value); not imported',
    );
  }
  const dirs: DirectionMap = failed
    ? {}
    : mergeDirectionMaps(
        clones.map((c) => ({ read: c.dirs.read, write: c.dirs.write, trim: c.dirs.trim }) as DirectionMap),
      );
  for (const d of DIRECTIONS) if (dirs[d] === undefined) delete dirs[d];
  const mixedParts = clones.map((c) => c.dirs.mixed).filter((s): s is DirectionStats => s !== undefined);
  const mixed = failed || mixedParts.length === 0 ? undefined : mergeClones(mixedParts);
  const issuedSum = (i: number) => clones.reduce((a, c) => a + (c.issued?.[i] ?? 0), 0);
  const haveIssued = clones.every((c) => c.issued !== undefined);
  const { workload, notes } = buildWorkload({
    name: first.name,
    preamble: preambles.get(first.name),
    dirs,
    issued: haveIssued ? { read: issuedSum(0), write: issuedSum(1) } : undefined,
    jobs: clones.reduce((a, c) => a + c.jobs, 0),
    depth1Pct: Math.min(...clones.map((c) => c.depth1Pct ?? 0)),
  });
  for (const n of notes) w('fio-normal-workload', n);
  if (!workload) {
    w('fio-normal-job-skipped', `job "${first.name}" skipped: its workload cannot be determined`);
    return undefined;
  }
  let total = failed ? {} : totalsOf(dirs);
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
    status: failed ? 'failed' : 'ok',
    provenance: { file: path, job: first.name, line: first.line, tool: 'fio', format: FORMAT },
  };
  if (failed) m.error = `fio reported ${describeErrno(failed.err)}`;
  if (fioVersion) m.provenance.toolVersion = fioVersion;
  if (sync) m.sync = sync;
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

function parse(file: SourceText): ImportResult {
  const report = scanReport(file.text);
  const warnings: ImportIssue[] = [];
  const warn: Warn = (code, message, line, job) => {
    const issue: ImportIssue = { code, message, file: file.path };
    if (line !== undefined) issue.line = line;
    if (job !== undefined) issue.job = job;
    warnings.push(issue);
  };
  if (report.blocks.length === 0) {
    return errResult(
      FORMAT,
      'fio-normal-no-jobs',
      'no fio job report (`NAME: (groupid=G, jobs=N): err= E: …`) found',
      file.path,
    );
  }
  const complete = report.blocks.filter((b) => b.complete);
  const cut = report.blocks.find((b) => !b.complete);
  if (cut) {
    const lastLine = file.text.trimEnd().split('\n').length;
    const msg = `job "${cut.name}" (report starting at line ${cut.line}) stops at line ${lastLine}, before its "issued" line: the file is cut short`;
    if (complete.length === 0)
      return errResult(FORMAT, 'fio-normal-truncated', msg, file.path, cut.line, cut.name);
    warn('fio-normal-truncated', `${msg}; job skipped`, cut.line, cut.name);
  }
  for (const b of complete) refineIops(b, warn);
  const measurements: MeasurementDraft[] = [];
  for (const clones of groupClones(complete)) {
    const m = toMeasurement(file.path, clones, report.preambles, report.fioVersion, warn);
    if (m) measurements.push(m);
  }
  for (const msg of report.messages.slice(0, MAX_MESSAGES))
    warn('fio-normal-fio-message', msg.text.slice(0, 300), msg.line);
  if (report.terseLines > 0) {
    warn(
      'fio-normal-terse-ignored',
      `${report.terseLines} terse line(s) in the same file ignored; the normal report was read`,
    );
  }
  if (report.unknown.count > 0) {
    warn(
      'fio-normal-unknown-lines',
      `${report.unknown.count} line(s) not understood and ignored (first at line ${report.unknown.first})`,
      report.unknown.first,
    );
  }
  return okResult(FORMAT, { measurements, warnings });
}

export const fioNormalImporter: Importer = {
  id: FORMAT,
  label: 'fio normal (human-readable)',
  sniff,
  parse,
};
