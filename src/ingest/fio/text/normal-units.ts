// Numbers and units of fio's human-readable report (docs/fio-formats.md §4). fio 3.x prints
// IEC units (`KiB`, `MiB/s`) and SI units (`kB`, `MB/s`) and swaps them under kb_base=1000; fio 2.x
// prints `KB`, `MB` meaning 1024-based. Every label is read, never assumed.
import { NS_PER_MS, NS_PER_S, NS_PER_US } from '../../../model/units';

/** Which generation of the report a line comes from; decides what `KB`/`MB` mean. */
export type Era = '2.x' | '3.x';

const DECIMAL_SUFFIX: Record<string, number> = {
  '': 1,
  k: 1e3,
  K: 1e3,
  M: 1e6,
  G: 1e9,
  T: 1e12,
  P: 1e15,
  E: 1e18,
};

/** `54.5k` → 54500, `4680.8k` → 4680800, `1.2M` → 1200000, `185` → 185 (decimal suffixes). */
export function parseSuffixed(text: string): number | undefined {
  const m = /^\s*(\d+(?:\.\d+)?)([kKMGTPE]?)\s*$/.exec(text);
  if (!m) return undefined;
  const v = Number(m[1]) * (DECIMAL_SUFFIX[m[2] ?? ''] ?? 1);
  return Number.isFinite(v) ? v : undefined;
}

const IEC_PREFIX = ['Ki', 'Mi', 'Gi', 'Ti', 'Pi', 'Ei'];
const SI_PREFIX = ['k', 'M', 'G', 'T', 'P', 'E'];

/** Multiplier to bytes of a size unit (`B`, `KiB`, `kB`, `MB`, …) in the given era. */
export function sizeUnitBytes(unit: string, era: Era): number | undefined {
  if (unit === 'B' || unit === '') return 1;
  if (era === '2.x') {
    // fio 2.x: K/KB/k/kB, M/MB … are all 1024-based.
    const m = /^([KkMGTPE])B?$/.exec(unit);
    if (!m) return undefined;
    return 1024 ** ('KMGTPE'.indexOf(m[1]!.toUpperCase()) + 1);
  }
  const bytes = unit.replace(/B$/, '');
  const iec = IEC_PREFIX.indexOf(bytes);
  if (iec >= 0 && unit.endsWith('B')) return 1024 ** (iec + 1);
  const si = SI_PREFIX.indexOf(bytes);
  if (si >= 0 && unit.endsWith('B')) return 1000 ** (si + 1);
  return undefined;
}

/** Multiplier to bytes/s of a bandwidth unit: `KiB/s`, `MB/s`, and with unit_base=1 `Mibit/s`. */
export function rateUnitBytesPerSecond(unit: string, era: Era): number | undefined {
  const m = /^(.*?)(B|bit)\/s$/.exec(unit);
  if (!m) return undefined;
  const prefix = m[1] ?? '';
  const perBit = m[2] === 'bit' ? 1 / 8 : 1;
  if (prefix === '') return perBit;
  if (era === '2.x') {
    const f = sizeUnitBytes(`${prefix}B`, era);
    return f === undefined ? undefined : f * perBit;
  }
  // fio 3.x prints bit units as `Kibit`/`kbit`, byte units as `KiB`/`kB`.
  const iec = IEC_PREFIX.indexOf(prefix);
  if (iec >= 0) return 1024 ** (iec + 1) * perBit;
  const si = SI_PREFIX.indexOf(prefix);
  if (si >= 0) return 1000 ** (si + 1) * perBit;
  return undefined;
}

/** `1183MiB` → bytes (era decides what `MB` means). */
export function parseSize(text: string, era: Era): number | undefined {
  const m = /^\s*(\d+(?:\.\d+)?)\s*([A-Za-z]*)\s*$/.exec(text);
  if (!m) return undefined;
  const f = sizeUnitBytes(m[2] ?? '', era);
  const v = f === undefined ? NaN : Number(m[1]) * f;
  return Number.isFinite(v) ? v : undefined;
}

/** `213MiB/s` → bytes/s. */
export function parseRate(text: string, era: Era): number | undefined {
  const m = /^\s*(\d+(?:\.\d+)?)\s*(\S+\/s)\s*$/.exec(text);
  if (!m) return undefined;
  const f = rateUnitBytesPerSecond(m[2] ?? '', era);
  const v = f === undefined ? NaN : Number(m[1]) * f;
  return Number.isFinite(v) ? v : undefined;
}

/** Nanoseconds per unit of a latency line header: `(nsec)`, `(usec)`, `(msec)`, `(sec)`. */
export const LATENCY_UNIT_NS: Record<string, number> = {
  nsec: 1,
  usec: NS_PER_US,
  msec: NS_PER_MS,
  sec: NS_PER_S,
};

/**
 * A size printed with SI units (kb_base=1000, e.g. `bs=(R) 131kB-131kB`) is rounded: 131072 B shows
 * as `131kB`. Snap to the nearest multiple of 512 when that is within 0.5%; block sizes are such
 * multiples whenever direct I/O is used.
 */
export function snapRoundedBlockSize(bytes: number): number {
  const snapped = Math.round(bytes / 512) * 512;
  return snapped > 0 && Math.abs(snapped - bytes) <= 0.005 * bytes ? snapped : Math.round(bytes);
}
