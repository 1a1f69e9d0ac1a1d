// A chart drawn in turns: the first task's options hold every series (the marked ones empty) and a
// reserve at the corners of the marked points, so the axes come out as the finished chart's.
import type { Options, PointOptionsObject, SeriesLineOptions, SeriesScatterOptions } from 'highcharts';
import { describe, expect, it } from 'vitest';
import { drawLater } from '../../../../src/charts/draw-later';
import { inTurns } from '../../../../src/views/common/chart-stages';

const line = (name: string, data: SeriesLineOptions['data'], turn?: number): SeriesLineOptions => ({
  type: 'line',
  name,
  data,
  ...(turn === undefined ? {} : { custom: drawLater(turn) }),
});

describe('inTurns', () => {
  it('leaves a chart without marked series as it is, but for a load event that keeps its own', () => {
    const loaded: unknown[] = [];
    const options: Options = {
      chart: { type: 'line', events: { load: (e) => void loaded.push(e) } },
      series: [line('a', [{ x: 1, y: 2 }])],
    };
    const staged = inTurns(options, 'c');
    expect(staged.series).toBe(options.series);
    expect(staged.chart?.type).toBe('line');
    // Called as Highcharts calls it, on an exported copy (which is drawn whole and described at once).
    const copy = { renderer: { forExport: true } };
    staged.chart!.events!.load!.call(copy as never, 'event' as never);
    expect(loaded).toEqual(['event']);
  });

  it('draws marked series empty first, with a reserve at the corners of their points', () => {
    const first = line('first', [{ x: 0, y: 5 }]);
    const later = line(
      'later',
      [
        { x: 2, y: 40 },
        { x: 9, y: 0.5 },
        { x: 4, y: null },
      ],
      1,
    );
    const labels: SeriesScatterOptions = {
      type: 'scatter',
      data: [[1, 300]],
      showInLegend: false,
      custom: drawLater(2),
    };
    const options: Options = { series: [first, later, labels] };
    const staged = inTurns(options, 'c');
    const series = staged.series!;
    expect(series[0]).toBe(first);
    expect([(series[1] as SeriesLineOptions).data, (series[2] as SeriesScatterOptions).data]).toEqual([
      [],
      [],
    ]);
    // Nothing of the marked series lost: the fills read them from the options as built.
    expect(later.data).toHaveLength(3);
    const reserve = series[3] as SeriesScatterOptions;
    // Lowest x and y, highest x and y of the marked points (the null point left out).
    expect(reserve.data).toEqual([
      [1, 0.5],
      [9, 300],
    ]);
    expect([
      reserve.showInLegend,
      reserve.includeInDataExport,
      reserve.enableMouseTracking,
      reserve.accessibility?.enabled,
      reserve.marker?.enabled,
    ]).toEqual([false, false, false, false, false]);
    expect(series).toHaveLength(4);
    expect(typeof staged.chart?.events?.load).toBe('function');
  });

  it('keeps one reserve per pair of axes', () => {
    const options: Options = {
      series: [
        { ...line('l', [{ x: 1, y: 1 }], 1), yAxis: 0 },
        { ...line('r', [{ x: 3, y: 70 }], 1), yAxis: 1 },
      ],
    };
    const reserves = inTurns(options, 'c').series!.slice(2) as SeriesScatterOptions[];
    expect(reserves.map((r) => [r.yAxis, r.data])).toEqual([
      [
        0,
        [
          [1, 1],
          [1, 1],
        ],
      ],
      [
        1,
        [
          [3, 70],
          [3, 70],
        ],
      ],
    ]);
  });

  it('draws in one task when a marked series names its points in a way the reserve cannot read', () => {
    const shifted: Options = {
      series: [{ ...line('y only', [3, 4, 5] as unknown as PointOptionsObject[], 1), pointStart: 10 }],
    };
    expect(inTurns(shifted, 'c').series).toBe(shifted.series);
    const everyStart: Options = {
      plotOptions: { series: { pointInterval: 2 } },
      series: [line('y only', [{ y: 3 }], 1)],
    };
    expect(inTurns(everyStart, 'c').series).toBe(everyStart.series);
    const named: Options = { series: [line('names', [{ name: 'a', y: 1 }, ['b', 2]] as never, 1)] };
    expect(inTurns(named, 'c').series).toBe(named.series);
  });

  it('reads a y alone at its index, as Highcharts places it, and leaves gaps out', () => {
    const options: Options = {
      series: [
        line('numbers', [3, null, 5] as unknown as PointOptionsObject[], 1),
        line('objects', [null, { y: 0.5 }, { y: null }, { y: 9 }], 1),
        line('pairs', [[20, null]] as unknown as PointOptionsObject[], 1),
      ],
    };
    const reserve = inTurns(options, 'c').series!.at(-1) as SeriesScatterOptions;
    expect(reserve.data).toEqual([
      [0, 0.5],
      [3, 9],
    ]);
  });

  it("holds a bar's threshold (0 unless set) in the reserve: the y axis of bars starts there", () => {
    const bars = (threshold?: number | null): Options => ({
      chart: { type: 'bar' },
      series: [
        {
          type: 'bar',
          data: [{ y: 0.8 }, { y: 1.3 }],
          custom: drawLater(1),
          ...(threshold === undefined ? {} : { threshold }),
        },
      ],
    });
    const reserveOf = (o: Options) => (inTurns(o, 'c').series!.at(-1) as SeriesScatterOptions).data;
    expect(reserveOf(bars())).toEqual([
      [0, 0],
      [1, 1.3],
    ]);
    expect(reserveOf(bars(1))).toEqual([
      [0, 0.8],
      [1, 1.3],
    ]);
    expect(reserveOf(bars(null))).toEqual([
      [0, 0.8],
      [1, 1.3],
    ]);
    // A series of the chart's type that does not say its own.
    const untyped: Options = {
      chart: { type: 'column' },
      series: [{ data: [{ y: -2 }, { y: -1 }], custom: drawLater(1) } as never],
    };
    expect(reserveOf(untyped)).toEqual([
      [0, -2],
      [1, 0],
    ]);
  });
});
