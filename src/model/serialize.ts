// The dataset's file format: versioned JSON with an upgrader table, so published data written by
// an older diskscope keeps loading. Bump DATASET_VERSION when the shape changes, and add an
// upgrader from the previous version (and a test for it) in the same change.
import { checkInvariants } from './invariants';
import { percentileKey } from './percentiles';
import type { Dataset } from './types';

export const DATASET_FORMAT = 'diskscope-dataset';
export const DATASET_VERSION = 2;

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
      /** Problems found in the data (broken invariants). */
      warnings: string[];
      /** Upgrades applied to data written by an older diskscope ("upgraded from version 1 to 2"). */
      upgrades: string[];
    }
  | { ok: false; error: string };

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
  const upgrades: string[] = [];
  while (version < currentVersion) {
    const up = upgraders[version];
    if (!up) return { ok: false, error: `no upgrader from dataset version ${version}` };
    data = up(data);
    upgrades.push(`upgraded from version ${version} to ${version + 1}`);
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
  const warnings = checkInvariants(ds)
    .slice(0, 20)
    .map((p) => `invariant: ${p}`);
  return { ok: true, dataset: ds, warnings, upgrades };
}
