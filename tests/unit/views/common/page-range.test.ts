import { describe, expect, it } from 'vitest';
import { PAGE_ROWS, pageRange } from '../../../../src/views/common/page-range';

describe('pageRange', () => {
  it('cuts rows into pages of PAGE_ROWS, the last one shorter', () => {
    expect(PAGE_ROWS).toBe(50);
    expect(pageRange(5019, 0)).toEqual({ page: 0, pages: 101, start: 0, end: 50 });
    expect(pageRange(5019, 1)).toEqual({ page: 1, pages: 101, start: 50, end: 100 });
    expect(pageRange(5019, 100)).toEqual({ page: 100, pages: 101, start: 5000, end: 5019 });
  });

  it('reaches every row exactly once', () => {
    for (const count of [0, 1, 49, 50, 51, 100, 101, 777]) {
      const { pages } = pageRange(count, 0, 50);
      const seen: number[] = [];
      for (let p = 0; p < pages; p++) {
        const r = pageRange(count, p, 50);
        for (let i = r.start; i < r.end; i++) seen.push(i);
      }
      expect(seen).toEqual(Array.from({ length: count }, (_, i) => i));
    }
  });

  it('shows the last page for a page past it, the first for a negative or NaN one', () => {
    expect(pageRange(120, 9, 50)).toEqual({ page: 2, pages: 3, start: 100, end: 120 });
    expect(pageRange(120, -3, 50)).toEqual({ page: 0, pages: 3, start: 0, end: 50 });
    expect(pageRange(120, Number.NaN, 50)).toEqual({ page: 0, pages: 3, start: 0, end: 50 });
  });

  it('has one empty page when there are no rows', () => {
    expect(pageRange(0, 0)).toEqual({ page: 0, pages: 1, start: 0, end: 0 });
    expect(pageRange(0, 4)).toEqual({ page: 0, pages: 1, start: 0, end: 0 });
  });
});
