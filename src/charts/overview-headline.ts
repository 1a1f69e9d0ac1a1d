// The Overview's lead chart when no disk matched a vendor curve: the headline 4k random read and
// write IOPS per disk, the same figures and columns as the Overview table.
import type { PointOptionsObject, SeriesBarOptions, SeriesErrorbarOptions } from 'highcharts';
import { headlineColumns, headlineFor, type Figure, type Headline } from '../analysis/headline';
import { translate, type Lang } from '../i18n';
import type { Dataset, Disk } from '../model/types';
import { chartText } from './chart-text';
import { describeChart } from './descriptions';
import { LEAD_STRINGS, type LeadKey } from './lead-text';
import type { LeadChart } from './overview-lead';
import { pointInfo, provenanceTooltip } from './provenance';
import { rangeSeries } from './repeat-range';
import { depthJobsLabel, headlineColumnLabel, summaryNotes } from './summary-text';
import { baseOptions } from './theme';
import { drawLater } from './draw-later';
import { DEFAULT_UNITS, formatIops } from './units';

/** Bar height per disk: the chart grows with the disks but stays on the first screen for a dozen. */
function heightFor(disks: number, seriesCount: number): number {
  return Math.max(180, Math.min(320, 60 + disks * (10 + 8 * seriesCount)));
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
  const t = (k: LeadKey) => translate(LEAD_STRINGS, lang, k);
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
      // The bars in a task after the axes, legend, disk names and error bars (chart-stages.ts).
      custom: drawLater(1),
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
