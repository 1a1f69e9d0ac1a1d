// The Excel section iozone prints after `Excel output is below:` (with -R or -b). Reference:
// docs/iozone-ioping.md A.6. It repeats the main table, so diskscope uses it only as a
// cross-check. Cells are packed left: cell k belongs to the k-th smallest record size measured
// for that file size, not to header column k.
//   "Writer report"
//           "4"  "8"  "16"  …
//   "1024"   159998  282158  296208 …
import type { IozoneColumn } from './table';

const TITLES: Record<string, IozoneColumn> = {
  'writer report': 'write',
  're-writer report': 'rewrite',
  'reader report': 'read',
  're-reader report': 'reread',
  'random read report': 'random_read',
  'random write report': 'random_write',
  'backward read report': 'bkwd_read',
  'record rewrite report': 'record_rewrite',
  'stride read report': 'stride_read',
  'fwrite report': 'fwrite',
  're-fwrite report': 'frewrite',
  'fread report': 'fread',
  're-fread report': 'freread',
};

/** column → file size (KiB) → cells in order, with the line of the row. */
export type ExcelSection = Map<IozoneColumn, Map<number, { cells: number[]; line: number }>>;

/** Reads the blocks from `lines[start]` (the line after `Excel output is below:`); `firstLine` is its 1-based number. */
export function readExcelSection(lines: string[], start: number, firstLine: number): ExcelSection {
  const out: ExcelSection = new Map();
  let current: Map<number, { cells: number[]; line: number }> | undefined;
  for (let i = start; i < lines.length; i++) {
    const t = (lines[i] ?? '').trim();
    const title = /^"([^"]+)"$/.exec(t);
    if (title) {
      const column = TITLES[(title[1] ?? '').toLowerCase()];
      current = column ? new Map() : undefined;
      if (column && current) out.set(column, current);
      continue;
    }
    const row = /^"(\d+)"((?:\s+\d+)*)\s*$/.exec(t);
    if (row && current) {
      const cells = (row[2] ?? '').trim().split(/\s+/).filter(Boolean).map(Number);
      current.set(Number(row[1]), { cells, line: firstLine + (i - start) });
    }
  }
  return out;
}

/** True when every cell is 0: the placeholder section of an interrupted run (A.7). */
export function isAllZero(section: ExcelSection): boolean {
  for (const rows of section.values())
    for (const r of rows.values()) if (r.cells.some((c) => c !== 0)) return false;
  return true;
}
