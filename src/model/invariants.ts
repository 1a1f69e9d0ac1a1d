// Invariants every dataset must hold. Used by tests over every fixture and by the dataset loader.
import { PERCENTILE_KEY } from './percentiles';
import type { Dataset, LatencyStats } from './types';
import { drain } from '../lib/steps';

function finite(v: unknown): boolean {
  return typeof v === 'number' && Number.isFinite(v);
}

/** A figure that cannot be negative: IOPS, bandwidth, bytes, latency, series values. */
function amount(v: unknown): boolean {
  return finite(v) && (v as number) >= 0;
}

/** A measurement as messages name it (made only for a message: no text per measurement checked). */
const measurementAt = (id: string) => `measurement ${id}`;

/**
 * Checks one latency summary, named in a message as `measurement <id>.<dir>.<name>` (made only
 * when something is wrong). Loops over keys with `for…in`, not `Object.entries`: a saved upload of
 * 100,000 fio jobs is checked at every reload, and the entries' arrays were 180 MB of garbage there
 * (a sampling heap profile of the reload, scripts/bench/tasks12-heap.ts), collected in the page's
 * tasks.
 */
function checkLatency(
  id: string,
  dir: string,
  name: string,
  l: LatencyStats | undefined,
  out: string[],
): void {
  if (!l) return;
  for (const k in l) {
    if (k === 'percentiles' || k === 'histogram') continue;
    const v = l[k as keyof LatencyStats];
    if (v !== undefined && !finite(v))
      out.push(`${measurementAt(id)}.${dir}.${name}.${k} is not a finite number`);
    if (finite(v) && (v as number) < 0) out.push(`${measurementAt(id)}.${dir}.${name}.${k} is negative`);
  }
  const ps = l.percentiles;
  if (ps)
    for (const p in ps) {
      if (!amount(ps[p as keyof typeof ps]))
        out.push(
          `${measurementAt(id)}.${dir}.${name}.percentiles[${p}] is not a finite, non-negative number`,
        );
      if (!PERCENTILE_KEY.test(p))
        out.push(`${measurementAt(id)}.${dir}.${name}.percentiles key "${p}" is not canonical`);
    }
  if (l.histogram && l.histogram.binsNs.length !== l.histogram.counts.length)
    out.push(`${measurementAt(id)}.${dir}.${name}.histogram lengths differ`);
}

/** Returns a list of violated invariants (empty when the dataset is sound). */
export function checkInvariants(ds: Dataset): string[] {
  return drain(invariantSteps(ds));
}

/**
 * Measurements checked between two yields: the 100,000 of the bench's largest fio JSON took one
 * 350 ms task when a saved upload was loaded (~3.5 µs each on a busy 2-core machine).
 */
const STEP = 2000;
const TOTALS = ['iops', 'bw'] as const;

/** `checkInvariants`, yielding every STEP measurements and every series, so a caller can pause. */
export function* invariantSteps(ds: Dataset): Generator<void, string[]> {
  const out: string[] = [];
  const diskIds = new Set<string>();
  for (const d of ds.disks) {
    if (diskIds.has(d.id)) out.push(`duplicate disk id ${d.id}`);
    diskIds.add(d.id);
    if (d.size && (!finite(d.size.value) || !d.size.unit))
      out.push(`disk ${d.id} size without value or unit`);
    else if (d.size && d.size.value <= 0) out.push(`disk ${d.id} size ${d.size.value} is not positive`);
  }
  const mIds = new Set<string>();
  let n = 0;
  for (const m of ds.measurements) {
    if (++n % STEP === 0) yield;
    if (mIds.has(m.id)) out.push(`duplicate measurement id ${m.id}`);
    mIds.add(m.id);
    if (!diskIds.has(m.diskId)) out.push(`${measurementAt(m.id)} points at unknown disk ${m.diskId}`);
    if (!m.provenance?.file || !m.provenance.tool || !m.provenance.format)
      out.push(`${measurementAt(m.id)} lacks provenance`);
    const w = m.workload;
    // An undefined block size is unknown (allowed); a stated one must be a positive size.
    if (w.blockSize !== undefined && (!finite(w.blockSize) || w.blockSize <= 0))
      out.push(`${measurementAt(m.id)} block size ${w.blockSize}`);
    if (!finite(w.readPct) || w.readPct < 0 || w.readPct > 100)
      out.push(`${measurementAt(m.id)} readPct ${w.readPct}`);
    for (const dir in m.directions) {
      const s = m.directions[dir as keyof typeof m.directions];
      if (!s) continue;
      if (!finite(s.iops) || !finite(s.bw)) out.push(`${measurementAt(m.id)}.${dir} iops/bw not finite`);
      else if (s.iops < 0 || s.bw < 0) out.push(`${measurementAt(m.id)}.${dir} iops/bw negative`);
      checkLatency(m.id, dir, 'lat', s.lat, out);
      checkLatency(m.id, dir, 'clat', s.clat, out);
      checkLatency(m.id, dir, 'slat', s.slat, out);
    }
    for (const k of TOTALS) {
      const v = m.total[k];
      if (v !== undefined && !finite(v)) out.push(`${measurementAt(m.id)}.total.${k} not finite`);
      else if (v !== undefined && v < 0) out.push(`${measurementAt(m.id)}.total.${k} negative`);
    }
    checkLatency(m.id, 'total', 'lat', m.total.lat, out);
    if (m.status === 'failed' && (m.total.iops ?? 0) !== 0)
      out.push(`${measurementAt(m.id)} failed but has iops`);
  }
  const sIds = new Set<string>();
  for (const s of ds.series) {
    yield;
    if (sIds.has(s.id)) out.push(`duplicate series id ${s.id}`);
    sIds.add(s.id);
    if (!s.unit) out.push(`series ${s.id} has no unit`);
    if (s.t.length !== s.v.length) out.push(`series ${s.id} t/v lengths differ`);
    const badT = s.t.findIndex((t) => !finite(t));
    if (badT >= 0) out.push(`series ${s.id} time ${badT} is not finite`);
    const badV = s.v.findIndex((v) => !amount(v));
    if (badV >= 0)
      out.push(`series ${s.id} value ${badV} (${s.v[badV]}) is not a finite, non-negative number`);
    if (s.measurementId && !mIds.has(s.measurementId))
      out.push(`series ${s.id} points at unknown measurement`);
  }
  return out;
}
