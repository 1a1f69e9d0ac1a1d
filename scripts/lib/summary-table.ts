// Plain-text tables for the CLI: the import report and the per-disk summary. Display units are
// named in the headers (MB/s = 10^6 bytes/s; latency in µs).
import { datasetHeadlineColumns, headlineFor, type FigureKey } from '../../src/analysis/headline';
import { headlineColumnLabel } from '../../src/charts/summary-text';
import type { Dataset, FileReport } from '../../src/model/types';

export function renderTable(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

const int = (v: number | undefined) => (v === undefined ? '-' : Math.round(v).toLocaleString('en-US'));
const mbps = (v: number | undefined) => (v === undefined ? '-' : (v / 1e6).toFixed(1));
const us = (v: number | undefined) => (v === undefined ? '-' : (v / 1000).toFixed(1));

function issueText(r: FileReport): string {
  if (r.error)
    return `ERROR ${r.error.code}: ${r.error.message}${r.error.line ? ` (line ${r.error.line})` : ''}`;
  return r.warnings
    .map((w) => `${w.code}: ${w.message}${w.line ? ` (line ${w.line})` : ''}${w.job ? ` [${w.job}]` : ''}`)
    .join('; ');
}

export function reportTable(ds: Dataset): string {
  const rows = ds.reports.map((r) => [
    r.file,
    r.format,
    String(r.measurements),
    String(r.series),
    issueText(r),
  ]);
  const header = ['file', 'recognised as', 'measurements', 'series', 'warnings / error'];
  const widths = [Math.max(4, ...rows.map((r) => r[0]!.length)), 13, 12, 6];
  const fmt = (c: string[]) =>
    [
      c[0]!.padEnd(widths[0]!),
      c[1]!.padEnd(widths[1]!),
      c[2]!.padStart(widths[2]!),
      c[3]!.padStart(widths[3]!),
      c[4]!,
    ].join('  ');
  return [fmt(header), ...rows.map(fmt)].join('\n');
}

export interface ExtraColumns {
  header: string[];
  /** Cells per disk id. */
  cells(diskId: string): string[];
}

export function summaryTable(ds: Dataset, extra?: ExtraColumns): string {
  // The page's columns: each names its workload (the one most disks have), figures are the median
  // of each disk's repeats (analysis/summary), "-" where a disk has nothing at that workload.
  const columns = datasetHeadlineColumns(ds);
  const header = [
    'disk',
    'tests',
    ...columns.map((c) => headlineColumnLabel(c, { bw: 'MB/s', lat: 'us' }, 'en')),
    ...(extra?.header ?? []),
  ];
  const rows = ds.disks.map((d) => {
    const h = headlineFor(ds, d.id, columns);
    // A figure at another queue depth × jobs than its header says its own: "12,345 @QD32×1".
    const at = (k: FigureKey, text: string) => {
      const depth = h[k]?.depth;
      return depth ? `${text} @QD${depth.queueDepth ?? '?'}×${depth.jobs ?? '?'}` : text;
    };
    return [
      d.label,
      h.tests.join(','),
      at('randRead4k', int(h.randRead4k?.value)),
      at('randWrite4k', int(h.randWrite4k?.value)),
      at('seqRead1m', mbps(h.seqRead1m?.value)),
      at('seqWrite1m', mbps(h.seqWrite1m?.value)),
      at('lat4kQd1', us(h.lat4kQd1?.value)),
      ...(extra?.cells(d.id) ?? []),
    ];
  });
  return renderTable(header, rows);
}
