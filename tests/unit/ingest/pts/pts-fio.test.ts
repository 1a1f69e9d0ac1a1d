// PTS fio-[test].json importer on the real bundle tests/fixtures/pts/local_ext4_2 (fio 3.33).
// Every job becomes a `round`; the test kind must come out the same when the file is imported under
// the name `unknown` (checkFixture), because the jobs themselves say which test they are.
// The window checks recompute the suite's [test].json values from the raw fio JSON with this test's
// own code (not the importer's), then compare with the importer's rounds and the suite's figures.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ptsFioImporter, optionsFromCommand } from '../../../../src/ingest/pts/fio';
import { importText } from '../../../../src/ingest/route';
import type { ImportOk, ImportResult } from '../../../../src/ingest/types';
import { checkFixture, readFixture, summarize } from '../../../helpers/ingest';
import { fixturePath } from '../../../helpers/fixtures';

const DIR = 'pts/local_ext4_2';

interface RawDir {
  iops: number;
  bw: number;
  lat_ns: { mean: number; max: number };
}
interface RawJob {
  jobname: string;
  read: RawDir;
  write: RawDir;
}
const raw = (name: string) =>
  (JSON.parse(readFileSync(fixturePath(DIR, name), 'utf8')) as { jobs: RawJob[] }).jobs;
const mean = (v: number[]) => v.reduce((a, b) => a + b, 0) / v.length;

function ok(res: ImportResult): ImportOk {
  if (!res.ok) throw new Error(JSON.stringify(res.error));
  return res;
}

const FILES: [string, string, number][] = [
  ['fio-iops.json', 'iops', 107],
  ['fio-throughput-1024k.json', 'throughput', 10],
  ['fio-throughput-128k.json', 'throughput', 12],
  ['fio-latency.json', 'latency', 32],
  ['fio-wsat.json', 'wsat', 15],
  ['fio-hir.json', 'hir', 25],
];

describe('PTS fio-[test].json fixtures', () => {
  for (const [name, test, jobs] of FILES) {
    it(`${name}: ${jobs} rounds of test ${test}, same under the name unknown`, () => {
      const res = ok(checkFixture(`${DIR}/${name}`, 'pts-fio'));
      expect(res.warnings).toEqual([]);
      expect(res.measurements).toHaveLength(jobs);
      expect(new Set(res.measurements.map((m) => m.test))).toEqual(new Set([test]));
      expect(res.measurements.every((m) => m.role === 'round' && m.provenance.toolVersion === '3.33')).toBe(
        true,
      );
      expect(summarize(res)).toMatchSnapshot();
    });
  }

  it('fio-iops.json: 105 window rounds and 2 preconditioning passes, full per-direction stats', () => {
    const res = ok(checkFixture(`${DIR}/fio-iops.json`, 'pts-fio'));
    expect(res.measurements.filter((m) => m.pts?.ssmw)).toHaveLength(105);
    const wipc = res.measurements.filter((m) => m.pts?.phase === 'wipc');
    expect(wipc.map((m) => m.provenance.job)).toEqual(['wipc-1-1', 'wipc-2-1']);
    expect(wipc[0]!.workload).toMatchObject({
      pattern: 'sequential',
      readPct: 0,
      blockSize: 131072,
      queueDepth: 16,
      jobs: 1,
    });
    const m = res.measurements.find((x) => x.provenance.job === 'x1-65_35-4k-rand-1-ssmw')!;
    expect(m.workload).toEqual({
      pattern: 'random',
      readPct: 65,
      blockSize: 4096,
      queueDepth: 16,
      jobs: 2,
      rw: 'randrw',
      ioengine: 'libaio',
      // The round's fio options as the suite wrote them (global options: direct, size, runtime, filename).
      direct: true,
      options: { filename: '/mnt/pts_ext4/fio-test', runtime: '10', size: '1728m' },
    });
    expect(m.started).toBe(m.pts?.started);
    expect(m.pts).toEqual({
      phase: 'wdpc',
      round: 1,
      ssmw: true,
      started: '2026-11-21T22:06:56Z',
      stopped: '2026-11-21T22:07:07Z',
    });
    // Raw values of that job: read iops 87491.375969, bw_bytes 358364675, clat_ns p99 1712128.
    expect(m.directions.read?.iops).toBe(87491.375969);
    expect(m.directions.read?.bw).toBe(358364675);
    expect(m.directions.read?.clat?.percentiles?.p99).toBe(1712128);
    expect(m.directions.read?.lat?.mean).toBe(214826.820784);
    expect(m.directions.read?.runtime).toBe(10.32);
    expect(m.total.iops).toBeCloseTo(87491.375969 + 47133.914729, 6);
    expect(m.total.latMethod).toBe('io-weighted');
  });

  it('fio-iops.json: the window mean of 4k 100/0 read+write IOPS reproduces iops_4k_100_0 = 311073', () => {
    const window = raw('fio-iops.json').filter((j) => /^x\d+-100_0-4k-rand-1-ssmw$/.test(j.jobname));
    expect(window).toHaveLength(5);
    const suite = Math.round(mean(window.map((j) => j.read.iops + j.write.iops)));
    expect(suite).toBe(311073);
    const rounds = ok(checkFixture(`${DIR}/fio-iops.json`, 'pts-fio')).measurements.filter(
      (m) => m.pts?.ssmw && m.workload.blockSize === 4096 && m.workload.readPct === 100,
    );
    expect(Math.round(mean(rounds.map((m) => m.total.iops!)))).toBe(311073);
  });

  it('fio-throughput-1024k.json: the window mean reproduces throughput_1024k_100_0 = 8370.31 MiB/s', () => {
    const window = raw('fio-throughput-1024k.json').filter((j) =>
      /^x\d+-100_0-1024k-seq-1-ssmw$/.test(j.jobname),
    );
    const suiteMiB = Math.round((mean(window.map((j) => j.read.bw + j.write.bw)) / 1024) * 100) / 100;
    expect(suiteMiB).toBe(8370.31);
    const rounds = ok(importText(readFixture(`${DIR}/fio-throughput-1024k.json`))!).measurements.filter(
      (m) => m.pts?.ssmw && m.workload.readPct === 100,
    );
    expect(rounds.every((m) => m.workload.pattern === 'sequential' && m.workload.blockSize === 1048576)).toBe(
      true,
    );
    expect(mean(rounds.map((m) => m.total.bw!)) / 1048576).toBeCloseTo(8370.31, 2);
  });

  it('fio-latency.json: the unweighted read/write mean over the window reproduces latency_4k_65_35_mean', () => {
    const window = raw('fio-latency.json').filter((j) => /^x\d+-65_35-4k-rand-1-ssmw$/.test(j.jobname));
    const ms = mean(window.map((j) => (j.read.lat_ns.mean + j.write.lat_ns.mean) / 2 / 1e6));
    expect(ms).toBeCloseTo(0.011823330038, 12);
    const res = ok(checkFixture(`${DIR}/fio-latency.json`, 'pts-fio'));
    const rounds = res.measurements.filter(
      (m) => m.pts?.ssmw && m.workload.blockSize === 4096 && m.workload.readPct === 65,
    );
    const fromRounds = mean(
      rounds.map((m) => (m.directions.read!.lat!.mean + m.directions.write!.lat!.mean) / 2),
    );
    expect(fromRounds).toBeCloseTo(0.011823330038 * 1e6, 3);
    expect(rounds.every((m) => m.workload.queueDepth === 1 && m.workload.jobs === 1)).toBe(true);
  });

  it('fio-wsat.json and fio-hir.json: intervals, wait states and baselines from the names', () => {
    const wsat = ok(checkFixture(`${DIR}/fio-wsat.json`, 'pts-fio'));
    expect(wsat.measurements.map((m) => m.pts?.interval)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15,
    ]);
    const hir = ok(checkFixture(`${DIR}/fio-hir.json`, 'pts-fio'));
    const phases = hir.measurements.map((m) => `${m.pts?.phase}:${m.pts?.waitS ?? m.pts?.interval}`);
    expect(phases.slice(15)).toEqual([
      'wait:5',
      'baseline:5',
      'wait:10',
      'baseline:10',
      'wait:15',
      'baseline:15',
      'wait:25',
      'baseline:25',
      'wait:50',
      'baseline:50',
    ]);
    expect(phases.slice(0, 3)).toEqual(['wdpc:1', 'wdpc:2', 'wdpc:3']);
  });
});

describe('PTS fio-[test].json edge cases', () => {
  const iopsText = readFixture(`${DIR}/fio-iops.json`).text;
  const latencyText = readFixture(`${DIR}/fio-latency.json`).text;

  it('reads fio options from the command line, later values winning', () => {
    expect(
      optionsFromCommand('fio --name=global --bs=4k --iodepth=16 --time_based --name=x --iodepth=1'),
    ).toEqual({
      name: 'x',
      bs: '4k',
      iodepth: '1',
    });
    expect(optionsFromCommand('rm -rf /')).toBeUndefined();
    expect(optionsFromCommand(42)).toBeUndefined();
  });

  it('reads the same option pairs as the pattern /(?:^|\\s)--([a-z_]+)=(\\S*)/g, word for word', () => {
    // The pattern is this test's own reading; the importer scans the words by hand.
    const pairs = (cmd: string) => {
      const out: Record<string, string> = {};
      for (const m of cmd.matchAll(/(?:^|\s)--([a-z_]+)=(\S*)/g)) out[m[1]!] = m[2]!;
      return out;
    };
    const real: string[] = [];
    for (const test of ['iops', 'throughput-128k', 'throughput-1024k', 'latency', 'wsat', 'hir']) {
      const doc = JSON.parse(readFixture(`${DIR}/fio-${test}.json`).text) as {
        jobs: { fio_command?: string }[];
      };
      for (const j of doc.jobs) if (j.fio_command) real.push(j.fio_command);
    }
    expect(real.length).toBeGreaterThan(100);
    const odd = [
      'fio a--b=c --d=e',
      'fio ---a=b --c=d',
      'fio --x --y=1 --z',
      'fio --a==b\t--c=\u00a0--d=1\u3000--e=2\u2028--f=3',
      'fio --name=a--name=b',
      '  fio  --q=1  ',
      'fio --Ab=1 --a_b=2 --a-b=3 --=4 --5=6 --é=7',
      'fio --a= --b=x',
      'fio\n--a=1\r\n--b=2',
      'fio --a=1\ufeff--b=2',
    ];
    for (const cmd of [...real, ...odd])
      expect(optionsFromCommand(cmd), JSON.stringify(cmd)).toEqual(pairs(cmd));
  });

  it('without fio_command, latency vs iops falls back to the file name, with a warning when it cannot', () => {
    const doc = JSON.parse(latencyText) as { jobs: Record<string, unknown>[] };
    for (const j of doc.jobs) delete j.fio_command;
    const text = JSON.stringify(doc);
    const named = ok(importText({ path: 'b/fio-latency.json', text })!);
    expect(named.format).toBe('pts-fio');
    expect(new Set(named.measurements.map((m) => m.test))).toEqual(new Set(['latency']));
    const unknown = ok(importText({ path: 'unknown', text })!);
    expect(unknown.measurements[5]?.test).toBe('iops');
    expect(unknown.warnings.map((w) => w.message)).toEqual([
      'the test could not be told from the jobs or the file name; assumed iops',
    ]);
  });

  it('warns when the file name disagrees with the jobs, and trusts the jobs', () => {
    const res = ok(importText({ path: 'b/fio-wsat.json', text: iopsText })!);
    expect(res.measurements[10]?.test).toBe('iops');
    expect(res.warnings.map((w) => w.message)).toEqual([
      'the file name says wsat but the jobs are iops; using iops',
    ]);
  });

  it('keeps a failed job as failed, skips non-objects with a warning', () => {
    const doc = JSON.parse(latencyText) as { jobs: unknown[] };
    (doc.jobs[3] as Record<string, unknown>).error = 5;
    doc.jobs[4] = 'nonsense';
    const res = ok(importText({ path: 'b/fio-latency.json', text: JSON.stringify(doc) })!);
    expect(res.measurements).toHaveLength(31);
    expect(res.measurements[3]).toMatchObject({ status: 'failed', error: 'fio reported error 5', total: {} });
    expect(res.warnings.map((w) => w.message)).toEqual(['jobs[4] is not an object; skipped']);
  });

  it('reads the JSON as tolerantly as plain fio JSON: text before it, nan/inf, integers past 2^53', () => {
    const doc = JSON.parse(iopsText);
    const want = doc.jobs.length as number;
    type J = { read: { iops: number }; write: { iops: number } };
    const busy = (doc.jobs as J[]).findIndex((j) => j.read.iops + j.write.iops > 0);
    const busyIops = doc.jobs[busy].read.iops + doc.jobs[busy].write.iops;
    // Only statistics no figure is taken from are damaged; the job count and the first IOPS must survive.
    let damaged = iopsText.replace(/("bw_dev"\s*:\s*)[-\d.e+]+/, '$1nan');
    damaged = damaged.replace(/("iops_stddev"\s*:\s*)[-\d.e+]+/, '$1-inf');
    damaged = damaged.replace(/("minf"\s*:\s*)\d+/, '$118446744073709551615');
    const res = ptsFioImporter.parse({
      path: 'x/fio-iops.json',
      text: 'note: both iodepth >= 1 and synchronous I/O engine are selected\n' + damaged,
    });
    if (!res.ok) throw new Error(JSON.stringify(res.error));
    expect(res.measurements).toHaveLength(want);
    expect(res.measurements[busy]!.total.iops).toBeCloseTo(busyIops, 6);
    const codes = res.warnings.map((w) => w.code);
    expect(codes).toEqual(expect.arrayContaining(['text-before-json', 'non-finite', 'precision']));
  });

  it('gives named errors for bad input', () => {
    const inputs = {
      truncated: iopsText.slice(0, 5000),
      noJobs: '{"fio version":"fio-3.33","jobs":[]}',
      jobsNotArray: '{"fio version":"fio-3.33","jobs":{"fio_command":"fio"}}',
      notObject: '[{"fio version":"fio-3.33"}]',
      jobsUnusable: '{"fio version":"fio-3.33","jobs":[1,2]}',
      empty: '   ',
    };
    const results = Object.fromEntries(
      Object.entries(inputs).map(([k, text]) => [
        k,
        summarize(ptsFioImporter.parse({ path: 'bad/fio-iops.json', text })),
      ]),
    );
    expect(results).toMatchSnapshot();
    expect(importText({ path: 'bad/fio-iops.json', text: inputs.truncated })?.format).toBe('pts-fio');
  });
});
