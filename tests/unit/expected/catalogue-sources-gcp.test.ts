// GCP catalogue figures and eras checked against the numbers their sources print (quoted here), read
// from the data files with JSON.parse, independently of the catalogue loader; gcpSizeFigures checked
// on each side of the per-VM baseline's era boundary.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  builtinCatalogue,
  expectDisk,
  gcpBaselineApplies,
  gcpBaselineFrom,
  gcpSizeFigures,
  matchDisk,
} from '../../../src/expected';
import { KiB, MiB } from '../../../src/model/units';
import { curve, DATA, input } from './catalogue-json';
import { dataset, disk, result } from './helpers';

const catalogue = builtinCatalogue();
describe('GCP pd-balanced per-VM baseline: an era from 2022-11-14 (secondary source)', () => {
  // DataBiosphere/leonardo pull request #4925 (2026-08-25): 'Take advantage of `pd-balanced`
  // "baseline performance" of 3,000 IOPS + 140 MiBps' … '`pd-balanced` got this upgrade in 2022 [2]',
  // [2] https://docs.cloud.google.com/compute/docs/release-notes-archive#November_14_2022;
  // and measured: '100 GB `pd-balanced`: 168 MiB/s, 3,600 IOPS read/write'.
  const ofDate = (date: string) => {
    const d = disk('gcp', 'pd-balanced', 100, { metadata: { date } });
    const e = expectDisk(catalogue, dataset([d], [result(d.id, 4 * KiB, 100, { iops: 500 })]), d);
    return { e, id: e.match.ok ? e.match.curve.id : undefined };
  };

  it('the catalogue draws the boundary at 2022-11-14 and names the source and its standing', () => {
    const before = curve('gcp.json', 'gcp/pd-balanced@2020');
    const after = curve('gcp.json', 'gcp/pd-balanced');
    expect(before.validTo).toBe('2022-11-14');
    expect(after.validFrom).toBe('2022-11-14');
    expect(before.status).toBe('secondary');
    expect(before.sources?.map((s) => s.url)).toContain(
      'https://github.com/DataBiosphere/leonardo/pull/4925',
    );
    expect(after.sources?.map((s) => s.url)).toContain(
      'https://docs.cloud.google.com/compute/docs/release-notes-archive#November_14_2022',
    );
    expect(before.unverified?.join(' ')).toMatch(/not in any stored copy/);
  });

  it('a run dated 2022-10 is judged without the baseline: 100 GiB → 600 IOPS, 28 MiB/s', () => {
    const { e, id } = ofDate('2022-10-01');
    expect(id).toBe('gcp/pd-balanced@2020');
    expect(e.figures?.disk.iops?.read).toBe(6 * 100);
    expect(e.figures?.disk.bw?.read).toBeCloseTo(0.28 * 100 * MiB, 0);
  });

  it('a run dated 2023-01 gets the baseline: 100 GiB → 3,600 IOPS and 168 MiB/s, as the PR measured', () => {
    const { e, id } = ofDate('2023-01-15');
    expect(id).toBe('gcp/pd-balanced');
    expect(e.figures?.disk.iops?.read).toBe(3600);
    expect(e.figures?.disk.bw?.read).toBeCloseTo(168 * MiB, 0);
  });

  // pd-ssd: no stored source dates its baseline terms; the boundary is pd-balanced's, marked
  // approximate. openshift/release pull request #33248 (2022-10-19): "increase their volume from 100
  // to 200 in order to increase the IOPS respectively. This should yield about 6k concurrent IOPS"
  // (200 GiB × 30 per GiB, no baseline). gcpdiag limits_per_gb.json: "Baseline IOPS per VM": 6000,
  // "Baseline Throughput (MiBps) per VM": 240, "Read IOPS per GiB": 30, "Throughput per GiB (MiBps)":
  // 0.48.
  it('pd-ssd has two eras at 2022-11-14, the boundary marked approximate and unverified, what was searched said', () => {
    const before = curve('gcp.json', 'gcp/pd-ssd@before-baseline');
    const after = curve('gcp.json', 'gcp/pd-ssd');
    expect(before.validTo).toBe('2022-11-14');
    expect(after.validFrom).toBe('2022-11-14');
    for (const c of [before, after]) {
      expect(c.datesApproximate).toBe(true);
      expect(c.unverified?.join(' ')).toMatch(/2022-11-14 is a guess, not a sourced date/);
    }
    expect(after.unverified?.join(' ')).toMatch(/Searched on 2026-11-25: .*release notes/);
    expect(before.iops?.expr).toBe('30*GiB');
    expect(before.throughput?.expr).toBe('0.48*GiB');
    expect(after.iops?.expr).toBe('6000 + 30*GiB');
    expect(after.throughput?.expr).toBe('240 + 0.48*GiB');
    expect(before.sources?.find((x) => x.url.includes('openshift/release/pull/33248'))?.note).toContain(
      'about 6k concurrent IOPS',
    );
    expect(30 * 200).toBe(6000);
  });

  it('a 2021 pd-ssd run is judged by the per-GiB rule: 200 GiB → 6,000 IOPS (the openshift sizing)', () => {
    const d = disk('gcp', 'pd-ssd', 200, { metadata: { date: '2021-06-01' } });
    const e = expectDisk(catalogue, dataset([d], [result(d.id, 4 * KiB, 100, { iops: 500 })]), d);
    expect(e.match.ok && e.match.curve.id).toBe('gcp/pd-ssd@before-baseline');
    expect(e.figures?.disk.iops?.read).toBe(6000);
    expect(e.figures?.disk.bw?.read).toBeCloseTo(0.48 * 200 * MiB, 0);
  });
});

describe('gcpSizeFigures follows the baseline era (gcpdiag limits_per_gb.json)', () => {
  // "Baseline IOPS per VM": 3000 / 6000, "Baseline Throughput (MiBps) per VM": 140 / 240 (pd-balanced
  // / pd-ssd); "Read IOPS per GiB": 6 / 30, "Throughput per GiB (MiBps)": 0.28 / 0.48.
  const limits = JSON.parse(readFileSync(path.join(DATA, 'gcp-pd-limits/limits_per_gb.json'), 'utf8')) as {
    baseline: Record<string, Record<string, number>>;
  };
  it.each([
    ['pd-balanced', 100, 3000, 140, 6, 0.28],
    ['pd-ssd', 1000, 6000, 240, 30, 0.48],
  ])('%s %s GiB: slope alone on 2022-11-13, baseline + slope on 2022-11-14', (type, gib, bi, bt, si, st) => {
    expect(limits.baseline[type]).toEqual({
      'Baseline IOPS per VM': bi,
      'Baseline Throughput (MiBps) per VM': bt,
    });
    expect(gcpBaselineFrom(type)).toBe('2022-11-14');
    const old = gcpSizeFigures(type, gib, '2022-11-13')!;
    const now = gcpSizeFigures(type, gib, '2022-11-14')!;
    expect([old.readIops, old.writeIops]).toEqual([si * gib, si * gib]);
    expect(old.readBw).toBeCloseTo(st * gib * MiB, 0);
    expect([now.readIops, now.writeIops]).toEqual([bi + si * gib, bi + si * gib]);
    expect(now.readBw).toBeCloseTo((bt + st * gib) * MiB, 0);
    // No date: today's rule, with the baseline (pd-ssd 1,000 GiB: 240 + 0.48 × 1,000 = 720 MiB/s).
    expect(gcpSizeFigures(type, gib)).toEqual(now);
    expect(gcpBaselineApplies(type, '2022-11-13')).toBe(false);
    expect(gcpBaselineApplies(type, undefined)).toBe(true);
  });
  it('pd-standard has one era and a zero baseline: the date changes nothing', () => {
    expect(gcpBaselineFrom('pd-standard')).toBeUndefined();
    expect(gcpSizeFigures('pd-standard', 250, '2019-01-01')).toEqual(gcpSizeFigures('pd-standard', 250));
    expect(gcpSizeFigures('pd-standard', 250)?.writeIops).toBe(1.5 * 250);
  });
  it('the catalogue curve and gcpSizeFigures agree on each side of the boundary', () => {
    for (const [type, date] of [
      ['pd-ssd', '2021-06-01'],
      ['pd-ssd', '2023-06-01'],
      ['pd-balanced', '2021-06-01'],
      ['pd-balanced', '2023-06-01'],
    ] as const) {
      const d = disk('gcp', type, 500, { metadata: { date } });
      const e = expectDisk(catalogue, dataset([d], [result(d.id, 4 * KiB, 100, { iops: 500 })]), d);
      const g = gcpSizeFigures(type, 500, date)!;
      expect(e.figures?.disk.iops?.read).toBe(g.readIops);
      expect(e.figures?.disk.bw?.read).toBeCloseTo(g.readBw, 0);
    }
  });
});

describe('GCP Persistent Disk per-GiB figures (performance page, wiki.agc.wuaze.com mirror)', () => {
  // "Throughput per GiB (MiBps) 0.12 0.28 0.48 — 0.48" (standard, balanced, SSD, extreme, SSD
  // multi-writer); "Read IOPS per GiB 0.75 6 30", "Write IOPS per GiB 1.5 6 30" (regional table, same
  // slopes as zonal); "Write throughput per instance (MiBps) 400 1,200 1,200".
  const limits = JSON.parse(readFileSync(path.join(DATA, 'gcp-pd-limits/limits_per_gb.json'), 'utf8')) as {
    iops: Record<string, Record<string, number>>;
    throughput: Record<string, Record<string, number>>;
  };
  it.each([
    ['pd-standard', 0.75, 1.5, 0.12],
    ['pd-balanced', 6, 6, 0.28],
    ['pd-ssd', 30, 30, 0.48],
  ])('%s: read %s, write %s IOPS per GiB, %s MiB/s per GiB', (type, r, w, tp) => {
    expect(limits.iops[type]).toEqual({ 'Read IOPS per GiB': r, 'Write IOPS per GiB': w });
    expect(limits.throughput[type]?.['Throughput per GiB (MiBps)']).toBe(tp);
    const c = curve('gcp.json', `gcp/${type}`);
    const iopsText = c.iops?.expr ?? `${c.iops?.read} ${c.iops?.write}`;
    for (const slope of new Set([r, w])) expect(iopsText).toContain(`${slope}*GiB`);
    expect(c.throughput?.expr).toContain(`${tp}*GiB`);
    expect(c.throughput?.unit).toBe('MiB/s');
  });
});

describe('GCP Hyperdisk Throughput per-volume maximum: 600 → 2,400 MiB/s on 2025-08-05', () => {
  // Compute Engine release notes, entry 2025-08-05 (mirror multani/gcp-changelog @ 07289a8,
  // content/compute-engine/index.md): "For Hyperdisk Throughput, the maximum IOPS [sic] for a single
  // volume has increased from 600 MiB/s to 2,400 MiB/s. The maximum IOPS for a single volume has
  // increased from 2,400 IOPS to 9,600 IOPS." Current page: "each MiB/s of provisioned throughput
  // comes with 4 IOPS, up to 9,600 IOPS", "Size: 2 TiB-32 TiB".
  it('two eras split at 2025-08-05, the release note cited', () => {
    const old = curve('gcp.json', 'gcp/hyperdisk-throughput@2023');
    const now = curve('gcp.json', 'gcp/hyperdisk-throughput@2025-08-05');
    expect(old.validTo).toBe('2025-08-05');
    expect(now.validFrom).toBe('2025-08-05');
    expect(input(old, 'provMiBps')?.max).toBe('600');
    expect(input(now, 'provMiBps')?.max).toBe('2400');
    expect(old.iops?.expr).toBe('min(2400, 4*provMiBps)');
    expect(now.iops?.expr).toBe('min(9600, 4*provMiBps)');
    expect(now.sizeRange).toEqual({ min: 2 * 1024, max: 32 * 1024 });
    for (const c of [old, now]) {
      const note = c.sources?.find((x) => x.url.includes('multani/gcp-changelog'));
      expect(note).toMatchObject({ date: '2025-08-05' });
      expect(note?.note).toContain('from 600 MiB/s to 2,400 MiB/s');
    }
  });

  it('a run dated 2025-08-04 is judged by the 600 MiB/s era, one dated 2025-08-05 by the 2,400 one', () => {
    const idOf = (date: string) => {
      const m = matchDisk(catalogue, disk('gcp', 'hyperdisk-throughput', 4096, { metadata: { date } }));
      return m.ok ? m.curve.id : undefined;
    };
    expect(idOf('2025-08-04')).toBe('gcp/hyperdisk-throughput@2023');
    expect(idOf('2025-08-05')).toBe('gcp/hyperdisk-throughput@2025-08-05');
  });
});

describe('GCP pd-extreme (extreme-persistent-disk page, cloud-dot-devsite and movatter copies)', () => {
  // "When you create an Extreme Persistent Disk, you can provision 2,500 to 120,000 IOPS."
  it('provisioned IOPS 2,500–120,000', () => {
    expect(input(curve('gcp.json', 'gcp/pd-extreme'), 'provIops')).toMatchObject({
      min: '2500',
      max: '120000',
    });
  });
});

describe('GCP Hyperdisk Balanced, Extreme and ML (hd-types pages, stored mirror copies)', () => {
  const notes = (id: string) => (curve('gcp.json', id).sources ?? []).map((s) => s.note ?? '').join(' ');
  // hyperdisk-balanced (retrosearch, letscooking copies): "You can specify up to 160,000 IOPS and
  // 2,400 MiB/s of throughput for a single Hyperdisk Balanced volume"; "Hyperdisk Balanced volumes
  // include, at no extra charge, up to 3,000 IOPS and 140 MiB/s of throughput".
  it('Balanced: provisioned up to 160,000 IOPS and 2,400 MiB/s; 3,000 / 140 included', () => {
    const c = curve('gcp.json', 'gcp/hyperdisk-balanced');
    expect(input(c, 'provIops')).toMatchObject({ default: '3000', max: '160000' });
    expect(input(c, 'provMiBps')).toMatchObject({ default: '140', max: '2400' });
    expect(c.throughput?.unit).toBe('MiB/s');
    expect(notes('gcp/hyperdisk-balanced')).toContain('up to 160,000 IOPS and 2,400 MiB/s');
    expect(c.unverified?.join(' ')).toMatch(/not that these are the minimum/);
  });
  // hyperdisk-extreme (nakenako, retrosearch copies): "Size: between 64 GiB and 64 TiB", "IOPS:
  // between 128 and 350,000 IOPS", "each volume gets 250 MiB/s of throughput with every 1,000 IOPS,
  // up to 5,000 MiB/s".
  it('Extreme: 64 GiB–64 TiB, 128–350,000 IOPS, 250 MiB/s per 1,000 IOPS to 5,000', () => {
    const c = curve('gcp.json', 'gcp/hyperdisk-extreme');
    expect(c.sizeRange).toEqual({ min: 64, max: 64 * 1024 });
    expect(input(c, 'provIops')).toMatchObject({ min: '128', max: '350000' });
    expect(c.throughput?.expr).toBe('min(5000, 0.25*provIops)');
    expect([20000, 350000].map((i) => Math.min(5000, (250 * i) / 1000))).toEqual([5000, 5000]);
    expect(Math.min(5000, (250 * 4000) / 1000)).toBe(1000);
    expect(c.unverified?.join(' ')).toMatch(/2x 1,200x/);
  });
  // hyperdisk-ml (movatter, cloud-dot-devsite copies): "Size: between 4 GiB and 64 TiB",
  // "Throughput: between 400 MiB/s and 1,200,000 MiB/s", "each MiB/s of provisioned throughput comes
  // with 16 IOPS, up to 19,200,000 IOPS".
  it('ML: 4 GiB–64 TiB; 16 IOPS per MiB/s, 400–1,200,000 MiB/s noted, no curve drawn', () => {
    const c = curve('gcp.json', 'gcp/hyperdisk-ml');
    expect(c.sizeRange).toEqual({ min: 4, max: 64 * 1024 });
    expect(c.notes?.join(' ')).toContain('16 IOPS per provisioned MiB/s, up to 19,200,000');
    expect(16 * 1_200_000).toBe(19_200_000);
    expect(c.iops).toBeUndefined();
    expect(notes('gcp/hyperdisk-ml')).toContain("'Throughput: between 400 MiB/s and 1,200,000 MiB/s'");
  });
  // hyperdisk-throughput, older cloud-dot-devsite copy: "Size: 2 TiB-32 TiB", "Throughput: 20-600
  // MiB/s", "provisioned throughput must be at least 10 times the volume's size in TiB".
  it('Throughput (to 2025-08-05): 2–32 TiB, 20–600 MiB/s and at least 10 per TiB', () => {
    const c = curve('gcp.json', 'gcp/hyperdisk-throughput@2023');
    expect(c.sizeRange).toEqual({ min: 2 * 1024, max: 32 * 1024 });
    expect(input(c, 'provMiBps')).toMatchObject({ min: 'max(20, 10*TiB)', max: '600' });
  });
});

describe('pd-ssd baseline date: searched again, still undated', () => {
  it('the unverified note lists the new angles and the boundary stays approximate', () => {
    const c = curve('gcp.json', 'gcp/pd-ssd');
    expect(c.datesApproximate).toBe(true);
    expect(c.unverified?.join(' ')).toMatch(/Searched again on 2026-11-26, new angles, nothing dated/);
    expect(gcpBaselineFrom('pd-ssd')).toBe(c.validFrom);
  });
});
