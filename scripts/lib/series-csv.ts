// `npm run ingest -- … --series FILE`: every imported time series as one long CSV, base units, so
// any tool can check the numbers. Columns: source,job,metric,direction,time_s,value,unit.
// metric ∈ bw, iops, lat, clat, slat; direction ∈ read, write, trim, total; unit B/s, IOPS or ns.
import { CSV_FORMULA } from '../../src/export/long-csv';
import type { Dataset } from '../../src/model/types';

export const SERIES_CSV_HEADER = 'source,job,metric,direction,time_s,value,unit';

/**
 * RFC 4180 quoting: file and job names are user text and may hold commas or quotes; one that a
 * spreadsheet would run as a formula gets a leading `'`, as in the long CSV.
 */
function cell(raw: string): string {
  const text = CSV_FORMULA.test(raw) ? `'${raw}` : raw;
  return /[",\r\n\t]/.test(text) || text !== raw ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The long CSV of every series in `ds` (numbers printed in full, as JavaScript prints them). */
export function seriesToCsv(ds: Pick<Dataset, 'series'>): string {
  const parts: string[] = [SERIES_CSV_HEADER];
  for (const s of ds.series) {
    const prefix = `${cell(s.provenance.file)},${cell(s.provenance.job ?? '')},${s.metric},${s.direction},`;
    const suffix = `,${s.unit}`;
    for (let i = 0; i < s.t.length; i++) parts.push(`${prefix}${s.t[i]},${s.v[i]}${suffix}`);
  }
  return parts.join('\n') + '\n';
}
