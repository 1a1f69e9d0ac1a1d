// The seed blog's digest CSVs of PTS results, with index-coded axes.
// Format: docs/summary-csv.md §1. Three shapes, told apart by the header:
//   vendor,disk_type,volume,test,block_size,rw_ratio,value   (hybrid.csv, ssd.csv: iops/throughput/latency)
//   vendor,disk_type,volume,test,status,value                (hybrid_hir.csv, ssd_hir.csv)
//   vendor,disk_type,volume,test,value                       (hybrid_wsat.csv, ssd_wsat.csv)
//   aliyun,ssd,250x,iops,1,6,3500
// One file holds several disks, so every draft carries its own `disk` identity.
import type { ClaimedValue, ImportIssue, LatencyStats, TestKind, Workload } from '../../model/types';
import { KiB, MiB, NS_PER_MS } from '../../model/units';
import type { CsvRow, CsvTable } from './rows';
import { parseDecimal } from './rows';
import { badCell, fieldCount, notOneOf, problem, type RowProblem } from './row-problem';
import type { DraftDiskIdentity, MeasurementDraft } from '../types';
import { PTS_BLOCK_SIZES, PTS_MIXES } from '../../model/pts';

export const DIGEST_FORMAT = 'summary-csv-digest';

export const DIGEST_HEADERS = {
  matrix: 'vendor,disk_type,volume,test,block_size,rw_ratio,value',
  hir: 'vendor,disk_type,volume,test,status,value',
  wsat: 'vendor,disk_type,volume,test,value',
} as const;

export type DigestShape = keyof typeof DIGEST_HEADERS;

/** block_size index → bytes: 0=512b, 1=4k, 2=8k, 3=16k, 4=32k, 5=64k, 6=128k, 7=1m. */
export const DIGEST_BLOCK_SIZES: readonly number[] = PTS_BLOCK_SIZES;
/** rw_ratio index → read %: 0=0/100, 1=5/95, 2=35/65, 3=50/50, 4=65/35, 5=95/5, 6=100/0. */
export const DIGEST_READ_PCTS: readonly number[] = [...PTS_MIXES].reverse();

/** HIR `status` cells: `steady_state` or `wait_<W>s`. */
const HIR_STATUS = /^(steady_state|wait_\d+s)$/;

export function digestShapeOf(header: string[]): DigestShape | undefined {
  const joined = header.join(',');
  return (Object.keys(DIGEST_HEADERS) as DigestShape[]).find((k) => DIGEST_HEADERS[k] === joined);
}

type RowResult = { draft: MeasurementDraft } | { problem: RowProblem };

function diskOf(cells: string[]): DraftDiskIdentity | RowProblem {
  const [vendor = '', diskType = '', volume = ''] = cells.map((c) => c.trim());
  if (!vendor || !diskType) return problem('vendor and disk_type must not be empty', 'names-empty');
  // `250x`: the author's mark for a run that is not comparable (Aliyun SSD on a non-I/O-optimised instance).
  const m = /^(\d+(?:\.\d+)?)(x?)$/i.exec(volume);
  if (!m) return badCell('volume', volume, 'size-gb');
  return {
    provider: vendor.toLowerCase(),
    type: diskType.toLowerCase(),
    sizeValue: Number(m[1]),
    sizeUnit: 'GB',
    comparable: m[2] === '',
  };
}

function indexCell(cell: string | undefined, table: readonly number[], name: string): number | RowProblem {
  const t = (cell ?? '').trim();
  const v = /^\d+$/.test(t) ? table[Number(t)] : undefined;
  return v ?? notOneOf(`${name} index`, t, `0–${table.length - 1}`);
}

function draftOf(
  test: TestKind,
  workload: Workload,
  total: MeasurementDraft['total'],
  disk: DraftDiskIdentity,
  file: string,
  line: number,
  claimed: ClaimedValue[],
): MeasurementDraft {
  return {
    test,
    role: 'result',
    workload,
    directions: {},
    total,
    status: 'ok',
    claimed,
    provenance: { file, line, tool: 'csv', format: DIGEST_FORMAT },
    disk,
  };
}

function matrixRow(
  cells: string[],
  value: number,
  disk: DraftDiskIdentity,
  file: string,
  line: number,
): RowResult {
  const test = (cells[3] ?? '').trim().toLowerCase();
  const blockSize = indexCell(cells[4], DIGEST_BLOCK_SIZES, 'block_size');
  const readPct = indexCell(cells[5], DIGEST_READ_PCTS, 'rw_ratio');
  if (typeof blockSize !== 'number') return { problem: blockSize };
  if (typeof readPct !== 'number') return { problem: readPct };
  if (test === 'iops') {
    // PTS reports IOPS as read + write, which is what the model's total is.
    const claimed = [{ key: 'value', value, unit: 'IOPS' }];
    return {
      draft: draftOf(
        'iops',
        { pattern: 'random', readPct, blockSize },
        { iops: value },
        disk,
        file,
        line,
        claimed,
      ),
    };
  }
  if (test === 'throughput') {
    const claimed = [
      { key: 'value', value, unit: 'MB/s', note: 'the PTS suite labels MiB/s as MB/s; read as MiB/s' },
    ];
    const workload: Workload = { pattern: 'sequential', readPct, blockSize };
    return { draft: draftOf('throughput', workload, { bw: value * MiB }, disk, file, line, claimed) };
  }
  if (test === 'latency') {
    // The suite's mean response time; for a mix it is the unweighted mean of read and write.
    const lat: LatencyStats = { mean: value * NS_PER_MS };
    const latMethod = readPct === 0 || readPct === 100 ? 'single-direction' : 'unweighted-mean';
    const claimed = [{ key: 'value', value, unit: 'ms' }];
    return {
      draft: draftOf(
        'latency',
        { pattern: 'random', readPct, blockSize },
        { lat, latMethod },
        disk,
        file,
        line,
        claimed,
      ),
    };
  }
  return { problem: badCell('test', test, 'digest-test') };
}

function rowOf(shape: DigestShape, row: CsvRow, file: string): RowResult {
  const expected = DIGEST_HEADERS[shape].split(',').length;
  if (row.cells.length !== expected) return { problem: fieldCount(row.cells.length, expected) };
  const disk = diskOf(row.cells);
  if ('message' in disk) return { problem: disk };
  const valueCell = row.cells[expected - 1];
  const value = parseDecimal(valueCell);
  if (value === undefined || value < 0)
    return { problem: badCell('value', (valueCell ?? '').trim(), 'non-negative-number') };
  const test = (row.cells[3] ?? '').trim().toLowerCase();
  const writes4k: Workload = { pattern: 'random', readPct: 0, blockSize: 4 * KiB };
  if (shape === 'matrix') return matrixRow(row.cells, value, disk, file, row.line);
  if (shape === 'hir') {
    if (test !== 'hir')
      return {
        problem: problem(`test "${test}" in a HIR file, expected hir`, 'test-file', {
          value: test,
          expected: 'hir',
        }),
      };
    const status = (row.cells[4] ?? '').trim().toLowerCase();
    if (!HIR_STATUS.test(status)) return { problem: badCell('status', status, 'hir-status') };
    // Named like the keys of PTS hir.json (hir_steady_state_iops, hir_wait_5s_iops), which tell the rows apart.
    const claimed = [{ key: `hir_${status}_iops`, value, unit: 'IOPS' }];
    return { draft: draftOf('hir', writes4k, { iops: value }, disk, file, row.line, claimed) };
  }
  if (test !== 'wsat')
    return {
      problem: problem(`test "${test}" in a WSAT file, expected wsat`, 'test-file', {
        value: test,
        expected: 'wsat',
      }),
    };
  const claimed = [{ key: 'wsat_iops', value, unit: 'IOPS' }];
  return { draft: draftOf('wsat', writes4k, { iops: value }, disk, file, row.line, claimed) };
}

/** Reads every row; a bad row becomes a warning naming its line and the rest are still read. */
export function readDigest(
  shape: DigestShape,
  table: CsvTable,
  file: string,
): { drafts: MeasurementDraft[]; issues: ImportIssue[] } {
  const drafts: MeasurementDraft[] = [];
  const issues: ImportIssue[] = table.problems.map((p) => ({
    code: 'csv-syntax',
    message: p.message,
    file,
    line: p.line,
    // Papa's code (MissingQuotes, InvalidQuotes …) is translated; its English words are a detail.
    params: { form: p.code, detail: p.message },
  }));
  for (const row of table.rows) {
    const res = rowOf(shape, row, file);
    if ('draft' in res) drafts.push(res.draft);
    else
      issues.push({
        code: 'bad-row',
        message: res.problem.message,
        file,
        line: row.line,
        params: res.problem.params,
      });
  }
  return { drafts, issues };
}
