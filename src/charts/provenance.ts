// Tooltips: every point carries its value text and provenance in `custom`, and one formatter turns
// that into plain text (file-derived strings are escaped; Highcharts never sees them as markup).
import type { Point, TooltipFormatterCallbackFunction } from 'highcharts';
import type { Measurement } from '../model/types';
import { translate, type Lang } from '../i18n';
import { chartStrings } from './strings';
import { escapeChartText } from './chart-text';

/** What a chart point knows about itself, kept in `point.custom`. */
export interface PointInfo {
  /** Heading line: disk, workload ("aliyun ssd 250 · 4k 100/0"). */
  label: string;
  /** The value with its unit ("311,073 IOPS"). */
  valueText: string;
  /** "iops.json · iops_4k_100_0" or "run.json · randread-4k". */
  source: string;
  /** "fio 3.33". */
  tool: string;
  /** Extra lines (e.g. "completion latency", "2 more runs …"). */
  notes: string[];
  measurementId: string;
}

/**
 * "run.json · randread-4k", and for a file of several fio runs "results.txt run 3 of 12, job x"
 * (runs often share their job name, so the position is what tells them apart).
 */
export function sourceText(m: Measurement): string {
  const p = m.provenance;
  if (p.run)
    return `${p.file} run ${p.run.index} of ${p.run.count}${p.job !== undefined ? `, job ${p.job}` : ''}`;
  const where = p.job ?? (p.line !== undefined ? `line ${p.line}` : undefined);
  return where ? `${p.file} · ${where}` : p.file;
}

/** Workload facts the file did not state ("queue depth: fio default; block size: inferred"), or ''. */
export function assumedText(m: Measurement): string {
  const a = m.provenance.assumed;
  if (!a) return '';
  const names: Record<string, string> = {
    blockSize: 'block size',
    queueDepth: 'queue depth',
    jobs: 'jobs',
    readPct: 'read share',
    pattern: 'pattern',
    rw: 'rw',
  };
  return Object.entries(a)
    .map(([k, how]) => `${names[k] ?? k}: ${how}`)
    .join('; ');
}

export function toolText(m: Measurement): string {
  const p = m.provenance;
  return p.toolVersion ? `${p.tool} ${p.toolVersion}` : p.tool;
}

export function pointInfo(m: Measurement, label: string, valueText: string, notes: string[] = []): PointInfo {
  const assumed = assumedText(m);
  const all = assumed ? [...notes, assumed] : [...notes];
  if (m.error && m.status === 'ok') all.push(m.error);
  if (m.provenance.damage) all.push(m.provenance.damage);
  // A figure fio misprinted: the printed one beside the computed one shown (ingest fio-normal.ts).
  for (const c of m.claimed ?? []) if (c.key.startsWith('printed_') && c.note) all.push(c.note);
  return { label, valueText, source: sourceText(m), tool: toolText(m), notes: all, measurementId: m.id };
}

/** The tooltip as plain lines (tests read this; the formatter joins them). */
export function tooltipLines(info: PointInfo, lang: Lang): string[] {
  return [
    info.label,
    info.valueText,
    `${translate(chartStrings, lang, 'source')}: ${info.source}`,
    `${translate(chartStrings, lang, 'tool')}: ${info.tool}`,
    ...info.notes,
  ];
}

/** A tooltip formatter that prints a point's `custom` PointInfo as escaped text lines. */
export function provenanceTooltip(lang: Lang): TooltipFormatterCallbackFunction {
  return function (this: Point) {
    const info = this.options.custom as PointInfo | undefined;
    if (!info) return false;
    return tooltipLines(info, lang).map(escapeChartText).join('<br/>');
  };
}
