// A per-I/O fio log imported in slices from a Blob (the page's path for logs too large to hold):
// the summary's figures equal those of the lines read independently here, and a window read
// again from the Blob holds exactly that window's lines. Real fio 3.33 logs of tests/fixtures.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { levelPoints } from '../../../../../src/analysis/log-summary';
import { importLogStream, readLogWindow } from '../../../../../src/ingest/fio/log';
import { fixturePath } from '../../../../helpers/fixtures';

const LAT = fixturePath('fio/logs/randread-4k-qd1-perio_lat.1.log');
const RW = fixturePath('fio/logs/randrw-4k-qd8_clat.1.log');

/** The lines as this test reads them: [t ms, value, ddir]. */
const lines = (text: string) =>
  text
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => l.split(',').map((f) => Number(f.trim())) as [number, number, number]);

describe('fio log streamed from a Blob', () => {
  const text = readFileSync(LAT, 'utf8');
  const raw = lines(text);

  it('summarises every line of a real per-I/O latency log, in slices smaller than the file', async () => {
    const res = await importLogStream('randread-4k-qd1-perio_lat.1.log', new Blob([text]));
    if (!res?.ok) throw new Error('not imported');
    expect(res.series).toHaveLength(1);
    const s = res.series[0]!;
    expect([s.metric, s.direction, s.unit, s.t.length]).toEqual(['lat', 'read', 'ns', 0]);
    const sum = s.summary!;
    expect(sum.count).toBe(raw.length);
    expect(sum.min).toBe(Math.min(...raw.map((r) => r[1])));
    expect(sum.max).toBe(Math.max(...raw.map((r) => r[1])));
    // fio's own figure for this run (JSON lat_ns.mean 34843.4): the log's mean is it.
    expect(sum.sum / sum.count).toBeCloseTo(34843.4, 0);
    // One second of the 1 s level: its mean is that of its lines.
    const second = levelPoints(
      sum.levels.find((l) => l.bucketMs === 1000)!,
      1000,
      2000,
    );
    const inSecond = raw.filter((r) => r[0] >= 1000 && r[0] < 2000).map((r) => r[1]);
    expect(second.mean[0]).toBeCloseTo(inSecond.reduce((a, b) => a + b, 0) / inSecond.length, 6);
    expect(second.min[0]).toBe(Math.min(...inSecond));
  });

  it('streams a log larger than one slice and reads any window back exactly', async () => {
    // Ten copies shifted by 2001 ms: ~13 MB, so the scan crosses slice edges.
    const base = raw;
    const copies = 10;
    const parts: string[] = [];
    for (let c = 0; c < copies; c++)
      for (const [t, v, d] of base) parts.push(`${t + c * 2001}, ${v}, ${d}, 4096, 0\n`);
    const big = parts.join('');
    expect(big.length).toBeGreaterThan(4 * 1024 * 1024); // more than one slice
    const blob = new Blob([big]);
    const res = await importLogStream('big_clat.1.log', blob);
    if (!res?.ok) throw new Error('not imported');
    const s = res.series[0]!;
    expect(s.summary!.count).toBe(base.length * copies);
    const all = lines(big);
    for (const [from, to] of [
      [0, 0],
      [1500, 1500.5],
      [4003, 6100],
      [19_000, 20_010],
    ] as const) {
      const got = await readLogWindow(blob, s.summary!, 'read', from, to);
      if (!got.ok) throw new Error(got.message);
      const want = all.filter((r) => r[0] >= from && r[0] <= to);
      expect(got.t).toEqual(want.map((r) => r[0] / 1000));
      expect(got.v).toEqual(want.map((r) => r[1]));
    }
  });

  it('keeps the directions apart and refuses a different file', async () => {
    const rwText = readFileSync(RW, 'utf8');
    const blob = new Blob([rwText]);
    const res = await importLogStream('randrw-4k-qd8_clat.1.log', blob);
    // This clat log is windowed (log_avg_msec): it is read whole, not streamed.
    expect(res).toBeUndefined();
    const lat = await importLogStream('x_lat.1.log', new Blob([text]));
    if (!lat?.ok) throw new Error('not imported');
    const other = await readLogWindow(new Blob([text + '\n']), lat.series[0]!.summary!, 'read', 0, 10);
    expect(other.ok).toBe(false);
  });
});
