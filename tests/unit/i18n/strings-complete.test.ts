// Every visible word in English, Chinese and Russian: each dictionary of the page (every `Dict` a
// source module exports: the views' strings.ts, the charts' words, Highcharts' own `lang` words,
// the notices of remote sources) has every key in every language, no empty text, and no Chinese or
// Russian text left identical to the English unless it holds no words to translate (units, names,
// file formats) or is on the short list below.
import { readdirSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANG_INFO, LANGS, pluralsIn } from '../../../src/i18n';

const SRC = resolve(import.meta.dirname, '../../../src');

/** Source files that export dictionaries (found by their `Dict<` type, as the page's rule says). */
function dictionaryModules(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return dictionaryModules(full);
    if (!/\.tsx?$/.test(name) || name.endsWith('.d.ts')) return [];
    return [full];
  });
}

/** Words that are the same in every language: units, tools, formats, names. */
const SAME_EVERYWHERE = new Set(
  [
    'diskscope',
    'iops',
    'fio',
    'pts',
    'snia',
    'json',
    'csv',
    'svg',
    'png',
    'xls',
    'html',
    'https',
    'http',
    'iozone',
    'ioping',
    'hir',
    'wsat',
    'vm',
    'cpu',
    'vcpu',
    'gib',
    'gb',
    'mib',
    'kib',
    'mb',
    'tb',
    'tib',
    'qd',
    'raw',
    'github',
    'zip',
    'tar',
    'gz',
    'tgz',
    'url',
    'ssd',
    'hdd',
    'nvme',
    'url',
    'highcharts',
    'ms',
    'us',
    'ns',
    'lat',
    'clat',
    'slat',
    'bw',
    'ss',
    'max',
    'min',
    'p99',
    'com',
    'www',
    'org',
    'dc',
    'log',
    'logs',
    'hist',
    'rw',
    'randread',
    'randwrite',
    'read',
    'write',
    'bssplit',
    'numjobs',
    'iodepth',
  ].map((w) => w.toLowerCase()),
);

/** Texts that may stay English on purpose (key → why). */
const ALLOWED: Record<string, string> = {
  title: 'the product name',
};

/** True when the text has a word (3+ Latin letters) that is not the same in every language. */
function hasWordsToTranslate(text: string): boolean {
  // Placeholders and file names (disk.json, PTS .options) are not words to translate.
  const plain = text.replace(/\{[^}]*\}/g, ' ').replace(/\S*\.[A-Za-z]+\b/g, ' ');
  return (plain.match(/[A-Za-z]{3,}/g) ?? []).some((w) => !SAME_EVERYWHERE.has(w.toLowerCase()));
}

type AnyDict = Record<string, Record<string, string>>;

function isDict(v: unknown): v is AnyDict {
  if (typeof v !== 'object' || v === null) return false;
  const d = v as Record<string, unknown>;
  return (
    LANGS.every((l) => typeof d[l] === 'object' && d[l] !== null) && Object.keys(d).length === LANGS.length
  );
}

const dictionaries: { name: string; dict: AnyDict }[] = [];

describe('every visible string in three languages', () => {
  it('finds the dictionaries', async () => {
    for (const file of dictionaryModules(SRC)) {
      const text = (await import('node:fs')).readFileSync(file, 'utf8');
      if (!/\bDict</.test(text) || file.endsWith(join('i18n', 'index.ts'))) continue;
      // Views' strings import React hooks; modules are loaded as they are (vitest resolves TSX).
      const mod = (await import(file)) as Record<string, unknown>;
      for (const [exported, value] of Object.entries(mod))
        if (isDict(value)) dictionaries.push({ name: `${relative(SRC, file)}:${exported}`, dict: value });
    }
    // The dictionaries this test must see (a file renamed or an export dropped fails here).
    const names = dictionaries.map((d) => d.name);
    for (const must of [
      'views/app/strings.ts',
      'views/share/strings.ts',
      'views/expected/strings.ts',
      'views/expected/measured-strings.ts',
      'views/time/strings.ts',
      'charts/highcharts-lang.ts',
      'charts/descriptions.ts',
      'charts/lead-text.ts',
      'charts/curve-name.ts',
      'remote/notices.ts',
    ])
      expect(
        names.some((n) => n.startsWith(must)),
        must,
      ).toBe(true);
    expect(dictionaries.length).toBeGreaterThanOrEqual(12);
  });

  it('each has every key in every language, none empty', () => {
    const problems: string[] = [];
    for (const { name, dict } of dictionaries) {
      const keys = Object.keys(dict.en!);
      for (const lang of LANGS) {
        const own = dict[lang]!;
        for (const k of keys) if (typeof own[k] !== 'string') problems.push(`${name} ${lang}.${k}: missing`);
        for (const k of Object.keys(own)) {
          if (!keys.includes(k)) problems.push(`${name} ${lang}.${k}: not in English`);
          if (own[k] === '' && dict.en![k] !== '') problems.push(`${name} ${lang}.${k}: empty`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('no Chinese or Russian text is the English left untranslated', () => {
    const untranslated: string[] = [];
    for (const { name, dict } of dictionaries)
      for (const lang of LANGS.filter((l) => l !== 'en'))
        for (const [k, en] of Object.entries(dict.en!)) {
          const own = dict[lang]![k];
          if (own === en && hasWordsToTranslate(en) && !(k in ALLOWED))
            untranslated.push(`${name} ${lang}.${k}: ${en}`);
        }
    expect(untranslated).toEqual([]);
  });

  it('each plural has every form its language needs for whole counts', () => {
    // Intl.PluralRules' categories: English one/other, Russian one/few/many/other, Chinese other.
    const missing: string[] = [];
    for (const { name, dict } of dictionaries)
      for (const lang of LANGS) {
        const needed = new Intl.PluralRules(LANG_INFO[lang].tag).resolvedOptions().pluralCategories;
        for (const [k, text] of Object.entries(dict[lang]!))
          for (const p of pluralsIn(text))
            for (const form of needed)
              if (!p.forms.includes(form)) missing.push(`${name} ${lang}.${k}: {${p.name}} has no "${form}"`);
      }
    expect(missing).toEqual([]);
  });

  it('the forms check reads a plural as the page does', () => {
    expect(pluralsIn('{n, plural, one {# disk} other {# disks}} of {m, plural, other {#}}')).toEqual([
      { name: 'n', forms: ['one', 'other'] },
      { name: 'm', forms: ['other'] },
    ]);
  });

  it('the check itself finds an untranslated text', () => {
    expect(hasWordsToTranslate('Download PNG image')).toBe(true);
    expect(hasWordsToTranslate('{count} IOPS · MB/s')).toBe(false);
    expect(hasWordsToTranslate('PTS .options')).toBe(false);
  });
});
