// Merging per-job fio logs and checking them against the run's summary, on real files:
// ovh/fiowebviewer sample 1 (fio 2.1.11, two jobs, group_reporting, per-job logs .1 and .2) and
// the fio 3.33 logs of tests/fixtures/fio/logs with their JSON.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkLogsAgainstSummary, LOG_TOLERANCE, type RunSummary } from '../../../src/analysis/log-check';
import {
  mergeJobs,
  mergeLatency,
  mergeRates,
  sumDirections,
  type SeriesLike,
} from '../../../src/analysis/log-merge';
import { importText } from '../../../src/ingest/route';
import type { ImportOk } from '../../../src/ingest/types';
import { readFixture } from '../../helpers/ingest';
import { describeWithShared, fixturePath } from '../../helpers/fixtures';

const OVH = 'third-party/ovh-fiowebviewer-sample-1';
const LOGS = 'fio/logs';

function series(rel: string): SeriesLike[] {
  const res = importText(readFixture(rel)) as ImportOk;
  return res.series;
}
const pick = (s: SeriesLike[], dir: string) => s.filter((x) => x.direction === dir);

/** Summary figures read from the fio 2.1.11 normal output beside the logs (group-reported, both jobs). */
function ovhSummary(): RunSummary {
  const text = readFileSync(fixturePath(OVH, 'fio-webviewer.input'), 'utf8');
  const block = (dir: 'read' | 'write') => {
    const start = text.indexOf(dir === 'read' ? '  read : ' : '  write: ');
    const part = text.slice(start, start + 400);
    const bw = Number(/bw=([\d.]+)KB\/s/.exec(part)![1]) * 1024;
    const iops = Number(/iops=(\d+)/.exec(part)![1]);
    const lat = Number(/ {5}lat \(usec\): .*avg=([\d.]+)/.exec(part)![1]) * 1000;
    const clat = Number(/clat \(usec\): .*avg=([\d.]+)/.exec(part)![1]) * 1000;
    return { bw, iops, lat, clat };
  };
  return { read: block('read'), write: block('write') };
}

describeWithShared('ovh-fiowebviewer-sample-1', 'per-job logs of ovh/fiowebviewer (fio 2.1.11)', () => {
  const bw = [...series(`${OVH}/fio-webviewer_bw.1.log`), ...series(`${OVH}/fio-webviewer_bw.2.log`)];
  const lat = [...series(`${OVH}/fio-webviewer_lat.1.log`), ...series(`${OVH}/fio-webviewer_lat.2.log`)];

  it('sums bandwidth of the two jobs per window', () => {
    const merged = mergeRates(pick(bw, 'read'))!;
    expect(merged.jobs).toBe(2);
    // Job 1 stops long before job 2, so late windows hold job 2 alone and early ones both.
    const j1 = pick(bw, 'read')[0]!;
    const j2 = pick(bw, 'read')[1]!;
    const lastT1 = j1.t[j1.t.length - 1]!;
    const late = merged.v[merged.v.length - 1]!;
    expect(late).toBeCloseTo(j2.v[j2.v.length - 1]!, 0);
    const early = merged.t.findIndex((t) => t > 5 && t < lastT1);
    expect(merged.v[early]!).toBeGreaterThan(Math.max(...j2.v.slice(0, 20)) * 0.5);
  });

  it('per-I/O latency logs merge IO-weighted and match the normal output exactly', () => {
    const checks = checkLogsAgainstSummary(lat, ovhSummary());
    expect(checks.map((c) => [c.metric, c.direction, c.ok])).toEqual([
      ['lat', 'read', true],
      ['lat', 'write', true],
    ]);
    for (const c of checks) expect(Math.abs(c.relDiff)).toBeLessThan(0.001);
    const merged = mergeLatency(pick(lat, 'read'))!;
    expect(merged.note).toBeUndefined();
    expect(merged.bucketMs).toBe(1000);
  });

  it('merged bandwidth averages to the summary within the windowed tolerance', () => {
    const checks = checkLogsAgainstSummary(bw, ovhSummary());
    expect(checks).toHaveLength(2);
    for (const c of checks) {
      expect(c.tolerance).toBe(LOG_TOLERANCE.windowed);
      expect(c.ok, c.message).toBe(true);
    }
    // Read overshoots by 11.7%: fio 2.1.11 bw windows are irregular (500–1000 ms); see LOG_TOLERANCE.
    expect(checks.find((c) => c.direction === 'read')!.relDiff).toBeCloseTo(0.117, 2);
  });

  it('a log 1000× off is flagged with a unit hint', () => {
    const wrong = lat.map((s) => ({ ...s, v: s.v.map((v) => v / 1000) }));
    const checks = checkLogsAgainstSummary(wrong, ovhSummary());
    expect(checks.every((c) => !c.ok)).toBe(true);
    expect(checks[0]!.message).toContain('1000× too small');
  });
});

describe('fio 3.33 logs against their JSON', () => {
  const json = JSON.parse(readFileSync(fixturePath(LOGS, 'randrw-4k-qd8.json'), 'utf8'));
  const job = json.jobs[0];
  const summary: RunSummary = {
    read: {
      bw: job.read.bw_bytes,
      iops: job.read.iops,
      lat: job.read.lat_ns.mean,
      clat: job.read.clat_ns.mean,
      slat: job.read.slat_ns.mean,
    },
    write: {
      bw: job.write.bw_bytes,
      iops: job.write.iops,
      lat: job.write.lat_ns.mean,
      clat: job.write.clat_ns.mean,
      slat: job.write.slat_ns.mean,
    },
  };
  const all = ['bw', 'iops', 'lat', 'clat', 'slat'].flatMap((m) =>
    series(`${LOGS}/randrw-4k-qd8_${m}.1.log`),
  );

  it('every windowed log is within 5% of the JSON (tolerance 15%)', () => {
    const checks = checkLogsAgainstSummary(all, summary);
    expect(checks).toHaveLength(10);
    for (const c of checks) expect(Math.abs(c.relDiff), c.message).toBeLessThan(0.05);
  });

  it('a disagreement beyond tolerance becomes a failed check naming both numbers', () => {
    const checks = checkLogsAgainstSummary(all, { read: { iops: job.read.iops * 1.5 } });
    expect(checks).toHaveLength(1);
    expect(checks[0]!.ok).toBe(false);
    expect(checks[0]!.message).toMatch(/differs from the summary .* by -33\.\d%/);
  });

  it('windowed latency of one job merges to itself; total = read + write', () => {
    const iops = all.filter((s) => s.metric === 'iops');
    const merged = iops.map((s) => mergeJobs([s])!);
    const total = sumDirections(merged)!;
    expect(total.direction).toBe('total');
    const k = 10;
    expect(total.v[k]).toBeCloseTo(merged[0]!.v[k]! + merged[1]!.v[k]!, 6);
    const latRead = all.find((s) => s.metric === 'lat' && s.direction === 'read')!;
    expect(mergeJobs([latRead])!.v.slice(0, 5)).toEqual(latRead.v.slice(0, 5));
  });

  it('per-I/O log mean equals lat_ns.mean to 1%', () => {
    const perio = series(`${LOGS}/randread-4k-qd1-perio_lat.1.log`);
    const j = JSON.parse(readFileSync(fixturePath(LOGS, 'randread-4k-qd1-perio.json'), 'utf8')).jobs[0];
    const [c] = checkLogsAgainstSummary(perio, { read: { lat: j.read.lat_ns.mean } });
    expect(c!.tolerance).toBe(LOG_TOLERANCE.perIo);
    expect(Math.abs(c!.relDiff)).toBeLessThan(1e-9);
  });
});

describe('merge rules on two hand-made jobs', () => {
  it('weights windowed latency by each job’s IOPS when given', () => {
    const a: SeriesLike = { metric: 'lat', direction: 'read', unit: 'ns', t: [0.1], v: [100], windowMs: 100 };
    const b: SeriesLike = { metric: 'lat', direction: 'read', unit: 'ns', t: [0.1], v: [300], windowMs: 100 };
    const ia: SeriesLike = {
      metric: 'iops',
      direction: 'read',
      unit: 'IOPS',
      t: [0.1],
      v: [3000],
      windowMs: 100,
    };
    const ib: SeriesLike = {
      metric: 'iops',
      direction: 'read',
      unit: 'IOPS',
      t: [0.1],
      v: [1000],
      windowMs: 100,
    };
    expect(mergeLatency([a, b], [ia, ib])!.v).toEqual([150]);
    // Little's law at equal depth: weights 1/100 and 1/300 → harmonic mean 150.
    const little = mergeLatency([a, b])!;
    expect(little.v[0]).toBeCloseTo(150, 9);
    expect(little.note).toContain("Little's law");
    expect(mergeRates([ia, ib])!.v).toEqual([4000]);
  });
});
