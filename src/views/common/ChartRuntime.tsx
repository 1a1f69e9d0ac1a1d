// Loaded lazily by ChartPanel: Highcharts, @highcharts/react and the modules every chart relies on.
// Modules are imported from the same ES-module master @highcharts/react uses, so they register on
// the one Highcharts instance it renders with.
import { Chart, type ChartOptions } from '@highcharts/react';
import type { Options } from 'highcharts';
import HC from 'highcharts/es-modules/masters/highcharts.src.js';
import { useEffect, useMemo, useState } from 'react';
import { flushSync } from 'react-dom';
// highcharts-more: error bars (the spread of a figure's repeats, analysis/summary).
import 'highcharts/es-modules/masters/highcharts-more.src.js';
import { highchartsLang } from '../../charts/highcharts-lang';
import { unescapeChartText } from '../../charts/chart-text';
import type { Lang } from '../../i18n';
import { withExportMenu, type ExportMeta } from './chart-export';
import { inTurns } from './chart-stages';
import { chartTurn } from './chart-queue';
import './chart-first-render';
import 'highcharts/es-modules/masters/modules/heatmap.src.js';
import 'highcharts/es-modules/masters/modules/exporting.src.js';
import 'highcharts/es-modules/masters/modules/offline-exporting.src.js';
import 'highcharts/es-modules/masters/modules/export-data.src.js';
import 'highcharts/es-modules/masters/modules/accessibility.src.js';
import 'highcharts/es-modules/masters/modules/boost.src.js';

// Highcharts 13 writes its colours as CSS variables and, by default, each chart puts their
// definitions (on :root) into a <style> of its own: adding or removing a style sheet has the browser
// recompute the style of the whole page. Drawing the Overview's chart anew after an upload removed
// the old chart's sheet and added the new one's, two recalculations of its ~440 elements (the
// table's) inside the chart's task (tasks12-trace, INVALIDATIONS=1). The package's own copy of those
// definitions is in the page's style sheet instead (main.tsx), as Highcharts documents for
// `palette.injectCSS: false`; an export resolves the variables from the page (Exporting's
// resolveCSSVariables), so the downloaded files keep their colours.
HC.setOptions({ palette: { injectCSS: false } });

// Drawn by chart-turns.ts once this code has loaded, before the first chart (chart-warm-up.ts).
export { warmUpCharts } from './chart-warm-up';

// Names reach Highcharts escaped (charts/chart-text.ts: it reads a subset of HTML in text), and its
// accessibility module puts them into aria-labels as they are, so a screen reader said "R&amp;D"
// and an exported SVG held `R&amp;amp;D`. Once it has written its labels, they are read back as
// the text they stand for; the browser escapes an attribute once when the SVG is serialised.
function unescapeLabels(root: Element | undefined): void {
  for (const el of root?.querySelectorAll('[aria-label]') ?? []) {
    const label = el.getAttribute('aria-label')!;
    const plain = unescapeChartText(label);
    if (plain !== label) el.setAttribute('aria-label', plain);
  }
}
// Points are labelled as the chart renders, after handlers of this kind may have run: read back once
// the render is over.
HC.addEvent(HC.Chart, 'render', function (this: HC.Chart) {
  const root = (this as unknown as { renderTo?: HTMLElement }).renderTo;
  queueMicrotask(() => unescapeLabels(root));
});
// The exported copy (SVG, PNG) is labelled by the same module before it is written out.
HC.addEvent(HC.Chart, 'getSVG', function (e: { chartCopy?: HC.Chart }) {
  unescapeLabels(e.chartCopy?.container);
});

// A subtitle wraps clear of the menu button at the top right, as Highcharts does for a title only:
// our charts have no title (the panel's heading is it), and on a phone a long Russian subtitle
// (Time › Latency's bucket note) covered the button.
HC.addEvent(
  HC.Chart,
  'layOutTitle',
  function (this: HC.Chart, e: { alignTo: { width: number }; key: string }) {
    if (e.key === 'subtitle' && !this.options.title?.text && this.options.exporting?.enabled !== false)
      e.alignTo.width -= 40;
  },
);

// Escape closes a chart's open menu (Download PNG / SVG / CSV…) however it was opened: Highcharts
// answers Escape only while its keyboard navigation has the focus.
document.addEventListener('keydown', (e) => {
  if (e.key !== 'Escape') return;
  for (const chart of HC.charts) {
    const exporting = (
      chart as unknown as { exporting?: { openMenu?: boolean; contextMenuEl?: { hideMenu?(): void } } }
    )?.exporting;
    if (exporting?.openMenu) exporting.contextMenuEl?.hideMenu?.();
  }
});

// New options draw a new chart instead of `chart.update(options, true, true)`: updating a heatmap
// in place matched points by x only and left a row blank and another doubled (seen in Chromium when
// the Disk view switched disks), so what the page showed was not what the options said. Options are
// memoised by the views, so this remounts only when the chart really changes.
const optionKeys = new WeakMap<Options, number>();
let lastKey = 0;
function keyOf(options: Options): number {
  let key = optionKeys.get(options);
  if (key === undefined) optionKeys.set(options, (key = ++lastKey));
  return key;
}

// Builders type options with `highcharts`' d.ts; @highcharts/react uses the identical `.src` d.ts,
// which TypeScript sees as a different declaration, hence the one cast here.
export interface ChartRuntimeProps {
  options: Options;
  id: string;
  lang: Lang;
  /** The export's title, subtitle and caption, asked for when the reader downloads. */
  exportMeta: () => ExportMeta;
}

export default function ChartRuntime({ options, id, lang, exportMeta }: ChartRuntimeProps) {
  // `exportMeta` reads the page at the click, so a new caption (the link changed) needs no redraw.
  const full = useMemo(
    () => inTurns({ ...withExportMenu(options, exportMeta), lang: highchartsLang(lang) }, id),
    [options, lang, exportMeta, id],
  );
  // A chart drawn anew for new options (ticking 100 disks redrew the overview's lead chart, ~70 ms)
  // is drawn in a chart turn of its own (chart-queue.ts), after the frame that shows the change that
  // brought them, so the click itself stays short. Not React's deferred render: that ran before the
  // frame, and Highcharts' first read of the container's style then paid the style and layout of
  // the whole change (a 5,000-disk upload's table: 24 ms of a 91 ms task of CPU).
  const [drawn, setDrawn] = useState(full);
  useEffect(() => {
    if (full === drawn) return;
    let live = true;
    chartTurn(() => {
      if (live) flushSync(() => setDrawn(full));
    });
    return () => {
      live = false;
    };
  }, [full, drawn]);
  return (
    <Chart
      key={keyOf(drawn)}
      options={drawn as unknown as ChartOptions}
      containerProps={
        { className: 'chart-container', 'data-chart-id': id } as React.HTMLAttributes<HTMLDivElement>
      }
    />
  );
}
