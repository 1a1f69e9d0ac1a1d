// Measured versus advertised, with the budget's semantics. For a workload with read share r and
// write share w at block size b, each direction's limit in operations/s is min(IOPS_d, BW_d / b) —
// so large blocks are judged against the throughput curve. A combined budget is shared in time
// (total ≤ 1 / Σ share_d / limit_d); a per-direction budget lets each direction reach its own limit
// (total ≤ min limit_d / share_d), which is why a Tencent 50/50 mix may reach twice the headline.
import type { Measurement } from '../model/types';
import type { DirectionalFigure, ExpectedFigures } from './at-size';
import type { Semantics } from './catalogue/schema';
import type { Bound } from './instance';

/** `above`: better than advertised; `meets`: within 10 %; `below`: 50–90 %; `far-below`: under 50 %. */
export type Verdict = 'above' | 'meets' | 'below' | 'far-below';
export type Basis = 'iops' | 'throughput' | 'latency';

/** The same measurement judged with the other read/write semantics. */
export interface OtherReading {
  semantics: Semantics;
  expected: number;
  ratio: number;
  verdict: Verdict;
}

export interface Judgement {
  measurementId: string;
  basis: Basis;
  /** IOPS, B/s or ns, by basis. */
  measured: number;
  expected: number;
  ratio: number;
  verdict: Verdict;
  semantics: Semantics;
  blockSize: number;
  readPct: number;
  /** Whether the disk curve or the instance limit set `expected`. */
  binds?: Bound;
  /**
   * When the vendor does not say (or the catalogue could not confirm) whether reads and writes
   * share the budget, a mixed workload judged the other way too. A per-direction budget lets a
   * 50/50 mix reach twice a combined one.
   */
  other?: OtherReading;
}

export function verdictFor(ratio: number): Verdict {
  if (ratio > 1.1) return 'above';
  if (ratio >= 0.9) return 'meets';
  if (ratio >= 0.5) return 'below';
  return 'far-below';
}

interface Shares {
  read: number;
  write: number;
}

/** Read/write shares of the operations: measured when both directions are there, else readPct. */
function sharesOf(m: Measurement): Shares {
  const r = m.directions.read?.iops ?? 0;
  const w = m.directions.write?.iops ?? 0;
  if (r + w > 0) return { read: r / (r + w), write: w / (r + w) };
  return { read: m.workload.readPct / 100, write: 1 - m.workload.readPct / 100 };
}

/** Total operations/s a budget allows for these shares, given per-direction limits. */
export function budgetTotal(
  limits: { read?: number; write?: number },
  shares: Shares,
  semantics: Semantics,
): number | undefined {
  const parts: { share: number; limit: number }[] = [];
  for (const d of ['read', 'write'] as const) {
    if (shares[d] <= 0) continue;
    const limit = limits[d];
    if (limit === undefined) return undefined;
    parts.push({ share: shares[d], limit });
  }
  if (parts.length === 0) return undefined;
  // One direction: the same under either semantics (and free of the rounding of 1 / (1 / x)).
  if (parts.length === 1) return parts[0]!.limit / parts[0]!.share;
  if (semantics === 'per-direction')
    return Math.min(...parts.map((p) => (p.share > 0 ? p.limit / p.share : Infinity)));
  const timeShare = parts.reduce((s, p) => s + (p.limit > 0 ? p.share / p.limit : Infinity), 0);
  return timeShare > 0 && Number.isFinite(timeShare) ? 1 / timeShare : 0;
}

function perOp(
  f: DirectionalFigure | undefined,
  blockSize: number,
): { read?: number; write?: number } | undefined {
  if (!f) return undefined;
  return {
    ...(f.read !== undefined ? { read: f.read / blockSize } : {}),
    ...(f.write !== undefined ? { write: f.write / blockSize } : {}),
  };
}

interface Budget {
  /** Operations/s allowed for this workload. */
  ops: number;
  throughputBinds: boolean;
  semantics: Semantics;
}

/** The budget of a workload: the lower of the IOPS and the throughput budgets, in operations/s. */
function budgetOf(
  iops: DirectionalFigure | undefined,
  bw: DirectionalFigure | undefined,
  shares: Shares,
  blockSize: number,
  semantics?: Semantics,
): Budget | undefined {
  const byIops = iops ? budgetTotal(iops, shares, semantics ?? iops.semantics) : undefined;
  const bwOps = perOp(bw, blockSize);
  const byBw = bw && bwOps ? budgetTotal(bwOps, shares, semantics ?? bw.semantics) : undefined;
  if (byIops === undefined && byBw === undefined) return undefined;
  const throughputBinds = byBw !== undefined && (byIops === undefined || byBw < byIops);
  const ops = throughputBinds ? byBw! : byIops!;
  return { ops, throughputBinds, semantics: semantics ?? (throughputBinds ? bw! : iops!).semantics };
}

/** Judges one IOPS/throughput measurement; undefined when there is nothing to compare. */
export function judgeMeasurement(m: Measurement, exp: ExpectedFigures): Judgement | undefined {
  if (m.role !== 'result' || m.status !== 'ok') return undefined;
  const b = m.workload.blockSize;
  if (!(b > 0)) return undefined;
  const shares = sharesOf(m);
  const main = budgetOf(exp.iops, exp.bw, shares, b);
  if (!main) return undefined;
  const measuredOps = m.total.iops ?? (m.total.bw !== undefined ? m.total.bw / b : undefined);
  if (measuredOps === undefined || !(main.ops > 0)) return undefined;
  const toBasis = (ops: number) => (main.throughputBinds ? ops * b : ops);
  const ratio = measuredOps / main.ops;
  const judgement: Judgement = {
    measurementId: m.id,
    basis: main.throughputBinds ? 'throughput' : 'iops',
    measured: main.throughputBinds ? (m.total.bw ?? measuredOps * b) : measuredOps,
    expected: toBasis(main.ops),
    ratio,
    verdict: verdictFor(ratio),
    semantics: main.semantics,
    blockSize: b,
    readPct: m.workload.readPct,
  };
  if (exp.limit) {
    const diskOnly = budgetOf(exp.disk.iops, exp.disk.bw, shares, b);
    judgement.binds = diskOnly && main.ops < diskOnly.ops * (1 - 1e-9) ? 'instance' : 'disk';
  }
  const figure = main.throughputBinds ? exp.bw : exp.iops;
  if (figure?.semanticsUnsure && shares.read > 0 && shares.write > 0) {
    const otherSemantics: Semantics = main.semantics === 'per-direction' ? 'combined' : 'per-direction';
    const other = budgetOf(exp.iops, exp.bw, shares, b, otherSemantics);
    if (other && other.ops > 0) {
      const r = measuredOps / other.ops;
      judgement.other = {
        semantics: otherSemantics,
        expected: toBasis(other.ops),
        ratio: r,
        verdict: verdictFor(r),
      };
    }
  }
  return judgement;
}

/** Whether the workload is one direction only (100/0 or 0/100), where semantics do not matter. */
export function isSingleDirection(j: Judgement): boolean {
  return j.readPct === 0 || j.readPct === 100;
}

/** Latency: mean total latency against the top of the advertised range (lower is better). */
export function judgeLatency(
  m: Measurement,
  latency: { lowMs?: number; highMs?: number } | undefined,
): Judgement | undefined {
  const mean = m.total.lat?.mean;
  if (m.role !== 'result' || m.status !== 'ok' || mean === undefined || latency?.highMs === undefined)
    return undefined;
  const highNs = latency.highMs * 1e6;
  const lowNs = latency.lowMs !== undefined ? latency.lowMs * 1e6 : undefined;
  // ratio > 1 means slower than promised; the verdict is phrased like throughput (meets / below).
  const ratio = mean / highNs;
  const verdict: Verdict =
    lowNs !== undefined && mean < lowNs ? 'above' : ratio <= 1 ? 'meets' : ratio <= 2 ? 'below' : 'far-below';
  return {
    measurementId: m.id,
    basis: 'latency',
    measured: mean,
    expected: highNs,
    ratio,
    verdict,
    semantics: 'unstated',
    blockSize: m.workload.blockSize,
    readPct: m.workload.readPct,
  };
}

/** Measurements whose latency is comparable with a vendor's single-path figure. */
export function isLatencyProbe(m: Measurement): boolean {
  return m.test === 'latency' || ((m.workload.queueDepth ?? 0) === 1 && (m.workload.jobs ?? 1) === 1);
}
