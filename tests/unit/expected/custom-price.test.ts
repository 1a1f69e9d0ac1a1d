import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyCustomCurves,
  builtinCatalogue,
  cataloguePrices,
  cheapestMeeting,
  customCurvesFromUrlParam,
  customCurvesToUrlParam,
  expectedAtSize,
  headline,
  monthlyCost,
} from '../../../src/expected';

const cat = builtinCatalogue();

describe('custom curves', () => {
  it('replace a formula and re-evaluate; a bad one keeps the rest working', () => {
    const edited = applyCustomCurves(cat, [{ id: 'ucloud/rssd', iops: 'min(1800 + 40*GB, 1200000)' }]);
    const rssd = edited.curves.find((c) => c.id === 'ucloud/rssd')!;
    expect(rssd.origin).toBe('custom');
    expect(headline(expectedAtSize(rssd, { value: 2040, unit: 'GB' }).iops)).toBe(1800 + 40 * 2040);
    const broken = applyCustomCurves(cat, [{ id: 'ucloud/rssd', iops: 'min(1800 + 40*GB' }]);
    const b = broken.curves.find((c) => c.id === 'ucloud/rssd')!;
    const f = expectedAtSize(b, { value: 2040, unit: 'GB' });
    expect(f.iops?.read).toBeUndefined();
    expect(headline(f.bw)).toBe(1140e6);
    expect(broken.issues).toEqual([
      expect.objectContaining({ where: 'custom: ucloud/rssd iops', position: 16 }),
    ]);
  });

  it('round-trip through the URL parameter, unicode included', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ id: fc.string({ minLength: 1, maxLength: 30 }), iops: fc.string({ minLength: 1 }) }),
          {
            maxLength: 5,
          },
        ),
        (curves) => {
          const back = customCurvesFromUrlParam(customCurvesToUrlParam(curves));
          expect(back).toEqual({ ok: true, curves });
        },
      ),
    );
    const text = customCurvesToUrlParam([{ id: 'tencent/cloud_ssd@2016', iops: 'min(24·GB, 24000)' }]);
    expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
  });

  it('a damaged parameter gives a reason, not an exception', () => {
    expect(customCurvesFromUrlParam('%%%')).toMatchObject({ ok: false });
    expect(customCurvesFromUrlParam(customCurvesToUrlParam([]))).toEqual({ ok: true, curves: [] });
    expect(customCurvesFromUrlParam('eyJhIjoxfQ')).toMatchObject({ ok: false }); // {"a":1}
  });
});

describe('price / performance', () => {
  it('prices from the sources: ESSD PL3 4 CNY/GB, UCloud RSSD 0.6 CNY/GB', () => {
    const prices = cataloguePrices(cat);
    expect(prices.map((p) => [p.curveId, p.perGBMonth, p.currency])).toEqual([
      ['alibaba/cloud_essd_pl3', 4, 'CNY'],
      ['ucloud/rssd', 0.6, 'CNY'],
    ]);
    expect(monthlyCost(prices[1]!, { value: 2040, unit: 'GB' })).toBeCloseTo(1224, 9);
  });

  it('finds the cheapest size that meets a target', () => {
    const prices = cataloguePrices(cat);
    const offers = cheapestMeeting(cat, prices, { iops: 103800 });
    expect(offers.map((o) => [o.curveId, o.size.value])).toEqual([
      ['ucloud/rssd', 2040],
      ['alibaba/cloud_essd_pl3', 2040],
    ]);
    expect(cheapestMeeting(cat, prices, { iops: 5e6 })).toEqual([]);
  });
});
