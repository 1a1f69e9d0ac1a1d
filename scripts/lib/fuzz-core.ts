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
export const CORPUS_DIRS = [
  path.resolve(ROOT, '../shared/fixtures'),
  path.resolve(ROOT, 'tests/fixtures'),
  // The bundled data: disk.json files, PTS bundles and logs as people lay them out.
  path.resolve(ROOT, 'data'),
];

/** Seeds are cut to this many bytes (a real file's head): whole multi-MB logs would slow every run to a few per second. */
const SEED_BYTES = 64 * 1024;
const NOT_RESULTS = /\.(md|tsv|sh|py)$/i;

export interface Seed {
  path: string;
  bytes: Uint8Array;
}

/** A seed's bytes: a zip whole, other files cut to SEED_BYTES at a line end (a real file's head). */
function seedHead(f: { path: string; bytes: Uint8Array }): Uint8Array {
  if (/\.zip$/i.test(f.path) || f.bytes.length <= SEED_BYTES) return f.bytes;
  const cut = f.bytes.lastIndexOf(10, SEED_BYTES - 1);
  return f.bytes.subarray(0, cut > 0 ? cut + 1 : SEED_BYTES);
}

/**
 * Every fixture file (sorted, so indexes are stable), plus a dataset file and a long CSV made by
 * importing the fixtures, so diskscope's own formats are mutated too.
 */
export async function loadCorpus(): Promise<Seed[]> {
  const dirs = CORPUS_DIRS.filter((d) => existsSync(d));
  const files = readInputs(dirs, (rel) => NOT_RESULTS.test(rel)).sort((a, b) => (a.path < b.path ? -1 : 1));
  const seeds: Seed[] = files.map((f) => ({ path: f.path, bytes: seedHead(f) }));
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
  // A UTF-16 file keeps its encoding; anything else is read as UTF-8, as before.
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return viaText(bytes, (text) => replaceNumberIn(text, rng));
  const out = replaceNumberIn(dec.decode(bytes), rng);
  return out === undefined ? undefined : enc.encode(out);
}

function replaceNumberIn(text: string, rng: Rng): string | undefined {
  const re = /-?\d+(?:\.\d+)?(?:e[+-]?\d+)?/gi;
  const spans: [number, number][] = [];
  for (let m = re.exec(text); m && spans.length < 20000; m = re.exec(text))
    spans.push([m.index, m[0].length]);
  if (spans.length === 0) return undefined;
  const [at, len] = spans[int(rng, spans.length)]!;
  const by = HOSTILE_NUMBERS[int(rng, HOSTILE_NUMBERS.length)]!;
  return text.slice(0, at) + by + text.slice(at + len);
}

/** Byte-level damage: flips, cuts anywhere, repeats, splices, hostile numbers, deleted JSON keys. */
export const BYTE_MUTATIONS = ['flip', 'truncate', 'duplicate', 'splice', 'number', 'json-field'] as const;
/**
 * Damage as files really get it, aware of lines and formats (structure-aware): NUL padding at the
 * end and NUL runs at line starts (a crashed VM), a NUL inside a line (a job name), CR-only and CRLF
 * line ends, tabs for separators (logs, CSVs), UTF-16 (Excel "Unicode Text"), a cut at a line end,
 * a number replaced, a unit swapped. A damaged copy of an importable file must never be skipped.
 */
export const STRUCTURE_MUTATIONS = [
  'nul-pad',
  'nul-run',
  'nul-in-line',
  'cr',
  'crlf',
  'tabs',
  'utf16',
  'cut-at-line',
  'number',
  'unit-swap',
] as const;
export const MUTATIONS = [...new Set([...BYTE_MUTATIONS, ...STRUCTURE_MUTATIONS])];
export type Mutation = (typeof BYTE_MUTATIONS)[number] | (typeof STRUCTURE_MUTATIONS)[number];

/**
 * Mutations that change no figure (the text each importer sees is the same, or the same with
 * removed NUL runs): a copy damaged only by these must give the seed's figures exactly.
 */
const LOSSLESS = new Set<Mutation>(['nul-pad', 'nul-run', 'cr', 'crlf', 'tabs', 'utf16']);

/** Line-start offsets of the text (after each LF), at most 20,000. */
function lineStarts(bytes: Uint8Array): number[] {
  const out: number[] = [];
  for (let at = bytes.indexOf(10); at !== -1 && out.length < 20000; at = bytes.indexOf(10, at + 1))
    if (at + 1 < bytes.length) out.push(at + 1);
  return out;
}

const isUtf16 = (b: Uint8Array) => (b[0] === 0xff && b[1] === 0xfe) || (b[0] === 0xfe && b[1] === 0xff);
const isText = (b: Uint8Array) => !isUtf16(b) && !b.subarray(0, 8192).includes(0);

/** fio log lines (`0, 155410, 0, 4096`) or a summary CSV header: where tabs may stand for separators. */
function tabbed(text: string): string | undefined {
  text = text.replace(/^\uFEFF/, '');
  if (text.includes('\t') || text.includes('"')) return undefined;
  if (/^\d+, -?\d+, /.test(text)) return text.replace(/, /g, '\t');
  if (/^(vendor,disk_type|provider,type,size_gb)/i.test(text)) return text.replace(/,/g, '\t');
  return undefined;
}

const UNIT_SWAPS: [RegExp, string][] = [
  [/KiB\/s/, 'MiB/s'],
  [/MiB\/s/, 'KiB/s'],
  [/usec/, 'msec'],
  [/msec/, 'usec'],
  [/\bKB\/s/, 'MB/s'],
  [/"bw_bytes"/, '"bw_kbytes"'],
  [/\b4k\b/, '4m'],
  [/\bGB\b/, 'GiB'],
  [/clat_ns/, 'clat_us'],
];

function utf16le(text: string): Uint8Array {
  const out = new Uint8Array(2 + text.length * 2);
  out[0] = 0xff;
  out[1] = 0xfe;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    out[2 + 2 * i] = c & 0xff;
    out[3 + 2 * i] = c >> 8;
  }
  return out;
}

/**
 * Applies a change to the text of the bytes and writes it back in the same encoding (an editor
 * saving a UTF-16 file keeps it UTF-16); undefined for binary bytes or when `change` declines.
 */
function viaText(bytes: Uint8Array, change: (text: string) => string | undefined): Uint8Array | undefined {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) {
    const out = change(new TextDecoder('utf-16le').decode(bytes));
    return out === undefined ? undefined : utf16le(out);
  }
  if (!isText(bytes)) return undefined;
  const out = change(dec.decode(bytes));
  return out === undefined ? undefined : enc.encode(out);
}

/** Character offsets where lines start (after each LF), at most 20,000. */
function textLineStarts(text: string): number[] {
  const out: number[] = [];
  for (let at = text.indexOf('\n'); at !== -1 && out.length < 20000; at = text.indexOf('\n', at + 1))
    if (at + 1 < text.length) out.push(at + 1);
  return out;
}

/** A structure-aware mutation, or undefined when it does not apply to these bytes. */
function mutateStructure(bytes: Uint8Array, kind: Mutation, rng: Rng): Uint8Array | undefined {
  const n = bytes.length;
  switch (kind) {
    case 'nul-pad': {
      // A crash pads to the file system's block: up to a few blocks of NUL bytes.
      const pad = [1, 7, 512, 4096, 4096 - (n % 4096), 8192][int(rng, 6)]!;
      return concat(bytes, new Uint8Array(pad));
    }
    case 'nul-run': {
      if (!isText(bytes)) return undefined;
      const starts = lineStarts(bytes);
      if (starts.length === 0) return undefined;
      const at = starts[int(rng, starts.length)]!;
      return concat(bytes.subarray(0, at), new Uint8Array(1 + int(rng, 4096)), bytes.subarray(at));
    }
    case 'nul-in-line': {
      if (!isText(bytes) || n < 2) return undefined;
      const at = 1 + int(rng, n - 1);
      if (bytes[at - 1] === 10 || bytes[at] === 10) return undefined;
      return concat(bytes.subarray(0, at), new Uint8Array(1), bytes.subarray(at));
    }
    case 'cr':
    case 'crlf':
      return viaText(bytes, (text) =>
        text.includes('\r') || !text.includes('\n')
          ? undefined
          : text.replace(/\n/g, kind === 'cr' ? '\r' : '\r\n'),
      );
    case 'tabs':
      return viaText(bytes, tabbed);
    case 'utf16':
      return isText(bytes) ? utf16le(dec.decode(bytes)) : undefined;
    case 'cut-at-line':
      return viaText(bytes, (text) => {
        const starts = textLineStarts(text);
        // Keep at least a quarter of the lines and three of them: what is left is still a results file.
        const from = Math.max(3, Math.ceil(starts.length / 4));
        if (starts.length <= from) return undefined;
        return text.slice(0, starts[from + int(rng, starts.length - from)]!);
      });
    case 'unit-swap':
      return viaText(bytes, (text) => {
        const swaps = UNIT_SWAPS.filter(([re]) => re.test(text));
        if (swaps.length === 0) return undefined;
        const [re, by] = swaps[int(rng, swaps.length)]!;
        return text.replace(re, by);
      });
    default:
      return undefined;
  }
}

function mutateOnce(bytes: Uint8Array, kind: Mutation, rng: Rng, other: Uint8Array): Uint8Array {
  const n = bytes.length;
  switch (kind) {
    case 'nul-pad':
    case 'nul-run':
    case 'nul-in-line':
    case 'cr':
    case 'crlf':
    case 'tabs':
    case 'utf16':
    case 'cut-at-line':
    case 'unit-swap':
      return mutateStructure(bytes, kind, rng) ?? bytes;
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
  /** Position of the seed in the corpus (its undamaged import is the reference). */
  seedIndex: number;
  mutations: Mutation[];
  /** Only structure-aware mutations that applied: a skip of an importable seed is a failure. */
  structural: boolean;
  /** Only lossless mutations that applied: the figures must be the seed's. */
  lossless: boolean;
  file: InputFile;
}

/**
 * Input `index` of run `seed`: one corpus file with one to three mutations. Half the inputs are
 * damaged only the structure-aware ways (one or two), so their oracles apply; the rest mix all kinds.
 */
export function makeInput(corpus: readonly Seed[], seed: number, index: number): FuzzInput {
  const rng = prng((seed * 1_000_003 + index) >>> 0);
  const seedIndex = int(rng, corpus.length);
  const base = corpus[seedIndex]!;
  const other = corpus[int(rng, corpus.length)]!;
  const structural = rng() < 0.5;
  const pool: readonly Mutation[] = structural ? STRUCTURE_MUTATIONS : MUTATIONS;
  let bytes = base.bytes;
  const mutations: Mutation[] = [];
  let lossless = true;
  for (let k = 1 + int(rng, structural ? 2 : 3); k > 0; k--) {
    const kind = pool[int(rng, pool.length)]!;
    const next = mutateOnce(bytes, kind, rng, other.bytes);
    if (next === bytes) continue;
    mutations.push(kind);
    if (!LOSSLESS.has(kind)) lossless = false;
    bytes = next;
  }
  return {
    index,
    seedPath: base.path,
    seedIndex,
    mutations,
    structural: structural && mutations.length > 0,
    lossless: structural && lossless && mutations.length > 0,
    file: { path: base.path, bytes },
  };
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

export type FailureKind = 'crash' | 'hang' | 'wrong' | 'silent skip';

export interface FuzzOutcome {
  index: number;
  /** The format the importer report names (`fio-json`, `skipped`, `archive (zip)`, …). */
  format: string;
  measurements: number;
  /** The mutations that applied (for the counts per mutation). */
  mutations: Mutation[];
  /** What went wrong, when something did: a throw (crash), a broken invariant, a failed round
   *  trip or figures unlike the seed's after lossless damage (wrong), an importable file skipped. */
  failure?: { kind: FailureKind; message: string };
}

/** What an input's seed gives undamaged: whether it is importable, and its figures. */
interface SeedReading {
  importable: boolean;
  figures: string;
}

/** The figures of a dataset, in order, without provenance or warnings (damage notes differ). */
function figuresOf(ds: Dataset): string {
  const m = ds.measurements.map((x) => [x.test, x.role, x.status, x.workload, x.total.iops, x.total.bw]);
  const s = ds.series.map((x) => [x.metric, x.direction, x.t.length, x.v.reduce((a, b) => a + b, 0)]);
  return JSON.stringify([m, s]);
}

const seedReadings = new Map<number, Promise<SeedReading>>();

/** The seed's undamaged import (cached: each worker reads each seed once). */
function readSeed(input: FuzzInput, corpus: readonly Seed[]): Promise<SeedReading> {
  let reading = seedReadings.get(input.seedIndex);
  if (!reading) {
    const s = corpus[input.seedIndex]!;
    reading = ingestFiles([{ path: s.path, bytes: s.bytes }], { origin: 'fuzz' }).then((ds) => {
      const r = ds.reports[0];
      const importable =
        !!r && !r.error && r.format !== 'skipped' && (ds.measurements.length > 0 || ds.series.length > 0);
      return { importable, figures: figuresOf(ds) };
    });
    seedReadings.set(input.seedIndex, reading);
  }
  return reading;
}

/** The oracles of structure-aware damage: no skip of an importable seed, lossless damage keeps the figures. */
async function damageProblem(
  input: FuzzInput,
  corpus: readonly Seed[],
  ds: Dataset,
): Promise<FuzzOutcome['failure']> {
  const report = ds.reports[0];
  if (report?.format === 'skipped' && !report.skipped)
    return { kind: 'silent skip', message: 'skipped with no reason' };
  if (!input.structural) return undefined;
  const seed = await readSeed(input, corpus);
  if (!seed.importable) return undefined;
  if (report?.format === 'skipped')
    return {
      kind: 'silent skip',
      message: `a damaged copy of an importable file (${input.mutations.join(' + ')}) was skipped: ${report.skipped}`,
    };
  if (input.lossless && figuresOf(ds) !== seed.figures)
    return {
      kind: 'wrong',
      message: `lossless damage (${input.mutations.join(' + ')}) changed the figures: ${ds.measurements.length} measurements, ${ds.series.length} series; error: ${report?.error?.message ?? 'none'}`,
    };
  return undefined;
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
export async function runInput(input: FuzzInput, corpus: readonly Seed[]): Promise<FuzzOutcome> {
  const out: FuzzOutcome = {
    index: input.index,
    format: 'none',
    measurements: 0,
    mutations: input.mutations,
  };
  try {
    const ds = await ingestFiles([input.file], { origin: 'fuzz' });
    out.format = ds.reports[0]?.format ?? 'none';
    out.measurements = ds.measurements.length;
    const broken = checkInvariants(ds);
    if (broken.length > 0) {
      out.failure = { kind: 'wrong', message: `broken invariant: ${broken.slice(0, 3).join('; ')}` };
      return out;
    }
    const damaged = await damageProblem(input, corpus, ds);
    if (damaged) {
      out.failure = damaged;
      return out;
    }
    const saved = serializeDataset(ds);
    toLongCsv(ds);
    const back = await ingestFiles([{ path: 'fuzz.diskscope.json', bytes: enc.encode(saved) }], {
      origin: 'fuzz-back',
    });
    const problem = roundTripProblem(ds, back);
    if (problem) {
      out.failure = { kind: 'wrong', message: `round trip: ${problem}` };
      return out;
    }
    const link = linkProblem(input.file.bytes);
    if (link) out.failure = { kind: 'wrong', message: link };
  } catch (e) {
    out.failure = { kind: 'crash', message: e instanceof Error ? (e.stack ?? e.message) : String(e) };
  }
  return out;
}
