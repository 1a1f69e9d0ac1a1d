// Base units used everywhere inside diskscope. Importers convert at the edge; views convert for
// display only (see src/charts/units.ts). The aliases carry the unit in the name so a reader of a
// signature knows what a number means (the Firefox Profiler does the same with `Milliseconds`).

export type Nanoseconds = number;
export type Seconds = number;
export type Bytes = number;
export type BytesPerSecond = number;
export type OpsPerSecond = number;
export type Percent = number; // 0..100

export const KiB = 1024;
export const MiB = 1024 * 1024;
export const GiB = 1024 * 1024 * 1024;
export const KB = 1000;
export const MB = 1000 * 1000;
export const GB = 1000 * 1000 * 1000;

export const NS_PER_US = 1000;
export const NS_PER_MS = 1000 * 1000;
export const NS_PER_S = 1000 * 1000 * 1000;

/** The unit strings written into the long CSV and shown in tooltips for base-unit values. */
export type BaseUnit = 'IOPS' | 'B/s' | 'B' | 'ns' | 's' | '%' | 'count';

/** Parses fio/PTS block-size labels: `512b`, `4k`, `128k`, `1m`, `1024k`, `4096`. Binary multiples, as fio and the PTS suite use. */
export function parseBlockSizeLabel(label: string): Bytes | undefined {
  const m = /^\s*(\d+(?:\.\d+)?)\s*([bkmg]?)(?:i?b)?\s*$/i.exec(label);
  if (!m) return undefined;
  const n = Number(m[1]);
  const mult = { '': 1, b: 1, k: KiB, m: MiB, g: GiB }[(m[2] ?? '').toLowerCase()] ?? 1;
  const v = Math.round(n * mult);
  return Number.isFinite(v) && v > 0 ? v : undefined;
}

/** `blockSizeLabel`, or an em dash for a block size that is unknown (undefined). */
export function blockSizeOrDash(bytes: Bytes | undefined): string {
  return bytes === undefined ? '—' : blockSizeLabel(bytes);
}

/** Short label for a block size in bytes: 512 → "512b", 4096 → "4k", 1048576 → "1m". */
export function blockSizeLabel(bytes: Bytes): string {
  if (bytes >= MiB && bytes % MiB === 0) return `${bytes / MiB}m`;
  if (bytes >= KiB && bytes % KiB === 0) return `${bytes / KiB}k`;
  return `${bytes}b`;
}
