// Writer of diskscope's labelled long CSV: one row per number, base units only.
// Format: docs/summary-csv.md §2. The reader is src/ingest/summary-csv/long.ts; a round
// trip (write → read → write) gives the same bytes, which tests/unit/export/long-csv.test.ts checks.
//
//   provider,type,size_gb,comparable,test,pattern,block_size,read_pct,queue_depth,jobs,metric,value,unit,source,duplicate_of,notes
//   aliyun,ssd,250,true,iops,random,4096,100,64,8,iops,7504,IOPS,aliyun_ssd_250/iops.json,,
// `duplicate_of`: the source of the first copy when this run arrived twice (summaries skip it);
// `notes`: printed figures replaced by fio's own counts (misprints), as the importer said.
import type { Dataset, DirectionStats, Disk, LatencyStats, Measurement } from '../model/types';
import { GB, GiB } from '../model/units';
import { csvFromRows } from './csv-text';

export const LONG_CSV_HEADER = [
  'provider',
  'type',
  'size_gb',
  'comparable',
  'test',
  'pattern',
  'block_size',
  'read_pct',
  'queue_depth',
  'jobs',
  'metric',
  'value',
  'unit',
  'source',
  'duplicate_of',
  'notes',
] as const;

/** The header before `duplicate_of` and `notes` were added; the reader still takes it. */
export const LONG_CSV_HEADER_V1 = LONG_CSV_HEADER.slice(0, 14);

export type LongCsvColumn = (typeof LONG_CSV_HEADER)[number];

/**
 * Provenance `format` of measurements read back from a long CSV. Their `job` holds the original
 * `source` cell, so writing them again repeats it unchanged instead of pointing at the CSV itself.
 */
export const LONG_CSV_FORMAT = 'summary-csv-long';

/** Percentile keys of the model (model/percentiles.ts) → metric suffix in the CSV. */
export const LATENCY_PERCENTILES: readonly (readonly [string, string])[] = [
  ['p50', 'p50'],
  ['p90', 'p90'],
  ['p99', 'p99'],
  ['p99.9', 'p99_9'],
  ['p99.99', 'p99_99'],
];

type Row = Record<LongCsvColumn, string>;

/**
 * GB as the column name says. A GiB size is converted (× 1.073741824) at full double precision,
 * so a 250 GiB disk is written 268.435456; GB sizes are written as given. Reading back gives GB.
 */
export function sizeGbOf(disk: Disk | undefined): string {
  if (!disk?.size) return '';
  const gb = disk.size.unit === 'GiB' ? (disk.size.value * GiB) / GB : disk.size.value;
  return Number.isFinite(gb) ? String(gb) : '';
}

/**
 * `file#job`, `file#line N`, or the file alone; for a file of several fio runs
 * `file run 3 of 12, job x`; a re-imported long CSV keeps its original cell.
 */
export function sourceOf(m: Measurement): string {
  const p = m.provenance;
  if (p.format === LONG_CSV_FORMAT && p.job !== undefined) return p.job;
  if (p.run)
    return `${p.file} run ${p.run.index} of ${p.run.count}${p.job !== undefined ? `, job ${p.job}` : ''}`;
  if (p.job !== undefined) return `${p.file}#${p.job}`;
  if (p.line !== undefined) return `${p.file}#line ${p.line}`;
  return p.file;
}

/** Total latency when the source has the figure, else completion latency — per figure. */
function latencyFigures(lat: LatencyStats | undefined, clat: LatencyStats | undefined): [string, number][] {
  const pick = (f: (l: LatencyStats) => number | undefined) =>
    (lat ? f(lat) : undefined) ?? (clat ? f(clat) : undefined);
  const out: [string, number | undefined][] = [
    ['lat_mean', pick((l) => l.mean)],
    ['lat_min', pick((l) => l.min)],
    ['lat_max', pick((l) => l.max)],
    ...LATENCY_PERCENTILES.map(
      ([key, suffix]) => [`lat_${suffix}`, pick((l) => l.percentiles?.[key])] as [string, number | undefined],
    ),
  ];
  return out.filter((e): e is [string, number] => e[1] !== undefined);
}

function sumOf(dirs: (DirectionStats | undefined)[], key: 'iops' | 'bw'): number | undefined {
  const present = dirs.filter((d): d is DirectionStats => d !== undefined);
  return present.length ? present.reduce((s, d) => s + d[key], 0) : undefined;
}

/** The (metric, value, unit) triples of one measurement, in a fixed order. */
export function metricsOf(m: Measurement): [string, number, string][] {
  const read = m.directions.read;
  const write = m.directions.write;
  const out: [string, number | undefined, string][] = [
    // iops and bw are read + write; the model's totals already are (plus trim, when a job trims).
    ['iops', m.total.iops ?? sumOf([read, write], 'iops'), 'IOPS'],
    ['iops_read', read?.iops, 'IOPS'],
    ['iops_write', write?.iops, 'IOPS'],
    ['bw', m.total.bw ?? sumOf([read, write], 'bw'), 'B/s'],
    ['bw_read', read?.bw, 'B/s'],
    ['bw_write', write?.bw, 'B/s'],
    ...latencyFigures(m.total.lat, undefined).map(([k, v]) => [k, v, 'ns'] as [string, number, string]),
    ...(read
      ? latencyFigures(read.lat, read.clat).map(
          ([k, v]) => [`${k}_read`, v, 'ns'] as [string, number, string],
        )
      : []),
    ...(write
      ? latencyFigures(write.lat, write.clat).map(
          ([k, v]) => [`${k}_write`, v, 'ns'] as [string, number, string],
        )
      : []),
  ];
  return out.filter((e): e is [string, number, string] => typeof e[1] === 'number' && Number.isFinite(e[1]));
}

/** What the row's notes say: the printed figures a misprint check replaced (fio-normal.ts). */
function notesOf(m: Measurement): string {
  return (m.claimed ?? [])
    .filter((c) => c.key.startsWith('printed_') && c.note)
    .map((c) => c.note)
    .join('; ');
}

function rowsOf(m: Measurement, disk: Disk | undefined, byId: ReadonlyMap<string, Measurement>): Row[] {
  const w = m.workload;
  const fixed = {
    provider: disk?.provider ?? '',
    type: disk?.type ?? '',
    size_gb: sizeGbOf(disk),
    comparable: String(disk?.comparable ?? true),
    test: m.test,
    pattern: w.pattern,
    block_size: w.blockSize === undefined ? '' : String(w.blockSize), // empty: unknown
    read_pct: String(w.readPct),
    queue_depth: w.queueDepth === undefined ? '' : String(w.queueDepth),
    jobs: w.jobs === undefined ? '' : String(w.jobs),
  };
  const source = sourceOf(m);
  const first = m.duplicateOf ? byId.get(m.duplicateOf) : undefined;
  const duplicate_of = first ? sourceOf(first) : (m.duplicateOf ?? '');
  const notes = notesOf(m);
  return metricsOf(m).map(([metric, value, unit]) => ({
    ...fixed,
    metric,
    value: String(value),
    unit,
    source,
    duplicate_of,
    notes,
  }));
}

// The shared CSV escaping (csv-text.ts), re-exported for the CLI scripts that import it from here.
export { CSV_FORMULA, CSV_UNPARSE } from './csv-text';

/** Writes the dataset's results (not PTS rounds, not failed runs) as the labelled long CSV, `\n`-terminated. */
export function toLongCsv(dataset: Dataset): string {
  const disks = new Map(dataset.disks.map((d) => [d.id, d]));
  const byId = new Map(dataset.measurements.map((m) => [m.id, m]));
  const rows = dataset.measurements
    .filter((m) => m.role === 'result' && m.status === 'ok')
    .flatMap((m) => rowsOf(m, disks.get(m.diskId), byId));
  return csvFromRows([LONG_CSV_HEADER, ...rows.map((r) => LONG_CSV_HEADER.map((c) => r[c]))]);
}
