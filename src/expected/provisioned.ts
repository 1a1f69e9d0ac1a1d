// Provisioned-performance disks (io1/io2/gp3, Azure Premium SSD v2 and Ultra, GCP Hyperdisk and
// pd-extreme, Alibaba ESSD AutoPL, Tencent extra performance): the expected figure is what the owner
// provisioned (disk.json `provisioned`), bounded by the type's limits at the size and the instance.
// The type's ratios and ranges are the curve's own input bounds (io1 ≤ 50 IOPS/GiB, io2 and gp3
// ≤ 500 IOPS/GiB, gp3 ≤ 0.25 MiB/s per IOPS, …), checked with zod so a value outside them is named
// with its field and limit instead of being used silently.
import { note, type Note } from './notes';
import { z } from 'zod';
import type { Disk } from '../model/types';
import { evaluateCompiled, type Env } from './language';
import type { CompiledCurve } from './catalogue/compiled';

/** What the expected figure of a provisioned type stands for. */
export type ProvisionMode = 'provisioned' | 'defaults' | 'neutral';

export interface Provisioned {
  iops?: number;
  /** In the vendor's own throughput unit (AWS/GCP MiB/s, Azure MB/s). */
  throughput?: number;
}

/** disk.json `provisioned`, as Disk.metadata carries it. */
export function provisionedOf(disk: Disk): Provisioned {
  const num = (k: string) => {
    const v = disk.metadata[k];
    const n = v !== undefined ? Number(v) : NaN;
    return Number.isFinite(n) ? n : undefined;
  };
  const iops = num('provisionedIops');
  const throughput = num('provisionedThroughput');
  return { ...(iops !== undefined ? { iops } : {}), ...(throughput !== undefined ? { throughput } : {}) };
}

/**
 * `provisioned` when disk.json (or a metadata fact named like the curve's input, `provIops`) states
 * the provision, else what the type does without it.
 */
export function provisionModeOf(
  curve: CompiledCurve,
  p: Provisioned,
  disk?: Disk,
): ProvisionMode | undefined {
  const def = curve.def.provisioning;
  if (!def) return undefined;
  const byName = (name: string | undefined) => name !== undefined && disk?.metadata[name] !== undefined;
  const stated =
    (def.iopsInput && (p.iops !== undefined || byName(def.iopsInput))) ||
    (def.throughputInput && (p.throughput !== undefined || byName(def.throughputInput)));
  return stated ? 'provisioned' : def.withoutIt;
}

/** The curve inputs the provision fills (`provIops`, `provMiBps`). */
export function provisionedInputs(curve: CompiledCurve, p: Provisioned): Record<string, number> {
  const def = curve.def.provisioning;
  const out: Record<string, number> = {};
  if (!def) return out;
  if (def.iopsInput && p.iops !== undefined) out[def.iopsInput] = p.iops;
  if (def.throughputInput && p.throughput !== undefined) out[def.throughputInput] = p.throughput;
  return out;
}

/**
 * A zod schema of the provision this curve allows at this size: each field between its input's
 * min and max formulas (evaluated in order, so gp3's throughput bound sees the provisioned IOPS).
 * Messages name the disk.json field, the limit and the formula it comes from.
 */
export function provisionedSchema(curve: CompiledCurve, env: Env) {
  const def = curve.def.provisioning;
  const local: Record<string, number> = {};
  for (const [k, v] of Object.entries(env)) if (typeof v === 'number') local[k] = v;
  const fields: { field: 'iops' | 'throughput'; input: string }[] = [];
  if (def?.iopsInput) fields.push({ field: 'iops', input: def.iopsInput });
  if (def?.throughputInput) fields.push({ field: 'throughput', input: def.throughputInput });
  const unit = curve.throughput?.unit ?? 'MB/s';
  return z
    .object({ iops: z.number().positive().optional(), throughput: z.number().positive().optional() })
    .superRefine((p, ctx) => {
      for (const inp of curve.inputs) {
        const f = fields.find((x) => x.input === inp.name);
        const value = f ? p[f.field] : undefined;
        const lo = evaluateCompiled(inp.min, local);
        const hi = evaluateCompiled(inp.max, local);
        if (f && value !== undefined && lo.ok && hi.ok) {
          const name = f.field === 'iops' ? 'provisioned.iops' : 'provisioned.throughput_mbps';
          const what = f.field === 'iops' ? 'IOPS' : unit;
          if (value > hi.value)
            ctx.addIssue({
              code: 'custom',
              path: [f.field],
              params: {
                note: 'provision-above',
                field: name,
                value: fmt(value),
                type: curve.def.type,
                limit: fmt(hi.value),
                unit: what,
                formula: inp.max.text,
              },
              message: `${name} ${fmt(value)} is above the most ${curve.def.type} allows at this size: ${fmt(hi.value)} ${what} (${inp.max.text}).`,
            });
          else if (value < lo.value)
            ctx.addIssue({
              code: 'custom',
              path: [f.field],
              params: {
                note: 'provision-below',
                field: name,
                value: fmt(value),
                type: curve.def.type,
                limit: fmt(lo.value),
                unit: what,
                formula: inp.min.text,
              },
              message: `${name} ${fmt(value)} is below the least ${curve.def.type} allows: ${fmt(lo.value)} ${what} (${inp.min.text}).`,
            });
        }
        // Later bounds (throughput ≤ IOPS/4) see this input as provisioned, else its default.
        const used = value ?? evaluateCompiled(inp.default, local);
        const v = typeof used === 'number' ? used : used.ok ? used.value : undefined;
        if (v !== undefined && lo.ok && hi.ok) local[inp.name] = Math.min(Math.max(v, lo.value), hi.value);
      }
    });
}

/** Problems of a provision at a size (empty when it fits the type's ranges and ratios). */
export function provisionedProblems(curve: CompiledCurve, env: Env, p: Provisioned): Note[] {
  const r = provisionedSchema(curve, env).safeParse(p);
  if (r.success) return [];
  return r.error.issues.map((i) => {
    const params = i.code === 'custom' ? (i.params as Record<string, string> | undefined) : undefined;
    if (params?.note === 'provision-above' || params?.note === 'provision-below') {
      const { note: code, ...facts } = params;
      return note(code, facts, i.message);
    }
    // A type check of the field itself (not a number, not positive): zod's words, named by field.
    const field = i.path[0] === 'throughput' ? 'provisioned.throughput_mbps' : 'provisioned.iops';
    return note('provision-invalid', { field, detail: i.message }, `${field}: ${i.message}`);
  });
}

function fmt(v: number): string {
  return Math.round(v * 100) / 100 >= 1000
    ? Math.round(v).toLocaleString('en-US')
    : String(Math.round(v * 100) / 100);
}
