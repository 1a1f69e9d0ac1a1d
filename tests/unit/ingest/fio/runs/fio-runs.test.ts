// The fio-runs corpus (tests/fixtures/fio-runs, made with Debian's fio 3.33 by make.sh; README
// there): every run of every file is imported as its own measurement, in file order, with figures
// equal to an independent reading (reference.ts: regexes and JSON.parse, not the importer).
import { describe, expect, it } from 'vitest';
import { decodeText, importText } from '../../../../../src/ingest/route';
import type { ImportOk, MeasurementDraft } from '../../../../../src/ingest/types';
import type { RunRef } from './reference';
import {
  corpusBytes,
  jsonDocuments,
  readJsonRun,
  readNormalRun,
  readNormalRuns,
  readTerseRun,
} from './reference';

function imported(name: string): ImportOk {
  const text = decodeText(new Uint8Array(corpusBytes(name)));
  if (text === undefined) throw new Error(`${name} decoded as binary`);
  const res = importText({ path: name, text });
  if (!res?.ok) throw new Error(`${name}: ${JSON.stringify(res)}`);
  return res;
}

const near = (got: number | undefined, want: number, rel = 1e-9) =>
  expect(Math.abs((got ?? NaN) - want)).toBeLessThanOrEqual(Math.abs(want) * rel + 1e-9);

const RW: Record<string, { pattern: string; readPct?: number }> = {
  read: { pattern: 'sequential', readPct: 100 },
  write: { pattern: 'sequential', readPct: 0 },
  randread: { pattern: 'random', readPct: 100 },
  randwrite: { pattern: 'random', readPct: 0 },
  randrw: { pattern: 'random' },
};

/** The measurement of each run holds the reference's workload and figures (rates, bytes/s, ns). */
function expectRuns(ms: MeasurementDraft[], refs: RunRef[], name: string, latRel = 1e-9): void {
  expect(ms).toHaveLength(refs.length);
  refs.forEach((ref, i) => {
    const m = ms[i]!;
    if (refs.length > 1) expect(m.provenance.run).toEqual({ index: i + 1, count: refs.length });
    expect(m.provenance.file).toBe(name);
    expect(m.workload.rw ?? ref.rw).toBe(ref.rw);
    expect(m.workload.pattern).toBe(RW[ref.rw]!.pattern);
    if (RW[ref.rw]!.readPct !== undefined) expect(m.workload.readPct).toBe(RW[ref.rw]!.readPct);
    expect(m.workload.blockSize).toBe(ref.bs);
    expect(m.workload.queueDepth).toBe(ref.qd);
    expect(m.workload.jobs).toBe(ref.jobs);
    expect(Object.keys(m.directions).sort()).toEqual(Object.keys(ref.dirs).sort());
    for (const [d, want] of Object.entries(ref.dirs)) {
      const got = m.directions[d as 'read' | 'write']!;
      near(got.iops, want.iops);
      near(got.bw, want.bw);
      near(got.lat?.mean, want.lat, latRel);
    }
  });
}

/** The loop in make.sh: what each of the 5 runs asked for. */
const LOOP = [
  { rw: 'randread', bs: 4096, qd: 1, jobs: 1 },
  { rw: 'randwrite', bs: 4096, qd: 4, jobs: 1 },
  { rw: 'read', bs: 65536, qd: 8, jobs: 2 },
  { rw: 'randread', bs: 4096, qd: 16, jobs: 2 },
  { rw: 'randrw', bs: 16384, qd: 2, jobs: 1 },
];

describe('runs appended with >> in a loop (normal, CRLF, UTF-16LE, Markdown)', () => {
  const text = corpusBytes('loop-appended.normal.txt').toString('utf8');
  const refs = readNormalRuns(text);

  it('the independent reading finds the 5 runs the loop ran', () => {
    expect(refs.map(({ rw, bs, qd, jobs }) => ({ rw, bs, qd, jobs }))).toEqual(LOOP);
  });

  it.each([
    'loop-appended.normal.txt',
    'loop-appended.crlf.txt',
    'loop-appended.utf16le.txt',
    'loop-appended.md',
  ])('%s: one measurement per run, figures as read independently, never summed across runs', (name) => {
    const res = imported(name);
    expect(res.format).toBe('fio-normal');
    expectRuns(res.measurements, refs, name);
  });

  it('the import report lists where each run starts', () => {
    const starts = [...text.matchAll(/^test: \(g=0\)/gm)].map(
      (m) => text.slice(0, m.index).split('\n').length,
    );
    const msg = imported('loop-appended.normal.txt').warnings.find((w) => w.code === 'fio-runs')?.message;
    expect(msg).toBe(
      `5 fio runs in this file, each read on its own (figures are never added across runs): ${starts
        .map((l, i) => `run ${i + 1} at line ${l} (test)`)
        .join(', ')}`,
    );
  });

  it('the UTF-16LE copy is the same text once decoded (BOM, every other byte NUL)', () => {
    const bytes = corpusBytes('loop-appended.utf16le.txt');
    expect([bytes[0], bytes[1], bytes[3]]).toEqual([0xff, 0xfe, 0]);
    expect(decodeText(new Uint8Array(bytes))).toBe(text);
    // Big-endian with its BOM decodes too.
    const be = Buffer.from(bytes.subarray(2)).swap16();
    expect(decodeText(new Uint8Array(Buffer.concat([Buffer.from([0xfe, 0xff]), be])))).toBe(text);
  });

  it('the Markdown page: prose and headings are reported as surrounding text, quoted', () => {
    const res = imported('loop-appended.md');
    const w = res.warnings.find((x) => x.code === 'fio-normal-surrounding-text');
    expect(w?.message).toContain('"# fio results on my test box"');
    // The command line in each fence gives the run its rwmixread (70), which the output omits.
    expect(res.measurements[4]!.workload.readPct).toBe(70);
    expect(res.measurements[4]!.provenance.assumed?.readPct).toBe('command line');
  });
});

describe('the same loop as JSON and terse', () => {
  it('loop-appended.json: 5 documents are 5 runs (different jobs), each as JSON.parse reads it', () => {
    const docs = jsonDocuments(corpusBytes('loop-appended.json').toString('utf8'));
    const refs = docs.map(readJsonRun);
    expect(refs.map(({ rw, bs, qd, jobs }) => ({ rw, bs, qd, jobs }))).toEqual(LOOP);
    expectRuns(imported('loop-appended.json').measurements, refs, 'loop-appended.json', 1e-12);
  });

  it('loop-appended.terse.txt: 6 lines back to back are 5 runs (the clones share disk stats)', () => {
    const lines = corpusBytes('loop-appended.terse.txt').toString('utf8').trim().split('\n');
    expect(lines).toHaveLength(6);
    const groups = [[0], [1], [2, 3], [4], [5]].map((g) => g.map((i) => lines[i]!));
    const ms = imported('loop-appended.terse.txt').measurements;
    expect(ms).toHaveLength(5);
    groups.forEach((g, i) => {
      const ref = readTerseRun(g);
      const m = ms[i]!;
      expect(m.provenance.run).toEqual({ index: i + 1, count: 5 });
      expect(m.provenance.line).toBe(lines.indexOf(g[0]!) + 1);
      expect(Object.keys(m.directions).sort()).toEqual(Object.keys(ref.dirs).sort());
      for (const [d, want] of Object.entries(ref.dirs)) {
        const got = m.directions[d as 'read' | 'write']!;
        near(got.iops, want.iops);
        near(got.bw, want.bw);
        near(got.lat?.mean, want.lat, 1e-3);
      }
      // Terse prints no options: the block size is inferred from bytes / I/Os, and says so.
      expect(m.workload.blockSize).toBe(LOOP[i]!.bs);
      expect(m.provenance.assumed?.blockSize).toBe('inferred');
    });
  });
});

describe('terminal captures (script): ETA lines, carriage returns, the command before each run', () => {
  it('script-capture.txt: 3 runs; numjobs from the command line', () => {
    const text = corpusBytes('script-capture.txt').toString('utf8').replace(/\r/g, '');
    const chunks = text.split(/^(?=\$ fio )/m).slice(1);
    const refs = chunks.map((c) => readNormalRun(c, c.split('\n')[0]));
    expect(refs.map((r) => [r.rw, r.bs, r.qd, r.jobs])).toEqual([
      ['randread', 4096, 1, 1],
      ['randwrite', 8192, 2, 2],
      ['read', 131072, 4, 1],
    ]);
    const res = imported('script-capture.txt');
    expectRuns(res.measurements, refs, 'script-capture.txt');
    expect(res.warnings.map((w) => w.code)).not.toContain('fio-normal-unknown-lines');
  });

  it('script-capture.terse.txt: the workload comes from the command lines', () => {
    const text = corpusBytes('script-capture.terse.txt').toString('utf8').replace(/\r/g, '');
    const chunks = text.split(/^(?=\$ fio )/m).slice(1);
    const ms = imported('script-capture.terse.txt').measurements;
    expect(ms).toHaveLength(3);
    chunks.forEach((c, i) => {
      const cmd = c.split('\n')[0]!;
      const opt = (k: string) => new RegExp(`--${k}=(\\S+)`).exec(cmd)![1]!;
      const m = ms[i]!;
      expect(m.workload.rw).toBe(opt('rw'));
      expect(m.workload.blockSize).toBe(Number(opt('bs').replace('k', '')) * 1024);
      expect(m.workload.queueDepth).toBe(Number(opt('iodepth')));
      expect(m.workload.jobs).toBe(Number(opt('numjobs')));
      expect(m.provenance.assumed?.queueDepth).toBe('command line');
      const ref = readTerseRun(c.split('\n').filter((l) => l.startsWith('3;')));
      for (const [d, want] of Object.entries(ref.dirs)) {
        near(m.directions[d as 'read' | 'write']!.iops, want.iops);
        near(m.directions[d as 'read' | 'write']!.bw, want.bw);
      }
    });
  });
});

describe('--status-interval: reports of ONE run', () => {
  it('status-interval.json: 4 documents, one run, the last document read', () => {
    const docs = jsonDocuments(corpusBytes('status-interval.json').toString('utf8'));
    expect(docs).toHaveLength(4);
    const res = imported('status-interval.json');
    expectRuns(res.measurements, [readJsonRun(docs[3])], 'status-interval.json', 1e-12);
  });

  it('status-interval.normal.txt: 4 reports under one pid, one run, the last report read', () => {
    const text = corpusBytes('status-interval.normal.txt').toString('utf8');
    const pids = [...text.matchAll(/\(groupid=.*pid=(\d+)/g)].map((m) => m[1]);
    expect(pids).toHaveLength(4);
    expect(new Set(pids).size).toBe(1);
    const preamble = text.split('\n').slice(0, 1).join('\n');
    const lastBlock = text.slice(text.lastIndexOf('si: (groupid='));
    const res = imported('status-interval.normal.txt');
    expectRuns(res.measurements, [readNormalRun(`${preamble}\n${lastBlock}`)], 'status-interval.normal.txt');
  });
});

describe('a job that ended with an error after doing I/O', () => {
  it('keeps its figures, flagged "ended with error 28"', () => {
    const text = corpusBytes('error-after-io.normal.txt').toString('utf8');
    expect(text).toMatch(/err=28/);
    const m = imported('error-after-io.normal.txt').measurements[0]!;
    expect(m.status).toBe('ok');
    expect(m.error).toMatch(/^ended with error 28 \(ENOSPC/);
    const read = /read: IOPS=(\d+), BW=([\d.]+)MiB\/s/.exec(text)!;
    const issued = /issued rwts: total=(\d+),(\d+)/.exec(text)!;
    const ms = Number(/\/(\d+)msec\)/.exec(text)![1]);
    near(m.directions.read?.iops, (Number(issued[1]) * 1000) / ms);
    near(m.directions.read?.bw, Number(read[2]) * 1024 ** 2);
    // psync is synchronous: queue depth 1.
    expect(m.workload.queueDepth).toBe(1);
  });
});

/** fio 1.x / 2.0 direction line: `read : io=131072KB, bw=41000KB/s, iops=10250 , runt=  3197msec` (KB = 1024 B). */
function readOldRuns(text: string): {
  rw: string;
  bs: number;
  qd: number;
  jobs: number;
  dir: string;
  iops: number;
  bw: number;
  lat: number;
}[] {
  return text
    .split(/^(?=\S+: \(g=0\): rw=)/m)
    .filter((c) => /\(groupid=/.test(c))
    .map((c) => {
      const pre = /rw=(\w+), bs=(\d+)([KM])-.*iodepth=(\d+)/.exec(c)!;
      const d = /^\s+(read|write)\s*: io=[^,]+, bw=(\d+)KB\/s, iops=(\d+)\s*, runt=\s*(\d+)msec/m.exec(c)!;
      const issued = /issued[^:]*: total=(?:r=)?(\d+)\/(?:w=)?(\d+)/.exec(c)!;
      const ios = Number(d[1] === 'read' ? issued[1] : issued[2]);
      const lat = /^\s+lat \((usec|msec)\): min=[^,]+, max=[^,]+, avg=\s*([\d.]+)/m.exec(c)!;
      return {
        rw: pre[1]!,
        bs: Number(pre[2]) * (pre[3] === 'K' ? 1024 : 1024 ** 2),
        qd: Number(pre[4]),
        jobs: Number(/jobs=(\d+)/.exec(c)![1]),
        dir: d[1]!,
        iops: (ios * 1000) / Number(d[4]),
        bw: Number(d[2]) * 1024,
        lat: Number(lat[2]) * (lat[1] === 'usec' ? 1e3 : 1e6),
      };
    });
}

describe('older fio text (hand-written from the format notes, see the corpus README)', () => {
  it.each(['fio-1.57.handwritten.txt', 'fio-2.0.handwritten.txt'])('%s: every run read', (name) => {
    const refs = readOldRuns(corpusBytes(name).toString('utf8'));
    expect(refs).toHaveLength(2);
    const res = imported(name);
    expectRuns(
      res.measurements,
      refs.map((r) => ({ ...r, dirs: { [r.dir]: { iops: r.iops, bw: r.bw, lat: r.lat } } })),
      name,
    );
    expect(res.warnings.map((w) => w.code)).not.toContain('fio-normal-unknown-lines');
  });
});

describe('histogram logs: fio 2.x layout (1216 buckets, µs) beside 3.x (1856, ns)', () => {
  /** Bucket midpoint of fio's log-linear layout (64 buckets a group), in the log's own unit. */
  const mid = (i: number) => (i < 128 ? i : 2 ** ((i >> 6) + 5) + ((i % 64) + 0.5) * 2 ** ((i >> 6) - 1));
  const means = (name: string, unitNs: number) =>
    corpusBytes(name)
      .toString('utf8')
      .trim()
      .split('\n')
      .map((l) => {
        const c = l.split(',').slice(3).map(Number);
        const n = c.reduce((a, b) => a + b, 0);
        return c.reduce((a, v, i) => a + v * mid(i) * unitNs, 0) / n;
      });

  it.each([
    ['hist-2x_clat_hist.1.log', 1216, 1000],
    ['hist-3x_clat_hist.1.log', 1856, 1],
  ] as const)('%s: one clat point per line, the count-weighted bucket mean', (name, buckets, unitNs) => {
    const first = corpusBytes(name).toString('utf8').split('\n')[0]!;
    expect(first.split(',').length - 3).toBe(buckets);
    const res = imported(name);
    const s = res.series.find((x) => x.metric === 'clat')!;
    const want = means(name, unitNs);
    expect(s.v).toHaveLength(want.length);
    s.v.forEach((v, i) => near(v, want[i]!, 1e-9));
  });

  it('the 2.x re-bucketing of the same counts gives means within 1% of the 3.x log', () => {
    const two = means('hist-2x_clat_hist.1.log', 1000);
    const three = means('hist-3x_clat_hist.1.log', 1);
    two.forEach((v, i) => near(v, three[i]!, 0.01));
  });
});
