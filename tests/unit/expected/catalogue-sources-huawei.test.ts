// Huawei Cloud EVS catalogue figures checked against the numbers the stored copies of the "Disk Types
// and Performance" page print (quoted here), read from data/expected/huawei.json with JSON.parse,
// independently of the catalogue loader.
import { describe, expect, it } from 'vitest';
import { curve } from './catalogue-json';

const F = 'huawei.json';

describe('Huawei EVS, current (cloud.ru mirror of en-us_topic_0014580744, stored copy)', () => {
  // "Parameter | Extreme SSD | Ultra-high I/O | High I/O"; "IOPS limit = Min. [128,000, 1,800 + 50 ×
  // Capacity (GiB)] | IOPS limit = Min. (50,000, 1,800 + 50 × Capacity) | IOPS limit = Min. (5,000,
  // 1,800 + 8 × Capacity)"; "IOPS burst limit/EVS disk | 64,000 | 16,000 | 5,000"; "Throughput limit =
  // Min. [1,000, 120 + 0.5 × Capacity (GiB)] MiB/s | Min. (350, 120 + 0.5 × Capacity) MiB/s | Min. (150,
  // 100 + 0.15 × Capacity) MiB/s"; "Single-queue access latency | Sub-milliseconds | 1 ms | 1–3 ms".
  it.each([
    ['huawei/essd', 'min(128000, 1800 + 50*GiB)', 'min(1000, 120 + 0.5*GiB)', '64000', 1],
    ['huawei/ssd', 'min(50000, 1800 + 50*GiB)', 'min(350, 120 + 0.5*GiB)', '16000', 1],
    ['huawei/sas', 'min(5000, 1800 + 8*GiB)', 'min(150, 100 + 0.15*GiB)', '5000', 3],
  ])('%s: %s IOPS, %s MiB/s, burst %s, ≤ %s ms', (id, iops, tp, burst, high) => {
    const c = curve(F, id);
    expect(c.iops?.expr).toBe(iops);
    expect(c.throughput).toMatchObject({ expr: tp, unit: 'MiB/s' });
    expect(c.burst?.iops).toBe(burst);
    expect(c.latency?.highMs).toBe(high);
    expect(c.sources?.some((s) => s.url.startsWith('https://cloud.ru/') && s.note?.includes('re-read'))).toBe(
      true,
    );
  });
});

describe('Huawei EVS, my-kualalumpur-1 (support.huaweicloud.com/intl/tr-tr/my-kualalumpur-1-usermanual-evs, stored copy)', () => {
  // "Parameter | High I/O | Ultra-high I/O"; "Disk IOPS | Min. [5,000, 1,200 + 6 x Capacity (GiB)] |
  // Min. [33,000, 1,500 + 50 x Capacity (GiB)]"; "IOPS burst limit/EVS disk | 5,000 | 16,000"; "Max.
  // throughput | 150 MiB/s | 350 MiB/s"; example: "Min. (33,000, 1,500 + 50 x 100) … 6,500".
  it('SAS min(5,000, 1,200 + 6·GiB), 150 MiB/s; SSD min(33,000, 1,500 + 50·GiB), 350 MiB/s', () => {
    const sas = curve(F, 'huawei/sas@my-kualalumpur-1');
    expect(sas.iops?.expr).toBe('min(5000, 1200 + 6*GiB)');
    expect(sas.throughput).toMatchObject({ expr: '150', unit: 'MiB/s' });
    expect(sas.burst?.iops).toBe('5000');
    const ssd = curve(F, 'huawei/ssd@my-kualalumpur-1');
    expect(ssd.iops?.expr).toBe('min(33000, 1500 + 50*GiB)');
    expect(ssd.throughput).toMatchObject({ expr: '350', unit: 'MiB/s' });
    expect(ssd.burst?.iops).toBe('16000');
    expect(Math.min(33000, 1500 + 50 * 100)).toBe(6500);
    for (const c of [sas, ssd]) expect(c.sources?.[0]?.url).toContain('my-kualalumpur-1-usermanual-evs');
  });
});

describe('Huawei EVS General Purpose SSD (CCE "EVS Overview" cce_10_0613, de-de stored copy, updated 2025-04-27)', () => {
  // "Max. IOPS | 128,000 | 20,000 | 50,000 | 5000"; "Max. throughput (MiB/s) | 1000 | 250 | 350 | 150";
  // "Burst IOPS limit | 64,000 | 8000 | 16,000 | 5000"; "Min. (20,000, 1800 + 12 x Capacity)"; "Min.
  // (250, 100 + 0.5 x Capacity)"; "Data disk: 32,768" (Extreme SSD, General Purpose SSD, Ultra-high I/O,
  // High I/O).
  it('GPSSD: min(20,000, 1,800 + 12·GiB), min(250, 100 + 0.5·GiB) MiB/s, burst 8,000, ≤ 32,768 GiB', () => {
    const c = curve(F, 'huawei/gpssd');
    expect(c.iops?.expr).toBe('min(20000, 1800 + 12*GiB)');
    expect(c.throughput).toMatchObject({ expr: 'min(250, 100 + 0.5*GiB)', unit: 'MiB/s' });
    expect(c.burst?.iops).toBe('8000');
    expect(c.sizeRange?.max).toBe(32768);
    expect(c.sources?.some((s) => s.url.includes('usermanual-cce/cce_10_0613'))).toBe(true);
  });
});

describe('Huawei EVS General Purpose SSD V2 (productdesc-evs/evs_01_1137, stored copy, updated 2025-08-30)', () => {
  // "Data disk: 32,768 GiB"; "Baseline IOPS | 3,000"; "Baseline throughput | 125 MiB/s"; "Burst IOPS limit | N/A";
  // "You preconfigure an IOPS ranging from 3,000 to 128,000. This IOPS must also be less than or equal to 500 times the
  // capacity."; "You preconfigure a throughput ranging from 125 to 1,000 MiB/s. This throughput must also be less than
  // or equal to the IOPS divided by 4."; "Single-queue access latency | 1 ms".
  it('provisioned 3,000–128,000 IOPS (≤ 500·GiB) and 125–1,000 MiB/s (≤ IOPS/4), no burst, ≤ 32,768 GiB', () => {
    const c = curve(F, 'huawei/gpssd2');
    const iops = c.inputs?.find((i) => i.name === 'provIops');
    const tp = c.inputs?.find((i) => i.name === 'provMiBps');
    expect([iops?.default, iops?.min, iops?.max]).toEqual([
      '3000',
      '3000',
      'max(3000, min(128000, 500*GiB))',
    ]);
    expect([tp?.default, tp?.min, tp?.max]).toEqual(['125', '125', 'max(125, min(1000, provIops/4))']);
    expect(c.throughput?.unit).toBe('MiB/s');
    expect(c.burst?.iops).toBeUndefined();
    expect(c.latency?.highMs).toBe(1);
    expect(c.sizeRange?.max).toBe(32768);
    expect(c.sources?.find((s) => s.url.endsWith('evs_01_1137.html'))?.date).toBe('Updated on 2025-08-30');
  });
});

describe('Huawei EVS eu-west-0 (eu-west-0-usermanual-evs/en-us_topic_0014580744, stored copy, updated 2024-03-26)', () => {
  // "Common I/O: This type of EVS disks delivers a maximum IOPS of 1,000."; "Ultra-high I/O: This type of EVS disks
  // delivers a maximum IOPS of 20,000"; "If an Extreme SSD disk is attached to a BMS, it can reach a maximum IOPS of
  // 128,000. If it is attached to an ECS, it can reach a maximum IOPS of 100,000 due to I/O queue limitations."
  it('maximum IOPS 1,000 and 20,000 and the Extreme SSD 128,000 / 100,000 note; the rest listed as not re-read', () => {
    const common = curve(F, 'huawei/common_io@eu-west-0');
    const ssd = curve(F, 'huawei/ssd@eu-west-0');
    // Only the maxima are quoted; the per-GiB and minimum terms are the catalogue's own, listed as not re-read.
    expect(common.iops?.expr).toContain('min(1000, ');
    expect(ssd.iops?.expr).toContain('min(20000, ');
    expect(curve(F, 'huawei/essd@eu-west-0').notes?.join(' ')).toMatch(
      /128,000 IOPS on bare-metal.*100,000 on ECS/,
    );
    for (const c of [common, ssd, curve(F, 'huawei/essd@eu-west-0')])
      expect(c.sources?.[0]).toMatchObject({
        url: 'https://support.huaweicloud.com/intl/en-us/eu-west-0-usermanual-evs/en-us_topic_0014580744.html',
        date: 'Updated on 2024-03-26',
      });
    for (const c of [common, ssd]) expect(c.unverified?.join(' ')).toMatch(/Not re-read on 2026-11-26/);
  });
});
