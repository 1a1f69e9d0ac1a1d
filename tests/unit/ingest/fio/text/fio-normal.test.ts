// fio normal (human-readable) importer on the real reports of tests/fixtures/fio (fio 3.33) and
// the fio 2.1.11 report of ovh/fiowebviewer (read from ../shared, not copied). Expected numbers are
// pulled out of the raw text with literal regexes in each test, then converted by hand.
import { describe, expect, it } from 'vitest';
import { fioNormalImporter } from '../../../../../src/ingest/fio/text/fio-normal';
import { importText } from '../../../../../src/ingest/route';
import type { ImportOk, ImportResult } from '../../../../../src/ingest/types';
import { checkFixture, readFixture, summarize } from '../../../../helpers/ingest';
import { describeWithShared } from '../../../../helpers/fixtures';

const OVH_DIR = 'ovh-fiowebviewer-sample-1';
const OVH = `third-party/${OVH_DIR}/fio-webviewer.input`;
const FILES = [
  'fio/formats/randread-4k-qd32.normal.txt',
  'fio/formats/randrw-4k-qd16.normal.txt',
  'fio/multi/numjobs4-group_reporting.normal.txt',
  'fio/multi/two-jobs.normal.txt',
  'fio/gotchas/kb_base-1000.normal.txt',
  'fio/gotchas/randwrite-fsync4.normal.txt',
  'fio/gotchas/randtrim-falloc.normal.txt',
];
const MiB = 1024 * 1024;

function ok(res: ImportResult | undefined): ImportOk {
  if (!res?.ok) throw new Error(JSON.stringify(res));
  return res;
}
const load = (rel: string) => ({ text: readFixture(rel).text, res: ok(importText(readFixture(rel))) });
/** First capture groups of a regex in the raw text, as numbers. */
function grab(text: string, re: RegExp): number[] {
  const m = re.exec(text);
  if (!m) throw new Error(`${re} not in fixture`);
  return m.slice(1).map(Number);
}

const checkAndSnapshot = (rel: string) => {
  const res = checkFixture(rel, 'fio-normal');
  expect(summarize(res)).toMatchSnapshot();
};
describe('fio normal fixtures', () => {
  it.each(FILES)('%s', checkAndSnapshot);
});
describeWithShared(OVH_DIR, 'fio normal fixtures', () => {
  it.each([OVH])('%s', checkAndSnapshot);
});

describe('numbers equal the printed report', () => {
  it('randrw-4k-qd16 (fio 3.33): IOPS, BW, latency units, percentiles, read share', () => {
    const { text, res } = load('fio/formats/randrw-4k-qd16.normal.txt');
    const m = res.measurements[0]!;
    const r = m.directions.read!;
    const [iopsK, bwMiB, runMs] = grab(
      text,
      /read: IOPS=([\d.]+)k, BW=([\d.]+)MiB\/s \(.*?\)\(.*?\/(\d+)msec\)/,
    );
    const [issuedR, issuedW] = grab(text, /issued rwts: total=(\d+),(\d+),/);
    // IOPS=54.5k is rounded; fio's own figure is issued × 1000 / runtime.
    expect(Math.abs(r.iops - iopsK! * 1000)).toBeLessThanOrEqual(50);
    expect(r.iops).toBeCloseTo((issuedR! * 1000) / runMs!, 9);
    expect(r.totalIos).toBe(issuedR);
    expect(r.bw).toBe(bwMiB! * MiB);
    expect(r.runtime).toBe(runMs! / 1000);
    const [clatAvgUs] = grab(text, /clat \(usec\): min=\d+, max=\d+, avg=([\d.]+)/);
    expect(r.clat!.mean).toBeCloseTo(clatAvgUs! * 1000, 6);
    const [slatMaxK] = grab(text, /slat \(nsec\): min=\d+, max=([\d.]+)k/);
    expect(r.slat!.max).toBeCloseTo(slatMaxK! * 1000, 6); // `max=4680.8k` nsec = 4 680 800 ns
    const [p99] = grab(text, /99\.00th=\[\s*(\d+)\]/);
    expect(r.clat!.percentiles!.p99).toBe(p99! * 1000);
    const [wBw] = grab(text, /write: IOPS=[\d.]+k, BW=([\d.]+)MiB\/s/);
    expect(m.directions.write!.bw).toBeCloseTo(wBw! * MiB, 3);
    expect(m.workload).toMatchObject({
      rw: 'randrw',
      pattern: 'random',
      blockSize: 4096,
      queueDepth: 16,
      ioengine: 'libaio',
      jobs: 1,
    });
    expect(m.workload.readPct).toBe(Math.round((100 * issuedR!) / (issuedR! + issuedW!)));
    expect(res.warnings.map((w) => w.message).join()).toContain('rwmixread is not printed');
    expect(m.provenance).toMatchObject({
      line: 5,
      job: 'randrw-4k-qd16',
      toolVersion: '3.33',
      format: 'fio-normal',
    });
  });

  it('kb_base=1000: SI units first, the bw row label is not used', () => {
    const { text, res } = load('fio/gotchas/kb_base-1000.normal.txt');
    const m = res.measurements[0]!;
    const [bwMB] = grab(text, /BW=([\d.]+)MB\/s \(/);
    expect(m.directions.read!.bw).toBe(bwMB! * 1e6);
    const [ioMB, ios] = [...grab(text, /\(([\d.]+)MB\/\d+msec\)/), ...grab(text, /total=(\d+),/)];
    // bs is printed as `131kB`; the real size is 131072 B, which bytes / I/Os confirms.
    expect(m.workload.blockSize).toBe(131072);
    expect(Math.abs((ioMB! * 1e6) / ios! - 131072) / 131072).toBeLessThan(0.001);
  });

  it('fsync job: nsec latency lines; the sync block goes to `sync`, not into the write direction', () => {
    const { text, res } = load('fio/gotchas/randwrite-fsync4.normal.txt');
    const m = res.measurements[0]!;
    const w = m.directions.write!;
    const [clatNs] = grab(text, /clat \(nsec\): min=\d+, max=\d+, avg=([\d.]+)/);
    expect(w.clat!.mean).toBeCloseTo(clatNs!, 6);
    expect(w.slat).toBeUndefined(); // psync prints no slat line
    const [issuedW, syncCalls] = grab(text, /issued rwts: total=0,(\d+),0,(\d+)/);
    expect(w.totalIos).toBe(issuedW);
    const [syncMin, syncMax, syncAvg] = grab(text, /sync \(usec\): min=(\d+), max=(\d+), avg=([\d.]+)/);
    const [syncP99] = grab(text, /sync percentiles \(usec\):[\s\S]*?99\.00th=\[\s*(\d+)\]/);
    expect(m.sync).toMatchObject({ calls: syncCalls, lat: { min: syncMin! * 1000, max: syncMax! * 1000 } });
    expect(m.sync!.lat!.mean).toBeCloseTo(syncAvg! * 1000, 6);
    expect(m.sync!.lat!.percentiles!.p99).toBe(syncP99! * 1000);
    expect(w.clat!.percentiles!.p99).not.toBe(syncP99! * 1000);
  });

  it('trim job: GiB/s, k suffix on nsec max', () => {
    const { text, res } = load('fio/gotchas/randtrim-falloc.normal.txt');
    const m = res.measurements[0]!;
    const [bwGiB] = grab(text, /trim: IOPS=\d+k, BW=([\d.]+)GiB\/s/);
    expect(m.directions.trim!.bw).toBeCloseTo(bwGiB! * 1024 * MiB, 0);
    const [maxK] = grab(text, /clat \(nsec\): min=\d+, max=(\d+)k/);
    expect(m.directions.trim!.clat!.max).toBe(maxK! * 1000);
    expect(m.workload).toMatchObject({ trim: true, readPct: 0, blockSize: 65536, pattern: 'random' });
  });

  it('two named jobs: each gets its own workload from its preamble line', () => {
    const { text, res } = load('fio/multi/two-jobs.normal.txt');
    expect(res.measurements.map((m) => m.provenance.job)).toEqual(['seq-reader', 'rand-writer']);
    const [seq, rand] = res.measurements;
    expect(seq!.workload).toMatchObject({
      pattern: 'sequential',
      readPct: 100,
      blockSize: 128 * 1024,
      queueDepth: 8,
    });
    expect(rand!.workload).toMatchObject({ pattern: 'random', readPct: 0, blockSize: 4096, queueDepth: 16 });
    const [bw] = grab(text, /read: IOPS=\d+, BW=(\d+)MiB\/s/);
    expect(seq!.directions.read!.bw).toBe(bw! * MiB);
  });

  it('group_reporting: jobs=4 from the header', () => {
    const { text, res } = load('fio/multi/numjobs4-group_reporting.normal.txt');
    const [jobs] = grab(text, /\(groupid=0, jobs=(\d+)\)/);
    const [issued] = grab(text, /total=(\d+),/);
    const [ms] = grab(text, /\/(\d+)msec\)/);
    const m = res.measurements[0]!;
    expect(m.workload.jobs).toBe(jobs);
    expect(m.directions.read!.iops).toBeCloseTo((issued! * 1000) / ms!, 9);
  });
});

describeWithShared(OVH_DIR, 'numbers equal the printed report', () => {
  it('fio 2.1.11 (ovh/fiowebviewer): KB = 1024, msec percentiles, issued r=/w=, version', () => {
    const { text, res } = load(OVH);
    expect(res.measurements).toHaveLength(1); // two jobs, group-reported as one
    const m = res.measurements[0]!;
    const [ioMB, bwKB, iops, runt] = grab(
      text,
      /read : io=([\d.]+)MB, bw=([\d.]+)KB\/s, iops=(\d+), runt=(\d+)msec/,
    );
    const r = m.directions.read!;
    expect(r.ioBytes).toBeCloseTo(ioMB! * MiB, 0);
    expect(r.bw).toBeCloseTo(bwKB! * 1024, 6);
    expect(Math.abs(r.iops - iops!)).toBeLessThan(1);
    expect(r.runtime).toBe(runt! / 1000);
    const [wClatUs] = grab(text, /write: io=[\s\S]*?clat \(usec\): min=\d+, max=\d+, avg=([\d.]+)/);
    expect(m.directions.write!.clat!.mean).toBeCloseTo(wClatUs! * 1000, 3);
    const [wP99ms] = grab(text, /percentiles \(msec\):[\s\S]*?99\.00th=\[\s*(\d+)\]/);
    expect(m.directions.write!.clat!.percentiles!.p99).toBe(wP99ms! * 1e6);
    // The terse line fio appended holds the read total in KiB (field 6): same volume, unrounded.
    const terse = text
      .split('\n')
      .find((l) => l.startsWith('3;'))!
      .split(';');
    expect(Math.abs(r.ioBytes! - Number(terse[5]) * 1024) / r.ioBytes!).toBeLessThan(0.0001);
    const [rIos, wIos] = grab(text, /issued\s*: total=r=(\d+)\/w=(\d+)/);
    expect(m.workload).toMatchObject({
      jobs: 2,
      queueDepth: 32,
      pattern: 'random',
      readPct: Math.round((100 * rIos!) / (rIos! + wIos!)),
    });
    expect(m.provenance.toolVersion).toBe('2.1.11');
    expect(res.warnings.map((w) => w.code)).toContain('fio-normal-terse-ignored');
    expect(res.warnings.map((w) => w.code)).not.toContain('fio-normal-unknown-lines');
  });
});

describe('failed jobs and bad input', () => {
  const real = readFixture('fio/formats/randrw-4k-qd16.normal.txt').text;
  const parse = (text: string) => fioNormalImporter.parse({ path: 'bad.txt', text });

  it('err != 0 after doing I/O keeps the figures, flagged "ended with error"', () => {
    const m = ok(parse(real.replace('err= 0', 'err=22'))).measurements[0]!;
    expect(m.status).toBe('ok');
    expect(m.error).toBe('ended with error 22 (EINVAL: Invalid argument)');
    expect(m.directions.read?.iops).toBeGreaterThan(0);
  });

  it('a sync engine asked for iodepth=8 ran at depth 1: queue depth follows "IO depths"', () => {
    // randwrite-fsync4 ran psync (IO depths 1=125.0%); only its preamble iodepth is changed here.
    const psync = readFixture('fio/gotchas/randwrite-fsync4.normal.txt').text;
    expect(psync).toMatch(/IO depths\s*: 1=1\d\d\.\d%/);
    const res = ok(parse(psync.replace('ioengine=psync, iodepth=1', 'ioengine=psync, iodepth=8')));
    expect(res.measurements[0]!.workload.queueDepth).toBe(1);
    expect(res.warnings.map((w) => w.message).join()).toContain('iodepth=8 was asked');
  });

  it('counts unknown lines in one warning instead of failing', () => {
    const lines = real.split('\n');
    lines.splice(8, 0, '    something fio never printed', '    nor this');
    const res = ok(parse(lines.join('\n')));
    expect(res.measurements).toHaveLength(1);
    expect(res.warnings.find((w) => w.code === 'fio-normal-unknown-lines')?.message).toMatch(/^2 line\(s\)/);
  });

  it('a second job cut short is skipped with a warning; the first is kept', () => {
    const two = readFixture('fio/multi/two-jobs.normal.txt').text.split('\n');
    const cutAt = two.findIndex((l) => l.startsWith('rand-writer: (groupid')) + 4;
    const res = ok(parse(two.slice(0, cutAt).join('\n')));
    expect(res.measurements.map((m) => m.provenance.job)).toEqual(['seq-reader']);
    expect(res.warnings.map((w) => w.code)).toContain('fio-normal-truncated');
  });

  it('names the error and the line (snapshots of the messages)', () => {
    const errors = {
      cutMidBlock: parse(real.split('\n').slice(0, 12).join('\n')),
      empty: parse(''),
      preambleOnly: parse(real.split('\n').slice(0, 3).join('\n')),
    };
    for (const r of Object.values(errors)) expect(r.ok).toBe(false);
    expect(errors).toMatchSnapshot();
  });

  it('does not claim mixed normal+json+terse stdout (that is fio JSON)', () => {
    const mixed = readFixture('fio/gotchas/normal-json-terse.stdout.txt').text;
    expect(fioNormalImporter.sniff(mixed.slice(0, 65536), 'x')).toBe(false);
  });
});
