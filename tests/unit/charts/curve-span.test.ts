// The era buttons' tooltip (Expected view, "judge as"): an era's dates in the page language. The
// dates are read from data/expected/alibaba.json with JSON.parse; "now" and "(approximate)" must
// not stay English in Chinese and Russian.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { curveSpan } from '../../../src/charts/curve-name';
import { builtinCatalogue } from '../../../src/expected';

interface FileCurve {
  id: string;
  validFrom?: string;
  validTo?: string;
  datesApproximate?: boolean;
}
const file = JSON.parse(readFileSync(join(__dirname, '../../../data/expected/alibaba.json'), 'utf8')) as {
  curves: FileCurve[];
};
const fileCurve = (id: string) => file.curves.find((c) => c.id === id)!;
const curve = (id: string) => builtinCatalogue().curves.find((c) => c.id === id)!;

describe('curveSpan', () => {
  const open = fileCurve('alibaba/cloud_ssd@current');
  const closed = fileCurve('alibaba/cloud_ssd@2016');

  it('reads two approximate eras of the catalogue file, one open and one closed', () => {
    expect(open.validFrom).toMatch(/^\d{4}-\d{2}/);
    expect(open.validTo).toBeUndefined();
    expect(open.datesApproximate).toBe(true);
    expect(closed.validTo).toMatch(/^\d{4}-\d{2}/);
  });

  it('says "now" and "approximate" in the page language', () => {
    const c = curve(open.id);
    expect(curveSpan(c, 'en')).toBe(`${open.validFrom} – now (approximate)`);
    expect(curveSpan(c, 'ru')).toBe(`${open.validFrom} – сейчас (даты приблизительные)`);
    expect(curveSpan(c, 'zh')).toBe(`${open.validFrom} – 至今（大致日期）`);
    for (const lang of ['zh', 'ru'] as const) expect(curveSpan(c, lang)).not.toMatch(/now|approximate/);
  });

  it('writes a closed era from … to its end date', () => {
    expect(curveSpan(curve(closed.id), 'ru')).toBe(`… – ${closed.validTo} (даты приблизительные)`);
  });
});
