import { describe, expect, it } from 'vitest';
import { buildExpectedCurves, sampleCurve } from '../../../src/charts/expected-curves';
import { buildRatioHeatmap } from '../../../src/charts/expected-ratio-heatmap';
import { builtinCatalogue, expectDisk, ratioMatrix } from '../../../src/expected';
import { KiB, MiB } from '../../../src/model/units';
import { dataset, disk, result } from './helpers';

const cat = builtinCatalogue();
const ssd2016 = cat.curves.find((c) => c.id === 'alibaba/cloud_ssd@2016')!;
const tencentSsd = cat.curves.find((c) => c.id === 'tencent/cloud_ssd@2016')!;
const text = { capacity: 'Capacity', measured: 'Measured', notComparable: 'not comparable', title: 't' };
const spec = {
  curves: [ssd2016, tencentSsd],
  metric: 'iops' as const,
  xMax: 4000,
  xUnit: 'GB' as const,
  log: false,
  units: { bw: 'MB/s' as const, lat: 'us' as const },
  points: [
    { label: 'aliyun ssd 250', size: { value: 250, unit: 'GB' as const }, value: 7504, comparable: false },
  ],
  text,
  samples: 16,
  lang: 'en' as const,
};

describe('expected chart builders', () => {
  it('samples curves over 0–4000 GB and leaves sizes that are not sold empty', () => {
    const ali = sampleCurve(ssd2016, spec);
    expect(ali[1]).toEqual([250, 7500]);
    expect(ali.at(-1)).toEqual([4000, 20000]);
    const tc = sampleCurve(tencentSsd, spec);
    expect(tc[0]).toEqual([0, null]);
    expect(tc[1]).toEqual([250, 6000]); // 250 GB is the smallest Tencent SSD
  });

  it('draws measured disks as points, marking those not comparable', () => {
    const o = buildExpectedCurves(spec);
    const series = o.series as { type: string; data: unknown[] }[];
    expect(series.map((s) => s.type)).toEqual(['line', 'line', 'scatter']);
    expect(series[2]!.data[0]).toMatchObject({ x: 250, y: 7504, name: 'aliyun ssd 250 (x not comparable)' });
    const bw = buildExpectedCurves({ ...spec, metric: 'bw', log: true });
    expect((bw.xAxis as { type: string }).type).toBe('logarithmic');
  });

  it('heatmap cells carry the ratio and the binding curve', () => {
    const d = disk('aliyun', 'ssd', 250, { metadata: { date: '2016-11' } });
    const e = expectDisk(
      cat,
      dataset(
        [d],
        [result(d.id, 4 * KiB, 100, { iops: 7500 }), result(d.id, MiB, 100, { iops: 160, bw: 160 * MiB })],
      ),
      d,
    );
    const o = buildRatioHeatmap({
      cells: ratioMatrix(e),
      title: 'x',
      text: {
        blockSize: 'bs',
        mix: 'mix',
        ratio: 'ratio',
        basisIops: 'IOPS curve',
        basisThroughput: 'throughput curve',
      },
    });
    const data = (o.series as { data: { value: number; custom: { detail: string } }[] }[])[0]!.data;
    expect(data[0]).toMatchObject({ value: 1, custom: { detail: '4k 100/0: IOPS curve, unstated, meets' } });
    expect(data[1]!.value).toBeCloseTo((160 * MiB) / 175e6, 9);
    expect(data[1]!.custom.detail).toContain('throughput curve');
  });
});

describe('instance limits on the curves chart', () => {
  it('draws each limit as its own flat line, leaving out one far above every curve and point', () => {
    const o = buildExpectedCurves({
      ...spec,
      limits: [
        { label: 'm5.large', value: 3600 },
        // 20,000 is the highest curve value here; 1,000,000 would only flatten the chart.
        { label: 'far above', value: 1_000_000 },
      ],
    });
    const series = o.series as { type: string; name: string; data: unknown[]; dashStyle?: string }[];
    expect(series.map((s) => s.type)).toEqual(['line', 'line', 'line', 'scatter']);
    expect(series[2]).toMatchObject({
      name: 'm5.large',
      dashStyle: 'Dot',
      data: [
        [0, 3600],
        [4000, 3600],
      ],
    });
    expect(series.some((s) => s.name === 'far above')).toBe(false);
  });
});
