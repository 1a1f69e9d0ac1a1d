// Why a figure far above everything the disk and its VM can do is not the disk: the evidence, in the
// order it weighs. A run above 1.5 × the highest applicable limit (disk burst ceiling, the instance's
// burst maximum, the VM's host-cached limit when host caching is on) is "implausible for this disk".
import type { Disk, Measurement } from '../model/types';
import { parseSizeText } from './plausibility-size';

/** One reason, most telling first. `detail` is the figure that makes it (file size, memory). */
export type ImplausibleReason =
  | { kind: 'buffered' }
  | { kind: 'direct-unstated' }
  | { kind: 'fits-in-ram'; fileBytes: number; memoryBytes: number }
  | { kind: 'never-written' }
  | { kind: 'host-cache'; mode: string };

/** Above this multiple of the highest applicable limit a figure is implausible for the disk. */
export const IMPLAUSIBLE_FACTOR = 1.5;

interface WorkloadExtras {
  direct?: boolean;
  options?: Record<string, string>;
}

/** The file size the run used: iozone's axis, else fio `size=` as the file states it. */
function fileBytesOf(m: Measurement): number | undefined {
  if (m.workload.fileSize !== undefined) return m.workload.fileSize;
  const size = (m.workload as WorkloadExtras).options?.size;
  return size !== undefined ? parseSizeText(size) : undefined;
}

function memoryBytesOf(disk: Disk): number | undefined {
  const text = disk.metadata.memory;
  return text !== undefined ? parseSizeText(text, 'GiB') : undefined;
}

/** Whether an earlier run of the session wrote to the disk (a read of a never-written range reads zeros). */
function writtenBefore(m: Measurement, runs: Measurement[]): boolean {
  const t = m.time !== undefined ? Date.parse(m.time) : NaN;
  return runs.some(
    (r) =>
      r.id !== m.id &&
      (r.directions.write?.iops ?? 0) > 0 &&
      (Number.isNaN(t) || r.time === undefined || Date.parse(r.time) <= t),
  );
}

export function implausibleReasons(m: Measurement, disk: Disk, runs: Measurement[]): ImplausibleReason[] {
  const out: ImplausibleReason[] = [];
  const direct = (m.workload as WorkloadExtras).direct;
  if (direct === false) out.push({ kind: 'buffered' });
  else if (direct === undefined) out.push({ kind: 'direct-unstated' });
  const fileBytes = fileBytesOf(m);
  const memoryBytes = memoryBytesOf(disk);
  if (fileBytes !== undefined && memoryBytes !== undefined && fileBytes <= memoryBytes)
    out.push({ kind: 'fits-in-ram', fileBytes, memoryBytes });
  if (m.workload.readPct > 0 && !writtenBefore(m, runs)) out.push({ kind: 'never-written' });
  const caching = disk.metadata.hostCaching;
  if (caching !== undefined && caching !== 'none') out.push({ kind: 'host-cache', mode: caching });
  return out;
}
