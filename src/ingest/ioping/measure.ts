// Turns parsed ioping lines into model drafts: one QD1 measurement per run, and the per-request
// latency series. Split from ioping.ts; see docs/iozone-ioping.md Part B.
import { NS_PER_S } from '../../model/units';
import type { IopingRequest, IopingStats } from './lines';
import { IOPING_FORMAT } from './lines';
import type { MeasurementDraft, SeriesDraft } from '../types';

/** Requests ioping leaves out of its statistics (B.1). */
export const EXCLUDED = new Set(['warmup', 'too fast', 'too slow']);

export function readPctOf(word: IopingStats['word'], requests: IopingRequest[]): number {
  if (word === 'read') return 100;
  if (word === 'written') return 0;
  // -G alternates write/read; count the request lines when there are any.
  const valid = requests.filter((r) => !EXCLUDED.has(r.notice ?? ''));
  return valid.length ? (100 * valid.filter((r) => r.dir === 'read').length) / valid.length : 50;
}

export function seriesOf(
  requests: IopingRequest[],
  file: string,
  direction: SeriesDraft['direction'],
  target: string,
): SeriesDraft | undefined {
  const valid = requests.filter((r) => !EXCLUDED.has(r.notice ?? ''));
  if (!valid.length) return undefined;
  let elapsedNs = 0;
  const t = valid.map((r) => (elapsedNs += r.timeNs) / NS_PER_S);
  const v = valid.map((r) => r.timeNs);
  return {
    metric: 'lat',
    direction,
    unit: 'ns',
    t,
    v,
    provenance: { file, line: valid[0]?.line, job: target, tool: 'ioping', format: IOPING_FORMAT },
  };
}

export function measurementOf(s: IopingStats, requests: IopingRequest[], file: string): MeasurementDraft {
  const dir = s.word === 'read' ? 'read' : s.word === 'written' ? 'write' : undefined;
  const lat = {
    mean: s.avgNs,
    min: s.minNs,
    max: s.maxNs,
    stddev: s.mdevNs,
    ...(s.exactCount ? { samples: s.completed } : {}),
  };
  const stats = {
    iops: s.iops,
    bw: s.bw,
    lat,
    runtime: s.wallNs / NS_PER_S,
    ...(s.exactCount ? { totalIos: s.completed } : {}),
  };
  const claimed = [
    {
      key: 'completed_iops',
      value: s.iops,
      unit: 'IOPS',
      note: 'valid requests ÷ sum of their times (service time)',
    },
    ...(s.generatedIops !== undefined
      ? [
          {
            key: 'generated_iops',
            value: s.generatedIops,
            unit: 'IOPS',
            note: 'all requests ÷ wall time (load, incl. warmup and interval sleeps)',
          },
        ]
      : []),
  ];
  return {
    test: 'ioping',
    role: 'result',
    workload: {
      pattern: 'random',
      readPct: readPctOf(s.word, requests),
      blockSize: s.requestBytes,
      queueDepth: 1,
      jobs: 1,
    },
    directions: dir ? { [dir]: stats } : {},
    total: { iops: s.iops, bw: s.bw, lat, latMethod: dir ? 'single-direction' : 'mixed' },
    status: 'ok',
    claimed,
    provenance: { file, line: s.line, job: s.target, tool: 'ioping', format: IOPING_FORMAT },
  };
}

/** Statistics recomputed from the per-request lines, when a run has no statistics block. */
export function statsFromRequests(requests: IopingRequest[]): IopingStats | undefined {
  const valid = requests.filter((r) => !EXCLUDED.has(r.notice ?? ''));
  const first = valid[0];
  if (!first) return undefined;
  const times = valid.map((r) => r.timeNs);
  const sum = times.reduce((a, b) => a + b, 0);
  const mean = sum / times.length;
  const iops = sum > 0 ? times.length / (sum / NS_PER_S) : 0;
  const dirs = new Set(valid.map((r) => r.dir));
  return {
    line: first.line,
    target: first.target,
    device: first.device,
    completed: times.length,
    exactCount: true,
    word: dirs.size > 1 ? undefined : first.dir === 'read' ? 'read' : 'written',
    iops,
    bw: iops * first.sizeBytes,
    requestBytes: first.sizeBytes,
    // Reduced, not Math.min(...times): spreading 200,000 requests overflows the call stack.
    minNs: times.reduce((a, t) => Math.min(a, t), Infinity),
    avgNs: mean,
    maxNs: times.reduce((a, t) => Math.max(a, t), -Infinity),
    mdevNs: Math.sqrt(times.reduce((a, t) => a + (t - mean) ** 2, 0) / times.length),
    wallNs: sum,
  };
}
