// The dataset's file format: versioned JSON with an upgrader table, so published data written by
// an older diskscope keeps loading. Bump DATASET_VERSION when the shape changes, and add an
// upgrader from the previous version (and a test for it) in the same change.
import { checkInvariants } from './invariants';
import type { Dataset } from './types';

export const DATASET_FORMAT = 'diskscope-dataset';
export const DATASET_VERSION = 1;

interface Envelope {
  format: typeof DATASET_FORMAT;
  version: number;
  dataset: unknown;
}

/** upgraders[n] turns a version-n dataset into version n+1. */
export type Upgraders = Record<number, (old: unknown) => unknown>;

// No older version has been published yet: version 1 is the first.
export const UPGRADERS: Upgraders = {};

export function serializeDataset(ds: Dataset): string {
  const env: Envelope = { format: DATASET_FORMAT, version: DATASET_VERSION, dataset: ds };
  return JSON.stringify(env);
}

export type DeserializeResult =
  { ok: true; dataset: Dataset; warnings: string[] } | { ok: false; error: string };

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

export function deserializeDataset(
  text: string,
  upgraders: Upgraders = UPGRADERS,
  currentVersion: number = DATASET_VERSION,
): DeserializeResult {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (e) {
    return { ok: false, error: `not JSON: ${(e as Error).message}` };
  }
  return datasetFromEnvelope(parsed, upgraders, currentVersion);
}

/** The second half of `deserializeDataset`, for an envelope already parsed (or put together from parts). */
export function datasetFromEnvelope(
  parsed: unknown,
  upgraders: Upgraders = UPGRADERS,
  currentVersion: number = DATASET_VERSION,
): DeserializeResult {
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
  const warnings: string[] = [];
  while (version < currentVersion) {
    const up = upgraders[version];
    if (!up) return { ok: false, error: `no upgrader from dataset version ${version}` };
    data = up(data);
    warnings.push(`upgraded from version ${version} to ${version + 1}`);
    version++;
  }
  if (!isRecord(data) || !Array.isArray(data.disks) || !Array.isArray(data.measurements)) {
    return { ok: false, error: 'dataset lacks disks or measurements' };
  }
  const ds: Dataset = {
    disks: data.disks as Dataset['disks'],
    measurements: data.measurements as Dataset['measurements'],
    series: Array.isArray(data.series) ? (data.series as Dataset['series']) : [],
    reports: Array.isArray(data.reports) ? (data.reports as Dataset['reports']) : [],
  };
  const problems = checkInvariants(ds);
  if (problems.length) warnings.push(...problems.slice(0, 20).map((p) => `invariant: ${p}`));
  return { ok: true, dataset: ds, warnings };
}
