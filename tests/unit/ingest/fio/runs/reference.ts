// Independent readings of the fio-runs corpus for the tests: plain regexes over fio's text and
// JSON.parse over its JSON, written here without the importer's code, so a test compares two
// readings of the same file. Figures come out in base units (ops/s, bytes/s, ns, bytes).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const CORPUS = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../fixtures/fio-runs',
);

export function corpusBytes(name: string): Buffer {
  return readFileSync(path.join(CORPUS, name));
}

export interface DirRef {
  iops: number;
  bw: number;
  /** Mean total latency, ns. */
  lat: number;
}

export interface RunRef {
  rw: string;
  bs: number;
  qd: number;
  jobs: number;
  dirs: Partial<Record<'read' | 'write', DirRef>>;
}

const UNIT_BYTES: Record<string, number> = {
  B: 1,
  KiB: 1024,
  MiB: 1024 ** 2,
  GiB: 1024 ** 3,
  KB: 1024,
  MB: 1024 ** 2,
};
const LAT_NS: Record<string, number> = { nsec: 1, usec: 1e3, msec: 1e6 };

/** Merges clones: rates add, the latency mean is weighted by I/O count. */
function merge(parts: { iops: number; bw: number; lat: number; ios: number }[]): DirRef {
  const ios = parts.reduce((a, p) => a + p.ios, 0);
  return {
    iops: parts.reduce((a, p) => a + p.iops, 0),
    bw: parts.reduce((a, p) => a + p.bw, 0),
    lat: parts.reduce((a, p) => a + p.lat * p.ios, 0) / ios,
  };
}

/** One fio 3.x normal-format run (its preamble and job blocks) read with regexes. */
export function readNormalRun(chunk: string, command?: string): RunRef {
  // bs=(R) 4096B-4096B, or 64.0KiB-64.0KiB past 8 KiB.
  const pre = /^\S+: \(g=0\): rw=(\w+), bs=\(R\) ([\d.]+)(B|KiB|MiB)-.*iodepth=(\d+)/m.exec(chunk)!;
  const blocks = chunk.split(/^(?=\S+: \(groupid=\d+, jobs=\d+\))/m).slice(1);
  const per: Record<string, { iops: number; bw: number; lat: number; ios: number }[]> = {};
  for (const b of blocks) {
    const issued = /issued rwts: total=(\d+),(\d+)/.exec(b)!;
    const sections = b.split(/^(?=\s+(?:read|write): IOPS=)/m).slice(1);
    for (const s of sections) {
      const d = /^\s+(read|write): IOPS=[^,]+, BW=([\d.]+)(\w+)\/s \([^)]*\)\([^/]+\/(\d+)msec\)/.exec(s)!;
      const ios = Number(d[1] === 'read' ? issued[1] : issued[2]);
      const lat = /^\s+lat \((nsec|usec|msec)\): min=[^,]+, max=[^,]+, avg=([\d.]+)/m.exec(s)!;
      (per[d[1]!] ??= []).push({
        iops: (ios * 1000) / Number(d[4]),
        bw: Number(d[2]) * UNIT_BYTES[d[3]!]!,
        lat: Number(lat[2]) * LAT_NS[lat[1]!]!,
        ios,
      });
    }
  }
  const headerJobs = Number(/jobs=(\d+)/.exec(blocks[0]!)![1]);
  const numjobs = command ? /--numjobs=(\d+)/.exec(command)?.[1] : undefined;
  return {
    rw: pre[1]!,
    bs: Number(pre[2]) * UNIT_BYTES[pre[3]!]!,
    qd: Number(pre[4]),
    jobs: numjobs ? Number(numjobs) : blocks.length > 1 ? blocks.length : headerJobs,
    dirs: Object.fromEntries(Object.entries(per).map(([d, parts]) => [d, merge(parts)])),
  };
}

/** Runs of a normal-format text, split where a preamble line follows another run's output. */
export function readNormalRuns(text: string): RunRef[] {
  return text
    .replace(/\r/g, '')
    .split(/^(?=\S+: \(g=0\): rw=)/m)
    .filter((c) => /\(groupid=/.test(c))
    .map((c) => readNormalRun(c));
}

function sizeOpt(v: string): number {
  const m = /^(\d+)([kmg]?)$/i.exec(v)!;
  return Number(m[1]) * 1024 ** ' kmg'.indexOf((m[2] || ' ').toLowerCase());
}

/** A fio JSON file's documents, each read with JSON.parse. */
export function jsonDocuments(text: string): unknown[] {
  return text
    .split(/^(?=\{)/m)
    .filter((c) => c.trim().startsWith('{'))
    .map((c) => JSON.parse(c));
}

interface JsonDir {
  iops: number;
  bw_bytes: number;
  total_ios: number;
  lat_ns: { mean: number };
}
interface JsonJob {
  'job options': Record<string, string>;
  read: JsonDir;
  write: JsonDir;
}

/** One JSON document: every job's figures summed (numjobs clones), options from `job options`. */
export function readJsonRun(doc: unknown): RunRef {
  const jobs = (doc as { jobs: JsonJob[] }).jobs;
  const o = jobs[0]!['job options'];
  const dirs: RunRef['dirs'] = {};
  for (const d of ['read', 'write'] as const) {
    const parts = jobs
      .map((j) => j[d])
      .filter((x) => x.total_ios > 0)
      .map((x) => ({ iops: x.iops, bw: x.bw_bytes, lat: x.lat_ns.mean, ios: x.total_ios }));
    if (parts.length) dirs[d] = merge(parts);
  }
  return { rw: o.rw!, bs: sizeOpt(o.bs!), qd: Number(o.iodepth), jobs: Number(o.numjobs ?? 1), dirs };
}

/**
 * Terse v3 lines (fields 1-based: 6–46 read, 47–87 write; in a block +1 bw KiB/s, +2 IOPS,
 * +34 mean total latency µs) summed over the lines of one run.
 */
export function readTerseRun(lines: string[]): Omit<RunRef, 'rw' | 'bs' | 'qd' | 'jobs'> {
  const dirs: RunRef['dirs'] = {};
  for (const [d, start] of [
    ['read', 5],
    ['write', 46],
  ] as const) {
    const parts = lines
      .map((l) => l.split(';'))
      .filter((f) => Number(f[start]) > 0)
      .map((f) => {
        const iops = Number(f[start + 2]);
        const runtimeS = Number(f[start + 3]) / 1000;
        return {
          iops,
          bw: Number(f[start + 1]) * 1024,
          lat: Number(f[start + 34]) * 1000,
          ios: iops * runtimeS,
        };
      });
    if (parts.length) dirs[d] = merge(parts);
  }
  return { dirs };
}
