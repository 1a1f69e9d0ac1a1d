// Reading one window of a summarised per-I/O log again from its file: the summary's per-second
// byte offsets say which part of the file holds the window's lines, only that part is read, and
// every line of the window's direction comes back at full detail (time in s, value in base units).
import { byteRange } from '../../../analysis/log-summary';
import type { LogSummary } from '../../../model/log-summary';
import type { Direction } from '../../../model/types';
import { scanFioLog } from './scan';

const DDIR: Record<Direction, number> = { read: 0, write: 1, trim: 2 };

/**
 * Why a window could not be read again, as a code and its figures for the page's words (`message`
 * keeps the English): the file changed since it was summarised, or a line of the window does not
 * read (`params` are the fio-log-bad-line form and figures of scan.ts, with the line).
 */
export interface WindowReadError {
  ok: false;
  message: string;
  reason: 'size-changed' | 'bad-line';
  params: Record<string, string | number>;
}

export type WindowRead = { ok: true; t: number[]; v: number[] } | WindowReadError;

/** Every I/O of `direction` stamped in [fromMs, toMs] ms, read from `file`. */
export async function readLogWindow(
  file: Blob,
  summary: Pick<LogSummary, 'offsets' | 'scale' | 'originMs'>,
  direction: Direction,
  fromMs: number,
  toMs: number,
): Promise<WindowRead> {
  if (file.size !== summary.offsets.fileBytes)
    return {
      ok: false,
      message: `the file is ${file.size} bytes, the summarised log was ${summary.offsets.fileBytes}`,
      reason: 'size-changed',
      params: { size: file.size, was: summary.offsets.fileBytes },
    };
  const range = byteRange(summary.offsets, fromMs, toMs);
  if (!range) return { ok: true, t: [], v: [] };
  const text = new TextDecoder().decode(await file.slice(range[0], range[1]).arrayBuffer());
  const scan = scanFioLog(text);
  if (!scan.ok)
    return {
      ok: false,
      message: `line ${scan.failure.line} of the window: ${scan.failure.message}`,
      reason: 'bad-line',
      params: { ...scan.failure.params, line: scan.failure.line },
    };
  const { timeMs, value, ddir, lines } = scan.log;
  const d = DDIR[direction];
  const origin = summary.originMs ?? 0;
  const t: number[] = [];
  const v: number[] = [];
  for (let i = 0; i < lines; i++) {
    const ms = timeMs[i]! - origin;
    if (ddir[i] !== d || ms < fromMs || ms > toMs) continue;
    t.push(ms / 1000);
    v.push(value[i]! * summary.scale);
  }
  // fio writes a job's lines in completion order, which can step back a little in time: a line
  // chart wants them sorted.
  let sorted = true;
  for (let i = 1; i < t.length && sorted; i++) if (t[i]! < t[i - 1]!) sorted = false;
  if (sorted) return { ok: true, t, v };
  const order = t.map((_, i) => i).sort((a, b) => t[a]! - t[b]!);
  return { ok: true, t: order.map((i) => t[i]!), v: order.map((i) => v[i]!) };
}
