// A reader for PHP serialize() text, as data only: null, bool, int, float, string and array. It
// never creates objects, never evaluates anything and never uses a key as a property name (arrays
// become ordered entry lists), so a hostile file cannot reach a prototype. Objects (`O:`, `C:`),
// references (`r:`, `R:`) and enums (`E:`) are refused: the PTS suite writes none of them.
// Why not the php-serialize npm package: it needs Node's Buffer and assert (absent in the browser),
// instantiates classes, and assigns keys onto plain objects (`__proto__`).
// Grammar (https://www.php.net/manual/en/function.serialize.php): `s:<byte length>:"<bytes>";`,
// `a:<count>:{<key><value>…}`, `i:<int>;`, `d:<float>;`, `b:0;`, `N;`.

export type PhpValue = null | boolean | number | string | PhpArray;
export interface PhpArray {
  kind: 'array';
  entries: [string | number, PhpValue][];
}

export type PhpParsed = { ok: true; value: PhpValue } | { ok: false; message: string; offset: number };

const MAX_DEPTH = 32;

class PhpSyntaxError {
  constructor(
    readonly message: string,
    readonly offset: number,
  ) {}
}

class Reader {
  pos = 0;
  private readonly decoder = new TextDecoder('utf-8', { fatal: false });
  constructor(private readonly bytes: Uint8Array) {}

  fail(message: string): never {
    throw new PhpSyntaxError(message, this.pos);
  }
  expect(ch: string): void {
    if (this.bytes[this.pos] !== ch.charCodeAt(0)) this.fail(`expected '${ch}'`);
    this.pos++;
  }
  /** ASCII text up to (not including) `end`, which is consumed; bounded so garbage fails fast. */
  until(end: string, maxLen = 400): string {
    const stop = this.bytes.indexOf(end.charCodeAt(0), this.pos);
    if (stop < 0 || stop - this.pos > maxLen) this.fail(`expected '${end}'`);
    const text = this.decoder.decode(this.bytes.subarray(this.pos, stop));
    this.pos = stop + 1;
    return text;
  }
  count(end: string): number {
    const text = this.until(end, 12);
    if (!/^\d+$/.test(text)) this.fail(`bad length "${text}"`);
    return Number(text);
  }
  take(n: number): string {
    if (this.pos + n > this.bytes.length) this.fail(`string of ${n} bytes runs past the end`);
    const text = this.decoder.decode(this.bytes.subarray(this.pos, this.pos + n));
    this.pos += n;
    return text;
  }
  /** The next byte as a character ('' at the end). */
  peek(): string {
    const b = this.bytes[this.pos];
    return b === undefined ? '' : String.fromCharCode(b);
  }
  get remaining(): number {
    return this.bytes.length - this.pos;
  }
}

function readValue(r: Reader, depth: number): PhpValue {
  const type = r.peek();
  if (type === '') r.fail('unexpected end of input');
  if (!'Nbidsa'.includes(type)) r.fail(`unsupported type '${type}' (only N, b, i, d, s and a are read)`);
  r.pos++;
  if (type === 'N') {
    r.expect(';');
    return null;
  }
  r.expect(':');
  switch (type) {
    case 'b': {
      const v = r.until(';', 1);
      if (v !== '0' && v !== '1') r.fail(`bad boolean "${v}"`);
      return v === '1';
    }
    case 'i': {
      const v = r.until(';', 24);
      if (!/^[+-]?\d+$/.test(v)) r.fail(`bad integer "${v}"`);
      return Number(v);
    }
    case 'd': {
      const v = r.until(';', 40);
      if (v === 'INF' || v === '-INF' || v === 'NAN')
        return v === 'NAN' ? NaN : v === 'INF' ? Infinity : -Infinity;
      if (!/^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(v)) r.fail(`bad float "${v}"`);
      return Number(v);
    }
    case 's': {
      const n = r.count(':');
      r.expect('"');
      const text = r.take(n);
      r.expect('"');
      r.expect(';');
      return text;
    }
    case 'a':
      return readArray(r, depth);
    default:
      return r.fail(`unsupported type '${type}'`);
  }
}

function readArray(r: Reader, depth: number): PhpArray {
  if (depth >= MAX_DEPTH) r.fail('arrays nested too deeply');
  const n = r.count(':');
  // Each entry needs at least 6 bytes (`i:0;N;`): refuse counts the input cannot hold.
  if (n * 6 > r.remaining) r.fail(`array of ${n} entries is longer than the input`);
  r.expect('{');
  const entries: [string | number, PhpValue][] = [];
  for (let i = 0; i < n; i++) {
    const keyAt = r.pos;
    const key = readValue(r, depth + 1);
    if (typeof key !== 'string' && typeof key !== 'number')
      throw new PhpSyntaxError('array key must be an int or a string', keyAt);
    entries.push([key, readValue(r, depth + 1)]);
  }
  r.expect('}');
  return { kind: 'array', entries };
}

/** Reads one serialized value that must span the whole input (trailing whitespace allowed). */
export function phpUnserialize(text: string): PhpParsed {
  const r = new Reader(new TextEncoder().encode(text.replace(/\s+$/, '')));
  try {
    const value = readValue(r, 0);
    if (r.remaining > 0) r.fail('unexpected text after the value');
    return { ok: true, value };
  } catch (e) {
    if (e instanceof PhpSyntaxError) return { ok: false, message: e.message, offset: e.offset };
    return { ok: false, message: e instanceof Error ? e.message : String(e), offset: r.pos };
  }
}

/** An array whose keys are 0, 1, 2, … in order (PHP's list). */
export function isPhpList(a: PhpArray): boolean {
  return a.entries.every(([k], i) => k === i);
}
