// The advertised figures of one curve at one disk size, in base units (IOPS, bytes/s). Chosen inputs
// (gp3 IOPS) are clamped to what the size allows; an instance cap applies when the vCPU count is
// known. Nothing here throws: a formula that cannot be evaluated leaves its figure undefined and says
// why in `problems`.
import { GB, GiB, MB, MiB } from '../model/units';
import type { SizeUnit } from '../model/types';
import { evaluateCompiled, type Env, type Formula } from './language';
import type { CompiledCurve, CompiledMetric } from './catalogue/compiled';
import type { InstanceDef, Semantics, Status } from './catalogue/schema';
import { limitOfInstance, type Bound, type InstanceLimit } from './instance';
import { note, type Note } from './notes';

export interface DiskSize {
  value: number;
  unit: SizeUnit;
}

export interface DirectionalFigure {
  read?: number;
  write?: number;
  semantics: Semantics;
  /** The semantics are `unstated`, or the catalogue marks them unverified: judge both readings. */
  semanticsUnsure: boolean;
  /** Read and write come from one formula. */
  same: boolean;
}

export interface ExpectedFigures {
  curveId: string;
  /** The size in the curve's own unit. */
  size: number;
  sizeUnit: SizeUnit;
  iops?: DirectionalFigure;
  /** Bytes per second. */
  bw?: DirectionalFigure;
  burstIops?: number;
  burstBw?: number;
  /** The disk curve alone, before the instance limit (equal to iops/bw when nothing bounds it). */
  disk: { iops?: DirectionalFigure; bw?: DirectionalFigure };
  /** The instance limit applied, when the instance or its vCPU count is known. */
  limit?: InstanceLimit;
  /** Which one sets `iops` and `bw`: the disk curve or the instance limit. */
  binds: { iops?: Bound; bw?: Bound };
  /** Bytes up to which one I/O counts as one operation against the IOPS figure (curve `ioCountUnit`). */
  ioCountUnit?: number;
  /** Values used for the curve's inputs after clamping. */
  inputs: Record<string, number>;
  /** Set when the size is outside the vendor's valid range. */
  outOfRange?: Note;
  problems: Note[];
}

export interface AtSizeOptions {
  vCPU?: number;
  /** A limit worked out elsewhere (GCP per-VM tables): wins over `instance` and the vCPU table. */
  limit?: InstanceLimit;
  /** The instance type the disk was measured on (its limit wins over the per-vCPU table). */
  instance?: InstanceDef;
  /** Chosen input values (e.g. provIops); missing ones take the curve's default. */
  inputs?: Record<string, number>;
}

const BYTES_PER_UNIT = { GB, GiB } as const;

/**
 * The size as the vendor means it: the number the console sells, in the curve's own unit. A folder
 * `aws_io1_100` is 100 GiB (AWS, GCP and Azure sell GiB whatever a label says), so a vendor size is
 * never converted between GB and GiB; only a label's own TB/TiB multiple was applied when it was read.
 */
export function vendorSize(size: DiskSize, curveUnit: SizeUnit): DiskSize {
  return { value: size.value, unit: curveUnit };
}

/** A note when the label's unit differs from the vendor's (the number is taken as it stands). */
export function vendorSizeNote(size: DiskSize, curveUnit: SizeUnit, provider: string): Note | undefined {
  if (size.unit === curveUnit) return undefined;
  return note(
    'size-not-converted',
    { value: size.value, unit: size.unit, curveUnit, provider },
    `${size.value} ${size.unit} as labelled is taken as ${size.value} ${curveUnit}: ${provider} sells disk sizes in ${curveUnit}, so the number is not converted.`,
  );
}

export function sizeIn(size: DiskSize, unit: SizeUnit): number {
  return size.unit === unit ? size.value : (size.value * BYTES_PER_UNIT[size.unit]) / BYTES_PER_UNIT[unit];
}

/** The size variables every formula sees. */
export function sizeEnv(size: DiskSize): Record<string, number> {
  const gb = sizeIn(size, 'GB');
  const gib = sizeIn(size, 'GiB');
  return { GB: gb, GiB: gib, TB: gb / 1000, TiB: gib / 1024 };
}

export function throughputToBytes(value: number, unit: 'MB/s' | 'MiB/s'): number {
  return value * (unit === 'MB/s' ? MB : MiB);
}

function evalOr(f: Formula | undefined, env: Env, what: string, problems: Note[]): number | undefined {
  if (!f) return undefined;
  const r = evaluateCompiled(f, env);
  if (r.ok) return r.value;
  problems.push(note('formula-failed', { what, reason: r.reason }, `${what}: ${r.reason}`));
  return undefined;
}

function figure(
  m: CompiledMetric | undefined,
  status: Status | undefined,
  env: Env,
  scale: number,
  what: string,
  problems: Note[],
): DirectionalFigure | undefined {
  if (!m) return undefined;
  const one = (f: Formula, dir: string) => {
    const v = evalOr(f, env, m.same ? what : `${what} (${dir})`, problems);
    return v === undefined ? undefined : Math.max(0, v) * scale;
  };
  const read = one(m.read, 'read');
  const write = m.same ? read : one(m.write, 'write');
  return {
    ...(read !== undefined ? { read } : {}),
    ...(write !== undefined ? { write } : {}),
    semantics: m.semantics,
    semanticsUnsure: m.semantics === 'unstated' || status === 'unverified',
    same: m.same,
  };
}

/** A limit in each direction: per-direction figures where the limit has them (GCP), else one. */
export type DirectionalCap = { read?: number; write?: number } | number | undefined;

function capOf(cap: DirectionalCap, d: 'read' | 'write'): number | undefined {
  return typeof cap === 'number' || cap === undefined ? cap : cap[d];
}

/** A figure bounded by a limit (base units) in each direction. */
export function bounded(
  f: DirectionalFigure | undefined,
  cap: DirectionalCap,
): DirectionalFigure | undefined {
  if (!f || cap === undefined) return f;
  const out: DirectionalFigure = { ...f };
  const r = capOf(cap, 'read');
  const w = capOf(cap, 'write');
  if (f.read !== undefined && r !== undefined) out.read = Math.min(f.read, r);
  if (f.write !== undefined && w !== undefined) out.write = Math.min(f.write, w);
  if (r !== w) out.same = false;
  return out;
}

function bindsOf(disk: DirectionalFigure | undefined, cap: DirectionalCap): Bound | undefined {
  if (!disk) return undefined;
  if (cap === undefined) return 'disk';
  const b = bounded(disk, cap)!;
  const lower = (['read', 'write'] as const).some(
    (d) => disk[d] !== undefined && b[d] !== undefined && b[d]! < disk[d]!,
  );
  return lower ? 'instance' : 'disk';
}

/** The instance limit as a per-direction cap (IOPS or bytes/s). */
export function limitCap(limit: InstanceLimit | undefined, metric: 'iops' | 'bw'): DirectionalCap {
  if (!limit) return undefined;
  const dir = limit.perDirection?.[metric];
  return dir ?? limit[metric];
}

function resolveInputs(
  curve: CompiledCurve,
  env: Record<string, number>,
  chosen: Record<string, number> | undefined,
  problems: Note[],
) {
  const used: Record<string, number> = {};
  for (const inp of curve.inputs) {
    const lo = evalOr(inp.min, env, `${inp.name} min`, problems);
    const hi = evalOr(inp.max, env, `${inp.name} max`, problems);
    const want = chosen?.[inp.name] ?? evalOr(inp.default, env, `${inp.name} default`, problems);
    if (want === undefined || lo === undefined || hi === undefined) continue;
    const v = Math.min(Math.max(want, lo), Math.max(lo, hi));
    if (chosen?.[inp.name] !== undefined && v !== want)
      problems.push(
        note(
          'input-clamped',
          { input: inp.label, value: want, lo, hi, used: v },
          `${inp.label} ${want} is outside ${lo}–${hi} at this size; ${v} used.`,
        ),
      );
    used[inp.name] = v;
    env[inp.name] = v;
  }
  return used;
}

export function expectedAtSize(
  curve: CompiledCurve,
  size: DiskSize,
  options: AtSizeOptions = {},
): ExpectedFigures {
  const problems: Note[] = [];
  const env: Record<string, number> = { ...sizeEnv(size) };
  if (options.vCPU !== undefined) env.vCPU = options.vCPU;
  const inputs = resolveInputs(curve, env, options.inputs, problems);
  const unit = curve.def.sizeUnit;
  const own = sizeIn(size, unit);
  const { min, max } = curve.def.sizeRange;
  const outOfRange =
    min !== undefined && own < min
      ? note(
          'size-below-range',
          { size: round(own), unit, min },
          `${round(own)} ${unit} is below the smallest size sold (${min} ${unit}).`,
        )
      : max !== undefined && own > max
        ? note(
            'size-above-range',
            { size: round(own), unit, max },
            `${round(own)} ${unit} is above the largest size sold (${max} ${unit}).`,
          )
        : undefined;

  const bwUnit = curve.throughput?.unit ?? 'MB/s';
  const bwScale = throughputToBytes(1, bwUnit);
  const limit = instanceLimit(curve, env, bwScale, options, problems);
  const diskIops = figure(curve.iops, curve.def.iops?.semanticsStatus, env, 1, 'IOPS', problems);
  const diskBw = figure(
    curve.throughput,
    curve.def.throughput?.semanticsStatus,
    env,
    bwScale,
    'throughput',
    problems,
  );
  const burstIops = evalOr(curve.burst?.iops, env, 'burst IOPS', []);
  const burstThroughput = evalOr(curve.burst?.throughput, env, 'burst throughput', []);
  const binds: ExpectedFigures['binds'] = {};
  const bi = bindsOf(diskIops, limitCap(limit, 'iops'));
  const bb = bindsOf(diskBw, limitCap(limit, 'bw'));
  if (bi) binds.iops = bi;
  if (bb) binds.bw = bb;
  return {
    curveId: curve.id,
    size: own,
    sizeUnit: unit,
    ...optional('iops', bounded(diskIops, limitCap(limit, 'iops'))),
    ...optional('bw', bounded(diskBw, limitCap(limit, 'bw'))),
    disk: { ...optional('iops', diskIops), ...optional('bw', diskBw) },
    ...optional('limit', limit),
    binds,
    ...optional('burstIops', burstIops),
    ...optional('burstBw', burstThroughput === undefined ? undefined : burstThroughput * bwScale),
    inputs,
    ...optional('outOfRange', outOfRange),
    ...optional('ioCountUnit', curve.def.ioCountUnit),
    problems,
  };
}

/** The instance type's limit when known, else the curve's per-vCPU table when the vCPU count is. */
function instanceLimit(
  curve: CompiledCurve,
  env: Env,
  bwScale: number,
  options: AtSizeOptions,
  problems: Note[],
): InstanceLimit | undefined {
  if (options.limit) return options.limit;
  if (options.instance) return limitOfInstance(options.instance);
  const caps = curve.instanceCap;
  if (!caps?.iops && !caps?.throughput) return undefined;
  if (options.vCPU === undefined) {
    problems.push(
      note('instance-vcpu-unknown', {}, 'Instance limit not applied: the vCPU count is unknown.'),
    );
    return undefined;
  }
  const iops = evalOr(caps.iops, env, 'instance IOPS limit', problems);
  const throughput = evalOr(caps.throughput, env, 'instance throughput limit', problems);
  const def = curve.def.instanceCap!;
  return {
    kind: 'vcpu',
    name: `${options.vCPU} vCPU`,
    ...optional('iops', iops),
    ...optional('bw', throughput === undefined ? undefined : throughput * bwScale),
    status: def.status,
    note: def.note,
    ...optional('source', curve.def.sources[0]?.url),
  };
}

function optional<K extends string, V>(key: K, value: V | undefined): Partial<Record<K, V>> {
  return value === undefined ? {} : ({ [key]: value } as Record<K, V>);
}

function round(v: number): number {
  return Math.round(v * 100) / 100;
}

/** One number for a figure: the value when both directions agree, else the larger direction. */
export function headline(f: DirectionalFigure | undefined): number | undefined {
  if (!f) return undefined;
  if (f.read === undefined) return f.write;
  if (f.write === undefined) return f.read;
  return Math.max(f.read, f.write);
}
