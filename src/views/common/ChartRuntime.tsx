// Loaded lazily by ChartPanel: Highcharts, @highcharts/react and the modules every chart relies on.
// Modules are imported from the same ES-module master @highcharts/react uses, so they register on
// the one Highcharts instance it renders with.
import { Chart, type ChartOptions } from '@highcharts/react';
import type { Options } from 'highcharts';
import { useDeferredValue } from 'react';
// highcharts-more: error bars (the spread of a figure's repeats, analysis/summary).
import 'highcharts/es-modules/masters/highcharts-more.src.js';
import 'highcharts/es-modules/masters/modules/heatmap.src.js';
import 'highcharts/es-modules/masters/modules/exporting.src.js';
import 'highcharts/es-modules/masters/modules/offline-exporting.src.js';
import 'highcharts/es-modules/masters/modules/export-data.src.js';
import 'highcharts/es-modules/masters/modules/accessibility.src.js';
import 'highcharts/es-modules/masters/modules/boost.src.js';

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
export default function ChartRuntime({ options, id }: { options: Options; id: string }) {
  // A chart drawn anew for new options (ticking 100 disks redrew the overview's lead chart, ~70 ms)
  // is drawn in a task of its own after the one that changed them, so the click itself stays short.
  const drawn = useDeferredValue(options);
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
