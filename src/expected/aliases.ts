// How people write providers and types: folder names (`aliyun_ssd_250`, `qcloud_hybrid_400`), API
// names (`cloud_essd`, `Premium_LRS`), tier names (`p30`). Everything is compared after the same
// normalisation: lower case, runs of space, dot and dash become `_`.
import type { Catalogue, CompiledCurve } from './catalogue/compiled';

export function normaliseName(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/[\s.-]+/g, '_')
    .replace(/^_+|_+$/g, '');
}

/** The catalogue provider id for a provider name as written, or undefined. */
export function resolveProvider(catalogue: Catalogue, written: string): string | undefined {
  const n = normaliseName(written);
  return catalogue.providers.find((p) => p.aliases.some((a) => normaliseName(a) === n))?.id;
}

/** Names a curve answers to: its type, id stem, aliases and step-table tier names. */
export function curveNames(curve: CompiledCurve): string[] {
  const stem = curve.id.split('/')[1]?.split('@')[0] ?? curve.id;
  const tiers = curve.def.steps?.tiers.map((t) => t.name) ?? [];
  return [curve.def.type, stem, ...curve.def.aliases, ...tiers].map(normaliseName);
}

/** When `written` is a tier name (`p30`), the tier's size in the step table's unit. */
export function tierSizeForName(curve: CompiledCurve, written: string): number | undefined {
  const n = normaliseName(written);
  return curve.def.steps?.tiers.find((t) => normaliseName(t.name) === n)?.upTo;
}
