// The slice of a dataset one chart needs, packed into a link. Uploaded data never leaves the
// browser on its own, so a link to a chart of uploaded disks carries those disks and their
// measurements itself (the published data is on the site already and is never packed). The slice
// is an ordinary versioned dataset file, so the reader gets the dataset format's upgraders and
// invariant checks for free.
import { datasetFromEnvelope, serializeDataset } from '../model/serialize';
import type { Dataset, LatencyStats, Measurement } from '../model/types';
import {
  MAX_HASH_DATA_CHARS,
  packForHash,
  unpackFromHash,
  type LinkDataError,
  type Packed,
} from './hash-data';

/** The origin given to disks that arrived in a link (they are shown, never saved). */
export const LINK_ORIGIN = 'link';

export interface SliceOptions {
  /** Keep PTS rounds (steady-state and WSAT/HIR charts draw them); results are always kept. */
  rounds?: boolean;
  /** Keep time series (the Time view draws them). */
  series?: boolean;
}

/** Disks among `ids` whose data is not on the published site (uploads, or data from a link). */
export function privateDiskIds(ds: Dataset, ids: readonly string[]): string[] {
  const wanted = new Set(ids);
  return ds.disks.filter((d) => wanted.has(d.id) && d.origin !== 'published').map((d) => d.id);
}

// Histograms are thousands of buckets per run and no chart that can be shared draws them.
function withoutHistogram(lat: LatencyStats | undefined): LatencyStats | undefined {
  if (!lat?.histogram) return lat;
  const { histogram: _dropped, ...rest } = lat;
  return rest;
}

function slimMeasurement(m: Measurement): Measurement {
  const directions: Measurement['directions'] = {};
  for (const [dir, stats] of Object.entries(m.directions) as [
    keyof Measurement['directions'],
    NonNullable<Measurement['directions']['read']>,
  ][]) {
    directions[dir] = { ...stats, lat: withoutHistogram(stats.lat), clat: withoutHistogram(stats.clat) };
    if (!directions[dir].lat) delete directions[dir].lat;
    if (!directions[dir].clat) delete directions[dir].clat;
  }
  const total = { ...m.total, lat: withoutHistogram(m.total.lat) };
  if (!total.lat) delete total.lat;
  return { ...m, directions, total };
}

/** The disks `ids` with what a chart of them draws: results (and rounds, series when asked). */
export function chartDataSlice(ds: Dataset, ids: readonly string[], opts: SliceOptions = {}): Dataset {
  const wanted = new Set(ids);
  return {
    disks: ds.disks.filter((d) => wanted.has(d.id)),
    measurements: ds.measurements
      .filter((m) => wanted.has(m.diskId) && (m.role === 'result' || opts.rounds))
      .map(slimMeasurement),
    series: opts.series ? ds.series.filter((s) => wanted.has(s.diskId)) : [],
    reports: [],
  };
}

/** Packs a slice for the `data=` part of a link; refuses (saying how big) beyond `limit` characters. */
export function packChartData(slice: Dataset, limit: number = MAX_HASH_DATA_CHARS): Packed {
  return packForHash(JSON.parse(serializeDataset(slice)) as unknown, limit);
}

export type UnpackedChartData =
  | {
      ok: true;
      dataset: Dataset;
      /** The schema check's lines (English: shown only as a technical detail). */
      warnings: string[];
      /** How many parts did not fit and were left out. */
      skipped: number;
    }
  | LinkDataError;

/** Reads the `data=` part of a link back into a dataset whose disks are marked as from a link. */
export function unpackChartData(text: string): UnpackedChartData {
  const raw = unpackFromHash(text);
  if (!raw.ok) return raw;
  // Checked part by part against the dataset schema: a bad measurement is named and left out.
  const parsed = datasetFromEnvelope(raw.value);
  if (!parsed.ok)
    return {
      ok: false,
      reason: 'not-chart-data',
      error: `the data in the link is not a chart's data (${parsed.error})`,
    };
  const ds = parsed.dataset;
  return {
    ok: true,
    warnings: parsed.warnings,
    skipped: parsed.skipped,
    dataset: { ...ds, disks: ds.disks.map((d) => ({ ...d, origin: LINK_ORIGIN })), reports: [] },
  };
}
