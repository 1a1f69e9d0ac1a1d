// Reader of diskscope's own labelled long CSV (the writer is src/export/long-csv.ts).
// Format: docs/summary-csv.md §2. Rows that share every column except metric/value/unit
// are one measurement again, so write → read → write gives the same bytes.
//   provider,type,size_gb,comparable,test,pattern,block_size,read_pct,queue_depth,jobs,metric,value,unit,source
//   aliyun,ssd,250,true,iops,random,4096,100,64,8,iops,7504,IOPS,aliyun_ssd_250/iops.json
import {
  LATENCY_PERCENTILES,
  LONG_CSV_FORMAT,
  LONG_CSV_HEADER,
  LONG_CSV_HEADER_V1,
} from '../../export/long-csv';
import type { DirectionStats, ImportIssue, LatencyStats, TestKind, Workload } from '../../model/types';
import type { CsvRow, CsvTable } from './rows';
import { parseDecimal } from './rows';
import { badCell, fieldCount, notOneOf, problem, type RowProblem } from './row-problem';
import type { DraftDiskIdentity, MeasurementDraft } from '../types';

const TESTS: readonly TestKind[] = [
  'fio',
  'iops',
  'throughput',
  'latency',
  'wsat',
  'hir',
  'iozone',
  'ioping',
];
const LAT_FIELDS = ['mean', 'min', 'max', ...LATENCY_PERCENTILES.map(([, s]) => s)];
const METRIC = new RegExp(`^(?:(iops|bw)|lat_(${LAT_FIELDS.join('|')}))(?:_(read|write))?$`);
const UNIT_OF = { iops: 'IOPS', bw: 'B/s', lat: 'ns' } as const;

/** The long CSV's header, with or without the `duplicate_of,notes` columns added later. */
export function isLongHeader(header: string[]): boolean {
  const h = header.join(',');
  return h === LONG_CSV_HEADER.join(',') || h === LONG_CSV_HEADER_V1.join(',');
}

type Scope = 'total' | 'read' | 'write';
interface Group {
  line: number;
  fixed: string[];
  /** `iops`, `bw` or a latency field, per scope. */
  values: Record<Scope, Map<string, number>>;
}

interface ParsedKey {
  disk: DraftDiskIdentity;
  test: TestKind;
  workload: Workload;
  source: string;
}

function optionalCount(cell: string): number | undefined | 'bad' {
  if (cell.trim() === '') return undefined;
  const v = parseDecimal(cell);
  return v !== undefined && Number.isInteger(v) && v > 0 ? v : 'bad';
}

/** Checks the ten identity columns and the source; a RowProblem says what is wrong. */
function parseKey(c: string[]): ParsedKey | RowProblem {
  const [
    provider = '',
    type = '',
    sizeGb = '',
    comparable = '',
    test = '',
    pattern = '',
    bs = '',
    readPct = '',
  ] = c;
  const [qdCell = '', jobsCell = ''] = [c[8], c[9]];
  const size = sizeGb.trim() === '' ? undefined : parseDecimal(sizeGb);
  if (size !== undefined && size <= 0) return badCell('size_gb', sizeGb, 'positive-number');
  if (sizeGb.trim() !== '' && size === undefined) return badCell('size_gb', sizeGb, 'number');
  const comp = comparable.trim().toLowerCase();
  if (!['', 'true', 'false'].includes(comp)) return badCell('comparable', comparable, 'true-false');
  if (!TESTS.includes(test as TestKind)) return notOneOf('test', test, TESTS.join(', '));
  if (pattern !== 'random' && pattern !== 'sequential')
    return badCell('pattern', pattern, 'random-sequential');
  // An empty block_size is a block size the source did not know (the export writes it so).
  const blockSize = bs.trim() === '' ? undefined : parseDecimal(bs);
  if (bs.trim() !== '' && (blockSize === undefined || !Number.isInteger(blockSize) || blockSize <= 0))
    return badCell('block_size', bs, 'positive-integer');
  const pct = parseDecimal(readPct);
  if (pct === undefined || pct < 0 || pct > 100) return badCell('read_pct', readPct, 'percent');
  const queueDepth = optionalCount(qdCell);
  const jobs = optionalCount(jobsCell);
  if (queueDepth === 'bad') return badCell('queue_depth', qdCell, 'positive-integer');
  if (jobs === 'bad') return badCell('jobs', jobsCell, 'positive-integer');
  const disk: DraftDiskIdentity = { provider, type, comparable: comp !== 'false' };
  if (size !== undefined) Object.assign(disk, { sizeValue: size, sizeUnit: 'GB' });
  const workload: Workload = { pattern, readPct: pct };
  if (blockSize !== undefined) workload.blockSize = blockSize;
  if (queueDepth !== undefined) workload.queueDepth = queueDepth;
  if (jobs !== undefined) workload.jobs = jobs;
  return { disk, test: test as TestKind, workload, source: c[13] ?? '' };
}

function latencyOf(values: Map<string, number>): LatencyStats | undefined {
  const mean = values.get('mean');
  if (mean === undefined) return undefined;
  const lat: LatencyStats = { mean };
  const min = values.get('min');
  const max = values.get('max');
  if (min !== undefined) lat.min = min;
  if (max !== undefined) lat.max = max;
  const pcts = LATENCY_PERCENTILES.filter(([, s]) => values.has(s)).map(
    ([k, s]) => [k, values.get(s) as number] as const,
  );
  if (pcts.length) lat.percentiles = Object.fromEntries(pcts);
  return lat;
}

function directionOf(values: Map<string, number>): DirectionStats | undefined {
  const iops = values.get('iops');
  const bw = values.get('bw');
  if (iops === undefined || bw === undefined) return undefined;
  const d: DirectionStats = { iops, bw };
  const lat = latencyOf(values);
  if (lat) d.lat = lat;
  return d;
}

function draftOf(g: Group, key: ParsedKey, file: string, issues: ImportIssue[]): MeasurementDraft {
  const total: MeasurementDraft['total'] = {};
  const t = g.values.total;
  if (t.has('iops')) total.iops = t.get('iops');
  if (t.has('bw')) total.bw = t.get('bw');
  const lat = latencyOf(t);
  if (lat) total.lat = lat;
  const directions: MeasurementDraft['directions'] = {};
  for (const dir of ['read', 'write'] as const) {
    const v = g.values[dir];
    if (v.size === 0) continue;
    const stats = directionOf(v);
    if (stats) directions[dir] = stats;
    else
      issues.push({
        code: 'incomplete-direction',
        message: `${dir} figures without both iops_${dir} and bw_${dir} were left out`,
        file,
        line: g.line,
        params: { direction: dir },
      });
  }
  for (const [scope, v] of Object.entries(g.values)) {
    if (v.size > 0 && !v.has('mean') && [...v.keys()].some((k) => LAT_FIELDS.includes(k) && k !== 'mean')) {
      issues.push({
        code: 'latency-without-mean',
        message: `${scope} latency figures without lat_mean were left out`,
        file,
        line: g.line,
        params: { scope },
      });
    }
  }
  return {
    test: key.test,
    role: 'result',
    workload: key.workload,
    directions,
    total,
    status: 'ok',
    // `job` keeps the original source cell so a re-export repeats it (see LONG_CSV_FORMAT).
    provenance: { file, line: g.line, job: key.source, tool: 'csv', format: LONG_CSV_FORMAT },
    disk: key.disk,
  };
}

/** Adds one row to its group; a repeated metric starts a new measurement with the same key. */
function addRow(row: CsvRow, groups: Map<string, Group>, order: Group[]): RowProblem | undefined {
  const c = row.cells;
  // duplicate_of and notes (the last two columns) describe the row; the figures are before them.
  if (c.length !== LONG_CSV_HEADER.length && c.length !== LONG_CSV_HEADER_V1.length)
    return fieldCount(c.length, LONG_CSV_HEADER.length);
  const metric = METRIC.exec(c[10] ?? '');
  if (!metric) return badCell('metric', c[10] ?? '', 'known-metric');
  const kind = metric[1] ? (metric[1] as 'iops' | 'bw') : 'lat';
  if (c[12] !== UNIT_OF[kind])
    return problem(`unit "${c[12]}" for ${c[10]}, expected ${UNIT_OF[kind]}`, 'unit', {
      value: c[12] ?? '',
      metric: c[10] ?? '',
      expected: UNIT_OF[kind],
    });
  const value = parseDecimal(c[11]);
  if (value === undefined) return badCell('value', c[11] ?? '', 'number');
  const fixed = [...c.slice(0, 10), c[13] ?? ''];
  const id = JSON.stringify(fixed);
  const field = metric[1] ?? metric[2] ?? '';
  const scope: Scope = (metric[3] as Scope | undefined) ?? 'total';
  let g = groups.get(id);
  if (!g || g.values[scope].has(field)) {
    g = { line: row.line, fixed, values: { total: new Map(), read: new Map(), write: new Map() } };
    groups.set(id, g);
    order.push(g);
  }
  g.values[scope].set(field, value);
  return undefined;
}

export function readLong(
  table: CsvTable,
  file: string,
): { drafts: MeasurementDraft[]; issues: ImportIssue[] } {
  const issues: ImportIssue[] = table.problems.map((p) => ({
    code: 'csv-syntax',
    message: p.message,
    file,
    line: p.line,
    // Papa's code (MissingQuotes, InvalidQuotes …) is translated; its English words are a detail.
    params: { form: p.code, detail: p.message },
  }));
  const groups = new Map<string, Group>();
  const order: Group[] = [];
  for (const row of table.rows) {
    const problem = addRow(row, groups, order);
    if (problem)
      issues.push({
        code: 'bad-row',
        message: problem.message,
        file,
        line: row.line,
        params: problem.params,
      });
  }
  const drafts: MeasurementDraft[] = [];
  for (const g of order) {
    const key = parseKey([...g.fixed.slice(0, 10), '', '', '', g.fixed[10] ?? '']);
    if ('message' in key) {
      issues.push({ code: 'bad-row', message: key.message, file, line: g.line, params: key.params });
      continue;
    }
    const draft = draftOf(g, key, file, issues);
    const empty = Object.keys(draft.directions).length === 0 && Object.keys(draft.total).length === 0;
    if (empty)
      issues.push({
        code: 'no-figures',
        message: 'no usable figure left for this measurement',
        file,
        line: g.line,
        params: { form: 'measurement' },
      });
    else drafts.push(draft);
  }
  return { drafts, issues };
}
