import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  compileFormula,
  evaluateFormula,
  parseFormula,
  printFormula,
  type Expr,
} from '../../../src/expected/language';

function evalText(text: string, env: Record<string, number> = {}) {
  const p = parseFormula(text);
  if (!p.ok) throw new Error(p.error.message);
  return evaluateFormula(p.expr, env);
}

describe('curve language: parse and evaluate', () => {
  it('evaluates the issue examples', () => {
    expect(evalText('min(1800 + 50*GB, 50000)', { GB: 100 })).toEqual({ ok: true, value: 6800 });
    expect(evalText('min(150 + (GB - 250)*0.147, 260)', { GB: 500 })).toEqual({
      ok: true,
      value: 150 + 250 * 0.147,
    });
    expect(evalText('max(100, min(3*GB, 16000))', { GB: 10 })).toEqual({ ok: true, value: 100 });
    expect(evalText('max(100, min(3*GB, 16000))', { GB: 8000 })).toEqual({ ok: true, value: 16000 });
  });

  it('accepts the · and × that vendor pages use for multiplication', () => {
    expect(evalText('min(1000 + 6·GB, 3000)', { GB: 50 })).toEqual({ ok: true, value: 1300 });
    expect(evalText('2×GB', { GB: 3 })).toEqual({ ok: true, value: 6 });
  });

  it('rounds a size up to its tier with stepUp and down to a row with stepDown', () => {
    const p30 = 'stepUp(GiB, 512, 2300, 1024, 5000, 2048, 7500)';
    expect(evalText(p30, { GiB: 1024 })).toEqual({ ok: true, value: 5000 });
    expect(evalText(p30, { GiB: 600 })).toEqual({ ok: true, value: 5000 });
    expect(evalText(p30, { GiB: 4096 })).toMatchObject({ ok: false });
    expect(evalText('stepDown(vCPU, 1, 18000, 32, 600000, 48, 900000)', { vCPU: 50 })).toEqual({
      ok: true,
      value: 900000,
    });
    expect(evalText('stepDown(vCPU, 1, 18000, 32, 600000)', { vCPU: 0 })).toMatchObject({ ok: false });
  });

  it('reports unknown variables, division by zero and never throws', () => {
    expect(evalText('GB * 2')).toEqual({ ok: false, reason: 'unknown variable GB' });
    expect(evalText('1 / (GB - GB)', { GB: 3 })).toEqual({ ok: false, reason: 'division by zero' });
    expect(evalText('toString', {})).toMatchObject({ ok: false });
  });

  it.each([
    ['min(1800 + 50*GB, 50000', 23, 'Expected'],
    ['min(1800 + * GB)', 11, ''],
    ['1800 % GB', 5, 'operator %'],
    ['foo(GB)', 0, 'unknown function foo'],
    ['min()', 0, 'at least one'],
    ['GB 50', 3, 'missing operator'],
    ['GB.x', 2, '"."'],
    ['"text"', 0, 'only numbers'],
    ['GB == 3', 3, 'operator =='],
    ['a ? b : c', 2, '? :'],
    ['', 0, 'empty'],
    ['2 * min', 4, 'is a function'],
  ])('rejects %j at position %i', (text, position, message) => {
    const r = parseFormula(text);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.position).toBe(position);
      expect(r.error.message).toContain(message);
    }
  });

  it('points at an unknown variable where it was typed', () => {
    const f = compileFormula('min(1800 + 50*GB, 5 * cpus)', ['GB', 'GiB']);
    expect(f.error).toMatchObject({ position: 22 });
    expect(f.error?.message).toContain('unknown variable cpus');
  });
});

const VARS = ['GB', 'GiB', 'vCPU', 'provIops'];
const exprArb: fc.Arbitrary<Expr> = fc.letrec<{ e: Expr }>((tie) => ({
  e: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.double({ min: 0, max: 1e7, noNaN: true }).map((value) => ({ kind: 'num', value }) as Expr),
    fc.constantFrom(...VARS).map((name) => ({ kind: 'var', name }) as Expr),
    tie('e').map((arg) => ({ kind: 'neg', arg }) as Expr),
    fc
      .tuple(fc.constantFrom('+', '-', '*', '/' as const), tie('e'), tie('e'))
      .map(([op, left, right]) => ({ kind: 'bin', op, left, right }) as Expr),
    fc
      .tuple(fc.constantFrom('min', 'max' as const), fc.array(tie('e'), { minLength: 1, maxLength: 3 }))
      .map(([fn, args]) => ({ kind: 'call', fn, args }) as Expr),
    fc
      .tuple(tie('e'), fc.array(fc.tuple(tie('e'), tie('e')), { minLength: 1, maxLength: 3 }))
      .map(([x, pairs]) => ({ kind: 'call', fn: 'stepUp', args: [x, ...pairs.flat()] }) as Expr),
    fc
      .tuple(fc.constantFrom('floor', 'ceil', 'abs', 'round' as const), tie('e'))
      .map(([fn, a]) => ({ kind: 'call', fn, args: [a] }) as Expr),
  ),
})).e;

describe('curve language: properties', () => {
  it('parse → print → parse gives the same tree', () => {
    fc.assert(
      fc.property(exprArb, (e) => {
        const printed = printFormula(e);
        const again = parseFormula(printed);
        expect(again).toEqual({ ok: true, expr: e });
      }),
      { numRuns: 500 },
    );
  });

  it('evaluation never throws on any parsed expression, whatever the variables', () => {
    const env = fc.record({
      GB: fc.double(),
      GiB: fc.double({ min: -1e9, max: 1e9 }),
      vCPU: fc.integer({ min: -5, max: 200 }),
    });
    fc.assert(
      fc.property(exprArb, env, (e, vars) => {
        const text = printFormula(e);
        const parsed = parseFormula(text);
        if (!parsed.ok) return;
        const r = evaluateFormula(parsed.expr, vars);
        if (r.ok) expect(Number.isFinite(r.value)).toBe(true);
        else expect(typeof r.reason).toBe('string');
      }),
      { numRuns: 500 },
    );
  });

  it('parsing arbitrary text never throws', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (s) => {
        const r = parseFormula(s);
        if (!r.ok) {
          expect(r.error.position).toBeGreaterThanOrEqual(0);
          expect(r.error.position).toBeLessThanOrEqual(s.length);
        }
      }),
      { numRuns: 1000 },
    );
  });
});
