import { describe, expect, it } from 'vitest';
import {
  axisTitle,
  bwToDisplay,
  compactNumber,
  formatBw,
  formatIops,
  formatLat,
  formatMetric,
  formatNumber,
  formatRatio,
  latToDisplay,
} from '../../../src/charts/units';
import { MiB } from '../../../src/model/units';

describe('display units', () => {
  it('converts MiB/s ↔ MB/s: PTS 8370.31 "MB/s" (really MiB/s) is 8776.9 MB/s', () => {
    const bps = 8370.31 * MiB;
    expect(bwToDisplay(bps, 'MiB/s')).toBeCloseTo(8370.31, 6);
    expect(bwToDisplay(bps, 'MB/s')).toBeCloseTo(8776.906, 3);
    expect(formatBw(bps, 'MB/s')).toBe('8,776.9 MB/s');
    expect(formatBw(bps, 'MiB/s')).toBe('8,370.3 MiB/s');
  });

  it('converts ns to µs and ms', () => {
    expect(latToDisplay(8568.182682, 'us')).toBeCloseTo(8.568182682, 9);
    expect(formatLat(8568.182682, 'us')).toBe('8.57 µs');
    expect(formatLat(600253954.4, 'ms')).toBe('600.3 ms');
    expect(formatLat(8568.182682, 'ms')).toBe('0.00857 ms');
  });

  it('prints IOPS as whole numbers with thousands separators', () => {
    expect(formatIops(311073)).toBe('311,073');
    expect(formatIops(1234567.6)).toBe('1,234,568');
    expect(formatIops(42.25)).toBe('42.25');
    expect(formatMetric('iops', 311073, { bw: 'MB/s', lat: 'us' })).toBe('311,073 IOPS');
  });

  it('has a compact form for narrow cells', () => {
    expect(compactNumber(356170)).toBe('356k');
    expect(compactNumber(8776.906)).toBe('8.78k');
    expect(compactNumber(1234567)).toBe('1.23M');
    expect(compactNumber(8.568)).toBe('8.57');
  });

  it('names the unit in axis titles', () => {
    expect(axisTitle('Bandwidth', 'bw', { bw: 'MiB/s', lat: 'us' })).toBe('Bandwidth (MiB/s, 2^20 B/s)');
    expect(axisTitle('Bandwidth', 'bw', { bw: 'MB/s', lat: 'us' })).toBe('Bandwidth (MB/s, 10^6 B/s)');
    expect(axisTitle('Latency', 'lat', { bw: 'MB/s', lat: 'us' })).toBe('Latency (µs)');
  });
});

// Numbers on screen follow the page language (Intl with LANG_INFO's tag); English stays as it was.
describe('numbers in the page language', () => {
  const NBSP = '\u00a0';
  it('writes Russian with a comma decimal and space grouping, Chinese and English as 12,345.6', () => {
    expect(formatNumber(12345.6, 'en')).toBe('12,345.6');
    expect(formatNumber(12345.6)).toBe('12,345.6');
    expect(formatNumber(12345.6, 'zh')).toBe('12,345.6');
    expect(formatNumber(12345.6, 'ru')).toMatch(/^12[\u00a0\u202f ]345,6$/);
    expect(formatNumber(-1.5, 'ru')).toBe('-1,50');
  });

  it('localises IOPS, bandwidth, latency and the compact form', () => {
    const bps = 8370.31 * MiB;
    expect(formatBw(bps, 'MB/s', 'ru')).toBe(`8${NBSP}776,9 MB/s`);
    expect(formatIops(311073, 'ru')).toBe(`311${NBSP}073`);
    expect(formatIops(311073, 'zh')).toBe('311,073');
    expect(formatLat(8568.182682, 'ms', 'ru')).toBe('0,00857 ms');
    expect(formatLat(8568.182682, 'us', 'ru')).toBe('8,57 µs');
    expect(compactNumber(8776.9, 'ru')).toBe('8,78k');
    expect(formatMetric('iops', 311073, { bw: 'MB/s', lat: 'us' }, 'ru')).toBe(`311${NBSP}073 IOPS`);
  });

  it('writes a ratio with fixed decimals in the page language', () => {
    expect(formatRatio(1.0512, 'en')).toBe('1.05');
    expect(formatRatio(1.0512, 'ru')).toBe('1,05');
    expect(formatRatio(0.25, 'ru', 2)).toBe('0,25');
    expect(formatRatio(5.07, 'zh', 1)).toBe('5.1');
    expect(formatRatio(NaN, 'ru')).toBe('—');
  });

  it('says "—" for a missing figure in every language', () => {
    expect(formatNumber(NaN, 'ru')).toBe('—');
    expect(formatIops(Infinity, 'zh')).toBe('—');
  });
});
