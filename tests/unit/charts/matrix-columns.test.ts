import { beforeAll, describe, expect, it } from 'vitest';
import type { PointOptionsObject, SeriesColumnOptions } from 'highcharts';
import { buildMatrixColumns } from '../../../src/charts/matrix-columns';
import type { PointInfo } from '../../../src/charts/provenance';
import type { Dataset } from '../../../src/model/types';
import { readFixture } from '../../helpers/ingest';
import { diskIdByFolder, ptsAndFioDataset } from './fixture-dataset';

let ds: Dataset;
let pts: string;
let fio: string;
beforeAll(async () => {
  ds = await ptsAndFioDataset();
  pts = diskIdByFolder(ds, 'local_ext4_2');
  fio = diskIdByFolder(ds, 'local_ssd_1');
});
const units = { bw: 'MiB/s', lat: 'us' } as const;
const data = (s: unknown) => ((s as SeriesColumnOptions).data ?? []) as (PointOptionsObject | null)[];

describe('matrix grouped columns', () => {
  it('draws one series per mix over block sizes (PTS IOPS)', () => {
    const o = buildMatrixColumns(ds, {
      diskId: pts,
      source: 'iops',
      metric: 'iops',
      units,
      lang: 'en',
      log: true,
    });
    expect((o.xAxis as { categories: string[] }).categories).toEqual(['512b', '4k', '128k']);
    expect(o.series!.map((s) => s.name)).toEqual([
      '100/0',
      '95/5',
      '65/35',
      '50/50',
      '35/65',
      '5/95',
      '0/100',
    ]);
    expect(data(o.series![0])[1]!.y).toBe(311073);
    expect(data(o.series![6])[2]!.y).toBe(20087); // iops_128k_0_100
    expect((o.yAxis as { type: string }).type).toBe('logarithmic');
    expect((o.yAxis as { title: { text: string } }).title.text).toBe('IOPS');
  });

  it('draws PTS throughput read and write for 128k and 1m in MiB/s', () => {
    const o = buildMatrixColumns(ds, { diskId: pts, source: 'throughput', metric: 'bw', units, lang: 'en' });
    expect((o.xAxis as { categories: string[] }).categories).toEqual(['128k', '1m']);
    expect(o.series!.map((s) => s.name)).toEqual(['100/0', '0/100']);
    expect(data(o.series![0])[1]!.y).toBeCloseTo(8370.31, 2);
    expect(data(o.series![1])[0]!.y).toBeCloseTo(2813.02, 2);
    expect((o.yAxis as { title: { text: string } }).title.text).toBe('Bandwidth (MiB/s, 2^20 B/s)');
    expect(o.subtitle?.text).toBeUndefined();
  });

  it('fills fio runs of one queue depth, with the job and fio version in each point', () => {
    const o = buildMatrixColumns(ds, {
      diskId: fio,
      source: 'fio',
      metric: 'bw',
      facet: { pattern: 'sequential', queueDepth: 32 },
      units: { bw: 'MB/s', lat: 'us' },
      lang: 'en',
    });
    const json = JSON.parse(readFixture('fio/local_ssd_1/read-1m-qd32.json').text);
    const p = data(o.series![0])[1]!;
    expect(p.y).toBeCloseTo(json.jobs[0].read.bw_bytes / 1e6, 6);
    const info = p.custom as PointInfo;
    expect(info.source).toBe(`fio/local_ssd_1/read-1m-qd32.json · ${json.jobs[0].jobname}`);
    expect(info.tool).toBe('fio 3.33');
  });
});
