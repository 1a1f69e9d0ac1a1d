// Splits a fio JSON file (or captured stdout) into its JSON documents. fio may print text before the
// JSON (`note:` and `fio: pid=… err=…` lines, `<host>` client lines, a terse line, the normal
// preamble), several documents back to back (`--status-interval`, runs appended with `>>`), and a
// normal report after it (`--output-format=normal,json,terse`). See docs/fio-formats.md §6 gotchas 1–3.
import type { Json, ParseStats } from './parse';
import { parseJsonPrefix } from './parse';

export interface JsonDocument {
  value: Json;
  /** 1-based lines where the document starts and ends. */
  line: number;
  endLine: number;
}

export interface TextLine {
  line: number;
  text: string;
}

export interface SplitFailure {
  line: number;
  reason: string;
  truncated: boolean;
  /** Line where the failing document started. */
  docLine: number;
}

export interface SplitResult {
  documents: JsonDocument[];
  /** Non-empty lines before the first document. */
  before: TextLine[];
  /** Non-empty lines between or after documents. */
  after: TextLine[];
  /** The first document that could not be read (parsing stops there). */
  failure?: SplitFailure;
  stats: ParseStats;
  /** Maps an offset to its 1-based line. */
  lineAt: (offset: number) => number;
}

/** A line whose first non-blank character is `{` starts a document. */
const DOC_START = /^[ \t]*\{/gm;
const ADJACENT_DOC = /[ \t\r\n]*\{/y;

/**
 * Maps an offset to its 1-based line. The table of line starts is built on the first look-up: a
 * file read as one clean document needs only two lines (`linesBetween`), and most never build it.
 */
export function lineCounter(text: string): (offset: number) => number {
  let starts: number[] | undefined;
  return (offset) => {
    if (!starts) {
      starts = [0];
      for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
    }
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((starts[mid] ?? 0) <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lo + 1;
  };
}

/** Line breaks in text[from, to): lines counted without a table. */
function linesBetween(text: string, from: number, to: number): number {
  let n = 0;
  for (let i = text.indexOf('\n', from); i >= 0 && i < to; i = text.indexOf('\n', i + 1)) n++;
  return n;
}

function nonEmptyLines(text: string, from: number, to: number, lineAt: (o: number) => number): TextLine[] {
  if (from >= to) return [];
  const first = lineAt(from);
  return text
    .slice(from, to)
    .split('\n')
    .map((t, i) => ({ line: first + i, text: t.trim() }))
    .filter((l) => l.text !== '');
}

/** Digits in a row from which an integer may exceed 2^53 (9007199254740992 has 16). */
const LONG_DIGITS = 16;

function isDigit(code: number): boolean {
  return code >= 48 && code <= 57;
}

/**
 * Integers of 16+ digits may exceed 2^53; the careful reader counts them, so they take the slow path.
 * Any run of 16 digits covers one of the offsets 15, 31, 47, …, so only those are probed and a run
 * is measured only around a probed digit: a check of every character cost half of JSON.parse.
 */
function hasLongInteger(text: string): boolean {
  const half = LONG_DIGITS / 2;
  const n = text.length;
  for (let probe = LONG_DIGITS - 1; probe < n; probe += LONG_DIGITS) {
    if (!isDigit(text.charCodeAt(probe))) continue;
    // A run of 16 around the probe reaches 8 before it or 8 after it: when neither of those is a
    // digit (most numbers of a fio file are shorter), the run is not walked. Never read past the
    // end: charCodeAt there is NaN, and the first NaN threw this loop and isDigit out of their
    // optimised code (V8 --trace-deopt: "out of bounds", "not a Smi") in every worker.
    const after = probe + half;
    if (!isDigit(text.charCodeAt(probe - half)) && (after >= n || !isDigit(text.charCodeAt(after)))) continue;
    let start = probe;
    while (start > 0 && isDigit(text.charCodeAt(start - 1))) start--;
    let end = probe + 1;
    while (end < n && isDigit(text.charCodeAt(end))) end++;
    if (end - start >= LONG_DIGITS) return true;
  }
  return false;
}

/**
 * The common case — one clean document after any preamble — read by the engine's JSON.parse, which
 * is many times faster than our careful reader. Anything else (several documents, text after the
 * JSON, nan/inf, huge integers, damage) returns undefined and goes through `parseJsonPrefix`.
 */
function readNative(text: string, brace: number): Json | undefined {
  if (hasLongInteger(text)) return undefined;
  try {
    return JSON.parse(brace === 0 ? text : text.slice(brace)) as Json;
  } catch {
    return undefined;
  }
}

export function splitDocuments(text: string): SplitResult {
  const lineAt = lineCounter(text);
  const stats: ParseStats = { nonFinite: 0, unsafeIntegers: 0 };
  const result: SplitResult = { documents: [], before: [], after: [], stats, lineAt };
  let pos = 0;
  for (;;) {
    // Documents written back to back on one line (`}{`) are found too, not only at line starts.
    ADJACENT_DOC.lastIndex = pos;
    DOC_START.lastIndex = pos;
    const m = (pos > 0 ? ADJACENT_DOC.exec(text) : null) ?? DOC_START.exec(text);
    const brace = m ? m.index + m[0].length - 1 : text.length;
    const gap = nonEmptyLines(text, pos, brace, lineAt);
    // A loop, not push(...): a gap of 100,000 lines spread into one call overflows a worker's stack.
    const lines = result.documents.length === 0 ? result.before : result.after;
    for (const line of gap) lines.push(line);
    if (!m) return result;
    if (result.documents.length === 0) {
      const value = readNative(text, brace);
      if (value !== undefined) {
        // Counted as the table would (lineAt), without building it: the end is the last
        // non-blank character (nothing follows a document JSON.parse accepted but blanks). The end
        // is counted only when asked (only text after a document needs it, and there is none
        // here): counting every line of each large file was ~1 % of an archive import's CPU.
        const line = 1 + linesBetween(text, 0, brace);
        let endLine: number | undefined;
        result.documents.push({
          value,
          line,
          get endLine() {
            return (endLine ??= line + linesBetween(text, brace, text.trimEnd().length - 1));
          },
        });
        return result;
      }
    }
    const parsed = parseJsonPrefix(text, brace, stats);
    if (!parsed.ok) {
      const at = Math.min(parsed.offset, text.length);
      result.failure = {
        line: lineAt(at),
        reason: parsed.reason,
        truncated: parsed.truncated,
        docLine: lineAt(brace),
      };
      return result;
    }
    result.documents.push({
      value: parsed.value,
      line: lineAt(brace),
      endLine: lineAt(Math.max(brace, parsed.end - 1)),
    });
    pos = parsed.end;
  }
}
