// Invariants every dataset must hold. Used by tests over every fixture and by the dataset loader.
import { PERCENTILE_KEY } from './percentiles';
import type { Dataset, LatencyStats } from './types';

function finite(v: unknown): boolean {
  return typeof v === 'number' && Number.isFinite(v);
}

/** A figure that cannot be negative: IOPS, bandwidth, bytes, latency, series values. */
function amount(v: unknown): boolean {
  return finite(v) && (v as number) >= 0;
}

function checkLatency(where: string, l: LatencyStats | undefined, out: string[]): void {
  if (!l) return;
  for (const [k, v] of Object.entries(l)) {
    if (k === 'percentiles' || k === 'histogram') continue;
    if (v !== undefined && !finite(v)) out.push(`${where}.${k} is not a finite number`);
    if (finite(v) && (v as number) < 0) out.push(`${where}.${k} is negative`);
  }
  for (const [p, v] of Object.entries(l.percentiles ?? {})) {
    if (!amount(v)) out.push(`${where}.percentiles[${p}] is not a finite, non-negative number`);
    if (!PERCENTILE_KEY.test(p)) out.push(`${where}.percentiles key "${p}" is not canonical`);
  }
  if (l.histogram && l.histogram.binsNs.length !== l.histogram.counts.length)
    out.push(`${where}.histogram lengths differ`);
}

/** Returns a list of violated invariants (empty when the dataset is sound). */
export function checkInvariants(ds: Dataset): string[] {
  const steps = invariantSteps(ds);
  for (;;) {
    const r = steps.next();
    if (r.done) return r.value;
  }
}

/**
 * Measurements checked between two yields: the 100,000 of the bench's largest fio JSON took one
 * 350 ms task when a saved upload was loaded (~3.5 µs each on a busy 2-core machine).
 */
const STEP = 2000;

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
    const where = `measurement ${m.id}`;
    if (mIds.has(m.id)) out.push(`duplicate measurement id ${m.id}`);
    mIds.add(m.id);
    if (!diskIds.has(m.diskId)) out.push(`${where} points at unknown disk ${m.diskId}`);
    if (!m.provenance?.file || !m.provenance.tool || !m.provenance.format)
      out.push(`${where} lacks provenance`);
    const w = m.workload;
    // An undefined block size is unknown (allowed); a stated one must be a positive size.
    if (w.blockSize !== undefined && (!finite(w.blockSize) || w.blockSize <= 0))
      out.push(`${where} block size ${w.blockSize}`);
    if (!finite(w.readPct) || w.readPct < 0 || w.readPct > 100) out.push(`${where} readPct ${w.readPct}`);
    for (const [dir, s] of Object.entries(m.directions)) {
      if (!s) continue;
      if (!finite(s.iops) || !finite(s.bw)) out.push(`${where}.${dir} iops/bw not finite`);
      else if (s.iops < 0 || s.bw < 0) out.push(`${where}.${dir} iops/bw negative`);
      checkLatency(`${where}.${dir}.lat`, s.lat, out);
      checkLatency(`${where}.${dir}.clat`, s.clat, out);
      checkLatency(`${where}.${dir}.slat`, s.slat, out);
    }
    for (const k of ['iops', 'bw'] as const) {
      const v = m.total[k];
      if (v !== undefined && !finite(v)) out.push(`${where}.total.${k} not finite`);
      else if (v !== undefined && v < 0) out.push(`${where}.total.${k} negative`);
    }
    checkLatency(`${where}.total.lat`, m.total.lat, out);
    if (m.status === 'failed' && (m.total.iops ?? 0) !== 0) out.push(`${where} failed but has iops`);
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
