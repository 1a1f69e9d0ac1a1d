// The seed blog's own picture, for one study: the vendors' advertised IOPS against disk size, with
// the study's measured disks on it. Each curve is the formula in force at the study's date (solid)
// and, where the formula changed since, today's (dashed, same colour); each disk is a point in its
// curve's colour, labelled. The axes are scaled to the disks shown (not to the catalogue's 32 TB),
// so a 50–500 GB study fills the chart. Pure: (spec) → Highcharts.Options.
import type { Options, PointOptionsObject, SeriesOptionsType } from 'highcharts';
import { sizeIn, type CompiledCurve, type DiskSize } from '../expected';
import type { SizeUnit } from '../model/types';
import { sampleCurve } from './expected-curves';
import { chartText } from './chart-text';
import { provenanceTooltip, type PointInfo } from './provenance';
import { baseOptions, PALETTE } from './theme';
import { drawLater } from './draw-later';

export interface StudyDisk {
  /** The point's label on the chart (short: "aliyun ssd 250", or the VM where names repeat). */
  label: string;
  size: DiskSize;
  /** Measured IOPS of the run the landing page judges (src/expected/lead-run.ts). */
  iops: number;
  /** The flagged-not-comparable (x) disks are drawn as open triangles. */
  comparable: boolean;
  /** The curve (era) the disk is judged against. */
  curveId: string;
  info: PointInfo;
}

export interface StudyCurve {
  /** The formula in force at the study's date. */
  then: CompiledCurve;
  /** Today's formula of the same disk type, when it differs. */
  now?: CompiledCurve;
}

export interface StudyChartSpec {
  curves: StudyCurve[];
  disks: StudyDisk[];
  xUnit: SizeUnit;
  text: {
    capacity: string;
    /** The value axis' title ("IOPS (log scale)"). */
    axis: string;
    /** "{curve} ({era})": the legend name of a curve at the study's date and today. */
    then: (c: CompiledCurve) => string;
    now: (c: CompiledCurve) => string;
    description: string;
  };
  lang: Parameters<typeof provenanceTooltip>[0];
  samples?: number;
}

/** A round axis end a little past the largest disk (50, 100, 250, 500, 1000 … steps). */
export function axisEnd(largest: number): number {
  const want = largest * 1.2;
  const steps = [1, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10];
  const mag = Math.pow(10, Math.floor(Math.log10(Math.max(want, 1))));
  for (const s of steps) if (s * mag >= want) return s * mag;
  return 10 * mag;
}

export function buildStudyCurves(spec: StudyChartSpec): Options {
  const largest = Math.max(...spec.disks.map((d) => sizeIn(d.size, spec.xUnit)), 1);
  const xMax = axisEnd(largest);
  const sampling = {
    curves: [],
    metric: 'iops' as const,
    xMax,
    xUnit: spec.xUnit,
    log: false,
    units: { bw: 'MB/s' as const, lat: 'us' as const },
    points: [],
    text: { capacity: '', measured: '', notComparable: '', title: '' },
    samples: spec.samples ?? 200,
    lang: spec.lang,
  };
  // Disks of the same size sit on one vertical: their labels alternate left and right of the
  // points (the upper one on the left); near the axis end a label goes left, else right.
  const side = new Map<StudyDisk, 'left' | 'right'>();
  const byX = new Map<number, StudyDisk[]>();
  for (const d of spec.disks) {
    const x = sizeIn(d.size, spec.xUnit);
    byX.set(x, [...(byX.get(x) ?? []), d]);
  }
  for (const [x, ds] of byX) {
    const nearEnd = x > xMax * 0.75;
    [...ds]
      .sort((a, b) => b.iops - a.iops)
      .forEach((d, k) => side.set(d, nearEnd || (ds.length > 1 && k % 2 === 0) ? 'left' : 'right'));
  }
  const lowest = Math.min(...spec.disks.map((d) => d.iops).filter((v) => v > 0), Infinity);
  const yMin = Number.isFinite(lowest) ? lowest * 0.6 : undefined;
  const highest = Math.max(...spec.disks.map((d) => d.iops), 0);
  const yMax = highest > 0 ? highest * 2 : undefined;
  const series: SeriesOptionsType[] = [];
  spec.curves.forEach((c, i) => {
    const colour = PALETTE[i % PALETTE.length]!;
    series.push({
      type: 'line',
      id: `curve-${i}`,
      name: spec.text.then(c.then),
      color: colour,
      data: sampleCurve(c.then, sampling),
      marker: { enabled: false },
      enableMouseTracking: false,
      // The curves in a task after the axes and legend, the disks in one after them
      // (chart-stages.ts): on a fresh page the first task was 60–80 ms of CPU.
      custom: { curveId: c.then.id, ...drawLater(1) },
    });
    if (c.now)
      series.push({
        type: 'line',
        name: spec.text.now(c.now),
        // Today's formula shares its curve's legend entry (the caption says what dashed means).
        linkedTo: `curve-${i}`,
        color: colour,
        dashStyle: 'Dash',
        lineWidth: 1.5,
        data: sampleCurve(c.now, sampling),
        marker: { enabled: false },
        enableMouseTracking: false,
        custom: { curveId: c.now.id, ...drawLater(1) },
      });
    const own = spec.disks.filter((d) => d.curveId === c.then.id);
    if (own.length)
      series.push({
        type: 'scatter',
        // The points share their curve's legend entry and colour.
        linkedTo: `curve-${i}`,
        name: spec.text.then(c.then),
        color: colour,
        data: own.map((d): PointOptionsObject => ({
          x: sizeIn(d.size, spec.xUnit),
          y: d.iops,
          name: d.label,
          dataLabels: side.get(d) === 'left' ? { align: 'right', x: -8 } : { align: 'left', x: 8 },
          marker: d.comparable
            ? { symbol: 'circle', radius: 6 }
            : { symbol: 'triangle-down', radius: 6, fillColor: '#fff', lineColor: colour, lineWidth: 2 },
          custom: d.info,
        })),
        tooltip: { pointFormat: '' },
        // The disks and their labels in a task after the curves (chart-stages.ts).
        custom: drawLater(2),
      });
  });
  const base = baseOptions({
    description: spec.text.description,
    filename: 'overview-study-curves',
    height: 430,
  });
  return chartText({
    ...base,
    chart: { ...base.chart, spacingTop: 34 },
    xAxis: { min: 0, max: xMax, title: { text: `${spec.text.capacity} (${spec.xUnit})` } },
    // Log IOPS: a study's small disks (a few thousand IOPS) and large ones (tens of thousands) both
    // stay readable, each disk's distance to its curve is a ratio, and labels do not pile up at 0.
    yAxis: {
      type: 'logarithmic',
      min: yMin,
      max: yMax,
      startOnTick: false,
      endOnTick: false,
      title: { text: spec.text.axis },
    },
    legend: { enabled: true, itemStyle: { fontSize: '11px', fontWeight: 'normal' } },
    tooltip: { ...base.tooltip, formatter: provenanceTooltip(spec.lang) },
    series,
    // Labels in plotOptions (not on each series) so the phone rule below can change them.
    plotOptions: {
      scatter: {
        dataLabels: {
          enabled: true,
          format: '{point.name}',
          style: { fontSize: '11px', fontWeight: 'normal', textOutline: '2px #fff' },
          // Every disk keeps its label: disks of one size are labelled on alternate sides.
          allowOverlap: true,
          verticalAlign: 'middle',
        },
      },
    },
    // On a phone the labels stay (they are the point of this chart), only smaller; one that would
    // touch another (a 400 GB disk's over a 250 GB one's) is left to the tooltip.
    responsive: {
      rules: [
        {
          condition: { maxWidth: 520 },
          chartOptions: {
            chart: { spacing: [34, 4, 8, 4] },
            legend: { itemStyle: { fontSize: '10px' } },
            xAxis: { labels: { style: { fontSize: '10px' } } },
            yAxis: { labels: { style: { fontSize: '10px' } }, title: { style: { fontSize: '10px' } } },
            plotOptions: { scatter: { dataLabels: { style: { fontSize: '9px' }, allowOverlap: false } } },
          },
        },
      ],
    },
  });
}
