// Every chart id a link or an embed can name, by the view that draws it. An embed of an id that is
// not here, or of a chart of another view, is told at once instead of waiting for a chart that will
// never be drawn. tests/unit/share/chart-ids.test.ts reads every ChartPanel id in src/views and
// fails when one is missing here.
const CHARTS: Record<string, RegExp> = {
  overview: /^overview-(?:ratio|headline|study)$/,
  disk: /^disk-(?:load-curve|load-scaling|load-grid|fio-heatmap|fio-columns|fio-latency|iops-heatmap|iops-columns|throughput-columns|latency-stats)$/,
  compare: /^compare-(?:columns|ratio|load-curve|multiple-.+)$/,
  expected: /^expected-(?:curves-iops|curves-bw|edit-preview|ratio-heatmap)$/,
  time: /^time-(?:hir-curve|hir-bars|wsat-time|wsat-tgbw|logs|latency-percentiles|latency-histogram|compare|ss-convergence-.+|ss-window-.+)$/,
};

/** The view whose page draws the chart `id`, or undefined when diskscope has no such chart. */
export function viewOfChart(id: string): string | undefined {
  return Object.keys(CHARTS).find((view) => CHARTS[view]!.test(id));
}
