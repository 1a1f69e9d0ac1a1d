// The workload of a job read from fio text output. Neither terse nor normal output prints the job
// options, so the workload comes from (in this order) the normal-report preamble line, the job name,
// and what the job measurably did; every fact not stated by fio is named in a note for the report.
import type { Workload } from '../../../model/types';
import { blockSizeLabel } from '../../../model/units';
import type { Assumptions } from '../common';
import {
  applyFioDefaults,
  completeWorkload,
  inferBlockSize,
  markNameFacts,
  unknownBlockSizeNote,
  workloadFromName,
  workloadFromOptions,
  workloadOf,
} from '../common';
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
  /** Options of the fio command printed before the run, if any. */
  command?: Record<string, string> | undefined;
}

/** One workload warning: `form` in params picks its translated text (views/app/issue-strings.ts). */
export interface WorkloadNote {
  text: string;
  params: Record<string, string | number>;
}

export interface WorkloadResult {
  workload?: Workload;
  /** Warnings on how the workload was read: English text and the params of its translated form. */
  notes: WorkloadNote[];
  /** Fields the output does not state, and how they were filled (for the provenance). */
  assumed: Assumptions;
}

export function buildWorkload(inp: WorkloadInput): WorkloadResult {
  const notes: WorkloadNote[] = [];
  const note = (form: string, text: string, params: Record<string, string | number> = {}) =>
    notes.push({ text, params: { form, ...params } });
  const assumed: Assumptions = {};
  const fromPreamble = inp.preamble ? preambleWorkload(inp.preamble) : {};
  const fromCommand = inp.command ? workloadFromOptions(inp.command) : {};
  const fromName = workloadFromName(inp.name);
  const rw = fromPreamble.rw ?? fromCommand.rw ?? fromName.rw;
  const override: Partial<Workload> = {};

  const readIos = inp.issued?.read ?? (inp.dirs.read ? ioCount(inp.dirs.read) : 0);
  const writeIos = inp.issued?.write ?? (inp.dirs.write ? ioCount(inp.dirs.write) : 0);
  const measuredPct = readPctFromSplit(readIos, writeIos);
  if (isMixedRw(rw) && fromCommand.readPct !== undefined && inp.command?.rwmixread !== undefined) {
    override.readPct = fromCommand.readPct;
    assumed.readPct = 'command line';
  } else if (isMixedRw(rw)) {
    if (measuredPct !== undefined) {
      override.readPct = measuredPct;
      note(
        'mix-measured',
        `rw=${rw}: rwmixread is not printed, read share ${measuredPct}% measured from the I/O split`,
        { rw: rw ?? '', pct: measuredPct },
      );
    } else {
      note(
        'mix-assumed',
        `rw=${rw}: rwmixread is not printed and no I/O split is available; read share assumed 50%`,
        { rw: rw ?? '' },
      );
    }
  } else if (rw === undefined && measuredPct !== undefined) {
    override.readPct = measuredPct;
    note('rw-measured', `rw not stated; read share ${measuredPct}% taken from the measured I/O`, {
      pct: measuredPct,
    });
  }

  if (
    fromPreamble.pattern === undefined &&
    fromCommand.pattern === undefined &&
    fromName.pattern === undefined
  ) {
    override.pattern = 'random';
    note('pattern-assumed', 'access pattern not stated (no preamble, job name does not say); assumed random');
  }

  const readPct = override.readPct ?? fromPreamble.readPct ?? fromCommand.readPct ?? fromName.readPct;
  const primary = primaryDirection({ readPct, trim: fromPreamble.trim ?? fromCommand.trim ?? fromName.trim });
  const range = inp.preamble?.bs[primary];
  // Set when the block size is neither stated nor a size fio runs: the job is kept, size unknown.
  let sizeUnknown = false;
  if (range && range.min === range.max) {
    override.blockSize = range.min;
    if (range.rounded)
      note('bs-rounded', `block size printed rounded (bs=${inp.preamble!.bsText}); read as ${range.min} B`, {
        bs: inp.preamble!.bsText,
        bytes: range.min,
      });
  } else {
    const measured = measuredBlockSize(inp.dirs, !range);
    if (range && measured !== undefined) {
      override.blockSize = measured;
      note(
        'bs-varies',
        `block size varies (bs=${inp.preamble!.bsText}); using the measured mean I/O size ${measured} B`,
        { bs: inp.preamble!.bsText, bytes: measured },
      );
    } else if (!range && fromCommand.blockSize === undefined && fromName.blockSize === undefined) {
      const inferred = inferredBlockSize(inp.dirs);
      if (inferred !== undefined) {
        override.blockSize = inferred;
        assumed.blockSize = 'inferred';
        note(
          'bs-inferred',
          `block size not stated; ${blockSizeLabel(inferred)} inferred from bytes moved / I/Os`,
          { size: blockSizeLabel(inferred) },
        );
      } else if (measured !== undefined) {
        sizeUnknown = true;
        note('bs-unknown', unknownBlockSizeNote(measured), { bytes: measured });
      }
    }
  }
  if (inp.jobs !== undefined) override.jobs = inp.jobs;
  const askedDepth = fromPreamble.queueDepth ?? fromCommand.queueDepth ?? fromName.queueDepth;
  if (askedDepth !== undefined && askedDepth > 1 && inp.depth1Pct !== undefined && inp.depth1Pct >= 99.95) {
    override.queueDepth = 1;
    note(
      'depth-one',
      `iodepth=${askedDepth} was asked, but every I/O ran at depth 1 (IO depths); queue depth set to 1`,
      { depth: askedDepth },
    );
  }

  const workload = (sizeUnknown ? workloadOf : completeWorkload)(
    override,
    fromPreamble,
    fromCommand,
    fromName,
  );
  if (!workload) {
    note('unknown', 'workload unknown: no preamble or command line, and the job name names no block size');
    return { notes, assumed };
  }
  for (const k of ['rw', 'pattern', 'blockSize', 'queueDepth', 'jobs'] as const) {
    const stated = override[k] !== undefined || fromPreamble[k] !== undefined;
    if (!stated && fromCommand[k] !== undefined && workload[k] === fromCommand[k])
      assumed[k] = 'command line';
  }
  markNameFacts(workload, fromName, [override, fromPreamble, fromCommand], assumed);
  const engineDepth = workload.queueDepth;
  if (workload.queueDepth === undefined && inp.depth1Pct !== undefined && inp.depth1Pct < 99.95) {
    // The output states no iodepth, and its IO depths show more than one I/O in flight: fio's
    // default (1) was not what ran, and the real depth is unknown.
    note(
      'depth-unknown',
      `iodepth not stated, and only ${inp.depth1Pct}% of I/Os ran at depth 1; queue depth unknown`,
      { pct: inp.depth1Pct },
    );
    return { workload: applyFioDefaults(workload, assumed, true), notes, assumed };
  }
  const done = applyFioDefaults(workload, assumed);
  if (engineDepth !== undefined && done.queueDepth !== engineDepth)
    note(
      'sync-engine',
      `ioengine=${done.ioengine ?? '?'} is synchronous: queue depth 1 whatever iodepth=${engineDepth} says`,
      { engine: done.ioengine ?? '?', depth: engineDepth },
    );
  return { workload: done, notes, assumed };
}

/** Bytes moved / I/Os over all directions, when that is a block size fio runs. */
function inferredBlockSize(dirs: DirectionMap): number | undefined {
  let bytes = 0;
  let ios = 0;
  for (const s of Object.values(dirs)) {
    if (!s || s.ioBytes === undefined) continue;
    bytes += s.ioBytes;
    ios += ioCount(s);
  }
  // Printed sizes are rounded to 3–4 significant digits (terse IOPS to whole numbers): allow 0.3%.
  return inferBlockSize(bytes, ios, 0.003 * bytes);
}
