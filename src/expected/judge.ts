// Measured versus advertised, with the budget's semantics. For a workload with read share r and
// write share w at block size b, each direction's limit in operations/s is min(IOPS_d, BW_d / b) —
// so large blocks are judged against the throughput curve. A combined budget is shared in time
// (total ≤ 1 / Σ share_d / limit_d); a per-direction budget lets each direction reach its own limit
// (total ≤ min limit_d / share_d), which is why a Tencent 50/50 mix may reach twice the headline.
//
// I/O size: vendors count one I/O per `ioCountUnit` bytes (EBS SSD and Azure 256 KiB, st1/sc1
// 1 MiB), so at block size b each direction allows min(IOPS ÷ ⌈b / unit⌉, throughput ÷ b)
// operations/s, and the verdict names the cap that binds (128 KiB on a 100 GiB gp2 is
// throughput-bound: 128 MiB/s = 1,024 IOPS).
import type { Disk, Measurement } from '../model/types';
import type { DirectionalFigure, ExpectedFigures } from './at-size';
import type { Semantics } from './catalogue/schema';
import type { Bound } from './instance';
import type { Placement } from './burst';
import type { ProvisionMode } from './provisioned';
import { IMPLAUSIBLE_FACTOR, implausibleReasons, type ImplausibleReason } from './plausibility';

/**
 * `meets`: within 10 % of the expected figure (of the placed upper end of a burst range);
 * `below`: 50–90 %; `far-below`: under 50 % (of the baseline when there is a range);
 * `in-range`: inside a burst range [baseline, placed burst] (never above/below);
 * `above-defaults`: gp3 above its defaults but within the type's maximum, provision not stated;
 * `provisioned-unknown`: a provisioned type without `provisioned` (never above/below);
 * `above-disk-limit`: above the disk's own limit but within 1.5 × the highest applicable limit —
 * burst or host cache; `implausible`: above 1.5 × the highest applicable limit.
 * `above` is left for latency (faster than the vendor's low end).
 */
export type Verdict =
  | 'above'
  | 'meets'
  | 'below'
  | 'far-below'
  | 'in-range'
  | 'above-defaults'
  | 'provisioned-unknown'
  | 'above-disk-limit'
  | 'implausible';

/** What the expected figure stands for. */
export type Against = 'curve' | ProvisionMode | 'burst-range';
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
  /** What `expected` stands for (provisioned, gp3 defaults, the type's maximum, a burst range …). */
  against?: Against;
  /** The cap that binds at this block size, as IOPS and as B/s (one is the other × block size). */
  cap?: { kind: 'iops' | 'throughput'; iops: number; bw: number };
  /** A burst range [low, high] in basis units, and how the upper end was placed. */
  range?: { low: number; high: number; ceiling: number; placement: Placement; metric: 'iops' | 'throughput' };
  /** The disk's own limit and the highest applicable limit, in basis units. */
  diskLimit?: number;
  plausibleLimit?: number;
  /** For `implausible`: the evidence, most telling first. */
  reasons?: ImplausibleReason[];
}

/** What the verdict layer knows besides the expected figures (see disk-summary.ts). */
export interface VerdictContext {
  disk: Disk;
  /** The disk's result runs (the session), for bucket placement and the never-written check. */
  runs: Measurement[];
  against: Against;
  /** For gp3 defaults and unknown provisions: the most the type allows at the size. */
  typeMax?: { iops?: DirectionalFigure; bw?: DirectionalFigure };
  /** Upper figures of a burst range for this run (bucket placed), unbounded by the instance. */
  burstFor?: (m: Measurement) =>
    | {
        iops?: DirectionalFigure;
        bw?: DirectionalFigure;
        placement: Placement;
        metric: 'iops' | 'throughput';
      }
    | undefined;
  /** The highest applicable limits (disk burst ceiling, instance burst maximum, cached VM limit). */
  ceiling?: { iops?: DirectionalFigure; bw?: DirectionalFigure };
}

/** The plain reading of a ratio (used for the other read/write reading and latency-free cases). */
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

/** Operations one I/O of `blockSize` counts as against an IOPS figure. */
export function countedOps(blockSize: number, ioCountUnit: number | undefined): number {
  return ioCountUnit !== undefined && ioCountUnit > 0 ? Math.max(1, Math.ceil(blockSize / ioCountUnit)) : 1;
}

/** IOPS figures in operations of this block size (an I/O above the unit counts ⌈b / unit⌉ times). */
function perIo(f: DirectionalFigure | undefined, n: number): DirectionalFigure | undefined {
  if (!f || n === 1) return f;
  return {
    ...f,
    ...(f.read !== undefined ? { read: f.read / n } : {}),
    ...(f.write !== undefined ? { write: f.write / n } : {}),
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
  iopsFigure: DirectionalFigure | undefined,
  bw: DirectionalFigure | undefined,
  shares: Shares,
  blockSize: number,
  semantics?: Semantics,
  ioCountUnit?: number,
): Budget | undefined {
  const iops = perIo(iopsFigure, countedOps(blockSize, ioCountUnit));
  const byIops = iops ? budgetTotal(iops, shares, semantics ?? iops.semantics) : undefined;
  const bwOps = perOp(bw, blockSize);
  const byBw = bw && bwOps ? budgetTotal(bwOps, shares, semantics ?? bw.semantics) : undefined;
  if (byIops === undefined && byBw === undefined) return undefined;
  const throughputBinds = byBw !== undefined && (byIops === undefined || byBw < byIops);
  const ops = throughputBinds ? byBw! : byIops!;
  return { ops, throughputBinds, semantics: semantics ?? (throughputBinds ? bw! : iops!).semantics };
}

/** Judges one IOPS/throughput measurement; undefined when there is nothing to compare. */
export function judgeMeasurement(
  m: Measurement,
  exp: ExpectedFigures,
  ctx?: VerdictContext,
): Judgement | undefined {
  if (m.role !== 'result' || m.status !== 'ok') return undefined;
  const b = m.workload.blockSize;
  // Unknown block size: no per-block-size budget to compare with.
  if (b === undefined || !(b > 0)) return undefined;
  const unit = exp.ioCountUnit;
  const shares = sharesOf(m);
  const main = budgetOf(exp.iops, exp.bw, shares, b, undefined, unit);
  if (!main) return undefined;
  const measuredOps = m.total.iops ?? (m.total.bw !== undefined ? m.total.bw / b : undefined);
  if (measuredOps === undefined || !(main.ops > 0)) return undefined;
  let toBasis = (ops: number) => (main.throughputBinds ? ops * b : ops);
  const ops = (iops?: DirectionalFigure, bw?: DirectionalFigure) =>
    budgetOf(iops, bw, shares, b, main.semantics, unit)?.ops;
  const against: Against = ctx?.against ?? 'curve';

  // The expected figure and the disk's own limit, in operations/s of this workload.
  let expectedOps = main.ops;
  let diskLimitOps = main.ops;
  let range: Judgement['range'];
  if ((against === 'defaults' || against === 'neutral') && ctx?.typeMax)
    diskLimitOps = Math.max(
      main.ops,
      ops(ctx.typeMax.iops ?? exp.iops, ctx.typeMax.bw ?? exp.bw) ?? main.ops,
    );
  const burst = ctx?.burstFor?.(m);
  let capBudget = main;
  if (burst) {
    const highBudget = budgetOf(burst.iops ?? exp.iops, burst.bw ?? exp.bw, shares, b, main.semantics, unit);
    const high = highBudget?.ops;
    if (highBudget && high !== undefined && high > main.ops * (1 + 1e-9)) capBudget = highBudget;
    const full = ctx?.ceiling ? ops(ctx.ceiling.iops ?? exp.iops, ctx.ceiling.bw ?? exp.bw) : undefined;
    if (high !== undefined && high > main.ops * (1 + 1e-9)) {
      // The top of the range names the cap (128 KiB on gp2 bursts into the 128 MiB/s cap).
      toBasis = (x: number) => (capBudget.throughputBinds ? x * b : x);
      expectedOps = high;
      diskLimitOps = high;
      range = {
        low: toBasis(main.ops),
        high: toBasis(high),
        ceiling: toBasis(Math.max(high, full ?? high)),
        placement: burst.placement,
        metric: burst.metric,
      };
    }
  }
  let ceilingOps = ctx?.ceiling
    ? Math.max(diskLimitOps, ops(ctx.ceiling.iops ?? exp.iops, ctx.ceiling.bw ?? exp.bw) ?? 0)
    : diskLimitOps;
  // Where the read/write semantics are unsure, a mixed run is implausible only under both readings.
  const unsure = (main.throughputBinds ? exp.bw : exp.iops)?.semanticsUnsure;
  if (unsure && shares.read > 0 && shares.write > 0) {
    const otherSemantics: Semantics = main.semantics === 'per-direction' ? 'combined' : 'per-direction';
    const alt = budgetOf(exp.iops, exp.bw, shares, b, otherSemantics, unit);
    if (alt && alt.ops > main.ops) ceilingOps *= alt.ops / main.ops;
  }

  const ratio = measuredOps / expectedOps;
  let verdict: Verdict;
  let reasons: ImplausibleReason[] | undefined;
  if (measuredOps > IMPLAUSIBLE_FACTOR * ceilingOps) {
    verdict = 'implausible';
    reasons = ctx ? implausibleReasons(m, ctx.disk, ctx.runs) : [];
  } else if (measuredOps > 1.1 * diskLimitOps) verdict = 'above-disk-limit';
  else if (against === 'neutral') verdict = 'provisioned-unknown';
  else if (against === 'defaults' && measuredOps > 1.1 * main.ops) verdict = 'above-defaults';
  else if (range) {
    const low = measuredOps / main.ops;
    verdict = ratio >= 0.9 ? 'meets' : low >= 0.9 ? 'in-range' : verdictFor(low);
  } else verdict = verdictFor(Math.min(ratio, 1));

  const judgement: Judgement = {
    measurementId: m.id,
    basis: capBudget.throughputBinds ? 'throughput' : 'iops',
    measured: capBudget.throughputBinds ? (m.total.bw ?? measuredOps * b) : measuredOps,
    expected: toBasis(expectedOps),
    ratio,
    verdict,
    semantics: main.semantics,
    blockSize: b,
    readPct: m.workload.readPct,
    against: range ? 'burst-range' : against,
    cap: { kind: capBudget.throughputBinds ? 'throughput' : 'iops', iops: expectedOps, bw: expectedOps * b },
    ...(range ? { range } : {}),
    diskLimit: toBasis(diskLimitOps),
    plausibleLimit: toBasis(ceilingOps),
    ...(reasons ? { reasons } : {}),
  };
  if (exp.limit) {
    const diskOnly = budgetOf(exp.disk.iops, exp.disk.bw, shares, b, undefined, unit);
    judgement.binds = diskOnly && main.ops < diskOnly.ops * (1 - 1e-9) ? 'instance' : 'disk';
  }
  const figure = capBudget.throughputBinds ? exp.bw : exp.iops;
  if (figure?.semanticsUnsure && shares.read > 0 && shares.write > 0 && !range) {
    const otherSemantics: Semantics = main.semantics === 'per-direction' ? 'combined' : 'per-direction';
    const other = budgetOf(exp.iops, exp.bw, shares, b, otherSemantics, unit);
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
  const blockSize = m.workload.blockSize;
  // A vendor's latency figure is for small I/O: a run of unknown block size is not compared.
  if (
    m.role !== 'result' ||
    m.status !== 'ok' ||
    mean === undefined ||
    latency?.highMs === undefined ||
    blockSize === undefined
  )
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
    blockSize,
    readPct: m.workload.readPct,
  };
}

/** Measurements whose latency is comparable with a vendor's single-path figure. */
export function isLatencyProbe(m: Measurement): boolean {
  return m.test === 'latency' || ((m.workload.queueDepth ?? 0) === 1 && (m.workload.jobs ?? 1) === 1);
}
