// PTS Write Saturation (docs/pts-bundles.md §1, §6): 4k random-write IOPS per interval, against time and
// against total bytes written (TGBW). The suite's "GB" axis is write.io_bytes/1024/1024, i.e. MiB
// (§7); here TGBW is kept in bytes and the chart chooses the display unit.
import type { Bytes, OpsPerSecond, Seconds } from '../model/units';
import type { RoundMeasurement } from './steady-state';

export interface WsatPoint {
  /** Interval number across all rounds (1-based, run order). */
  interval: number;
  round: number;
  /** Seconds since the first interval started (from the suite's started/stopped stamps). */
  elapsed: Seconds;
  iops: OpsPerSecond;
  /** Total bytes written up to and including this interval. */
  tgbw: Bytes;
}

/** The WSAT curve of one disk, in run order (preconditioning wipc jobs excluded). */
export function wsatCurve(measurements: readonly RoundMeasurement[]): WsatPoint[] {
  const jobs = measurements
    .filter((m) => m.test === 'wsat' && m.role === 'round' && m.pts?.phase === 'wdpc')
    .sort(
      (a, b) => (a.pts?.interval ?? 0) - (b.pts?.interval ?? 0) || (a.pts?.round ?? 0) - (b.pts?.round ?? 0),
    );
  const t0 = jobs[0]?.pts?.started ? Date.parse(jobs[0].pts.started) : NaN;
  let written = 0;
  return jobs.map((m, i) => {
    written += m.directions.write?.ioBytes ?? 0;
    const stop = m.pts?.stopped ? Date.parse(m.pts.stopped) : NaN;
    return {
      interval: m.pts?.interval ?? i + 1,
      round: m.pts?.round ?? 0,
      elapsed: Number.isFinite(stop - t0) ? (stop - t0) / 1000 : i + 1,
      iops: m.directions.write?.iops ?? 0,
      tgbw: written,
    };
  });
}
