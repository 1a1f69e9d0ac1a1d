// One byte range of a per-I/O fio log scanned from its Blob in slices, into what stream.ts needs to
// finish the import: a summary builder per direction, the per-second byte offsets, and the facts
// fio-log.ts checks (field count, windowed or not, the values' minimum and a sample for their
// median). A large log is cut into ranges at line starts, one per ingest worker; each range's
// result (`LogPart`, plain data that crosses to another worker) is joined by log-parts.ts into
// exactly what one scan of the whole file makes. So nothing here may depend on what lies before
// the range: what the joining needs from a range's first and last lines is kept for it.
import { SummaryBuilder, type BucketState } from '../../../analysis/log-summary';
import { cancelledError } from '../../../lib/cancel';
import { COMMA, CR, LF, MINUS, SPACE, X, ZERO } from './bytes';
import { EPOCH_MS } from './fio-log';

/** Bytes read per slice. */
export const SLICE_BYTES = 4 * 1024 * 1024;

/** Values sampled for the median (fio-log.ts samples as many from a log read whole). */
const SAMPLES = 10001;

/** What the scan of one range learns; `LogPart` once the range is done. */
export interface LogPart {
  /** The range scanned, [start, end) bytes of the file. */
  start: number;
  end: number;
  lines: number;
  /** Fields per line (0: no line yet). */
  fields: number;
  /** A `0x…` priority field was seen (log_prio=1). */
  hexPrio: boolean;
  allBsZero: boolean;
  allOnes: boolean;
  /** A line had the time of the line before it in its direction (both in this range). */
  repeats: boolean;
  min: number;
  /**
   * The sample for the median: the value of each line whose previous line holds a byte offset
   * that is a multiple of `sampleBytes`. By offsets, not by line numbers, so a range needs no
   * count of the lines before it; and by the line before, not the line itself, so a long value (a
   * longer line) is not likelier to be drawn. The range's first line is left to the joining.
   */
  sample: number[];
  sampleBytes: number;
  /**
   * Subtracted from every line's time: the log's first time when fio stamped Unix epoch ms
   * (log_unix_epoch=1), else 0. Buckets, offsets and first/last times count from it.
   */
  originMs: number;
  /** The smallest multiple of `sampleBytes` at or after the last line's start (Infinity: no line). */
  nextSampleAt: number;
  /** The first line's offset and value (-1 / 0: no line). */
  firstAt: number;
  firstValue: number;
  /** Per direction: the time of its first and of its last line in the range (-1: none). */
  firstT: number[];
  lastT: number[];
  /** Per direction, the summary's finest level. */
  sums: BucketState[];
  /** Per second (file offsets): the smallest line start and the largest line end, or -1. */
  offsets: { start: number[]; end: number[] };
}

const isHex = (c: number) => (c >= 48 && c <= 57) || (c >= 97 && c <= 102) || (c >= 65 && c <= 70);

/** The part's facts while it is scanned (the builders are turned into their state at the end). */
type Scan = Omit<LogPart, 'sums'>;

/**
 * Scans the complete lines of `bytes` (which starts at a line start, `base` bytes into the file).
 * Returns false at the first line it cannot read.
 */
function scanSlice(
  bytes: Uint8Array,
  end: number,
  base: number,
  facts: Scan,
  sums: SummaryBuilder[],
): boolean {
  const { firstT, lastT, sampleBytes, originMs, offsets } = facts;
  let pos = 0;
  while (pos < end) {
    let c = bytes[pos]!;
    if (c === LF || c === CR) {
      pos++;
      continue;
    }
    const lineStart = pos;
    let field = 0;
    let f0 = 0;
    let f1 = 0;
    let f2 = 0;
    let f3 = 0;
    for (;;) {
      while (c === SPACE) c = bytes[++pos]!;
      let neg = false;
      if (c === MINUS && field === 1) {
        neg = true;
        c = bytes[++pos]!;
      }
      const start = pos;
      let n = 0;
      if (field >= 4 && c === ZERO && bytes[pos + 1] === X) {
        facts.hexPrio = true;
        pos += 2;
        c = bytes[pos]!;
        while (pos < end && isHex(c)) c = bytes[++pos]!;
      } else {
        let d = c - ZERO;
        while (d >= 0 && d <= 9 && pos < end) {
          n = n * 10 + d;
          d = bytes[++pos]! - ZERO;
        }
        c = d + ZERO;
      }
      if (pos === start) return false;
      if (field === 0) f0 = n;
      else if (field === 1) f1 = neg ? -n : n;
      else if (field === 2) f2 = n;
      else if (field === 3) f3 = n;
      field++;
      if (c === COMMA && pos < end) {
        c = bytes[++pos]!;
        continue;
      }
      if (c === CR && pos < end) c = bytes[++pos]!;
      if (c === LF || pos >= end) {
        pos++;
        break;
      }
      return false;
    }
    if (field < 4 || field > 6 || f2 > 2) return false;
    // A line stamped before the first line of an epoch-stamped log: the whole-text import counts
    // from the earliest line instead (fio-log.ts), so the file is read whole.
    // So is a time past EPOCH_MS that is not counted from an origin: it would index years of
    // seconds.
    f0 -= originMs;
    if (f0 < 0 || f0 >= EPOCH_MS) return false;
    if (facts.fields === 0) facts.fields = field;
    else if (field !== facts.fields) return false;
    if (f3 !== 0) facts.allBsZero = false;
    if (f1 !== 1) facts.allOnes = false;
    const prevT = lastT[f2]!;
    if (prevT === f0) facts.repeats = true;
    else if (prevT < 0) firstT[f2] = f0;
    lastT[f2] = f0;
    if (f1 < facts.min) facts.min = f1;
    const at = base + lineStart;
    if (at > facts.nextSampleAt) {
      facts.sample.push(f1);
      facts.nextSampleAt = Math.ceil(at / sampleBytes) * sampleBytes;
    } else if (facts.lines === 0) {
      facts.firstAt = at;
      facts.firstValue = f1;
      facts.nextSampleAt = Math.ceil(at / sampleBytes) * sampleBytes;
    }
    facts.lines++;
    sums[f2]!.add(f0, f1);
    const s = Math.floor(f0 / 1000);
    const lineEnd = base + Math.min(pos, end);
    if (s >= offsets.start.length) {
      for (let i = offsets.start.length; i <= s; i++) {
        offsets.start.push(-1);
        offsets.end.push(-1);
      }
    }
    if (offsets.start[s]! < 0 || at < offsets.start[s]!) offsets.start[s] = at;
    if (lineEnd > offsets.end[s]!) offsets.end[s] = lineEnd;
  }
  return true;
}

/** What every range of one log is scanned with, so that their scans join. */
export interface ScanFrame {
  sampleBytes: number;
  originMs: number;
}

/** The byte between samples for a log of `size` bytes (about SAMPLES values in all). */
export const sampleBytesOf = (size: number) => Math.max(1, Math.floor(size / SAMPLES));

export interface RangeOptions {
  /** Bytes of the range scanned so far. */
  onBytes?(done: number): void;
  signal?: AbortSignal;
}

/**
 * Scans [from, to) of `blob` (`from` a line start; `to` a line start or the file's end).
 * `undefined` at a line the scan cannot read: the caller reads the file whole instead.
 */
export async function scanLogRange(
  blob: Blob,
  from: number,
  to: number,
  { sampleBytes, originMs }: ScanFrame,
  opts: RangeOptions = {},
): Promise<LogPart | undefined> {
  const facts: Scan = {
    start: from,
    end: to,
    lines: 0,
    fields: 0,
    hexPrio: false,
    allBsZero: true,
    allOnes: true,
    repeats: false,
    min: Infinity,
    sample: [],
    sampleBytes,
    originMs,
    nextSampleAt: Infinity,
    firstAt: -1,
    firstValue: 0,
    firstT: [-1, -1, -1],
    lastT: [-1, -1, -1],
    offsets: { start: [], end: [] },
  };
  const sums = [0, 1, 2].map(() => new SummaryBuilder());
  const read = (at: number) =>
    blob
      .slice(at, Math.min(to, at + SLICE_BYTES))
      .arrayBuffer()
      .then((b) => new Uint8Array(b));
  let pos = from;
  let next = pos < to ? read(pos) : undefined;
  while (next) {
    if (opts.signal?.aborted) throw cancelledError();
    const bytes = await next;
    const final = pos + bytes.length >= to;
    const lastLf = bytes.lastIndexOf(LF);
    if (!final && lastLf < 0) return undefined; // a "line" of 4 MB is no fio log line
    const end = final ? bytes.length : lastLf + 1;
    // The next slice is read while this one is scanned.
    const nextPos = pos + end;
    next = nextPos < to ? read(nextPos) : undefined;
    if (!scanSlice(bytes, end, pos, facts, sums)) return undefined;
    pos = nextPos;
    opts.onBytes?.(pos - from);
  }
  return { ...facts, sums: sums.map((b) => b.state()) };
}

/**
 * The first line start at or after `at` (the line `at` falls inside is left to the range before),
 * the file's size when no line starts after it, `undefined` when no line end is found within a
 * slice (no fio log line is that long: the log is then not cut).
 */
export async function lineStartFrom(blob: Blob, at: number): Promise<number | undefined> {
  if (at <= 0) return 0;
  if (at >= blob.size) return blob.size;
  // From the byte before `at`: a line that starts exactly at `at` is found there. A fio log line is
  // a few dozen bytes: 64 KiB is read first, a whole slice only when that holds no line end.
  for (const length of [64 * 1024, SLICE_BYTES]) {
    const bytes = new Uint8Array(await blob.slice(at - 1, at - 1 + length).arrayBuffer());
    const lf = bytes.indexOf(LF);
    if (lf >= 0) return at + lf;
    if (at - 1 + bytes.length >= blob.size) return blob.size;
  }
  return undefined;
}
