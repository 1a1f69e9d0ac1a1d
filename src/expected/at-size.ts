// The advertised figures of one curve at one disk size, in base units (IOPS, bytes/s). Chosen inputs
// (gp3 IOPS) are clamped to what the size allows; an instance cap applies when the vCPU count is
// known. Nothing here throws: a formula that cannot be evaluated leaves its figure undefined and says
// why in `problems`.
import { GB, GiB, MB, MiB } from '../model/units';
import type { SizeUnit } from '../model/types';
import { evaluateCompiled, type Env, type Formula } from './language';
import type { CompiledCurve, CompiledMetric } from './catalogue/compiled';
import type { Semantics } from './catalogue/schema';

export interface DiskSize {
  value: number;
  unit: SizeUnit;
}

export interface DirectionalFigure {
  read?: number;
  write?: number;
  semantics: Semantics;
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
  /** Values used for the curve's inputs after clamping. */
  inputs: Record<string, number>;
  /** Set when the size is outside the vendor's valid range. */
  outOfRange?: string;
  problems: string[];
}

export interface AtSizeOptions {
  vCPU?: number;
  /** Chosen input values (e.g. provIops); missing ones take the curve's default. */
  inputs?: Record<string, number>;
}

const BYTES_PER_UNIT = { GB, GiB } as const;

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

function evalOr(f: Formula | undefined, env: Env, what: string, problems: string[]): number | undefined {
  if (!f) return undefined;
  const r = evaluateCompiled(f, env);
  if (r.ok) return r.value;
  problems.push(`${what}: ${r.reason}`);
  return undefined;
}

function figure(
  m: CompiledMetric | undefined,
  env: Env,
  scale: number,
  cap: number | undefined,
  what: string,
  problems: string[],
): DirectionalFigure | undefined {
  if (!m) return undefined;
  const one = (f: Formula, dir: string) => {
    const v = evalOr(f, env, m.same ? what : `${what} (${dir})`, problems);
    if (v === undefined) return undefined;
    return Math.max(0, cap === undefined ? v : Math.min(v, cap)) * scale;
  };
  const read = one(m.read, 'read');
  const write = m.same ? read : one(m.write, 'write');
  return {
    ...(read !== undefined ? { read } : {}),
    ...(write !== undefined ? { write } : {}),
    semantics: m.semantics,
    same: m.same,
  };
}

function resolveInputs(
  curve: CompiledCurve,
  env: Record<string, number>,
  chosen: Record<string, number> | undefined,
  problems: string[],
) {
  const used: Record<string, number> = {};
  for (const inp of curve.inputs) {
    const lo = evalOr(inp.min, env, `${inp.name} min`, problems);
    const hi = evalOr(inp.max, env, `${inp.name} max`, problems);
    const want = chosen?.[inp.name] ?? evalOr(inp.default, env, `${inp.name} default`, problems);
    if (want === undefined || lo === undefined || hi === undefined) continue;
    const v = Math.min(Math.max(want, lo), Math.max(lo, hi));
    if (chosen?.[inp.name] !== undefined && v !== want)
      problems.push(`${inp.label} ${want} is outside ${lo}–${hi} at this size; ${v} used.`);
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
  const problems: string[] = [];
  const env: Record<string, number> = { ...sizeEnv(size) };
  if (options.vCPU !== undefined) env.vCPU = options.vCPU;
  const inputs = resolveInputs(curve, env, options.inputs, problems);
  const unit = curve.def.sizeUnit;
  const own = sizeIn(size, unit);
  const { min, max } = curve.def.sizeRange;
  const outOfRange =
    min !== undefined && own < min
      ? `${round(own)} ${unit} is below the smallest size sold (${min} ${unit}).`
      : max !== undefined && own > max
        ? `${round(own)} ${unit} is above the largest size sold (${max} ${unit}).`
        : undefined;

  const caps = curve.instanceCap;
  let capIops: number | undefined;
  let capThroughput: number | undefined;
  if (caps?.iops || caps?.throughput) {
    if (options.vCPU === undefined) problems.push('Instance cap not applied: the vCPU count is unknown.');
    else {
      capIops = evalOr(caps.iops, env, 'instance IOPS cap', problems);
      capThroughput = evalOr(caps.throughput, env, 'instance throughput cap', problems);
    }
  }
  const bwUnit = curve.throughput?.unit ?? 'MB/s';
  const bwScale = throughputToBytes(1, bwUnit);
  const burstIops = evalOr(curve.burst?.iops, env, 'burst IOPS', []);
  const burstThroughput = evalOr(curve.burst?.throughput, env, 'burst throughput', []);
  return {
    curveId: curve.id,
    size: own,
    sizeUnit: unit,
    ...optional('iops', figure(curve.iops, env, 1, capIops, 'IOPS', problems)),
    ...optional('bw', figure(curve.throughput, env, bwScale, capThroughput, 'throughput', problems)),
    ...optional('burstIops', burstIops),
    ...optional('burstBw', burstThroughput === undefined ? undefined : burstThroughput * bwScale),
    inputs,
    ...optional('outOfRange', outOfRange),
    problems,
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
