// Load curves of several disks for one workload (pattern, block size, mix) at one jobs count: each
// disk in its Compare colour (its place among the compared disks, as in every Compare chart), mean
// latency solid and p99 dashed (one legend item for both), every point labelled QD×jobs with the same
// tooltip as the Disk view. The labels are drawn by label layers of LAYER_DISKS disks (QD_LABELS),
// not by each line: Highcharts' data-label pass costs per series that has labels, so 20 labelled
// lines were ~40 ms of a 100–130 ms draw (alternated redraws of the 20-disk chart in the page: every
// line labelled 93–100 ms median, labels on one series 76, none 60–63). The chart is drawn in turns
// (draw-later.ts): axes and legend first, then the lines, the p99 lines and each label layer in a
// task of its own; one task for all of it was 100–136 ms of CPU with 20 disks, a bench task of
// 107–186 ms.
import type {
  Chart,
  Options,
  PointOptionsObject,
  Series,
  SeriesLineOptions,
  SeriesScatterOptions,
} from 'highcharts';
import type { LoadCurve, LoadPoint } from '../analysis/load-curve';
import { pointLabel } from '../analysis/load-curve';
import { mixLabel } from '../analysis/matrix';
import type { Lang } from '../i18n';
import { blockSizeOrDash } from '../model/units';
import { drawLater } from './draw-later';
import { chartText, escapeChartText, unescapeChartText } from './chart-text';
import { loadX } from './load-curve';
import { curveLabel, LABEL_STYLE, latencyLoadParts, loadPointInfo, lt } from './load-point';
import { baseOptions, PALETTE, withoutEntryAnimation } from './theme';
import { axisTitle, latToDisplay, type DisplayUnits } from './units';

/**
 * Legend labels longer than this are cut by character count (about what a phone-width legend holds
 * at 10 px). Highcharts cuts a label with an ellipsis by measuring it in the page, a forced layout
 * per legend item: with 20 disks a large part of the chart's 140–200 ms block. The full name stays
 * the series' name: tooltip, screen reader ("Show …") and CSV say it whole.
 */
const LEGEND_CHARS = 48;

/** A legend label of at most LEGEND_CHARS characters, from a series name escaped by chartText. */
export function legendLabel(name: string): string {
  const plain = unescapeChartText(name);
  return plain.length <= LEGEND_CHARS
    ? name
    : escapeChartText(`${plain.slice(0, LEGEND_CHARS - 1).trimEnd()}…`);
}

/**
 * The ids of the label layers start with this: scatter series holding the shown mean-line points of
 * LAYER_DISKS disks each, labelled.
 */
export const QD_LABELS = 'compare-load-qd-labels';
/**
 * Disks per label layer. Each layer is drawn in a task of its own after the chart (draw-later.ts):
 * Highcharts measures each label in the page (two forced style reads a label), so a turn holds at
 * most 10 disks' labels (70 at 7 loads).
 */
const LAYER_DISKS = 10;

interface LayerCustom {
  /** The mean lines (series ids) this layer labels. */
  lines?: string[];
}

/** The points of the given lines shown now (a hidden disk takes its labels with it). */
function shownPoints(chart: Chart, lines: readonly string[]): PointOptionsObject[] {
  return chart.series
    .filter((s) => s.visible && lines.includes(s.options.id ?? ''))
    .flatMap((s) => s.points.filter((p) => p.y !== null).map((p) => ({ x: p.x, y: p.y, name: p.name })));
}

/** Hiding or showing a disk in the legend redraws the label layer of its line from the lines shown. */
function relabel(this: Series): void {
  const id = this.options.id ?? '';
  for (const layer of this.chart.series) {
    const lines = (layer.options.custom as LayerCustom | undefined)?.lines;
    if (lines?.includes(id)) layer.setData(shownPoints(this.chart, lines), true, false, false);
  }
}

/** What "the same workload" means across disks: pattern, mix and block size (engines may differ). */
export function workloadKeyOf(c: LoadCurve): string {
  return `${c.pattern}.${c.readPct}.${c.blockSize ?? 'unknown'}`;
}

export function workloadText(c: LoadCurve): string {
  return `${c.pattern} ${mixLabel(c.readPct)} ${blockSizeOrDash(c.blockSize)}`;
}

export interface CompareLoadDisk {
  diskId: string;
  label: string;
  /** Place among the compared disks: picks the colour, as in the other Compare charts. */
  index: number;
  curve: LoadCurve;
}

export interface CompareLoadSpec {
  disks: readonly CompareLoadDisk[];
  jobs: number;
  x: 'iops' | 'bw';
  units: DisplayUnits;
  lang: Lang;
}

export function buildCompareLoad(spec: CompareLoadSpec): Options {
  const { units, lang, x, jobs } = spec;
  const series: (SeriesLineOptions | SeriesScatterOptions)[] = [];
  for (const d of spec.disks) {
    const color = PALETTE[d.index % PALETTE.length]!;
    const heading = `${d.label} · ${curveLabel(d.curve)}`;
    const line = d.curve.points.filter((p) => p.jobs === jobs).sort((a, b) => a.queueDepth - b.queueDepth);
    if (line.length === 0) continue;
    const at = (p: LoadPoint, y: number | undefined): PointOptionsObject => ({
      x: loadX(p, x, units),
      y: y === undefined ? null : latToDisplay(y, units.lat),
      name: pointLabel(p),
      custom: loadPointInfo(heading, d.curve, p, units, lang),
    });
    series.push({
      type: 'line',
      id: `compare-load-line-${d.index}`,
      name: `${d.label} · ${lt(lang, 'meanLine', { kind: line.some((p) => p.latKind === 'clat') ? 'clat' : 'lat', jobs })}`,
      color,
      data: line.map((p) => at(p, p.latMean)),
      // Labelled by the label layer below, not by the line itself.
      dataLabels: { enabled: false },
      // The chart's first task draws axes and legend; the lines, then their p99 lines, then the
      // labels come in turns of their own (draw-later.ts).
      custom: { labelled: true, ...drawLater(1) },
      events: { hide: relabel, show: relabel },
    });
    if (line.some((p) => p.p99 !== undefined))
      series.push({
        type: 'line',
        name: `${d.label} · ${lt(lang, 'p99Line', { kind: line.find((p) => p.p99Kind)?.p99Kind ?? 'clat', jobs })}`,
        // One legend item per disk, hiding both its lines: 40 items for 20 disks made the legend
        // (each long name measured and cut to fit) most of a 200 ms block. The series keeps its
        // own name for tooltips, screen readers and the CSV; the subtitle says dashed is p99.
        linkedTo: ':previous',
        custom: drawLater(2),
        color,
        dashStyle: 'Dash',
        dataLabels: { enabled: false },
        marker: { radius: 2 },
        data: line.filter((p) => p.p99 !== undefined).map((p) => at(p, p.p99)),
      });
  }
  // Layers of QD×jobs labels for the mean lines, LAYER_DISKS disks each: no marker, no tooltip, no
  // legend item, left out of screen-reader text and the CSV (the lines carry the same points, named
  // the same).
  const labelled = series.filter((s) => (s.custom as { labelled?: boolean } | undefined)?.labelled);
  for (let k = 0; k < labelled.length; k += LAYER_DISKS) {
    const group = labelled.slice(k, k + LAYER_DISKS);
    series.push({
      type: 'scatter',
      id: `${QD_LABELS}-${k / LAYER_DISKS}`,
      name: 'QD×jobs',
      data: group.flatMap((s) =>
        (s.data as PointOptionsObject[])
          .filter((p) => p.y !== null)
          .map((p) => ({ x: p.x, y: p.y, name: p.name })),
      ),
      marker: { enabled: false, states: { hover: { enabled: false } } },
      enableMouseTracking: false,
      showInLegend: false,
      includeInDataExport: false,
      accessibility: { enabled: false },
      states: { inactive: { opacity: 1 } },
      // Same points as the lines, so the axes stay: each layer drawn in a task of its own, after
      // the chart (draw-later.ts).
      custom: { ...drawLater(3 + k / LAYER_DISKS), lines: group.map((s) => s.id!) },
    } as SeriesScatterOptions);
  }
  const first = spec.disks[0]?.curve;
  const what = first ? workloadText(first) : '';
  const base = baseOptions({
    description: `Load curves of ${spec.disks.length} disks for ${what} at ${jobs} jobs: latency against achieved ${x === 'iops' ? 'IOPS' : 'throughput'}, one colour per disk.`,
    filename: `compare-load-curve-${what}-${jobs}jobs`,
    height: 460,
  });
  const parts = latencyLoadParts(base, units, lang);
  return withoutEntryAnimation(
    chartText({
      ...base,
      subtitle: { text: `${what} · ${lt(lang, 'compareNote', { jobs })}`, style: { fontSize: '11px' } },
      caption: { text: lt(lang, 'rules'), style: { fontSize: '11px' } },
      xAxis: {
        min: 0,
        title: {
          text: axisTitle(lt(lang, x === 'iops' ? 'xIops' : 'xBw'), x === 'iops' ? 'iops' : 'bw', units),
        },
      },
      ...parts,
      plotOptions: {
        ...parts.plotOptions,
        // The label layer is the chart's only scatter series.
        scatter: { dataLabels: { enabled: true, format: '{point.name}', style: LABEL_STYLE } },
      },
      responsive: {
        rules: [
          ...(parts.responsive?.rules ?? []),
          // As the Disk view's load curve on a phone: no labels over the lines.
          {
            condition: { maxWidth: 520 },
            chartOptions: { plotOptions: { scatter: { dataLabels: { enabled: false } } } },
          },
        ],
      },
      legend: {
        ...base.legend,
        // Labels arrive short enough (legendLabel): no wrapping and no ellipsis, so nothing is measured.
        itemStyle: { textOverflow: 'clip', whiteSpace: 'nowrap' },
        labelFormatter() {
          return legendLabel(this.name);
        },
      },
      series,
    }),
  );
}
