// The workload of a job read from fio text output. Neither terse nor normal output prints the job
// options, so the workload comes from (in this order) the normal-report preamble line, the job name,
// and what the job measurably did; every fact not stated by fio is named in a note for the report.
import type { Workload } from '../../../model/types';
import { blockSizeLabel } from '../../../model/units';
import { completeWorkload, workloadFromName } from '../common';
import type { PreambleJob } from './normal-preamble';
import { isMixedRw, preambleWorkload, primaryDirection } from './normal-preamble';
import type { DirectionMap } from './shared';
import { ioCount, measuredBlockSize, readPctFromSplit } from './shared';

export interface WorkloadInput {
  name: string;
  preamble?: PreambleJob | undefined;
  dirs: DirectionMap;
  /** I/O counts per direction when printed (normal `issued rwts`); else derived from IOPS × runtime. */
  issued?: { read: number; write: number } | undefined;
  /** Member jobs (normal `jobs=N`, or the number of merged clones). */
  jobs?: number | undefined;
  /** Share of I/Os issued at depth 1 (`IO depths : 1=…%`); sync engines run at 1 whatever iodepth says. */
  depth1Pct?: number | undefined;
}

export interface WorkloadResult {
  workload?: Workload;
  notes: string[];
}

export function buildWorkload(inp: WorkloadInput): WorkloadResult {
  const notes: string[] = [];
  const fromPreamble = inp.preamble ? preambleWorkload(inp.preamble) : {};
  const fromName = workloadFromName(inp.name);
  const rw = fromPreamble.rw ?? fromName.rw;
  const override: Partial<Workload> = {};

  const readIos = inp.issued?.read ?? (inp.dirs.read ? ioCount(inp.dirs.read) : 0);
  const writeIos = inp.issued?.write ?? (inp.dirs.write ? ioCount(inp.dirs.write) : 0);
  const measuredPct = readPctFromSplit(readIos, writeIos);
  if (isMixedRw(rw)) {
    if (measuredPct !== undefined) {
      override.readPct = measuredPct;
      notes.push(
        `rw=${rw}: rwmixread is not printed, read share ${measuredPct}% measured from the I/O split`,
      );
    } else {
      notes.push(`rw=${rw}: rwmixread is not printed and no I/O split is available; read share assumed 50%`);
    }
  } else if (rw === undefined && measuredPct !== undefined) {
    override.readPct = measuredPct;
    notes.push(`rw not stated; read share ${measuredPct}% taken from the measured I/O`);
  }

  if (fromPreamble.pattern === undefined && fromName.pattern === undefined) {
    override.pattern = 'random';
    notes.push('access pattern not stated (no preamble, job name does not say); assumed random');
  }

  const readPct = override.readPct ?? fromPreamble.readPct ?? fromName.readPct;
  const primary = primaryDirection({ readPct, trim: fromPreamble.trim ?? fromName.trim });
  const range = inp.preamble?.bs[primary];
  if (range && range.min === range.max) {
    override.blockSize = range.min;
    if (range.rounded)
      notes.push(`block size printed rounded (bs=${inp.preamble!.bsText}); read as ${range.min} B`);
  } else {
    const measured = measuredBlockSize(inp.dirs, !range);
    if (range && measured !== undefined) {
      override.blockSize = measured;
      notes.push(
        `block size varies (bs=${inp.preamble!.bsText}); using the measured mean I/O size ${measured} B`,
      );
    } else if (fromName.blockSize === undefined && measured !== undefined) {
      override.blockSize = measured;
      notes.push(`block size not stated; estimated ${blockSizeLabel(measured)} from bytes moved / I/Os`);
    }
  }
  if (inp.jobs !== undefined) override.jobs = inp.jobs;
  const askedDepth = fromPreamble.queueDepth ?? fromName.queueDepth;
  if (askedDepth !== undefined && askedDepth > 1 && inp.depth1Pct !== undefined && inp.depth1Pct >= 99.95) {
    override.queueDepth = 1;
    notes.push(
      `iodepth=${askedDepth} was asked, but every I/O ran at depth 1 (IO depths); queue depth set to 1`,
    );
  }

  const workload = completeWorkload(override, fromPreamble, fromName);
  if (!workload) notes.push('workload unknown: no preamble, and the job name names no block size');
  return workload ? { workload, notes } : { notes };
}
