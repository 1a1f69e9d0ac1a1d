// Measured ÷ expected per block size × read/write mix for one disk. Each cell says which curve bound
// it (IOPS, or throughput for large blocks) and the budget semantics. Missing cells stay empty.
import type { Options, PointOptionsObject } from 'highcharts';
import type { RatioCell } from '../expected';
import { blockSizeLabel } from '../model/units';
import { baseOptions } from './theme';
import { chartText, escapeChartText } from './chart-text';
import { VERDICT_COLOURS } from './overview-lead';
import { formatRatio } from './units';
import type { Lang } from '../i18n';

/** The colour axis stops here; a cell past it (a burst or cache result) wears its verdict colour. */
const RATIO_MAX = 1.5;

export interface RatioHeatmapSpec {
  cells: RatioCell[];
  title: string;
  /** How the cells write their ratios ("1,05" in Russian). */
  lang?: Lang;
  text: {
    blockSize: string;
    mix: string;
    ratio: string;
    basisIops: string;
    basisThroughput: string;
    /** The verdict and semantics words in the page's language (the codes when not given). */
    verdicts?: Partial<Record<string, string>>;
    semantics?: Partial<Record<string, string>>;
  };
}

/** Red under half, yellow near 0.9, green at 1, blue above (better than advertised). */
export const RATIO_STOPS: [number, string][] = [
  [0, '#b2182b'],
  [0.3, '#ef8a62'],
  [0.6, '#fee08b'],
  [0.667, '#1a9850'],
  [0.8, '#67a9cf'],
  [1, '#2166ac'],
];

export function buildRatioHeatmap(spec: RatioHeatmapSpec): Options {
  const blocks = [...new Set(spec.cells.map((c) => c.blockSize))].sort((a, b) => a - b);
  const mixes = [...new Set(spec.cells.map((c) => c.readPct))].sort((a, b) => b - a);
  const data: PointOptionsObject[] = spec.cells.map((c) => {
    const j = c.judgement;
    // Not the disk beating its spec: marked with its verdict colour and a border, so the scale of
    // the other cells is kept and this one still says its true ratio.
    const marked = j.verdict === 'implausible' || j.verdict === 'above-disk-limit';
    return {
      x: mixes.indexOf(c.readPct),
      y: blocks.indexOf(c.blockSize),
      value: Math.min(j.ratio, RATIO_MAX),
      ...(marked ? { color: VERDICT_COLOURS[j.verdict], borderColor: '#000', borderWidth: 2 } : {}),
      custom: {
        ratio: j.ratio,
        text: marked ? `▶ ${formatRatio(j.ratio, spec.lang)}` : formatRatio(j.ratio, spec.lang),
        detail: escapeChartText(
          `${blockSizeLabel(c.blockSize)} ${c.readPct}/${100 - c.readPct}: ${j.basis === 'iops' ? spec.text.basisIops : spec.text.basisThroughput}, ${spec.text.semantics?.[j.semantics] ?? j.semantics}, ${spec.text.verdicts?.[j.verdict] ?? j.verdict}`,
        ),
      },
    };
  });
  return chartText({
    ...baseOptions({ description: spec.title, filename: 'expected-ratio' }),
    // Room for the axis titles and the colour legend beside a matrix of only one or two rows.
    chart: { type: 'heatmap', height: Math.max(280, 180 + 40 * blocks.length) },
    xAxis: { categories: mixes.map((r) => `${r}/${100 - r}`), title: { text: spec.text.mix } },
    yAxis: { categories: blocks.map(blockSizeLabel), title: { text: spec.text.blockSize }, reversed: true },
    colorAxis: { min: 0, max: RATIO_MAX, stops: RATIO_STOPS },
    tooltip: {
      pointFormat: '{point.custom.detail}<br/>' + spec.text.ratio + ': <b>{point.custom.ratio:.2f}</b>',
    },
    series: [
      {
        type: 'heatmap',
        name: spec.text.ratio,
        data,
        dataLabels: { enabled: true, format: '{point.custom.text}' },
      },
    ],
  });
}
