// The Overview's first chart: headline IOPS for disks without a vendor curve (the project's own PTS
// run), measured ÷ advertised with verdict colours for the seed blog's 2016 disks.
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PointOptionsObject, SeriesBarOptions } from 'highcharts';
import { buildLeadChart, VERDICT_COLOURS } from '../../../src/charts/overview-lead';
import { buildCatalogue, BUILTIN_FILES, expectDisk } from '../../../src/expected';
import { ingestFiles } from '../../../src/ingest/ingest';
import type { Dataset } from '../../../src/model/types';
import { describeWithShared, fixturePath } from '../../helpers/fixtures';
import { diskIdByFolder, ptsAndFioDataset } from './fixture-dataset';

const points = (s: unknown) => ((s as SeriesBarOptions).data ?? []) as (PointOptionsObject | null)[];

describe('lead chart without vendor curves', () => {
  let ds: Dataset;
  beforeAll(async () => {
    ds = await ptsAndFioDataset();
  });

  it('shows the 4k random read and write IOPS per disk (the summary of its runs: one each here)', () => {
    const catalogue = buildCatalogue(BUILTIN_FILES);
    const exps = ds.disks.map((d) => expectDisk(catalogue, ds, d));
    const lead = buildLeadChart(ds, ds.disks, exps, 'en');
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

  it('measured ÷ advertised with the verdict colours, against the 2016 formulas', () => {
    const catalogue = buildCatalogue(BUILTIN_FILES);
    const exps = ds.disks.map((d) => expectDisk(catalogue, ds, d, { date: '2016-06' }));
    const lead = buildLeadChart(ds, ds.disks, exps, 'en');
    expect(lead.kind).toBe('ratio');
    expect(lead.diskIds).toHaveLength(10);
    const i = lead.diskIds.findIndex((id) => id.endsWith('/aliyun_ssd_250'));
    const p = points(lead.options.series![0])[i]!;
    // 2016 Standard SSD: min(30 × 250 GB, 20000) = 7,500 IOPS advertised; the measured figure is one
    // of the IOPS values the CSV gives for that disk.
    const measured = p.y! * 7500;
    const values = [...ssdCsv.matchAll(/^aliyun,ssd,250,iops,\d+,\d+,([\d.]+)$/gm)].map((m) => Number(m[1]));
    expect(values.some((v) => Math.abs(v - measured) < 1e-6 * v)).toBe(true);
    const verdict = p.y! > 1.1 ? 'above' : p.y! >= 0.9 ? 'meets' : p.y! >= 0.5 ? 'below' : 'far-below';
    expect(p.color).toBe(VERDICT_COLOURS[verdict]);
  });
});
