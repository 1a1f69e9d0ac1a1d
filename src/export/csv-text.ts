// The one way diskscope writes CSV text: the long CSV, the CLI's tables and every chart's
// "Download CSV" go through here, so a cell is escaped the same way wherever it is written.
import Papa from 'papaparse';

/**
 * Cells a spreadsheet would run as a formula (OWASP CSV injection): text starting with = + - @, a
 * tab or a carriage return, unless it is a plain signed number (`-0`, `-12.5`, `+3e5` stay numbers).
 * Papa prefixes them with `'`. Labels, file and job names come from files, so `=HYPERLINK(…)` can be
 * a folder name.
 */
export const CSV_FORMULA = /^(?:[=@\t\r]|[+-](?!\d+(?:\.\d+)?(?:e[+-]?\d+)?$))/i;

/** Papa.unparse options for every CSV diskscope writes. */
export const CSV_UNPARSE = { newline: '\n', escapeFormulae: CSV_FORMULA } as const;

export type CsvCell = string | number | boolean | null | undefined;

/** A number as written in a CSV: '.' decimals, no grouping, whatever the page's language; -0 kept. */
export function csvNumber(n: number): string {
  if (!Number.isFinite(n)) return '';
  return Object.is(n, -0) ? '-0' : String(n);
}

/**
 * One text cell as written by hand-rolled writers that stream millions of rows (the series CSV):
 * the same formula rule as `csvFromRows`, RFC 4180 quoting when the text needs it.
 */
export function csvTextCell(raw: string): string {
  const text = CSV_FORMULA.test(raw) ? `'${raw}` : raw;
  return /[",\r\n\t]/.test(text) || text !== raw ? `"${text.replace(/"/g, '""')}"` : text;
}

function cellText(v: CsvCell): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'number') return csvNumber(v);
  return String(v);
}

/**
 * Rows (the first one the header) as CSV text ending in `\n`. Numbers are written as numbers, never
 * escaped; text cells are quoted when needed and formula-like text is prefixed with `'`.
 */
export function csvFromRows(rows: readonly (readonly CsvCell[])[]): string {
  if (rows.length === 0) return '';
  // Numbers are turned into text here and Papa would test that text against CSV_FORMULA: a -1 is
  // exempt by the pattern itself (a signed number), so numbers are never prefixed.
  const body = Papa.unparse(
    rows.map((r) => r.map(cellText)),
    { ...CSV_UNPARSE, header: false },
  );
  return body.endsWith('\n') ? body : `${body}\n`;
}
