// Measurements taken in as JSON share their repeated objects again (src/model/share-repeats.ts), and
// every figure stays as it was: the collected dataset serialises to the same JSON as the imported one.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DatasetCollector, splitDatasetAsJson } from '../../../src/model/dataset-parts';
import { RepeatSharer } from '../../../src/model/share-repeats';
import { ingestFiles } from '../../../src/ingest/ingest';
import type { Dataset, Measurement } from '../../../src/model/types';
import { fixturePath } from '../../helpers/fixtures';

const FILE = 'fio/local_ssd_1/randread-4k-qd1.json';

/** The dataset as the page gets it: split into JSON parts, each parsed and collected. */
async function throughJson(ds: Dataset): Promise<Dataset> {
  const collector = new DatasetCollector();
  for (const { json } of splitDatasetAsJson(ds)) collector.add(JSON.parse(json));
  return collector.dataset();
}

/** The same fio JSON three times in one disk folder: three runs of one workload, one after another. */
async function threeRuns(): Promise<Dataset> {
  const bytes = new Uint8Array(readFileSync(fixturePath(FILE)));
  return ingestFiles(
    ['a', 'b', 'c'].map((n) => ({ path: `local_ssd_1/${n}.json`, bytes })),
    { origin: 'u1' },
  );
}

describe('repeated objects of measurements taken in as JSON', () => {
  it('changes no figure: the collected measurements serialise as the imported ones', async () => {
    const ds = await threeRuns();
    const got = await throughJson(ds);
    expect(got.measurements).toHaveLength(3);
    expect(JSON.stringify(got.measurements)).toBe(JSON.stringify(ds.measurements));
  });

  it("a single-direction job's total latency is its direction's own object again", async () => {
    // The file's job read and did not write (read without the importer): one direction.
    const job = (
      JSON.parse(readFileSync(fixturePath(FILE), 'utf8')) as {
        jobs: { read: { io_bytes: number }; write: { io_bytes: number } }[];
      }
    ).jobs[0]!;
    expect(job.read.io_bytes).toBeGreaterThan(0);
    expect(job.write.io_bytes).toBe(0);
    const got = await throughJson(await threeRuns());
    for (const m of got.measurements) {
      expect(m.total.latMethod).toBe('single-direction');
      expect(m.total.lat).toBe(m.directions.read!.lat);
    }
  });

  it('the runs of one workload share its workload, options and assumed fields', async () => {
    const got = await throughJson(await threeRuns());
    const [a, b, c] = got.measurements as [Measurement, Measurement, Measurement];
    expect(b.workload).toBe(a.workload);
    expect(c.workload).toBe(a.workload);
    expect(a.workload.options).toBeDefined();
    expect(c.provenance.assumed).toBe(a.provenance.assumed);
    // Each keeps its own provenance (its file) and figures.
    expect(new Set(got.measurements.map((m) => m.provenance.file)).size).toBe(3);
    expect(b.directions).not.toBe(a.directions);
  });

  it("disks holding the same jobs share each job's workload across disks", async () => {
    const jobs = ['randread-4k-qd1.json', 'randread-128k-qd1.json'];
    const files = ['aws_gp3_100', 'aws_gp3_200'].flatMap((disk) =>
      jobs.map((f) => ({
        path: `${disk}/${f}`,
        bytes: new Uint8Array(readFileSync(fixturePath(`fio/local_ssd_1/${f}`))),
      })),
    );
    const ds = await ingestFiles(files, { origin: 'u1' });
    const got = await throughJson(ds);
    expect(JSON.stringify(got.measurements)).toBe(JSON.stringify(ds.measurements));
    const on = (disk: string, f: string) =>
      got.measurements.find((m) => m.diskId.endsWith(disk) && m.provenance.file.endsWith(f))!;
    for (const f of jobs) expect(on('aws_gp3_200', f).workload).toBe(on('aws_gp3_100', f).workload);
    expect(on('aws_gp3_100', jobs[0]!).workload).not.toBe(on('aws_gp3_100', jobs[1]!).workload);
  });

  it('objects that differ in any figure stay apart, and anything not a measurement is left alone', () => {
    const sharer = new RepeatSharer();
    const lat = { mean: 100, min: 50, max: 900 };
    const m = {
      workload: { pattern: 'random', readPct: 100, blockSize: 4096, options: { size: '1G' } },
      directions: { read: { iops: 1, bw: 4096, lat } },
      total: { iops: 1, bw: 4096, lat: { ...lat, max: 901 }, latMethod: 'single-direction' },
      provenance: { file: 'x', assumed: { jobs: 'fio default' } },
    };
    const n = structuredClone(m);
    n.workload.options.size = '2G';
    sharer.share(m);
    sharer.share(n);
    expect(m.total.lat).not.toBe(m.directions.read.lat);
    expect(m.total.lat.max).toBe(901);
    expect(n.workload).not.toBe(m.workload);
    expect(n.workload.options).toEqual({ size: '2G' });
    expect(n.provenance.assumed).toBe(m.provenance.assumed);
    for (const junk of [
      null,
      'text',
      3,
      [],
      { workload: 'x', total: { latMethod: 'single-direction', lat: 1 } },
    ])
      expect(() => sharer.share(junk)).not.toThrow();
  });
});
