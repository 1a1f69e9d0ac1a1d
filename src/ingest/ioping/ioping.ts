// ioping 1.3 output: human request lines + statistics block, or raw/batch lines (`-B`, `-p`).
// Reference: docs/iozone-ioping.md Part B. Each run becomes one QD1 latency measurement
// (test `ioping`); its per-request times, when printed, become a `lat` series (t = cumulative
// service time in seconds, the only clock the lines give).
//   4 KiB <<< /tmp/iopingwork/dir (ext4 /dev/vda 252.0 GiB): request=2 time=161.1 us
//   --- /tmp/iopingwork/dir (ext4 /dev/vda 252.0 GiB) ioping statistics ---
//   19 requests completed in 4.08 ms, 76 KiB read, 4.65 k iops, 18.2 MiB/s
//   generated 20 requests in 19.0 s, 80 KiB, 1 iops, 4.21 KiB/s
//   min/avg/max/mdev = 122.2 us / 214.8 us / 435.1 us / 92.2 us
//   49 24728226 1982 8116393 58682 504658 1105193 321894 50 25314405      (-B: ten integers)
import type { ImportIssue } from '../../model/types';
import type { IopingRequest, IopingStats } from './lines';
import { IOPING_FORMAT, RAW_LINE, readRequest, readStatsBlock, STATS_HEADER } from './lines';
import { measurementOf, seriesOf, statsFromRequests } from './measure';
import { requestSizeFrom as requestSizeOf } from './units';
import type {
  DiskMetaDraft,
  Importer,
  ImportResult,
  MeasurementDraft,
  SeriesDraft,
  SourceText,
} from '../types';
import { okResult } from '../types';

export const IOPING_ID = IOPING_FORMAT;

interface Acc {
  drafts: MeasurementDraft[];
  series: SeriesDraft[];
  issues: ImportIssue[];
  meta: Record<string, string>;
}

function deviceMeta(acc: Acc, target: string, device: string | undefined): void {
  if (acc.meta['ioping target']) return;
  acc.meta['ioping target'] = target;
  const [fstype, dev, ...size] = (device ?? '').split(' ');
  if (fstype) acc.meta['ioping filesystem'] = fstype;
  if (dev) acc.meta['ioping device'] = dev;
  if (size.length) acc.meta['ioping device size'] = size.join(' ');
}

function flush(acc: Acc, stats: IopingStats | undefined, requests: IopingRequest[], file: string): void {
  const s = stats ?? statsFromRequests(requests);
  if (!s) return;
  if (!stats)
    acc.issues.push({
      code: 'ioping-no-summary',
      message: 'no statistics block: figures recomputed from the display-rounded request times',
      file,
      line: s.line,
    });
  deviceMeta(acc, s.target, s.device);
  const m = measurementOf(s, requests, file);
  acc.drafts.push(m);
  const dir = m.directions.read ? 'read' : m.directions.write ? 'write' : 'total';
  const series = seriesOf(requests, file, dir, s.target);
  if (series) acc.series.push(series);
}

function parse(file: SourceText): ImportResult {
  const lines = file.text.replace(/\r\n?/g, '\n').split('\n');
  const acc: Acc = { drafts: [], series: [], issues: [], meta: {} };
  const raw: { line: number; text: string }[] = [];
  let requests: IopingRequest[] = [];
  let sawStats = false;
  for (let i = 0; i < lines.length; i++) {
    const text = lines[i] ?? '';
    const req = readRequest(text, i + 1);
    if (req) {
      requests.push(req);
      continue;
    }
    if (RAW_LINE.test(text.trim())) {
      raw.push({ line: i + 1, text: text.trim() });
      continue;
    }
    if (!STATS_HEADER.test(text.trim())) continue;
    sawStats = true;
    const block = readStatsBlock(lines, i, requests);
    if ('problem' in block) {
      acc.issues.push({
        code: 'ioping-bad-summary',
        message: block.problem,
        file: file.path,
        line: block.line,
        params: { form: block.form },
      });
      flush(acc, undefined, requests, file.path);
    } else flush(acc, block.stats, requests, file.path);
    requests = [];
    i += 3;
  }
  flush(acc, undefined, requests, file.path);
  if (sawStats && raw.length)
    acc.issues.push({
      code: 'ioping-raw-ignored',
      message: `${raw.length} raw per-period line(s) ignored beside the statistics block`,
      file: file.path,
      params: { count: raw.length },
      line: raw[0]?.line,
    });
  if (!sawStats && raw.length) addRawMeasurements(acc, raw, file.path);
  if (acc.drafts.length === 0) {
    const first = acc.issues[0];
    const error = first ?? {
      code: 'ioping-nothing',
      message: 'no ioping request line, statistics block or raw line with numbers',
      file: file.path,
    };
    return { ok: false, format: IOPING_ID, error, warnings: acc.issues.slice(first ? 1 : 0) };
  }
  const diskMeta: DiskMetaDraft = { metadata: acc.meta };
  return okResult(IOPING_ID, {
    measurements: acc.drafts,
    series: acc.series,
    warnings: acc.issues,
    diskMeta: Object.keys(acc.meta).length ? diskMeta : undefined,
  });
}

/** Raw lines (B.4): one measurement per line; `-B` prints exactly one, the run's totals. */
function addRawMeasurements(acc: Acc, raw: { line: number; text: string }[], file: string): void {
  const before = acc.drafts.length;
  for (const r of raw) {
    const [
      count = 0,
      sumNs = 0,
      iops = 0,
      bw = 0,
      minNs = 0,
      avgNs = 0,
      maxNs = 0,
      mdevNs = 0,
      all = 0,
      wallNs = 0,
    ] = r.text.split(' ').map(Number);
    const requestBytes = iops > 0 ? requestSizeOf(bw / iops) : undefined;
    if (requestBytes === undefined || count === 0) {
      acc.issues.push({
        code: 'ioping-raw-empty',
        message: 'raw line with no valid request or zero iops',
        file,
        line: r.line,
      });
      continue;
    }
    const stats: IopingStats = {
      line: r.line,
      target: '',
      completed: count,
      exactCount: true,
      word: 'read',
      iops,
      bw,
      requestBytes,
      minNs,
      avgNs,
      maxNs,
      mdevNs,
      wallNs,
    };
    const m = measurementOf(stats, [], file);
    m.claimed = [
      {
        key: 'completed_iops',
        value: iops,
        unit: 'IOPS',
        note: 'valid requests ÷ sum of their times (service time)',
      },
      { key: 'requests_all', value: all, unit: 'count' },
      { key: 'sum_request_time', value: sumNs, unit: 'ns' },
    ];
    delete m.provenance.job;
    acc.drafts.push(m);
  }
  if (acc.drafts.length > before)
    acc.issues.unshift({
      code: 'ioping-raw-direction',
      message: 'raw output does not say read or write; read assumed (ioping default, -W not visible)',
      file,
      line: raw[0]?.line,
    });
}

export const iopingImporter: Importer = {
  id: IOPING_ID,
  label: 'ioping',
  sniff: (head) => {
    if (/: request=\d+ time=/.test(head) || / ioping statistics ---\s*$/m.test(head)) return true;
    // Raw output (-q -p): every non-blank line is ten numbers, and there are at most 10,000.
    // Line by line, stopping at the first that is not one.
    let raw = 0;
    for (let at = 0; at < head.length;) {
      let end = head.indexOf('\n', at);
      if (end < 0) end = head.length;
      const line = head.slice(at, end).trim();
      at = end + 1;
      if (line === '') continue;
      if (++raw > 10000 || !RAW_LINE.test(line)) return false;
    }
    return raw > 0;
  },
  parse,
};
