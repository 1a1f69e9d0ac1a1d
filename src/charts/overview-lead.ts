// The chart the Overview opens with, above the table: per disk, measured ÷ advertised where the
// disk matched a vendor curve (coloured by verdict), otherwise its headline 4k random IOPS. Bars,
// one row per disk, so a reader sees at a glance which disk stands where; the view makes each row
// open its disk.
import { describeChart } from './descriptions';
import type { Options, PointOptionsObject, SeriesBarOptions, SeriesErrorbarOptions } from 'highcharts';
import { headlineColumns, headlineFor, type Figure, type Headline } from '../analysis/headline';
import { pickFigure } from '../analysis/summary';
import { verdictWord, type DiskExpectation, type Judgement, type LeadRun, type Verdict } from '../expected';
import { translate, type Dict, type Lang } from '../i18n';
import type { Dataset, Disk, Measurement } from '../model/types';
import { DEFAULT_UNITS, formatIops, formatNumber } from './units';
import { depthJobsLabel, headlineColumnLabel, summaryNotes } from './summary-text';
import { rangeSeries } from './repeat-range';
import { pointInfo, provenanceTooltip } from './provenance';
import { baseOptions } from './theme';
import { chartText, escapeChartText } from './chart-text';
import { verdictCsv } from './verdict-csv';

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

type Key =
  | 'iopsRatio'
  | 'bwRatio'
  | 'ratioAxis'
  | 'ratioValue'
  | 'randRead'
  | 'randWrite'
  | 'randMix'
  | 'load'
  | 'loadUnstated'
  | 'medianOf'
  | 'iopsAxis'
  | 'above'
  | 'meets'
  | 'below'
  | 'far-below'
  | 'description';

export const STRINGS: Dict<Key> = {
  en: {
    iopsRatio: 'IOPS',
    bwRatio: 'Throughput',
    ratioAxis: 'Measured ÷ advertised (1× = as advertised)',
    ratioValue: '{pct} of advertised ({measured} of {expected})',
    randRead: '4k random read',
    randWrite: '4k random write',
    randMix: '4k random {pct} % read',
    load: 'QD{qd} × {jobs}',
    loadUnstated: 'QD not stated',
    medianOf: 'the median of {n} runs of this workload',
    iopsAxis: 'IOPS',
    above: 'above the advertised figure',
    meets: 'meets the advertised figure (±10 %)',
    below: 'below (50–90 %)',
    'far-below': 'far below (under 50 %)',
    description:
      'Measured divided by advertised IOPS of {n} disks: per disk its 4 KiB random run at the highest queue depth × jobs, one bar per disk in its verdict colour.',
  },
  zh: {
    iopsRatio: 'IOPS',
    bwRatio: '吞吐量',
    ratioAxis: '实测 ÷ 标称（1× 即与标称相同）',
    ratioValue: '标称的 {pct}（{measured} / {expected}）',
    randRead: '4k 随机读',
    randWrite: '4k 随机写',
    randMix: '4k 随机 {pct}% 读',
    load: 'QD{qd} × {jobs}',
    loadUnstated: '未注明队列深度',
    medianOf: '此负载 {n} 次运行的中位数',
    iopsAxis: 'IOPS',
    above: '高于标称值',
    meets: '符合标称值（±10%）',
    below: '低于标称（50–90%）',
    'far-below': '远低于标称（不到 50%）',
    description:
      '{n} 块云盘的实测 IOPS ÷ 标称 IOPS：每块盘取队列深度 × 任务数最高的 4 KiB 随机测试，每块盘一根柱，颜色表示判定。',
  },
  ru: {
    iopsRatio: 'IOPS',
    bwRatio: 'Пропускная способность',
    ratioAxis: 'Измерено ÷ заявлено (1× — как заявлено)',
    ratioValue: '{pct} от заявленного ({measured} из {expected})',
    randRead: 'случайное чтение 4k',
    randWrite: 'случайная запись 4k',
    randMix: 'случайный 4k, {pct} % чтения',
    load: 'QD{qd} × {jobs}',
    loadUnstated: 'глубина очереди не указана',
    medianOf: 'медиана {n} прогонов этой нагрузки',
    iopsAxis: 'IOPS',
    above: 'выше заявленного',
    meets: 'соответствует заявленному (±10 %)',
    below: 'ниже (50–90 %)',
    'far-below': 'намного ниже (меньше 50 %)',
    description:
      'Измеренные IOPS, делённые на заявленные, для {n} дисков: у каждого диска — случайный прогон 4 KiB с наибольшей глубиной очереди × числом заданий, один столбец на диск в цвете вердикта.',
  },
};

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

/** Bar height per disk: the chart grows with the disks but stays on the first screen for a dozen. */
function heightFor(disks: number, seriesCount: number): number {
  return Math.max(180, Math.min(320, 60 + disks * (10 + 8 * seriesCount)));
}

/** A bar cut at RATIO_CLIP: dashed outline and its true ratio written inside. */
function clippedStyle(ratio: number): PointOptionsObject {
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
      format: `▶ ${ratio.toFixed(1)}×`,
      style: { color: '#000', fontSize: '12px', fontWeight: '700', textOutline: '3px #fff' },
    },
  };
}

/** "4k random read" / "… write" / "… 70 % read". */
export function mixText(readPct: number, lang: Lang): string {
  const t = (k: Key, p?: Record<string, string>) => translate(STRINGS, lang, k, p);
  if (readPct === 100) return t('randRead');
  if (readPct === 0) return t('randWrite');
  return t('randMix', { pct: String(readPct) });
}

/** "QD64 × 1", or "QD not stated" (a PTS digest). */
export function loadText(m: Measurement, lang: Lang): string {
  const { queueDepth, jobs } = m.workload;
  return queueDepth !== undefined && jobs !== undefined
    ? translate(STRINGS, lang, 'load', { qd: String(queueDepth), jobs: String(jobs) })
    : translate(STRINGS, lang, 'loadUnstated');
}

/** The disk label's own part ("ucloud rssd 2040") and what follows its " · " (the VM), apart. */
export function splitLabel(label: string): { name: string; vm: string } {
  const i = label.indexOf(' · ');
  return i < 0 ? { name: label, vm: '' } : { name: label.slice(0, i), vm: label.slice(i + 3) };
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
 * Measured ÷ advertised per disk: one bar per disk, its lead run (the 4 KiB random run at the
 * highest load), in one series per verdict so the legend's colours are the bars' colours. Each
 * category reads "disk" over "VM · QD × jobs · mix" (two lines, so disks measured from several VMs
 * stay apart on a phone).
 */
export function buildLeadRatioChart(entries: readonly LeadEntry[], lang: Lang): LeadChart {
  const t = (k: Key, p?: Record<string, string>) => translate(STRINGS, lang, k, p);
  const judged = entries.filter((e) => e.run.comparable && e.run.judgement);
  const sub = judged.map((e) =>
    [
      splitLabel(e.disk.label).vm,
      loadText(e.run.measurement, lang),
      mixText(e.run.measurement.workload.readPct, lang),
    ]
      .filter(Boolean)
      .join(' · '),
  );
  const text = (j: Judgement, v: number) =>
    j.basis === 'throughput' ? `${formatNumber(v / 1e6, lang)} MB/s` : formatIops(v, lang);
  const series: SeriesBarOptions[] = VERDICT_ORDER.map((verdict) => ({
    type: 'bar',
    name: OWN_WORDS.includes(verdict) ? t(verdict as Key) : verdictWord(verdict, lang),
    color: VERDICT_COLOURS[verdict],
    data: judged.map((e): PointOptionsObject | null => {
      const j = e.run.judgement!;
      if (j.verdict !== verdict) return null;
      const m = e.run.measurement;
      const notes = [OWN_WORDS.includes(verdict) ? t(verdict as Key) : verdictWord(verdict, lang)];
      // What the figure summarises: "median of 5 runs, …", the stdev, drift (the same words as every view).
      const fig = pickFigure(e.run.summary, 'iops');
      if (fig) notes.push(...summaryNotes(fig, e.run.summary, 'iops', DEFAULT_UNITS, lang));
      const clipped = j.ratio > RATIO_CLIP;
      return {
        y: Math.min(j.ratio, RATIO_CLIP),
        ...(clipped ? clippedStyle(j.ratio) : {}),
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
    height: Math.max(200, Math.min(520, 70 + judged.length * 27)),
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
        // As Highcharts prints the tick (0.25 stays 0.25 where the axis steps by quarters).
        labels: { format: '{value}×' },
        plotLines: [{ value: 1, width: 2, color: '#333', zIndex: 5 }],
      },
      legend: { enabled: true, verticalAlign: 'top', align: 'left', y: -30 },
      tooltip: { ...base.tooltip, formatter: provenanceTooltip(lang) },
      plotOptions: {
        series: { cursor: 'pointer' },
        bar: { grouping: false, borderWidth: 0, pointPadding: 0.1, groupPadding: 0.05 },
      },
      series: used,
      // A phone has no room for labels beside the bars: each disk's words go on one line above its
      // bar (so disks measured from several VMs never truncate to the same text), and the legend
      // stays on top, clear of the export button.
      responsive: {
        rules: [
          {
            condition: { maxWidth: 520 },
            chartOptions: {
              chart: { height: Math.max(220, 80 + judged.length * 36), spacing: [34, 6, 8, 4] },
              legend: { itemStyle: { fontSize: '10px' } },
              xAxis: {
                labels: {
                  align: 'left',
                  reserveSpace: false,
                  x: 2,
                  y: -11,
                  style: { fontSize: '10px', textOverflow: 'none', whiteSpace: 'nowrap' },
                  formatter(this: { value: string | number; pos: number }) {
                    const line2 = sub[this.pos] ?? '';
                    return `${String(this.value)}${line2 ? ` <span style="fill:#555">· ${escapeChartText(line2)}</span>` : ''}`;
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

function iopsPoint(disk: Disk, f: Figure | undefined, name: string, lang: Lang): PointOptionsObject | null {
  const m = f?.summary.runs.find((x) => x.id === f.measurementId);
  if (!f || !m) return null;
  const notes = summaryNotes({ ...f, run: m, pick: 'summary' }, f.summary, 'iops', DEFAULT_UNITS, lang);
  // Not at the column's queue depth × jobs: the point says its own.
  if (f.depth) notes.unshift(depthJobsLabel(f.depth, lang));
  return { y: f.value, custom: pointInfo(m, `${disk.label} · ${name}`, formatIops(f.value, lang), notes) };
}

/**
 * A disk's row label: its name, and the queue depth × jobs of its figures where they are not the
 * columns' (the legend names the columns' workloads).
 */
function categoryOf(disk: Disk, h: Headline, lang: Lang): string {
  const own = [h.randRead4k?.depth, h.randWrite4k?.depth]
    .filter((d): d is NonNullable<typeof d> => d !== undefined)
    .map((d) => depthJobsLabel(d, lang));
  return own.length ? `${disk.label} · ${[...new Set(own)].join(', ')}` : disk.label;
}

/** The runs' min–max of a figure of several runs, as an error bar point (null for one run). */
function iopsRange(f: Figure | undefined): PointOptionsObject | null {
  return f && f.stat.n > 1 ? { low: f.stat.min, high: f.stat.max } : null;
}

/**
 * The headline random read and write IOPS per disk: columns chosen as the Overview table's are
 * (analysis/headline), over the disks shown, each series named by its workload; a disk's figure at
 * a workload is the same summary the table shows.
 */
export function buildLeadHeadlineChart(ds: Dataset, disks: readonly Disk[], lang: Lang): LeadChart {
  const t = (k: Key) => translate(STRINGS, lang, k);
  // The columns of the disks shown (the table's own when it shows the same disks): not the whole
  // dataset's, which would summarise thousands of disks to draw a few.
  const columns = headlineColumns(
    ds,
    disks.map((d) => d.id),
  );
  const headlines = disks.map((d) => headlineFor(ds, d.id, columns));
  const shown = disks.filter((_, i) => headlines[i]!.randRead4k || headlines[i]!.randWrite4k);
  const heads = headlines.filter((h) => h.randRead4k || h.randWrite4k);
  const series: (SeriesBarOptions | SeriesErrorbarOptions)[] = (
    ['randRead4k', 'randWrite4k'] as const
  ).flatMap((key) => {
    const col = columns.find((c) => c.key === key)!;
    const name = headlineColumnLabel(col, DEFAULT_UNITS, lang);
    const bar: SeriesBarOptions = {
      type: 'bar',
      name,
      data: shown.map((d, i) => iopsPoint(d, heads[i]![key], name, lang)),
    };
    const range = rangeSeries(
      name,
      heads.map((h) => iopsRange(h[key])),
    );
    return range ? [bar, range] : [bar];
  });
  const base = baseOptions({
    description: describeChart(lang, 'leadHeadline', { count: shown.length }),
    filename: 'overview-headline-iops',
    height: heightFor(shown.length, 2),
  });
  return {
    kind: 'headline',
    diskIds: shown.map((d) => d.id),
    options: chartText({
      ...base,
      chart: { ...base.chart, type: 'bar' },
      xAxis: { categories: shown.map((d, i) => categoryOf(d, heads[i]!, lang)), title: { text: undefined } },
      yAxis: { min: 0, title: { text: t('iopsAxis') } },
      tooltip: { ...base.tooltip, formatter: provenanceTooltip(lang) },
      plotOptions: { series: { cursor: 'pointer' }, bar: { grouping: true, borderWidth: 0 } },
      series,
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
