// ioping's human number format (docs/iozone-ioping.md B.0, B.3): every value carries its
// own unit, times in ns…hour, sizes 1024-based B…PiB, counts with decimal k/M/G/T suffixes.
//   122.2 us   4.08 ms   295.0 MiB   75.5 k   4.65 k iops
import { NS_PER_MS, NS_PER_S, NS_PER_US } from '../../model/units';

const TIME_NS: Record<string, number> = {
  ns: 1,
  us: NS_PER_US,
  ms: NS_PER_MS,
  s: NS_PER_S,
  min: 60 * NS_PER_S,
  hour: 3600 * NS_PER_S,
};
const SIZE_B: Record<string, number> = {
  B: 1,
  KiB: 1024,
  MiB: 1024 ** 2,
  GiB: 1024 ** 3,
  TiB: 1024 ** 4,
  PiB: 1024 ** 5,
};
const COUNT: Record<string, number> = { '': 1, k: 1e3, M: 1e6, G: 1e9, T: 1e12 };

export const NUM = String.raw`\d+(?:\.\d+)?`;
export const TIME = String.raw`${NUM} (?:ns|us|ms|s|min|hour)`;
export const SIZE = String.raw`${NUM} (?:B|KiB|MiB|GiB|TiB|PiB)`;
export const COUNT_RE = String.raw`${NUM}(?: [kMGT])?`;

function split(text: string): [number, string] | undefined {
  const m = /^(\d+(?:\.\d+)?)(?: (\S+))?$/.exec(text.trim());
  return m ? [Number(m[1]), m[2] ?? ''] : undefined;
}

export function parseTimeNs(text: string): number | undefined {
  const p = split(text);
  const mult = p ? TIME_NS[p[1]] : undefined;
  return p && mult !== undefined ? p[0] * mult : undefined;
}

export function parseSizeBytes(text: string): number | undefined {
  const p = split(text);
  const mult = p ? SIZE_B[p[1]] : undefined;
  return p && mult !== undefined ? p[0] * mult : undefined;
}

export function parseCount(text: string): number | undefined {
  const p = split(text);
  const mult = p ? COUNT[p[1]] : undefined;
  return p && mult !== undefined ? p[0] * mult : undefined;
}

/**
 * The request size behind a rounded byte figure (`76 KiB` over 19 requests, or a raw bytes/s ÷ iops).
 * ioping request sizes are almost always powers of two; snap to one when within 1 %, else round.
 */
export function requestSizeFrom(bytesPerRequest: number): number | undefined {
  if (!Number.isFinite(bytesPerRequest) || bytesPerRequest <= 0) return undefined;
  const pow = 2 ** Math.round(Math.log2(bytesPerRequest));
  return Math.abs(pow - bytesPerRequest) / pow <= 0.01 ? pow : Math.max(1, Math.round(bytesPerRequest));
}
