// What one fio log file cannot decide alone, settled per disk once every file is read:
// - Split copies. Tools that chart fio 2.x logs (ovh/fiowebviewer) keep `PREFIX_bw.1.log.read` and
//   `.log.write` beside `PREFIX_bw.1.log`: the read and write rows of the same job again. They are the
//   direction split of that job, never another job or series, so a copy whose full log is there is
//   dropped (its report row says so); alone, it stands for its direction of the job.
// - Latency units. fio wrote latency logs in µs before 3.0 and in ns from then on (upstream commit
//   d6bb626e, first released in fio-2.99, the 3.0 pre-release). The unit comes, in this order, from
//   the run's own output (the measurement the log links to, its text or JSON `fio version`); from the
//   bucket layout of the run's histogram log (the same run's fio, log-version-evidence.ts); from the
//   line format of its logs when only fio ≥ 3.18 writes it (6+ fields, or a `0x…` priority); from the
//   fio outputs of its folder when they all agree; the log names are weighed next but are known from
//   both sides of 3.0, so they never decide (log-version-evidence.ts says why). Only then do the
//   values decide, once for every latency log of the run, so a log and its split copy never differ;
//   the report names the evidence. docs/fio-formats.md §5.2.
import type { ImportIssue, Measurement, TimeSeries } from '../model/types';
import { NS_PER_US } from '../model/units';
import {
  columnsSay,
  isHistogram,
  layoutSays,
  nameClause,
  nameForm,
  type LatencyUnit,
} from './log-version-evidence';
import type { LogColumns } from './types';

/** `x_bw.1.log.read`, `x_bw.1.read.log`: one direction's rows copied out of a log. */
const SPLIT_COPY = /\.log\.(read|write|trim)$|\.(read|write|trim)\.log$/;

export const isSplitCopy = (file: string) => SPLIT_COPY.test(file);

const folderOf = (file: string) => file.slice(0, Math.max(0, file.lastIndexOf('/')));
const baseOf = (file: string) => file.slice(file.lastIndexOf('/') + 1);
const isLatency = (s: TimeSeries) => s.metric === 'lat' || s.metric === 'clat' || s.metric === 'slat';

/** The importer's warnings on a latency unit chosen from one file's values alone. */
const VALUE_CODES = ['fio-log-latency-us', 'fio-log-latency-assumed-ns'];

/** A settled series with what the importer knew of it. */
export interface LogItem {
  series: TimeSeries;
  /** Factor the importer applied to a latency log's values (1000 when it read them as µs). */
  valueScale?: number;
  /** The log's job prefix (`PREFIX` of `PREFIX_bw.1.log`). */
  prefix?: string;
  /** The fio log's line format as the importer read it (a sign of the fio version). */
  columns?: LogColumns;
}

export interface SettleOutcome {
  series: TimeSeries[];
  /** Per file: issues to add, and importer warning codes the settled decision replaces. */
  notes: Map<string, { add: ImportIssue[]; replaces: Set<string> }>;
}

function noteFor(out: SettleOutcome, file: string) {
  let n = out.notes.get(file);
  if (!n) out.notes.set(file, (n = { add: [], replaces: new Set() }));
  return n;
}

const appliedScale = (it: LogItem) => it.valueScale ?? it.series.summary?.scale ?? 1;

/** The same rows as the file has them: each log's values back to the file's (its unit was guessed alone). */
function sameRows(a: LogItem, b: LogItem): boolean {
  const x = a.series;
  const y = b.series;
  if (x.v.length !== y.v.length || x.t.length !== y.t.length) return false;
  const sa = appliedScale(a);
  const sb = appliedScale(b);
  for (let i = 0; i < x.v.length; i++)
    if ((x.v[i] ?? 0) / sa !== (y.v[i] ?? 0) / sb || x.t[i] !== y.t[i]) return false;
  return true;
}

/** Drops split copies whose full log is present; the rest are kept in their order. */
function dropSplitCopies(items: LogItem[], out: SettleOutcome): LogItem[] {
  const key = (s: TimeSeries) =>
    [folderOf(s.provenance.file), s.provenance.job ?? '', s.metric, s.direction].join('\u0000');
  const kept = new Map<string, LogItem>();
  for (const it of items) if (!isSplitCopy(it.series.provenance.file)) kept.set(key(it.series), it);
  const result: LogItem[] = [];
  for (const it of items) {
    const s = it.series;
    const file = s.provenance.file;
    if (!isSplitCopy(file)) {
      result.push(it);
      continue;
    }
    const full = kept.get(key(s));
    if (!full) {
      // No full log: the copy is this job's only record of the direction (kept once).
      kept.set(key(s), it);
      result.push(it);
      continue;
    }
    const fullFile = baseOf(full.series.provenance.file);
    const same = sameRows(it, full);
    const note = noteFor(out, file);
    // The copy's own unit guess no longer matters: its full log's unit is the one settled.
    for (const c of VALUE_CODES) note.replaces.add(c);
    note.add.push({
      code: same ? 'log-split-copy' : 'log-split-copy-differs',
      message: same
        ? `the ${s.direction} rows of ${fullFile} (job ${s.provenance.job ?? '?'}) again, ${s.v.length} rows: a direction split of the same job, not counted again`
        : `named as the ${s.direction} rows of ${fullFile} (job ${s.provenance.job ?? '?'}) but its ${s.v.length} rows differ from that log's ${full.series.v.length}; ${fullFile} is used`,
      file,
      params: { full: fullFile, direction: s.direction, job: s.provenance.job ?? '?', rows: s.v.length },
    });
  }
  return result;
}

/** fio-2.1.11 → µs; fio-2.99 and 3.x → ns; undefined when the text is no version. */
export function latencyUnitOfVersion(version: string | undefined): 'us' | 'ns' | undefined {
  const m = /(\d+)\.(\d+)/.exec(version ?? '');
  if (!m) return undefined;
  const major = Number(m[1]);
  const minor = Number(m[2]);
  return major >= 3 || (major === 2 && minor >= 99) ? 'ns' : 'us';
}

interface VersionSource {
  version: string;
  file: string;
}

/** The fio version of each folder's outputs, when all of them agree on the latency unit. */
function folderVersions(ms: readonly Measurement[]): Map<string, VersionSource | null> {
  const out = new Map<string, VersionSource | null>();
  for (const m of ms) {
    if (m.provenance.tool !== 'fio' || !latencyUnitOfVersion(m.provenance.toolVersion)) continue;
    const folder = folderOf(m.provenance.file);
    const seen = out.get(folder);
    const mine = { version: m.provenance.toolVersion!, file: m.provenance.file };
    if (seen === undefined) out.set(folder, mine);
    else if (seen && latencyUnitOfVersion(seen.version) !== latencyUnitOfVersion(mine.version))
      out.set(folder, null); // outputs of both eras side by side: the folder does not say
  }
  return out;
}

function rescale(s: TimeSeries, factor: number): TimeSeries {
  if (factor === 1) return s;
  const out: TimeSeries = { ...s, v: s.v.map((x) => x * factor) };
  if (s.summary) {
    const sm = s.summary;
    out.summary = {
      ...sm,
      sum: sm.sum * factor,
      min: sm.min * factor,
      max: sm.max * factor,
      scale: sm.scale * factor,
      levels: sm.levels.map((l) => ({
        ...l,
        sum: l.sum.map((x) => x * factor),
        min: l.min.map((x) => x * factor),
        max: l.max.map((x) => x * factor),
      })),
    };
  }
  return out;
}

/** A settled unit, the report code and params that say why, and the English reason per log. */
interface Decision {
  unit: LatencyUnit;
  code: string;
  params: Record<string, string>;
  why: string;
}

const UNIT_TEXT = { us: 'µs', ns: 'ns' } as const;
const eraOf = (unit: LatencyUnit) =>
  unit === 'us' ? 'before 3.0 writes latency logs in µs' : '3.0 and later writes latency logs in ns';

/**
 * The unit from what the run's files say, in order: its own output, its histogram log's bucket
 * layout, its logs' line format, the fio outputs of its folder. Undefined when none says.
 */
function decideFromFiles(
  run: LogItem[],
  own: VersionSource | undefined,
  folder: VersionSource | undefined,
): Decision | undefined {
  if (own) return versionDecision(own);
  const layout = layoutSays(run);
  if (layout)
    return {
      unit: layout.unit,
      code: 'fio-log-units-layout',
      params: { unit: layout.unit, form: layout.unit, source: layout.source },
      why: `latency read as ${UNIT_TEXT[layout.unit]}: no fio output of this run names the version, and its histogram log ${layout.source} has the bucket layout of fio ${layout.unit === 'us' ? '2.x (1216 buckets, counted in µs)' : '3.x (1856 buckets, counted in ns)'}; fio ${eraOf(layout.unit)}`,
    };
  const cols = columnsSay(run);
  if (cols) return columnsDecision(cols);
  return folder && versionDecision(folder);
}

/** A line format only fio ≥ 3.18 writes: ns (log-version-evidence.ts says why). */
function columnsDecision(cols: NonNullable<ReturnType<typeof columnsSay>>): Decision {
  const { form, columns, source } = cols;
  const what =
    form === 'hex'
      ? `its log ${source} prints I/O priorities as 0x… (log_prio), which fio writes from 3.28`
      : `its log ${source} has ${columns} fields a line, and fio up to 3.17 writes at most 5 (time, value, direction, block size, offset); the priority field came with fio 3.18`;
  return {
    unit: 'ns',
    code: 'fio-log-units-columns',
    params: { unit: 'ns', form, columns: String(columns), source },
    why: `latency read as ns: no fio output of this run names the version and it has no histogram log; ${what}, and fio ${eraOf('ns')}`,
  };
}

/** A version source's decision (sources are kept only when their version names an era). */
function versionDecision(version: VersionSource): Decision {
  const unit = latencyUnitOfVersion(version.version)!;
  return {
    unit,
    code: 'fio-log-units-version',
    params: { unit, version: version.version, source: baseOf(version.file) },
    why: `latency read as ${UNIT_TEXT[unit]}: ${baseOf(version.file)} beside it says ${version.version}, and fio ${eraOf(unit)}`,
  };
}

/** Nothing names the version: the values decide, once for the run (µs if any of its logs looks so). */
function decideFromValues(lat: LogItem[]): Decision {
  const micro = lat.filter((it) => appliedScale(it) === NS_PER_US);
  const unit = micro.length ? 'us' : 'ns';
  const names = nameForm(lat.map((it) => it.series.provenance.file));
  const first = micro[0] ? baseOf(micro[0].series.provenance.file) : undefined;
  const values =
    unit === 'us'
      ? `the values of ${first} (same job) are too small for ns, so every latency log of the job is read as µs (fio before 3.0)`
      : 'no latency log of the job has values too small for ns (fio 3.0 and later)';
  return {
    unit,
    code: 'fio-log-units-values',
    params: { unit, form: names.form, name: names.name },
    why: `latency read as ${UNIT_TEXT[unit]}: no fio output beside this log names the version and the run has no histogram log; ${nameClause(names.form, names.name)}; ${values}`,
  };
}

/** Settles the units of every latency log of one run the same way. */
function settleRun(
  run: LogItem[],
  own: VersionSource | undefined,
  folder: VersionSource | undefined,
  out: SettleOutcome,
): void {
  const lat = run.filter((it) => isLatency(it.series) && !isHistogram(it.series));
  if (lat.length === 0) return;
  const d = decideFromFiles(run, own, folder) ?? decideFromValues(lat);
  const want = d.unit === 'us' ? NS_PER_US : 1;
  const noted = new Set<string>();
  for (const it of lat) {
    it.series = rescale(it.series, want / appliedScale(it));
    const file = it.series.provenance.file;
    if (noted.has(file)) continue;
    noted.add(file);
    const n = noteFor(out, file);
    for (const c of VALUE_CODES) n.replaces.add(c);
    n.add.push({ code: d.code, message: d.why, file, params: d.params });
  }
}

/**
 * Settles a disk's log series: drops split copies of present logs and decides latency units per run.
 * `ms` are the disk's measurements (the versions); series keep their order.
 */
export function settleLogs(items: LogItem[], ms: readonly Measurement[]): SettleOutcome {
  const out: SettleOutcome = { series: [], notes: new Map() };
  const kept = dropSplitCopies(items, out);
  const runs = new Map<string, LogItem[]>();
  for (const it of kept) {
    if (it.series.provenance.format !== 'fio-log') continue;
    const k = it.series.measurementId ?? `${folderOf(it.series.provenance.file)}\u0000${it.prefix ?? ''}`;
    const list = runs.get(k);
    if (list) list.push(it);
    else runs.set(k, [it]);
  }
  // Most disks have no logs: their measurements are not indexed for nothing.
  const byId = runs.size ? new Map(ms.map((m) => [m.id, m])) : new Map<string, Measurement>();
  const folders = runs.size ? folderVersions(ms) : new Map<string, VersionSource | null>();
  for (const run of runs.values()) {
    const s = run[0]!.series;
    const m = s.measurementId ? byId.get(s.measurementId) : undefined;
    const own =
      m && latencyUnitOfVersion(m.provenance.toolVersion)
        ? { version: m.provenance.toolVersion!, file: m.provenance.file }
        : undefined;
    settleRun(run, own, folders.get(folderOf(s.provenance.file)) ?? undefined, out);
  }
  out.series = kept.map((it) => it.series);
  return out;
}
