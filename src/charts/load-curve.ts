// One disk's load curve (SNIA PTS demand intensity): x = achieved IOPS (or throughput), y = latency,
// one line per jobs count through its queue depths, every point labelled QD×jobs and one run. Mean
// latency solid, p99 dashed (clat unless the file has lat percentiles). The caps of the Expected
// judgement at this block size and mix are vertical lines, the binding one named so; knee and
// saturation are marked; the rules are in the chart's caption so an exported PNG keeps them.
import type {
  Options,
  PointOptionsObject,
  SeriesLineOptions,
  SeriesScatterOptions,
  XAxisPlotLinesOptions,
} from 'highcharts';
import type { LoadCurve, LoadPoint } from '../analysis/load-curve';
import { pointLabel } from '../analysis/load-curve';
import type { LoadCap } from '../expected/load-caps';
import type { Lang } from '../i18n';
import { chartText } from './chart-text';
import { curveLabel, latencyLoadParts, loadPointInfo, lt } from './load-point';
import { baseOptions, PALETTE } from './theme';
import { axisTitle, formatBw, formatIops, latToDisplay, toDisplay, type DisplayUnits } from './units';

export interface LoadCurveSpec {
  diskLabel: string;
  curve: LoadCurve;
  /** x axis: achieved IOPS or throughput. */
  x: 'iops' | 'bw';
  /** Caps from the Expected judgement (empty when no curve matches the disk). */
  caps: readonly LoadCap[];
  /** Why there are no caps, shown in the subtitle. */
  noCapsWhy?: string;
  /** Runs measured after the burst bucket was likely empty (expected/load-caps.ts afterBurstRuns). */
  afterBurst?: ReadonlySet<string>;
  units: DisplayUnits;
  lang: Lang;
}

/** A point's x value in display units. */
export function loadX(p: Pick<LoadPoint, 'iops' | 'bw'>, x: 'iops' | 'bw', units: DisplayUnits): number {
  return x === 'iops' ? p.iops : toDisplay('bw', p.bw, units);
}

/** A cap (operations/s) in the x axis's display units at this block size. */
function capX(cap: LoadCap, x: 'iops' | 'bw', blockSize: number, units: DisplayUnits): number {
  return x === 'iops' ? cap.ops : toDisplay('bw', cap.ops * blockSize, units);
}

export function capName(cap: LoadCap, lang: Lang): string {
  if (cap.source === 'instance')
    return lt(lang, cap.kind === 'iops' ? 'capInstIops' : 'capInstBw', { name: cap.name ?? '' });
  return lt(lang, cap.kind === 'iops' ? 'capIops' : 'capBw');
}

/** "advertised throughput cap (binds): 1,465 IOPS = 183.1 MB/s at 128k". */
export function capText(cap: LoadCap, blockSize: number, units: DisplayUnits, lang: Lang): string {
  const name = cap.binds ? lt(lang, 'binds', { cap: capName(cap, lang) }) : capName(cap, lang);
  return `${name}: ${formatIops(cap.ops, lang)} IOPS = ${formatBw(cap.ops * blockSize, units.bw, lang)}`;
}

/** The saturation sentence: the highest load against the binding cap. */
export function capVerdict(curve: LoadCurve, caps: readonly LoadCap[], lang: Lang): string | undefined {
  const binding = caps.find((c) => c.binds);
  const top = curve.points[curve.points.length - 1];
  if (!binding || !top) return undefined;
  // The highest load run; on a tie of load the point with more IOPS speaks for it.
  const atTop = curve.points.filter((p) => p.load === top.load);
  const best = atTop.reduce((a, p) => (p.iops > a.iops ? p : a));
  const pct = Math.round((100 * best.iops) / binding.ops);
  const n = pointLabel(best);
  return best.iops < 0.9 * binding.ops
    ? lt(lang, 'notSaturated', { n, pct })
    : lt(lang, 'capReached', { n, pct });
}

function latKindOf(points: readonly LoadPoint[]): 'lat' | 'clat' {
  return points.some((p) => p.latKind === 'clat') ? 'clat' : 'lat';
}

export function buildLoadCurve(spec: LoadCurveSpec): Options {
  const { curve, units, lang, x } = spec;
  const heading = `${spec.diskLabel} · ${curveLabel(curve)}`;
  const late = (p: LoadPoint) => spec.afterBurst?.has(p.measurement.id) ?? false;
  const point = (p: LoadPoint, y: number | undefined): PointOptionsObject => ({
    x: loadX(p, x, units),
    y: y === undefined ? null : latToDisplay(y, units.lat),
    name: pointLabel(p),
    custom: loadPointInfo(heading, curve, p, units, lang, late(p)),
    // After burst: hollow, so the reader sees which points the empty bucket shaped.
    ...(late(p) ? { marker: { fillColor: '#ffffff', lineWidth: 2, radius: 5 } } : {}),
  });
  const series: (SeriesLineOptions | SeriesScatterOptions)[] = [];
  curve.jobCounts.forEach((jobs, i) => {
    const color = PALETTE[i % PALETTE.length]!;
    const line = curve.points.filter((p) => p.jobs === jobs).sort((a, b) => a.queueDepth - b.queueDepth);
    series.push({
      type: 'line',
      name: lt(lang, 'meanLine', { kind: latKindOf(line), jobs }),
      color,
      data: line.map((p) => point(p, p.latMean)),
    });
    if (line.some((p) => p.p99 !== undefined))
      series.push({
        type: 'line',
        name: lt(lang, 'p99Line', { kind: line.find((p) => p.p99Kind)?.p99Kind ?? 'clat', jobs }),
        color,
        dashStyle: 'Dash',
        dataLabels: { enabled: false },
        marker: { symbol: 'circle', radius: 2 },
        data: line.filter((p) => p.p99 !== undefined).map((p) => point(p, p.p99)),
      });
  });
  const marker = (p: LoadPoint | undefined, key: 'knee' | 'saturation', symbol: string, color: string) => {
    if (!p || p.latMean === undefined) return;
    series.push({
      type: 'scatter',
      name: `${lt(lang, key)} ${pointLabel(p)}`,
      color,
      marker: { symbol, radius: 8, lineWidth: 2, lineColor: '#000000' },
      data: [point(p, p.latMean)],
    });
  };
  marker(curve.knee, 'knee', 'diamond', '#D55E00');
  marker(curve.saturation, 'saturation', 'triangle', '#009E73');

  const bs = curve.blockSize;
  const caps = bs !== undefined ? spec.caps : [];
  const plotLines: XAxisPlotLinesOptions[] = caps.map((c) => ({
    value: capX(c, x, bs!, units),
    color: c.binds ? '#D55E00' : '#7f7f7f',
    dashStyle: c.binds ? 'Solid' : 'ShortDash',
    width: c.binds ? 2 : 1,
    zIndex: 3,
    label: {
      text: c.binds ? lt(lang, 'binds', { cap: capName(c, lang) }) : capName(c, lang),
      rotation: 90,
      useHTML: false,
      style: { fontSize: '10px', color: c.binds ? '#D55E00' : '#555555' },
    },
  }));
  const binding = caps.find((c) => c.binds);
  const dataMax = Math.max(...curve.points.map((p) => loadX(p, x, units)));
  const xMax = binding ? Math.max(dataMax, capX(binding, x, bs!, units)) * 1.05 : undefined;
  const lateCount = curve.points.filter(late).length;
  const subtitle = [
    ...caps.map((c) => capText(c, bs!, units, lang)),
    lateCount ? lt(lang, 'afterBurstNote', { n: lateCount }) : '',
    caps.length
      ? capVerdict(curve, caps, lang)
      : spec.noCapsWhy
        ? lt(lang, 'noCaps', { why: spec.noCapsWhy })
        : '',
  ].filter(Boolean);
  const base = baseOptions({
    description: `Load curve of ${heading}: latency against achieved ${x === 'iops' ? 'IOPS' : 'throughput'}, one line per jobs count, each point one queue depth × jobs run.`,
    filename: `${spec.diskLabel}-${curve.key}-load-curve`,
    height: 460,
  });
  return chartText({
    ...base,
    subtitle: { text: subtitle.join(' · '), style: { fontSize: '11px' } },
    caption: { text: lt(lang, 'rules'), style: { fontSize: '11px' } },
    xAxis: {
      title: {
        text: axisTitle(lt(lang, x === 'iops' ? 'xIops' : 'xBw'), x === 'iops' ? 'iops' : 'bw', units),
      },
      min: 0,
      ...(xMax !== undefined ? { max: xMax } : {}),
      plotLines,
    },
    ...latencyLoadParts(base, units, lang),
    series,
  });
}
