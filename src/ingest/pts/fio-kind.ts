// Which PTS test a fio-[test].json belongs to. The file name usually says (`fio-iops.json`,
// `fio-throughput-128k.json`), but a renamed file must give the same result, so the jobs decide:
//   - any HIR-shaped name (`x1-…-rand-n3-1`, `w1-…`, `x1-baseline-…`)      → hir
//   - any WSAT-shaped name (an interval counter after `-rand-`)             → wsat
//   - any round job that is sequential (`-seq-`)                            → throughput
//   - every round job at iodepth 1 and numjobs 1 (from fio_command)         → latency
//   - otherwise random rounds at higher concurrency                         → iops
// Only when the jobs cannot tell (wipc jobs only, or no fio_command to read the concurrency from)
// does the file name decide, and failing that iops is assumed with a warning.
import type { TestKind, Workload } from '../../model/types';
import type { PtsJobName } from './names';

export type PtsTest = Extract<TestKind, 'iops' | 'throughput' | 'latency' | 'wsat' | 'hir'>;

/** The test a file name states (`fio-throughput-1024k.json` → throughput), if any. */
export function kindFromFileName(path: string): PtsTest | undefined {
  const base = path.split('/').pop() ?? '';
  const m = /^fio-(iops|throughput|latency|wsat|hir)(?:-\d+k)?\.json$/i.exec(base);
  return m ? (m[1]!.toLowerCase() as PtsTest) : undefined;
}

export interface JobFacts {
  name?: PtsJobName;
  workload?: Partial<Workload>;
}

/** The test the jobs themselves show, or undefined when they cannot tell. */
export function kindFromJobs(jobs: readonly JobFacts[]): PtsTest | undefined {
  const shapes = new Set(jobs.map((j) => j.name?.shape));
  if (shapes.has('hir-precondition') || shapes.has('hir-wait') || shapes.has('hir-baseline')) return 'hir';
  if (shapes.has('wsat')) return 'wsat';
  const rounds = jobs.filter((j) => j.name?.shape === 'matrix');
  if (rounds.length === 0) return undefined;
  if (rounds.some((j) => j.name?.pattern === 'sequential')) return 'throughput';
  const known = rounds.every((j) => j.workload?.queueDepth !== undefined && j.workload.jobs !== undefined);
  if (!known) return undefined;
  return rounds.every((j) => j.workload?.queueDepth === 1 && j.workload.jobs === 1) ? 'latency' : 'iops';
}
