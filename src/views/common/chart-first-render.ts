// Work Highcharts' first render of a chart does twice or the slow way, done once and directly. A
// Compare of 20 disks draws 22 charts a task each; with a full garbage collection of a 5,000-disk
// page (28–66 ms) landing in one, that task went past 100 ms (bench-disks, #28 item 4).
// Relies on Highcharts internals (Chart.js, Responsive.js, AST.js), as chart-described.ts does.
import HC from 'highcharts/es-modules/masters/highcharts.src.js';

/**
 * Responsive rules (the phone rules of charts/theme.ts) applied before the first render, not after
 * it. Highcharts renders the chart whole with its base options, then matches the rules against the
 * chart's size and, when one matches, updates and redraws it all again: every small multiple of
 * Compare (narrower than the rules' 520 px) and every chart on a phone was drawn twice in its task.
 * By `beforeRender` the chart knows its size and holds its axes and series, not drawn yet; the
 * update then only changes options, and the render's own check finds the rules applied. Undoing
 * them on a resize works as before: the undo options are taken from the base options here too.
 */
HC.addEvent(HC.Chart, 'beforeRender', function (this: HC.Chart) {
  const chart = this as unknown as {
    options: {
      responsive?: { rules?: { chartOptions?: { chart?: { width?: unknown; height?: unknown } } }[] };
    };
    setResponsive?: (redraw: boolean) => void;
  };
  // A rule that sizes the chart (the Overview's lead chart on a phone) has the update resize it,
  // and resizing redraws: the series, drawn by that redraw before the render made their group,
  // landed outside it. Such a chart is drawn as Highcharts draws it, twice.
  const resizes = chart.options.responsive?.rules?.some(
    (r) => r.chartOptions?.chart?.height !== undefined || r.chartOptions?.chart?.width !== undefined,
  );
  if (!resizes) chart.setResponsive?.(false);
});

/**
 * Text without markup, entities or characters the HTML parser rewrites (CR, NUL) parses to one
 * text node of the same text: the nodes Highcharts' AST makes of it, without a DOMParser document
 * per label. Highcharts parses every label that wraps or may be cut (axis labels, legend items,
 * data labels) that way; Compare's charts spent 5–11 ms a chart in it. Undefined: parse it.
 */
export function plainTextNodes(markup: string): { tagName: '#text'; textContent: string }[] | undefined {
  if (/[<&\r\0]/.test(markup)) return undefined;
  const text = markup.trim();
  return text ? [{ tagName: '#text', textContent: text }] : [];
}

const ast = (HC as unknown as { AST: { prototype: { parseMarkup(markup: string): unknown[] } } }).AST
  .prototype;
const parseMarkup = ast.parseMarkup;
ast.parseMarkup = function (this: unknown, markup: string) {
  return plainTextNodes(markup) ?? parseMarkup.call(this, markup);
};
