// Chart options from the real PTS bundle's iops rounds.
import type { SeriesLineOptions } from 'highcharts';
import { describe, expect, it } from 'vitest';
import { determineSteadyState, trackedMetric } from '../../../src/analysis/steady-state';
import { buildConvergence, buildMeasurementWindow } from '../../../src/charts/steady-state';
import { importText } from '../../../src/ingest/route';
import type { ImportOk } from '../../../src/ingest/types';
import { readFixture } from '../../helpers/ingest';

const ms = (importText(readFixture('pts/local_ext4_2/fio-iops.json')) as ImportOk).measurements;
const tracked = trackedMetric(ms, 'iops')[0]!;
const ss = determineSteadyState(tracked.points)!;

describe('steady-state charts', () => {
  it('window chart: rounds 1-5, average and the ±10% / ±20% bands, slope line', () => {
    const o = buildMeasurementWindow(tracked, ss);
    const series = o.series as { name: string; data: [number, number][] }[];
    expect(series.map((s) => s.name.split(' ')[0])).toEqual([
      '4k',
      'Average',
      '110%',
      '90%',
      '120%',
      '80%',
      'Slope',
    ]);
    expect(series[0]!.data.map((p) => Math.round(p[1]))).toEqual([90576, 92789, 129048, 134532, 135128]);
    expect(series[1]!.data[0]![1]).toBeCloseTo(116414.6, 0);
    expect(series[2]!.data[0]![1]).toBeCloseTo(116414.6 * 1.1, 0);
    const slope = series[6]!.data;
    expect(slope[1]![1] - slope[0]![1]).toBeCloseTo(ss.window.slope * 4, 6);
  });

  it("speaks the reader's language: axis and band names in Russian", () => {
    const o = buildMeasurementWindow(tracked, ss, 'ru');
    expect((o.xAxis as { title: { text: string } }).title.text).toBe('Раунд');
    const names = (o.series as SeriesLineOptions[]).map((s) => s.name);
    expect(names.slice(1, 3)).toEqual(['Среднее', '110% от среднего']);
    expect(names[6]).toMatch(/^Наклон /);
    const conv = buildConvergence([], 'IOPS', 'x', 'zh');
    expect((conv.xAxis as { title: { text: string } }).title.text).toBe('轮次');
  });

  it('convergence plot: one line per block size', () => {
    const lines = [4096, 512, 131072].map((bs) => ({
      name: `${bs} B`,
      points: ms
        .filter((m) => m.pts?.phase === 'wdpc' && m.workload.readPct === 0 && m.workload.blockSize === bs)
        .map((m) => ({ round: m.pts!.round, value: m.directions.write!.iops })),
    }));
    const o = buildConvergence(lines, 'IOPS', 'IOPS convergence');
    expect((o.series as { data: unknown[] }[]).map((s) => s.data.length)).toEqual([5, 5, 5]);
  });
});
