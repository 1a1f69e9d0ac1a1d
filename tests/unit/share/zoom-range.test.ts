// Zoom as link text, and the options that draw it and report the reader's zoom.
import type { AxisSetExtremesEventObject, XAxisOptions } from 'highcharts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatZoom, parseZoom, withXRange, type XRange } from '../../../src/views/share/zoom-range';

describe('zoom in a link', () => {
  it('parses and formats ranges, refusing empty or damaged ones', () => {
    expect(parseZoom('12.5_30')).toEqual([12.5, 30]);
    expect(parseZoom('-1_2e3')).toEqual([-1, 2000]);
    for (const bad of ['', '30_12.5', '5_5', 'a_b', '1-2', '1_2_3', 'NaN_1'])
      expect(parseZoom(bad)).toBeUndefined();
    expect(formatZoom([1.23456789, 600.0000001])).toBe('1.23457_600');
  });

  it('round-trips any range to six significant digits', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e9, max: 1e9, noNaN: true }),
        fc.double({ min: 1e-3, max: 1e9, noNaN: true }),
        (a, w) => {
          const range: XRange = [a, a + w];
          const back = parseZoom(formatZoom(range));
          if (!back) return Number(a.toPrecision(6)) >= Number((a + w).toPrecision(6));
          expect(back[0]).toBeCloseTo(Number(a.toPrecision(6)), 6);
          return back[0] < back[1];
        },
      ),
    );
  });

  it('draws the linked range and reports zoom and reset, not programmatic changes', () => {
    const seen: (XRange | undefined)[] = [];
    const opts = withXRange({ xAxis: { title: { text: 't' } } }, [2, 8], (r) => seen.push(r));
    const axis = opts.xAxis as XAxisOptions;
    expect(axis).toMatchObject({ min: 2, max: 8, title: { text: 't' } });
    const fire = (e: Partial<AxisSetExtremesEventObject>) =>
      (axis.events!.afterSetExtremes as unknown as (e: AxisSetExtremesEventObject) => void)(
        e as AxisSetExtremesEventObject,
      );
    fire({ min: 3, max: 4, userMin: 3, userMax: 4 });
    fire({ min: 3, max: 4, userMin: 3, userMax: 4, trigger: 'zoom' });
    fire({ min: 0, max: 10, trigger: 'zoom' });
    expect(seen).toEqual([[3, 4], undefined]);
    expect((withXRange({}, undefined, () => {}).xAxis as XAxisOptions).min).toBeUndefined();
  });
});
