// The Overview's first chart: headline IOPS for disks without a vendor curve (the project's own PTS
// run), measured ÷ advertised with verdict colours for the seed blog's 2016 disks.
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PointOptionsObject, SeriesBarOptions } from 'highcharts';
import { buildLeadChart, VERDICT_COLOURS } from '../../../src/charts/overview-lead';
import { buildCatalogue, BUILTIN_FILES, expectDisk, leadRun } from '../../../src/expected';
import type { LeadEntry } from '../../../src/charts/overview-lead';
import { ingestFiles } from '../../../src/ingest/ingest';
import type { Dataset } from '../../../src/model/types';
import { describeWithShared, fixturePath } from '../../helpers/fixtures';
import { diskIdByFolder, ptsAndFioDataset } from './fixture-dataset';

/** Each disk with the run the landing page judges (as LeadChart.tsx builds them). */
function entriesOf(ds: Dataset, date?: string): LeadEntry[] {
  const catalogue = buildCatalogue(BUILTIN_FILES);
  return ds.disks.flatMap((disk) => {
    const run = leadRun(expectDisk(catalogue, ds, disk, date ? { date } : {}), ds);
    return run ? [{ disk, run }] : [];
  });
}

const points = (s: unknown) => ((s as SeriesBarOptions).data ?? []) as (PointOptionsObject | null)[];

describe('lead chart without vendor curves', () => {
  let ds: Dataset;
  beforeAll(async () => {
    ds = await ptsAndFioDataset();
  });

  it('shows the 4k random read and write IOPS per disk (the summary of its runs: one each here)', () => {
    const lead = buildLeadChart(ds, ds.disks, entriesOf(ds), 'en');
    expect(lead.kind).toBe('headline');
    const pts = diskIdByFolder(ds, 'local_ext4_2');
    const i = lead.diskIds.indexOf(pts);
    expect(i).toBeGreaterThanOrEqual(0);
    // Read independently from the PTS result file.
    const iops = JSON.parse(readFileSync(fixturePath('pts/local_ext4_2/iops.json'), 'utf8')) as Record<
      string,
      number
    >;
    const [read, write] = lead.options.series!.filter((x) => (x as { type?: string }).type === 'bar');
    expect(points(read)[i]?.y).toBe(iops.iops_4k_100_0);
    expect(points(write)[i]?.y).toBe(iops.iops_4k_0_100);
    expect(
      (lead.options.xAxis as { categories: string[] }).categories[i]!.startsWith(
        ds.disks.find((d) => d.id === pts)!.label,
      ),
    ).toBe(true);
  });

  it('escapes a disk label from a file, as every chart does', () => {
    const pts = diskIdByFolder(ds, 'local_ext4_2');
    const named = { ...ds, disks: ds.disks.map((d) => (d.id === pts ? { ...d, label: '<i>x</i> & y' } : d)) };
    const lead = buildLeadChart(named, named.disks, [], 'en');
    const categories = (lead.options.xAxis as { categories: string[] }).categories;
    // The label, escaped (then the queue depth × jobs where the disk's figures are at another one).
    expect(categories[lead.diskIds.indexOf(pts)]!.startsWith('&lt;i&gt;x&lt;/i&gt; &amp; y')).toBe(true);
  });
});

describeWithShared('cloudtesting-digest', 'lead chart of the 2016 digest', () => {
  const names = ['hybrid', 'hybrid_hir', 'hybrid_wsat', 'ssd', 'ssd_hir', 'ssd_wsat'];
  const ssdCsv = readFileSync(fixturePath('third-party/cloudtesting-digest/ssd.csv'), 'utf8');
  let ds: Dataset;
  beforeAll(async () => {
    ds = await ingestFiles(
      names.map((n) => ({
        path: `${n}.csv`,
        bytes: new Uint8Array(readFileSync(fixturePath(`third-party/cloudtesting-digest/${n}.csv`))),
      })),
      { origin: 'src-x' },
    );
  });

  it('one bar per disk: its 4 KiB random read at the top load, in a series per verdict (legend = bar colour)', () => {
    const lead = buildLeadChart(ds, ds.disks, entriesOf(ds, '2016-06'), 'en');
    expect(lead.kind).toBe('ratio');
    expect(lead.diskIds).toHaveLength(10);
    const i = lead.diskIds.findIndex((id) => id.endsWith('/aliyun_ssd_250'));
    const bars = lead.options.series!.flatMap((s) =>
      points(s).flatMap((p, x) => (p ? [{ x, y: p.y!, series: s as SeriesBarOptions }] : [])),
    );
    // Exactly one bar per disk.
    expect(bars.map((b) => b.x).sort((a, b) => a - b)).toEqual(lead.diskIds.map((_, x) => x));
    const bar = bars.find((b) => b.x === i)!;
    // 2016 Standard SSD: min(30 × 250 GB, 20000) = 7,500 IOPS advertised; the run shown is 4k
    // (block index 1) at 100/0 read (rw index 6), read from the CSV here.
    const row = /^aliyun,ssd,250,iops,1,6,([\d.]+)$/m.exec(ssdCsv);
    expect(bar.y * 7500).toBeCloseTo(Number(row![1]), 6);
    const verdict = bar.y > 1.1 ? 'above' : bar.y >= 0.9 ? 'meets' : bar.y >= 0.5 ? 'below' : 'far-below';
    // The bar wears its series' colour, so the legend entry shows the bar's colour.
    expect(bar.series.color).toBe(VERDICT_COLOURS[verdict]);
    expect(points(bar.series)[i]!.color).toBeUndefined();
  });
});

describe('a disk measured only at QD1', () => {
  it('is not comparable (no bar), and says so', async () => {
    const json = readFileSync(fixturePath('fio/local_ssd_1/randread-4k-qd1.json'));
    const ds = await ingestFiles(
      [{ path: 'aliyun_ssd_250/randread-4k-qd1.json', bytes: new Uint8Array(json) }],
      {
        origin: 'up',
      },
    );
    const [entry] = entriesOf(ds, '2016-06');
    const iodepth = /"iodepth"\s*:\s*"?(\d+)/.exec(json.toString('utf8'))?.[1];
    expect(iodepth).toBe('1');
    expect(entry!.run.comparable).toBe(false);
    expect(entry!.run.load).toBe(1);
    expect(buildLeadChart(ds, ds.disks, [entry!], 'en').kind).toBe('headline');
  });
});
