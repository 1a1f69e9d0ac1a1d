// The CSV row of one verdict (a measured figure against the advertised one), carried by the point
// that draws it so the chart's "Download CSV" writes the verdict table a blog post needs, not just
// the ratios on the axis. Machine-readable in every language: English column names and verdict
// codes, numbers with '.' decimals in the unit the column names; figures rounded for reading.
import type { DiskExpectation, Judgement } from '../expected';
import type { Disk, Measurement } from '../model/types';
import type { PointCsv } from './chart-csv';
import { sourceText } from './provenance';

export const VERDICT_CSV_HEADER = [
  'disk',
  'figure',
  'measured',
  'expected',
  'unit',
  'ratio',
  'verdict',
  'limit',
  'curve',
  'era_from',
  'run_date',
  'source',
] as const;

function round(n: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(n * f) / f;
}

/** IOPS whole, throughput in MB/s (10^6 B/s) to 0.1, latency in µs to 0.1; the unit says which. */
function inUnit(j: Judgement, v: number): number {
  if (j.basis === 'iops') return Math.round(v);
  if (j.basis === 'throughput') return round(v / 1e6, 1);
  return round(v / 1e3, 1);
}

const UNIT: Record<Judgement['basis'], string> = { iops: 'IOPS', throughput: 'MB/s', latency: 'us' };

export function verdictCsv(disk: Disk, e: DiskExpectation, j: Judgement, m: Measurement): PointCsv {
  const curve = e.match.ok ? e.match.curve : undefined;
  return {
    header: VERDICT_CSV_HEADER,
    row: [
      disk.label,
      j.basis,
      inUnit(j, j.measured),
      inUnit(j, j.expected),
      UNIT[j.basis],
      round(j.ratio, 3),
      j.verdict,
      j.binds === 'instance' ? 'instance limit' : 'disk curve',
      curve?.id ?? '',
      curve?.def.validFrom ?? '',
      e.match.ok ? (e.match.date ?? '') : '',
      sourceText(m),
    ],
  };
}
