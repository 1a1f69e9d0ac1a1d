// Every built-in curve is named in English, Chinese and Russian: the names catalogue
// (src/expected/curve-names.ts) is checked against the curve ids read from data/expected/*.json
// with JSON.parse, each era word has a phrase in every language, and the dates an era speaks of
// are the ones the catalogue file gives the curve.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { curveEra, curveName, curveTitle, ERA_PHRASES } from '../../../src/charts/curve-name';
import {
  buildCatalogue,
  builtinCatalogue,
  CURVE_NAMES,
  ERA_WORDS,
  PROVIDER_NAMES,
} from '../../../src/expected';
import { LANGS, paramsIn } from '../../../src/i18n';

const DIR = join(__dirname, '../../../data/expected');
interface FileCurve {
  id: string;
  name: string;
  validFrom?: string;
  validTo?: string;
}
const files = readdirSync(DIR)
  .filter((f) => f.endsWith('.json'))
  .map((f) => JSON.parse(readFileSync(join(DIR, f), 'utf8')) as { provider: string; curves: FileCurve[] });
const fileCurves = files.flatMap((f) => f.curves);
const cat = builtinCatalogue();
const curve = (id: string) => cat.curves.find((c) => c.id === id)!;

describe('curve names catalogue', () => {
  it('names every curve of data/expected in en, zh and ru, and no curve that is not there', () => {
    expect(fileCurves.length).toBeGreaterThan(50);
    const missing = fileCurves.flatMap((c) =>
      LANGS.filter((l) => !CURVE_NAMES[c.id]?.product[l]?.trim()).map((l) => `${c.id} ${l}`),
    );
    expect(missing).toEqual([]);
    expect(Object.keys(CURVE_NAMES).sort()).toEqual(fileCurves.map((c) => c.id).sort());
  });

  it('names every provider of data/expected in each language', () => {
    for (const f of files)
      for (const l of LANGS) expect(PROVIDER_NAMES[f.provider]?.[l]?.trim()).toBeTruthy();
  });

  it('gives every era word a phrase in every language, with the same placeholders', () => {
    for (const w of ERA_WORDS)
      for (const l of LANGS) {
        expect(ERA_PHRASES[l][w]?.trim(), `${w} ${l}`).toBeTruthy();
        expect(paramsIn(ERA_PHRASES[l][w]), `${w} ${l}`).toEqual(paramsIn(ERA_PHRASES.en[w]));
      }
  });

  it('writes a curve era in the page language, no English era word left in zh or ru', () => {
    const english =
      /\b(formula|current|doc|docs|onward|minimum|generation|table|preview|until|from|to|before|copy|tiers|beta|intermediate|launch|commonly)\b/;
    for (const c of cat.curves)
      for (const l of ['zh', 'ru'] as const) expect(curveEra(c, l), `${c.id} ${l}`).not.toMatch(english);
    expect(curveName(curve('alibaba/cloud_ssd@2016'), 'en')).toBe('Standard SSD (SSD 云盘), 2016 formula');
    expect(curveName(curve('alibaba/cloud_ssd@2016'), 'zh')).toBe('SSD 云盘（2016 年公式）');
    expect(curveName(curve('alibaba/cloud_ssd@2016'), 'ru')).toBe('Standard SSD (SSD 云盘), формула 2016 г.');
    expect(curveTitle(curve('tencent/cloud_premium@current'), 'zh')).toBe('腾讯云: 高性能云硬盘（现行公式）');
  });

  it('takes the dates an era is bounded by from the curve in the catalogue file', () => {
    for (const c of fileCurves) {
      const parts = CURVE_NAMES[c.id]?.parts ?? [];
      for (const p of parts.filter((x) => !x.date)) {
        const want = ['until', 'beforeBaseline'].includes(p.word)
          ? c.validTo
          : ['from', 'onward'].includes(p.word)
            ? c.validFrom
            : undefined;
        if (want) for (const l of LANGS) expect(curveName(curve(c.id), l), `${c.id} ${l}`).toContain(want);
      }
    }
    expect(curveName(curve('gcp/hyperdisk-throughput@2023'), 'ru')).toBe(
      'Hyperdisk Throughput (до 2025-08-05)',
    );
  });

  it("keeps a user's file's own names, even for a built-in id", () => {
    const user = buildCatalogue([
      {
        origin: 'mine.json',
        json: {
          ...files.find((f) => f.provider === 'alibaba'),
          providerName: 'My cloud',
          curves: [{ ...files.find((f) => f.provider === 'alibaba')!.curves[0], name: 'my own disk' }],
          instances: [],
        },
      },
    ]);
    const c = user.curves[0]!;
    expect(curveTitle(c, 'zh')).toBe('My cloud: my own disk');
  });
});
