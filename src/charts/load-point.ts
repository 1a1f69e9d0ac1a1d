// What every load-curve chart says about one point (QD × jobs run): its label, the tooltip lines —
// values, p99, marginal cost from the previous depth, Little's law ratio, when it ran and for how
// long — and which curve it belongs to. Shared by the Disk load curve, the scaling charts and Compare.
import type { LoadCurve, LoadPoint } from '../analysis/load-curve';
import { pointLabel } from '../analysis/load-curve';
import { littleRatioText } from '../analysis/littles-law';
import { mixLabel } from '../analysis/matrix';
import { translate, type Lang } from '../i18n';
import { blockSizeOrDash } from '../model/units';
import { loadChartStrings, type LoadChartKey } from './load-strings';
import { pointInfo, provenanceTooltip, type PointInfo } from './provenance';
import { PHONE_LOAD_RULE } from './theme';
import type { Options } from 'highcharts';
import { axisTitle, formatBw, formatIops, formatLat, formatNumber, type DisplayUnits } from './units';

export const lt = (lang: Lang, key: LoadChartKey, params?: Record<string, string | number>) =>
  translate(loadChartStrings, lang, key, params);

/** "randread 4k · libaio", or "random 70/30 16k" when fio's rw is unknown. */
export function curveLabel(c: LoadCurve): string {
  const w = c.points[0]?.measurement.workload;
  const what = w?.rw && !/rw|readwrite/.test(w.rw) ? w.rw : `${c.pattern} ${mixLabel(c.readPct)}`;
  return [`${what} ${blockSizeOrDash(c.blockSize)}`, c.ioengine].filter(Boolean).join(' · ');
}

/** Block sizes of 64 KiB and more are judged by throughput first: MB/s is their natural x. */
export function defaultLoadX(c: LoadCurve): 'iops' | 'bw' {
  return (c.blockSize ?? 0) >= 64 * 1024 ? 'bw' : 'iops';
}

const signed = (text: string, v: number) => (v >= 0 ? `+${text}` : text);

function timeText(iso: string): string {
  return iso.replace('T', ' ').replace(/\.\d+Z$|Z$/, ' UTC');
}

/** Tooltip info of a point: provenance plus everything the load-curve rules say about it. */
export function loadPointInfo(
  heading: string,
  curve: LoadCurve,
  p: LoadPoint,
  units: DisplayUnits,
  lang: Lang,
  afterBurst = false,
): PointInfo {
  const notes: string[] = [lt(lang, 'tipPoint', { qd: p.queueDepth, jobs: p.jobs, load: p.load })];
  if (p.p99 !== undefined)
    notes.push(lt(lang, 'tipP99', { kind: p.p99Kind ?? 'clat', v: formatLat(p.p99, units.lat, lang) }));
  const mg = p.marginal;
  if (mg) {
    const dlat = signed(formatLat(mg.dLat, units.lat, lang), mg.dLat);
    const diops = signed(formatIops(mg.dIops, lang), mg.dIops);
    const from = pointLabel(mg.from);
    notes.push(
      mg.nsPerIops !== undefined
        ? lt(lang, 'tipMarginal', { from, dlat, diops, cost: formatNumber(mg.nsPerIops, lang) })
        : lt(lang, 'tipMarginalFlat', { from, dlat, diops }),
    );
  }
  const c = p.little;
  notes.push(
    c.status === 'skipped'
      ? lt(lang, 'tipLittleSkip', { why: littleRatioText(c) })
      : lt(lang, 'tipLittle', {
          inflight: formatNumber(c.inFlight!, lang),
          depth: c.effectiveDepth!,
          ratio: littleRatioText(c),
          lat: c.latency!,
        }),
  );
  const s = p.lengthS !== undefined ? formatNumber(p.lengthS, lang) : '?';
  if (p.started) notes.push(lt(lang, 'tipStarted', { t: timeText(p.started), s }));
  else if (p.ended)
    notes.push(
      lt(lang, 'tipEnded', { t: timeText(p.ended), s }) +
        (p.startedEstimate ? ` · ${lt(lang, 'tipStartEstimate', { t: timeText(p.startedEstimate) })}` : ''),
    );
  if (p.runs.length > 1) notes.push(lt(lang, 'tipRuns', { n: p.runs.length, stat: p.statistic }));
  if (afterBurst) notes.push(lt(lang, 'tipAfterBurst'));
  if (curve.knee === p) notes.push(lt(lang, 'tipIsKnee'));
  if (curve.saturation === p) notes.push(lt(lang, 'tipIsSat'));
  const valueText = lt(lang, 'tipValues', {
    iops: formatIops(p.iops, lang),
    bw: formatBw(p.bw, units.bw, lang),
    kind: p.latKind ?? 'lat',
    lat: p.latMean !== undefined ? formatLat(p.latMean, units.lat, lang) : '—',
  });
  return pointInfo(p.measurement, `${heading} · ${pointLabel(p)}`, valueText, notes);
}

/** The QD×jobs labels' text style (the Disk view's lines and Compare's label layer). */
export const LABEL_STYLE = { fontSize: '10px', fontWeight: 'normal' } as const;

/**
 * What every latency-against-load chart shares (the Disk view's load curve and Compare's): a log
 * latency axis, the provenance tooltip, QD×jobs labels on the mean lines, the phone rule.
 */
export function latencyLoadParts(base: Options, units: DisplayUnits, lang: Lang): Options {
  return {
    // Mean latency and p99 span three decades (84 µs … 350 ms in the sweep): a log axis keeps both legible.
    yAxis: { type: 'logarithmic', title: { text: axisTitle(lt(lang, 'yLatLog'), 'lat', units) } },
    tooltip: { ...base.tooltip, formatter: provenanceTooltip(lang) },
    // Mean lines name their points QD×jobs; on a phone the labels would cover the lines.
    plotOptions: {
      series: { turboThreshold: 0 },
      line: {
        dataLabels: { enabled: true, format: '{point.name}', style: LABEL_STYLE },
      },
      scatter: { dataLabels: { enabled: false } },
    },
    responsive: { rules: [...(base.responsive?.rules ?? []), PHONE_LOAD_RULE] },
  };
}
