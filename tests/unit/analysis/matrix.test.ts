import { beforeAll, describe, expect, it } from 'vitest';
import {
  buildMatrix,
  cellAt,
  fioFacets,
  metricsWithValues,
  mixLabel,
  sourcesOf,
} from '../../../src/analysis/matrix';
import { buildMatrixColumns } from '../../../src/charts/matrix-columns';
import { buildMatrixHeatmap } from '../../../src/charts/matrix-heatmap';
import type { Dataset } from '../../../src/model/types';
import { KiB, MiB } from '../../../src/model/units';
import { importText } from '../../../src/ingest/route';
import { datasetOf, readFixture } from '../../helpers/ingest';
import { diskIdByFolder, ptsAndFioDataset } from '../charts/fixture-dataset';

let ds: Dataset;
let pts: string;
let fio: string;
beforeAll(async () => {
  ds = await ptsAndFioDataset();
  pts = diskIdByFolder(ds, 'local_ext4_2');
  fio = diskIdByFolder(ds, 'local_ssd_1');
});

function fioJob(rel: string) {
  const json = JSON.parse(readFixture(rel).text) as {
    jobs: { read: { iops: number }; write: { iops: number } }[];
  };
  return json.jobs[0]!;
}

describe('PTS matrices', () => {
  it('has the iops, throughput and latency sources for the PTS disk and only fio for the fio disk', () => {
    expect(sourcesOf(ds, pts)).toEqual(['iops', 'throughput', 'latency']);
    expect(sourcesOf(ds, fio)).toEqual(['fio']);
  });

  it('fills the IOPS matrix from iops.json, block sizes small to large, mixes 100/0 first', () => {
    const m = buildMatrix(ds, pts, { source: 'iops', metric: 'iops' });
    // The fixture run skipped every block size except 512b, 4k and 128k.
    expect(m.blockSizes).toEqual([512, 4 * KiB, 128 * KiB]);
    expect(m.mixes.map(mixLabel)).toEqual(['100/0', '95/5', '65/35', '50/50', '35/65', '5/95', '0/100']);
    const c = cellAt(m, 4 * KiB, 100)!;
    expect(c.value).toBe(311073); // iops.json: iops_4k_100_0
    expect(c.measurement.provenance.job).toBe('iops_4k_100_0');
    expect(cellAt(m, 512, 65)!.value).toBe(179615);
    // Skipped block sizes have no cell at all: missing is not 0.
    expect(cellAt(m, 8 * KiB, 100)).toBeUndefined();
  });

  it('keeps throughput in bytes/s (the suite wrote MiB/s and called it MB/s)', () => {
    const m = buildMatrix(ds, pts, { source: 'throughput', metric: 'bw' });
    expect(m.blockSizes).toEqual([128 * KiB, MiB]);
    expect(m.mixes).toEqual([100, 0]);
    expect(cellAt(m, MiB, 100)!.value).toBeCloseTo(8370.31 * MiB, 0);
    expect(cellAt(m, 128 * KiB, 0)!.value).toBeCloseTo(2813.02 * MiB, 0);
  });

  it('keeps latency in ns: mean and max', () => {
    const mean = buildMatrix(ds, pts, { source: 'latency', metric: 'latMean' });
    const max = buildMatrix(ds, pts, { source: 'latency', metric: 'latMax' });
    expect(cellAt(mean, 4 * KiB, 100)!.value).toBeCloseTo(0.008568182682 * 1e6, 3);
    expect(cellAt(max, 512, 0)!.value).toBeCloseTo(1051.0183264 * 1e6, 0);
    expect(metricsWithValues(ds, pts, 'latency')).toEqual(['latMean', 'latMax']);
  });
});

describe('fio matrices', () => {
  it('lists pattern × queue depth facets', () => {
    expect(fioFacets(ds, fio)).toEqual([
      { pattern: 'random', queueDepth: 1, jobs: 1 },
      { pattern: 'random', queueDepth: 32, jobs: 1 },
      { pattern: 'sequential', queueDepth: 32, jobs: 1 },
    ]);
  });

  it('fills cells from the runs of one facet, mixes from rwmixread', () => {
    const m = buildMatrix(ds, fio, {
      source: 'fio',
      metric: 'iops',
      facet: { pattern: 'random', queueDepth: 32 },
    });
    expect(m.blockSizes).toEqual([4 * KiB, 16 * KiB, 128 * KiB, MiB]);
    expect(m.mixes).toEqual([100, 70, 0]);
    const job = fioJob('fio/local_ssd_1/randread-4k-qd32.json');
    expect(cellAt(m, 4 * KiB, 100)!.value).toBeCloseTo(job.read.iops, 6);
    const rw = fioJob('fio/local_ssd_1/randrw-16k-qd32.json');
    expect(cellAt(m, 16 * KiB, 70)!.value).toBeCloseTo(rw.read.iops + rw.write.iops, 3);
    expect(cellAt(m, 16 * KiB, 70)!.measurement.provenance.toolVersion).toBe('3.33');
  });

  it('takes a single-direction p99 from completion latency and says so', () => {
    const m = buildMatrix(ds, fio, {
      source: 'fio',
      metric: 'latP99',
      facet: { pattern: 'random', queueDepth: 1 },
    });
    const c = cellAt(m, 4 * KiB, 100)!;
    const json = JSON.parse(readFixture('fio/local_ssd_1/randread-4k-qd1.json').text);
    expect(c.value).toBe(json.jobs[0].read.clat_ns.percentile['99.000000']);
    expect(c.latencyKind).toBe('clat');
    // A mixed run has no single p99 (read and write percentiles cannot be combined).
    expect(cellAt(m, 4 * KiB, 70)?.value).toBeUndefined();
  });

  it('shows a failed run as failed, without a value', () => {
    // A job that failed before any I/O is no longer imported (the file is an error); a failed
    // measurement can still come from a stored dataset, so one is made from a real run here.
    const res = importText(readFixture('fio/local_ssd_1/randread-4k-qd1.json'))!;
    const one = datasetOf(res);
    one.measurements = one.measurements.map((x) => ({
      ...x,
      status: 'failed' as const,
      directions: {},
      total: {},
    }));
    const m = buildMatrix(one, 'd', { source: 'fio', metric: 'iops' });
    expect(m.cells).toHaveLength(1);
    expect(m.cells[0]!.status).toBe('failed');
    expect(m.cells[0]!.value).toBeUndefined();
  });

  it('summarises the runs of one workload, leaving a failed one out of the figure', () => {
    const src = ds.measurements.find(
      (x) => x.diskId === fio && x.workload.blockSize === 4 * KiB && x.test === 'fio',
    )!;
    const failed = { ...src, id: 'dup', status: 'failed' as const, total: {} };
    const two: Dataset = { ...ds, measurements: [failed, src] };
    const m = buildMatrix(two, fio, {
      source: 'fio',
      metric: 'iops',
      facet: { pattern: src.workload.pattern, queueDepth: src.workload.queueDepth },
    });
    const c = cellAt(m, 4 * KiB, src.workload.readPct)!;
    expect(c.status).toBe('ok');
    expect(c.measurement.id).toBe(src.id);
    expect(c.value).toBe(src.total.iops);
    expect(c.summary.n).toBe(1);
    expect(c.summary.failed.map((f) => f.id)).toEqual(['dup']);
  });

  it('leaves out a run whose block size is unknown (no row, never 0 B), and the charts build', () => {
    // The real 4k QD32 random read with its block size taken away, beside the disk's other runs.
    const src = ds.measurements.find(
      (x) =>
        x.diskId === fio &&
        x.workload.blockSize === 4 * KiB &&
        x.workload.queueDepth === 32 &&
        x.workload.readPct === 100,
    )!;
    const { blockSize: _dropped, ...workload } = src.workload;
    const unsized = { ...src, id: 'unsized', workload };
    const withUnsized: Dataset = {
      ...ds,
      measurements: [unsized, ...ds.measurements.filter((x) => x !== src)],
    };
    const spec = { source: 'fio', metric: 'iops', facet: { pattern: 'random', queueDepth: 32 } } as const;
    const before = buildMatrix(ds, fio, spec);
    const m = buildMatrix(withUnsized, fio, spec);
    expect(cellAt(before, 4 * KiB, 100)!.measurement.id).toBe(src.id);
    expect(cellAt(m, 4 * KiB, 100)).toBeUndefined();
    expect(m.cells).toHaveLength(before.cells.length - 1);
    expect(m.cells.some((c) => c.measurement.id === 'unsized')).toBe(false);
    expect(m.cells.every((c) => c.blockSize > 0)).toBe(true);
    expect(m.blockSizes).toEqual(before.blockSizes);
    const opts = { diskId: fio, units: { bw: 'MB/s', lat: 'us' }, lang: 'en', ...spec } as const;
    const heat = buildMatrixHeatmap(withUnsized, opts);
    const sizes = ['4k', '16k', '128k', '1m'];
    expect((heat.yAxis as { categories: string[] }).categories).toEqual(sizes);
    const cols = buildMatrixColumns(withUnsized, opts);
    expect((cols.xAxis as { categories: string[] }).categories).toEqual(sizes);
  });

  it('a disk whose only run has no block size keeps its fio source (for the run table), with an empty matrix', () => {
    const res = importText(readFixture('fio/local_ssd_1/randread-4k-qd1.json'))!;
    const one = datasetOf(res);
    one.measurements = one.measurements.map((x) => {
      const { blockSize: _dropped, ...workload } = x.workload;
      return { ...x, workload };
    });
    expect(sourcesOf(one, 'd')).toEqual(['fio']);
    const m = buildMatrix(one, 'd', { source: 'fio', metric: 'iops' });
    expect(m.cells).toEqual([]);
    expect(m.blockSizes).toEqual([]);
    const heat = buildMatrixHeatmap(one, {
      diskId: 'd',
      units: { bw: 'MB/s', lat: 'us' },
      lang: 'en',
      source: 'fio',
      metric: 'iops',
    });
    expect((heat.yAxis as { categories: string[] }).categories).toEqual([]);
  });
});
