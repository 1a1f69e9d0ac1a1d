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
 * A skip search: `end` is the last character of a 16-character window, read backwards while it is
 * digits. Sixteen digits are a run; a character that is not a digit rules out every run starting at
 * or before it, so the next window ends 16 past it. Most windows end on a non-digit and cost one
 * read. 34 % faster than probing every 16th character and measuring the runs around digits (the
 * bench archive's 3,900 fio JSON files in Node: 29 against 44 ms), which was itself half the cost
 * of checking every character. Never reads outside the text: charCodeAt there is NaN, and the first
 * NaN threw the loop out of its optimised code (V8 --trace-deopt) in every worker.
 */
export function hasLongInteger(text: string): boolean {
  const n = text.length;
  for (let end = LONG_DIGITS - 1; end < n;) {
    const stop = end - LONG_DIGITS;
    let at = end;
    while (at > stop && isDigit(text.charCodeAt(at))) at--;
    if (at === stop) return true;
    end = at + LONG_DIGITS;
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
