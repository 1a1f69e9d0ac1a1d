// The summary made ahead in steps (as the import does for a disk of many runs) is the summary the
// views get, also for the page's merged dataset, and its figure is the file's: Linode's five runs.
import { beforeAll, expect, it } from 'vitest';
import {
  findSummary,
  summariseDisk,
  summariseDiskInSteps,
  summariseMeasurements,
} from '../../../../src/analysis/summary';
import { mergeDatasets } from '../../../../src/model/merge';
import type { Dataset } from '../../../../src/model/types';
import { KiB } from '../../../../src/model/units';
import { describeWithShared } from '../../../helpers/fixtures';
import { independentMedian, LINODE, linodeDataset, printedRuns } from './linode';

const EMPTY: Dataset = { disks: [], measurements: [], series: [], reports: [] };

describeWithShared(LINODE, 'summary made ahead in steps (Linode 1024, 2017)', () => {
  let upload: Dataset;
  let disk: string;
  let pauses = 0;
  beforeAll(async () => {
    upload = await linodeDataset();
    disk = upload.disks[0]!.id;
    await summariseDiskInSteps(upload, disk, async () => {
      pauses++;
    });
  });

  it('pauses between steps and gives what the one-pass summary gives', () => {
    expect(pauses).toBeGreaterThan(2);
    const fresh = summariseMeasurements(upload.measurements, disk);
    expect(summariseDisk(upload, disk)).toEqual(fresh);
  });

  it('is found again for a merged dataset holding the same runs, with the file’s median', () => {
    const merged = mergeDatasets(EMPTY, upload);
    expect(merged).not.toBe(upload);
    expect(summariseDisk(merged, disk)).toBe(summariseDisk(upload, disk));
    const read = findSummary(merged, disk, { pattern: 'random', readPct: 100, blockSize: 4 * KiB })!;
    const iops = printedRuns('fio_randread.log').map((r) => r.iops);
    expect(read.metrics.iops!.value / independentMedian(iops)).toBeCloseTo(1, 9);
  });

  it('is not reused for other runs of the same disk', () => {
    const fewer: Dataset = { ...upload, measurements: upload.measurements.slice(1) };
    const s = summariseDisk(fewer, disk);
    expect(s).not.toBe(summariseDisk(upload, disk));
    expect(s).toEqual(summariseMeasurements(fewer.measurements, disk));
  });
});
