// Summary CSVs: one row per number. Format: docs/summary-csv.md.
// Two families, recognised by their header row (the file name is not needed):
//   §1 the seed blog's digests  vendor,disk_type,volume,test,block_size,rw_ratio,value  (+ HIR, WSAT)
//   §2 diskscope's long format   provider,type,size_gb,comparable,test,pattern,block_size,…,source
import { DIGEST_HEADERS, digestShapeOf, readDigest } from './digest';
import { isLongHeader, readLong } from './long';
import { LONG_CSV_HEADER, LONG_CSV_HEADER_V1 } from '../../export/long-csv';
import { headerLineOf, readCsvTable } from './rows';
import type { Importer, ImportResult, SourceText } from '../types';
import { errResult, okResult } from '../types';

export const SUMMARY_CSV_ID = 'summary-csv';

const KNOWN_HEADERS = new Set<string>([
  ...Object.values(DIGEST_HEADERS),
  LONG_CSV_HEADER.join(','),
  LONG_CSV_HEADER_V1.join(','),
]);

function parse(file: SourceText): ImportResult {
  const table = readCsvTable(file.text);
  if (!table) return errResult(SUMMARY_CSV_ID, 'empty', 'the CSV file is empty', file.path);
  const shape = digestShapeOf(table.header);
  const long = isLongHeader(table.header);
  if (!shape && !long) {
    return errResult(
      SUMMARY_CSV_ID,
      'unknown-header',
      `header "${table.header.join(',')}" is not a known summary CSV header`,
      file.path,
      table.headerLine,
      undefined,
      { header: table.header.join(',') },
    );
  }
  const { drafts, issues } = shape ? readDigest(shape, table, file.path) : readLong(table, file.path);
  if (drafts.length === 0) {
    const first = issues[0];
    const res = first
      ? errResult(
          SUMMARY_CSV_ID,
          'no-valid-rows',
          `no valid row; first problem: ${first.message}`,
          file.path,
          first.line,
          undefined,
          { line: first.line ?? 0 },
        )
      : errResult(
          SUMMARY_CSV_ID,
          'no-rows',
          'the CSV has a header but no data rows',
          file.path,
          table.headerLine,
        );
    return issues.length > 1 ? { ...res, warnings: issues.slice(1) } : res;
  }
  return okResult(SUMMARY_CSV_ID, { measurements: drafts, warnings: issues });
}

export const summaryCsvImporter: Importer = {
  id: SUMMARY_CSV_ID,
  label: 'Summary CSV (digest or diskscope long format)',
  sniff: (head) => KNOWN_HEADERS.has(headerLineOf(head)),
  parse,
};
