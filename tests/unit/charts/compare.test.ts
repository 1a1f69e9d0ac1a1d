import { beforeAll, describe, expect, it } from 'vitest';
import type { PointOptionsObject, SeriesColumnOptions } from 'highcharts';
import { buildCompareColumns } from '../../../src/charts/compare-columns';
import { buildCompareMultiples } from '../../../src/charts/compare-multiples';
import { buildCompareRatio } from '../../../src/charts/compare-ratio';
import type { CompareSpec } from '../../../src/charts/compare-spec';
import type { PointInfo } from '../../../src/charts/provenance';
import type { Dataset } from '../../../src/model/types';
import { KiB } from '../../../src/model/units';
import { readFixture } from '../../helpers/ingest';
import { ingestFiles } from '../../../src/ingest/ingest';
import { diskIdByFolder, fixtureFiles, ptsAndFioDataset } from './fixture-dataset';

let ds: Dataset;
let spec: CompareSpec;
let fioIops4k: number;
beforeAll(async () => {
  ds = await ptsAndFioDataset();
  spec = {
    diskIds: [diskIdByFolder(ds, 'local_ext4_2'), diskIdByFolder(ds, 'local_ssd_1')],
    metric: 'iops',
    groupBy: 'blockSize',
    readPct: 100,
    blockSize: 4 * KiB,
    units: { bw: 'MB/s', lat: 'us' },
    lang: 'en',
  };
  // The fio-only disk is compared at its deepest queue (32) for IOPS.
  fioIops4k = JSON.parse(readFixture('fio/local_ssd_1/randread-4k-qd32.json').text).jobs[0].read.iops;
});
const data = (s: unknown) => ((s as SeriesColumnOptions).data ?? []) as (PointOptionsObject | null)[];
const cats = (o: { xAxis?: unknown }) => (o.xAxis as { categories: string[] }).categories;

describe('compare charts', () => {
  it("draws without entry animation (many charts at once), keeping each builder's own plot options", () => {
    const all = [
      buildCompareColumns(ds, spec),
      buildCompareRatio(ds, spec),
      ...buildCompareMultiples(ds, spec).map((c) => c.options),
    ];
    for (const o of all) expect(o.plotOptions?.series?.animation).toBe(false);
    expect(buildCompareColumns(ds, spec).plotOptions?.column?.groupPadding).toBe(0.1);
  });

  it('grouped columns: one series per disk over the union of block sizes', () => {
    const o = buildCompareColumns(ds, spec);
    expect(o.series!.map((s) => s.name)).toEqual(['local ext4 2', 'local ssd 1']);
    expect(cats(o)).toEqual(['512b', '4k', '16k', '128k', '1m']);
    expect(data(o.series![0])[1]!.y).toBe(311073);
    expect(data(o.series![1])[1]!.y).toBeCloseTo(fioIops4k, 6);
    expect(data(o.series![1])[0]).toBeNull(); // fio disk has no 512b run: empty, not 0
    expect((data(o.series![1])[1]!.custom as PointInfo).source).toMatch(/randread-4k-qd32\.json/);
    expect(o.subtitle?.text).toContain('100/0');
    expect(o.subtitle?.text).toContain('summed');
  });

  it('by mix at one block size', () => {
    const o = buildCompareColumns(ds, { ...spec, groupBy: 'mix' });
    expect(cats(o)).toEqual(['100/0', '95/5', '70/30', '65/35', '50/50', '35/65', '5/95', '0/100']);
    expect(data(o.series![0])[7]!.y).toBe(116414); // iops_4k_0_100
  });

  it('small multiples share one value axis', () => {
    const charts = buildCompareMultiples(ds, spec);
    // Each title names the queue depth × jobs the disk's figures were measured at, where known (the
    // PTS results alone, without their fio rounds, do not say).
    expect(charts.map((c) => c.title)).toEqual(['local ext4 2', 'local ssd 1 · QD32 × 1 job']);
    const maxes = charts.map((c) => (c.options.yAxis as { max: number }).max);
    expect(maxes[0]).toBe(maxes[1]);
    expect(charts.every((c) => (c.options.yAxis as { endOnTick: boolean }).endOnTick === false)).toBe(true);
    expect(maxes[0]).toBeGreaterThanOrEqual(356170); // the largest IOPS of either disk (iops_512b_100_0)
  });

  it('ratios to a chosen baseline', () => {
    const o = buildCompareRatio(ds, { ...spec, baselineId: spec.diskIds[0] });
    expect(o.series!.map((s) => s.name)).toEqual(['local ssd 1']);
    const p = data(o.series![0])[1]!;
    expect(p.y).toBeCloseTo(fioIops4k / 311073, 9);
    expect((p.custom as PointInfo).valueText).toContain('311,073 IOPS local ext4 2');
    const swapped = buildCompareRatio(ds, { ...spec, baselineId: spec.diskIds[1] });
    expect(data(swapped.series![0])[1]!.y).toBeCloseTo(311073 / fioIops4k, 9);
  });

  it('a disk keeps one colour in the columns, the ratios (without the baseline) and its small multiple', () => {
    const columns = buildCompareColumns(ds, spec);
    const ratio = buildCompareRatio(ds, { ...spec, baselineId: spec.diskIds[0] });
    const colourOf = (o: { series?: unknown[] }, name: string) =>
      (o.series as { name: string; color?: string }[]).find((x) => x.name === name)?.color;
    const fio = 'local ssd 1';
    expect(colourOf(columns, fio)).toBeDefined();
    // The ratio chart draws one series (the baseline is left out), in the fio disk's colour, not the
    // palette's first colour.
    expect(colourOf(ratio, fio)).toBe(colourOf(columns, fio));
    expect(colourOf(columns, 'local ext4 2')).not.toBe(colourOf(columns, fio));
    // Its small multiple draws its mixes in shades of that colour: the darkest is the colour itself.
    const [, own] = buildCompareMultiples(ds, spec);
    const shades = (own!.options.series as { color?: string }[]).map((x) => x.color);
    expect(shades[0]).toBe(colourOf(columns, fio));
    expect(new Set(shades).size).toBe(shades.length);
  });

  it('more disks than colours: the disks are named bars, one series per block size', async () => {
    // The real fio run under ten disk folders, imported as one upload.
    const files = fixtureFiles(['fio/local_ssd_1']);
    const many = await ingestFiles(
      Array.from({ length: 10 }, (_, i) =>
        files.map((f) => ({ ...f, path: f.path.replace('fio/local_ssd_1', `tencent_ssd_${i + 1}`) })),
      ).flat(),
      { origin: 'test' },
    );
    const ids = many.disks.map((d) => d.id);
    const o = buildCompareColumns(many, { ...spec, diskIds: ids });
    expect(o.chart?.type).toBe('bar');
    expect(cats(o)).toEqual(many.disks.map((d) => d.label));
    expect(cats(o)).toContain('tencent ssd 10');
    const sizes = o.series!.map((s) => s.name);
    expect(sizes).toContain('4k');
    const at4k = data(o.series![sizes.indexOf('4k')]);
    expect(at4k).toHaveLength(10);
    for (const p of at4k) expect(p!.y).toBeCloseTo(fioIops4k, 6);
    expect((at4k[9]!.custom as PointInfo).source).toMatch(/tencent_ssd_\d+\/randread-4k-qd32\.json/);
    expect(o.chart?.height).toBeGreaterThan(10 * 18);
    // Eight disks still fit the palette: grouped columns, one series per disk.
    const eight = buildCompareColumns(many, { ...spec, diskIds: ids.slice(0, 8) });
    expect(eight.chart?.type).toBe('column');
    expect(eight.series!.map((s) => s.name)).toEqual(many.disks.slice(0, 8).map((d) => d.label));
  });
});
