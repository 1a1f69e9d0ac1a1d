// fio's defaults applied and said (iodepth=1, numjobs=1, sync engines at depth 1), block sizes
// inferred only when fio could have run them, and the "4k QD1 read latency" headline for a run
// that never stated its queue depth.
import { describe, expect, it } from 'vitest';
import { headlineColumns, headlineFor } from '../../../../../src/analysis/headline';
import { emptyDataset, type Dataset, type Measurement } from '../../../../../src/model/types';
import { importText } from '../../../../../src/ingest/route';
import { modelSchemas } from '../../../../../src/model/schema';
import { corpusBytes, jsonDocuments } from './reference';

interface Doc {
  jobs: {
    'job options': Record<string, string>;
    read: { io_bytes: number; io_kbytes: number; total_ios: number; lat_ns: { mean: number } };
  }[];
}

/** Run 1 of the JSON loop (randread 4k, iodepth=1 given) with some job options taken out. */
function run1Without(...keys: string[]): Doc {
  const doc = jsonDocuments(corpusBytes('loop-appended.json').toString('utf8'))[0] as Doc;
  for (const k of keys) delete doc.jobs[0]!['job options'][k];
  return doc;
}

/** The headline of a one-disk dataset holding `m` alone. */
function headlineOf(m: Measurement) {
  const ds: Dataset = { ...emptyDataset(), measurements: [m] };
  return headlineFor(ds, 'd', headlineColumns(ds, ['d']));
}

function importDoc(doc: Doc) {
  return importText({ path: 'run.json', text: JSON.stringify(doc) })!;
}

describe('fio defaults', () => {
  it('no iodepth and no numjobs: queue depth 1 and 1 job, marked "fio default"; the QD1 headline finds it', () => {
    const doc = run1Without('iodepth', 'numjobs');
    const res = importDoc(doc);
    if (!res.ok) throw new Error(JSON.stringify(res.error));
    const m = res.measurements[0]!;
    expect(m.workload).toMatchObject({ queueDepth: 1, jobs: 1, blockSize: 4096, readPct: 100 });
    expect(m.provenance.assumed).toEqual({ queueDepth: 'fio default', jobs: 'fio default' });
    const h = headlineOf({ ...m, id: 'm1', diskId: 'd' } as Measurement);
    expect(h.lat4kQd1?.value).toBe(doc.jobs[0]!.read.lat_ns.mean);
  });

  it('a sync engine runs at depth 1 whatever iodepth says', () => {
    const doc = run1Without();
    doc.jobs[0]!['job options'].ioengine = 'psync';
    doc.jobs[0]!['job options'].iodepth = '32';
    // Without iodepth_level, only the engine says the depth (the measured depth is a separate rule).
    delete (doc.jobs[0] as Record<string, unknown>).iodepth_level;
    const res = importDoc(doc);
    if (!res.ok) throw new Error(JSON.stringify(res.error));
    expect(res.measurements[0]!.workload.queueDepth).toBe(1);
    expect(res.measurements[0]!.provenance.assumed?.queueDepth).toBe('fio default');
  });

  it('no bs: inferred from bytes / I/Os when fio can run that size (4096), marked "inferred"', () => {
    const res = importDoc(run1Without('bs'));
    if (!res.ok) throw new Error(JSON.stringify(res.error));
    expect(res.measurements[0]!.workload.blockSize).toBe(4096);
    expect(res.measurements[0]!.provenance.assumed?.blockSize).toBe('inferred');
  });

  it('no bs and exact bytes / I/Os = 4098 B: the block size is unknown, never 4098 B, and the warning says why', () => {
    const doc = run1Without('bs');
    const r = doc.jobs[0]!.read;
    r.io_bytes = r.total_ios * 4098;
    r.io_kbytes = Math.floor(r.io_bytes / 1024);
    const res = importDoc(doc);
    if (!res.ok) throw new Error(JSON.stringify(res.error));
    const m = res.measurements[0]!;
    // JSON counts are exact, so 4098 is no block size fio ran, and no option says the sizes vary.
    expect(m.workload.blockSize).toBeUndefined();
    expect(m.provenance.assumed?.blockSize).toBeUndefined();
    expect(m.directions.read!.iops).toBeGreaterThan(0);
    const w = res.warnings.find((x) => x.message.includes('block size unknown'))!;
    expect(w.message).toContain('block size unknown: bytes / I/Os = 4098 B is not a size fio runs');
    expect(w.file).toBe('run.json');
    expect(modelSchemas().measurementDraft.safeParse(m).success).toBe(true);
    // The same run with its 4k stated is the 4k QD1 headline; of unknown size it is no 4k figure.
    const h = headlineOf({ ...m, id: 'm1', diskId: 'd' } as Measurement);
    expect(h.lat4kQd1).toBeUndefined();
    expect(h.randRead4k).toBeUndefined();
    expect(h.tests).toEqual(['fio']);
  });

  it('bssplit stated and bytes / I/Os = 4098 B: the mean I/O size, said to be no single block size', () => {
    const doc = run1Without('bs');
    doc.jobs[0]!['job options'].bssplit = '4k/50:4100/50';
    const r = doc.jobs[0]!.read;
    r.io_bytes = r.total_ios * 4098;
    r.io_kbytes = Math.floor(r.io_bytes / 1024);
    const res = importDoc(doc);
    if (!res.ok) throw new Error(JSON.stringify(res.error));
    expect(res.measurements[0]!.workload.blockSize).toBe(4098);
    expect(res.warnings.map((w) => w.message).join()).toContain('4098 B is no single block size');
  });

  it('text output: rounded figures near a runnable size give that size (79.7MiB / 20415 I/Os → 4096, not 4094)', () => {
    const run = corpusBytes('script-capture.txt')
      .toString('utf8')
      .split(/^(?=\$ fio )/m)[1]!;
    const noBs = run
      .replace(/bs=\(R\) 4096B-4096B, \(W\) 4096B-4096B, \(T\) 4096B-4096B, /, '')
      .replace(/--bs=4k /, '');
    expect(noBs).not.toMatch(/4096B|--bs/);
    const res = importText({ path: 'x.txt', text: noBs })!;
    if (!res.ok) throw new Error(JSON.stringify(res.error));
    expect(res.measurements[0]!.workload.blockSize).toBe(4096);
    expect(res.measurements[0]!.provenance.assumed?.blockSize).toBe('inferred');
  });

  it('text output: bytes / I/Os that is no size fio runs: imported with the block size unknown', () => {
    // A terse line (no workload printed) whose bytes / I/Os is 3000 B: kept, its size unknown.
    const line = corpusBytes('loop-appended.terse.txt').toString('utf8').split('\n')[0]!;
    const f = line.split(';');
    f[5] = String(Math.round((Number(f[7]) * Number(f[8]) * 3000) / 1000 / 1024)); // KiB moved
    const res = importText({ path: 'odd.terse.txt', text: f.join(';') })!;
    if (!res.ok) throw new Error(JSON.stringify(res.error));
    expect(res.measurements).toHaveLength(1);
    const m = res.measurements[0]!;
    expect(m.workload.blockSize).toBeUndefined();
    expect(m.directions.read!.iops).toBe(Number(f[7]));
    const w = res.warnings.find((x) => x.message.includes('block size unknown'))!;
    expect(w.message).toMatch(/block size unknown: bytes \/ I\/Os = (299\d|300\d) B is not a size fio runs/);
    expect(w.file).toBe('odd.terse.txt');
    expect(w.message + JSON.stringify(w)).toContain(f[2]!); // the job name
  });
});

describe('nothing silent', () => {
  it('a file recognised as fio text with no figures quotes the first line not understood', () => {
    const text = [
      'x: (groupid=0, jobs=1): err= 0: pid=1',
      '  read : something fio never printed',
      '     issued rwts: total=1,0,0,0 short=0,0,0,0 dropped=0,0,0,0',
    ].join('\n');
    const res = importText({ path: 'odd.txt', text })!;
    expect(res.ok).toBe(false);
    if (!res.ok) expect(res.error.message).toContain('line 2: "read : something fio never printed"');
  });
});

describe('run position and assumptions in the dataset schema', () => {
  it('imported runs pass the draft schema; a run index past its count does not', () => {
    const text = corpusBytes('loop-appended.terse.txt').toString('utf8');
    const res = importText({ path: 'loop.txt', text })!;
    if (!res.ok) throw new Error(JSON.stringify(res.error));
    for (const m of res.measurements) expect(modelSchemas().measurementDraft.safeParse(m).success).toBe(true);
    const bad = {
      ...res.measurements[0]!,
      provenance: { ...res.measurements[0]!.provenance, run: { index: 6, count: 5 } },
    };
    expect(modelSchemas().measurementDraft.safeParse(bad).success).toBe(false);
    const odd = {
      ...res.measurements[0]!,
      provenance: { ...res.measurements[0]!.provenance, assumed: { jobs: 'guess' } },
    };
    expect(modelSchemas().measurementDraft.safeParse(odd).success).toBe(false);
  });
});
