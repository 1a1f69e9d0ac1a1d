// The --summary CSV on Linode's five real repeats: one row per workload × metric, the median read
// independently from the file, the spread, the runs used, and the drift of the write runs.
import Papa from 'papaparse';
import { beforeAll, expect, it } from 'vitest';
import { summariseDisk } from '../../../src/analysis/summary';
import { SUMMARY_CSV_HEADER, toSummaryCsv } from '../../../src/export/workload-summary-csv';
import type { Dataset } from '../../../src/model/types';
import { describeWithShared } from '../../helpers/fixtures';
import { independentMedian, LINODE, linodeDataset, printedRuns } from '../analysis/summary/linode';

describeWithShared(LINODE, 'summary CSV of real repeats', () => {
  let ds: Dataset;
  let rows: Record<string, string>[];
  let text: string;
  beforeAll(async () => {
    ds = await linodeDataset();
    text = toSummaryCsv(ds, summariseDisk(ds, ds.disks[0]!.id));
    rows = Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true }).data;
  });

  it('has exactly the agreed columns', () => {
    expect(text.split('\n')[0]).toBe(SUMMARY_CSV_HEADER.join(','));
    expect(SUMMARY_CSV_HEADER.join(',')).toBe(
      'provider,type,size_gb,disk,pattern,block_size,read_pct,queue_depth,jobs,variant,metric,unit,statistic,n,value,min,max,stdev,sources',
    );
  });

  it('randread IOPS: the median of five runs in base units, with every run as a source', () => {
    const iops = printedRuns('fio_randread.log').map((r) => r.iops);
    const row = rows.find((r) => r.metric === 'iops' && r.read_pct === '100')!;
    expect(row).toMatchObject({
      provider: 'linode',
      type: 'ssd',
      size_gb: '20',
      pattern: 'random',
      block_size: '4096',
      queue_depth: '16',
      jobs: '8',
      variant: '',
      unit: 'IOPS',
      statistic: 'median',
      n: '5',
    });
    expect(Number(row.value) / independentMedian(iops)).toBeCloseTo(1, 12);
    expect(Number(row.min) / Math.min(...iops)).toBeCloseTo(1, 12);
    expect(Number(row.max) / Math.max(...iops)).toBeCloseTo(1, 12);
    expect(row.sources!.split(';')).toEqual(
      [1, 2, 3, 4, 5].map((i) => `linode_ssd_20/fio_randread.log run ${i} of 5, job randread`),
    );
  });

  it('randwrite drifts (first run apart): the last four runs make the value and are the sources', () => {
    const iops = printedRuns('fio_randwrite.log').map((r) => r.iops);
    const row = rows.find((r) => r.metric === 'iops' && r.read_pct === '0')!;
    expect(row.statistic).toBe('last runs');
    expect(row.n).toBe('5');
    expect(Number(row.value) / independentMedian(iops.slice(1))).toBeCloseTo(1, 12);
    expect(row.sources!.split(';')).toHaveLength(4);
  });

  it('p99 latency in ns: the median of the per-run p99s', () => {
    const p99 = printedRuns('fio_randread.log').map((r) => r.p99);
    const row = rows.find((r) => r.metric === 'lat_p99' && r.read_pct === '100')!;
    expect(row.unit).toBe('ns');
    expect(Number(row.value)).toBe(independentMedian(p99));
  });
});
