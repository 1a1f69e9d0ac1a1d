// The seed articles' own numbers (vendor formulas of 2016, UCloud RSSD): see the issue's "Proof".
import { describe, expect, it } from 'vitest';
import { builtinCatalogue, expectedAtSize, headline, matchCurve } from '../../../src/expected';
import { MB } from '../../../src/model/units';

const cat = builtinCatalogue();

function at(provider: string, type: string, size: number, date?: string, vCPU?: number) {
  const m = matchCurve(cat, { provider, type }, date ? { date } : {});
  if (!m.ok) throw new Error(m.message);
  const f = expectedAtSize(m.curve, { value: size, unit: 'GB' }, vCPU !== undefined ? { vCPU } : {});
  return { id: m.curve.id, iops: headline(f.iops), mbps: (headline(f.bw) ?? NaN) / MB, f };
}

describe('seed numbers', () => {
  it('Aliyun SSD 250 GB (2016): 7500 IOPS and 175 MB/s', () => {
    const r = at('aliyun', 'ssd', 250, '2016-11');
    expect(r.id).toBe('alibaba/cloud_ssd@2016');
    expect(r.iops).toBe(7500);
    expect(r.mbps).toBe(175);
  });

  it('Tencent premium disk 400 GB (2016, "hybrid"): 4500 IOPS', () => {
    const r = at('qcloud', 'hybrid', 400, '2016-11');
    expect(r.id).toBe('tencent/cloud_premium@2016');
    expect(r.iops).toBe(4500);
    expect(r.mbps).toBe(130); // min(75 + 0.147·400, 130): the cap binds
  });

  it('Aliyun ultra ("hybrid") 50 GB (2016): min(1000 + 6·50, 3000) = 1300 IOPS, 55 MB/s', () => {
    const r = at('aliyun', 'hybrid', 50, '2016-11');
    expect(r.iops).toBe(1300);
    expect(r.mbps).toBeCloseTo(55, 9);
  });

  it('UCloud RSSD 2040 GB: 103,800 IOPS and 1140 MB/s', () => {
    const r = at('ucloud', 'rssd', 2040);
    expect(r.iops).toBe(103800);
    expect(r.mbps).toBe(1140);
  });

  it('UCloud RSSD 2040 GB on 2 vCPU is capped by the instance (seed 003 measured ~38k)', () => {
    const r = at('ucloud', 'rssd', 2040, undefined, 2);
    expect(r.iops).toBe(38000);
    expect(r.mbps).toBe(150);
  });

  it('Azure P30: 1024 GiB gives 5000 IOPS and 200 MB/s; "p30" implies the size', () => {
    const m = matchCurve(cat, { provider: 'azure', type: 'p30' });
    expect(m.ok && m.impliedSize).toEqual({ value: 1024, unit: 'GiB' });
    if (!m.ok) return;
    const f = expectedAtSize(m.curve, { value: 1024, unit: 'GiB' });
    expect(headline(f.iops)).toBe(5000);
    expect(headline(f.bw)).toBe(200 * MB);
    const f600 = expectedAtSize(m.curve, { value: 600, unit: 'GiB' });
    expect(headline(f600.iops)).toBe(5000);
  });

  it('gp3: baseline by default, provisioned within ratios and caps', () => {
    const m = matchCurve(cat, { provider: 'aws', type: 'gp3' }, { date: '2022-01' });
    if (!m.ok) throw new Error(m.message);
    expect(m.curve.id).toBe('aws/gp3@2020-12');
    const base = expectedAtSize(m.curve, { value: 100, unit: 'GiB' });
    expect(base.inputs).toEqual({ provIops: 3000, provMiBps: 125 });
    const pushed = expectedAtSize(
      m.curve,
      { value: 10, unit: 'GiB' },
      { inputs: { provIops: 16000, provMiBps: 1000 } },
    );
    expect(pushed.inputs).toEqual({ provIops: 5000, provMiBps: 1000 });
    expect(pushed.problems.map((n) => n.text).join(' ')).toMatch(/outside 3000–5000/);
  });
});
