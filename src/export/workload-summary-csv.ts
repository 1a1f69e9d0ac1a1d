// Writer of the summary CSV (`npm run ingest -- … --summary summary.csv`): one row per disk ×
// workload × metric, the figure every view shows (analysis/summary, handed in by the caller: the
// export layer does not compute figures), in base units as in the long CSV.
//
//   provider,type,size_gb,disk,pattern,block_size,read_pct,queue_depth,jobs,variant,metric,unit,statistic,n,value,min,max,stdev,sources
import { csvFromRows } from './csv-text';
import type { Dataset, Measurement, Workload } from '../model/types';
import { sizeGbOf, sourceOf } from './long-csv';

/**
 * What the writer needs of one metric's summary: analysis/summary's MetricSummary has these
 * fields (spelt out here: the export layer sits beside analysis and does not import it).
 */
export interface SummaryStatForCsv {
  statistic: string;
  n: number;
  value: number;
  min: number;
  max: number;
  stdev?: number;
  /** The runs the value is the median of, in run order. */
  used: { runs: readonly Measurement[] };
}

/** One workload's summary, as analysis/summary's WorkloadSummary gives it. */
export interface SummaryForCsv {
  diskId: string;
  workload: Workload;
  variant?: string;
  metrics: Partial<Record<string, SummaryStatForCsv>>;
}

export const SUMMARY_CSV_HEADER = [
  'provider',
  'type',
  'size_gb',
  'disk',
  'pattern',
  'block_size',
  'read_pct',
  'queue_depth',
  'jobs',
  'variant',
  'metric',
  'unit',
  'statistic',
  'n',
  'value',
  'min',
  'max',
  'stdev',
  'sources',
] as const;

/** Model metric → the long CSV's metric name and unit. */
const METRICS: readonly (readonly [string, string, string])[] = [
  ['iops', 'iops', 'IOPS'],
  ['bw', 'bw', 'B/s'],
  ['latMean', 'lat_mean', 'ns'],
  ['latMax', 'lat_max', 'ns'],
  ['latP50', 'lat_p50', 'ns'],
  ['latP99', 'lat_p99', 'ns'],
  ['latP99.9', 'lat_p99_9', 'ns'],
];

const opt = (v: number | undefined) => (v === undefined ? '' : String(v));

/**
 * The summary CSV of `summaries` (every disk's, in the dataset's order), `\n`-terminated. `sources`
 * lists the runs the value is the median of (the last runs where the repeats drift), in run order,
 * in the long CSV's `source` form; duplicates are never among them.
 */
export function toSummaryCsv(dataset: Dataset, summaries: readonly SummaryForCsv[]): string {
  const disks = new Map(dataset.disks.map((d) => [d.id, d]));
  const rows: string[][] = [];
  for (const s of summaries) {
    const disk = disks.get(s.diskId);
    const w = s.workload;
    for (const [metric, name, unit] of METRICS) {
      const stat = s.metrics[metric];
      if (!stat) continue;
      rows.push([
        disk?.provider ?? '',
        disk?.type ?? '',
        sizeGbOf(disk),
        disk?.label ?? s.diskId,
        w.pattern,
        opt(w.blockSize),
        String(w.readPct),
        opt(w.queueDepth),
        opt(w.jobs),
        s.variant ?? '',
        name,
        unit,
        stat.statistic,
        String(stat.n),
        String(stat.value),
        String(stat.min),
        String(stat.max),
        opt(stat.stdev),
        stat.used.runs.map((m) => sourceOf(m)).join(';'),
      ]);
    }
  }
  // The one CSV writer (csv-text.ts): formula cells escaped as in the long CSV.
  return csvFromRows([SUMMARY_CSV_HEADER, ...rows]);
}
