// Assembles the line events of a normal report into job blocks: one block per
// `NAME: (groupid=G, jobs=N): err= E` header, holding its directions, latencies, percentiles and
// issued I/O counts. Lines are never fatal; what cannot be placed is counted as unknown.
import type { DirectionStats, LatencyStats } from '../../../model/types';
import type { DirKey, NormalLine } from './normal-lines';
import { classifyLine } from './normal-lines';
import type { PreambleJob } from './normal-preamble';
import { percentileKey } from '../../../model/percentiles';

export interface NormalBlock {
  name: string;
  group: number;
  jobs: number;
  err: number;
  /** 1-based line of the job header. */
  line: number;
  dirs: Partial<Record<DirKey, DirectionStats>>;
  /** Printed runtime per direction (ms), for IOPS from issued counts. */
  runtimeMs: Partial<Record<DirKey, number>>;
  /** `issued rwts: total=R,W,T[,S]`. */
  issued?: number[];
  hasSync: boolean;
  /** `IO depths    : 1=…%`. */
  depth1Pct?: number;
  /** Latency of fsync/fdatasync calls (the `sync (usec):` line of the sync block). */
  sync?: LatencyStats;
  /** The block reached its `issued` line, or another block / the run summary followed it. */
  complete: boolean;
}

export interface ScannedReport {
  blocks: NormalBlock[];
  preambles: Map<string, PreambleJob>;
  fioVersion?: string;
  messages: { line: number; text: string }[];
  unknown: { count: number; first?: number };
  terseLines: number;
}

interface Cursor {
  block?: NormalBlock;
  dir?: DirKey | 'sync';
  /** Where percentile rows go. */
  pct?: { into: LatencyStats; unitNs: number };
}

export function scanReport(text: string): ScannedReport {
  const out: ScannedReport = {
    blocks: [],
    preambles: new Map(),
    messages: [],
    unknown: { count: 0 },
    terseLines: 0,
  };
  const cur: Cursor = {};
  const unknown = (line: number) => {
    out.unknown.count++;
    out.unknown.first ??= line;
  };
  const lines = text.split('\n');
  lines.forEach((raw, idx) => {
    const line = idx + 1;
    const ev = classifyLine(raw);
    if (ev.kind !== 'percentile-row') cur.pct = undefined;
    if (!place(ev, line, cur, out)) unknown(line);
  });
  return out;
}

/** Applies one event; false when the line is not understood where it stands. */
function place(ev: NormalLine, line: number, cur: Cursor, out: ScannedReport): boolean {
  const b = cur.block;
  switch (ev.kind) {
    case 'blank':
    case 'noise':
    case 'stat':
    case 'description':
    case 'terse-header':
      return true;
    case 'terse':
      out.terseLines++;
      return true;
    case 'summary':
      if (b) b.complete = true;
      cur.block = undefined;
      return true;
    case 'preamble':
      if (!out.preambles.has(ev.job.name)) out.preambles.set(ev.job.name, ev.job);
      return true;
    case 'version':
      out.fioVersion ??= ev.version;
      return true;
    case 'message':
      out.messages.push({ line, text: ev.text });
      return true;
    case 'job-header': {
      if (b) b.complete = true;
      const block: NormalBlock = { ...ev, line, dirs: {}, runtimeMs: {}, hasSync: false, complete: false };
      delete (block as Partial<typeof ev>).kind;
      out.blocks.push(block);
      cur.block = block;
      cur.dir = undefined;
      return true;
    }
    case 'direction':
      if (!b) return false;
      b.dirs[ev.dir] = { iops: ev.iops, bw: ev.bw, ioBytes: ev.ioBytes, runtime: ev.runtimeMs / 1000 };
      b.runtimeMs[ev.dir] = ev.runtimeMs;
      cur.dir = ev.dir;
      return true;
    case 'sync-header':
      if (!b) return false;
      b.hasSync = true;
      cur.dir = 'sync';
      return true;
    case 'latency': {
      if (!b || !cur.dir) return false;
      if (cur.dir === 'sync' || ev.which === 'sync') {
        // Sync calls are not data I/O: kept apart from the directions.
        b.sync = ev.stats;
        return true;
      }
      const s = b.dirs[cur.dir];
      if (!s) return false;
      s[ev.which] = ev.stats;
      return true;
    }
    case 'percentile-header': {
      if (!b || !cur.dir) return false;
      const isSync = cur.dir === 'sync' || ev.which === 'sync';
      const target = isSync ? b.sync : b.dirs[cur.dir as DirKey]?.[ev.which as 'slat' | 'clat' | 'lat'];
      if (target === undefined) return false;
      cur.pct = { into: target, unitNs: ev.unitNs };
      return true;
    }
    case 'percentile-row': {
      const pct = cur.pct;
      if (!pct) return false;
      const map = (pct.into.percentiles ??= {});
      for (const [p, v] of ev.items) if (p > 0 && p <= 100) map[percentileKey(p)] = v * pct.unitNs;
      return true;
    }
    case 'depths':
      if (!b) return false;
      b.depth1Pct = ev.depth1Pct;
      return true;
    case 'issued':
      if (!b) return false;
      b.issued = ev.totals;
      b.complete = true;
      cur.dir = undefined;
      return true;
    case 'unknown':
      return false;
  }
}
