// Assembles the line events of a normal report into runs (one per fio invocation: people append
// runs to one file, paste them into READMEs, capture them from a terminal) and each run's job
// blocks: one block per `NAME: (groupid=G, jobs=N): err= E` header, holding its directions,
// latencies, percentiles and issued I/O counts. Lines are never fatal; what cannot be placed is
// counted (inside a job report as not understood, outside one as surrounding text).
import type { ClaimedValue, DirectionStats, LatencyStats } from '../../../model/types';
import type { DirKey, NormalLine } from './normal-lines';
import { classifyLine, visibleText } from './normal-lines';
import type { PreambleJob } from './normal-preamble';
import { percentileKey } from '../../../model/percentiles';

export interface NormalBlock {
  name: string;
  group: number;
  jobs: number;
  err: number;
  /** Process id of the job (fio 1.x–3.x print it); a status report repeats it, a new run does not. */
  pid?: number;
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
  /** Printed figures replaced by the ones fio's own counts give (misprints, fio-normal.ts). */
  claimed?: ClaimedValue[];
}

/** One fio invocation's output: its preamble, job blocks and summary. */
export interface NormalRun {
  /** 1-based line where the run starts (its command, preamble or first job header). */
  line: number;
  blocks: NormalBlock[];
  preambles: Map<string, PreambleJob>;
  fioVersion?: string;
  /** `Starting N processes|threads`. */
  started?: number;
  /** Options of the fio command printed before the run (`$ fio --name=… --bs=4k`). */
  command?: Record<string, string>;
  /**
   * The Markdown heading the run was pasted under (`## aws ec2 micro - 990M`): a blogger's page
   * names each dataset or machine by its heading, so runs under two headings are never repeats.
   */
  section?: string;
  /** Earlier cumulative reports of the same jobs (`--status-interval`), replaced by the last one. */
  snapshots: number;
  /** A `Run status group` / `Disk stats` summary followed the last job block. */
  summarised: boolean;
}

/** Lines counted with the first few quoted, so the report can show what was not read. */
export interface LineTally {
  count: number;
  samples: { line: number; text: string }[];
}

export interface ScannedReport {
  runs: NormalRun[];
  messages: { line: number; text: string }[];
  /** Lines inside a job report that were not understood. */
  unknown: LineTally;
  /** Lines outside any job report (prose, headings, prompts without a fio command). */
  around: LineTally;
  terseLines: number;
}

/** `# Title` … `###### Title` at a line start (a Markdown heading, not a `#` prompt: text follows a space). */
const MARKDOWN_HEADING = /^#{1,6}[ \t]+(\S.*?)[ \t#]*\r?$/;

interface Cursor {
  run?: NormalRun;
  block?: NormalBlock;
  dir?: DirKey | 'sync';
  /** Where percentile rows go. */
  pct?: { into: LatencyStats; unitNs: number };
  /** The last Markdown heading seen (outside a job report and code fences). */
  heading?: string;
  /** Inside a Markdown code fence. */
  fenced?: boolean;
}

const SAMPLES = 3;

function tally(t: LineTally, line: number, text: string): void {
  t.count++;
  if (t.samples.length < SAMPLES) t.samples.push({ line, text: text.trim().slice(0, 120) });
}

function newRun(line: number, cur: Cursor, out: ScannedReport): NormalRun {
  const run: NormalRun = { line, blocks: [], preambles: new Map(), snapshots: 0, summarised: false };
  if (cur.heading !== undefined) run.section = cur.heading;
  out.runs.push(run);
  cur.run = run;
  cur.block = undefined;
  cur.dir = undefined;
  return run;
}

/**
 * Splits the text into runs. A run starts at a command line, a preamble line, a version line or
 * `Starting N processes` once the current run has reported jobs, and at a job header that repeats
 * an already reported job under another pid (a run pasted without its preamble). The same job
 * header with the same pid is a `--status-interval` report of the same processes: the reports are
 * cumulative, so the later one replaces the earlier.
 */
export function scanReport(text: string): ScannedReport {
  const out: ScannedReport = {
    runs: [],
    messages: [],
    unknown: { count: 0, samples: [] },
    around: { count: 0, samples: [] },
    terseLines: 0,
  };
  const cur: Cursor = {};
  const lines = text.split('\n');
  lines.forEach((raw, idx) => {
    const line = idx + 1;
    const ev = classifyLine(raw);
    if (ev.kind !== 'percentile-row') cur.pct = undefined;
    // Markdown headings name the dataset the runs below them belong to; a `#` line inside a code
    // fence is a shell comment or prompt, not a heading.
    if (/^\s*(```|~~~)/.test(raw)) cur.fenced = !cur.fenced;
    const heading = cur.fenced || cur.block ? null : MARKDOWN_HEADING.exec(raw);
    if (heading) {
      cur.heading = heading[1]!.trim().slice(0, 200);
      // A run whose command came before the heading but has no report yet is the heading's.
      if (cur.run && cur.run.blocks.length === 0) cur.run.section = cur.heading;
    }
    if (place(ev, line, cur, out)) return;
    if (cur.block) tally(out.unknown, line, visibleText(raw));
    else tally(out.around, line, visibleText(raw));
  });
  return out;
}

function startsRun(ev: NormalLine): boolean {
  return ev.kind === 'preamble' || ev.kind === 'version' || ev.kind === 'starting' || ev.kind === 'command';
}

function runFor(ev: NormalLine, line: number, cur: Cursor, out: ScannedReport): NormalRun {
  const run = cur.run;
  if (!run) return newRun(line, cur, out);
  if (startsRun(ev)) return run.blocks.length > 0 ? newRun(line, cur, out) : run;
  if (ev.kind !== 'job-header') return run;
  const seen = run.blocks.find((b) => b.name === ev.name && b.group === ev.group);
  if (!seen) return run;
  if (ev.pid !== undefined && seen.pid === ev.pid) {
    run.snapshots++;
    run.blocks = [];
    return run;
  }
  // Clones of one job (numjobs without group_reporting) come one after another before the summary.
  return run.summarised ? newRun(line, cur, out) : run;
}

/** Applies one event; false when the line is not understood where it stands. */
function place(ev: NormalLine, line: number, cur: Cursor, out: ScannedReport): boolean {
  const b = cur.block;
  switch (ev.kind) {
    case 'command':
      runFor(ev, line, cur, out).command = ev.options;
      return true;
    case 'starting':
      runFor(ev, line, cur, out).started = ev.count;
      return true;
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
      if (cur.run) cur.run.summarised = true;
      return true;
    case 'preamble': {
      const run = runFor(ev, line, cur, out);
      if (!run.preambles.has(ev.job.name)) run.preambles.set(ev.job.name, ev.job);
      return true;
    }
    case 'version':
      runFor(ev, line, cur, out).fioVersion ??= ev.version;
      return true;
    case 'message':
      out.messages.push({ line, text: ev.text });
      return true;
    case 'job-header': {
      if (b) b.complete = true;
      const run = runFor(ev, line, cur, out);
      const block: NormalBlock = { ...ev, line, dirs: {}, runtimeMs: {}, hasSync: false, complete: false };
      delete (block as Partial<typeof ev>).kind;
      run.blocks.push(block);
      run.summarised = false;
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
