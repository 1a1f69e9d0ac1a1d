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
import type { Chart } from 'highcharts';

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
