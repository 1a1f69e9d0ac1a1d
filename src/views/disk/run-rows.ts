// Every fio run of a disk as table rows: one row per direction with I/O, a single row for a failed
// run. Values stay in base units here; the component formats them.
import type { Dataset, Direction, DirectionStats, LatencyStats, Measurement } from '../../model/types';
import { blockSizeOrDash } from '../../model/units';
import { measurementsOf } from '../../analysis/by-disk';

export interface RunRow {
  key: string;
  measurement: Measurement;
  /** Shown only on the first row of a run. */
  first: boolean;
  direction?: Direction | 'total';
  stats?: DirectionStats;
  /** Latency shown: total when present, else completion latency (`latKind` says which). */
  lat?: LatencyStats;
  latKind?: 'lat' | 'clat';
  /** Percentiles: total latency's when fio reported them, else completion latency's. */
  pct?: Record<string, number>;
  pctKind?: 'lat' | 'clat';
}

/** The workload in fio's words; a value the file did not state says how it was filled ("qd=1 (fio default)"). */
export function workloadText(m: Measurement): string {
  const w = m.workload;
  const a = m.provenance.assumed ?? {};
  const how = (k: keyof typeof a) =>
    a[k] === 'fio default' || a[k] === 'inferred' || a[k] === 'job name' ? ` (${a[k]})` : '';
  const parts = [
    w.rw ?? `${w.pattern} ${w.readPct}/${100 - w.readPct}`,
    `bs=${blockSizeOrDash(w.blockSize)}${how('blockSize')}`,
  ];
  if (w.queueDepth !== undefined) parts.push(`qd=${w.queueDepth}${how('queueDepth')}`);
  if (w.jobs !== undefined) parts.push(`jobs=${w.jobs}${how('jobs')}`);
  if (w.rw && /rw|readwrite/.test(w.rw)) parts.push(`${w.readPct}/${100 - w.readPct}`);
  return parts.join(' ');
}

function rowFor(m: Measurement, direction: Direction, stats: DirectionStats, first: boolean): RunRow {
  const lat = stats.lat ?? stats.clat;
  const pctSource = stats.lat?.percentiles ? stats.lat : stats.clat;
  const row: RunRow = { key: `${m.id}:${direction}`, measurement: m, first, direction, stats };
  if (lat) {
    row.lat = lat;
    row.latKind = stats.lat ? 'lat' : 'clat';
  }
  if (pctSource?.percentiles) {
    row.pct = pctSource.percentiles;
    row.pctKind = pctSource === stats.lat ? 'lat' : 'clat';
  }
  return row;
}

/** Plain fio runs of a disk (results, not PTS rounds), in file order. */
export function runRows(ds: Dataset, diskId: string): RunRow[] {
  const runs = measurementsOf(ds, diskId).filter((m) => m.test === 'fio' && m.role === 'result');
  return runs.flatMap((m) => {
    if (m.status === 'failed') return [{ key: m.id, measurement: m, first: true }];
    const dirs = (['read', 'write', 'trim'] as const).flatMap((d) => {
      const s = m.directions[d];
      return s && (s.totalIos ?? s.iops) > 0 ? [[d, s] as const] : [];
    });
    if (dirs.length === 0) return [{ key: m.id, measurement: m, first: true }];
    return dirs.map(([d, s], i) => rowFor(m, d, s, i === 0));
  });
}
