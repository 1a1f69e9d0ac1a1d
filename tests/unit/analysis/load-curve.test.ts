// Load curves of the real QD sweep against independent readings: every point's IOPS, latency and p99
// come from JSON.parse of its own file here, and saturation, knee and marginal cost are worked out
// again from those raw numbers with the rules the chart's note states.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { diskLoadCurves, pointLabel, type LoadCurve } from '../../../src/analysis/load-curve';
import { summariseDisk } from '../../../src/analysis/summary';
import { ingestFiles } from '../../../src/ingest/ingest';
import type { Dataset } from '../../../src/model/types';
import { readInputs } from '../../../scripts/lib/read-inputs';
import { OWN_FIXTURES } from '../../helpers/fixtures';

const SWEEP = path.join(OWN_FIXTURES, 'fio-sweep');
const LIBAIO = 'local_vda-libaio_270';

interface RawPoint {
  rw: string;
  qd: number;
  jobs: number;
  iops: number;
  lat: number;
  p99: number;
  /** The direction's runtime, s (fio writes ms). */
  runtimeS: number;
  /** The report's epoch milliseconds (the end of the run). */
  timestampMs: number;
  rampS: number;
  file: string;
}

/** Every file of a folder read with JSON.parse: the figures of its one (group-reported) job. */
function rawPoints(folder: string): RawPoint[] {
  return readdirSync(path.join(SWEEP, folder))
    .filter((n) => n.endsWith('.json'))
    .map((n) => {
      const doc = JSON.parse(readFileSync(path.join(SWEEP, folder, n), 'utf8')) as { timestamp_ms: number };
      const job = (
        JSON.parse(readFileSync(path.join(SWEEP, folder, n), 'utf8')) as {
          jobs: {
            'job options': Record<string, string>;
            read: {
              iops: number;
              runtime: number;
              lat_ns: { mean: number };
              clat_ns: { percentile: Record<string, number> };
            };
            write: {
              iops: number;
              runtime: number;
              lat_ns: { mean: number };
              clat_ns: { percentile: Record<string, number> };
            };
          }[];
        }
      ).jobs[0]!;
      const o = job['job options'];
      const dir = /read/.test(o.rw!) ? job.read : job.write;
      return {
        rw: o.rw!,
        qd: Number(o.iodepth),
        jobs: Number(o.numjobs),
        iops: dir.iops,
        lat: dir.lat_ns.mean,
        p99: dir.clat_ns.percentile['99.000000']!,
        runtimeS: dir.runtime / 1000,
        timestampMs: doc.timestamp_ms,
        rampS: Number(o.ramp_time),
        file: n,
      };
    });
}

let ds: Dataset;
let curves: LoadCurve[];
beforeAll(async () => {
  ds = await ingestFiles(readInputs([path.join(SWEEP, LIBAIO)]), { origin: 'test' });
  curves = diskLoadCurves(ds, ds.disks[0]!.id);
});

const RW_OF: Record<string, string> = {
  'random.100.4096.libaio': 'randread',
  'random.0.4096.libaio': 'randwrite',
  'sequential.100.131072.libaio': 'read',
};

describe('load curves of the libaio sweep', () => {
  it('one curve per workload, one point per QD × jobs (7 × 3)', () => {
    expect(curves.map((c) => c.key).sort()).toEqual(Object.keys(RW_OF).sort());
    for (const c of curves) {
      expect(c.points).toHaveLength(21);
      expect(new Set(c.points.map(pointLabel)).size).toBe(21);
      expect(c.queueDepths).toEqual([1, 2, 4, 8, 16, 32, 64]);
      expect(c.jobCounts).toEqual([1, 2, 4]);
    }
  });

  for (const [key, rw] of Object.entries(RW_OF)) {
    describe(rw, () => {
      const raw = rawPoints(LIBAIO).filter((p) => p.rw === rw);
      const curve = () => curves.find((c) => c.key === key)!;
      const at = (qd: number, jobs: number) => raw.find((p) => p.qd === qd && p.jobs === jobs)!;

      it('every point: IOPS, mean total latency and clat p99 of its own file', () => {
        for (const p of curve().points) {
          const r = at(p.queueDepth, p.jobs);
          expect(p.measurement.provenance.file).toBe(`${LIBAIO}/${r.file}`);
          expect(p.iops).toBeCloseTo(r.iops, 6);
          expect(p.latMean).toBeCloseTo(r.lat, 3);
          expect(p.latKind).toBe('lat');
          expect(p.p99).toBe(r.p99);
          expect(p.p99Kind).toBe('clat');
          expect(p.lengthS).toBe(r.runtimeS);
          // fio 3.33 writes no job_start: the start is estimated as end − ramp_time − runtime.
          expect(p.started).toBeUndefined();
          expect(p.startedEstimate).toBe(
            new Date(Math.round((r.timestampMs - (r.rampS + r.runtimeS) * 1000) / 1000) * 1000).toISOString(),
          );
        }
      });

      it('saturation: the lowest QD×jobs (fewer jobs first) reaching 90 % of the highest IOPS', () => {
        const peak = Math.max(...raw.map((p) => p.iops));
        const order = [...raw].sort((a, b) => a.qd * a.jobs - b.qd * b.jobs || a.jobs - b.jobs);
        const sat = order.find((p) => p.iops >= 0.9 * peak)!;
        expect(curve().peakIops).toBeCloseTo(peak, 6);
        expect(pointLabel(curve().saturation!)).toBe(`${sat.qd}×${sat.jobs}`);
      });

      it('knee: the point with the highest IOPS ÷ mean latency', () => {
        const knee = raw.reduce((a, p) => (p.iops / p.lat > a.iops / a.lat ? p : a));
        expect(pointLabel(curve().knee!)).toBe(`${knee.qd}×${knee.jobs}`);
      });

      it('marginal cost: Δ latency ÷ Δ IOPS from the previous depth at the same jobs count', () => {
        for (const p of curve().points) {
          if (p.queueDepth === 1) {
            expect(p.marginal).toBeUndefined();
            continue;
          }
          const from = at(p.queueDepth / 2, p.jobs);
          const to = at(p.queueDepth, p.jobs);
          expect(pointLabel(p.marginal!.from)).toBe(`${from.qd}×${from.jobs}`);
          expect(p.marginal!.dLat).toBeCloseTo(to.lat - from.lat, 3);
          expect(p.marginal!.dIops).toBeCloseTo(to.iops - from.iops, 6);
          if (to.iops > from.iops)
            expect(p.marginal!.nsPerIops).toBeCloseTo((to.lat - from.lat) / (to.iops - from.iops), 6);
          else expect(p.marginal!.nsPerIops).toBeUndefined();
        }
      });
    });
  }

  it('the knee needs 3 points and saturation 2: a curve cut to 2 points has no knee', () => {
    const two = ds.measurements.filter(
      (m) => m.workload.rw === 'randread' && m.workload.jobs === 1 && [1, 2].includes(m.workload.queueDepth!),
    );
    const [c] = diskLoadCurves({ ...ds, measurements: two }, ds.disks[0]!.id);
    expect(c!.points).toHaveLength(2);
    expect(c!.knee).toBeUndefined();
    expect(c!.saturation).toBeDefined();
  });

  it('each point is the summary policy’s representative run of its workload, with its runs', () => {
    const summaries = summariseDisk(ds, ds.disks[0]!.id);
    for (const c of curves)
      for (const p of c.points) {
        const s = summaries.find((x) => x.runs.includes(p.measurement))!;
        expect(p.measurement).toBe(s.representative);
        expect(p.runs).toEqual(s.runs);
        expect(p.statistic).toBe('single');
      }
  });
});
