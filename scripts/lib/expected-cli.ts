// `--expected [--date YYYY-MM]` for the ingest CLI: per-disk curve, era (and the date that chose
// it), what binds (disk curve or instance limit), advertised figures and semantics-aware ratios as
// extra summary columns, and per-disk `expected` rows for the long CSV (base units, empty
// block size) so the figures can be checked with any tool. Display: MB/s = 10^6 bytes/s.
import {
  builtinCatalogue,
  expectDisk,
  headline,
  verdictText,
  type Catalogue,
  type DiskExpectation,
  type Judgement,
} from '../../src/expected';
import { csvFromRows } from '../../src/export/csv-text';
import { LONG_CSV_HEADER, sizeGbOf, type LongCsvColumn } from '../../src/export/long-csv';
import type { Dataset } from '../../src/model/types';
import type { ExtraColumns } from './summary-table';

export interface ExpectedCliOptions {
  /** YYYY-MM (or ISO) used for disks whose metadata has no date. */
  date?: string;
  catalogue?: Catalogue;
}

export interface ExpectedCliOutput {
  columns: ExtraColumns;
  /** Long-CSV rows (one object per row, every column as text). */
  csvRows: Record<LongCsvColumn, string>[];
  /** Lines to print under the summary: unmatched disks with the fix, era notes, problems. */
  notes: string[];
}

const int = (v: number | undefined) => (v === undefined ? '-' : Math.round(v).toLocaleString('en-US'));
const mbps = (v: number | undefined) => (v === undefined ? '-' : (v / 1e6).toFixed(1));
const ratio = (v: number | undefined) => (v === undefined ? '-' : v.toFixed(2));

/** The era and what chose it: `2016 (2016-11, disk.json)`, `current (date unknown)`. */
function eraCell(e: DiskExpectation): string {
  if (!e.match.ok) return '-';
  const m = e.match;
  const name = m.eras.find((x) => x.curveId === m.curve.id)?.name ?? m.curve.id;
  if (!m.date) return `${name} (date unknown)`;
  const from = m.dateSource === 'user' ? '--date' : (m.dateFrom ?? 'metadata');
  return `${name} (${m.date.slice(0, 7)}, ${from})`;
}

/** What sets the expected figures: the disk curve, or the instance limit (and which). */
function bindsCell(e: DiskExpectation): string {
  const f = e.figures;
  if (!f) return '-';
  const name = f.limit ? `instance ${f.limit.name}` : 'instance';
  const one = (b: 'disk' | 'instance' | undefined) => (b === 'instance' ? name : (b ?? '-'));
  const iops = one(f.binds.iops);
  const bw = one(f.binds.bw);
  return iops === bw ? iops : `IOPS ${iops}, MB/s ${bw}`;
}

function cells(e: DiskExpectation): string[] {
  if (!e.match.ok) return ['(no curve)', '-', '-', '-', '-', '-', '-'];
  return [
    e.match.curve.id,
    eraCell(e),
    bindsCell(e),
    int(headline(e.figures?.iops)),
    e.iops ? `${ratio(e.iops.ratio)} ${e.iops.verdict}` : '-',
    mbps(headline(e.figures?.bw)),
    e.bw ? `${ratio(e.bw.ratio)} ${e.bw.verdict}` : '-',
  ];
}

function csvRows(e: DiskExpectation): Record<LongCsvColumn, string>[] {
  if (!e.match.ok || !e.figures) return [];
  const curve = e.match.curve;
  const fixed = {
    provider: e.disk.provider,
    type: e.disk.type,
    // The disk's own label where it has one (as its measurement rows say), else a tier's size.
    size_gb: sizeGbOf(e.disk.size || !e.size ? e.disk : { ...e.disk, size: e.size }),
    comparable: String(e.disk.comparable),
    test: 'expected',
    pattern: '',
    block_size: '',
    read_pct: '',
    queue_depth: '',
    jobs: '',
    source: `${curve.origin}#${curve.id}`,
    duplicate_of: '',
    notes: '',
  };
  const out: Record<LongCsvColumn, string>[] = [];
  const push = (metric: string, value: number | undefined, unit: string) => {
    if (value !== undefined && Number.isFinite(value))
      out.push({ ...fixed, metric, value: String(value), unit });
  };
  const { iops, bw } = e.figures;
  push('iops', headline(iops), 'IOPS');
  if (iops && !iops.same) {
    push('iops_read', iops.read, 'IOPS');
    push('iops_write', iops.write, 'IOPS');
  }
  push('bw', headline(bw), 'B/s');
  if (bw && !bw.same) {
    push('bw_read', bw.read, 'B/s');
    push('bw_write', bw.write, 'B/s');
  }
  return out;
}

/** One line per judged run: the run, measured, expected, ratio and the verdict in words. */
function verdictLines(e: DiskExpectation): string[] {
  if (!e.match.ok || !e.figures) return [];
  const unit = e.match.curve.throughput?.unit ?? 'MB/s';
  const size = e.size ? `${e.size.value} ${e.match.curve.def.sizeUnit}` : '';
  const curve = e.match.curve;
  const line = (j: Judgement) => {
    const what = (v: number) => (j.basis === 'iops' ? `${int(v)} IOPS` : `${mbps(v)} MB/s`);
    return `${e.disk.label}: run ${j.measurementId} (${j.readPct}/${100 - j.readPct}, ${j.blockSize} B): measured ${what(j.measured)}, expected ${what(j.expected)}, ratio ${ratio(j.ratio)}: ${verdictText(j, { lang: 'en', bwUnit: unit, ...(e.context ? { notes: e.context } : {}), size, type: curve.def.type })}`;
  };
  return e.judgements.map(line);
}

function notesOf(e: DiskExpectation, dateGiven: boolean): string[] {
  if (!e.match.ok) return [`${e.disk.label}: ${e.match.message} ${e.match.fix}`];
  const lines = e.match.notes.filter((n) => dateGiven || n.code !== 'no-run-date').map((n) => n.text);
  if (!e.match.ok || !e.figures) return lines.map((l) => `${e.disk.label}: ${l}`);
  if (e.figures.outOfRange) lines.push(e.figures.outOfRange.text);
  lines.push(...e.figures.problems.map((n) => n.text));
  if (!e.disk.comparable) lines.push('flagged not comparable by its author (x).');
  return lines.map((l) => `${e.disk.label}: ${l}`);
}

export function expectedForCli(ds: Dataset, options: ExpectedCliOptions = {}): ExpectedCliOutput {
  const catalogue = options.catalogue ?? builtinCatalogue();
  const byDisk = new Map(
    ds.disks.map((d) => [d.id, expectDisk(catalogue, ds, d, options.date ? { date: options.date } : {})]),
  );
  const all = [...byDisk.values()];
  const notes = all.flatMap((e) => [...notesOf(e, options.date !== undefined), ...verdictLines(e)]);
  if (!options.date && all.some((e) => e.match.ok && e.match.dateSource === 'none'))
    notes.push('Disks without a date use the current formulas; pass --date YYYY-MM for older runs.');
  return {
    columns: {
      header: ['curve', 'era', 'binds', 'exp IOPS', 'IOPS ratio', 'exp MB/s', 'MB/s ratio'],
      cells: (id) => {
        const e = byDisk.get(id);
        return e ? cells(e) : ['-', '-', '-', '-', '-', '-', '-'];
      },
    },
    csvRows: all.flatMap(csvRows),
    notes,
  };
}

/** The rows as CSV lines without a header, to append to the long CSV. */
export function expectedCsvLines(rows: Record<LongCsvColumn, string>[]): string {
  if (rows.length === 0) return '';
  return csvFromRows(rows.map((r) => LONG_CSV_HEADER.map((c) => r[c])));
}
