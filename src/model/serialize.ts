// The dataset's file format: versioned JSON with an upgrader table, so published data written by
// an older diskscope keeps loading. Bump DATASET_VERSION when the shape changes, and add an
// upgrader from the previous version (and a test for it) in the same change.
import { boundedItems } from '../lib/bounded-list';
import { drainPausing, type Steps } from '../lib/steps';
import { checkInvariants, invariantSteps } from './invariants';
import { percentileKey } from './percentiles';
import type { Dataset } from './types';
import { validateDataset, validateSteps, type PartProblem, type Validated } from './validate';
import { isPlainObject } from '../lib/plain-object';

export const DATASET_FORMAT = 'diskscope-dataset';
export const DATASET_VERSION = 2;

/** Warning lines kept per dataset; the rest are counted ("and 4,980 more problems"). */
export const MAX_WARNINGS = 20;

interface Envelope {
  format: typeof DATASET_FORMAT;
  version: number;
  dataset: unknown;
}

/** upgraders[n] turns a version-n dataset into version n+1. */
export type Upgraders = Record<number, (old: unknown) => unknown>;

/** Version 1 keyed percentiles "99.9"; version 2 keys them "p99.9" (see percentiles.ts). */
function prefixPercentileKeys(old: unknown): unknown {
  const fix = (lat: unknown) => {
    if (!isRecord(lat) || !isRecord(lat.percentiles)) return;
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(lat.percentiles)) {
      const p = Number(k);
      out[k !== '' && Number.isFinite(p) ? percentileKey(p) : k] = v;
    }
    lat.percentiles = out;
  };
  const measurements = isRecord(old) && Array.isArray(old.measurements) ? old.measurements : [];
  for (const m of measurements) {
    if (!isRecord(m)) continue;
    if (isRecord(m.directions))
      for (const d of Object.values(m.directions)) if (isRecord(d)) [d.lat, d.clat, d.slat].forEach(fix);
    if (isRecord(m.total)) fix(m.total.lat);
    if (isRecord(m.sync)) fix(m.sync.lat);
  }
  return old;
}

export const UPGRADERS: Upgraders = { 1: prefixPercentileKeys };

export function serializeDataset(ds: Dataset): string {
  const env: Envelope = { format: DATASET_FORMAT, version: DATASET_VERSION, dataset: ds };
  return JSON.stringify(env);
}

export type DeserializeResult =
  | {
      ok: true;
      dataset: Dataset;
      /** Parts skipped because they do not fit the schema, then broken invariants (at most MAX_WARNINGS lines). */
      warnings: string[];
      /** How many disks, measurements, series and reports were skipped. */
      skipped: number;
      /** The skipped parts as codes, in the order of the first `warnings` lines (validate.ts). */
      skippedParts: PartProblem[];
      /** Upgrades applied to data written by an older diskscope ("upgraded from version 1 to 2"). */
      upgrades: string[];
    }
  | { ok: false; error: string };

const isRecord = isPlainObject;

export function deserializeDataset(
  text: string,
  upgraders: Upgraders = UPGRADERS,
  currentVersion: number = DATASET_VERSION,
): DeserializeResult {
  const parsed = parseText(text);
  return 'error' in parsed ? parsed : datasetFromEnvelope(parsed.value, upgraders, currentVersion);
}

/** The text parsed, or why it is not JSON (the words both readers give). */
function parseText(text: string): { value: unknown } | { ok: false; error: string } {
  try {
    return { value: JSON.parse(text) as unknown };
  } catch (e) {
    return { ok: false, error: `not JSON: ${(e as Error).message}` };
  }
}

/**
 * `deserializeDataset` in steps (`pause` awaited after the parse and between checked parts): the
 * published dataset is read this way at start-up. Read in one piece, it and the first summary step
 * after it were one task of the page load: a few ms on a quiet page, a 90 ms frame in
 * bench-many-jobs' new tab, where a saved upload is parsed at the same time on 2 busy cores.
 */
export async function deserializeDatasetInSteps(
  text: string,
  pause: () => Promise<void>,
): Promise<DeserializeResult> {
  const parsed = parseText(text);
  if ('error' in parsed) return parsed;
  await pause();
  return datasetFromEnvelopeInSteps(parsed.value, pause);
}

type Upgraded = { ok: true; data: unknown; upgrades: string[] } | { ok: false; error: string };

function upgrade(parsed: unknown, upgraders: Upgraders, currentVersion: number): Upgraded {
  if (!isRecord(parsed) || parsed.format !== DATASET_FORMAT || typeof parsed.version !== 'number') {
    return {
      ok: false,
      error: `not a diskscope dataset (expected "format": "${DATASET_FORMAT}" and a version)`,
    };
  }
  let version = parsed.version;
  let data: unknown = parsed.dataset;
  if (version > currentVersion) {
    return {
      ok: false,
      error: `dataset version ${version} is newer than this diskscope (reads up to ${currentVersion})`,
    };
  }
  const upgrades: string[] = [];
  while (version < currentVersion) {
    const up = upgraders[version];
    if (!up) return { ok: false, error: `no upgrader from dataset version ${version}` };
    data = up(data);
    upgrades.push(`upgraded from version ${version} to ${version + 1}`);
    version++;
  }
  return { ok: true, data, upgrades };
}

function result(
  validated: Validated | undefined,
  upgrades: string[],
  invariants: (ds: Dataset) => string[] = checkInvariants,
): DeserializeResult {
  if (!validated) return { ok: false, error: 'dataset lacks disks or measurements' };
  const ds = validated.dataset;
  // Skipped parts first (they say what was lost), then anything the kept parts still break.
  const warnings = boundedItems(
    [...validated.problems, ...invariants(ds).map((p) => `invariant: ${p}`)],
    MAX_WARNINGS,
    'more problems',
  );
  return {
    ok: true,
    dataset: ds,
    warnings,
    upgrades,
    skipped: validated.problems.length,
    // Only the parts whose lines are in `warnings` (a longer list ends in one "and N more" line).
    skippedParts: validated.parts.slice(0, MAX_WARNINGS),
  };
}

/** The second half of `deserializeDataset`, for an envelope already parsed (or put together from parts). */
export function datasetFromEnvelope(
  parsed: unknown,
  upgraders: Upgraders = UPGRADERS,
  currentVersion: number = DATASET_VERSION,
): DeserializeResult {
  const up = upgrade(parsed, upgraders, currentVersion);
  return up.ok ? result(validateDataset(up.data), up.upgrades) : up;
}

/**
 * `datasetFromEnvelope` in steps: `pause` is awaited between a few hundred checked parts, so a
 * large saved upload is checked on the page without one long task.
 */
export async function datasetFromEnvelopeInSteps(
  parsed: unknown,
  pause: () => Promise<void>,
): Promise<DeserializeResult> {
  const up = upgrade(parsed, UPGRADERS, DATASET_VERSION);
  if (!up.ok) return up;
  const validated = await stepped(validateSteps(up.data), pause);
  if (!validated) return result(validated, up.upgrades);
  // The invariants in steps too: those of 100,000 measurements took one 350 ms task.
  const problems = await stepped(invariantSteps(validated.dataset), pause);
  return result(validated, up.upgrades, () => problems);
}

/** Runs `steps` to the end, awaiting `pause` after each step, the last one too. */
async function stepped<T>(steps: Steps<T>, pause: () => Promise<void>): Promise<T> {
  const value = await drainPausing(steps, pause);
  await pause();
  return value;
}
