import { describe, expect, it } from 'vitest';
import { ingestFiles } from '../../../src/ingest/ingest';
import { checkInvariants, invariantSteps } from '../../../src/model/invariants';
import {
  DATASET_VERSION,
  datasetFromEnvelope,
  datasetFromEnvelopeInSteps,
  deserializeDataset,
  deserializeDatasetInSteps,
  serializeDataset,
} from '../../../src/model/serialize';
import { emptyDataset, type Dataset } from '../../../src/model/types';
import { fixtureFolder } from '../../helpers/ingest';

describe('dataset serialisation', () => {
  it('round-trips', () => {
    const ds = emptyDataset();
    const back = deserializeDataset(serializeDataset(ds));
    expect(back).toEqual({ ok: true, dataset: ds, warnings: [], upgrades: [], skipped: 0, skippedParts: [] });
  });

  it('runs every upgrader from an older version in order', () => {
    const upgraders = {
      1: (d: unknown) => ({ ...(d as object), disks: [], measurements: [] }),
      2: (d: unknown) => ({ ...(d as object), series: [] }),
    };
    const old = JSON.stringify({ format: 'diskscope-dataset', version: 1, dataset: { items: [] } });
    const r = deserializeDataset(old, upgraders, 3);
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.upgrades).toEqual(['upgraded from version 1 to 2', 'upgraded from version 2 to 3']);
  });

  it('version 1 → 2: percentile keys "99.9" become "p99.9" wherever a latency summary is', () => {
    const lat = () => ({ mean: 5, percentiles: { '1': 1, '50': 2, '99.9': 3, '99.990000': 4 } });
    const v1 = {
      format: 'diskscope-dataset',
      version: 1,
      dataset: {
        disks: [
          {
            id: 'd',
            provider: 'p',
            type: 't',
            comparable: true,
            label: 'd',
            identity: 'fallback',
            metadata: {},
            origin: 'published',
          },
        ],
        measurements: [
          {
            id: 'm1',
            diskId: 'd',
            test: 'fio',
            role: 'result',
            status: 'ok',
            workload: { pattern: 'random', readPct: 100, blockSize: 4096 },
            provenance: { file: 'f.json', tool: 'fio', format: 'fio-json' },
            directions: { read: { iops: 1, bw: 1, clat: lat(), lat: lat() }, write: { iops: 1, bw: 1 } },
            total: { lat: lat() },
            sync: { calls: 1, lat: lat() },
          },
        ],
      },
    };
    const r = deserializeDataset(JSON.stringify(v1));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const want = { mean: 5, percentiles: { p1: 1, p50: 2, 'p99.9': 3, 'p99.99': 4 } };
    const m = r.dataset.measurements[0]!;
    expect(m.directions.read).toEqual({ iops: 1, bw: 1, clat: want, lat: want });
    expect(m.directions.write).toEqual({ iops: 1, bw: 1 });
    expect(m.total.lat).toEqual(want);
    expect(m.sync?.lat).toEqual(want);
    expect(r.upgrades).toEqual(['upgraded from version 1 to 2']);
  });

  it('refuses what it cannot read, with a message', () => {
    expect(deserializeDataset('{')).toMatchObject({ ok: false, error: expect.stringMatching(/^not JSON/) });
    expect(deserializeDataset('{"a":1}')).toEqual({
      ok: false,
      error: 'not a diskscope dataset (expected "format": "diskscope-dataset" and a version)',
    });
    expect(
      deserializeDataset(
        JSON.stringify({ format: 'diskscope-dataset', version: DATASET_VERSION + 1, dataset: {} }),
      ),
    ).toMatchObject({
      ok: false,
      error: expect.stringContaining('newer than this diskscope'),
    });
    expect(
      deserializeDataset(JSON.stringify({ format: 'diskscope-dataset', version: 0, dataset: {} })),
    ).toEqual({
      ok: false,
      error: 'no upgrader from dataset version 0',
    });
  });
});

describe('a large dataset checked in steps (saved uploads at start-up)', () => {
  /** The real fio run of the fixtures, its measurements repeated 400 times (ids too: duplicates). */
  async function repeated(): Promise<{ ds: Dataset; runs: number }> {
    const files = fixtureFolder('fio/local_ssd_1', 'qcloud_ssd_100');
    // Jobs in the files, counted in their text (each job has one "jobname"), not by the importer.
    const runs = files.reduce(
      (n, f) => n + (new TextDecoder().decode(f.bytes).match(/"jobname"/g)?.length ?? 0),
      0,
    );
    const ds = await ingestFiles(files, { origin: 'u1' });
    expect(ds.measurements).toHaveLength(runs);
    return { ds: { ...ds, measurements: Array.from({ length: 400 }, () => ds.measurements).flat() }, runs };
  }

  it('keeps every measurement, as the check at once does, pausing between steps', async () => {
    const { ds, runs } = await repeated();
    const unique = { ...ds, measurements: ds.measurements.map((m, i) => ({ ...m, id: `${m.id}-${i}` })) };
    const envelope = () => JSON.parse(serializeDataset(unique)) as unknown;
    let pauses = 0;
    const stepped = await datasetFromEnvelopeInSteps(envelope(), async () => void pauses++);
    expect(stepped).toEqual(datasetFromEnvelope(envelope()));
    expect(stepped.ok && stepped.dataset.measurements).toHaveLength(400 * runs);
    expect(stepped.ok && stepped.warnings).toEqual([]);
    expect(pauses).toBeGreaterThan((400 * runs) / 2000);
  });

  it('text read in steps (the published dataset at start-up) gives what the read at once gives', async () => {
    const { ds, runs } = await repeated();
    const text = serializeDataset(ds);
    let pauses = 0;
    const stepped = await deserializeDatasetInSteps(text, async () => void pauses++);
    expect(stepped).toEqual(deserializeDataset(text));
    // Every repeat but the first of each run reuses its id, and is skipped and named.
    expect(stepped.ok && stepped.dataset.measurements).toHaveLength(runs);
    expect(stepped.ok && stepped.skipped).toBe(399 * runs);
    // A pause after the parse, then between the checked parts.
    expect(pauses).toBeGreaterThan(1 + (400 * runs) / 2000);
  });

  it('text read in steps that is not JSON says so, as the read at once does', async () => {
    const r = await deserializeDatasetInSteps('{"format": "diskscope-dataset",', async () => undefined);
    expect(r.ok).toBe(false);
    expect(r).toEqual(deserializeDataset('{"format": "diskscope-dataset",'));
    expect(!r.ok && r.error).toMatch(/^not JSON: /);
  });

  it('the invariants in steps find what the check at once finds', async () => {
    const { ds, runs } = await repeated();
    // Each of the 400 × runs measurements but the first `runs` repeats an id.
    const atOnce = checkInvariants(ds);
    expect(atOnce.filter((p) => p.startsWith('duplicate measurement id'))).toHaveLength(399 * runs);
    const steps = invariantSteps(ds);
    let yields = 0;
    let r = steps.next();
    for (; !r.done; r = steps.next()) yields++;
    expect(r.value).toEqual(atOnce);
    expect(yields).toBeGreaterThanOrEqual(Math.floor((400 * runs) / 2000));
  });
});
