// fio log importer on the real logs in tests/fixtures/fio/logs (fio 3.33) and the fio 2.1.11
// per-job logs of ovh/fiowebviewer. Exception to the usual "re-import as unknown gives the same
// result": a value log's metric is only in its file name, so under `unknown` it is still recognised
// (format fio-log) but yields no series; its warning carries the line count and per-direction means,
// which must equal the numbers the named import produced. Histogram logs import identically.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { importText } from '../../../../../src/ingest/route';
import { parseLogName } from '../../../../../src/ingest/fio/log/fio-log';
import { parseLogWithPapa, scanFioLog } from '../../../../../src/ingest/fio/log/scan';
import { fioBucketNs, scanHistLog } from '../../../../../src/ingest/fio/log/hist';
import type { ImportOk } from '../../../../../src/ingest/types';
import { checkInvariants } from '../../../../../src/model/invariants';
import { datasetOf, readFixture, summarize } from '../../../../helpers/ingest';
import { describeWithShared, fixturePath } from '../../../../helpers/fixtures';

const LOGS = 'fio/logs';
const OVH = 'third-party/ovh-fiowebviewer-sample-1';

function ok(rel: string): ImportOk {
  const res = importText(readFixture(rel));
  expect(res?.format).toBe('fio-log');
  if (!res?.ok) throw new Error(`${rel}: ${JSON.stringify(res)}`);
  expect(checkInvariants(datasetOf(res))).toEqual([]);
  return res;
}

const mean = (v: number[]) => v.reduce((a, b) => a + b, 0) / v.length;
const json = (rel: string) =>
  JSON.parse(readFileSync(fixturePath(rel), 'utf8')) as {
    jobs: Record<string, Record<string, Record<string, number>>>[];
  };

describe('fio log file names', () => {
  it('reads prefix, metric and job index', () => {
    expect(parseLogName('a/b/randrw-4k-qd8_clat_hist.1.log')).toEqual({
      prefix: 'randrw-4k-qd8',
      metric: 'clat_hist',
      jobIndex: 1,
    });
    expect(parseLogName('x_clat.12.log')).toEqual({ prefix: 'x', metric: 'clat', jobIndex: 12 });
    expect(parseLogName('my_job_bw.log')).toEqual({ prefix: 'my_job', metric: 'bw' });
    expect(parseLogName('unknown')).toBeUndefined();
  });

  it('accepts logs split by direction', () => {
    expect(parseLogName('r_lat.1.log.read')).toEqual({ prefix: 'r', metric: 'lat', jobIndex: 1 });
    expect(parseLogName('r_bw.2.write.log')).toEqual({ prefix: 'r', metric: 'bw', jobIndex: 2 });
    expect(parseLogName('r_lat.1.log.old')).toBeUndefined();
  });

  it('a split file of one direction imports that direction only, with the same numbers', () => {
    const rel = `${LOGS}/randrw-4k-qd8_lat.1.log`;
    const text = readFileSync(fixturePath(rel), 'utf8');
    // The write rows of the real log, as a direction-split file would hold them.
    const writes = text.split('\n').filter((l) => /^\d+, \d+, 1,/.test(l));
    const split = importText({ path: 'logs/randrw-4k-qd8_lat.1.log.write', text: writes.join('\n') + '\n' });
    const whole = ok(rel);
    expect(split?.ok && split.series.map((s) => s.direction)).toEqual(['write']);
    const wholeWrite = whole.series.find((s) => s.direction === 'write')!;
    if (split?.ok) expect(split.series[0]!.v).toEqual(wholeWrite.v);
  });
});

describe('fio 3.33 logs', () => {
  it('per-I/O latency log: 56309 lines whose mean equals lat_ns.mean of the JSON', () => {
    const res = ok(`${LOGS}/randread-4k-qd1-perio_lat.1.log`);
    expect(res.series).toHaveLength(1);
    const s = res.series[0]!;
    expect(s).toMatchObject({
      metric: 'lat',
      direction: 'read',
      unit: 'ns',
      link: { prefix: 'randread-4k-qd1-perio', jobIndex: 1 },
    });
    expect(s.windowMs).toBeUndefined();
    expect(s.t).toHaveLength(56309);
    const j = json(`${LOGS}/randread-4k-qd1-perio.json`).jobs[0]!;
    expect(
      Math.abs(mean(s.v) - (j.read as unknown as { lat_ns: { mean: number } }).lat_ns.mean),
    ).toBeLessThan(0.5);
    expect(s.v[0]).toBe(155410);
    expect(res.warnings).toEqual([]);
  });

  it('windowed bw log: KiB/s → B/s, 100 ms windows, read and write split', () => {
    const res = ok(`${LOGS}/randrw-4k-qd8_bw.1.log`);
    expect(res.series.map((s) => [s.metric, s.direction, s.unit, s.windowMs, s.t.length])).toEqual([
      ['bw', 'read', 'B/s', 100, 48],
      ['bw', 'write', 'B/s', 100, 48],
    ]);
    expect(res.series[0]!.t[0]).toBe(0.142);
    expect(res.series[0]!.v[0]).toBe(199098 * 1024);
  });

  it('log with offset column (6 fields) is read; values stay ns', () => {
    const res = ok(`${LOGS}/randwrite-4k-qd4-offset_clat.1.log`);
    expect(res.series).toHaveLength(1);
    expect(res.series[0]!.v.slice(0, 2)).toEqual([152741, 391178]);
    expect(res.series[0]!.direction).toBe('write');
  });

  it('clat histogram log: IO-weighted mean within 3% of clat_ns.mean and the same under any name', () => {
    const rel = `${LOGS}/randrw-4k-qd8_clat_hist.1.log`;
    const res = ok(rel);
    expect(res.series.map((s) => [s.metric, s.direction, s.windowMs])).toEqual([
      ['clat', 'read', 500],
      ['clat', 'write', 500],
    ]);
    const j = json(`${LOGS}/randrw-4k-qd8.json`).jobs[0]! as unknown as {
      read: { clat_ns: { mean: number } };
    };
    // IO-weighted over all intervals: the histogram holds 205547 of the 224080 reads (last partial interval not written).
    const scan = scanHistLog(readFixture(rel).text);
    if (!scan.ok) throw new Error(scan.message);
    const reads = scan.intervals.filter((iv) => iv.ddir === 0 && iv.count > 0);
    const n = reads.reduce((a, iv) => a + iv.count, 0);
    expect(n).toBe(205547);
    const weighted = reads.reduce((a, iv) => a + iv.count * iv.meanNs, 0) / n;
    // 2.4% here: bucket midpoints (< 0.8%) and the ~8% of reads in the unwritten last interval.
    expect(Math.abs(weighted / j.read.clat_ns.mean - 1)).toBeLessThan(0.03);
    expect(res.series[0]!.v).toEqual(reads.map((iv) => iv.meanNs));
    const again = importText({ path: 'unknown', text: readFixture(rel).text }) as ImportOk;
    expect(again.series.map((s) => s.v)).toEqual(res.series.map((s) => s.v));
  });

  it('bucket midpoints follow the json+ layout', () => {
    expect(fioBucketNs(127)).toBe(127);
    expect(fioBucketNs(128)).toBe(129);
    expect(fioBucketNs(1855)).toBeCloseTo(17112760320, -4);
  });

  it.each(['randrw-4k-qd8_iops.1.log', 'randrw-4k-qd8_slat.1.log', 'randread-4k-qd1-perio_clat.1.log'])(
    'under the name unknown, %s is recognised and its warning states the same numbers',
    (name) => {
      const rel = `${LOGS}/${name}`;
      const named = ok(rel);
      const again = importText({ path: 'unknown', text: readFixture(rel).text }) as ImportOk;
      expect(again.format).toBe('fio-log');
      expect(again.series).toEqual([]);
      expect(again.warnings[0]!.code).toBe('fio-log-metric-unknown');
      const lines = named.series.reduce((a, s) => a + s.t.length, 0);
      expect(again.warnings[0]!.message).toContain(`${lines} lines`);
      for (const s of named.series) {
        expect(again.warnings[0]!.message).toContain(
          `${s.direction} ${s.t.length} lines, mean value ${Number(mean(s.v).toPrecision(9))}`,
        );
      }
    },
  );

  it('snapshot of every fio 3.33 log', () => {
    const names = ['bw', 'iops', 'lat', 'clat', 'slat', 'clat_hist'].map(
      (m) => `${LOGS}/randrw-4k-qd8_${m}.1.log`,
    );
    expect(names.map((n) => summarize(importText(readFixture(n))))).toMatchSnapshot();
  });
});

describeWithShared('ovh-fiowebviewer-sample-1', 'fio 2.1.11 per-job logs (ovh/fiowebviewer)', () => {
  it('latency logs are recognised as µs and converted to ns', () => {
    const res = ok(`${OVH}/fio-webviewer_lat.2.log`);
    expect(res.warnings.map((w) => w.code)).toEqual(['fio-log-latency-us']);
    expect(res.series[0]!.v[0]).toBe(1722 * 1000);
    expect(res.series.map((s) => s.link)).toEqual([
      { prefix: 'fio-webviewer', jobIndex: 2 },
      { prefix: 'fio-webviewer', jobIndex: 2 },
    ]);
  });

  it('bw logs (4 columns, bs set) are windowed', () => {
    const res = ok(`${OVH}/fio-webviewer_bw.1.log`);
    expect(res.series.every((s) => s.windowMs !== undefined && s.unit === 'B/s')).toBe(true);
    expect(res.series[0]!.v[0]).toBe(1811 * 1024);
  });
});

describe('bad input', () => {
  it('names the bad line', () => {
    const good = Array.from({ length: 6 }, (_, i) => `${(i + 1) * 100}, 5, 0, 0, 0`).join('\n');
    const res = importText({ path: 'a_bw.1.log', text: `${good}\n700, x7, 0, 0, 0\n` });
    expect(res).toMatchObject({
      ok: false,
      format: 'fio-log',
      error: { code: 'fio-log-bad-line', line: 7, file: 'a_bw.1.log' },
    });
  });

  it('a direction outside 0..2 is an error, not a series', () => {
    expect(scanFioLog('1, 2, 3, 0\n')).toMatchObject({ ok: false, failure: { line: 1 } });
    expect(parseLogWithPapa('1, 2, 3, 0\n')).toMatchObject({ ok: false, failure: { line: 1 } });
  });

  it('the fast scan and PapaParse read the same numbers', () => {
    const text = readFixture(`${LOGS}/randwrite-4k-qd4-offset_lat.1.log`).text;
    const a = scanFioLog(text);
    const b = parseLogWithPapa(text);
    if (!a.ok || !b.ok) throw new Error('parse failed');
    expect(Array.from(a.log.value)).toEqual(Array.from(b.log.value));
    expect(Array.from(a.log.timeMs)).toEqual(Array.from(b.log.timeMs));
    expect(a.log.fields).toBe(6);
  });
});
