// Azure disk eras checked against the copies that print them (quoted here, repository, path and
// commit named), read from data/expected/azure.json with JSON.parse, independently of the catalogue
// loader; the era a run date picks checked through matchDisk. Premium SSD P1–P80 and the current
// Premium SSD v2 / Ultra ranges are in catalogue-sources.test.ts.
import { describe, expect, it } from 'vitest';
import { builtinCatalogue, matchDisk } from '../../../src/expected';
import { curve, input } from './catalogue-json';
import { disk } from './helpers';

const AZ = 'https://github.com/MicrosoftDocs/azure-docs/blob';
const AC = 'https://github.com/MicrosoftDocs/azure-compute-docs/blob';
const urls = (id: string) => curve('azure.json', id).sources?.map((s) => s.url) ?? [];
const rows = (id: string) =>
  curve('azure.json', id).steps?.tiers.map((t) => [t.name, t.upTo, t.iops, t.throughput]) ?? [];
const catalogue = builtinCatalogue();
const eraOf = (type: string, date: string) => {
  const m = matchDisk(catalogue, disk('azure', type, 64, { metadata: { date } }));
  return m.ok ? m.curve.id : undefined;
};
const E = [4, 8, 16, 32, 64, 128, 256, 512, 1024, 2048, 4096, 8192, 16384, 32767];
const NAMES = ['E1', 'E2', 'E3', 'E4', 'E6', 'E10', 'E15', 'E20', 'E30', 'E40', 'E50', 'E60', 'E70', 'E80'];
const table = (iops: number[], mbps: number[]) => NAMES.map((n, i) => [n, E[i], iops[i], mbps[i]]);
const eleven = (v: number) => Array<number>(11).fill(v);

describe('Standard SSD eras', () => {
  it('2019 table (azure-docs @ 1b5f303, ms.date 03/28/2019) ends by 2020-03', () => {
    const c = curve('azure.json', 'azure/standard_ssd@2019');
    expect(c.validTo).toBe('2020-03');
    expect(c.datesApproximate).toBe(true);
    expect(urls('azure/standard_ssd@2019')).toContain(
      `${AZ}/1b5f3038b298f1247de7723c35d5dee7f63d9e27/includes/disk-storage-standard-ssd-sizes.md`,
    );
  });

  // otrekw/azure-docs.de-de @ 080d5d7 (ms.lasthandoff 07/02/2020): "IOPS pro Datenträger | Bis zu
  // 500" ×11 "| Bis zu 2.000 | Bis zu 4.000 | Bis zu 6.000"; "Durchsatz pro Datenträger | Bis zu 60
  // MB/s" ×11 "| Bis zu 400 MB/s | Bis zu 600 MB/s | Bis zu 750 MB/s". Microsoft/azure-docs.ru-ru @
  // 606cff2 (03/19/2021): "500" ×11 "| До 2000 | До 4000 | До 6000", "До 60 МБ/с" ×11 "| До 400 МБ/с |
  // До 600 МБ/с | До 750 МБ/с".
  it('2020 table (translated copies, secondary): 500 IOPS and 60 MB/s up to E50, no burst rows', () => {
    const c = curve('azure.json', 'azure/standard_ssd@2020');
    expect([c.validFrom, c.validTo, c.status]).toEqual(['2020-03', '2023-03', 'secondary']);
    expect(c.throughput?.unit).toBe('MB/s');
    expect(rows('azure/standard_ssd@2020')).toEqual(
      table([...eleven(500), 2000, 4000, 6000], [...eleven(60), 400, 600, 750]),
    );
    expect(c.burst).toBeUndefined();
    expect(urls('azure/standard_ssd@2020')).toContain(
      'https://github.com/otrekw/azure-docs.de-de/blob/080d5d7107b7589b16de366c56f84461c9aea77a/includes/disk-storage-standard-ssd-sizes.md',
    );
    expect(c.unverified?.join(' ')).toMatch(/translated copies/);
  });

  // azure-docs @ 90c7556, ms.date 03/16/2023: "Base IOPS per disk | Up to 500" ×11 "| Up to 2,000 |
  // Up to 4,000 | Up to 6,000"; "*Expanded IOPS per disk | N/A" ×8 "| Up to 1,500 | Up to 3,000 | Up
  // to 6,000" ×4; "Base throughput per disk | Up to 60 MB/s" ×11 "| Up to 400 MB/s | Up to 600 MB/s
  // | Up to 750 MB/s"; "*Expanded throughput … Up to 150 MB/s | Up to 300 MB/s | Up to 600 MB/s| Up
  // to 750 MB/s" ×3; "Max burst IOPS per disk | 600" ×8 "| 1000"; "Max burst throughput per disk |
  // 150 MB/s" ×8 "| 250 MB/s"; "Max burst duration | 30 min".
  it('2023 table: base, expanded and burst rows as printed', () => {
    const c = curve('azure.json', 'azure/standard_ssd@2023');
    expect(c.validFrom).toBe('2023-03');
    expect(rows('azure/standard_ssd@2023')).toEqual(
      table([...eleven(500), 2000, 4000, 6000], [...eleven(60), 400, 600, 750]),
    );
    const tiers = c.steps?.tiers ?? [];
    expect(tiers.slice(8).map((t) => [t.expandedIops, t.expandedThroughput])).toEqual([
      [1500, 150],
      [3000, 300],
      [6000, 600],
      [6000, 750],
      [6000, 750],
      [6000, 750],
    ]);
    expect(tiers.map((t) => t.expandedIops).slice(0, 8)).toEqual(Array(8).fill(undefined));
    expect(c.burst).toMatchObject({
      iops: 'stepUp(GiB, 512, 600, 1024, 1000)',
      throughput: 'stepUp(GiB, 512, 150, 1024, 250)',
    });
    // "Max burst duration | 30 min": IOPS and MB/s credits, each 1,800 s at the burst rate.
    const credits = (c.credits ?? []) as { metric: string; burstSeconds?: number }[];
    expect(credits.map((k) => [k.metric, k.burstSeconds])).toEqual([
      ['iops', 30 * 60],
      ['throughput', 30 * 60],
    ]);
    expect(urls('azure/standard_ssd@2023')).toContain(
      `${AZ}/90c7556211e97abf9821c34e9fb42f4d070b63ea/includes/disk-storage-standard-ssd-sizes.md`,
    );
  });

  it('a run date picks its table', () => {
    expect(eraOf('standard_ssd', '2019-06-01')).toBe('azure/standard_ssd@2019');
    expect(eraOf('standard_ssd', '2021-06-01')).toBe('azure/standard_ssd@2020');
    expect(eraOf('standard_ssd', '2024-06-01')).toBe('azure/standard_ssd@2023');
  });
});

describe('Premium SSD v2 eras', () => {
  const maxIops = (gib: number) => Math.max(3000, Math.min(80000, 3000 + 500 * (gib - 6)));
  // azure-docs @ 00c6c82, ms.date 06/17/2022: "a capacity ranging from 4 GiB to 64 TiB"; table "1-6
  // | 3,000 | 750", "7 | 3,500 | 875", "8 | 4,000 | 1,000", "9 | 4,500 | 1,125", "10 GiB - 62 TiB |
  // … increases by 500 per GiB, up to 80,000 | 1200"; "at least 125 MBps", ".25 MiB/s per IOPS",
  // "The maximum you can set the throughput to is 1200, which requires 6,000 IOPS".
  it('2022: 4 GiB–64 TiB, 3,000 + 500/GiB after 6 GiB to 80,000; 125 MB/s, 0.25 per IOPS to 1,200', () => {
    const c = curve('azure.json', 'azure/premium_ssd_v2@2022');
    expect(c.validTo).toBe('2023-11');
    expect(c.sizeRange).toEqual({ min: 4, max: 64 * 1024 });
    expect(input(c, 'provIops')?.max).toBe('max(3000, min(80000, 3000 + 500*(GiB - 6)))');
    expect(input(c, 'provMBps')).toMatchObject({ min: '125', max: 'max(125, min(1200, 0.25*provIops))' });
    const tp = (iops: number) => Math.max(125, Math.min(1200, 0.25 * iops));
    expect([6, 7, 8, 9].map((g) => [maxIops(g), tp(maxIops(g))])).toEqual([
      [3000, 750],
      [3500, 875],
      [4000, 1000],
      [4500, 1125],
    ]);
    expect(tp(6000)).toBe(1200);
    expect(urls('azure/premium_ssd_v2@2022')).toContain(
      `${AZ}/00c6c8240b50251260046d1abaf5b88873cf58fd/articles/virtual-machines/disks-types.md`,
    );
  });

  // azure-docs @ 96573d4 (ms.date 11/15/2023) and azure-compute-docs @ e4cd8b0 (ms.date 11/06/2025):
  // "capacities range from 1 GiB to 64 TiBs"; "1,200 MB/s is the maximum throughput supported for
  // disks that have 5,000 IOPS or more".
  it('2023 to 2025 docs: 1 GiB minimum, still 1,200 MB/s', () => {
    const c = curve('azure.json', 'azure/premium_ssd_v2@2023');
    expect([c.validFrom, c.validTo]).toEqual(['2023-11', '2025-11']);
    expect(c.sizeRange).toEqual({ min: 1, max: 64 * 1024 });
    expect(input(c, 'provMBps')?.max).toBe('max(125, min(1200, 0.25*provIops))');
    expect(urls('azure/premium_ssd_v2@2023')).toEqual(
      expect.arrayContaining([
        `${AZ}/96573d42605ca7d188e389da007804d89371834a/articles/virtual-machines/disks-types.md`,
        `${AC}/e4cd8b08c1d120d2bb3919f828cb3feb18f14826/articles/virtual-machines/disks-types.md`,
      ]),
    );
  });

  // The include disks-premv2-performance.md with "ms.date: 01/25/2024" reads "125-1,200" in a fork
  // (petersatsuse @ eb8e624) and "125-2,000" in azure-compute-docs @ 883ff7b: its ms.date is no
  // change date, so the 2,000 MB/s era starts after the 11/06/2025 copy, not in 2024-01.
  it('2,000 MB/s only from 2025-11 (approximate), with the reason', () => {
    const c = curve('azure.json', 'azure/premium_ssd_v2@current');
    expect(c.validFrom).toBe('2025-11');
    expect(c.datesApproximate).toBe(true);
    expect(c.unverified?.join(' ')).toMatch(/11\/06\/2025 copy that still says 1,200/);
    expect(eraOf('premium_ssd_v2', '2022-09-01')).toBe('azure/premium_ssd_v2@2022');
    expect(eraOf('premium_ssd_v2', '2024-06-01')).toBe('azure/premium_ssd_v2@2023');
    expect(eraOf('premium_ssd_v2', '2026-03-01')).toBe('azure/premium_ssd_v2@current');
  });
});

describe('Ultra Disk eras', () => {
  const caps = (perGiB: number, maxIops: number, maxMBps: number) =>
    [4, 8, 16, 32, 64, 128, 256, 512, 1024].map((g) => {
      const iops = Math.max(100, Math.min(maxIops, perGiB * g));
      return [g, iops, Math.max(1, Math.min(maxMBps, 0.25 * iops))];
    });
  // azure-docs @ 00c6c82 (06/17/2022), same in @ 96573d4 (11/15/2023): "300 IOPS/GiB, up to a maximum
  // of 160,000 IOPS per disk", "an overall baseline minimum of 100 IOPS", "256 KiB/s for each
  // provisioned IOPS, up to a maximum of 4000 MBps per disk", "an overall baseline minimum of 1
  // MBps"; table "4 | 1,200 | 300", "8 | 2,400 | 600", "16 | 4,800 | 1,200", "32 | 9,600 | 2,400", "64
  // | 19,200 | 4,000", "128 | 38,400 | 4,000", "256 | 76,800 | 4,000", "512 | 153,600 | 4,000",
  // "1,024-65,536 … | 160,000 | 4,000" (the table's MB/s are 0.25 per IOPS, the text's 256 KiB/s).
  it('2022: 300/GiB to 160,000 IOPS, 0.25 MB/s per IOPS to 4,000; the size table reproduced', () => {
    const c = curve('azure.json', 'azure/ultra@2022');
    expect(c.validTo).toBe('2024-01');
    expect(c.sizeRange).toEqual({ min: 4, max: 64 * 1024 });
    expect(input(c, 'provIops')).toMatchObject({ min: '100', max: 'max(100, min(160000, 300*GiB))' });
    expect(input(c, 'provMBps')).toMatchObject({ min: '1', max: 'max(1, min(4000, 0.25*provIops))' });
    expect(caps(300, 160000, 4000).map(([, i, t]) => [i, t])).toEqual([
      [1200, 300],
      [2400, 600],
      [4800, 1200],
      [9600, 2400],
      [19200, 4000],
      [38400, 4000],
      [76800, 4000],
      [153600, 4000],
      [160000, 4000],
    ]);
    expect(urls('azure/ultra@2022')).toContain(
      `${AZ}/00c6c8240b50251260046d1abaf5b88873cf58fd/articles/virtual-machines/disks-types.md`,
    );
    expect(c.unverified?.join(' ')).toMatch(/11\/15\/2023 copy .* still gives 300 IOPS\/GiB/);
  });

  // azure-compute-docs @ e4cd8b0 (11/06/2025): "1000 IOPS/GiB, up to a maximum of 400,000 IOPS per
  // disk", ".25 MB/s for each provisioned IOPS, up to a maximum of 10,000 MB/s"; table "4 | 4,000 |
  // 1,000", "8 | 8,000 | 2,000", "16 | 16,000 | 4,000", "32 | 32,000 | 8,000", "64 | 64,000 | 10,000",
  // "128 | 128,000 | 10,000", "256 | 256,000 | 10,000", "512 | 400,000 | 10,000", "1,024 | 400,000 |
  // 10,000".
  it('current: 1,000/GiB to 400,000 IOPS and 10,000 MB/s, as the 11/06/2025 copy already says', () => {
    const c = curve('azure.json', 'azure/ultra@current');
    expect(input(c, 'provIops')?.max).toBe('max(100, min(400000, 1000*GiB))');
    expect(caps(1000, 400000, 10000).map(([, i, t]) => [i, t])).toEqual([
      [4000, 1000],
      [8000, 2000],
      [16000, 4000],
      [32000, 8000],
      [64000, 10000],
      [128000, 10000],
      [256000, 10000],
      [400000, 10000],
      [400000, 10000],
    ]);
    expect(urls('azure/ultra@current')).toContain(
      `${AC}/e4cd8b08c1d120d2bb3919f828cb3feb18f14826/articles/virtual-machines/disks-types.md`,
    );
  });
});
