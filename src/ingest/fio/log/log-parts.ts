// Joins the scans of a log's byte ranges (scan-range.ts), in file order, into what one scan of the
// whole file makes: line counts and summaries add (the builders' buckets merge, also the bucket a
// boundary falls in), the per-second offsets take the smallest start and largest end, and what
// a range could not decide alone is decided here from its neighbour — a repeated time across the
// boundary, a changed field count, and whether the range's first line is in the median's sample.
import { SummaryBuilder } from '../../../analysis/log-summary';
import type { LogPart } from './scan-range';

/** The joined scan: the facts of `LogPart` for the whole file, and a builder per direction. */
export type JoinedLog = Omit<LogPart, 'sums'> & { sums: SummaryBuilder[] };

function joinOffsets(
  into: { start: number[]; end: number[] },
  from: { start: number[]; end: number[] },
): void {
  for (let s = 0; s < from.start.length; s++) {
    const a = from.start[s]!;
    if (a < 0) continue;
    if (s >= into.start.length) {
      for (let i = into.start.length; i <= s; i++) {
        into.start.push(-1);
        into.end.push(-1);
      }
    }
    if (into.start[s]! < 0 || a < into.start[s]!) into.start[s] = a;
    if (from.end[s]! > into.end[s]!) into.end[s] = from.end[s]!;
  }
}

/**
 * The parts of one log in file order, joined; `undefined` where one scan of the file would have
 * stopped (a range's lines have another field count than the lines before): read it whole then.
 */
export function joinLogParts(parts: readonly LogPart[]): JoinedLog | undefined {
  const first = parts[0]!;
  const out: JoinedLog = {
    ...first,
    sample: [...first.sample],
    firstT: [...first.firstT],
    lastT: [...first.lastT],
    offsets: { start: [...first.offsets.start], end: [...first.offsets.end] },
    sums: first.sums.map((s) => SummaryBuilder.fromState(s)),
  };
  for (const part of parts.slice(1)) {
    out.end = part.end;
    if (part.lines === 0) continue;
    if (out.lines === 0) {
      out.fields = part.fields;
      out.firstAt = part.firstAt;
      out.firstValue = part.firstValue;
    } else if (part.fields !== out.fields) return undefined;
    // The part's first line is sampled when the line before it (the last one before the part)
    // holds a multiple of sampleBytes, as the scan decides for every other line.
    if (part.firstAt > out.nextSampleAt) out.sample.push(part.firstValue);
    out.nextSampleAt = part.nextSampleAt;
    for (const v of part.sample) out.sample.push(v);
    for (let d = 0; d < 3; d++) {
      if (part.firstT[d]! < 0) continue;
      if (part.firstT[d] === out.lastT[d]) out.repeats = true;
      if (out.firstT[d]! < 0) out.firstT[d] = part.firstT[d]!;
      out.lastT[d] = part.lastT[d]!;
    }
    out.lines += part.lines;
    out.hexPrio ||= part.hexPrio;
    out.allBsZero &&= part.allBsZero;
    out.allOnes &&= part.allOnes;
    out.repeats ||= part.repeats;
    out.min = Math.min(out.min, part.min);
    part.sums.forEach((s, d) => out.sums[d]!.absorb(s));
    joinOffsets(out.offsets, part.offsets);
  }
  return out;
}
