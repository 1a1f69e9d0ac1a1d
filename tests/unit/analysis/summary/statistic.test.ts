// The plain statistics and the drift rule, checked against hand-worked figures.
import { describe, expect, it } from 'vitest';
import {
  findDrift,
  jobStem,
  lowerMedianIndex,
  median,
  sampleStdev,
  variantLabels,
} from '../../../../src/analysis/summary';

describe('statistics', () => {
  it('median of odd and even counts', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([7])).toBe(7);
    expect(lowerMedianIndex([40, 10, 30, 20])).toBe(3); // 20: the lower of the middle two
  });
  it('of equal values, the lower median is the one at its place with ties in index order', () => {
    expect(lowerMedianIndex([5, 5, 5, 5])).toBe(1);
    expect(lowerMedianIndex([3, 1, 3, 2, 3])).toBe(0); // 1 2 3 3 3: the first 3
    expect(lowerMedianIndex([3, 0, 3, 3, 9, 9])).toBe(2); // 0 3 3 3 9 9: place 2, the second 3
    // Against the rule as a sort of (value, index) pairs, on values with many ties.
    for (let n = 1; n < 60; n++) {
      const values = Array.from({ length: n }, (_, i) => ((i * 37 + n) % 7) * 1.5);
      const pairs = values.map((v, i) => [v, i] as const).sort((a, b) => a[0] - b[0] || a[1] - b[1]);
      expect(lowerMedianIndex(values)).toBe(pairs[(n - 1) >> 1]![1]);
      const sorted = [...values].sort((a, b) => a - b);
      expect(median(values)).toBe(n % 2 ? sorted[n >> 1] : (sorted[(n >> 1) - 1]! + sorted[n >> 1]!) / 2);
    }
  });
  it('sample stdev divides by n − 1 and is undefined for one value', () => {
    // 2, 4, 4, 4, 5, 5, 7, 9: sum of squares about the mean 5 is 32; 32 / 7.
    expect(sampleStdev([2, 4, 4, 4, 5, 5, 7, 9])).toBeCloseTo(Math.sqrt(32 / 7), 12);
    expect(sampleStdev([3])).toBeUndefined();
  });
});

describe('drift', () => {
  it('monotonic over four or more runs, beyond noise: the last half', () => {
    expect(findDrift([3010, 2990, 1200, 310])).toEqual({ kind: 'monotonic', direction: 'down', lastRuns: 2 });
    expect(findDrift([100, 150, 150, 200, 260])).toEqual({ kind: 'monotonic', direction: 'up', lastRuns: 2 });
    // A capped disk: monotonic by a hair is not drift.
    expect(findDrift([3000, 3000, 3001, 3001])).toBeUndefined();
    // Three runs are too few to call monotonic (and the first is not apart from the rest).
    expect(findDrift([300, 200, 100])).toBeUndefined();
  });
  it('the first run apart from the rest by more than their spread: every run but the first', () => {
    expect(findDrift([900, 500, 520, 510])).toEqual({ kind: 'first-apart', direction: 'down', lastRuns: 3 });
    expect(findDrift([500, 900, 1000, 1050])).toEqual({ kind: 'monotonic', direction: 'up', lastRuns: 2 });
    expect(findDrift([500, 900, 1050, 1000])).toEqual({ kind: 'first-apart', direction: 'up', lastRuns: 3 });
    // Gap 40 within the rest's spread of 60: no drift.
    expect(findDrift([460, 500, 560, 520])).toBeUndefined();
  });
});

describe('keys', () => {
  it('a trailing run index is not part of the job name', () => {
    expect(jobStem('randread-2')).toBe('randread');
    expect(jobStem('seq_run3')).toBe('seq');
    expect(jobStem('randread-4k')).toBe('randread-4k');
    expect(jobStem('7')).toBe('7');
  });
  it('variant labels name only the fields that differ', () => {
    expect(
      variantLabels([
        [
          ['ioengine', 'libaio'],
          ['filename', '/dev/nvme0n1'],
        ],
        [
          ['ioengine', 'libaio'],
          ['filename', '/dev/sdb'],
        ],
        [['ioengine', 'libaio']],
      ]),
    ).toEqual(['filename=/dev/nvme0n1', 'filename=/dev/sdb', 'filename not stated']);
  });
});
