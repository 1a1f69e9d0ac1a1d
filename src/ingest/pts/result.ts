// SNIA PTS [test].json (cloudharmony/block-storage, docs/pts-bundles.md §4): one flat
// object of steady-state-window results per test, e.g. {"iops_4k_100_0":311073, …}. Units as the
// suite writes them: iops/wsat/hir IO/s (read + write summed), throughput "MB/s" that is MiB/s,
// latency ms (for mixed workloads the unweighted mean of the read and write figures).
// Every value is converted to base units; the original key, value and unit are kept in `claimed`.
import type { ClaimedValue, ImportIssue, Workload } from '../../model/types';
import { KiB, MiB, NS_PER_MS, parseBlockSizeLabel } from '../../model/units';
import { parseJsonText, isObj } from './json';
import type { Importer, ImportResult, MeasurementDraft, SourceText } from '../types';
import { errResult, okResult } from '../types';
import { ownCopy } from '../../lib/flat-string';

const FORMAT = 'pts-result';

const MATRIX_KEY = /^(iops|throughput|latency)_(\d+(?:b|k|m)?)_(\d{1,3})_(\d{1,3})(?:_(mean|max))?$/;
/** `hir_ait_50s_iops` is how the suite's own schema spells the 50 s key; accept both spellings. */
const HIR_WAIT_KEY = /^hir_w?ait_(\d+)s_iops$/;
const SNIFF =
  /^\s*\{\s*"(?:(?:iops|throughput|latency)_\d+[bkm]?_\d+_\d+(?:_mean|_max)?|wsat_iops|hir_steady_state_iops|hir_w?ait_\d+s_iops)"\s*:/;

const RANDOM_WRITE_4K: Workload = { pattern: 'random', readPct: 0, blockSize: 4 * KiB };

function draft(
  file: string,
  stem: string,
  test: MeasurementDraft['test'],
  workload: Workload,
): MeasurementDraft {
  return {
    test,
    role: 'result',
    workload,
    directions: {},
    total: {},
    status: 'ok',
    claimed: [],
    provenance: { file, job: stem, tool: 'pts', format: FORMAT },
  };
}

interface Builder {
  file: string;
  /** Latency keys come in _mean/_max pairs; both land in one measurement per block size × mix. */
  byStem: Map<string, MeasurementDraft>;
  out: MeasurementDraft[];
  warnings: ImportIssue[];
}

function claim(m: MeasurementDraft, c: ClaimedValue): void {
  (m.claimed ??= []).push(c);
}

function addMatrixKey(b: Builder, key: string, value: number, m: RegExpExecArray): void {
  const [, test, bsLabel, r, w, stat] = m;
  const read = Number(r);
  const blockSize = parseBlockSizeLabel(bsLabel ?? '');
  if (read + Number(w) !== 100 || blockSize === undefined) {
    b.warnings.push({
      code: 'pts-result-key',
      message: `${key}: block size or read/write mix not understood; skipped`,
      file: b.file,
      params: { form: 'workload', key },
    });
    return;
  }
  if ((test === 'latency') !== (stat !== undefined)) {
    b.warnings.push({
      code: 'pts-result-key',
      message: `${key}: unknown key; skipped`,
      file: b.file,
      params: { form: 'unknown', key },
    });
    return;
  }
  if (test === 'iops') {
    const d = draft(b.file, key, 'iops', { pattern: 'random', readPct: read, blockSize });
    d.total.iops = value;
    claim(d, { key, value, unit: 'IOPS', note: 'read+write summed' });
    b.out.push(d);
  } else if (test === 'throughput') {
    const d = draft(b.file, key, 'throughput', { pattern: 'sequential', readPct: read, blockSize });
    d.total.bw = value * MiB;
    claim(d, {
      key,
      value,
      unit: 'MB/s',
      note: 'labelled MB/s by the suite; actually MiB/s',
    });
    b.out.push(d);
  } else {
    addLatencyKey(b, key, value, stat as 'mean' | 'max', {
      pattern: 'random',
      readPct: read,
      blockSize,
      queueDepth: 1,
      jobs: 1,
    });
  }
}

function addLatencyKey(
  b: Builder,
  key: string,
  value: number,
  stat: 'mean' | 'max',
  workload: Workload,
): void {
  const stem = ownCopy(key.replace(/_(mean|max)$/, ''));
  let d = b.byStem.get(stem);
  if (!d) {
    d = draft(b.file, stem, 'latency', workload);
    const mixed = workload.readPct > 0 && workload.readPct < 100;
    d.total.latMethod = mixed ? 'unweighted-mean' : 'single-direction';
    b.byStem.set(stem, d);
    b.out.push(d);
  }
  const mixed = d.total.latMethod === 'unweighted-mean';
  const note = mixed
    ? 'total latency; unweighted mean of the read and write figures, averaged over the window'
    : 'total latency, averaged over the window';
  claim(d, { key, value, unit: 'ms', note });
  d.total.lat = { ...(d.total.lat ?? { mean: NaN }), [stat]: value * NS_PER_MS };
}

function addSingleKey(b: Builder, key: string, value: number): boolean {
  const hirWait = HIR_WAIT_KEY.exec(key);
  if (key !== 'wsat_iops' && key !== 'hir_steady_state_iops' && !hirWait) return false;
  const test = key.startsWith('wsat') ? 'wsat' : 'hir';
  const d = draft(b.file, key, test, RANDOM_WRITE_4K);
  d.total.iops = value;
  const note = hirWait ? `write IOPS after ${hirWait[1]} s wait states` : 'write IOPS, mean over the window';
  claim(d, { key, value, unit: 'IOPS', note });
  // round 0: the figure is a mean over every wait-state loop, not one round; the suite tags all
  // wait-state jobs -ssmw.
  if (hirWait) d.pts = { phase: 'wait', round: 0, waitS: Number(hirWait[1]), ssmw: true };
  b.out.push(d);
  return true;
}

/** A latency pair with only `_max` has no mean, which the model requires: drop it with a warning. */
function dropMeanless(b: Builder): MeasurementDraft[] {
  return b.out.filter((d) => {
    if (d.test !== 'latency' || Number.isFinite(d.total.lat?.mean)) return true;
    b.warnings.push({
      code: 'pts-result-key',
      message: `${d.provenance.job}_max without _mean; skipped`,
      file: b.file,
      params: { form: 'meanless', key: d.provenance.job ?? '' },
    });
    return false;
  });
}

function parse(file: SourceText): ImportResult {
  const parsed = parseJsonText(file.text, file.path, FORMAT);
  if (!parsed.ok) return parsed;
  if (!isObj(parsed.value))
    return errResult(FORMAT, 'pts-result-shape', 'expected one flat JSON object of <test>_… keys', file.path);
  const b: Builder = { file: file.path, byStem: new Map(), out: [], warnings: [] };
  for (const [key, value] of Object.entries(parsed.value)) {
    if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) {
      b.warnings.push({
        code: 'pts-result-value',
        message: `${key}: value is not a non-negative number; skipped`,
        file: file.path,
        params: { key },
      });
      continue;
    }
    const m = MATRIX_KEY.exec(key);
    if (m) addMatrixKey(b, key, value, m);
    else if (!addSingleKey(b, key, value)) {
      b.warnings.push({
        code: 'pts-result-key',
        message: `${key}: unknown key; skipped`,
        file: file.path,
        params: { form: 'unknown', key },
      });
    }
  }
  const measurements = dropMeanless(b);
  if (measurements.length === 0) {
    return {
      ...errResult(FORMAT, 'pts-result-empty', 'no PTS result key found', file.path),
      warnings: b.warnings,
    };
  }
  return okResult(FORMAT, { measurements, warnings: b.warnings });
}

export const ptsResultImporter: Importer = {
  id: FORMAT,
  label: 'SNIA PTS [test].json results (cloudharmony/block-storage)',
  json: true,
  sniff: (head) => SNIFF.test(head),
  parse,
};
