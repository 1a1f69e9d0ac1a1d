// iozone auto-mode output (`iozone -a -i0 -i1 -i2 -O -s8G`, seed 004). Reference:
// docs/iozone-ioping.md Part A. One file may hold several runs; each starts at its banner.
//         Iozone: Performance Test of File I/O
//         OPS Mode. Output is in operations per second.
//               kB  reclen    write  rewrite    read    reread    read     write  …
//          8388608       4     2781     4202   996001  1008897   986084     4180
// Units come only from the option lines: `Output is in kBytes/sec` (KiB/s: iozone's kB is 1024
// bytes), `OPS Mode` (ops/s, one op = one record) or `Microseconds/op Mode`. No unit line → error.
import type { ClaimedValue, ImportIssue, Workload } from '../../model/types';
import { KiB, NS_PER_US } from '../../model/units';
import { isAllZero, readExcelSection } from './excel';
import type { HeaderMap, IozoneColumn } from './table';
import { HEADER_LINE_2, IOZONE_COLUMNS, readHeader, readRow, selectedColumns } from './table';
import type { DiskMetaDraft, Importer, ImportResult, MeasurementDraft, SourceText } from '../types';
import { okResult } from '../types';
import { joined } from '../../lib/flat-string';

export const IOZONE_ID = 'iozone';
const BANNER = 'Iozone: Performance Test of File I/O';
const BANNER_LINE = /^[ \t]*Iozone: Performance Test of File I\/O[ \t]*$/m;
const THROUGHPUT_MODE = /Children see throughput for/;
/**
 * The auto-mode table's header line. Blanks as [ \t], never \s: with the m flag, \s* at each line
 * start ran over every following newline, which took ~2 s on 64 KiB of blank lines.
 */
const TABLE_HEADER = /^[ \t]*(kB|KB)[ \t]+reclen[ \t]+write/m;

type Unit = 'KiB/s' | 'ops/s' | 'us/op';

/** The six columns the model can say (sequential or random, read or write); the rest are reported as skipped. */
const IMPORTED: Partial<Record<IozoneColumn, { pattern: Workload['pattern']; dir: 'read' | 'write' }>> = {
  write: { pattern: 'sequential', dir: 'write' },
  rewrite: { pattern: 'sequential', dir: 'write' },
  read: { pattern: 'sequential', dir: 'read' },
  reread: { pattern: 'sequential', dir: 'read' },
  random_read: { pattern: 'random', dir: 'read' },
  random_write: { pattern: 'random', dir: 'write' },
};

interface RunFacts {
  version?: string;
  commandLine?: string;
  unit?: Unit;
  meta: Record<string, string>;
}

interface RunOut {
  drafts: MeasurementDraft[];
  issues: ImportIssue[];
  meta: Record<string, string>;
  error?: ImportIssue;
}

function readFacts(lines: string[]): RunFacts {
  const facts: RunFacts = { meta: {} };
  const options: string[] = [];
  let inOptions = false;
  for (const raw of lines) {
    const t = raw.trim();
    const rev = /\$Revision:\s*(\S+)\s*\$/.exec(t);
    if (rev) facts.version = rev[1];
    if (t.startsWith('Build:')) facts.meta['iozone build'] = t.slice(6).trim();
    if (t.startsWith('Run began:')) {
      // ctime() local time with no zone: kept as text, never turned into a UTC timestamp.
      facts.meta['iozone run began'] = t.slice(10).trim();
      inOptions = true;
      continue;
    }
    if (t.startsWith('Command line used:')) {
      facts.commandLine = t.slice(18).trim();
      facts.meta['iozone command'] = facts.commandLine;
      inOptions = false;
    }
    if (t.startsWith('OPS Mode')) facts.unit = 'ops/s';
    else if (t.startsWith('Microseconds/op Mode')) facts.unit = 'us/op';
    else if (/^Output is in kbytes\/sec/i.test(t)) facts.unit = 'KiB/s';
    if (inOptions && t) options.push(t);
  }
  if (options.length) facts.meta['iozone options'] = options.join('; ');
  return facts;
}

function draftOf(
  column: IozoneColumn,
  value: number,
  fileKb: number,
  recKb: number,
  facts: RunFacts,
  file: string,
  line: number,
): MeasurementDraft | undefined {
  const kind = IMPORTED[column];
  if (!kind || !facts.unit) return undefined;
  const recordBytes = recKb * KiB;
  const workload: Workload = {
    pattern: kind.pattern,
    readPct: kind.dir === 'read' ? 100 : 0,
    blockSize: recordBytes,
    fileSize: fileKb * KiB,
    rw: column,
  };
  const claimed: ClaimedValue =
    facts.unit === 'KiB/s'
      ? { key: column, value, unit: 'kB/s', note: "iozone's kB is 1024 bytes" }
      : { key: column, value, unit: facts.unit };
  const base: Omit<MeasurementDraft, 'directions' | 'total'> = {
    test: 'iozone',
    role: 'result',
    workload,
    status: 'ok',
    claimed: [claimed],
    provenance: {
      file,
      line,
      job: joined(column, ' ', String(fileKb), 'kB/', String(recKb), 'kB'),
      tool: 'iozone',
      format: IOZONE_ID,
    },
  };
  if (facts.version) base.provenance.toolVersion = facts.version;
  if (facts.unit === 'us/op')
    return {
      ...base,
      directions: {},
      total: { lat: { mean: value * NS_PER_US }, latMethod: 'single-direction' },
    };
  // One operation moves one record, so ops/s × record bytes is the byte rate and vice versa.
  const iops = facts.unit === 'ops/s' ? value : (value * KiB) / recordBytes;
  const bw = facts.unit === 'ops/s' ? value * recordBytes : value * KiB;
  return { ...base, directions: { [kind.dir]: { iops, bw } }, total: { iops, bw } };
}

function crossCheck(
  lines: string[],
  offset: number,
  rows: { values: Partial<Record<IozoneColumn, number>>; line: number }[],
  file: string,
): ImportIssue[] {
  const at = lines.findIndex((l) => l.trim() === 'Excel output is below:');
  if (at < 0) return [];
  const section = readExcelSection(lines, at + 1, offset + at + 2);
  if (isAllZero(section))
    return [
      {
        code: 'excel-placeholder',
        message: 'the Excel section holds only 0 placeholders and was ignored',
        file,
        line: offset + at + 1,
      },
    ];
  const issues: ImportIssue[] = [];
  for (const [column, byFile] of section) {
    for (const [fileKb, excel] of byFile) {
      const table = rows
        .filter((r) => r.values.file_kb === fileKb && r.values[column] !== undefined)
        .map((r) => r.values[column]);
      const same = table.length === excel.cells.length && table.every((v, i) => v === excel.cells[i]);
      if (!same)
        issues.push({
          code: 'excel-mismatch',
          message: `Excel ${column} row for ${fileKb} kB differs from the table`,
          file,
          line: excel.line,
          params: { column, kb: fileKb },
        });
    }
  }
  return issues;
}

function parseRun(lines: string[], offset: number, file: string): RunOut {
  const facts = readFacts(lines);
  const out: RunOut = { drafts: [], issues: [], meta: facts.meta };
  const h = lines.findIndex((l) => HEADER_LINE_2.test(l));
  const fail = (code: string, message: string, index: number): RunOut => ({
    ...out,
    error: { code, message, file, line: offset + index + 1 },
  });
  if (h < 0 && lines.some((l) => THROUGHPUT_MODE.test(l)))
    return fail(
      'iozone-throughput-mode',
      'iozone throughput-mode output (-t): not supported yet',
      lines.findIndex((l) => THROUGHPUT_MODE.test(l)),
    );
  if (h < 0)
    return fail('iozone-no-table', 'no result table (a header line starting "kB reclen") in this run', 0);
  const header: HeaderMap | string = readHeader(lines[h] ?? '', h);
  if (typeof header === 'string') return fail('iozone-bad-header', header, h);
  if (!facts.unit)
    return fail(
      'iozone-unit-unknown',
      'no "Output is in kBytes/sec", "OPS Mode" or "Microseconds/op Mode" line: the unit is unknown',
      h,
    );
  const rows: { values: Partial<Record<IozoneColumn, number>>; line: number }[] = [];
  let i = h + 1;
  for (
    ;
    i < lines.length && (lines[i] ?? '').trim() !== '' && !(lines[i] ?? '').trim().startsWith('iozone');
    i++
  ) {
    const row = readRow(lines[i] ?? '', header);
    if ('problem' in row)
      out.issues.push({
        code: 'iozone-bad-row',
        message: `row dropped: ${row.problem}`,
        file,
        line: offset + i + 1,
        params: row.params,
      });
    else rows.push({ values: row.values, line: offset + i + 1 });
  }
  if (lines.some((l) => l.trim() === 'iozone: interrupted'))
    out.issues.push({
      code: 'iozone-interrupted',
      message: 'the run was interrupted: only complete rows are imported',
      file,
      line: offset + i + 1,
    });
  const selected =
    selectedColumns(facts.commandLine) ??
    IOZONE_COLUMNS.slice(2).filter((c) => rows.some((r) => r.values[c] !== undefined));
  const complete = rows.filter((r) => {
    const missing = selected.filter((c) => r.values[c] === undefined);
    if (missing.length)
      out.issues.push({
        code: 'iozone-incomplete-row',
        message: `row dropped: no value for ${missing.join(', ')}`,
        file,
        line: r.line,
        params: { columns: missing.join(', ') },
      });
    return missing.length === 0;
  });
  const skipped = selected.filter((c) => !IMPORTED[c]);
  if (skipped.length && complete.length)
    out.issues.push({
      code: 'iozone-columns-skipped',
      message: `columns ${skipped.join(', ')} are not imported (the model has no pattern for them)`,
      file,
      line: offset + h + 1,
      params: { columns: skipped.join(', ') },
    });
  for (const r of complete) {
    for (const c of selected) {
      const d = draftOf(
        c,
        r.values[c] ?? 0,
        r.values.file_kb ?? 0,
        r.values.reclen_kb ?? 0,
        facts,
        file,
        r.line,
      );
      if (d) out.drafts.push(d);
    }
  }
  for (const issue of crossCheck(lines, offset, rows, file)) out.issues.push(issue);
  if (out.drafts.length === 0) {
    const why = out.issues.find((x) => x.code === 'iozone-bad-row' || x.code === 'iozone-incomplete-row');
    const message = `the result table has no complete row${why ? `; first problem: ${why.message}` : ''}`;
    const line = why?.line ?? offset + h + 1;
    // The page says it in the reader's language: where the first problem is, told in the warnings.
    const params: Record<string, string | number> = why
      ? { form: 'first-problem', line }
      : { form: 'no-row' };
    return { ...out, error: { code: 'iozone-no-rows', message, file, line, params } };
  }
  return out;
}

/** Splits at banners; text before the first banner (a pasted excerpt) is a run of its own if it has a table. */
function runStarts(lines: string[]): number[] {
  const starts = lines.flatMap((l, i) => (l.includes(BANNER) ? [i] : []));
  if (starts[0] !== 0 && lines.slice(0, starts[0] ?? lines.length).some((l) => HEADER_LINE_2.test(l)))
    starts.unshift(0);
  return starts.length ? starts : [0];
}

function parse(file: SourceText): ImportResult {
  const lines = file.text.replace(/\r\n?/g, '\n').split('\n');
  const starts = runStarts(lines);
  const runs = starts.map((s, k) => parseRun(lines.slice(s, starts[k + 1] ?? lines.length), s, file.path));
  const drafts = runs.flatMap((r) => r.drafts);
  const errors = runs.flatMap((r) => (r.error ? [r.error] : []));
  const warnings = [...runs.flatMap((r) => r.issues), ...(drafts.length ? errors : [])];
  if (drafts.length === 0) {
    const e = errors[0] ?? {
      code: 'iozone-no-rows',
      message: 'no iozone result rows',
      file: file.path,
      params: { form: 'none' },
    };
    return { ok: false, format: IOZONE_ID, error: e, warnings };
  }
  const metadata: Record<string, string> = {};
  for (const r of runs)
    for (const [k, v] of Object.entries(r.meta))
      metadata[k] = metadata[k] && metadata[k] !== v ? `${metadata[k]} | ${v}` : v;
  const diskMeta: DiskMetaDraft = { metadata };
  return okResult(IOZONE_ID, { measurements: drafts, warnings, diskMeta });
}

export const iozoneImporter: Importer = {
  id: IOZONE_ID,
  label: 'iozone (auto mode)',
  // The banner must stand on a line of its own, as iozone prints it (indented): a README or a blog
  // post that merely quotes it inside a sentence is not a run.
  sniff: (head) => BANNER_LINE.test(head) || TABLE_HEADER.test(head) || THROUGHPUT_MODE.test(head),
  parse,
};
