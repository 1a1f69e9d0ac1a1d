// A per-I/O fio log stamped in Unix epoch ms (log_unix_epoch=1), imported in slices as a large log
// is: its times count from the first line, as the whole-text import counts them, instead of from
// 1970 (which indexed ~1.8e9 seconds of byte offsets). Real fio 3.33 log of tests/fixtures
// (randrw-4k-qd4-epoch, made with --log_unix_epoch=1), read independently here by a regex.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  importLogStream,
  readLogWindow,
  scanLogRange,
  type LogHelper,
} from '../../../../../src/ingest/fio/log';
import { importText } from '../../../../../src/ingest/route';
import { modelSchemas } from '../../../../../src/model/schema';
import { fixturePath } from '../../../../helpers/fixtures';

const REL = 'fio/logs/randrw-4k-qd4-epoch_lat.1.log';
const text = readFileSync(fixturePath(REL), 'utf8');
const name = REL.split('/').pop()!;
const rows = [...text.matchAll(/^(\d+), (\d+), ([012]), \d+, \d+$/gm)].map((m) => ({
  t: Number(m[1]),
  v: Number(m[2]),
  d: Number(m[3]),
}));
const first = rows[0]!.t;
const here: LogHelper = (r, o) => scanLogRange(r.blob, r.from, r.to, r.frame, o);

describe('an epoch-stamped per-I/O log, streamed', () => {
  it('is what this test reads: every line, epoch times of this century, in order', () => {
    expect(rows.length).toBe(text.split('\n').filter((l) => l).length);
    expect(rows.length).toBeGreaterThan(4000);
    expect(first).toBeGreaterThan(1.7e12);
    expect(rows.every((r, i) => i === 0 || r.t >= rows[i - 1]!.t)).toBe(true);
  });

  it.each([0, 1, 2])('with %i helpers: counts from the first line, every line kept', async (n) => {
    const res = await importLogStream(name, new Blob([text]), { helpers: Array<LogHelper>(n).fill(here) });
    if (!res?.ok) throw new Error('not streamed');
    const start = new Date(first).toISOString();
    expect(res.warnings.find((w) => w.code === 'fio-log-epoch')?.params).toEqual({ start });
    const lastSecond = Math.floor((rows[rows.length - 1]!.t - first) / 1000);
    for (const [d, direction] of ['read', 'write'].entries()) {
      const mine = rows.filter((r) => r.d === d);
      const series = res.series.find((x) => x.direction === direction)!;
      const s = series.summary!;
      expect(s.originMs).toBe(first);
      // The series says it too: the chart's time axis names the first line, not the job start.
      expect(series.originMs).toBe(first);
      expect(s.count).toBe(mine.length);
      expect(s.sum).toBe(mine.reduce((a, r) => a + r.v, 0));
      // The finest level's last bucket holds the last line, counted from the first.
      const level = s.levels[0]!;
      const lastBucket = Math.floor((mine[mine.length - 1]!.t - first) / level.bucketMs);
      expect(level.count.length).toBe(lastBucket + 1);
      expect(level.count[lastBucket]).toBeGreaterThan(0);
      expect(s.offsets.start.length).toBe(lastSecond + 1);
    }
  });

  it('gives the whole-text import’s warning and time origin', () => {
    const whole = importText({ path: name, text });
    if (!whole?.ok) throw new Error('not imported');
    const stream = whole.warnings.find((w) => w.code === 'fio-log-epoch');
    expect(stream?.params).toEqual({ start: new Date(first).toISOString() });
    const read = whole.series.find((s) => s.direction === 'read')!;
    expect(read.t[0]).toBe(0);
    for (const s of whole.series) expect(s.originMs).toBe(first);
  });

  it('a log stamped from the job start has no origin', () => {
    const relative = text.replace(/^(\d+),/gm, (_, t: string) => `${Number(t) - first},`);
    const whole = importText({ path: name, text: relative });
    if (!whole?.ok) throw new Error('not imported');
    expect(whole.series.length).toBe(2);
    for (const s of whole.series) expect(s.originMs).toBeUndefined();
  });

  it('reads a window again from the file in the same times', async () => {
    const blob = new Blob([text]);
    const res = await importLogStream(name, blob);
    if (!res?.ok) throw new Error('not streamed');
    const summary = res.series.find((s) => s.direction === 'read')!.summary!;
    const got = await readLogWindow(blob, summary, 'read', 500, 1200);
    if (!got.ok) throw new Error(got.message);
    const want = rows.filter((r) => r.d === 0 && r.t - first >= 500 && r.t - first <= 1200);
    expect(got.t).toEqual(want.map((r) => (r.t - first) / 1000));
    expect(got.v).toEqual(want.map((r) => r.v * summary.scale));
    expect(want.length).toBeGreaterThan(100);
  });

  it('keeps its origin in the saved form (the schema a saved or shared dataset is read with)', async () => {
    const res = await importLogStream(name, new Blob([text]));
    if (!res?.ok) throw new Error('not streamed');
    const saved = JSON.parse(JSON.stringify({ ...res.series[0]!, id: 's', diskId: 'd' })) as unknown;
    expect(modelSchemas().series.parse(saved).summary?.originMs).toBe(first);
    expect(modelSchemas().series.parse(saved).originMs).toBe(first);
    const broken = { ...(saved as object), summary: { ...res.series[0]!.summary!, originMs: -1 } };
    expect(modelSchemas().series.safeParse(broken).success).toBe(false);
  });

  it('a line stamped before the first line: not streamed (read whole, which counts from the earliest)', async () => {
    const lines = text.split('\n');
    const early = `${first - 5}, 1000, 0, 4096, 0`;
    const shuffled = [lines[0], lines[1], early, ...lines.slice(2)].join('\n');
    expect(await importLogStream(name, new Blob([shuffled]))).toBeUndefined();
    const whole = importText({ path: name, text: shuffled });
    if (!whole?.ok) throw new Error('not imported');
    expect(whole.warnings.find((w) => w.code === 'fio-log-epoch')?.params).toEqual({
      start: new Date(first - 5).toISOString(),
    });
  });

  it('an epoch time in a log whose first line is not one: not streamed, no index of 1970 seconds', async () => {
    const mixed = text.replace(/^\d+,/, '5,');
    expect(await importLogStream(name, new Blob([mixed]))).toBeUndefined();
  });
});
