// A chart's data in a link, on real fixtures: what is packed (only private disks, results, no
// histograms), that it comes back identical apart from the origin, how big real links are, and the
// size limit.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  chartDataSlice,
  LINK_ORIGIN,
  packChartData,
  privateDiskIds,
  unpackChartData,
} from '../../../src/share/chart-data';
import { shortList, sourceCaption } from '../../../src/share/caption';
import { MAX_HASH_DATA_CHARS, packForHash } from '../../../src/share/hash-data';
import { checkInvariants } from '../../../src/model/invariants';
import type { Dataset } from '../../../src/model/types';
import { diskIdByFolder, ptsAndFioDataset } from '../charts/fixture-dataset';

let ds: Dataset;
let pts: string;
let fio: string;

beforeAll(async () => {
  ds = await ptsAndFioDataset();
  pts = diskIdByFolder(ds, 'local_ext4_2');
  fio = diskIdByFolder(ds, 'local_ssd_1');
});

describe('chart data slice', () => {
  it('keeps the disks asked for with their results, without rounds, series, reports or histograms', () => {
    const slice = chartDataSlice(ds, [fio]);
    expect(slice.disks.map((d) => d.id)).toEqual([fio]);
    const results = ds.measurements.filter((m) => m.diskId === fio && m.role === 'result');
    expect(slice.measurements.map((m) => m.id)).toEqual(results.map((m) => m.id));
    expect(slice.series).toEqual([]);
    expect(slice.reports).toEqual([]);
    expect(JSON.stringify(slice)).not.toContain('histogram');
    // The figures themselves are untouched.
    expect(slice.measurements.map((m) => m.total)).toEqual(
      results
        .map((m) => {
          const { lat, ...rest } = m.total;
          return lat ? { ...rest, lat: { ...lat, histogram: undefined } } : rest;
        })
        .map((t) => JSON.parse(JSON.stringify(t)) as unknown),
    );
    expect(checkInvariants(slice)).toEqual([]);
  });

  it('only disks that are not on the published site need packing', () => {
    const published = {
      ...ds,
      disks: ds.disks.map((d) => (d.id === pts ? { ...d, origin: 'published' } : d)),
    };
    expect(privateDiskIds(published, [pts, fio])).toEqual([fio]);
  });

  it('round-trips both real disks through a link, marked as from a link', () => {
    const slice = chartDataSlice(ds, [pts, fio]);
    const packed = packChartData(slice);
    expect(packed.ok).toBe(true);
    if (!packed.ok) return;
    // Measured on the shared fixtures (PTS iops/throughput/latency results + 28 fio runs).
    expect(packed.text.length).toBeLessThan(MAX_HASH_DATA_CHARS);
    const back = unpackChartData(packed.text);
    expect(back.ok).toBe(true);
    if (!back.ok) return;
    expect(back.dataset.disks.every((d) => d.origin === LINK_ORIGIN)).toBe(true);
    expect(back.dataset.measurements).toEqual(JSON.parse(JSON.stringify(slice.measurements)));
    expect(back.dataset.disks.map(({ origin: _o, ...d }) => d)).toEqual(
      slice.disks.map(({ origin: _o, ...d }) => d),
    );
  });

  it('refuses beyond the limit and says how big the link would be', () => {
    const packed = packChartData(chartDataSlice(ds, [pts, fio]), 1000);
    expect(packed).toMatchObject({ ok: false, reason: 'too-large', limit: 1000 });
    if (!packed.ok) expect(packed.chars).toBeGreaterThan(1000);
  });

  it('names damaged or foreign data instead of throwing', () => {
    expect(unpackChartData('%%')).toMatchObject({ ok: false, error: expect.stringMatching(/characters/) });
    expect(unpackChartData('AAAA')).toMatchObject({ ok: false, error: expect.stringMatching(/damaged/) });
    const foreign = packForHash({ series: [1, 2, 3] });
    if (!foreign.ok) throw new Error('pack failed');
    expect(unpackChartData(foreign.text)).toMatchObject({
      ok: false,
      error: expect.stringMatching(/not a chart's data/),
    });
  });
});

describe('source caption', () => {
  it('lists labels, result files and tool versions of the chart\u2019s disks', () => {
    const c = sourceCaption(ds, [fio, pts]);
    expect(c.disks).toHaveLength(2);
    expect(c.files).toContain('pts/local_ext4_2/iops.json');
    expect(c.files.some((f) => f.startsWith('fio/local_ssd_1/'))).toBe(true);
    expect(c.tools).toContain('fio 3.33');
  });
  it('shortens long lists to one line', () => {
    expect(shortList(['a', 'b'])).toBe('a, b');
    expect(shortList(['a', 'b', 'c', 'd', 'e'])).toBe('a, b, c +2 more');
  });
});
