// Text from files is text on every chart: a disk label (or any name a file gives) that is Highcharts
// markup — a link, 60 px red text — reaches the options escaped, in every chart builder.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Options } from 'highcharts';
import { chartText, escapeChartText } from '../../../src/charts/chart-text';
import { buildCompareColumns } from '../../../src/charts/compare-columns';
import { buildCompareMultiples } from '../../../src/charts/compare-multiples';
import { buildCompareRatio } from '../../../src/charts/compare-ratio';
import { buildCompareOverTime } from '../../../src/charts/compare-over-time';
import { buildHirBars, buildHirCurve } from '../../../src/charts/hir';
import { buildLatencyStats } from '../../../src/charts/latency-stats';
import { buildMatrixColumns } from '../../../src/charts/matrix-columns';
import { buildMatrixHeatmap } from '../../../src/charts/matrix-heatmap';
import { buildConvergence } from '../../../src/charts/steady-state';
import { buildTimeseries } from '../../../src/charts/timeseries';
import { buildWsat } from '../../../src/charts/wsat';
import type { Dataset } from '../../../src/model/types';
import { KiB } from '../../../src/model/units';
import { diskIdByFolder, ptsAndFioDataset } from './fixture-dataset';

const MARKUP =
  '<a href="https://example.org/x">click</a><span style="font-size:60px;color:red">BIG</span> & co';
const units = { bw: 'MB/s', lat: 'us' } as const;

/** The options as JSON without `custom` (escaped by the tooltip formatter) and without formatters. */
function shown(o: Options | Options[]): string {
  return JSON.stringify(o, (k, v: unknown) => (k === 'custom' ? undefined : v));
}

function expectEscaped(o: Options | Options[]): void {
  const json = shown(o);
  expect(json).not.toContain('<a href');
  expect(json).not.toContain('<span style');
  expect(json).toContain(JSON.stringify(escapeChartText(MARKUP)).slice(1, -1));
}

let ds: Dataset;
let pts: string;
let fio: string;
beforeAll(async () => {
  const real = await ptsAndFioDataset();
  ds = { ...real, disks: real.disks.map((d) => ({ ...d, label: `${d.label} ${MARKUP}` })) };
  pts = diskIdByFolder(ds, 'local_ext4_2');
  fio = diskIdByFolder(ds, 'local_ssd_1');
});

describe('chart text', () => {
  it('escapes &, <, >, " and \' exactly', () => {
    expect(escapeChartText(`a<b>&c"d'e`)).toBe('a&lt;b&gt;&amp;c&quot;d&#39;e');
  });

  it('escapes names, texts and categories, leaves format strings, custom and numbers alone', () => {
    const custom = { label: '<raw>' };
    const data = [1, 2, 3];
    const o = chartText({
      title: { text: '<t>' },
      xAxis: { categories: ['<c>', 'd'] },
      tooltip: { pointFormat: '<b>{point.y}</b>' },
      series: [{ name: '<s>', data, custom }],
    });
    expect(o).toEqual({
      title: { text: '&lt;t&gt;' },
      xAxis: { categories: ['&lt;c&gt;', 'd'] },
      tooltip: { pointFormat: '<b>{point.y}</b>' },
      series: [{ name: '&lt;s&gt;', data, custom }],
    });
    // Copy on write: unchanged parts are shared, not copied.
    expect(o.series[0]!.data).toBe(data);
    expect(o.series[0]!.custom).toBe(custom);
  });

  it('every dataset chart builder escapes disk labels', () => {
    const compare = {
      diskIds: [pts, fio],
      metric: 'iops' as const,
      groupBy: 'blockSize' as const,
      readPct: 100,
      blockSize: 4 * KiB,
      units,
      lang: 'en' as const,
    };
    expectEscaped(buildCompareColumns(ds, compare));
    expectEscaped(buildCompareRatio(ds, { ...compare, baselineId: pts }));
    expectEscaped(buildCompareMultiples(ds, compare).map((m) => m.options));
    const matrix = {
      diskId: pts,
      source: 'iops' as const,
      metric: 'iops' as const,
      units,
      lang: 'en' as const,
    };
    expectEscaped(buildMatrixHeatmap(ds, matrix));
    expectEscaped(buildMatrixColumns(ds, matrix));
    expectEscaped(buildLatencyStats(ds, { diskId: pts, source: 'latency', units, lang: 'en' }));
  });

  it('every named-line chart builder escapes the names it is given', () => {
    expectEscaped(buildConvergence([{ name: MARKUP, points: [{ round: 1, value: 5 }] }], 'IOPS', 'x'));
    expectEscaped(
      buildTimeseries([{ name: MARKUP, series: { metric: 'iops', t: [0, 1], v: [1, 2] } }], units),
    );
    const wsat = [{ interval: 1, round: 1, elapsed: 60, iops: 100, tgbw: 1e9 }];
    expectEscaped(buildWsat([{ name: MARKUP, points: wsat }], 'time', 'linear', units));
    expectEscaped(
      buildCompareOverTime({
        curves: [{ name: MARKUP, points: [{ t: 1, v: 5 }] }],
        kind: 'iops',
        metricName: 'IOPS',
        align: 'time',
        yScale: 'linear',
        units,
      }),
    );
    expectEscaped(buildHirBars([{ name: MARKUP, steadyState: 5, waits: [{ waitS: 5, iops: 10 }] }]));
    expect(shown(buildHirCurve([{ phase: 'wait', round: 1, iops: 5, index: 0 }], [0]))).not.toContain('<');
  });
});
