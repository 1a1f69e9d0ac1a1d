// The chart the Overview opens with, above the table: per disk, measured ÷ advertised where the
// disk matched a vendor curve (coloured by verdict), otherwise its headline 4k random IOPS. Bars,
// one row per disk, so a reader sees at a glance which disk stands where; the view makes each row
// open its disk.
import { describeChart } from './descriptions';
import type { Options, PointOptionsObject, SeriesBarOptions } from 'highcharts';
import { pickFigure } from '../analysis/summary';
import { verdictWord, type DiskExpectation, type Judgement, type LeadRun, type Verdict } from '../expected';
import { translate, type Lang } from '../i18n';
import type { Dataset, Disk } from '../model/types';
import { DEFAULT_UNITS, formatIops, formatNumber, formatRatio } from './units';
import { summaryNotes } from './summary-text';
import { LEAD_STRINGS, loadText, mixText, splitLabel, type LeadKey } from './lead-text';
import { buildLeadHeadlineChart } from './overview-headline';
import { pointInfo, provenanceTooltip } from './provenance';
import { baseOptions } from './theme';
import { chartText, escapeChartText } from './chart-text';
import { verdictCsv } from './verdict-csv';
import { drawLater } from './draw-later';

/** The verdict colours of the Expected view (diverging, readable by colour-blind readers). */
export const VERDICT_COLOURS: Record<Verdict, string> = {
  above: '#2166ac',
  meets: '#1a9850',
  below: '#b35806',
  'far-below': '#b2182b',
  // Neither above nor below: a burst range, an unknown provision, gp3 above its defaults.
  'in-range': '#35978f',
  'provisioned-unknown': '#8c8c8c',
  'above-defaults': '#92c5de',
  // Not the disk beating its spec: burst or host cache, and a result the disk cannot give.
  'above-disk-limit': '#8073ac',
  implausible: '#c51b7d',
};

/**
 * The ratio axis stops here so one cache result (39×) does not squash every other disk: a longer
 * bar is drawn to the edge and labelled with its true ratio (`▶ 39.3×`).
 */
export const RATIO_CLIP = 2;

const OWN_WORDS: readonly Verdict[] = ['above', 'meets', 'below', 'far-below'];

export interface LeadChart {
  kind: 'ratio' | 'headline';
  options: Options;
  /** Disk ids in category order: the view opens `diskIds[point.x]` on a click. */
  diskIds: string[];
}

/** A disk and the run the landing page judges for it (src/expected/lead-run.ts). */
export interface LeadEntry {
  disk: Disk;
  run: LeadRun;
  /** The disk's expectation (curve, era, limits): the CSV's verdict table names them. */
  exp?: DiskExpectation;
}

/** A bar cut at RATIO_CLIP: dashed outline and its true ratio written inside. */
function clippedStyle(ratio: number, lang: Lang): PointOptionsObject {
  return {
    borderWidth: 2,
    borderColor: '#000',
    dashStyle: 'Dash',
    dataLabels: {
      enabled: true,
      inside: true,
      align: 'right',
      verticalAlign: 'middle',
      x: -10,
      crop: false,
      overflow: 'allow',
      format: `▶ ${formatRatio(ratio, lang, 1)}×`,
      style: { color: '#000', fontSize: '12px', fontWeight: '700', textOutline: '3px #fff' },
    },
  };
}

/** Decimals a ratio tick needs: 0 for whole numbers, else up to 2 (0.5, 0.25). */
function decimalsOf(v: number): number {
  for (let d = 0; d < 2; d++) if (Math.abs(v * 10 ** d - Math.round(v * 10 ** d)) < 1e-9) return d;
  return 2;
}

const VERDICT_ORDER: Verdict[] = [
  'implausible',
  'above-disk-limit',
  'above',
  'above-defaults',
  'meets',
  'in-range',
  'provisioned-unknown',
  'below',
  'far-below',
];

/**
 * Height of the ratio chart around its bars (legend, export button, ratio axis and its title), and
 * per bar: each disk's label is two lines ("disk" over "VM · QD × jobs · mix", 25 px tall at
 * 1366 px), which overlapped the next disk's at 27 px a bar with 70 px around them (~24 px a bar
 * once the frame was taken). 28 px a bar keeps the published page's 15 disks, axis included, on a
 * 1366×768 laptop's first screen (e2e: landing, open-from-url).
 */
const RATIO_FRAME_PX = 110;
const RATIO_BAR_PX = 28;
const RATIO_MAX_HEIGHT = 900;

/**
 * Measured ÷ advertised per disk: one bar per disk, its lead run (the 4 KiB random run at the
 * highest load), in one series per verdict so the legend's colours are the bars' colours. Each
 * category reads "disk" over "VM · QD × jobs · mix" (two lines, so disks measured from several VMs
 * stay apart on a phone).
 */
export function buildLeadRatioChart(entries: readonly LeadEntry[], lang: Lang): LeadChart {
  const t = (k: LeadKey, p?: Record<string, string>) => translate(LEAD_STRINGS, lang, k, p);
  const judged = entries.filter((e) => e.run.comparable && e.run.judgement);
  // "VM" and "QD × jobs · mix" apart: a phone puts them on two lines (one line is cut in Russian).
  const vms = judged.map((e) => splitLabel(e.disk.label).vm);
  const loads = judged.map((e) =>
    [loadText(e.run.measurement, lang), mixText(e.run.measurement.workload.readPct, lang)].join(' · '),
  );
  const sub = judged.map((_, i) => [vms[i], loads[i]].filter(Boolean).join(' · '));
  const text = (j: Judgement, v: number) =>
    j.basis === 'throughput' ? `${formatNumber(v / 1e6, lang)} MB/s` : formatIops(v, lang);
  const series: SeriesBarOptions[] = VERDICT_ORDER.map((verdict) => ({
    type: 'bar',
    name: OWN_WORDS.includes(verdict) ? t(verdict as LeadKey) : verdictWord(verdict, lang),
    color: VERDICT_COLOURS[verdict],
    // The bars and their labels in a task after the axes, legend and disk names (chart-stages.ts).
    custom: drawLater(1),
    data: judged.map((e): PointOptionsObject | null => {
      const j = e.run.judgement!;
      if (j.verdict !== verdict) return null;
      const m = e.run.measurement;
      const notes = [OWN_WORDS.includes(verdict) ? t(verdict as LeadKey) : verdictWord(verdict, lang)];
      // What the figure summarises: "median of 5 runs, …", the stdev, drift (the same words as every view).
      const fig = pickFigure(e.run.summary, 'iops');
      if (fig) notes.push(...summaryNotes(fig, e.run.summary, 'iops', DEFAULT_UNITS, lang));
      const clipped = j.ratio > RATIO_CLIP;
      return {
        y: Math.min(j.ratio, RATIO_CLIP),
        ...(clipped ? clippedStyle(j.ratio, lang) : {}),
        custom: {
          ...pointInfo(
            m,
            `${e.disk.label} · ${mixText(m.workload.readPct, lang)} · ${loadText(m, lang)}`,
            t('ratioValue', {
              pct: `${Math.round(j.ratio * 100)} %`,
              measured: text(j, j.measured),
              expected: text(j, j.expected),
            }),
            notes,
          ),
          verdict: j.verdict,
          ratio: j.ratio,
          clipped,
          // "Download CSV" writes the verdict table (chart-csv.ts), not only the ratios drawn.
          ...(e.exp ? { csv: verdictCsv(e.disk, e.exp, j, m) } : {}),
        },
      };
    }),
  }));
  // A verdict no disk has would be a legend entry for nothing.
  const used = series.filter((s) => (s.data ?? []).some((p) => p !== null));
  const base = baseOptions({
    description: describeChart(lang, 'leadRatio', { count: judged.length }),
    filename: 'overview-measured-vs-advertised',
    height: Math.max(200, Math.min(RATIO_MAX_HEIGHT, RATIO_FRAME_PX + judged.length * RATIO_BAR_PX)),
  });
  const names = judged.map((e) => splitLabel(e.disk.label).name);
  return {
    kind: 'ratio',
    diskIds: judged.map((e) => e.disk.id),
    options: chartText({
      ...base,
      // Room above the plot for the export button, which would otherwise cover the first bars.
      chart: { ...base.chart, type: 'bar', spacingTop: 34 },
      xAxis: {
        categories: names,
        title: { text: undefined },
        labels: {
          style: { textOverflow: 'none', whiteSpace: 'nowrap' },
          formatter(this: { value: string | number; pos: number }) {
            const line2 = sub[this.pos] ?? '';
            return `${String(this.value)}${line2 ? `<br/><span style="font-size:0.82em;fill:#555">${escapeChartText(line2)}</span>` : ''}`;
          },
        },
      },
      yAxis: {
        min: 0,
        // Kept for the other disks: a ratio above RATIO_CLIP is drawn to the edge and labelled.
        max: Math.min(RATIO_CLIP, Math.max(1.2, ...judged.map((e) => (e.run.judgement?.ratio ?? 0) * 1.05))),
        title: { text: t('ratioAxis') },
        // As many decimals as the tick needs (0.25 stays 0.25 where the axis steps by quarters),
        // written as the page language writes numbers (0,25× in Russian); never cut with an ellipsis
        // (the last tick sits at the plot's right edge, where Highcharts shortened "1.25×" to "1.…").
        labels: {
          style: { textOverflow: 'none', whiteSpace: 'nowrap' },
          formatter(this: { value: string | number }) {
            const v = Number(this.value);
            return `${formatRatio(v, lang, decimalsOf(v))}×`;
          },
        },
        plotLines: [{ value: 1, width: 2, color: '#333', zIndex: 5 }],
      },
      legend: { enabled: true, verticalAlign: 'top', align: 'left', y: -30 },
      tooltip: { ...base.tooltip, formatter: provenanceTooltip(lang) },
      plotOptions: {
        series: { cursor: 'pointer' },
        bar: { grouping: false, borderWidth: 0, pointPadding: 0.1, groupPadding: 0.05 },
      },
      series: used,
      // A phone has no room for labels beside the bars: each disk's words go on two lines above its
      // bar (so disks measured from several VMs never truncate to the same text), and the legend
      // stays on top, clear of the export button.
      responsive: {
        rules: [
          {
            condition: { maxWidth: 520 },
            chartOptions: {
              chart: { height: Math.max(220, 80 + judged.length * 48), spacing: [34, 6, 8, 4] },
              legend: { itemStyle: { fontSize: '10px' } },
              xAxis: {
                labels: {
                  align: 'left',
                  reserveSpace: false,
                  x: 2,
                  y: -22,
                  style: { fontSize: '10px', textOverflow: 'none', whiteSpace: 'nowrap' },
                  // Two short lines, "disk · VM" over "QD × jobs · mix", fit 390 px in every language.
                  formatter(this: { value: string | number; pos: number }) {
                    const vm = vms[this.pos] ?? '';
                    const load = loads[this.pos] ?? '';
                    const line1 = `${String(this.value)}${vm ? ` <span style="fill:#555">· ${escapeChartText(vm)}</span>` : ''}`;
                    return `${line1}<br/><span style="fill:#555">${escapeChartText(load)}</span>`;
                  },
                },
              },
              yAxis: { labels: { style: { fontSize: '10px' } }, title: { style: { fontSize: '10px' } } },
              plotOptions: { bar: { pointPadding: 0.36, groupPadding: 0 } },
            },
          },
        ],
      },
    }),
  };
}

/** Ratios when at least one disk's lead run was judged against a curve, else the headline figures. */
export function buildLeadChart(
  ds: Dataset,
  disks: readonly Disk[],
  entries: readonly LeadEntry[],
  lang: Lang,
): LeadChart {
  return entries.some((e) => e.run.comparable && e.run.judgement)
    ? buildLeadRatioChart(entries, lang)
    : buildLeadHeadlineChart(ds, disks, lang);
}
