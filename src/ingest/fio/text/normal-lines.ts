// One-line recognisers for fio's normal report (docs/fio-formats.md §4, items 1–14).
// Each line becomes a typed event; fio-normal.ts assembles the events into job blocks. Numbers are
// converted to base units here (bytes, bytes/s, ns), except percentile values, whose unit comes
// from their block header.
import type { Direction, LatencyStats } from '../../../model/types';
import type { PreambleJob } from './normal-preamble';
import { parsePreambleLine } from './normal-preamble';
import { fioCommandOptions } from './command-line';
import { LATENCY_UNIT_NS, parseRate, parseSize, parseSuffixed } from './normal-units';

export type DirKey = Direction | 'mixed';
export type LatKind = 'slat' | 'clat' | 'lat' | 'sync';

export interface DirectionLine {
  kind: 'direction';
  dir: DirKey;
  iops: number;
  bw: number;
  ioBytes: number;
  runtimeMs: number;
}

export type NormalLine =
  | { kind: 'blank' | 'noise' | 'stat' | 'summary' | 'sync-header' | 'terse-header' | 'terse' | 'unknown' }
  | { kind: 'preamble'; job: PreambleJob }
  | { kind: 'version'; version: string }
  | { kind: 'starting'; count: number }
  | { kind: 'command'; options: Record<string, string> }
  | { kind: 'message'; text: string }
  | { kind: 'job-header'; name: string; group: number; jobs: number; err: number; pid?: number }
  | { kind: 'description'; text: string }
  | DirectionLine
  | { kind: 'latency'; which: LatKind; stats: LatencyStats }
  | { kind: 'percentile-header'; which: LatKind; unitNs: number }
  | { kind: 'percentile-row'; items: [number, number][] }
  | { kind: 'issued'; totals: number[] }
  | { kind: 'depths'; depth1Pct: number };

const JOB_HEADER = /^(.+?): \(groupid=(\d{1,9}), jobs=(\d{1,9})\): err=\s*(-?\d{1,9})/;
const DIR_3X =
  /^\s+(read|write|trim|mixed)\s*: IOPS=([\d.]+[kKMGTPE]?), BW=(\S+?) \(\S+?\)\((\S+?)\/(\d+)msec\)/;
// fio 1.x–2.16; 1.x puts a space before some commas (`iops=10250 , runt=  3448msec`).
const DIR_2X =
  /^\s+(read|write|trim|mixed)\s*: io=([^\s,]+)\s*, bw=([^\s,]+)\s*, iops=([\d.]+[kKMGTPE]?)\s*, runt=\s*(\d+)msec/;
const LAT =
  /^\s+(slat|clat|lat|sync)\s*\((nsec|usec|msec|sec)\)\s*:\s*min=\s*([^\s,]+)\s*,\s*max=\s*([^\s,]+)\s*,\s*avg=\s*([^\s,]+)\s*,\s*stdev=\s*([^\s,]+)\s*$/;
const PCT_HEADER = /^\s+(slat|clat|lat|sync) percentiles \((nsec|usec|msec|sec)\):\s*$/;
const PCT_ITEM = /(\d+(?:\.\d+)?)th=\[\s*([\d.]+[kKMG]?)\s*\]/g;
const STAT_LINES = [
  /^\s+bw\s*\(.*\)\s*:\s*min=/, // bw (  KiB/s): min=…   and fio 2.x  bw (KB  /s): min=…
  /^\s+iops\s*:\s*min=/,
  /^\s+lat\s*\((nsec|usec|msec)\)\s*:\s*(>=)?\d+=/, // latency distribution buckets
  /^\s+cpu\s*:\s*usr=/,
  /^\s+IO depths\s*:/,
  /^\s+(submit|complete)\s*:/,
  /^\s+latency\s*:\s*target=/,
];
const SUMMARY_LINES = [
  /^Run status group \d+ \(all jobs\):\s*$/,
  /^\s+(READ|WRITE|TRIM|MIXED):\s+(bw|io)=/,
  /^Disk stats \(read\/write\):\s*$/,
  /^\s+\S+:\s+(ios|aggrios)=\d/,
];

/** `4680.8k` (in the line's unit) → ns. */
function latValue(text: string, unitNs: number): number | undefined {
  const v = parseSuffixed(text.replace(/,$/, ''));
  return v === undefined ? undefined : v * unitNs;
}

function latencyLine(m: RegExpExecArray): NormalLine {
  const unitNs = LATENCY_UNIT_NS[m[2]!]!;
  const [min, max, mean, stddev] = [m[3], m[4], m[5], m[6]].map((t) => latValue(t ?? '', unitNs));
  if (min === undefined || max === undefined || mean === undefined || stddev === undefined)
    return { kind: 'unknown' };
  return { kind: 'latency', which: m[1] as LatKind, stats: { mean, min, max, stddev } };
}

function directionLine(m: RegExpExecArray, two: boolean): NormalLine {
  // 3.x: IOPS, BW, io, msec. 2.x: io, bw, iops, runt ("KB" there means 1024).
  const [iopsT, bwT, ioT] = two ? [m[4], m[3], m[2]] : [m[2], m[3], m[4]];
  const era = two ? '2.x' : '3.x';
  const iops = parseSuffixed(iopsT ?? '');
  const bw = parseRate(bwT ?? '', era);
  const ioBytes = parseSize(ioT ?? '', era);
  const runtimeMs = Number(m[5]);
  if (iops === undefined || bw === undefined || ioBytes === undefined || !Number.isFinite(runtimeMs))
    return { kind: 'unknown' };
  return { kind: 'direction', dir: m[1] as DirKey, iops, bw, ioBytes, runtimeMs };
}

/** `total=163664,70100,0,0` (3.x), `total=r=55590/w=74898/d=0,` (2.x), `issued r/w/d: total=32768/0/0,` (1.x). */
function issuedLine(text: string): NormalLine | undefined {
  const m = /^\s+issued(?:\s+(?:rwts?|r\/w\/d|r\/w))?\s*:\s*total=(\S+)/.exec(text);
  if (!m) return undefined;
  const totals = m[1]!
    .replace(/,$/, '')
    .split(/[,/]/)
    .map((p) => Number(p.replace(/^[a-z]=/, '')));
  return totals.every((n) => Number.isInteger(n) && n >= 0)
    ? { kind: 'issued', totals }
    : { kind: 'unknown' };
}

/** `fio-3.33`, `fio-2.1.7`, and fio 1.x's `fio 1.57`. */
const VERSION = /^fio[- ](\d+\.\d+[\w.-]*)$/;
const STARTING = /^Starting (\d{1,9}) (?:process|processes|thread|threads)\b/;
/** A terminal's ETA line, `Jobs: 1 (f=1): [r(1)][45.0%][r=120MiB/s][eta 00m:11s]` (or 2.x's `[r] [45.0% done] …`). */
const ETA_PREFIX = /^Jobs: \d+ \([^)\n]*\)(?:[: ]*\[[^\]\n]*\])*/;

/**
 * What a terminal showed of a captured line: CRLF's `\r` dropped, only the text after the last
 * carriage return of a line that a progress display overwrote, and an ETA display removed, also
 * when the capture glued it to the start of the next line.
 */
export function visibleText(raw: string): string {
  let text = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
  if (text.includes('\r')) {
    const parts = text.split('\r').filter((p) => p.trim() !== '');
    text = parts.filter((p) => !ETA_PREFIX.test(p)).pop() ?? parts.pop() ?? '';
  }
  const eta = ETA_PREFIX.exec(text);
  return eta ? text.slice(eta[0].length) : text;
}

export function classifyLine(raw: string): NormalLine {
  const text = visibleText(raw);
  const t = text.trim();
  if (!t) return { kind: 'blank' };
  let m: RegExpExecArray | null;
  if ((m = JOB_HEADER.exec(text))) {
    const ev: NormalLine = {
      kind: 'job-header',
      name: m[1]!,
      group: Number(m[2]),
      jobs: Number(m[3]),
      err: Number(m[4]),
    };
    const pid = /\bpid=(\d{1,9})/.exec(text.slice(m[0].length));
    if (pid) ev.pid = Number(pid[1]);
    return ev;
  }
  const pre = parsePreambleLine(text);
  if (pre) return { kind: 'preamble', job: pre };
  if ((m = VERSION.exec(t))) return { kind: 'version', version: m[1]! };
  if ((m = STARTING.exec(t))) return { kind: 'starting', count: Number(m[1]) };
  const command = fioCommandOptions(t);
  if (command) return { kind: 'command', options: command };
  if (t === '...' || /: Laying out IO file/.test(t) || /^(```|~~~)/.test(t)) return { kind: 'noise' };
  if (/^(fio|note): /.test(t)) return { kind: 'message', text: t };
  if ((m = /^\s+Description\s*:\s*\[(.*)\]\s*$/.exec(text))) return { kind: 'description', text: m[1]! };
  if ((m = DIR_3X.exec(text))) return directionLine(m, false);
  if ((m = DIR_2X.exec(text))) return directionLine(m, true);
  if ((m = LAT.exec(text))) return latencyLine(m);
  if ((m = PCT_HEADER.exec(text)))
    return { kind: 'percentile-header', which: m[1] as LatKind, unitNs: LATENCY_UNIT_NS[m[2]!]! };
  if (/^\s+\|/.test(text)) {
    const items: [number, number][] = [];
    for (const it of text.matchAll(PCT_ITEM)) {
      const v = parseSuffixed(it[2]!);
      if (v !== undefined) items.push([Number(it[1]), v]);
    }
    return items.length ? { kind: 'percentile-row', items } : { kind: 'unknown' };
  }
  if (/^\s+fsync\/fdatasync\/sync_file_range:\s*$/.test(text)) return { kind: 'sync-header' };
  const issued = issuedLine(text);
  if (issued) return issued;
  if ((m = /^\s+IO depths\s*:\s*1=([\d.]+)%/.exec(text))) return { kind: 'depths', depth1Pct: Number(m[1]) };
  if (STAT_LINES.some((r) => r.test(text))) return { kind: 'stat' };
  if (SUMMARY_LINES.some((r) => r.test(text))) return { kind: 'summary' };
  if (/^Additional Terse Output:\s*$/.test(t)) return { kind: 'terse-header' };
  if (/^[2-5];/.test(t) && t.split(';').length >= 100) return { kind: 'terse' };
  return { kind: 'unknown' };
}
