// Curves edited in the page: a formula text per metric that replaces a catalogue curve's own. They
// travel in share links as a compact base64url JSON parameter; both directions are pure functions,
// and reading a link never throws (a bad parameter gives a reason instead).
import { z } from 'zod';
import type { Catalogue, LoadIssue } from './catalogue/compiled';
import { compileCurve } from './catalogue/load';
import type { CurveDef } from './catalogue/schema';

export interface CustomCurve {
  /** The catalogue curve it replaces. */
  id: string;
  iops?: string;
  throughput?: string;
}

const LinkSchema = z
  .array(z.tuple([z.string().min(1).max(200), z.string().max(2000), z.string().max(2000)]))
  .max(200);

function toBase64Url(text: string): string {
  let bin = '';
  for (const b of new TextEncoder().encode(text)) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(param: string): string {
  const b64 = param.replace(/-/g, '+').replace(/_/g, '/');
  const bin = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
  return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(bin, (c) => c.charCodeAt(0)));
}

/** `[[id, iopsFormula, throughputFormula], …]` as base64url; an empty string when there are none. */
export function customCurvesToUrlParam(curves: readonly CustomCurve[]): string {
  if (curves.length === 0) return '';
  return toBase64Url(JSON.stringify(curves.map((c) => [c.id, c.iops ?? '', c.throughput ?? ''])));
}

export function customCurvesFromUrlParam(
  param: string,
): { ok: true; curves: CustomCurve[] } | { ok: false; reason: string } {
  if (param === '') return { ok: true, curves: [] };
  let json: unknown;
  try {
    json = JSON.parse(fromBase64Url(param));
  } catch {
    return { ok: false, reason: 'the curves parameter is not valid base64url JSON' };
  }
  const res = LinkSchema.safeParse(json);
  if (!res.success)
    return { ok: false, reason: 'the curves parameter does not hold [id, iops, throughput] entries' };
  return {
    ok: true,
    curves: res.data.map(([id, iops, throughput]) => ({
      id,
      ...(iops ? { iops } : {}),
      ...(throughput ? { throughput } : {}),
    })),
  };
}

function withFormula(m: CurveDef['iops'], text: string | undefined): CurveDef['iops'] {
  if (text === undefined) return m;
  return { semantics: m?.semantics ?? 'unstated', ...(m?.note ? { note: m.note } : {}), expr: text };
}

/** The catalogue with edited curves compiled in their place (origin `custom`); unknown ids are issues. */
export function applyCustomCurves(catalogue: Catalogue, customs: readonly CustomCurve[]): Catalogue {
  if (customs.length === 0) return catalogue;
  const issues: LoadIssue[] = [...catalogue.issues];
  const byId = new Map(customs.map((c) => [c.id, c]));
  const curves = catalogue.curves.map((curve) => {
    const c = byId.get(curve.id);
    if (!c) return curve;
    const def: CurveDef = {
      ...curve.def,
      ...(c.iops !== undefined ? { iops: withFormula(curve.def.iops, c.iops) } : {}),
      ...(c.throughput !== undefined
        ? {
            throughput: {
              ...withFormula(curve.def.throughput, c.throughput)!,
              unit: curve.def.throughput?.unit ?? 'MB/s',
            },
          }
        : {}),
    };
    return compileCurve(def, { id: curve.provider, name: curve.providerName }, 'custom', issues);
  });
  for (const c of customs)
    if (!catalogue.curves.some((k) => k.id === c.id))
      issues.push({ where: 'custom', message: `no curve ${c.id} to edit` });
  return { ...catalogue, curves, issues };
}
