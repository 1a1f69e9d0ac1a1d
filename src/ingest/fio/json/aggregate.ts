// numjobs=N without group_reporting gives N entries with the same jobname, groupid and options, one
// per clone (docs/fio-formats.md §1.6). They are one workload run by N workers, so we sum them into one
// reading. Entries are matched by group, host, name AND options, never by name alone, and each
// keeps its array index; separately named jobs stay separate.
import type { Direction, DirectionStats, LatencyStats } from '../../../model/types';
import { DIRECTIONS } from '../../../model/types';
import type { JobReading, SyncStats } from './job';
import { ioWeight } from './job';
import { combineLatency } from './latency';

function cloneKey(r: JobReading): string {
  return JSON.stringify([r.groupid, r.host ?? '', r.name, Object.entries(r.jobOptions).sort()]);
}

/** Groups readings of clones, in the order the first clone of each group appears. */
export function groupClones(readings: JobReading[]): JobReading[][] {
  // Most files hold one job: nothing to group, and no key (a JSON string of all its options) to build.
  if (readings.length <= 1) return readings.map((r) => [r]);
  const groups = new Map<string, JobReading[]>();
  for (const r of readings) {
    const key = cloneKey(r);
    const g = groups.get(key);
    if (g) g.push(r);
    else groups.set(key, [r]);
  }
  return [...groups.values()];
}

function sumDefined(vs: (number | undefined)[]): number | undefined {
  return vs.every((v) => v !== undefined) ? vs.reduce<number>((a, b) => a + (b ?? 0), 0) : undefined;
}

/** Sums the same direction of several clones: rates and volumes add, latencies are IO-weighted. */
export function sumDirections(parts: DirectionStats[]): DirectionStats {
  const out: DirectionStats = {
    iops: parts.reduce((s, p) => s + p.iops, 0),
    bw: parts.reduce((s, p) => s + p.bw, 0),
  };
  const ioBytes = sumDefined(parts.map((p) => p.ioBytes));
  const totalIos = sumDefined(parts.map((p) => p.totalIos));
  const runtimes = parts.map((p) => p.runtime).filter((r): r is number => r !== undefined);
  if (ioBytes !== undefined) out.ioBytes = ioBytes;
  if (totalIos !== undefined) out.totalIos = totalIos;
  // fio's own group_reporting keeps the longest member runtime.
  if (runtimes.length > 0) out.runtime = Math.max(...runtimes);
  for (const kind of ['lat', 'clat', 'slat'] as const) {
    const lats = parts.map((p) => ({ lat: p[kind], weight: ioWeight(p) }));
    if (lats.some((l) => !l.lat)) continue;
    const combined = combineLatency(lats as { lat: LatencyStats; weight: number }[]);
    if (combined) out[kind] = combined;
  }
  return out;
}

function sumSync(parts: (SyncStats | undefined)[]): SyncStats | undefined {
  const present = parts.filter((p): p is SyncStats => p !== undefined);
  if (present.length === 0) return undefined;
  const out: SyncStats = { calls: present.reduce((s, p) => s + p.calls, 0) };
  if (present.every((p) => p.lat)) {
    const lat = combineLatency(present.map((p) => ({ lat: p.lat!, weight: p.calls })));
    if (lat) out.lat = lat;
  }
  return out;
}

/** Merges clone readings into one; a single reading is returned unchanged. */
export function mergeClones(clones: JobReading[]): JobReading {
  const first = clones[0];
  if (!first) throw new Error('mergeClones needs at least one reading');
  if (clones.length === 1) return first;
  const failed = clones.find((c) => c.error !== 0);
  const merged: JobReading = { ...first, directions: {}, members: clones.reduce((s, c) => s + c.members, 0) };
  delete merged.mixed;
  delete merged.sync;
  merged.error = failed?.error ?? 0;
  for (const d of DIRECTIONS) {
    const parts = clones.map((c) => c.directions[d]).filter((s): s is DirectionStats => s !== undefined);
    if (parts.length > 0) merged.directions[d as Direction] = sumDirections(parts);
  }
  const mixed = clones.map((c) => c.mixed).filter((s): s is DirectionStats => s !== undefined);
  if (mixed.length > 0) merged.mixed = sumDirections(mixed);
  const sync = sumSync(clones.map((c) => c.sync));
  if (sync) merged.sync = sync;
  const depths = clones.map((c) => c.depth1Pct);
  if (depths.every((d) => d !== undefined)) merged.depth1Pct = Math.min(...(depths as number[]));
  else delete merged.depth1Pct;
  return merged;
}
