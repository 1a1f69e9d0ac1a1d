// The whole pipeline (unpack → route → import → assemble → CSV) over every fixture (tests/fixtures,
// and ../shared/fixtures/third-party when it is there), with
// figures checked against the raw files read independently here (plain JSON.parse, no importer code).
import { readFileSync } from 'node:fs';
import Papa from 'papaparse';
import { beforeAll, describe, expect, it } from 'vitest';
import { headlineFigures } from '../../src/analysis/headline';
import { toLongCsv } from '../../src/export/long-csv';
import { ingestFiles } from '../../src/ingest/ingest';
import { checkInvariants } from '../../src/model/invariants';
import type { Dataset } from '../../src/model/types';
import { readInputs } from '../../scripts/lib/read-inputs';
import { fixturePath, hasThirdParty, OWN_FIXTURES, THIRD_PARTY } from '../helpers/fixtures';

let ds: Dataset;
let rows: Record<string, string>[];

/** Files that are not benchmark results (docs, generator scripts, job files, captured stderr). */
const NOT_RESULTS =
  /(README\.md|LICENSE|manifest\.tsv|provenance\.tsv|\.sh|\.mjs|\.py|\.fio|stderr\.txt|date_submitted|fio-webviewer\.(name|tags|userargs))$/;

type Raw = Record<string, unknown> & {
  jobs: Record<string, Record<string, number | Record<string, number>>>[];
};
const raw = (rel: string): Raw => JSON.parse(readFileSync(fixturePath(rel), 'utf8')) as Raw;
const rawDir = (rel: string, dir: 'read' | 'write', key: string): number =>
  raw(rel).jobs[0]![dir]![key] as number;
const rawLatMean = (rel: string, dir: 'read' | 'write'): number =>
  (raw(rel).jobs[0]![dir] as Record<string, Record<string, number>>).lat_ns!.mean as number;

beforeAll(async () => {
  // Third-party files keep the paths they had beside the others (`fixtures/third-party/…`).
  const thirdParty = hasThirdParty('')
    ? readInputs([THIRD_PARTY]).map((f) => ({ ...f, path: `fixtures/${f.path}` }))
    : [];
  ds = await ingestFiles([...readInputs([OWN_FIXTURES]), ...thirdParty], { origin: 'test' });
  rows = Papa.parse<Record<string, string>>(toLongCsv(ds), { header: true, skipEmptyLines: true }).data;
});

describe('ingest of every fixture', () => {
  it('holds the model invariants', () => {
    expect(checkInvariants(ds)).toEqual([]);
  });

  it('recognises every result file (only docs and scripts are skipped)', () => {
    const skipped = ds.reports.filter((r) => r.format === 'skipped').map((r) => r.file);
    expect(skipped.filter((f) => !NOT_RESULTS.test(f))).toEqual([]);
    // The real files that cannot give a result: two fio runs whose only job failed before doing
    // any I/O (an error naming the errno, not a measurement without figures), and an iozone run
    // interrupted before its first row.
    const errors = ds.reports.filter((r) => r.error).map((r) => r.file);
    expect(errors).toEqual([
      'fixtures/fio/gotchas/continue-on-error.json',
      'fixtures/fio/gotchas/error-einval.stdout.json',
      ...(hasThirdParty('iozone')
        ? [
            'fixtures/third-party/iozone/parsa2820-beegfs-benchmark/buffered-cache-IOZone-1m-aos2-interrupted.txt',
          ]
        : []),
    ]);
  });

  it('names disks from folders, with a fallback per folder', () => {
    const local = ds.disks.find((d) => d.label === 'local ssd 1');
    expect(local).toMatchObject({
      provider: 'local',
      type: 'ssd',
      size: { value: 1, unit: 'GB' },
      identity: 'folder-name',
    });
    const pts = ds.disks.find((d) => d.label === 'local ext4 2');
    expect(pts?.metadata.tools).toContain('fio 3.33');
    expect(ds.disks.find((d) => d.type === 'gotchas')?.identity).toBe('fallback');
  });

  it('headline figures of local_ssd_1 equal the raw JSON of the workload each column names', () => {
    const d = ds.disks.find((x) => x.label === 'local ssd 1')!;
    const h = headlineFigures(ds, d.id);
    // Each figure says its workload (block size, queue depth); the test reads that run's file by its
    // name and compares with JSON.parse of it (one run per workload here, so the median is the run).
    const file = (rw: string, fig: NonNullable<typeof h.randRead4k>) => {
      const w = fig.summary.workload;
      const bs = w.blockSize! >= 1048576 ? `${w.blockSize! / 1048576}m` : `${w.blockSize! / 1024}k`;
      return `fio/local_ssd_1/${rw}-${bs}-qd${w.queueDepth}.json`;
    };
    for (const [key, rw, dir, field] of [
      ['randRead4k', 'randread', 'read', 'iops'],
      ['randWrite4k', 'randwrite', 'write', 'iops'],
      ['seqRead1m', 'read', 'read', 'bw_bytes'],
      ['seqWrite1m', 'write', 'write', 'bw_bytes'],
    ] as const) {
      const fig = h[key]!;
      expect(fig.summary.n).toBe(1);
      expect(fig.value).toBe(rawDir(file(rw, fig), dir, field));
    }
    expect(h.lat4kQd1!.summary.workload.queueDepth).toBe(1);
    expect(h.lat4kQd1?.value).toBe(rawLatMean(file('randread', h.lat4kQd1!), 'read'));
  });

  it('headline figures of the PTS bundle equal its result files at the block size each column names (MiB/s read as MiB/s)', () => {
    const d = ds.disks.find((x) => x.label === 'local ext4 2')!;
    const h = headlineFigures(ds, d.id);
    const iops = raw('pts/local_ext4_2/iops.json') as unknown as Record<string, number>;
    const tp = raw('pts/local_ext4_2/throughput.json') as unknown as Record<string, number>;
    const lat = raw('pts/local_ext4_2/latency.json') as unknown as Record<string, number>;
    const kib = (f: NonNullable<typeof h.randRead4k>) => `${f.summary.workload.blockSize! / 1024}k`;
    expect(h.randRead4k?.value).toBe(iops[`iops_${kib(h.randRead4k!)}_100_0`]);
    expect(h.randWrite4k?.value).toBe(iops[`iops_${kib(h.randWrite4k!)}_0_100`]);
    expect(h.seqRead1m?.value).toBeCloseTo(tp[`throughput_${kib(h.seqRead1m!)}_100_0`]! * 1048576, 3);
    expect(h.seqWrite1m?.value).toBeCloseTo(tp[`throughput_${kib(h.seqWrite1m!)}_0_100`]! * 1048576, 3);
    expect(h.lat4kQd1?.value).toBeCloseTo(lat[`latency_${kib(h.lat4kQd1!)}_100_0_mean`]! * 1e6, 6);
  });

  it('the long CSV matches the raw files', () => {
    const bySource = (src: string, metric: string) =>
      rows.filter((r) => r.source === src && r.metric === metric);
    // Every fio JSON of local_ssd_1: iops and bw rows are read + write of the raw JSON.
    for (const name of ['randrw-4k-qd32', 'randread-1m-qd1', 'write-128k-qd32', 'randrw-16k-qd1']) {
      const rel = `fio/local_ssd_1/${name}.json`;
      const src = `fixtures/${rel}#${name}`;
      const iops = rawDir(rel, 'read', 'iops') + rawDir(rel, 'write', 'iops');
      const bw = rawDir(rel, 'read', 'bw_bytes') + rawDir(rel, 'write', 'bw_bytes');
      expect(Number(bySource(src, 'iops')[0]?.value)).toBeCloseTo(iops, 6);
      expect(Number(bySource(src, 'bw')[0]?.value)).toBe(bw);
      expect(bySource(src, 'bw')[0]?.unit).toBe('B/s');
    }
    const rel = 'fio/local_ssd_1/randrw-4k-qd32.json';
    expect(Number(bySource(`fixtures/${rel}#randrw-4k-qd32`, 'lat_mean_read')[0]?.value)).toBe(
      rawLatMean(rel, 'read'),
    );
    // PTS: one row per [test].json key, in base units.
    const iops = raw('pts/local_ext4_2/iops.json') as unknown as Record<string, number>;
    for (const [key, value] of Object.entries(iops)) {
      expect(Number(bySource(`fixtures/pts/local_ext4_2/iops.json#${key}`, 'iops')[0]?.value), key).toBe(
        value,
      );
    }
    const tp = raw('pts/local_ext4_2/throughput.json') as unknown as Record<string, number>;
    for (const [key, value] of Object.entries(tp)) {
      expect(
        Number(bySource(`fixtures/pts/local_ext4_2/throughput.json#${key}`, 'bw')[0]?.value),
        key,
      ).toBeCloseTo(value * 1048576, 2);
    }
    const lat = raw('pts/local_ext4_2/latency.json') as unknown as Record<string, number>;
    for (const [key, value] of Object.entries(lat)) {
      const [, base, kind] = /^(.*)_(mean|max)$/.exec(key)!;
      expect(
        Number(bySource(`fixtures/pts/local_ext4_2/latency.json#${base}`, `lat_${kind}`)[0]?.value),
        key,
      ).toBeCloseTo(value * 1e6, 3);
    }
  });

  it('never charts a failed job as zeros: a job that failed before any I/O is a named error, not a measurement', () => {
    for (const m of ds.measurements.filter((x) => x.status === 'failed')) expect(m.total.iops ?? 0).toBe(0);
    expect(ds.measurements.some((m) => m.provenance.file.includes('error-einval'))).toBe(false);
    expect(rows.some((r) => (r.source ?? '').includes('error-einval'))).toBe(false);
    const einval = ds.reports.find((r) => r.file.endsWith('error-einval.stdout.json'));
    expect(einval?.error?.message).toMatch(/error 22 \(EINVAL/);
  });
});
