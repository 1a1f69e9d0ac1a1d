import { beforeAll, describe, expect, it } from 'vitest';
import type { Point, PointOptionsObject, SeriesHeatmapOptions } from 'highcharts';
import { buildMatrixHeatmap, heatmapCellLabel } from '../../../src/charts/matrix-heatmap';
import { provenanceTooltip, tooltipLines, type PointInfo } from '../../../src/charts/provenance';
import type { Dataset } from '../../../src/model/types';
import { importText } from '../../../src/ingest/route';
import { datasetOf, readFixture } from '../../helpers/ingest';
import { diskIdByFolder, ptsAndFioDataset } from './fixture-dataset';

let ds: Dataset;
let pts: string;
beforeAll(async () => {
  ds = await ptsAndFioDataset();
  pts = diskIdByFolder(ds, 'local_ext4_2');
});

const en = { units: { bw: 'MB/s', lat: 'us' }, lang: 'en' } as const;

function points(o: ReturnType<typeof buildMatrixHeatmap>): PointOptionsObject[] {
  return ((o.series?.[0] as SeriesHeatmapOptions).data ?? []) as PointOptionsObject[];
}
function pointAt(o: ReturnType<typeof buildMatrixHeatmap>, mix: string, bs: string) {
  const x = (o.xAxis as { categories: string[] }).categories.indexOf(mix);
  const y = (o.yAxis as { categories: string[] }).categories.indexOf(bs);
  return points(o).find((p) => p.x === x && p.y === y);
}

describe('matrix heatmap', () => {
  it('labels the colour legend with the data range rounded out to 3 significant figures', () => {
    const o = buildMatrixHeatmap(ds, { ...en, diskId: pts, source: 'iops', metric: 'iops' });
    const values = points(o)
      .map((p) => p.value)
      .filter((v): v is number => typeof v === 'number' && v > 0);
    const axis = o.colorAxis as { min: number; max: number };
    expect(axis.min).toBeLessThanOrEqual(Math.min(...values));
    expect(axis.max).toBeGreaterThanOrEqual(Math.max(...values));
    for (const end of [axis.min, axis.max]) expect(Number(end.toPrecision(3))).toBe(end);
  });

  it('puts iops.json iops_4k_100_0 = 311073 in the 4k × 100/0 cell, says IOPS are summed', () => {
    const o = buildMatrixHeatmap(ds, { ...en, diskId: pts, source: 'iops', metric: 'iops' });
    const p = pointAt(o, '100/0', '4k')!;
    expect(p.value).toBe(311073);
    expect(p.custom!.cellText).toBe('311,073');
    expect(p.custom!.shortText).toBe('311k');
    const label = (width: number) =>
      heatmapCellLabel.call(
        { options: p, series: { chart: { chartWidth: width } } } as unknown as Point,
        {} as never,
      );
    expect(label(1200)).toBe('311,073');
    expect(label(360)).toBe('311k');
    const info = p.custom as PointInfo;
    expect(info.source).toBe('pts/local_ext4_2/iops.json · iops_4k_100_0');
    expect(info.valueText).toBe('IOPS: 311,073 IOPS');
    expect(o.subtitle?.text).toContain('read + write summed');
    expect(points(o)).toHaveLength(21); // 3 block sizes × 7 mixes, nothing invented for skipped sizes
    expect(o.exporting?.enabled).toBe(true);
    expect(o.accessibility?.enabled).toBe(true);
    expect(o.accessibility?.description).toMatch(/heatmap/);
  });

  it('shows throughput in the chosen unit: MiB/s as the suite wrote it, or MB/s', () => {
    const mib = buildMatrixHeatmap(ds, {
      ...en,
      units: { bw: 'MiB/s', lat: 'us' },
      diskId: pts,
      source: 'throughput',
      metric: 'bw',
    });
    const mb = buildMatrixHeatmap(ds, { ...en, diskId: pts, source: 'throughput', metric: 'bw' });
    expect(pointAt(mib, '100/0', '1m')!.value).toBeCloseTo(8370.31, 2);
    expect(pointAt(mb, '100/0', '1m')!.value).toBeCloseTo(8776.9, 1);
    expect(pointAt(mb, '100/0', '1m')!.custom!.cellText).toBe('8,776.9');
    expect(mb.legend?.title?.text).toBe('Bandwidth (MB/s, 10^6 B/s)');
  });

  it('writes cells and tooltips in Russian as 8 776,9 (comma decimal, space grouping)', () => {
    // The suite's own figure, read here with a regex: MiB/s as written, shown in MB/s.
    const text = readFixture('pts/local_ext4_2/throughput.json').text;
    const mibps = Number(/"throughput_1024k_100_0":\s*([\d.]+)/.exec(text)![1]);
    const mbps = (mibps * 2 ** 20) / 1e6;
    const [int, frac] = mbps.toFixed(1).split('.');
    const ru = buildMatrixHeatmap(ds, { ...en, lang: 'ru', diskId: pts, source: 'throughput', metric: 'bw' });
    const p = pointAt(ru, '100/0', '1m')!;
    const grouped = `${int!.slice(0, -3)}[\u00a0\u202f ]${int!.slice(-3)},${frac}`;
    expect(p.custom!.cellText).toMatch(new RegExp(`^${grouped}$`));
    expect((p.custom as PointInfo).valueText).toMatch(new RegExp(`: ${grouped} MB/s$`));
    // English is unchanged: "8,776.9".
    const enCell = pointAt(
      buildMatrixHeatmap(ds, { ...en, diskId: pts, source: 'throughput', metric: 'bw' }),
      '100/0',
      '1m',
    )!;
    expect(enCell.custom!.cellText).toBe(`${int!.slice(0, -3)},${int!.slice(-3)}.${frac}`);
  });

  it('shows latency in µs (PTS wrote ms)', () => {
    const o = buildMatrixHeatmap(ds, { ...en, diskId: pts, source: 'latency', metric: 'latMean' });
    expect(pointAt(o, '100/0', '4k')!.value).toBeCloseTo(8.568182682, 6);
    expect(o.legend?.title?.text).toBe('Mean latency (µs)');
  });

  it('draws a failed fio run as a grey "failed" cell, not as 0', () => {
    // A job that failed before any I/O is no longer imported; a stored dataset may still hold one.
    const one = datasetOf(importText(readFixture('fio/gotchas/psync-4k-qd8.stdout.json'))!);
    one.measurements = one.measurements.map((x) => ({
      ...x,
      status: 'failed' as const,
      directions: {},
      total: {},
      error: 'fio error 22 (EINVAL: Invalid argument)',
    }));
    const o = buildMatrixHeatmap(one, { ...en, diskId: 'd', source: 'fio', metric: 'iops' });
    const [p] = points(o);
    expect(p!.value).toBeNull();
    expect(p!.custom!.cellText).toBe('failed');
    expect(tooltipLines(p!.custom as PointInfo, 'en')).toEqual([
      'd · 4k 100/0 · QD1 × 1 job',
      'failed',
      'Source: fio/gotchas/psync-4k-qd8.stdout.json · psync-4k-qd8',
      'Tool: fio 3.33',
      'fio error 22 (EINVAL: Invalid argument)',
      'jobs: fio default',
    ]);
  });

  it('tooltip is escaped plain text with the value, source and tool version', () => {
    const info: PointInfo = {
      label: 'disk <b>x</b>',
      valueText: '1 IOPS',
      source: 'a<script>.json · job&1',
      tool: 'fio 3.33',
      notes: [],
      measurementId: 'm',
    };
    const f = provenanceTooltip('zh');
    const text = f.call({ options: { custom: info } } as unknown as Point, undefined as never);
    expect(text).toBe(
      'disk &lt;b&gt;x&lt;/b&gt;<br/>1 IOPS<br/>来源: a&lt;script&gt;.json · job&amp;1<br/>工具: fio 3.33',
    );
    expect(
      buildMatrixHeatmap(ds, { ...en, diskId: pts, source: 'iops', metric: 'iops' }).tooltip?.useHTML,
    ).toBe(false);
  });
});
