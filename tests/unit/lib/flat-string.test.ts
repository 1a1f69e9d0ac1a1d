import { describe, expect, it } from 'vitest';
import { joined, ownCopy } from '../../../src/lib/flat-string';

describe('flat strings', () => {
  it('ownCopy keeps every code unit, at every length around the split (a surrogate pair cut in two too)', () => {
    const text = 'bench.zip/😀disk_α/randread-4k-qd32.json#m12';
    for (let end = 0; end <= text.length; end++) {
      const s = text.slice(0, end);
      expect(ownCopy(s)).toBe(s);
    }
  });

  it('joined writes the parts in order, numbers as String() writes them', () => {
    expect(joined('bench-0/bench.zip/ssd_1', '#m', String(17))).toBe('bench-0/bench.zip/ssd_1#m17');
    expect(joined('2026-11-21', 'T', '22:36:17', 'Z')).toBe(`${'2026-11-21'}T${'22:36:17'}Z`);
    expect(joined()).toBe('');
  });
});
