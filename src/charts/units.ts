// Display units: the only place base units (B/s, ns, ops/s) turn into what a reader sees.
// MB/s is 10^6 B/s, MiB/s is 2^20 B/s; µs and ms for latency. Every chart names its unit in the
// axis title and the tooltip, so a number is never shown without the unit it is in.
import { MB, MiB, NS_PER_MS, NS_PER_US } from '../model/units';
import type { BytesPerSecond, Nanoseconds, OpsPerSecond } from '../model/units';

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

/** Inserts thousands separators into a plain decimal string ("8776.9" → "8,776.9"). */
function groupThousands(fixed: string): string {
  const [int = '', frac] = fixed.split('.');
  const sign = int.startsWith('-') ? '-' : '';
  const digits = sign ? int.slice(1) : int;
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return sign + grouped + (frac !== undefined ? '.' + frac : '');
}

/**
 * A number with as many decimals as its size needs: 1 from 100 up, 2 from 1, 3 significant below.
 * Deterministic (no locale), so tables, tooltips and tests agree.
 */
export function formatNumber(v: number): string {
  if (!Number.isFinite(v)) return '—';
  const a = Math.abs(v);
  if (a === 0) return '0';
  if (a >= 100) return groupThousands(v.toFixed(1));
  if (a >= 1) return groupThousands(v.toFixed(2));
  return String(Number(v.toPrecision(3)));
}

/** IOPS are counted operations: whole numbers with separators (fractions only below 100). */
/** Three significant digits with k/M ("356k", "8.78k", "1.2M"), for cells too narrow for the full number. */
export function compactNumber(v: number): string {
  if (!Number.isFinite(v)) return '—';
  const a = Math.abs(v);
  if (a >= 1e6) return `${Number((v / 1e6).toPrecision(3))}M`;
  if (a >= 1e3) return `${Number((v / 1e3).toPrecision(3))}k`;
  return String(Number(v.toPrecision(3)));
}

export function formatIops(iops: OpsPerSecond): string {
  if (!Number.isFinite(iops)) return '—';
  return Math.abs(iops) >= 100 ? groupThousands(iops.toFixed(0)) : formatNumber(iops);
}

export function formatBw(bps: BytesPerSecond, unit: BwUnit): string {
  return `${formatNumber(bwToDisplay(bps, unit))} ${unit}`;
}

export function formatLat(ns: Nanoseconds, unit: LatUnit): string {
  return `${formatNumber(latToDisplay(ns, unit))} ${latUnitLabel(unit)}`;
}

/** The display value as text without the unit (for table cells whose header names the unit). */
export function formatDisplayValue(kind: MetricKind, displayValue: number): string {
  return kind === 'iops' ? formatIops(displayValue) : formatNumber(displayValue);
}

/** A base-unit value as text with its unit ("311,073 IOPS", "8,776.9 MB/s", "8.57 µs"). */
export function formatMetric(kind: MetricKind, base: number, units: DisplayUnits): string {
  return `${formatDisplayValue(kind, toDisplay(kind, base, units))} ${unitLabel(kind, units)}`;
}

/** Axis / legend title that says which unit is shown, e.g. "Bandwidth (MiB/s, 2^20 B/s)". */
export function axisTitle(name: string, kind: MetricKind, units: DisplayUnits): string {
  if (kind === 'bw') return `${name} (${units.bw}, ${units.bw === 'MiB/s' ? '2^20' : '10^6'} B/s)`;
  // "IOPS (IOPS)" says nothing twice; an IOPS title that already names the unit stays as it is.
  if (kind === 'iops' && /IOPS/.test(name)) return name;
  return `${name} (${unitLabel(kind, units)})`;
}
