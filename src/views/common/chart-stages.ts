// A chart drawn in several tasks when some of its series are marked `drawLater` (charts/draw-later.ts):
// the first task draws them empty, and once the chart is shown each turn of them is filled in a
// chart turn of its own (chart-queue.ts), with one redraw. The Compare load curve of 20 disks drew
// in one task of 100–136 ms of CPU (bench-disks' fleet), its lines and labels most of it.
//
// Filling must not redraw what is drawn already. Highcharts redraws every series when an axis
// changes, so the first task holds a reserve: one invisible series at the corners of the later
// series' points (per pair of axes), which sets the axes the finished chart has. It is removed once
// the last turn is drawn, without a redraw (in a turn of its own, which describes the chart anew
// for screen readers): the next redraw (a disk hidden in the legend, a resize)
// redraws everything anyway, and the axes then follow the series shown, as before. The series are
// filled in place (setData), not added, so the legend and its screen-reader buttons stay as drawn.
//
// Every chart, marked series or not, is described for screen readers in a turn after its first
// task (chart-described.ts): the accessibility module's work was 9–17 ms of each Compare chart's
// task (CPU profiles, bench-disks' fleet), and a full garbage collection landing in such a task
// took it past 100 ms.
import type {
  Axis,
  Chart,
  Options,
  PointOptionsObject,
  PointOptionsType,
  SeriesScatterOptions,
} from 'highcharts';
import HC from 'highcharts/es-modules/masters/highcharts.src.js';
import { drawLaterTurn } from '../../charts/draw-later';
import { nextChartTurn } from './chart-queue';
import { describeLater, describeNow, filling, redrawUndescribed } from './chart-described';

type SeriesOptions = NonNullable<Options['series']>[number];

const RESERVE = 'diskscope-axes-reserve';

/**
 * A point's x and y when the options say them as numbers ({ x, y }, [x, y], or a y alone at index
 * `i` of a series that sets no pointStart or pointInterval, whose x Highcharts takes to be `i`:
 * a bar on a category axis).
 */
function xy(p: unknown, i: number, implicitX: boolean): [number, number] | undefined {
  const [x, y] = Array.isArray(p)
    ? (p as unknown[])
    : typeof p === 'number'
      ? [undefined, p]
      : p && typeof p === 'object'
        ? [(p as PointOptionsObject).x, (p as PointOptionsObject).y]
        : [];
  const at = x === undefined && implicitX ? i : x;
  return typeof at === 'number' && typeof y === 'number' ? [at, y] : undefined;
}

function axisIndex(axis: unknown): number {
  return typeof axis === 'number' ? axis : 0;
}

/**
 * The reserve's series, one per pair of axes: the lowest and highest x and y of the later series
 * there. Undefined when a later series' points do not all say x and y as numbers (then nothing is
 * drawn late: the axes could not be kept).
 */
function reserveOf(
  later: SeriesOptions[],
  plot: Options['plotOptions'],
  chartType: string | undefined,
): SeriesScatterOptions[] | undefined {
  // A start or interval set for every series of a type moves the points of those that say no x.
  const shifted = Object.values(plot ?? {}).some(
    (o) => o && typeof o === 'object' && ('pointStart' in o || 'pointInterval' in o),
  );
  const box = new Map<string, { x: number; y: number; X: number; Y: number }>();
  const widen = (key: string, x: number, y: number) => {
    const b = box.get(key) ?? { x, y, X: x, Y: y };
    box.set(key, { x: Math.min(b.x, x), y: Math.min(b.y, y), X: Math.max(b.X, x), Y: Math.max(b.Y, y) });
  };
  for (const s of later) {
    const key = `${axisIndex(s.xAxis)},${axisIndex(s.yAxis)}`;
    const o = s as { data?: unknown[]; pointStart?: unknown; pointInterval?: unknown; threshold?: unknown };
    const implicitX = !shifted && o.pointStart === undefined && o.pointInterval === undefined;
    // A bar or column stands on its threshold (0), which its y axis then holds (softThreshold false).
    const type = (s as { type?: string }).type ?? chartType;
    const base =
      (type === 'bar' || type === 'column') && o.threshold !== null
        ? typeof o.threshold === 'number'
          ? o.threshold
          : 0
        : undefined;
    for (const [i, p] of (o.data ?? []).entries()) {
      // A gap ([x, null] or { y: null }) places nothing.
      if (p === null || (Array.isArray(p) ? p.at(-1) === null : (p as PointOptionsObject).y === null))
        continue;
      const at = xy(p, i, implicitX);
      if (!at) return undefined;
      widen(key, at[0], at[1]);
      if (base !== undefined) widen(key, at[0], base);
    }
  }
  return [...box].map(([key, b]) => {
    const [xAxis, yAxis] = key.split(',').map(Number);
    return {
      type: 'scatter',
      id: `${RESERVE}-${key}`,
      xAxis,
      yAxis,
      data: [
        [b.x, b.y],
        [b.X, b.Y],
      ],
      marker: { enabled: false },
      dataLabels: { enabled: false },
      enableMouseTracking: false,
      showInLegend: false,
      includeInDataExport: false,
      accessibility: { enabled: false },
      custom: { reserve: true },
    } satisfies SeriesScatterOptions;
  });
}

/** An axis' extremes and length: what places every point. */
const shape = (axis: Axis) => {
  const a = axis as Axis & { min?: number; max?: number; len?: number };
  return `${a.min},${a.max},${a.len}`;
};
/** Each axis' shape before a turn is filled, while it is. */
const before = new WeakMap<Axis, string>();
// A change of data marks an axis dirty when its ticks come out different, and a dirty axis redraws
// every series: each turn would cost the whole chart. They do come out different with the same
// extremes and length: the first render picks the tick interval from the axis length before the
// margins are known (Compare's load curve: every 5,000 IOPS), any redraw from the final one (every
// 10,000), and Highcharts compares the new ticks with the old after dropping the last. An axis whose
// extremes and length are those it had is left clean, so it keeps the ticks the chart was drawn
// with until the next full redraw (a disk hidden in the legend, a resize) picks them anew.
HC.addEvent(HC.Axis, 'afterSetScale', function (this: unknown) {
  const axis = this as Axis;
  const was = before.get(axis);
  if (was !== undefined && was === shape(axis)) (axis as unknown as { isDirty: boolean }).isDirty = false;
});

/** The mouse tracking of a series as Highcharts keeps it (its column-like series: bars, scatter). */
type Tracked = Chart['series'][number] & {
  dataLabelsGroups?: unknown[];
  trackerGroups?: string[];
  _hasTracking?: boolean;
  drawTracker?(): void;
};

/**
 * Hover and touch on the data labels of a series that had none when it was first drawn (drawn
 * empty): Highcharts binds the groups of a column-like series once, at its first render, so labels
 * drawn later would not show their point's tooltip as those drawn in one task do. Binds the label
 * groups alone, as that first render binds them (its other groups are bound already).
 */
function trackLabels(series: Tracked): void {
  const tracked = (series.options as { enableMouseTracking?: boolean }).enableMouseTracking !== false;
  const groups = series.trackerGroups;
  if (!series.dataLabelsGroups?.length || !tracked || !series._hasTracking || !series.drawTracker) return;
  if (!groups?.includes('dataLabelsGroup')) return;
  const own = Object.prototype.hasOwnProperty.call(series, 'trackerGroups');
  series.trackerGroups = ['dataLabelsGroup'];
  series._hasTracking = false;
  series.drawTracker();
  // The type's list again (the prototype's, or the series' own).
  if (own) series.trackerGroups = groups;
  else delete series.trackerGroups;
}

/** Fills the series of turn `turns[k]` with their points, then the next turn in a chart turn of its own. */
function fill(
  chart: Chart,
  all: readonly SeriesOptions[],
  turns: readonly number[],
  k: number,
  id: string,
): void {
  // Gone (a new chart replaced it): Highcharts empties a destroyed chart.
  if (!chart.options) return;
  const start = performance.now();
  // setData of a series without points marks the whole plot dirty (every series redrawn, each
  // turn as long as the whole chart): the reserve keeps the axes, so only the filled series are.
  // Should an axis move after all, redraw still redraws everything.
  const box = chart as unknown as { isDirtyBox: boolean };
  const wasDirty = box.isDirtyBox;
  for (const axis of chart.axes) before.set(axis, shape(axis));
  const filled: { series: Tracked; labelled: boolean }[] = [];
  all.forEach((s, i) => {
    if (drawLaterTurn(s) !== turns[k]) return;
    const data = ((s as { data?: unknown[] }).data ?? []) as PointOptionsType[];
    const series = chart.series.find((x) => x.index === i);
    if (!series) return;
    filled.push({ series, labelled: ((series as Tracked).dataLabelsGroups?.length ?? 0) > 0 });
    filling(series);
    series.setData(data, false, false, false);
  });
  box.isDirtyBox = wasDirty;
  // Highcharts redraws the whole legend (and the screen-reader buttons over it) with any changed
  // series when the legend has a label formatter, as Compare's has: ~20 ms a turn for nothing, as
  // a series' legend item does not depend on its points.
  const legend = chart.userOptions.legend;
  chart.userOptions.legend = undefined;
  redrawUndescribed(chart);
  chart.userOptions.legend = legend;
  for (const f of filled) if (!f.labelled) trackLabels(f.series);
  for (const axis of chart.axes) before.delete(axis);
  // For the benches' timelines (scripts/bench/timeline.ts reads User Timing).
  performance.measure('diskscope:chart-later', { start, detail: id });
  if (k + 1 < turns.length) nextChartTurn(() => fill(chart, all, turns, k + 1, id));
  else nextChartTurn(() => finish(chart, id));
}

/**
 * The last turn: the reserve removed (a chart without marked series has none), and the chart
 * described for screen readers, once, as it is finished: with the reserve, the module would say
 * "series 1 of 3" of two, and it describes series on a render, which removing the reserve is not.
 * The render event alone (no redraw: nothing drawn moves) has it describe the chart, and
 * ChartRuntime read the labels back.
 */
function finish(chart: Chart, id: string): void {
  if (!chart.options) return;
  const start = performance.now();
  for (const s of chart.series.filter((x) => (x.options.custom as { reserve?: boolean })?.reserve))
    s.remove(false);
  describeNow(chart);
  HC.fireEvent(chart, 'render');
  performance.measure('diskscope:chart-later', { start, detail: id });
}

/**
 * `options` drawn in turns (id names the chart in User Timing): the series marked drawLater in
 * turns of their own, and the description for screen readers, of every chart, in its last turn.
 */
export function inTurns(options: Options, id: string): Options {
  const all = options.series ?? [];
  const turns = [...new Set(all.map(drawLaterTurn).filter((t) => t !== undefined))].sort((a, b) => a - b);
  const reserve =
    turns.length === 0
      ? undefined
      : reserveOf(
          all.filter((s) => drawLaterTurn(s) !== undefined),
          options.plotOptions,
          options.chart?.type,
        );
  const load = options.chart?.events?.load;
  return {
    ...options,
    ...(reserve
      ? { series: [...all.map((s) => (drawLaterTurn(s) === undefined ? s : { ...s, data: [] })), ...reserve] }
      : {}),
    chart: {
      ...options.chart,
      events: {
        ...options.chart?.events,
        load(this: Chart, e: Event) {
          load?.call(this, e);
          // An exported copy is drawn from the chart's series as they are by then, points and all.
          if ((this.renderer as { forExport?: boolean }).forExport) return;
          performance.mark('diskscope:chart-first', { detail: id });
          // Described once, by the last turn (chart-described.ts).
          describeLater(this);
          nextChartTurn(() => (reserve ? fill(this, all, turns, 0, id) : finish(this, id)));
        },
      },
    },
  };
}
