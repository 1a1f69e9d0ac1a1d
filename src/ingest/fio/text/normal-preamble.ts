// The preamble fio prints before a normal (and sometimes terse) report, one line per job definition:
//   randrw-4k-qd16: (g=0): rw=randrw, bs=(R) 4096B-4096B, (W) 4096B-4096B, (T) 4096B-4096B, ioengine=libaio, iodepth=16
//   fio-test-1: (g=0): rw=randrw, bs=512-256K/1K-48K/1K-48K, ioengine=libaio, iodepth=32      (fio 2.x)
// It is the only place the text formats state the workload (rw, block size, iodepth).
import type { Direction, Workload } from '../../../model/types';
import { workloadFromOptions } from '../common';
import type { Era } from './normal-units';
import { parseSize, snapRoundedBlockSize } from './normal-units';

export interface BlockSizeRange {
  min: number;
  max: number;
  /** Printed with SI units (kb_base=1000), so rounded; snapped to a multiple of 512. */
  rounded: boolean;
}

export interface PreambleJob {
  name: string;
  rw: string;
  bsText: string;
  bs: Partial<Record<Direction, BlockSizeRange>>;
  ioengine?: string;
  iodepth?: number;
}

const PREAMBLE =
  /^(.+?): \(g=(\d+)\): rw=([^,\s]+), bs=(.*?)(?:, ioengine=([^,\s]+))?(?:, iodepth=(\d{1,9}))?\s*$/;
const DIR_BY_LETTER: Record<string, Direction> = { R: 'read', W: 'write', T: 'trim' };

export function parsePreambleLine(line: string): PreambleJob | undefined {
  const m = PREAMBLE.exec(line);
  if (!m) return undefined;
  const bsText = m[4] ?? '';
  const job: PreambleJob = { name: m[1]!, rw: m[3]!, bsText, bs: parseBlockSizes(bsText) };
  if (m[5]) job.ioengine = m[5];
  if (m[6]) job.iodepth = Number(m[6]);
  return job;
}

/** `(R) 4096B-4096B, (W) …` (3.x) or `512-256K/1K-48K/1K-48K` (2.x, read/write/trim). */
function parseBlockSizes(text: string): Partial<Record<Direction, BlockSizeRange>> {
  const out: Partial<Record<Direction, BlockSizeRange>> = {};
  const era: Era = text.includes('(R)') ? '3.x' : '2.x';
  const pairs: [Direction, string][] = [];
  if (era === '3.x') {
    for (const m of text.matchAll(/\(([RWT])\)\s*([^,]+)/g))
      pairs.push([DIR_BY_LETTER[m[1]!]!, m[2]!.trim()]);
  } else {
    text.split('/').forEach((part, i) => {
      const dir = (['read', 'write', 'trim'] as const)[i];
      if (dir) pairs.push([dir, part.trim()]);
    });
  }
  for (const [dir, range] of pairs) {
    const [lo, hi] = range.split('-');
    const rounded = era === '3.x' && /\d(k|M|G|T)B$/.test(range.trim());
    const fix = (v: number | undefined) =>
      v === undefined ? undefined : rounded ? snapRoundedBlockSize(v) : Math.round(v);
    const min = fix(parseSize(lo ?? '', era));
    const max = fix(parseSize(hi ?? lo ?? '', era));
    if (min !== undefined && max !== undefined && min > 0) out[dir] = { min, max, rounded };
  }
  return out;
}

/** Which direction's block size describes the workload: reads if any, else writes, else trims. */
export function primaryDirection(w: Partial<Workload>): Direction {
  if (w.trim) return 'trim';
  return w.readPct === 0 ? 'write' : 'read';
}

/** rw, pattern, read share (100/0, or 50 placeholder for mixes), iodepth and engine. */
export function preambleWorkload(p: PreambleJob): Partial<Workload> {
  const opts: Record<string, string> = { rw: p.rw };
  if (p.ioengine) opts.ioengine = p.ioengine;
  if (p.iodepth !== undefined) opts.iodepth = String(p.iodepth);
  return workloadFromOptions(opts);
}

/** True for rw modes that mix reads and writes (their read share must be measured). */
export function isMixedRw(rw: string | undefined): boolean {
  return rw === 'randrw' || rw === 'rw' || rw === 'readwrite';
}
