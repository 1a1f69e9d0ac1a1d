// Per-disk expected-versus-measured: match the curve, evaluate it at the disk's size, and judge the
// disk's result measurements. Also the block size × mix ratio matrix for the heatmap.
import { note } from './notes';
import type { Dataset, Disk, Measurement } from '../model/types';
import { expectedAtSize, vendorSize, vendorSizeNote, type DiskSize, type ExpectedFigures } from './at-size';
import type { Catalogue } from './catalogue/compiled';
import { findInstance } from './instance';
import {
  isLatencyProbe,
  isSingleDirection,
  judgeLatency,
  judgeMeasurement,
  type Judgement,
  type VerdictContext,
} from './judge';
import { verdictContextOf, type ContextNotes } from './verdict-context';
import { matchDisk, type MatchOptions, type MatchResult } from './match';
import { measurementsOf } from '../analysis/by-disk';
import { judgedMeasurements } from './measured';

export interface DiskExpectation {
  disk: Disk;
  match: MatchResult;
  size?: DiskSize;
  figures?: ExpectedFigures;
  /** The IOPS-bound measurement closest to (or furthest above) its budget. */
  iops?: Judgement;
  /** The throughput-bound measurement closest to its budget. */
  bw?: Judgement;
  /** The fastest latency probe against the advertised range. */
  latency?: Judgement;
  /**
   * `single-direction` when the read/write semantics are unsure: the headline IOPS and throughput
   * judgements then come from 100/0 and 0/100 workloads only, where both readings agree.
   */
  headlineScope: 'all' | 'single-direction';
  /** Highest total IOPS and bandwidth of any result, without semantics. */
  peakIops?: number;
  peakBw?: number;
  judgements: Judgement[];
  /** What the verdicts assume, in words-ready form (provision, bursts, per-VM tables). */
  context?: ContextNotes;
}

const VCPU_KEYS = ['vcpu', 'vcpus', 'cpus', 'cpu'];

function metadataNumber(disk: Disk, names: string[]): number | undefined {
  for (const [k, v] of Object.entries(disk.metadata)) {
    if (!names.includes(k.toLowerCase())) continue;
    const n = Number.parseFloat(v);
    if (Number.isFinite(n)) return n;
  }
  return undefined;
}

export function diskResults(dataset: Dataset, diskId: string): Measurement[] {
  return measurementsOf(dataset, diskId).filter((m) => m.role === 'result' && m.status === 'ok');
}

function best(js: Judgement[]): Judgement | undefined {
  return js.reduce<Judgement | undefined>(
    (a, j) => (a === undefined || j.ratio > a.ratio ? j : a),
    undefined,
  );
}

export function expectDisk(
  catalogue: Catalogue,
  dataset: Dataset,
  disk: Disk,
  options: MatchOptions & { inputs?: Record<string, number> } = {},
): DiskExpectation {
  const match = matchDisk(catalogue, disk, options);
  // One figure per workload, the summary every view shows (measured.ts), not every repeat.
  const results = judgedMeasurements(dataset, disk.id);
  const peakIops = max(results.map((m) => m.total.iops));
  const peakBw = max(results.map((m) => m.total.bw));
  const base = {
    disk,
    match,
    headlineScope: 'all' as DiskExpectation['headlineScope'],
    ...opt('peakIops', peakIops),
    ...opt('peakBw', peakBw),
    judgements: [] as Judgement[],
  };
  if (!match.ok) return base;
  const labelled = disk.size ?? match.impliedSize;
  if (!labelled) return base;
  // The vendor's own unit, never converted: `aws_io1_100` is 100 GiB (at-size.ts vendorSize).
  const size = vendorSize(labelled, match.curve.def.sizeUnit);
  const sizeNote = vendorSizeNote(labelled, match.curve.def.sizeUnit, match.curve.providerName);
  const inputs: Record<string, number> = { ...options.inputs };
  for (const inp of match.curve.inputs) {
    const v = metadataNumber(disk, [inp.name.toLowerCase()]);
    if (v !== undefined && inputs[inp.name] === undefined) inputs[inp.name] = v;
  }
  const instanceName = disk.metadata.instance?.trim();
  const instance = instanceName
    ? findInstance(catalogue, match.curve, instanceName, match.date)?.def
    : undefined;
  const vCPU = metadataNumber(disk, VCPU_KEYS) ?? instance?.vCPU;
  // The session (every run, repeats included) places a run in its burst bucket; the judged figure
  // is the workload's summary, which carries its representative run's id, time and runtime.
  const session = diskResults(dataset, disk.id);
  const vc = verdictContextOf(match.curve, size, disk, session, {
    ...(vCPU !== undefined ? { vCPU } : {}),
    ...(match.date !== undefined ? { date: match.date } : {}),
  });
  const figures = expectedAtSize(match.curve, size, {
    ...(vCPU !== undefined ? { vCPU } : {}),
    ...(instance ? { instance } : {}),
    ...(vc.limit ? { limit: vc.limit } : {}),
    inputs: { ...inputs, ...vc.inputs },
  });
  if (sizeNote) figures.problems.unshift(sizeNote);
  figures.problems.push(...vc.notes.problems);
  if (
    instanceName &&
    !instance &&
    !vc.limit &&
    catalogue.instances.some((i) => i.provider === match.curve.provider)
  )
    figures.problems.push(
      note(
        'instance-unknown',
        { instance: instanceName },
        `Instance "${instanceName}" is not in the catalogue: its limit is not applied.`,
      ),
    );
  const ctx: VerdictContext = vc.context(figures);
  const judgements = results
    .filter((m) => m.test !== 'latency')
    .flatMap((m) => judgeMeasurement(m, figures, ctx) ?? []);
  const unsure = figures.iops?.semanticsUnsure || figures.bw?.semanticsUnsure;
  const single = judgements.filter(isSingleDirection);
  // Only where mixed workloads exist does the choice matter.
  const headlineScope =
    unsure && single.length > 0 && single.length < judgements.length ? 'single-direction' : 'all';
  const pool = headlineScope === 'single-direction' ? single : judgements;
  const latency = results
    .filter(isLatencyProbe)
    .flatMap((m) => judgeLatency(m, match.curve.def.latency) ?? [])
    .reduce<Judgement | undefined>((a, j) => (a === undefined || j.measured < a.measured ? j : a), undefined);
  return {
    ...base,
    headlineScope,
    size,
    figures,
    judgements,
    context: vc.notes,
    ...opt('iops', best(pool.filter((j) => j.basis === 'iops'))),
    ...opt('bw', best(pool.filter((j) => j.basis === 'throughput'))),
    ...opt('latency', latency),
  };
}

export interface RatioCell {
  blockSize: number;
  readPct: number;
  judgement: Judgement;
}

/** One cell per block size × read share (the best ratio where several runs share a cell). */
export function ratioMatrix(exp: DiskExpectation): RatioCell[] {
  const cells = new Map<string, RatioCell>();
  for (const j of exp.judgements) {
    const key = `${j.blockSize}|${j.readPct}`;
    const prev = cells.get(key);
    if (!prev || j.ratio > prev.judgement.ratio)
      cells.set(key, { blockSize: j.blockSize, readPct: j.readPct, judgement: j });
  }
  return [...cells.values()].sort((a, b) => a.blockSize - b.blockSize || a.readPct - b.readPct);
}

function max(values: (number | undefined)[]): number | undefined {
  const v = values.filter((x): x is number => x !== undefined);
  return v.length ? Math.max(...v) : undefined;
}

function opt<K extends string, V>(key: K, value: V | undefined): Partial<Record<K, V>> {
  return value === undefined ? {} : ({ [key]: value } as Record<K, V>);
}
