// Display units: the only place base units (B/s, ns, ops/s) turn into what a reader sees.
// MB/s is 10^6 B/s, MiB/s is 2^20 B/s; µs and ms for latency. Every chart names its unit in the
// axis title and the tooltip, so a number is never shown without the unit it is in.
import { MB, MiB, NS_PER_MS, NS_PER_US } from '../model/units';
import type { BytesPerSecond, Nanoseconds, OpsPerSecond } from '../model/units';
import { LANG_INFO, type Lang } from '../i18n';

export type BwUnit = 'MB/s' | 'MiB/s';
export type LatUnit = 'us' | 'ms';
export interface DisplayUnits {
  bw: BwUnit;
  lat: LatUnit;
}
export const DEFAULT_UNITS: DisplayUnits = { bw: 'MB/s', lat: 'us' };

/** The three families of metric a chart can show; each has one display unit at a time. */
export type MetricKind = 'iops' | 'bw' | 'lat';

export function bwToDisplay(bps: BytesPerSecond, unit: BwUnit): number {
  return bps / (unit === 'MiB/s' ? MiB : MB);
}

export function latToDisplay(ns: Nanoseconds, unit: LatUnit): number {
  return ns / (unit === 'ms' ? NS_PER_MS : NS_PER_US);
}

/** The unit label a reader sees (µs, not us). */
export function latUnitLabel(unit: LatUnit): string {
  return unit === 'ms' ? 'ms' : 'µs';
}

export function unitLabel(kind: MetricKind, units: DisplayUnits): string {
  if (kind === 'iops') return 'IOPS';
  if (kind === 'bw') return units.bw;
  return latUnitLabel(units.lat);
}

/** Converts a base-unit value of `kind` to the display unit. */
export function toDisplay(kind: MetricKind, base: number, units: DisplayUnits): number {
  if (kind === 'iops') return base;
  if (kind === 'bw') return bwToDisplay(base, units.bw);
  return latToDisplay(base, units.lat);
}

// Grouping and decimal mark follow the page language (en/zh "12,345.6", ru "12 345,6" with a
// no-break space) through Intl with LANG_INFO's tag. Exports never come here: CSV keeps '.' and no
// grouping so a spreadsheet or script reads it the same in every language.
const formatters = new Map<string, Intl.NumberFormat>();
function fixedFormat(lang: Lang, digits: number): Intl.NumberFormat {
  const key = `${lang}:${digits}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.NumberFormat(LANG_INFO[lang].tag, {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    formatters.set(key, f);
  }
  return f;
}

/** The language's decimal mark ("." or ","), for numbers Intl would not write as we want. */
function decimalMark(lang: Lang): string {
  return (
    fixedFormat(lang, 1)
      .formatToParts(1.5)
      .find((p) => p.type === 'decimal')?.value ?? '.'
  );
}

/** Three significant digits, as JavaScript writes them (keeps "1.5e-7"), with the language's mark. */
function smallNumber(v: number, lang: Lang): string {
  const text = String(Number(v.toPrecision(3)));
  return lang === 'en' ? text : text.replace('.', decimalMark(lang));
}

/**
 * A number with as many decimals as its size needs: 1 from 100 up, 2 from 1, 3 significant below,
 * grouped and marked as the page language writes numbers (English unless `lang` says otherwise).
 */
export function formatNumber(v: number, lang: Lang = 'en'): string {
  if (!Number.isFinite(v)) return '—';
  const a = Math.abs(v);
  if (a === 0) return '0';
  if (a >= 100) return fixedFormat(lang, 1).format(v);
  if (a >= 1) return fixedFormat(lang, 2).format(v);
  return smallNumber(v, lang);
}

/** A ratio with a fixed number of decimals, marked as the page language writes numbers ("1,05" in Russian). */
export function formatRatio(v: number, lang: Lang = 'en', digits = 2): string {
  return Number.isFinite(v) ? fixedFormat(lang, digits).format(v) : '—';
}

/** Three significant digits with k/M ("356k", "8.78k", "1.2M"), for cells too narrow for the full number. */
export function compactNumber(v: number, lang: Lang = 'en'): string {
  if (!Number.isFinite(v)) return '—';
  const a = Math.abs(v);
  if (a >= 1e6) return `${smallNumber(v / 1e6, lang)}M`;
  if (a >= 1e3) return `${smallNumber(v / 1e3, lang)}k`;
  return smallNumber(v, lang);
}

/** IOPS are counted operations: whole numbers with separators (fractions only below 100). */
export function formatIops(iops: OpsPerSecond, lang: Lang = 'en'): string {
  if (!Number.isFinite(iops)) return '—';
  return Math.abs(iops) >= 100 ? fixedFormat(lang, 0).format(iops) : formatNumber(iops, lang);
}

export function formatBw(bps: BytesPerSecond, unit: BwUnit, lang: Lang = 'en'): string {
  return `${formatNumber(bwToDisplay(bps, unit), lang)} ${unit}`;
}

export function formatLat(ns: Nanoseconds, unit: LatUnit, lang: Lang = 'en'): string {
  return `${formatNumber(latToDisplay(ns, unit), lang)} ${latUnitLabel(unit)}`;
}

/** The display value as text without the unit (for table cells whose header names the unit). */
export function formatDisplayValue(kind: MetricKind, displayValue: number, lang: Lang = 'en'): string {
  return kind === 'iops' ? formatIops(displayValue, lang) : formatNumber(displayValue, lang);
}

/** A base-unit value as text with its unit ("311,073 IOPS", "8,776.9 MB/s", "8.57 µs"). */
export function formatMetric(kind: MetricKind, base: number, units: DisplayUnits, lang: Lang = 'en'): string {
  return `${formatDisplayValue(kind, toDisplay(kind, base, units), lang)} ${unitLabel(kind, units)}`;
}

/** Axis / legend title that says which unit is shown, e.g. "Bandwidth (MiB/s, 2^20 B/s)". */
export function axisTitle(name: string, kind: MetricKind, units: DisplayUnits): string {
  if (kind === 'bw') return `${name} (${units.bw}, ${units.bw === 'MiB/s' ? '2^20' : '10^6'} B/s)`;
  // "IOPS (IOPS)" says nothing twice; an IOPS title that already names the unit stays as it is.
  if (kind === 'iops' && /IOPS/.test(name)) return name;
  return `${name} (${unitLabel(kind, units)})`;
}
