// Line readers for ioping's human output (docs/iozone-ioping.md B.1, B.2, B.4).
import { COUNT_RE, parseCount, parseSizeBytes, parseTimeNs, requestSizeFrom, SIZE, TIME } from './units';

/** Importer id and provenance format of ioping drafts. */
export const IOPING_FORMAT = 'ioping';

export interface IopingRequest {
  line: number;
  sizeBytes: number;
  dir: 'read' | 'write';
  target: string;
  /** `fstype device size` as printed in the parentheses. */
  device?: string;
  request: number;
  timeNs: number;
  /** warmup, too fast, too slow, fast, slow */
  notice?: string;
}

export interface IopingStats {
  line: number;
  target: string;
  device?: string;
  /** Valid requests (in the statistics). */
  completed: number;
  /** false when the count was printed with a k/M suffix, i.e. rounded. */
  exactCount: boolean;
  /** `read`, `written`, or absent with -G. */
  word?: 'read' | 'written';
  iops: number;
  bw: number;
  requestBytes: number;
  minNs: number;
  avgNs: number;
  maxNs: number;
  mdevNs: number;
  wallNs: number;
  generatedIops?: number;
}

export const RAW_LINE = /^\d+(?: \d+){9}$/;
export const STATS_HEADER = /^--- (.*?)(?: \(([^()]*)\))? ioping statistics ---$/;

// An optional -I timestamp may precede the size, so the request is matched to the end of the line.
const REQUEST = new RegExp(
  String.raw`(${SIZE}) (<<<|>>>) (.*?)(?: \(([^()]*)\))?: request=(\d+) time=(${TIME})(?: \(([a-z ]+)\))?\s*$`,
);
const COMPLETED = new RegExp(
  String.raw`^(${COUNT_RE}) requests completed in (${TIME}), (${SIZE})(?: (read|written))?, (${COUNT_RE}) iops, (${SIZE})/s$`,
);
const GENERATED = new RegExp(
  String.raw`^(?:${COUNT_RE} too fast, )?(?:${COUNT_RE} too slow, )?generated (${COUNT_RE}) requests in (${TIME}), (${SIZE}), (${COUNT_RE}) iops, (${SIZE})/s$`,
);
const MINMAX = new RegExp(String.raw`^min/avg/max/mdev = (${TIME}) / (${TIME}) / (${TIME}) / (${TIME})$`);

export function readRequest(text: string, line: number): IopingRequest | undefined {
  const m = REQUEST.exec(text);
  if (!m) return undefined;
  const sizeBytes = parseSizeBytes(m[1] ?? '');
  const timeNs = parseTimeNs(m[6] ?? '');
  if (sizeBytes === undefined || timeNs === undefined) return undefined;
  const req: IopingRequest = {
    line,
    sizeBytes,
    dir: m[2] === '>>>' ? 'write' : 'read',
    target: m[3] ?? '',
    request: Number(m[5]),
    timeNs,
  };
  if (m[4] !== undefined) req.device = m[4];
  if (m[7] !== undefined) req.notice = m[7];
  return req;
}

/** Reads the 4 lines after `--- … ioping statistics ---` at `lines[at]`. */
export function readStatsBlock(
  lines: string[],
  at: number,
  requests: IopingRequest[],
): { stats: IopingStats } | { problem: string; line: number; form: string } {
  const head = STATS_HEADER.exec((lines[at] ?? '').trim());
  const c = COMPLETED.exec((lines[at + 1] ?? '').trim());
  if (!head) return { problem: 'not an ioping statistics header', line: at + 1, form: 'header' };
  if (!c)
    return {
      problem: 'statistics block cut short: no "… requests completed in …" line',
      line: at + 2,
      form: 'no-completed',
    };
  const g = GENERATED.exec((lines[at + 2] ?? '').trim());
  if (!g)
    return {
      problem: 'statistics block cut short: no "generated … requests" line',
      line: at + 3,
      form: 'no-generated',
    };
  const mm = MINMAX.exec((lines[at + 3] ?? '').trim());
  if (!mm)
    return {
      problem: 'statistics block cut short: no "min/avg/max/mdev" line',
      line: at + 4,
      form: 'no-min-max',
    };
  const completed = parseCount(c[1] ?? '') ?? 0;
  const bytes = parseSizeBytes(c[3] ?? '') ?? 0;
  // The request size: printed on request lines; otherwise bytes ÷ requests, both display-rounded.
  const requestBytes =
    requests[0]?.sizeBytes ?? (completed > 0 ? requestSizeFrom(bytes / completed) : undefined);
  if (requestBytes === undefined)
    return {
      problem: 'no request size: no request line and no completed request',
      line: at + 2,
      form: 'no-size',
    };
  const stats: IopingStats = {
    line: at + 1,
    target: head[1] ?? '',
    completed,
    exactCount: /^\d+$/.test(c[1] ?? ''),
    iops: parseCount(c[5] ?? '') ?? 0,
    bw: parseSizeBytes(c[6] ?? '') ?? 0,
    requestBytes,
    minNs: parseTimeNs(mm[1] ?? '') ?? 0,
    avgNs: parseTimeNs(mm[2] ?? '') ?? 0,
    maxNs: parseTimeNs(mm[3] ?? '') ?? 0,
    mdevNs: parseTimeNs(mm[4] ?? '') ?? 0,
    wallNs: parseTimeNs(g[2] ?? '') ?? 0,
  };
  if (head[2] !== undefined) stats.device = head[2];
  if (c[4] === 'read' || c[4] === 'written') stats.word = c[4];
  const gi = parseCount(g[4] ?? '');
  if (gi !== undefined) stats.generatedIops = gi;
  return { stats };
}
