// CSV rows with their 1-based line numbers, read with PapaParse, shared by the two summary-CSV
// readers (summary-csv-digest.ts, summary-csv-long.ts). Line numbers let every warning point at the
// row a person would open in an editor, even when a quoted cell spans lines.
import Papa from 'papaparse';

export interface CsvRow {
  /** 1-based line where the row starts. */
  line: number;
  cells: string[];
}

export interface CsvTable {
  header: string[];
  headerLine: number;
  rows: CsvRow[];
  /** PapaParse's quote errors, with the line of the row they occurred in and Papa's error code. */
  problems: { line: number; message: string; code: string }[];
}

/** Mixed `\r\n` / `\n` files would make Papa guess one and glue lines; normalise first. */
export function normaliseNewlines(text: string): string {
  return text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
}

/** A known header is ~100 characters; a longer first line is not one and is not scanned further. */
const MAX_HEADER_CHARS = 1024;

/** The first non-blank line, trimmed and lower-cased, with spaces around commas removed. */
export function headerLineOf(head: string): string {
  // Found from its first non-blank character, without splitting the whole head into lines.
  const start = head.search(/[^\s\uFEFF]/);
  if (start < 0) return '';
  const end = head.slice(start, start + MAX_HEADER_CHARS + 1).search(/[\r\n]|$/);
  // Too long to be a header; and `\s*,\s*` on a long run of blanks is quadratic.
  if (end > MAX_HEADER_CHARS) return '';
  const line = head
    .slice(start, start + end)
    .trim()
    .toLowerCase();
  // Tab-separated (Excel's "Text" and "Unicode Text") or semicolon-separated (Excel in locales
  // with a decimal comma) headers read as the comma-separated one.
  const sep = line.includes(',') ? ',' : line.includes('\t') ? '\t' : ';';
  return line
    .split(sep)
    .map((c) => c.trim())
    .join(',');
}

/** The field separator of a table, as PapaParse detects it from its first rows: comma, tab or semicolon. */
export function delimiterOf(text: string): string {
  const guess = Papa.parse<string[]>(text.slice(0, 64 * 1024), {
    preview: 10,
    delimitersToGuess: [',', '\t', ';'],
  }).meta.delimiter;
  return guess === '\t' || guess === ';' ? guess : ',';
}

/** Reads a comma-, tab- or semicolon-separated table; blank lines are skipped, the first non-blank row is the header. */
export function readCsvTable(text: string): CsvTable | undefined {
  const norm = normaliseNewlines(text);
  const all: CsvRow[] = [];
  const problems: CsvTable['problems'] = [];
  let cursor = 0;
  let line = 1;
  Papa.parse<string[]>(norm, {
    delimiter: delimiterOf(norm),
    newline: '\n',
    step: (res) => {
      const end = res.meta.cursor;
      for (const e of res.errors) problems.push({ line, message: e.message, code: e.code });
      const cells = res.data;
      if (!(cells.length === 1 && (cells[0] ?? '').trim() === '')) all.push({ line, cells });
      for (let i = cursor; i < end && i < norm.length; i++) if (norm.charCodeAt(i) === 10) line++;
      cursor = end;
    },
  });
  const [first, ...rows] = all;
  if (!first) return undefined;
  return { header: first.cells.map((c) => c.trim().toLowerCase()), headerLine: first.line, rows, problems };
}

/** A strict decimal number (no hex, no `Infinity`, no empty string), or undefined. */
export function parseDecimal(cell: string | undefined): number | undefined {
  const t = (cell ?? '').trim();
  if (!/^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(t)) return undefined;
  const v = Number(t);
  return Number.isFinite(v) ? v : undefined;
}
