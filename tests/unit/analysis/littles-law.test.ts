// Little's law against independent readings: in-flight and depth worked out here from the raw fio
// JSON (JSON.parse, no importer code) for every file of the real QD sweep; the same real file with
// its latencies scaled × 1000 and × 1/1000 must warn (by name, in the import report); every real
// fixture must stay under the margin (the largest ratio is printed).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  LITTLE_HIGH_MARGIN,
  littleCheck,
  littleWarning,
  type LittleCheck,
} from '../../../src/analysis/littles-law';
import { ingestFiles } from '../../../src/ingest/ingest';
import { importText } from '../../../src/ingest/route';
import type { Dataset, Measurement } from '../../../src/model/types';
import { readInputs } from '../../../scripts/lib/read-inputs';
import { describeWithShared, OWN_FIXTURES, THIRD_PARTY } from '../../helpers/fixtures';

const SWEEP = path.join(OWN_FIXTURES, 'fio-sweep');
const folders = ['local_vda-libaio_270', 'local_vda-iouring_270'];
const sweepFiles = folders.flatMap((f) =>
  readdirSync(path.join(SWEEP, f))
    .filter((n) => n.endsWith('.json'))
    .map((n) => `${f}/${n}`),
);

type RawDir = {
  iops: number;
  lat_ns: { mean: number };
  clat_ns: { mean: number };
  slat_ns: { mean: number };
};
type RawJob = { 'job options': Record<string, string>; read: RawDir; write: RawDir };
const rawText = (rel: string) => readFileSync(path.join(SWEEP, rel), 'utf8');
const rawJob = (text: string) => (JSON.parse(text) as { jobs: RawJob[] }).jobs[0]!;

function importOne(rel: string, text: string): Measurement {
  const res = importText({ path: rel, text });
  if (!res?.ok) throw new Error(`${rel} did not import`);
  expect(res.measurements).toHaveLength(1);
  return { ...res.measurements[0]!, id: rel, diskId: 'd' } as Measurement;
}

/** Scales every latency mean (lat, clat, slat; both directions) of the raw JSON by `k`. */
function scaled(text: string, k: number): string {
  const doc = JSON.parse(text) as { jobs: Record<string, Record<string, { mean: number }>>[] };
  for (const job of doc.jobs)
    for (const dir of ['read', 'write'])
      for (const key of ['lat_ns', 'clat_ns', 'slat_ns']) {
        const l = job[dir]?.[key];
        if (l) l.mean *= k;
      }
  return JSON.stringify(doc);
}

describe("Little's law on the real QD sweep", () => {
  it('has the 105 files the README lists', () => {
    expect(sweepFiles).toHaveLength(105);
  });

  it.each(sweepFiles)('%s: ratio as worked out from the raw JSON, no warning', (rel) => {
    const text = rawText(rel);
    const job = rawJob(text);
    const o = job['job options'];
    const inFlight = (job.read.iops * job.read.lat_ns.mean + job.write.iops * job.write.lat_ns.mean) / 1e9;
    const depth = Number(o.iodepth) * Number(o.numjobs);
    const c = littleCheck(importOne(rel, text));
    expect(c.latency).toBe('lat');
    expect(c.effectiveDepth).toBe(depth);
    expect(c.inFlight).toBeCloseTo(inFlight, 9);
    expect(c.ratio).toBeCloseTo(inFlight / depth, 9);
    expect(c.closedLoop).toBe(true);
    expect(c.status).toBe('ok');
    expect(littleWarning(c)).toBeUndefined();
  });

  it.each([
    ['× 1000', 1000, 'high'],
    ['× 1/1000', 1 / 1000, 'low'],
  ] as const)('latencies scaled %s warn, named a unit error', (_, k, status) => {
    const rel = 'local_vda-libaio_270/randread-4k-qd16-nj2.json';
    const c = littleCheck(importOne(rel, scaled(rawText(rel), k)));
    expect(c.status).toBe(status);
    expect(c.unitSuspect).toBe(true);
    expect(littleWarning(c)).toMatch(/latency or time unit wrong by 1000/);
  });

  it('a scaled file is named in the import report with its job; the unchanged one is not', async () => {
    const rel = 'local_vda-libaio_270/randwrite-4k-qd8-nj4.json';
    const bytes = (t: string) => new TextEncoder().encode(t);
    const ds = await ingestFiles(
      [
        { path: `ok_disk_1/${path.basename(rel)}`, bytes: bytes(rawText(rel)) },
        { path: 'bad_disk_1/us-as-ns.json', bytes: bytes(scaled(rawText(rel), 1000)) },
        { path: 'bad_disk_1/ns-as-us.json', bytes: bytes(scaled(rawText(rel), 1 / 1000)) },
      ],
      { origin: 'test' },
    );
    const little = (file: string) =>
      ds.reports.find((r) => r.file === file)!.warnings.filter((w) => w.code === 'littles-law');
    expect(little(`ok_disk_1/${path.basename(rel)}`)).toEqual([]);
    for (const file of ['bad_disk_1/us-as-ns.json', 'bad_disk_1/ns-as-us.json']) {
      const w = little(file);
      expect(w).toHaveLength(1);
      expect(w[0]!.job).toBe('randwrite-4k');
      expect(w[0]!.message).toMatch(/jobs × iodepth = 32 .*latency or time unit wrong by 1000/);
    }
  });

  it('a run with no latency recorded is skipped, saying so', () => {
    const rel = 'local_vda-libaio_270/read-128k-qd4-nj1.json';
    const c = littleCheck(importOne(rel, scaled(rawText(rel), 0)));
    expect(c).toMatchObject({ status: 'skipped', skipped: 'latency not recorded' });
  });
});

describe("Little's law on every real fixture", () => {
  const rateLimited = 'fio/logs/randwrite-4k-qd4-offset.json';

  it('a rate-limited run (rate_iops=500) is open-loop: far below its depth, yet no warning', () => {
    const text = readFileSync(path.join(OWN_FIXTURES, rateLimited), 'utf8');
    const job = JSON.parse(text) as { jobs: { 'job options': Record<string, string> }[] };
    expect(job.jobs[0]!['job options'].rate_iops).toBe('500');
    const c = littleCheck(importOne(rateLimited, text));
    expect(c).toMatchObject({ closedLoop: false, openLoopBy: 'rate_iops=500', status: 'ok' });
    expect(c.ratio).toBeLessThan(0.1);
  });

  const survey = (ds: Dataset) => {
    const checks = ds.measurements
      .map((m) => ({ m, c: littleCheck(m) }))
      .filter((x): x is { m: Measurement; c: LittleCheck & { ratio: number } } => x.c.ratio !== undefined);
    const top = checks.reduce((a, x) => (x.c.ratio > a.c.ratio ? x : a));
    console.log(
      `Little's law: ${checks.length} runs with a ratio; largest ${top.c.ratio.toFixed(4)} in ${top.m.provenance.file}`,
    );
    return checks;
  };

  it('tests/fixtures: every ratio under the margin, no warning in the report', async () => {
    const ds = await ingestFiles(readInputs([OWN_FIXTURES]), { origin: 'test' });
    const checks = survey(ds);
    expect(checks.length).toBeGreaterThan(150);
    expect(checks.filter((x) => x.c.ratio > LITTLE_HIGH_MARGIN)).toEqual([]);
    expect(ds.reports.flatMap((r) => r.warnings.filter((w) => w.code === 'littles-law'))).toEqual([]);
  });

  describeWithShared('public-cloud', 'third-party fio runs', () => {
    it('every ratio under the margin, no warning', async () => {
      const ds = await ingestFiles(readInputs([THIRD_PARTY]), { origin: 'test' });
      const checks = survey(ds);
      expect(checks.length).toBeGreaterThan(0);
      expect(checks.filter((x) => x.c.ratio > LITTLE_HIGH_MARGIN)).toEqual([]);
      expect(ds.reports.flatMap((r) => r.warnings.filter((w) => w.code === 'littles-law'))).toEqual([]);
    });
  });
});
