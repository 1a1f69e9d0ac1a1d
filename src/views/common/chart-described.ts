// The accessibility module's work on a chart drawn in turns (chart-stages.ts), kept for its last
// turn. Its render handler describes every series and point and places its screen-reader buttons
// (reading their positions back: a forced layout each) on every render; a chart drawn in turns is
// described once, finished, by its last turn, so any description before it is redone. The first
// task's was the largest: in CPU profiles of the Overview's study chart on a fresh page, a quarter
// of the first task (creating the module, its components and proxies, describing the curves).
// Relies on Highcharts internals (Accessibility.js, Chart.js): the render handler calls the
// chart's `updateA11yEnabled` when the chart is `a11yDirty` and skips the rest without a module
// (or with a "zombie" one, its state once destroyed); `onload` warns and marks the chart an image
// (role, aria-label) when it has no module, through `warnIfA11yModuleNotLoaded`.
import type { Chart, Series } from 'highcharts';
import HC from 'highcharts/es-modules/masters/highcharts.src.js';
import { drawLaterTurn } from '../../charts/draw-later';

/** The accessibility module's state on a chart, as Highcharts keeps it (Accessibility.js). */
type Described = {
  a11yDirty?: boolean;
  accessibility?: { zombie?: boolean };
  updateA11yEnabled?: () => void;
  warnIfA11yModuleNotLoaded?: () => void;
};

const nothing = () => undefined;

/**
 * Called in the chart's load event, before the first render's render event: the module is not
 * created until `describeNow`, and the chart is not marked an image for having none. Shadows the
 * two methods on the chart (the prototype's come back in `describeNow`).
 */
export function describeLater(chart: Chart): void {
  const c = chart as unknown as Described;
  if (c.accessibility) return;
  c.updateA11yEnabled = nothing;
  c.warnIfA11yModuleNotLoaded = nothing;
}

/**
 * The module created and the chart described, as the first render would have done it: called
 * before the last turn's render event. Undoes `describeLater` (nothing to undo without it).
 */
export function describeNow(chart: Chart): void {
  const c = chart as unknown as Described;
  if (!Object.prototype.hasOwnProperty.call(c, 'updateA11yEnabled')) return;
  delete c.updateA11yEnabled;
  delete c.warnIfA11yModuleNotLoaded;
  c.a11yDirty = true;
}

/**
 * A turn's redraw without the accessibility module's work on it (the filled series marked the
 * chart `a11yDirty`), which the next turn would redo. The last turn (`finish`) has the chart
 * described once, finished. Without a module (`describeLater`) there is nothing to leave out. With
 * one, the handler updates a dirty chart's module (`updateA11yEnabled`, shadowed here by one that
 * does nothing: with the module set aside it would make a second one) and skips the rest for a
 * zombie module, so both are set for the redraw alone, and the chart is left dirty for `finish`.
 */
export function redrawUndescribed(chart: Chart): void {
  const c = chart as unknown as Described;
  const a11y = c.accessibility;
  if (!a11y || a11y.zombie) {
    chart.redraw(false);
    return;
  }
  c.updateA11yEnabled = nothing;
  a11y.zombie = true;
  try {
    chart.redraw(false);
  } finally {
    delete c.updateA11yEnabled;
    delete a11y.zombie;
    c.a11yDirty = true;
  }
}

/**
 * Series drawn empty in a chart's first task and not filled yet. The module's forced markers
 * (ForcedMarkers.js) give a series with markers off and fewer points than its
 * `pointDescriptionEnabledThreshold` invisible markers for screen readers, judged as each render
 * of the series begins: an empty series got them, and once filled past the threshold lost them
 * again through `series.update`, which redraws the whole chart (the study chart's curves: a full
 * redraw per curve in their turn, and the legend laid out anew, wider than the chart drawn in one
 * task has it at 390 px). Such a series is judged first when it is filled, with its points, as in
 * a chart drawn in one task.
 */
const unfilled = new WeakSet<Series>();
/** Each unfilled series' own accessibility options while its render event runs. */
const own = new WeakMap<Series, { had: boolean; was: unknown }>();

HC.addEvent(HC.Series, 'afterInit', function (this: unknown) {
  const series = this as Series;
  const chart = series.chart as Chart & { hasLoaded?: boolean };
  const forExport = (chart.renderer as { forExport?: boolean }).forExport;
  if (!chart.hasLoaded && !forExport && drawLaterTurn(series.userOptions as never) !== undefined)
    unfilled.add(series);
});
// Before the module's handler (registered without an order, which sorts last).
HC.addEvent(
  HC.Series,
  'render',
  function (this: unknown) {
    const series = this as Series;
    if (!unfilled.has(series)) return;
    const o = series.options as { accessibility?: object };
    own.set(series, { had: 'accessibility' in o, was: o.accessibility });
    o.accessibility = { ...o.accessibility, enabled: false };
  },
  { order: 0, passive: true },
);
HC.addEvent(HC.Series, 'afterRender', function (this: unknown) {
  const series = this as Series;
  const was = own.get(series);
  if (!was) return;
  own.delete(series);
  const o = series.options as { accessibility?: unknown };
  if (was.had) o.accessibility = was.was;
  else delete o.accessibility;
});

/** The series is being filled (chart-stages.ts): its next render is judged as usual. */
export function filling(series: Series): void {
  unfilled.delete(series);
}
