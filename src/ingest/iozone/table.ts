// The auto-mode result table of iozone: two header lines, then one row per (file size, record size).
// Reference: docs/iozone-ioping.md A.3–A.4. Values are mapped to columns by the right edge
// of their header label (±1 character), never by their index in the row: rows of 3.489 carry blank
// padding for tests that did not run, older versions stop early, and `read` is a label four times.
//               kB  reclen    write  rewrite    read    reread    read     write     read   rewrite  …
//           102400       4     2781     4202   996001  1008897   986084     4180

/** Canonical column names by label position on header line 2 (A.3). */
export const IOZONE_COLUMNS = [
  'file_kb',
  'reclen_kb',
  'write',
  'rewrite',
  'read',
  'reread',
  'random_read',
  'random_write',
  'bkwd_read',
  'record_rewrite',
  'stride_read',
  'fwrite',
  'frewrite',
  'fread',
  'freread',
] as const;
export type IozoneColumn = (typeof IOZONE_COLUMNS)[number];

/** The label each position must carry on header line 2 (lower-cased; `kB` was `KB` before 3.4). */
const EXPECTED_LABELS = [
  'kb',
  'reclen',
  'write',
  'rewrite',
  'read',
  'reread',
  'read',
  'write',
  'read',
  'rewrite',
  'read',
  'fwrite',
  'frewrite',
  'fread',
  'freread',
];

/** Which `-i` test number fills which columns. */
export const COLUMNS_OF_TEST: Record<number, IozoneColumn[]> = {
  0: ['write', 'rewrite'],
  1: ['read', 'reread'],
  2: ['random_read', 'random_write'],
  3: ['bkwd_read'],
  4: ['record_rewrite'],
  5: ['stride_read'],
  6: ['fwrite', 'frewrite'],
  7: ['fread', 'freread'],
};

export interface HeaderMap {
  /** 0-based index of header line 2 in the run's lines. */
  index: number;
  /** Right edge (0-based index of the last character) of each label, by column. */
  edges: { column: IozoneColumn; edge: number }[];
}

export const HEADER_LINE_2 = /^\s*(kB|KB)\s+reclen\b/;

/** Tokens of a line with the index of their last character. */
function tokens(line: string): { text: string; edge: number }[] {
  const out: { text: string; edge: number }[] = [];
  for (const m of line.matchAll(/\S+/g)) out.push({ text: m[0], edge: (m.index ?? 0) + m[0].length - 1 });
  return out;
}

/** Builds the column map from header line 2, or says why it is not an iozone header. */
export function readHeader(line: string, index: number): HeaderMap | string {
  const labels = tokens(line.replace(/\t/g, ' '));
  if (labels.length > IOZONE_COLUMNS.length)
    return `header has ${labels.length} labels; only the 15 auto-mode columns are known`;
  const edges: HeaderMap['edges'] = [];
  for (const [i, label] of labels.entries()) {
    if (label.text.toLowerCase() !== EXPECTED_LABELS[i])
      return `header label ${i + 1} is "${label.text}", expected "${EXPECTED_LABELS[i]}"`;
    edges.push({ column: IOZONE_COLUMNS[i] as IozoneColumn, edge: label.edge });
  }
  return { index, edges };
}

export type TableRow =
  | { values: Partial<Record<IozoneColumn, number>> }
  /** `params`: `form` and the figures of the problem, for the page's translated text. */
  | { problem: string; params: Record<string, string | number> };

/** Reads one data row by position; a number that sits under no label is a problem, not a guess. */
export function readRow(line: string, header: HeaderMap): TableRow {
  const values: Partial<Record<IozoneColumn, number>> = {};
  for (const tok of tokens(line.replace(/\t/g, ' '))) {
    if (!/^\d+$/.test(tok.text))
      return {
        problem: `"${tok.text}" is not a non-negative integer`,
        params: { form: 'not-integer', text: tok.text },
      };
    const hit = header.edges.find((e) => Math.abs(e.edge - tok.edge) <= 1);
    if (!hit)
      return {
        problem: `value ${tok.text} ends at column ${tok.edge + 1}, under no header label`,
        params: { form: 'no-label', text: tok.text, column: tok.edge + 1 },
      };
    if (values[hit.column] !== undefined)
      return {
        problem: `two values under the ${hit.column} label`,
        params: { form: 'two-values', label: hit.column },
      };
    values[hit.column] = Number(tok.text);
  }
  if (values.file_kb === undefined || values.reclen_kb === undefined)
    return { problem: 'row lacks the file size or the record size', params: { form: 'no-size' } };
  return { values };
}

/** The result columns `-i` selected; undefined when the command line does not say (then: all that appear). */
export function selectedColumns(commandLine: string | undefined): IozoneColumn[] | undefined {
  if (commandLine === undefined) return undefined;
  const tests = [...commandLine.matchAll(/(?:^|\s)-i\s*(\d+)/g)].map((m) => Number(m[1]));
  if (tests.length === 0) return IOZONE_COLUMNS.slice(2);
  return IOZONE_COLUMNS.filter((c) => tests.some((t) => COLUMNS_OF_TEST[t]?.includes(c)));
}
