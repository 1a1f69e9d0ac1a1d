// The kinds of view parameter: what text from a link reads as a value, and what reads as the default
// (undefined from `parse`).
import { describe, expect, it } from 'vitest';
import { flagParam, numberIn, oneOf, textParam } from '../../../src/state/view-params';

describe('view parameter kinds', () => {
  it('a flag is 1 for yes and anything else for no', () => {
    expect(flagParam.parse('1')).toBe(true);
    expect(flagParam.parse('0')).toBe(false);
    expect(flagParam.parse('yes')).toBe(false);
    expect([flagParam.format(true), flagParam.format(false)]).toEqual(['1', '0']);
  });

  it('oneOf accepts only its words', () => {
    const scale = oneOf(['linear', 'log']);
    expect(scale.parse('log')).toBe('log');
    expect(scale.parse('LOG')).toBeUndefined();
    expect(scale.parse('')).toBeUndefined();
  });

  it('numberIn accepts finite numbers in its range, not empty text', () => {
    const pct = numberIn(0, 100);
    expect(pct.parse('70')).toBe(70);
    expect(pct.parse('0')).toBe(0);
    expect(pct.parse('101')).toBeUndefined();
    expect(pct.parse('')).toBeUndefined();
    expect(pct.parse('abc')).toBeUndefined();
    expect(numberIn(0, Infinity).parse('Infinity')).toBeUndefined();
    expect(pct.format(4096)).toBe('4096');
  });

  it('text is kept as given', () => {
    expect(textParam.parse('')).toBe('');
    expect(textParam.parse('a,b')).toBe('a,b');
  });
});
