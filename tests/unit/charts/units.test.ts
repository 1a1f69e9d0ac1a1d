import { describe, expect, it } from 'vitest';
import {
  axisTitle,
  bwToDisplay,
  compactNumber,
  formatBw,
  formatIops,
  formatLat,
  formatMetric,
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
