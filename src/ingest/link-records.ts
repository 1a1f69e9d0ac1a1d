// The two places assembly matches records with each other, done through indexes built once per
// disk (a scan per record made an 8,000-row digest take ~20 s to assemble): PTS results borrow the
// concurrency of their fio rounds, and time series find the measurement they belong to.
import type { Measurement } from '../model/types';
import type { SeriesDraft } from './types';

function stem(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1).replace(/\.(stdout\.)?(json|txt|out|log|csv)$/i, '');
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/**
 * A PTS [test].json names only block size and mix; the concurrency (threads × queue depth) is in
 * the fio rounds of the same test. Copy it onto the results so they are labelled fully.
 */
export function fillPtsConcurrency(ms: Measurement[]): void {
  const key = (m: Measurement) => `${m.test}|${m.workload.blockSize}|${m.workload.readPct}`;
  /** The first round of each test and workload (what a scan in record order would find). */
  const firstRound = new Map<string, Measurement>();
  for (const r of ms) {
    if (r.role !== 'round' || r.pts?.phase === 'wipc') continue;
    const k = key(r);
    if (!firstRound.has(k)) firstRound.set(k, r);
  }
  for (const m of ms) {
    if (
      m.role !== 'result' ||
      m.test === 'fio' ||
      (m.workload.queueDepth !== undefined && m.workload.jobs !== undefined)
    )
      continue;
    const round = firstRound.get(key(m));
    if (!round) continue;
    if (m.workload.queueDepth === undefined && round.workload.queueDepth !== undefined)
      m.workload.queueDepth = round.workload.queueDepth;
    if (m.workload.jobs === undefined && round.workload.jobs !== undefined)
      m.workload.jobs = round.workload.jobs;
  }
}

/**
 * Finds the measurement a series belongs to. A fio log names its job by file prefix and index: the
 * fio measurements of the same disk whose file stem or job name is that prefix, the index-th of
 * them. A series read from the same file as its measurement (ioping's per-request latencies)
 * names it by file and job.
 */
export function seriesLinker(ms: readonly Measurement[]): (s: SeriesDraft) => string | undefined {
  const byFileJob = new Map<string, string>();
  const byPrefix = new Map<string, Measurement[]>();
  for (const m of ms) {
    const fileJob = `${m.provenance.file}\u0000${m.provenance.job ?? ''}`;
    if (!byFileJob.has(fileJob)) byFileJob.set(fileJob, m.id);
    // A later copy of a run is not where its logs belong: the first copy is.
    if (m.test !== 'fio' || m.duplicateOf) continue;
    const s = stem(m.provenance.file);
    push(byPrefix, s, m);
    // `fio-webviewer.input` (a tool's own extension) is the output of the `fio-webviewer_*.log` logs.
    const bare = s.replace(/\..*$/, '');
    if (bare && bare !== s) push(byPrefix, bare, m);
    if (m.provenance.job !== undefined && m.provenance.job !== s) push(byPrefix, m.provenance.job, m);
  }
  return (s) => {
    if (!s.link) return byFileJob.get(`${s.provenance.file}\u0000${s.provenance.job ?? ''}`);
    const candidates = byPrefix.get(s.link.prefix);
    if (!candidates) return undefined;
    return (candidates[(s.link.jobIndex ?? 1) - 1] ?? candidates[0])!.id;
  };
}
