// The fuzzer's parts, shared by `npm run fuzz` (scripts/fuzz.ts, its worker) and the short CI run
// (tests/unit/scripts/fuzz.test.ts): a corpus of real fixtures, seeded mutations, and one input
// run through the pipeline the CLI uses. Input `i` of seed `s` is always the same bytes, so every
// failure is replayed from its index alone.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { toLongCsv } from '../../src/export/long-csv';
import { ingestFiles } from '../../src/ingest/ingest';
import type { InputFile } from '../../src/ingest/types';
import { checkInvariants } from '../../src/model/invariants';
import { serializeDataset } from '../../src/model/serialize';
import { unpackChartData } from '../../src/share/chart-data';
import { packForHash } from '../../src/share/hash-data';
import type { Dataset } from '../../src/model/types';
import { readInputs } from './read-inputs';

const ROOT = path.resolve(import.meta.dirname, '../..');
export const CORPUS_DIRS = [path.resolve(ROOT, '../shared/fixtures'), path.resolve(ROOT, 'tests/fixtures')];

/** Seeds are cut to this many bytes (a real file's head): whole multi-MB logs would slow every run to a few per second. */
const SEED_BYTES = 64 * 1024;
const NOT_RESULTS = /\.(md|tsv|sh|py)$/i;

export interface Seed {
  path: string;
  bytes: Uint8Array;
}

/**
 * Every fixture file (sorted, so indexes are stable), plus a dataset file and a long CSV made by
 * importing the fixtures, so diskscope's own formats are mutated too.
 */
export async function loadCorpus(): Promise<Seed[]> {
  const dirs = CORPUS_DIRS.filter((d) => existsSync(d));
  const files = readInputs(dirs, (rel) => NOT_RESULTS.test(rel)).sort((a, b) => (a.path < b.path ? -1 : 1));
  const seeds: Seed[] = files.map((f) => ({
    path: f.path,
    bytes: /\.zip$/i.test(f.path) ? f.bytes : f.bytes.subarray(0, SEED_BYTES),
  }));
  const small = files.filter((f) => f.bytes.length < 12 * 1024 && !/\.zip$/i.test(f.path));
  const all = await ingestFiles(small, { origin: 'corpus' });
  // A few of each part keep the seed small (a few tens of KB) and every kind of part in it.
  const measurements = all.measurements.filter((_, i) => i % 25 === 0);
  const used = new Set(measurements.map((m) => m.diskId));
  const ds: Dataset = {
    disks: all.disks.filter((d) => used.has(d.id)),
    measurements,
    series: all.series
      .filter((s) => used.has(s.diskId) && !s.measurementId)
      .slice(0, 3)
      .map((s) => ({ ...s, t: s.t.slice(0, 100), v: s.v.slice(0, 100) })),
    reports: all.reports.slice(0, 10),
  };
  const enc = new TextEncoder();
  seeds.push({ path: 'shared/run.diskscope.json', bytes: enc.encode(serializeDataset(ds)) });
  seeds.push({ path: 'shared/rows.csv', bytes: enc.encode(toLongCsv(ds)) });
  return seeds;
}

/** mulberry32: a small seeded PRNG, so input `i` is the same on every machine. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Rng = () => number;
const int = (rng: Rng, n: number) => Math.floor(rng() * n);

const HOSTILE_NUMBERS = [
  '9'.repeat(400),
  '-1',
  '-0',
  'NaN',
  '1e308',
  '-1e308',
  'Infinity',
  '0',
  '1e-320',
  '',
];

function concat(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

const dec = new TextDecoder();
const enc = new TextEncoder();

/** Deletes one random key somewhere in a JSON document (undefined when it is not JSON). */
function deleteJsonField(bytes: Uint8Array, rng: Rng): Uint8Array | undefined {
  let doc: unknown;
  try {
    doc = JSON.parse(dec.decode(bytes));
  } catch {
    return undefined;
  }
  const holders: Record<string, unknown>[] = [];
  const visit = (v: unknown, depth: number) => {
    if (holders.length > 5000 || depth > 12 || typeof v !== 'object' || v === null) return;
    if (Array.isArray(v)) {
      for (const x of v.slice(0, 50)) visit(x, depth + 1);
      return;
    }
    holders.push(v as Record<string, unknown>);
    for (const x of Object.values(v)) visit(x, depth + 1);
  };
  visit(doc, 0);
  const h = holders[int(rng, holders.length)];
  const keys = h ? Object.keys(h) : [];
  if (!h || keys.length === 0) return undefined;
  delete h[keys[int(rng, keys.length)]!];
  return enc.encode(JSON.stringify(doc));
}

/** Replaces one number in the text with a hostile one (huge, negative, NaN, …). */
function replaceNumber(bytes: Uint8Array, rng: Rng): Uint8Array | undefined {
  const text = dec.decode(bytes);
  const re = /-?\d+(?:\.\d+)?(?:e[+-]?\d+)?/gi;
  const spans: [number, number][] = [];
  for (let m = re.exec(text); m && spans.length < 20000; m = re.exec(text))
    spans.push([m.index, m[0].length]);
  if (spans.length === 0) return undefined;
  const [at, len] = spans[int(rng, spans.length)]!;
  const by = HOSTILE_NUMBERS[int(rng, HOSTILE_NUMBERS.length)]!;
  return enc.encode(text.slice(0, at) + by + text.slice(at + len));
}

export const MUTATIONS = ['flip', 'truncate', 'duplicate', 'splice', 'number', 'json-field'] as const;
export type Mutation = (typeof MUTATIONS)[number];

function mutateOnce(bytes: Uint8Array, kind: Mutation, rng: Rng, other: Uint8Array): Uint8Array {
  const n = bytes.length;
  switch (kind) {
    case 'flip': {
      const out = bytes.slice();
      for (let k = 1 + int(rng, 8); k > 0 && n > 0; k--) {
        const at = int(rng, n);
        out[at] = out[at]! ^ (1 << int(rng, 8));
      }
      return out;
    }
    case 'truncate':
      return bytes.subarray(0, int(rng, n + 1));
    case 'duplicate': {
      const a = int(rng, n + 1);
      const b = Math.min(n, a + int(rng, 4096));
      const times = 1 + int(rng, 50);
      return concat(
        bytes.subarray(0, b),
        ...Array.from({ length: times }, () => bytes.subarray(a, b)),
        bytes.subarray(b),
      );
    }
    case 'splice':
      return concat(bytes.subarray(0, int(rng, n + 1)), other.subarray(int(rng, other.length + 1)));
    case 'number':
      return replaceNumber(bytes, rng) ?? bytes;
    case 'json-field':
      return deleteJsonField(bytes, rng) ?? bytes;
  }
}

export interface FuzzInput {
  index: number;
  seedPath: string;
  mutations: Mutation[];
  file: InputFile;
}

/** Input `index` of run `seed`: one corpus file with one to three mutations. */
export function makeInput(corpus: readonly Seed[], seed: number, index: number): FuzzInput {
  const rng = prng((seed * 1_000_003 + index) >>> 0);
  const base = corpus[int(rng, corpus.length)]!;
  const other = corpus[int(rng, corpus.length)]!;
  let bytes = base.bytes;
  const mutations: Mutation[] = [];
  for (let k = 1 + int(rng, 3); k > 0; k--) {
    const kind = MUTATIONS[int(rng, MUTATIONS.length)]!;
    mutations.push(kind);
    bytes = mutateOnce(bytes, kind, rng, other.bytes);
  }
  return { index, seedPath: base.path, mutations, file: { path: base.path, bytes } };
}

/**
 * The page's other way in: the mutated bytes, when they are JSON, as a link's `data=` (deflated,
 * base64url) read back by the link reader. It must not throw, and what it keeps must hold the
 * invariants. Returns the problem, if any.
 */
function linkProblem(bytes: Uint8Array): string | undefined {
  if (bytes.length > 256 * 1024 || bytes[0] !== 0x7b) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(dec.decode(bytes));
  } catch {
    return undefined;
  }
  const packed = packForHash(value, Infinity);
  if (!packed.ok) return undefined;
  const back = unpackChartData(packed.text);
  if (!back.ok) return undefined;
  const broken = checkInvariants(back.dataset);
  return broken.length ? `link data kept a broken dataset: ${broken.slice(0, 3).join('; ')}` : undefined;
}

export interface FuzzOutcome {
  index: number;
  /** The format the importer report names (`fio-json`, `skipped`, `archive (zip)`, …). */
  format: string;
  measurements: number;
  /** What went wrong, when something did: a throw, a broken invariant, a failed round trip. */
  failure?: { kind: 'throw' | 'invariant' | 'roundtrip' | 'link'; message: string };
}

function roundTripProblem(ds: Dataset, back: Dataset): string | undefined {
  const error = back.reports.find((r) => r.error)?.error;
  if (error) return `the saved dataset does not import again: ${error.message}`;
  if (ds.measurements.length > 0 && back.measurements.length !== ds.measurements.length)
    return `${ds.measurements.length} measurements saved, ${back.measurements.length} read back`;
  const refused = back.reports.flatMap((r) => r.warnings).find((w) => w.code === 'bad-figure');
  if (refused) return `reading the saved dataset refused a figure: ${refused.message}`;
  return undefined;
}

/**
 * One input through the CLI's pipeline (sniff, import, assemble), then the dataset's invariants,
 * writing (dataset JSON, long CSV) and reading the written dataset back through its importer; a
 * JSON input is also read as a link's chart data.
 */
export async function runInput(input: FuzzInput): Promise<FuzzOutcome> {
  const out: FuzzOutcome = { index: input.index, format: 'none', measurements: 0 };
  try {
    const ds = await ingestFiles([input.file], { origin: 'fuzz' });
    out.format = ds.reports[0]?.format ?? 'none';
    out.measurements = ds.measurements.length;
    const broken = checkInvariants(ds);
    if (broken.length > 0) {
      out.failure = { kind: 'invariant', message: broken.slice(0, 3).join('; ') };
      return out;
    }
    const saved = serializeDataset(ds);
    toLongCsv(ds);
    const back = await ingestFiles([{ path: 'fuzz.diskscope.json', bytes: enc.encode(saved) }], {
      origin: 'fuzz-back',
    });
    const problem = roundTripProblem(ds, back);
    if (problem) {
      out.failure = { kind: 'roundtrip', message: problem };
      return out;
    }
    const link = linkProblem(input.file.bytes);
    if (link) out.failure = { kind: 'link', message: link };
  } catch (e) {
    out.failure = { kind: 'throw', message: e instanceof Error ? (e.stack ?? e.message) : String(e) };
  }
  return out;
}
