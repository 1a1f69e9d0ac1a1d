import { describe, expect, it } from 'vitest';
import { copyRecord } from '../../../src/lib/plain-object';

describe('copyRecord', () => {
  it('gives what a spread gives: the same keys in the same order, values shared, a new object', () => {
    const nested = { a: 1 };
    const o = { test: 'iops', role: 'round', workload: nested, total: { iops: 5 }, n: 0, u: undefined };
    const copy = copyRecord(o);
    expect(copy).not.toBe(o);
    expect(Object.keys(copy)).toEqual(Object.keys({ ...o }));
    expect(JSON.stringify(copy)).toBe(JSON.stringify({ ...o }));
    expect(copy.workload).toBe(nested);
    expect('u' in copy).toBe(true);
    copy.n = 7;
    expect(o.n).toBe(0);
  });

  it('keeps integer-like keys where a spread puts them (first, ascending)', () => {
    const o = { b: 1, 10: 'x', a: 2, 2: 'y' };
    expect(Object.keys(copyRecord(o))).toEqual(Object.keys({ ...o }));
  });
});
