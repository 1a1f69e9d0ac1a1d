// The notes of the expected-figure code (src/expected/notes.ts) reach the page by code: each code's
// zh and ru text names the same facts as its English, and the English the CLI prints says what the
// page's English says once the facts are filled in.
import { describe, expect, it } from 'vitest';
import { paramsIn, translate } from '../../../../src/i18n';
import { noteStrings } from '../../../../src/views/expected/note-strings';
import { builtinCatalogue, matchCurve, expectedAtSize } from '../../../../src/expected';
import { vendorSizeNote } from '../../../../src/expected/at-size';

const placeholders = paramsIn;

describe('expected notes in three languages', () => {
  it('every code names the same facts in en, zh and ru', () => {
    for (const code of Object.keys(noteStrings.en) as (keyof typeof noteStrings.en)[])
      for (const lang of ['zh', 'ru'] as const)
        expect([code, lang, placeholders(noteStrings[lang][code])]).toEqual([
          code,
          lang,
          placeholders(noteStrings.en[code]),
        ]);
  });

  it('a size note and a size out of range: the page English equals the CLI English; zh and ru have no English words', () => {
    const cat = builtinCatalogue();
    const m = matchCurve(cat, { provider: 'aws', type: 'gp2', metadata: {} });
    if (!m.ok) throw new Error('no gp2 curve');
    const size = vendorSizeNote({ value: 100, unit: 'GB' }, m.curve.def.sizeUnit, m.curve.providerName)!;
    const tiny = expectedAtSize(m.curve, { value: 0.5, unit: 'GiB' }).outOfRange!;
    for (const n of [size, tiny, ...m.notes]) {
      expect(translate(noteStrings, 'en', n.code, n.params)).toBe(n.text.replace(/"/g, '“'));
      for (const lang of ['zh', 'ru'] as const) {
        const text = translate(noteStrings, lang, n.code, n.params);
        expect(text).not.toMatch(/\b(is|the|as|sold|taken|sizes)\b/);
      }
    }
    expect(tiny.code).toBe('size-below-range');
    expect(m.notes.map((n) => n.code)).toContain('no-run-date');
  });
});
