// What a run's fio logs say, besides their values, about the fio that wrote them: the latency unit
// is µs before fio 2.99/3.0 and ns from then on (log-settle.ts). Read from fio's source and from
// files fio wrote (docs/fio-formats.md §5):
//
// File names. fio names a log `PREFIX_clat.N.log`, N the job's thread number, and drops `.N` when
// per_job_logs is off; `.fz` ends a log stored compressed (log_store_compressed); write_hist_log
// writes `PREFIX_clat_hist.N.log` (axboe/fio init.c, gen_log_name() and add_job(), commit
// 002db503a5c21146266c92bc4911b6a5ec9b5d5d). Which fio wrote each form:
// - `PREFIX_clat.N.log`: fio-2.1.11 (ovh/fiowebviewer sample 1, µs) and fio-3.33 (tests/fixtures/fio/logs,
//   ns): both sides of 3.0, so the form says nothing of the unit.
// - `PREFIX_clat.log`: fio-3.33 with per_job_logs=0 (made here, ns; also fio-3.16 in axboe/fio issue
//   #1032), so a name without job index is no sign of an old fio; which release first added the index
//   or the option was not established here.
// - `PREFIX_clat_hist.N.log`: fio-2.17 (PerfKit GCP sample) and fio-3.33: says nothing either.
// So no name form is known to come from one side of 3.0 only: the names never decide the unit, and
// the report says so when the values have to.
//
// Histogram layout. A histogram log's line holds fio's latency buckets: 19 groups of 64 (1216) in
// fio 2.x, whose stat.h table tops out at 2^23 of its unit (a 2.x stat.h found by text search; its
// commit was not named), and 29 groups of 64 (1856) since fio counts ns (axboe/fio stat.h at commit
// 002db503…: "2^(GROUP_NR + PLAT_BITS - 1) nanoseconds"). 2^23 µs and 2^33 ns are both about 8.5 s,
// so the 1216 layout counts µs and the 1856 layout ns; fio-2.17 wrote 1216 buckets a line
// (PerfKit sample), fio-3.33 writes 1856. The layout (fio/log/hist.ts, the histogram series'
// `valueScale`) thus says which timing the run's fio used, and its latency logs follow that unit.
//
// Line format. fio prints a log line in flush_samples(); read at three stages (docs/fio-formats.md §5.2):
// - before priorities (a fio 2.x iolog.c, found by text search; the index named no commit):
//   `time, value, ddir, bs` and `, offset` with log_offset=1: 4 or 5 fields. fio 3.0 – 3.17 print
//   the same (§5.2 [src]; no 3.17 tag commit was in the index), so 4 or 5 fields come from both
//   sides of 3.0.
// - from "Per-command priority: Priority logging and libaio/io_uring cmdprio_percentage" (Phillip
//   Chen, 2020-01-22 in kernel.org's history of iolog.h; fio-3.18 per §5.2; its hash was not found
//   here): a prio field (0/1) is always appended, after the offset: 5 fields, 6 with log_offset=1
//   (an iolog.c with `s->priority_bit`, found by text search, commit not named).
// - log_prio=1 prints the priority as `0x%04x` (axboe/fio commit 03ec570f6e571b1731378b8fcf4843e8051db7ed,
//   "fio: Introduce the log_prio option", 2021-09-03; iolog.c at commit 002db503a5c21146266c92bc4911b6a5ec9b5d5d).
//   At commit deade130af8e10b93e9d514abdb222b925439c81 a window-max field (log_window_value=both)
//   and an issue-time field may be added too: still more fields, never fewer.
// So 6 or more fields, or a `0x…` priority, only come from a fio that prints the prio field (≥ 3.18),
// hence ns. 5 fields do not say: fio ≤ 3.17 with log_offset=1 or ≥ 3.18 without; 4 fields are fio ≤
// 3.17, which counts µs before 3.0 and ns after. fio 3.33 here wrote 5 fields plain and 6 with
// log_offset=1 (tests/unit/ingest/settle/log-columns-evidence.test.ts).
import type { TimeSeries } from '../model/types';
import { parseLogName } from './fio/log';
import type { LogColumns } from './types';

export type LatencyUnit = 'us' | 'ns';

const baseOf = (file: string) => file.slice(file.lastIndexOf('/') + 1);

/** A series of a run with what the importer knew of it (log-settle.ts `LogItem`). */
interface Item {
  series: TimeSeries;
  valueScale?: number;
  columns?: LogColumns;
}

export const isHistogram = (s: TimeSeries) => /\(histogram\)$/.test(s.provenance.job ?? '');

/** The latency unit the run's histogram log's bucket layout stands for, and that log's name. */
export function layoutSays(run: readonly Item[]): { unit: LatencyUnit; source: string } | undefined {
  for (const it of run) {
    if (!isHistogram(it.series) || it.valueScale === undefined) continue;
    return { unit: it.valueScale === 1 ? 'ns' : 'us', source: baseOf(it.series.provenance.file) };
  }
  return undefined;
}

/** Fields no fio before the prio column (≤ 3.17) writes on a log line: it writes at most 5. */
const PRIO_ERA_FIELDS = 6;

/**
 * A log of the run whose line format only fio ≥ 3.18 writes (see above): `hex` when its priority is
 * printed `0x…` (log_prio, fio ≥ 3.28), else `count` (6 or more fields). Undefined when no log says.
 */
export function columnsSay(
  run: readonly Item[],
): { form: 'hex' | 'count'; columns: number; source: string } | undefined {
  let count: { columns: number; source: string } | undefined;
  for (const it of run) {
    const c = it.columns;
    if (!c) continue;
    const source = baseOf(it.series.provenance.file);
    if (c.hexPrio) return { form: 'hex', columns: c.count, source };
    if (!count && c.count >= PRIO_ERA_FIELDS) count = { columns: c.count, source };
  }
  return count && { form: 'count', ...count };
}

/**
 * What the names of a run's latency logs say: never the unit (see above), only which form they
 * take, so the report can say why they did not decide. `indexed` when any name has a job index.
 */
export function nameForm(files: readonly string[]): { form: 'indexed' | 'plain'; name: string } {
  const named = files.map((f) => ({ f, n: parseLogName(f) }));
  const indexed = named.find((x) => x.n?.jobIndex !== undefined);
  const pick = indexed ?? named[0];
  return { form: indexed ? 'indexed' : 'plain', name: baseOf(pick?.f ?? '') };
}

/** The English clause the report gives for a name form (issue-strings.ts tells it in zh and ru). */
export function nameClause(form: 'indexed' | 'plain', name: string): string {
  return form === 'indexed'
    ? `its log names (like ${name}) have the form fio 2.1.11 (µs) and fio 3.x (ns) both write, so they do not say the version`
    : `its log names (like ${name}) have no job index, which fio 3.x writes too (per_job_logs=0), so they do not say the version`;
}
