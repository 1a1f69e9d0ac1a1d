// Loaded lazily by ChartPanel: Highcharts, @highcharts/react and the modules every chart relies on.
// Modules are imported from the same ES-module master @highcharts/react uses, so they register on
// the one Highcharts instance it renders with.
import { Chart, type ChartOptions } from '@highcharts/react';
import type { Options } from 'highcharts';
import 'highcharts/es-modules/masters/modules/heatmap.src.js';
import 'highcharts/es-modules/masters/modules/exporting.src.js';
import 'highcharts/es-modules/masters/modules/offline-exporting.src.js';
import 'highcharts/es-modules/masters/modules/export-data.src.js';
import 'highcharts/es-modules/masters/modules/accessibility.src.js';
import 'highcharts/es-modules/masters/modules/boost.src.js';

// Builders type options with `highcharts`' d.ts; @highcharts/react uses the identical `.src` d.ts,
// which TypeScript sees as a different declaration, hence the one cast here.
export default function ChartRuntime({ options, id }: { options: Options; id: string }) {
  return (
    <Chart
      options={options as unknown as ChartOptions}
      containerProps={
        { className: 'chart-container', 'data-chart-id': id } as React.HTMLAttributes<HTMLDivElement>
      }
    />
  );
}
