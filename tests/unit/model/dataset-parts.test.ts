import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { emptyDataset, type Dataset, type Measurement, type TimeSeries } from '../../../src/model/types';
import {
  DatasetCollector,
  MEASUREMENTS_PER_PART,
  PART_CHARS,
  POINTS_PER_PART,
  splitDataset,
  splitDatasetAsJson,
} from '../../../src/model/dataset-parts';
import { ingestFiles } from '../../../src/ingest/ingest';
import { writeManyJobsJson } from '../../../scripts/bench/many-jobs';
import { fixturePath } from '../../helpers/fixtures';

function measurement(i: number): Measurement {
  return {
    id: `m${i}`,
    diskId: 'd',
    test: 'fio',
    role: 'result',
    workload: { pattern: 'random', readPct: 100, blockSize: 4096 },
    directions: {},
    total: { iops: i },
    status: 'ok',
    provenance: { file: 'f.json', tool: 'fio', format: 'fio-json' },
  };
}

function series(i: number, points: number): TimeSeries {
  const t = Array.from({ length: points }, (_, k) => k);
  return {
    id: `s${i}`,
    diskId: 'd',
    metric: 'iops',
    direction: 'read',
    unit: 'IOPS',
    t,
    v: t,
    provenance: { file: 'log', tool: 'fio', format: 'fio-log' },
  };
}

describe('dataset parts (worker → main thread)', () => {
  it('split then collect gives back the same dataset, in order', async () => {
    const ds: Dataset = {
      ...emptyDataset(),
      measurements: Array.from({ length: 2 * MEASUREMENTS_PER_PART + 7 }, (_, i) => measurement(i)),
      series: [series(0, 10), series(1, POINTS_PER_PART), series(2, 5), series(3, 5)],
      reports: [{ file: 'f.json', bytes: 1, format: 'fio-json', measurements: 1, series: 0, warnings: [] }],
    };
    const parts = [...splitDataset(ds)];
    const collector = new DatasetCollector();
    for (const p of parts) collector.add(structuredClone(p));
    expect(await collector.dataset()).toEqual(ds);
    // 1 disks + 1 reports + 3 measurement parts + series split where the points budget runs out.
    expect(parts.filter((p) => p.measurements).map((p) => p.measurements!.length)).toEqual([
      MEASUREMENTS_PER_PART,
      MEASUREMENTS_PER_PART,
      7,
    ]);
    expect(parts.filter((p) => p.series).map((p) => p.series!.map((s) => s.id))).toEqual([
      ['s0'],
      ['s1'],
      ['s2', 's3'],
    ]);
  });

  it('a series longer than a part is sent in slices and joined back in order', async () => {
    const long = series(9, 2 * POINTS_PER_PART + 3);
    const ds: Dataset = { ...emptyDataset(), series: [series(0, 4), long, series(1, 6)] };
    const parts = [...splitDataset(ds)];
    const collector = new DatasetCollector();
    for (const p of parts) collector.add(structuredClone(p));
    expect(await collector.dataset()).toEqual(ds);
    const sizes = parts.map(
      (p) => (p.series ?? []).reduce((n, s) => n + s.t.length, 0) + (p.seriesMore?.t.length ?? 0),
    );
    expect(Math.max(...sizes)).toBeLessThanOrEqual(POINTS_PER_PART);
    expect(parts.filter((p) => p.seriesMore).map((p) => p.seriesMore!.t.length)).toEqual([
      POINTS_PER_PART,
      3,
    ]);
  });

  it('an empty dataset still sends its (empty) disk list', () => {
    expect([...splitDataset(emptyDataset())]).toEqual([{ disks: [] }]);
  });

  it('gives parts of real fio jobs as JSON text under PART_CHARS, nothing lost, nothing reordered', async () => {
    // 240 copies of the real fio 3.33 job (bench-many-jobs' file, small), and 80 copies of a real
    // fio JSON+ job with its latency histograms (~10 KB of JSON each, too long for 50 to a part).
    const dir = mkdtempSync(join(tmpdir(), 'dataset-parts-'));
    try {
      const many = writeManyJobsJson(join(dir, 'many-jobs.json'), 240).path;
      const plus = fixturePath('fio/formats/randrw-4k-qd16.jsonplus.json');
      const texts = [readFileSync(many, 'utf8'), readFileSync(plus, 'utf8')];
      const ds = await ingestFiles(
        [
          { path: 'd/many-jobs.json', bytes: new TextEncoder().encode(texts[0]) },
          ...Array.from({ length: 80 }, (_, i) => ({
            path: `d/plus-${i}.json`,
            bytes: new TextEncoder().encode(texts[1]),
          })),
        ],
        { origin: 'x' },
      );
      // The jobs as the files name them, read here from the text.
      const jobs = (t: string) => [...t.matchAll(/"jobname"\s*:\s*"([^"]+)"/g)].map((m) => m[1]);
      expect(jobs(texts[0]!)).toHaveLength(240);
      expect(jobs(texts[1]!)).toHaveLength(1);
      expect(ds.measurements).toHaveLength(240 + 80);

      // What writing the parts cost: every character JSON.stringify wrote, against the parts' text.
      const stringify = JSON.stringify;
      let written = 0;
      const spy = vi.spyOn(JSON, 'stringify').mockImplementation((...args: Parameters<typeof stringify>) => {
        const text = stringify(...args);
        written += text.length;
        return text;
      });
      const out = [...splitDatasetAsJson(ds)];
      spy.mockRestore();
      const sent = out.reduce((n, p) => n + p.json.length, 0);
      // The JSON+ jobs' first part is written whole and then in pieces; the parts after it are
      // sized from it and written once. (Cut in halves, each half written again until it fit, the
      // parts were written 3.0 times over; now 1.2.)
      expect(written / sent).toBeLessThan(1.5);
      const ofMeasurements = out.filter((p) => p.part.measurements);
      for (const { part, json } of out) expect(JSON.parse(json)).toEqual(part);
      for (const { json } of ofMeasurements) expect(json.length).toBeLessThanOrEqual(PART_CHARS);
      // Every run once, in the dataset's order, and the JSON+ jobs cut to fewer than 50 a part.
      expect(ofMeasurements.flatMap((p) => p.part.measurements!)).toEqual(ds.measurements);
      const plusParts = ofMeasurements.filter((p) =>
        p.part.measurements!.every((m) => m.provenance.file.includes('plus')),
      );
      expect(plusParts.length).toBeGreaterThan(1);
      expect(Math.max(...plusParts.map((p) => p.part.measurements!.length))).toBeLessThan(
        MEASUREMENTS_PER_PART,
      );
      const jobNames = ofMeasurements.flatMap((p) => p.part.measurements!.map((m) => m.provenance.job));
      expect(jobNames).toEqual([...jobs(texts[0]!), ...Array<string>(80).fill(jobs(texts[1]!)[0]!)]);
      const collector = new DatasetCollector();
      for (const { json } of out) collector.add(JSON.parse(json));
      expect(await collector.dataset()).toEqual(ds);
    } finally {
      rmSync(dir, { recursive: true });
    }
  });
});
