// What the landing page's two charts share: each shown disk's expectation (curve at the run's date)
// and its lead run (the 4 KiB random run at the highest load, src/expected/lead-run.ts), so the bar
// and the point on the curves chart are the same run. Also which study the curves chart draws.
import { expectDisk, leadRun, type Catalogue, type DiskExpectation, type LeadRun } from '../../expected';
import type { Dataset, Disk } from '../../model/types';

export interface LandingDisk {
  disk: Disk;
  exp: DiskExpectation;
  run?: LeadRun;
}

export interface LandingGroups {
  /** Judged against a curve with a comparable run: the bars. */
  judged: LandingDisk[];
  /** A 4 KiB random run only at load 1. */
  notComparable: LandingDisk[];
  /** No 4 KiB random run at all. */
  noRun: LandingDisk[];
  /** A run, but no vendor curve matched. */
  noCurve: LandingDisk[];
}

export function landingDisks(
  catalogue: Catalogue,
  dataset: Dataset,
  disks: readonly Disk[],
  date?: string,
): LandingDisk[] {
  return disks.map((disk) => {
    const exp = expectDisk(catalogue, dataset, disk, date ? { date } : {});
    const run = leadRun(exp, dataset);
    return { disk, exp, ...(run ? { run } : {}) };
  });
}

export function landingGroups(all: readonly LandingDisk[]): LandingGroups {
  const g: LandingGroups = { judged: [], notComparable: [], noRun: [], noCurve: [] };
  for (const d of all) {
    if (!d.run) g.noRun.push(d);
    else if (!d.run.comparable) g.notComparable.push(d);
    else if (!d.run.judgement) g.noCurve.push(d);
    else g.judged.push(d);
  }
  return g;
}

/** A study: the disks published together (same source title or address, else the same upload). */
export function studyKey(disk: Disk): string {
  return disk.metadata.sourceTitle ?? disk.metadata.source ?? disk.origin;
}

/**
 * The study the curves chart draws: of the judged disks, the source with the most of them (the
 * seed's 2016 study on the published site); ties go to the earlier study.
 */
export function chooseStudy(judged: readonly LandingDisk[]): LandingDisk[] {
  const groups = new Map<string, LandingDisk[]>();
  for (const d of judged) {
    const k = studyKey(d.disk);
    groups.set(k, [...(groups.get(k) ?? []), d]);
  }
  const dateOf = (ds: LandingDisk[]) => (ds[0]?.exp.match.ok ? (ds[0].exp.match.date ?? '9999') : '9999');
  return (
    [...groups.values()].sort((a, b) => b.length - a.length || dateOf(a).localeCompare(dateOf(b)))[0] ?? []
  );
}
