// A per-I/O fio log cut into byte ranges, each scanned on its own (by another ingest worker in the
// page) and joined: the result must be exactly what one scan of the whole file makes — figures,
// per-second offsets, the median's sample, warnings — wherever the cuts fall (inside a line, at a
// line start, inside the first and the last second). Checked against the whole scan and against
// the lines read here independently. Real fio 3.33 logs of tests/fixtures: a read+write log
// (randrw-4k-qd4-perio) and a read log (randread-4k-qd1-perio).
import { readFileSync } from 'node:fs';
import { MessageChannel } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import {
  importLogStream,
  scanLogRange,
  type LogHelper,
  type LogPart,
} from '../../../../../src/ingest/fio/log';
import { joinLogParts } from '../../../../../src/ingest/fio/log/log-parts';
import { lineStartFrom, sampleBytesOf } from '../../../../../src/ingest/fio/log/scan-range';
import { readLargeInput } from '../../../../../src/ingest/large-input';
import { importFile } from '../../../../../src/ingest/route';
import { logHelpers, serveLogScan } from '../../../../../src/worker/log-ports';
import { fixturePath } from '../../../../helpers/fixtures';

const RW = 'fio/logs/randrw-4k-qd4-perio_lat.1.log';
const READ = 'fio/logs/randread-4k-qd1-perio_lat.1.log';

/** The lines as this test reads them: byte offset, time ms, value, direction (ASCII: chars = bytes). */
function linesOf(text: string) {
  const out: { at: number; end: number; t: number; v: number; d: number }[] = [];
  const re = /^(\d+), (-?\d+), ([012]), \d+, \d+\n/gm;
  for (let m = re.exec(text); m; m = re.exec(text))
    out.push({ at: m.index, end: m.index + m[0].length, t: Number(m[1]), v: Number(m[2]), d: Number(m[3]) });
  return out;
}

/** A helper that scans its range here, as another worker would. */
const here: LogHelper = (r, o) => scanLogRange(r.blob, r.from, r.to, r.frame, o);

async function scan(blob: Blob, from: number, to: number): Promise<LogPart> {
  const part = await scanLogRange(blob, from, to, { sampleBytes: sampleBytesOf(blob.size), originMs: 0 });
  if (!part) throw new Error(`range ${from}–${to} not scanned`);
  return part;
}

/** The joined scan in plain data (builders finished), for toEqual. */
function plain(parts: LogPart[]) {
  const j = joinLogParts(parts);
  if (!j) throw new Error('not joined');
  const offsets = { fileBytes: 0, start: j.offsets.start, end: j.offsets.end };
  return { ...j, start: 0, sums: j.sums.map((b) => b.finish(1, offsets)) };
}

describe.each([RW, READ])('%s cut into ranges', (rel) => {
  const text = readFileSync(fixturePath(rel), 'utf8');
  const blob = new Blob([text]);
  const rows = linesOf(text);
  const name = rel.split('/').pop()!;

  it('reads every line here (the independent reading is complete)', () => {
    expect(rows.length).toBe(text.split('\n').filter((l) => l).length);
    expect(rows.length).toBeGreaterThan(5000);
  });

  // Cuts: inside a line, at a line start, inside the first second, inside the last second.
  const lastSecond = Math.floor(rows[rows.length - 1]!.t / 1000);
  const inFirst = rows.find((r) => r.t < 1000 && r.t > 200)!;
  const inLast = rows.find((r) => Math.floor(r.t / 1000) === lastSecond)!;
  const mid = rows[Math.floor(rows.length / 2)]!;
  const cuts = {
    'inside a line': mid.at + 5,
    'at a line start': mid.at,
    'inside the first second': inFirst.at + 3,
    'inside the last second': inLast.at + 7,
    'on a line end': mid.end - 1,
  };

  it.each(Object.entries(cuts))('cut %s: the line start found is the next one here', async (_, x) => {
    const want = text.indexOf('\n', x - 1) + 1;
    expect(await lineStartFrom(blob, x)).toBe(want);
  });

  it.each(Object.entries(cuts))('cut %s: two ranges join into the whole scan', async (_, x) => {
    const b = (await lineStartFrom(blob, x))!;
    const whole = plain([await scan(blob, 0, blob.size)]);
    const split = plain([await scan(blob, 0, b), await scan(blob, b, blob.size)]);
    for (const key of Object.keys(whole) as (keyof typeof whole)[])
      expect(split[key], key).toEqual(whole[key]);
  });

  it('three and four ranges (every cut above) join into the whole scan', async () => {
    const at = await Promise.all(Object.values(cuts).map((x) => lineStartFrom(blob, x)));
    const bounds = [0, ...new Set(at.map((b) => b!))].sort((a, b) => a - b);
    bounds.push(blob.size);
    const parts: LogPart[] = [];
    for (let k = 0; k + 1 < bounds.length; k++) parts.push(await scan(blob, bounds[k]!, bounds[k + 1]!));
    expect(parts.length).toBeGreaterThanOrEqual(4);
    expect(plain(parts)).toEqual(plain([await scan(blob, 0, blob.size)]));
  });

  it('the joined figures are those of the lines read here', async () => {
    const b = (await lineStartFrom(blob, cuts['inside a line']))!;
    const j = joinLogParts([await scan(blob, 0, b), await scan(blob, b, blob.size)])!;
    expect(j.lines).toBe(rows.length);
    expect(j.min).toBe(Math.min(...rows.map((r) => r.v)));
    for (const d of [0, 1, 2]) {
      const of = rows.filter((r) => r.d === d);
      const s = j.sums[d]!.finish(1, { fileBytes: 0, start: [], end: [] });
      expect(s.count).toBe(of.length);
      expect(s.sum).toBe(of.reduce((a, r) => a + r.v, 0));
      if (!of.length) continue;
      expect([s.min, s.max]).toEqual([Math.min(...of.map((r) => r.v)), Math.max(...of.map((r) => r.v))]);
      // The 10 ms buckets: counts per bucket as counted here.
      const counts = new Map<number, number>();
      for (const r of of) counts.set(Math.floor(r.t / 10), (counts.get(Math.floor(r.t / 10)) ?? 0) + 1);
      const level = s.levels[0]!;
      expect(level.bucketMs).toBe(10);
      for (const [k, n] of counts) expect(level.count[k], `bucket ${k}`).toBe(n);
    }
    // Per second: the first line's start and the last line's end, as found here.
    const seconds = Math.floor(Math.max(...rows.map((r) => r.t)) / 1000) + 1;
    for (let s = 0; s < seconds; s++) {
      const of = rows.filter((r) => Math.floor(r.t / 1000) === s);
      expect(j.offsets.start[s]).toBe(of.length ? Math.min(...of.map((r) => r.at)) : -1);
      expect(j.offsets.end[s]).toBe(of.length ? Math.max(...of.map((r) => r.end)) : -1);
    }
    // The median's sample: each line whose previous line holds a multiple of sampleBytes.
    const step = sampleBytesOf(blob.size);
    const sampled = rows.filter((r, i) => i > 0 && Math.ceil(rows[i - 1]!.at / step) * step < r.at);
    expect(j.sample).toEqual(sampled.map((r) => r.v));
    expect(j.sample.length).toBeGreaterThan(5000);
    // fio logs one line per I/O: lines of one direction share a time (ms resolution).
    expect(j.repeats).toBe(true);
  });

  it('importLogStream with 1, 2 and 3 helpers gives the result of one scan', async () => {
    const whole = await importLogStream(name, blob);
    if (!whole?.ok) throw new Error('not streamed');
    for (const n of [1, 2, 3]) {
      const done: number[] = [];
      const split = await importLogStream(name, blob, {
        helpers: Array.from({ length: n }, () => here),
        onBytes: (b) => done.push(b),
      });
      expect(split).toEqual(whole);
      expect(done[done.length - 1]).toBe(blob.size);
    }
  });

  it('through MessagePorts, as worker to worker: the same result', async () => {
    const whole = await importLogStream(name, blob);
    const channels = [new MessageChannel(), new MessageChannel()];
    const served = channels.map((c) =>
      serveLogScan(c.port2 as unknown as MessagePort, new AbortController().signal),
    );
    const logs = logHelpers(channels.map((c) => c.port1 as unknown as MessagePort));
    const split = await importLogStream(name, blob, { helpers: logs.helpers });
    logs.end();
    await Promise.all(served);
    expect(split).toEqual(whole);
  });
});

describe('where a cut can fall', () => {
  it('past the last line end: the file end (an empty last range); no line end within a slice: no cut', async () => {
    const last = new Blob(['0, 5, 0, 4096, 0\n1, 7, 0, 4096, 0']);
    expect(await lineStartFrom(last, 20)).toBe(last.size);
    expect(await lineStartFrom(last, 0)).toBe(0);
    const noLine = new Blob(['1'.repeat(5 * 1024 * 1024)]);
    expect(await lineStartFrom(noLine, 10)).toBeUndefined();
    // A cut that is not made leaves one range: the scan then refuses the 5 MB "line" as before.
    expect(await importLogStream('x_lat.1.log', noLine, { helpers: [here] })).toBeUndefined();
  });
});

describe('a bad line in the second range', () => {
  // The read+write log repeated with shifted times past 16 MB (the size from which a log is
  // streamed), one value replaced by letters on a line in the second half.
  const base = readFileSync(fixturePath(RW), 'utf8').trimEnd().split('\n');
  const copies = Math.ceil((17 * 1024 * 1024) / (base.join('\n').length + 1));
  const out: string[] = [];
  for (let c = 0; c < copies; c++)
    for (const line of base) {
      const f = line.split(', ');
      out.push([Number(f[0]) + c * 2100, ...f.slice(1)].join(', '));
    }
  const badIndex = Math.floor(out.length * 0.8);
  out[badIndex] = out[badIndex]!.replace(/, \d+, /, ', 12x4, ');
  const text = out.join('\n') + '\n';
  const path = 'big-rw_lat.1.log';

  it('stops the scan (both ways), and the file read whole names the line counted here', async () => {
    const blob = new Blob([text]);
    expect(blob.size).toBeGreaterThan(16 * 1024 * 1024);
    expect(await importLogStream(path, blob)).toBeUndefined();
    expect(await importLogStream(path, blob, { helpers: [here] })).toBeUndefined();
    const taken = await readLargeInput(path, blob, { helpers: [here] });
    if (!('path' in taken) || taken.imported) throw new Error('not handed on whole');
    const res = importFile(taken);
    if ('skipped' in res || res.ok) throw new Error('the bad line was not reported');
    // Line numbers from 1: the bad line is the (badIndex + 1)-th line of the file.
    const lineNo = text.slice(0, text.indexOf('12x4')).split('\n').length;
    expect(lineNo).toBe(badIndex + 1);
    expect(res.error.message).toMatch(new RegExp(`^line ${lineNo}:`));
    expect(res.error.line).toBe(lineNo);
  });

  it('the same log without the bad line is streamed, split, with every line', async () => {
    const good = text.replace('12x4', '1234');
    const blob = new Blob([good]);
    const whole = await importLogStream(path, blob);
    const split = await importLogStream(path, blob, { helpers: [here] });
    if (!split?.ok) throw new Error('not streamed');
    expect(split).toEqual(whole);
    const count = split.series.reduce((n, s) => n + s.summary!.count, 0);
    expect(count).toBe(good.split('\n').filter((l) => l).length);
  });
});
