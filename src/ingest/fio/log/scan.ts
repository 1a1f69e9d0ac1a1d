// Two readers for fio's log layout (`time, value, ddir, bs[, offset][, prio]`, no header; see
// docs/fio-formats.md §5.2). Sample line: `0, 155410, 0, 4096, 0`.
//
// Why two: PapaParse is the stack's CSV library and reads any CSV, but on a per-I/O latency log it
// ran at ~15 MB/s here (it builds a string array per row). fio's layout is fixed and numeric, so a
// plain character scan that writes straight into typed arrays runs ~20x faster (`npm run bench`
// measures both on a ten-million-line log). The importer uses the scan; when the scan meets a line
// it cannot read, the importer re-reads the file with PapaParse (`parseLogWithPapa`), which is slower
// but names the exact bad line and field, so errors stay precise.
import Papa from 'papaparse';
import { COMMA, CR, LF, MINUS, NINE, SPACE, X, ZERO } from './bytes';

/** Columns of one log, in the file's units (ms, KiB/s or ns/µs, 0/1/2). Typed arrays keep 10M lines small. */
export interface ScannedLog {
  lines: number;
  /** Fields per line (4 = fio ≤ 3.17 without offset, 5, 6 = offset + prio). */
  fields: number;
  /** A field after the fourth was written `0x…`: fio's log_prio=1 priority (fio ≥ 3.28). */
  hexPrio: boolean;
  timeMs: Float64Array;
  value: Float64Array;
  ddir: Uint8Array;
  bs: Float64Array;
}

export interface ScanFailure {
  line: number;
  message: string;
  /** `form` and the figures of the message, for the page's translated text. */
  params: Record<string, string | number>;
}

export type ScanResult = { ok: true; log: ScannedLog } | { ok: false; failure: ScanFailure };

/**
 * Lines to allocate for: counted in the first 64 KiB and scaled to the whole text (+10%), so the
 * scan needs no counting pass of its own over a large file (that pass took ~8% of the scan on ten
 * million lines). A wrong guess only costs a copy (`grown`).
 */
function estimateLines(text: string): number {
  const head = Math.min(text.length, 64 * 1024);
  let n = 0;
  for (let at = text.indexOf('\n'); at !== -1 && at < head; at = text.indexOf('\n', at + 1)) n++;
  if (head === text.length) return n + 1;
  return Math.ceil((((n + 1) * text.length) / head) * 1.1) + 16;
}

function grown<T extends Float64Array | Uint8Array>(a: T, size: number): T {
  const b = (a instanceof Float64Array ? new Float64Array(size) : new Uint8Array(size)) as T;
  b.set(a);
  return b;
}

/** 0-9, a-f, A-F (the `0x…` prio field of log_prio=1). */
function isHex(c: number): boolean {
  return (c >= ZERO && c <= NINE) || (c >= 97 && c <= 102) || (c >= 65 && c <= 70);
}

const fail = (line: number, message: string, params: ScanFailure['params']): ScanResult => ({
  ok: false,
  failure: { line, message, params },
});

/**
 * The fast path: scans `text` once, one charCodeAt per character, digits accumulated straight
 * into numbers. Reads fields 1–4 as decimal integers (value may be negative), checks the remaining
 * fields are integers or `0x…` hex, and rejects anything else with the 1-based line number.
 * (charCodeAt past the end gives NaN, which fails every comparison, so the end of the text ends a
 * number or a line without a bounds check in the inner loops.)
 */
export function scanFioLog(text: string): ScanResult {
  let capacity = estimateLines(text);
  let timeMs = new Float64Array(capacity);
  let value = new Float64Array(capacity);
  let ddir = new Uint8Array(capacity);
  let bs = new Float64Array(capacity);
  const len = text.length;
  let pos = 0;
  let row = 0;
  let lineNo = 0;
  let fields = 0;
  let hexPrio = false;
  while (pos < len) {
    lineNo++;
    let c = text.charCodeAt(pos);
    // Blank lines (a trailing newline; CRLF counts as one line end).
    if (c === LF) {
      pos++;
      continue;
    }
    if (c === CR) {
      pos += text.charCodeAt(pos + 1) === LF ? 2 : 1;
      continue;
    }
    let field = 0;
    let f0 = 0;
    let f1 = 0;
    let f2 = 0;
    let f3 = 0;
    for (;;) {
      while (c === SPACE) c = text.charCodeAt(++pos);
      let neg = false;
      if (c === MINUS && field === 1) {
        neg = true;
        c = text.charCodeAt(++pos);
      }
      const start = pos;
      let n = 0;
      if (field >= 4 && c === ZERO && text.charCodeAt(pos + 1) === X) {
        hexPrio = true;
        pos += 2;
        c = text.charCodeAt(pos);
        while (isHex(c)) c = text.charCodeAt(++pos);
      } else {
        let d = c - ZERO;
        while (d >= 0 && d <= 9) {
          n = n * 10 + d;
          d = text.charCodeAt(++pos) - ZERO;
        }
        c = d + ZERO;
      }
      if (pos === start)
        return fail(lineNo, `field ${field + 1} is not a number`, { form: 'not-number', field: field + 1 });
      if (field === 0) f0 = n;
      else if (field === 1) f1 = neg ? -n : n;
      else if (field === 2) f2 = n;
      else if (field === 3) f3 = n;
      field++;
      if (c === COMMA) {
        c = text.charCodeAt(++pos);
        continue;
      }
      if (c === CR) c = text.charCodeAt(++pos);
      if (c === LF || pos >= len) {
        pos++;
        break;
      }
      return fail(lineNo, `unexpected character "${text[pos] ?? ''}" in field ${field}`, {
        form: 'character',
        char: text[pos] ?? '',
        field,
      });
    }
    if (field < 4 || field > 6)
      return fail(lineNo, `${field} fields; a fio log line has 4 to 6`, { form: 'fields', fields: field });
    if (fields === 0) fields = field;
    else if (field !== fields)
      return fail(lineNo, `${field} fields where earlier lines had ${fields}`, {
        form: 'fields-changed',
        fields: field,
        earlier: fields,
      });
    if (f2 > 2)
      return fail(lineNo, `data direction ${f2} (expected 0, 1 or 2)`, { form: 'direction', ddir: f2 });
    if (row === capacity) {
      capacity = Math.ceil(capacity * 1.5) + 16;
      timeMs = grown(timeMs, capacity);
      value = grown(value, capacity);
      ddir = grown(ddir, capacity);
      bs = grown(bs, capacity);
    }
    timeMs[row] = f0;
    value[row] = f1;
    ddir[row] = f2;
    bs[row] = f3;
    row++;
  }
  return {
    ok: true,
    log: {
      lines: row,
      fields,
      hexPrio,
      timeMs: timeMs.subarray(0, row),
      value: value.subarray(0, row),
      ddir: ddir.subarray(0, row),
      bs: bs.subarray(0, row),
    },
  };
}

const INT = /^-?\d+$/;
const INT_OR_HEX = /^(\d+|0x[0-9a-f]+)$/i;

/** The general path: PapaParse, then the same checks as the scan, one named field at a time. */
export function parseLogWithPapa(text: string): ScanResult {
  const parsed = Papa.parse<string[]>(text, { delimiter: ',', skipEmptyLines: true });
  const rows = parsed.data;
  const n = rows.length;
  const log: ScannedLog = {
    lines: n,
    fields: 0,
    hexPrio: false,
    timeMs: new Float64Array(n),
    value: new Float64Array(n),
    ddir: new Uint8Array(n),
    bs: new Float64Array(n),
  };
  // PapaParse skips empty lines, so map row index back to file line numbers for messages.
  let lineNo = 0;
  const lines = text.split('\n');
  let li = 0;
  for (let r = 0; r < n; r++) {
    while (li < lines.length && (lines[li] ?? '').trim() === '') li++;
    lineNo = li + 1;
    li++;
    const row = (rows[r] ?? []).map((f) => f.trim());
    if (row.length < 4 || row.length > 6)
      return fail(lineNo, `${row.length} fields; a fio log line has 4 to 6`, {
        form: 'fields',
        fields: row.length,
      });
    if (log.fields === 0) log.fields = row.length;
    else if (row.length !== log.fields)
      return fail(lineNo, `${row.length} fields where earlier lines had ${log.fields}`, {
        form: 'fields-changed',
        fields: row.length,
        earlier: log.fields,
      });
    for (let f = 0; f < row.length; f++) {
      const cell = row[f] ?? '';
      const okCell = f < 4 ? INT.test(cell) && (f === 1 || !cell.startsWith('-')) : INT_OR_HEX.test(cell);
      if (!okCell)
        return fail(lineNo, `field ${f + 1} "${cell.slice(0, 20)}" is not a number`, {
          form: 'not-number',
          field: f + 1,
        });
      if (f >= 4 && /^0x/i.test(cell)) log.hexPrio = true;
    }
    const d = Number(row[2]);
    if (d > 2)
      return fail(lineNo, `data direction ${d} (expected 0, 1 or 2)`, { form: 'direction', ddir: d });
    log.timeMs[r] = Number(row[0]);
    log.value[r] = Number(row[1]);
    log.ddir[r] = d;
    log.bs[r] = Number(row[3]);
  }
  return { ok: true, log };
}
