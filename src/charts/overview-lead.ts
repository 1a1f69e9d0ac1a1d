// The chart the Overview opens with, above the table: per disk, measured ÷ advertised where the
// disk matched a vendor curve (coloured by verdict), otherwise its headline 4k random IOPS. Bars,
// one row per disk, so a reader sees at a glance which disk stands where; the view makes each row
// open its disk.
import { describeChart } from './descriptions';
import type { Options, PointOptionsObject, SeriesBarOptions } from 'highcharts';
import { headlineFor, type Figure } from '../analysis/headline';
import { measurementsOf } from '../analysis/by-disk';
import type { DiskExpectation, Judgement, Verdict } from '../expected';
import { translate, type Dict, type Lang } from '../i18n';
import type { Dataset, Disk, Measurement } from '../model/types';
import { formatIops, formatNumber } from './units';
import { pointInfo, provenanceTooltip } from './provenance';
import { baseOptions } from './theme';
import { chartText } from './chart-text';
import { verdictCsv } from './verdict-csv';

/** The verdict colours of the Expected view (diverging, readable by colour-blind readers). */
export const VERDICT_COLOURS: Record<Verdict, string> = {
  above: '#2166ac',
  meets: '#1a9850',
  below: '#b35806',
  'far-below': '#b2182b',
};

type Key =
  | 'iopsRatio'
  | 'bwRatio'
  | 'ratioAxis'
  | 'ratioValue'
  | 'randRead'
  | 'randWrite'
  | 'iopsAxis'
  | 'above'
  | 'meets'
  | 'below'
  | 'far-below';

export const STRINGS: Dict<Key> = {
  en: {
    iopsRatio: 'IOPS',
    bwRatio: 'Throughput',
    ratioAxis: 'Measured ÷ advertised (1× = as advertised)',
    ratioValue: '{pct} of advertised ({measured} of {expected})',
    randRead: '4k random read',
    randWrite: '4k random write',
    iopsAxis: 'IOPS',
    above: 'above the advertised figure',
    meets: 'meets the advertised figure (±10 %)',
    below: 'below (50–90 %)',
    'far-below': 'far below (under 50 %)',
  },
  zh: {
    iopsRatio: 'IOPS',
    bwRatio: '吞吐量',
    ratioAxis: '实测 ÷ 标称（1× 即与标称相同）',
    ratioValue: '标称的 {pct}（{measured} / {expected}）',
    randRead: '4k 随机读',
    randWrite: '4k 随机写',
    iopsAxis: 'IOPS',
    above: '高于标称值',
    meets: '符合标称值（±10%）',
    below: '低于标称（50–90%）',
    'far-below': '远低于标称（不到 50%）',
  },
  ru: {
    iopsRatio: 'IOPS',
    bwRatio: 'Пропускная способность',
    ratioAxis: 'Измерено ÷ заявлено (1× — как заявлено)',
    ratioValue: '{pct} от заявленного ({measured} из {expected})',
    randRead: 'случайное чтение 4k',
    randWrite: 'случайная запись 4k',
    iopsAxis: 'IOPS',
    above: 'выше заявленного',
    meets: 'соответствует заявленному (±10 %)',
    below: 'ниже (50–90 %)',
    'far-below': 'намного ниже (меньше 50 %)',
  },
};

export interface LeadChart {
  kind: 'ratio' | 'headline';
  options: Options;
  /** Disk ids in category order: the view opens `diskIds[point.x]` on a click. */
  diskIds: string[];
}

/** Bar height per disk: the chart grows with the disks but stays on the first screen for a dozen. */
function heightFor(disks: number, seriesCount: number): number {
  return Math.max(180, Math.min(320, 60 + disks * (10 + 8 * seriesCount)));
}

function byMeasurementId(ds: Dataset, diskId: string): Map<string, Measurement> {
  return new Map(measurementsOf(ds, diskId).map((m) => [m.id, m]));
}

function ratioPoint(
  j: Judgement | undefined,
  e: DiskExpectation,
  disk: Disk,
  own: Map<string, Measurement>,
  basis: string,
  lang: Lang,
): PointOptionsObject | null {
  const m = j ? own.get(j.measurementId) : undefined;
  if (!j || !m) return null;
  const t = (k: Key, p?: Record<string, string>) => translate(STRINGS, lang, k, p);
  const text = (v: number) => (j.basis === 'iops' ? formatIops(v) : `${formatNumber(v / 1e6)} MB/s`);
  return {
    y: j.ratio,
    color: VERDICT_COLOURS[j.verdict],
    custom: {
      ...pointInfo(
        m,
        `${disk.label} · ${basis}`,
        t('ratioValue', {
          pct: `${Math.round(j.ratio * 100)} %`,
          measured: text(j.measured),
          expected: text(j.expected),
        }),
        [t(j.verdict)],
      ),
      // "Download CSV" writes the verdict table (chart-csv.ts), not only the ratios drawn.
      csv: verdictCsv(disk, e, j, m),
    },
  };
}

/** Measured ÷ advertised per disk (IOPS and throughput bars), for the disks that matched a curve. */
export function buildLeadRatioChart(
  ds: Dataset,
  expectations: readonly DiskExpectation[],
  lang: Lang,
): LeadChart {
  const t = (k: Key) => translate(STRINGS, lang, k);
  const judged = expectations.filter((e) => e.iops || e.bw);
  const own = new Map(judged.map((e) => [e.disk.id, byMeasurementId(ds, e.disk.id)]));
  const series: SeriesBarOptions[] = [
    {
      type: 'bar',
      name: t('iopsRatio'),
      data: judged.map((e) => ratioPoint(e.iops, e, e.disk, own.get(e.disk.id)!, t('iopsRatio'), lang)),
    },
    {
      type: 'bar',
      name: t('bwRatio'),
      // Both series wear the verdict colours; the outline tells throughput from IOPS.
      borderWidth: 1.5,
      borderColor: '#222',
      data: judged.map((e) => ratioPoint(e.bw, e, e.disk, own.get(e.disk.id)!, t('bwRatio'), lang)),
    },
  ];
  const base = baseOptions({
    description: describeChart(lang, 'leadRatio', { count: judged.length }),
    filename: 'overview-measured-vs-advertised',
    height: heightFor(judged.length, 2),
  });
  return {
    kind: 'ratio',
    diskIds: judged.map((e) => e.disk.id),
    options: chartText({
      ...base,
      chart: { ...base.chart, type: 'bar' },
      xAxis: { categories: judged.map((e) => e.disk.label), title: { text: undefined } },
      yAxis: {
        min: 0,
        title: { text: t('ratioAxis') },
        labels: { format: '{value:.1f}×' },
        plotLines: [{ value: 1, width: 2, color: '#333', zIndex: 5 }],
      },
      legend: { enabled: true },
      tooltip: { ...base.tooltip, formatter: provenanceTooltip(lang) },
      plotOptions: { series: { cursor: 'pointer' }, bar: { grouping: true, borderWidth: 0 } },
      series,
    }),
  };
}

function iopsPoint(ds: Dataset, disk: Disk, f: Figure | undefined, name: string): PointOptionsObject | null {
  const m = f ? measurementsOf(ds, disk.id).find((x) => x.id === f.measurementId) : undefined;
  if (!f || !m) return null;
  return { y: f.value, custom: pointInfo(m, `${disk.label} · ${name}`, formatIops(f.value)) };
}

/** The headline 4k random read and write IOPS per disk. */
export function buildLeadHeadlineChart(ds: Dataset, disks: readonly Disk[], lang: Lang): LeadChart {
  const t = (k: Key) => translate(STRINGS, lang, k);
  const headlines = disks.map((d) => headlineFor(measurementsOf(ds, d.id)));
  const shown = disks.filter((_, i) => headlines[i]!.randRead4k || headlines[i]!.randWrite4k);
  const heads = headlines.filter((h) => h.randRead4k || h.randWrite4k);
  const series: SeriesBarOptions[] = [
    {
      type: 'bar',
      name: t('randRead'),
      data: shown.map((d, i) => iopsPoint(ds, d, heads[i]!.randRead4k, t('randRead'))),
    },
    {
      type: 'bar',
      name: t('randWrite'),
      data: shown.map((d, i) => iopsPoint(ds, d, heads[i]!.randWrite4k, t('randWrite'))),
    },
  ];
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
      xAxis: { categories: shown.map((d) => d.label), title: { text: undefined } },
      yAxis: { min: 0, title: { text: t('iopsAxis') } },
      tooltip: { ...base.tooltip, formatter: provenanceTooltip(lang) },
      plotOptions: { series: { cursor: 'pointer' }, bar: { grouping: true, borderWidth: 0 } },
      series,
    }),
  };
}

/** Ratios when at least one disk matched a curve and was judged, else the headline figures. */
export function buildLeadChart(
  ds: Dataset,
  disks: readonly Disk[],
  expectations: readonly DiskExpectation[],
  lang: Lang,
): LeadChart {
  return expectations.some((e) => e.iops || e.bw)
    ? buildLeadRatioChart(ds, expectations, lang)
    : buildLeadHeadlineChart(ds, disks, lang);
}
