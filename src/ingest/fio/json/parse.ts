// A small JSON reader for fio output, used instead of JSON.parse because fio output is not always
// JSON (docs/fio-formats.md §6 gotchas 2, 4, 5):
// - `--status-interval` writes several documents back to back, so we read ONE value starting at an
//   offset and return where it ended (Python's `raw_decode`), then the caller reads the next;
// - a NaN or infinity is printed by C as `nan`, `-nan`, `inf`: read as null and counted;
// - integers above 2^53 lose precision in a JS number: counted so the importer can say so;
// - on bad input we report the exact offset, which JSON.parse does not always give.
// Duplicate keys keep the last value, as JSON.parse does (fio 2.x repeats `"0.00"` in percentiles).

export type Json = null | boolean | number | string | Json[] | JsonObject;
export interface JsonObject {
  [key: string]: Json;
}

export interface ParseStats {
  /** `nan` / `inf` tokens read as null, and the offset of the first. */
  nonFinite: number;
  firstNonFinite?: number;
  /** Numbers whose magnitude exceeds 2^53 (precision lost), and the offset of the first. */
  unsafeIntegers: number;
  firstUnsafeInteger?: number;
}

export type PrefixResult =
  { ok: true; value: Json; end: number } | { ok: false; offset: number; reason: string; truncated: boolean };

/** Deep nesting is never fio output; the limit keeps hostile input from overflowing the stack. */
const MAX_DEPTH = 256;
const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const NON_FINITE = /-?(?:nan|inf(?:inity)?)(?![A-Za-z0-9_])/iy;
const WHITESPACE = /[ \t\r\n]*/y;
const SIMPLE_ESCAPES: Record<string, string> = {
  '"': '"',
  '\\': '\\',
  '/': '/',
  b: '\b',
  f: '\f',
  n: '\n',
  r: '\r',
  t: '\t',
};

class JsonSyntaxError {
  constructor(
    readonly offset: number,
    readonly reason: string,
  ) {}
}

/** Reads one JSON value starting at `start` (after optional whitespace). Never throws. */
export function parseJsonPrefix(text: string, start: number, stats: ParseStats): PrefixResult {
  const reader = new Reader(text, stats);
  try {
    reader.pos = start;
    const value = reader.value(0);
    return { ok: true, value, end: reader.pos };
  } catch (e) {
    if (e instanceof JsonSyntaxError) {
      return { ok: false, offset: e.offset, reason: e.reason, truncated: e.offset >= text.length };
    }
    throw e;
  }
}

class Reader {
  pos = 0;
  /** Offset of the next backslash at or after the last search (Infinity: none left). */
  private backslashAt = -1;
  constructor(
    private readonly text: string,
    private readonly stats: ParseStats,
  ) {}

  private fail(reason: string, at = this.pos): never {
    throw new JsonSyntaxError(at, at >= this.text.length ? `unexpected end of text (${reason})` : reason);
  }

  private skipSpace(): void {
    WHITESPACE.lastIndex = this.pos;
    WHITESPACE.exec(this.text);
    this.pos = WHITESPACE.lastIndex;
  }

  value(depth: number): Json {
    if (depth > MAX_DEPTH) this.fail(`nested deeper than ${MAX_DEPTH} levels`);
    this.skipSpace();
    const c = this.text[this.pos];
    if (c === '{') return this.object(depth);
    if (c === '[') return this.array(depth);
    if (c === '"') return this.string();
    if (this.text.startsWith('true', this.pos)) return this.literal(4, true);
    if (this.text.startsWith('false', this.pos)) return this.literal(5, false);
    if (this.text.startsWith('null', this.pos)) return this.literal(4, null);
    return this.number();
  }

  private literal<T>(length: number, value: T): T {
    this.pos += length;
    return value;
  }

  private number(): number | null {
    NON_FINITE.lastIndex = this.pos;
    if (NON_FINITE.test(this.text)) {
      if (this.stats.nonFinite++ === 0) this.stats.firstNonFinite = this.pos;
      this.pos = NON_FINITE.lastIndex;
      return null;
    }
    NUMBER.lastIndex = this.pos;
    const m = NUMBER.exec(this.text);
    if (!m)
      this.fail(
        this.text[this.pos] === undefined
          ? 'expected a value'
          : `unexpected character '${this.text[this.pos]}'`,
      );
    const n = Number(m[0]);
    if (Math.abs(n) > Number.MAX_SAFE_INTEGER) {
      if (this.stats.unsafeIntegers++ === 0) this.stats.firstUnsafeInteger = this.pos;
    }
    this.pos = NUMBER.lastIndex;
    return n;
  }

  /**
   * Where the next backslash is. Remembered between strings: searching afresh in every string
   * would scan to the end of a file without backslashes each time, quadratic on big files.
   */
  private nextBackslash(from: number): number {
    if (this.backslashAt < from) {
      const at = this.text.indexOf('\\', from);
      this.backslashAt = at < 0 ? Infinity : at;
    }
    return this.backslashAt;
  }

  private string(): string {
    let out = '';
    let i = this.pos + 1;
    for (;;) {
      const quote = this.text.indexOf('"', i);
      const backslash = this.nextBackslash(i);
      if (quote < 0) this.fail('string is not closed', this.text.length);
      if (quote < backslash) {
        out += this.text.slice(i, quote);
        this.pos = quote + 1;
        return out;
      }
      out += this.text.slice(i, backslash);
      const esc = this.text[backslash + 1];
      const simple = esc === undefined ? undefined : SIMPLE_ESCAPES[esc];
      if (simple !== undefined) {
        out += simple;
        i = backslash + 2;
      } else if (esc === 'u' && /^[0-9a-fA-F]{4}$/.test(this.text.slice(backslash + 2, backslash + 6))) {
        out += String.fromCharCode(parseInt(this.text.slice(backslash + 2, backslash + 6), 16));
        i = backslash + 6;
      } else {
        this.fail('bad escape in a string', backslash);
      }
    }
  }

  private array(depth: number): Json[] {
    this.pos++; // [
    const out: Json[] = [];
    this.skipSpace();
    if (this.text[this.pos] === ']') {
      this.pos++;
      return out;
    }
    for (;;) {
      out.push(this.value(depth + 1));
      this.skipSpace();
      const c = this.text[this.pos++];
      if (c === ']') return out;
      if (c !== ',') this.fail("expected ',' or ']' in an array", this.pos - 1);
    }
  }

  private object(depth: number): JsonObject {
    this.pos++; // {
    const out: JsonObject = {};
    this.skipSpace();
    if (this.text[this.pos] === '}') {
      this.pos++;
      return out;
    }
    for (;;) {
      this.skipSpace();
      if (this.text[this.pos] !== '"') this.fail('expected a quoted key');
      const key = this.string();
      this.skipSpace();
      if (this.text[this.pos] !== ':') this.fail(`expected ':' after key "${key}"`);
      this.pos++;
      const v = this.value(depth + 1);
      // A plain assignment to "__proto__" would change the prototype; JSON.parse defines a property.
      if (key === '__proto__')
        Object.defineProperty(out, key, { value: v, enumerable: true, writable: true });
      else out[key] = v;
      this.skipSpace();
      const c = this.text[this.pos++];
      if (c === '}') return out;
      if (c !== ',') this.fail("expected ',' or '}' after a value in an object", this.pos - 1);
    }
  }
}
