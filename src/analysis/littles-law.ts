// Little's law as a consistency check of one run: IOPS × mean latency is the average number of I/Os
// in flight, and fio can never have more outstanding than its jobs × queue depth. A run whose
// figures break that (or, closed-loop, fall far below it) has a wrong latency or time unit, a
// mis-parsed depth or job count, or a mis-summed job — the check says which file and run.
import type { DirectionStats, LatencyStats, Measurement } from '../model/types';
import { NS_PER_S } from '../model/units';

/** Which latency the in-flight figure used (the weakest of the directions, when they differ). */
export type LittleLatency = 'lat' | 'clat+slat' | 'clat';

/**
 * How far in-flight may exceed the effective depth before a warning. Chosen from real files: across
 * tests/fixtures, ../shared/fixtures and the QD sweep (tests/fixtures/fio-sweep) the largest ratio is
 * 1.058 (fio-runs/fio-1.57.handwritten.txt, a 1.x report whose figures are rounded), the largest of
 * machine-written output 1.036 (the sweep's io_uring read-128k at QD 64 × 4 jobs); the unit test
 * checks every file stays under the margin. 25 % over is beyond anything legitimate and far below a
 * unit error (× 1000).
 */
export const LITTLE_HIGH_MARGIN = 1.25;
/** A closed-loop run keeps its queue full, so in-flight below a tenth of the depth is suspicious. */
export const LITTLE_LOW_FRACTION = 0.1;

export type LittleStatus = 'ok' | 'high' | 'low' | 'skipped';

export interface LittleCheck {
  status: LittleStatus;
  /** Mean I/Os in flight: Σ over directions of IOPS × mean latency (s). */
  inFlight?: number;
  /** Σ numjobs × iodepth (the importer already sets depth 1 for sync engines such as psync). */
  effectiveDepth?: number;
  /** inFlight ÷ effectiveDepth. */
  ratio?: number;
  latency?: LittleLatency;
  /** No rate limit, think time, latency target, low-water iodepth or buffered libaio stated. */
  closedLoop: boolean;
  /** Why the run is not closed-loop (the option that says so), when it is not. */
  openLoopBy?: string;
  /** The ratio is within a factor √10 of 1000 or 1/1000: a µs/ns or ms/µs mix-up. */
  unitSuspect: boolean;
  /** Why the check did not run: 'latency not recorded', 'depth unknown', 'no I/O'. */
  skipped?: 'latency not recorded' | 'depth unknown' | 'no I/O';
}

const OPEN_LOOP_OPTIONS = ['rate', 'rate_iops', 'thinktime', 'latency_target'] as const;
/** `0`, `0,0`, `0:0`: fio's "no limit" for each direction. */
const ZEROS = /^0+(?:[,:]0+)*$/;
const CLOSED = Object.freeze({ closed: true });

/** Whether fio kept the queue full, and if not the option that says so. */
export function closedLoopOf(m: Measurement): { closed: boolean; by?: string } {
  const o = m.workload.options ?? {};
  for (const k of OPEN_LOOP_OPTIONS) {
    const raw = o[k];
    if (raw === undefined) continue;
    const v = raw.trim();
    // `rate=0` / `thinktime=0` are fio's defaults: no limit.
    if (v !== '' && !ZEROS.test(v)) return { closed: false, by: `${k}=${v}` };
  }
  const low = Number(o.iodepth_low);
  const qd = m.workload.queueDepth;
  if (Number.isFinite(low) && qd !== undefined && low < qd)
    return { closed: false, by: `iodepth_low=${low}` };
  // Buffered libaio submits synchronously: the depth asked is never reached.
  if (m.workload.direct === false && m.workload.ioengine === 'libaio')
    return { closed: false, by: 'libaio without direct=1' };
  // Time spent in fsync/fdatasync is outside every data I/O's latency, so the queue sits idle then.
  if (m.sync && m.sync.calls > 0) return { closed: false, by: 'fsync/fdatasync calls' };
  // A run that stopped on an error (ENOSPC …) counts its whole runtime but not its whole I/O.
  if (m.error) return { closed: false, by: 'the run ended with an error' };
  return CLOSED;
}

const usable = (l: LatencyStats | undefined): l is LatencyStats =>
  l !== undefined && Number.isFinite(l.mean) && l.mean > 0;

/** A direction's mean latency (ns) and which kind it is: lat, else clat + slat, else clat. */
function directionLatency(d: DirectionStats): { ns: number; kind: LittleLatency } | undefined {
  if (usable(d.lat)) return { ns: d.lat.mean, kind: 'lat' };
  if (usable(d.clat) && usable(d.slat)) return { ns: d.clat.mean + d.slat.mean, kind: 'clat+slat' };
  if (usable(d.clat)) return { ns: d.clat.mean, kind: 'clat' };
  return undefined;
}

const RANK: Record<LittleLatency, number> = { lat: 0, 'clat+slat': 1, clat: 2 };
const DIRECTION_NAMES = ['read', 'write', 'trim'] as const;

/** Mean I/Os in flight and the latency kind used, or why it cannot be worked out. */
export function inFlightOf(
  m: Measurement,
): { inFlight: number; latency: LittleLatency } | { skipped: 'latency not recorded' | 'no I/O' } {
  // A loop over the three directions rather than map/filter: this runs for every result of an
  // import, and two arrays and their closures each time were most of its cost.
  let inFlight = 0;
  let latency: LittleLatency = 'lat';
  let moving = 0;
  for (const name of DIRECTION_NAMES) {
    const d = m.directions[name];
    if (d === undefined || !(d.iops > 0)) continue;
    moving++;
    const l = directionLatency(d);
    if (!l) return { skipped: 'latency not recorded' };
    inFlight += (d.iops * l.ns) / NS_PER_S;
    if (RANK[l.kind] > RANK[latency]) latency = l.kind;
  }
  if (moving > 0) return { inFlight, latency };
  // unified_rw_reporting: no directions, one mixed figure in the totals.
  if (!(m.total.iops !== undefined && m.total.iops > 0)) return { skipped: 'no I/O' };
  if (!usable(m.total.lat)) return { skipped: 'latency not recorded' };
  return { inFlight: (m.total.iops * m.total.lat.mean) / NS_PER_S, latency: 'lat' };
}

/** Jobs × queue depth, when both are known. */
export function effectiveDepthOf(m: Measurement): number | undefined {
  const { queueDepth, jobs } = m.workload;
  if (queueDepth === undefined || !(queueDepth > 0)) return undefined;
  return (jobs ?? 1) * queueDepth;
}

/** |log10(ratio) ∓ 3| < 0.5: a factor of 1000 off, give or take √10. */
function nearThousand(ratio: number): boolean {
  const l = Math.log10(ratio);
  return Math.abs(l - 3) < 0.5 || Math.abs(l + 3) < 0.5;
}

export function littleCheck(m: Measurement): LittleCheck {
  const loop = closedLoopOf(m);
  const base = { closedLoop: loop.closed, ...(loop.by ? { openLoopBy: loop.by } : {}), unitSuspect: false };
  const flight = inFlightOf(m);
  if ('skipped' in flight) return { ...base, status: 'skipped', skipped: flight.skipped };
  const depth = effectiveDepthOf(m);
  if (depth === undefined)
    return { ...base, status: 'skipped', skipped: 'depth unknown', inFlight: flight.inFlight };
  const ratio = flight.inFlight / depth;
  const status: LittleStatus =
    ratio > LITTLE_HIGH_MARGIN ? 'high' : loop.closed && ratio < LITTLE_LOW_FRACTION ? 'low' : 'ok';
  return {
    ...base,
    status,
    inFlight: flight.inFlight,
    effectiveDepth: depth,
    ratio,
    latency: flight.latency,
    unitSuspect: status !== 'ok' && nearThousand(ratio),
  };
}

const fmt = (v: number) => (v >= 100 ? v.toFixed(0) : v >= 1 ? v.toFixed(2) : v.toPrecision(3));

/** The warning text for a run that fails the check (English: the import report is English). */
export function littleWarning(c: LittleCheck): string | undefined {
  if (c.status !== 'high' && c.status !== 'low') return undefined;
  const what = `IOPS × mean latency (${c.latency}) = ${fmt(c.inFlight!)} I/Os in flight against jobs × iodepth = ${c.effectiveDepth} (ratio ${fmt(c.ratio!)})`;
  const rule =
    c.status === 'high'
      ? `more than ${LITTLE_HIGH_MARGIN}× what fio can have outstanding`
      : `below ${LITTLE_LOW_FRACTION} of the depth in a closed-loop run`;
  const cause = c.unitSuspect
    ? 'latency or time unit wrong by 1000'
    : 'latency, IOPS, depth or job count is not what the run did';
  return `Little's law: ${what}, ${rule}: ${cause}`;
}

/** The figures of littleWarning, for the import report's translated text (`form`: status-cause). */
export function littleParams(c: LittleCheck): Record<string, string | number> | undefined {
  if (c.status !== 'high' && c.status !== 'low') return undefined;
  return {
    form: `${c.status}-${c.unitSuspect ? 'unit' : 'run'}`,
    latency: c.latency ?? '',
    inFlight: fmt(c.inFlight!),
    depth: c.effectiveDepth ?? '',
    ratio: fmt(c.ratio!),
    limit: c.status === 'high' ? LITTLE_HIGH_MARGIN : LITTLE_LOW_FRACTION,
  };
}

/** The ratio as a short label for tables and tooltips ("0.98", or why there is none). */
export function littleRatioText(c: LittleCheck): string {
  if (c.status === 'skipped') return c.skipped ?? '—';
  return fmt(c.ratio!);
}
