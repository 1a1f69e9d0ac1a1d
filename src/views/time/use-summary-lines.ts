// The lines of summarised per-I/O logs (too large to keep whole; model/log-summary.ts) for the Logs
// chart: mean, min and max per bucket of the finest level that draws the window in at most
// TARGET_POINTS; when the window holds at most RAW_POINTS_MAX I/Os and the page still has the log
// file, every I/O of the window, read again from the file; after a reload (no file any more) the
// stored summary, which the chart says.
import { useEffect, useState } from 'react';
import { levelFor, levelPoints, summarySpanMs, windowStats } from '../../analysis/log-summary';
import type { LogSummary } from '../../model/log-summary';
import type { Direction } from '../../model/types';
import { logFileOf } from '../../state/log-files';
import { readLogWindowOff } from '../../worker/downsample-client';
import type { WindowReadError } from '../../ingest/fio/log/window-read';
import type { XRange } from '../share/zoom-range';

/** Buckets drawn per line at most (as many points as the downsampled lines get). */
export const TARGET_POINTS = 2000;
/** A window with at most this many I/Os is read again from the file and drawn point by point. */
export const RAW_POINTS_MAX = 200_000;

export interface SummarisedLine {
  name: string;
  summary: LogSummary;
  file: string;
  direction: Direction;
  /** The upload the series came from: where its file is looked up. */
  uploadId?: string;
}

export interface SummaryDrawn {
  /** Mean lines, or the raw points; `band` lines are the min and max per bucket. */
  lines: { name: string; t: number[]; v: number[]; band?: 'min' | 'max' }[];
  /** raw: every I/O of the window; summary: buckets (file at hand); stored: buckets, no file. */
  mode: 'raw' | 'summary' | 'stored';
  bucketMs: number;
  /** I/Os in the window (from the summary). */
  count: number;
  /** The window could not be read again from this file (words: window-error.ts). */
  error?: WindowReadError & { file: string };
}

function fromSummary(
  lines: readonly SummarisedLine[],
  from: number,
  to: number,
  stored: boolean,
): SummaryDrawn {
  const out: SummaryDrawn = { lines: [], mode: stored ? 'stored' : 'summary', bucketMs: 0, count: 0 };
  for (const l of lines) {
    const level = levelFor(l.summary, from, to, TARGET_POINTS);
    const p = levelPoints(level, from, to);
    out.bucketMs = Math.max(out.bucketMs, level.bucketMs);
    out.count += windowStats(l.summary.levels[0]!, from, to).count;
    out.lines.push({ name: l.name, t: p.t, v: p.mean });
    out.lines.push({ name: `${l.name} · min`, t: p.t, v: p.min, band: 'min' });
    out.lines.push({ name: `${l.name} · max`, t: p.t, v: p.max, band: 'max' });
  }
  return out;
}

async function drawLines(lines: readonly SummarisedLine[], range: XRange | undefined): Promise<SummaryDrawn> {
  const spans = lines.map((l) => summarySpanMs(l.summary));
  const from = range ? range[0] * 1000 : Math.min(...spans.map((s) => s[0]));
  const to = range ? range[1] * 1000 : Math.max(...spans.map((s) => s[1]));
  const files = lines.map((l) => logFileOf(l.uploadId, l.file));
  const stored = files.some((f) => !f);
  const summary = fromSummary(lines, from, to, stored);
  if (stored || !range || summary.count > RAW_POINTS_MAX) return summary;
  // The count said is the points drawn: the window read from the file holds its end (I/Os logged
  // at exactly `to`), which the summary's half-open buckets leave to the next bucket.
  const raw: SummaryDrawn = { lines: [], mode: 'raw', bucketMs: 0, count: 0 };
  for (const [i, l] of lines.entries()) {
    const got = await readLogWindowOff(files[i]!, l.summary, l.direction, from, to);
    if (!got.ok) return { ...summary, error: { ...got, file: l.file } };
    raw.lines.push({ name: l.name, t: got.t, v: got.v });
    raw.count += got.t.length;
  }
  return raw;
}

export function useSummaryLines(
  lines: readonly SummarisedLine[],
  range: XRange | undefined,
): SummaryDrawn | undefined {
  const [state, setState] = useState<{ for: unknown[]; out: SummaryDrawn } | undefined>();
  const r0 = range?.[0];
  const r1 = range?.[1];
  useEffect(() => {
    if (lines.length === 0) return;
    let cancelled = false;
    const at = r0 !== undefined && r1 !== undefined ? ([r0, r1] as const) : undefined;
    void drawLines(lines, at).then((out) => {
      if (!cancelled) setState({ for: [lines, r0, r1], out });
    });
    return () => {
      cancelled = true;
    };
  }, [lines, r0, r1]);
  if (lines.length === 0) return undefined;
  const f = state?.for;
  return f && f[0] === lines && f[1] === r0 && f[2] === r1 ? state.out : undefined;
}
