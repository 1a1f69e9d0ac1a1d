// The page's first chart paid, in its own task, for every first use: Highcharts' code run for the
// first time (compiled as it runs), the text of the page's font measured in SVG for the first time,
// and the page's pending style and layout. On the published site that first chart (the Overview's
// ratio chart, its bars already in a later turn) was, with the start of the page's scripts, the
// longest task of the page load. A small chart with the same kinds of parts (a category axis whose
// labels hold markup on two lines, a value axis with a plot line, a legend, the export button),
// drawn off screen and destroyed in a chart turn of its own before the first chart's, takes those
// first uses. tasks12-trace STEPS=load, a fresh page each run, 5 runs each alternated, wall time of
// the first chart's task: 91, 76, 76, 106, 89 ms (median 89) before; 83, 65, 64, 60, 69 ms (median
// 65) with the warm-up, whose own task took 68, 50, 56, 65, 49 ms. Once per page, when the chart
// code has loaded (ahead, while the page is idle, or for the first panel).
import type { Options } from 'highcharts';
import HC from 'highcharts/es-modules/masters/highcharts.src.js';
import { baseOptions } from '../../charts/theme';

export function warmUpCharts(): void {
  performance.mark?.('diskscope:chart-warm-up');
  const box = document.createElement('div');
  // In the layout (a chart measures its text), out of sight and of the reading order.
  box.setAttribute('aria-hidden', 'true');
  box.style.cssText = 'position:absolute;left:-10000px;top:0;width:400px;height:200px;visibility:hidden';
  document.body.appendChild(box);
  try {
    const base = baseOptions({ description: '', filename: 'warm-up', height: 200 });
    const options: Options = {
      ...base,
      chart: { ...base.chart, type: 'bar', animation: false },
      accessibility: { enabled: false },
      responsive: undefined,
      xAxis: {
        categories: ['a', 'b'],
        labels: {
          formatter(this: { value: string | number }) {
            return `${this.value}<br/><span style="font-size:0.82em;fill:#555">a · b</span>`;
          },
        },
      },
      yAxis: { min: 0, title: { text: 'a' }, plotLines: [{ value: 1, width: 2, color: '#333' }] },
      series: [{ type: 'bar', name: 'a', data: [1, 2], animation: false }],
    };
    // The options' types are the 'highcharts' package's; the master module's are declared apart.
    HC.chart(box, options as unknown as Parameters<typeof HC.chart>[1]).destroy();
  } finally {
    box.remove();
  }
}
