// Job names written by the SNIA PTS suite cloudharmony/block-storage into fio-[test].json
// (docs/pts-bundles.md §5). Every name is the suite's step name, then `-<target index>`
// (`-1` with one target), then `-ssmw` when the job is in the steady-state measurement window:
//   wipc-2-1                                preconditioning pass 2
//   x5-0_100-4k-rand-1-ssmw                 iops / latency round 5, 0/100, 4k
//   x3-100_0-1024k-seq-1-ssmw               throughput round 3
//   x2-0_100-4k-rand-35-1                   wsat round 2, interval 35 (counted across rounds)
//   x1-0_100-4k-rand-n3-1-ssmw              hir preconditioning round 1, interval 3
//   w1-0_100-4k-rand-25-1-ssmw              hir wait state of 25 s, loop 1
//   x1-baseline-0_100-4k-rand-25-1-ssmw     hir baseline after the 25 s wait state, loop 1
import type { Pattern, PtsRoundInfo } from '../../model/types';
import { parseBlockSizeLabel } from '../../model/units';
import { joined } from '../../lib/flat-string';

/** What the name says; `shape` tells which of the patterns above matched. */
export interface PtsJobName {
  shape: 'wipc' | 'matrix' | 'wsat' | 'hir-precondition' | 'hir-wait' | 'hir-baseline';
  phase: PtsRoundInfo['phase'];
  /** Round (x<N>), preconditioning pass (wipc-<N>) or wait-state loop (w<N>). */
  round: number;
  interval?: number;
  waitS?: number;
  ssmw: boolean;
  target: number;
  /** Absent for wipc (the options say: 128k sequential write). */
  readPct?: number;
  blockSize?: number;
  blockSizeLabel?: string;
  pattern?: Pattern;
}

const MIX = '(\\d{1,3})_(\\d{1,3})';
const BS = '(\\d+(?:b|k|m)?)';
const SUFFIXES = '-(\\d+)(-ssmw)?$';
const WIPC_NAME = new RegExp(`^wipc-(\\d+)${SUFFIXES}`);
// Every other shape in one pattern, so a name costs one match (the suite writes one job per round,
// hundreds per file); which optional parts are present tells the shapes apart, see stepShape.
// Groups: 1 x|w, 2 round, 3 `baseline-`, 4 read %, 5 write %, 6 block size, 7 rand|seq, 8 `n`,
// 9 interval or wait, 10 target, 11 `-ssmw`.
const STEP_NAME = new RegExp(`^(x|w)(\\d+)-(baseline-)?${MIX}-${BS}-(rand|seq)(?:-(n)?(\\d+))?${SUFFIXES}`);

/** The shape of a matched STEP_NAME, or undefined for a combination the suite never writes. */
function stepShape(m: RegExpExecArray): PtsJobName['shape'] | undefined {
  const baseline = m[3] !== undefined;
  const n = m[8] !== undefined;
  const last = m[9] !== undefined;
  if (m[1] === 'w') return !baseline && !n && last ? 'hir-wait' : undefined;
  if (baseline) return !n && last ? 'hir-baseline' : undefined;
  if (n) return 'hir-precondition';
  return last ? 'wsat' : 'matrix';
}

/** Parses a PTS job name; undefined when it is not one (a hand-written fio job, for example). */
export function parsePtsJobName(name: string): PtsJobName | undefined {
  const trimmed = name.trim();
  const wipc = WIPC_NAME.exec(trimmed);
  if (wipc) {
    const ssmw = wipc[3] !== undefined;
    return { shape: 'wipc', round: Number(wipc[1]), ssmw, target: Number(wipc[2]), phase: 'wipc' };
  }
  const m = STEP_NAME.exec(trimmed);
  const shape = m && stepShape(m);
  if (!m || !shape) return undefined;
  const read = Number(m[4]);
  const write = Number(m[5]);
  const blockSize = parseBlockSizeLabel(m[6] ?? '');
  if (read + write !== 100 || blockSize === undefined) return undefined;
  const out: PtsJobName = {
    shape,
    round: Number(m[2]),
    ssmw: m[11] !== undefined,
    target: Number(m[10]),
    phase: shape === 'hir-wait' ? 'wait' : shape === 'hir-baseline' ? 'baseline' : 'wdpc',
    readPct: read,
    blockSize,
    blockSizeLabel: m[6] ?? '',
    pattern: m[7] === 'seq' ? 'sequential' : 'random',
  };
  const last = m[9] === undefined ? undefined : Number(m[9]);
  if (shape === 'wsat' || shape === 'hir-precondition') out.interval = last;
  if (shape === 'hir-wait' || shape === 'hir-baseline') out.waitS = last;
  return out;
}

/** The round facts of the model, from a parsed name plus the job's start/stop times. */
export function roundInfo(job: PtsJobName, started?: string, stopped?: string): PtsRoundInfo {
  const info: PtsRoundInfo = { phase: job.phase, round: job.round, ssmw: job.ssmw };
  if (job.interval !== undefined) info.interval = job.interval;
  if (job.waitS !== undefined) info.waitS = job.waitS;
  if (started !== undefined) info.started = started;
  if (stopped !== undefined) info.stopped = stopped;
  return info;
}

/** The suite writes local `Y-m-d H:i:s` with the timezone set to UTC; ISO 8601 UTC, or undefined. */
export function ptsTimeToIso(text: unknown): string | undefined {
  if (typeof text !== 'string') return undefined;
  // Checked character by character (the shape of /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/): every
  // round of a PTS file has two of these, and a match array with its strings for each added up.
  const t = text.trim();
  if (t.length !== TIME_SHAPE.length) return undefined;
  for (let i = 0; i < TIME_SHAPE.length; i++) {
    const c = t.charCodeAt(i);
    const want = TIME_SHAPE.charCodeAt(i);
    if (want === DIGIT ? c < 48 || c > 57 : c !== want) return undefined;
  }
  return joined(t.slice(0, 10), 'T', t.slice(11), 'Z');
}

/** `Y-m-d H:i:s`, with `0` for any digit. */
const TIME_SHAPE = '0000-00-00 00:00:00';
const DIGIT = 48;
