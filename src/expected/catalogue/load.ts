// Loads catalogue files: validates each with the zod schema, compiles every formula, and reports
// problems as issues (file, curve, field, position) instead of throwing, so one bad file or formula
// never hides the rest of the catalogue.
import { compileFormula, type Formula } from '../language';
import {
  CONTEXT_VARIABLES,
  type Catalogue,
  type CatalogueInstance,
  type CompiledCurve,
  type CompiledMetric,
  type LoadIssue,
} from './compiled';
import { catalogueSchemas, type CatalogueFile, type CurveDef } from './schema';
import { stepFormula } from './steps';
import { drain, type Steps } from '../../lib/steps';

export type FileCheck = { ok: true; file: CatalogueFile } | { ok: false; issues: LoadIssue[] };

/** Validates one parsed JSON value as a catalogue file. */
export function checkCatalogueFile(json: unknown, origin: string): FileCheck {
  const res = catalogueSchemas().CatalogueFileSchema.safeParse(json);
  if (res.success) return { ok: true, file: res.data };
  return {
    ok: false,
    issues: res.error.issues.map((i) => ({
      where: `${origin}: ${i.path.join('.') || '(top)'}`,
      message: i.message,
    })),
  };
}

function formula(text: string, known: readonly string[], where: string, issues: LoadIssue[]): Formula {
  const f = compileFormula(text, known);
  if (f.error) issues.push({ where, message: f.error.message, position: f.error.position });
  return f;
}

function metric(
  m: { expr?: string; read?: string; write?: string; semantics: CompiledMetric['semantics'] } | undefined,
  fallbackExpr: string | undefined,
  known: readonly string[],
  where: string,
  issues: LoadIssue[],
): CompiledMetric | undefined {
  const expr = m?.expr ?? (m?.read === undefined ? fallbackExpr : undefined);
  if (expr !== undefined) {
    const f = formula(expr, known, where, issues);
    return { semantics: m?.semantics ?? 'unstated', read: f, write: f, same: true };
  }
  if (m?.read !== undefined && m.write !== undefined)
    return {
      semantics: m.semantics,
      read: formula(m.read, known, `${where}.read`, issues),
      write: formula(m.write, known, `${where}.write`, issues),
      same: false,
    };
  if (m !== undefined)
    issues.push({ where, message: 'no formula (expr, or read and write) and no step table' });
  return undefined;
}

/** Compiles one curve definition (also used for curves edited in the page). */
export function compileCurve(
  def: CurveDef,
  provider: { id: string; name: string },
  origin: string,
  issues: LoadIssue[],
): CompiledCurve {
  const at = (field: string) => `${origin}: ${def.id} ${field}`;
  const inputs: CompiledCurve['inputs'] = [];
  const known: string[] = [...CONTEXT_VARIABLES];
  for (const inp of def.inputs ?? []) {
    // An input's bounds may use the size and the inputs before it (gp3 throughput ≤ IOPS/4).
    inputs.push({
      name: inp.name,
      label: inp.label,
      unit: inp.unit,
      default: formula(inp.default, known, at(`input ${inp.name} default`), issues),
      min: formula(inp.min, known, at(`input ${inp.name} min`), issues),
      max: formula(inp.max, known, at(`input ${inp.name} max`), issues),
    });
    known.push(inp.name);
  }
  const steps = def.steps;
  const iops = metric(
    def.iops,
    steps && stepFormula(steps.sizeVar, steps.tiers, 'iops'),
    known,
    at('iops'),
    issues,
  );
  const throughput = metric(
    def.throughput,
    steps && stepFormula(steps.sizeVar, steps.tiers, 'throughput'),
    known,
    at('throughput'),
    issues,
  );
  if (throughput) throughput.unit = def.throughput?.unit ?? 'MB/s';
  const bound = (b: CurveDef['burst'], name: string) =>
    b && {
      ...(b.iops !== undefined ? { iops: formula(b.iops, known, at(`${name}.iops`), issues) } : {}),
      ...(b.throughput !== undefined
        ? { throughput: formula(b.throughput, known, at(`${name}.throughput`), issues) }
        : {}),
    };
  const onDemand = def.burst && {
    ...(def.burst.onDemandIops !== undefined
      ? { iops: formula(def.burst.onDemandIops, known, at('burst.onDemandIops'), issues) }
      : {}),
    ...(def.burst.onDemandThroughput !== undefined
      ? { throughput: formula(def.burst.onDemandThroughput, known, at('burst.onDemandThroughput'), issues) }
      : {}),
  };
  const credits = (def.credits ?? []).map((c, i) => ({
    def: c,
    ...(c.capacity !== undefined
      ? { capacity: formula(c.capacity, known, at(`credits[${i}].capacity`), issues) }
      : {}),
    ...(c.eligible !== undefined
      ? { eligible: formula(c.eligible, known, at(`credits[${i}].eligible`), issues) }
      : {}),
  }));
  return {
    id: def.id,
    provider: provider.id,
    providerName: provider.name,
    def,
    ...(onDemand && (onDemand.iops || onDemand.throughput) ? { onDemand } : {}),
    credits,
    ...(iops ? { iops } : {}),
    ...(throughput ? { throughput } : {}),
    inputs,
    ...(def.burst ? { burst: bound(def.burst, 'burst') } : {}),
    ...(def.instanceCap ? { instanceCap: bound(def.instanceCap, 'instanceCap') } : {}),
    origin,
  };
}

/** Builds a catalogue from files; a later file's curve with the same id replaces an earlier one. */
export function buildCatalogue(files: { json: unknown; origin: string }[]): Catalogue {
  return drain(buildCatalogueSteps(files));
}

/** `buildCatalogue`, yielding after each file (checked and compiled: a few ms each). */
export function* buildCatalogueSteps(files: { json: unknown; origin: string }[]): Steps<Catalogue> {
  const issues: LoadIssue[] = [];
  const byId = new Map<string, CompiledCurve>();
  const instances = new Map<string, CatalogueInstance>();
  const providers = new Map<string, { id: string; name: string; aliases: string[] }>();
  for (const { json, origin } of files) {
    const check = checkCatalogueFile(json, origin);
    if (!check.ok) {
      issues.push(...check.issues);
      continue;
    }
    const f = check.file;
    const prev = providers.get(f.provider);
    const aliases = [f.provider, ...f.providerAliases].map((a) => a.toLowerCase());
    providers.set(f.provider, {
      id: f.provider,
      name: f.providerName,
      aliases: [...new Set([...(prev?.aliases ?? []), ...aliases])],
    });
    for (const def of f.curves)
      byId.set(def.id, compileCurve(def, { id: f.provider, name: f.providerName }, origin, issues));
    for (const def of f.instances ?? []) instances.set(def.id, { provider: f.provider, def, origin });
    yield;
  }
  return {
    curves: [...byId.values()],
    instances: [...instances.values()],
    providers: [...providers.values()],
    issues,
  };
}

/** Parses JSON text a user brought, then builds; a JSON syntax error is an issue, not an exception. */
export function parseCatalogueText(text: string, origin: string): { json?: unknown; issue?: LoadIssue } {
  try {
    return { json: JSON.parse(text) as unknown };
  } catch (e) {
    return {
      issue: { where: origin, message: `not valid JSON: ${e instanceof Error ? e.message : String(e)}` },
    };
  }
}
