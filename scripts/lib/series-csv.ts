// `npm run ingest -- … --series FILE`: every imported time series as one long CSV, base units, so
// any tool can check the numbers. Columns: source,job,metric,direction,time_s,value,unit.
// metric ∈ bw, iops, lat, clat, slat; direction ∈ read, write, trim, total; unit B/s, IOPS or ns.
import { csvTextCell } from '../../src/export/csv-text';
import type { Dataset } from '../../src/model/types';

export const SERIES_CSV_HEADER = 'source,job,metric,direction,time_s,value,unit';

/**
 * File and job names are user text and may hold commas or quotes, or start like a formula: written
 * by the CSV writer every diskscope CSV shares (src/export/csv-text.ts).
 */
const cell = csvTextCell;

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
