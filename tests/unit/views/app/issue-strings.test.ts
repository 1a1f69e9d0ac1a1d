// Every warning code an importer can write has a title in English, Chinese and Russian: the codes are
// read here from the importers' source with a regex, not from the dictionary.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { issueStrings, issueTitle, TITLED_CODES } from '../../../../src/views/app/issue-strings';
import { issueText } from '../../../../src/views/app/issue-text';
import { translate } from '../../../../src/i18n';

const SRC = resolve(import.meta.dirname, '../../../../src/ingest');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? sources(p) : n.endsWith('.ts') ? [readFileSync(p, 'utf8')] : [];
  });
}

/** Codes written as `code: '…'`, `warn('…'`, `w('…'` or `errResult(FORMAT, '…'` in the importers. */
function emittedCodes(): string[] {
  const out = new Set<string>();
  for (const text of sources(SRC))
    for (const m of text.matchAll(/(?:code: |\bwarn\(|\bw\(|errResult\([A-Z_]+, |issue\()'([a-z0-9-]+)'/g))
      out.add(m[1]!);
  return [...out].sort();
}

describe('import report texts', () => {
  it('every code the importers write has a title in all three languages', () => {
    const codes = emittedCodes();
    expect(codes.length).toBeGreaterThan(60);
    expect(codes.filter((c) => !TITLED_CODES.includes(c))).toEqual([]);
    for (const c of TITLED_CODES)
      for (const lang of ['en', 'zh', 'ru'] as const) expect(issueTitle(c, lang).length).toBeGreaterThan(0);
    // Chinese and Russian titles are not the English one.
    expect(
      TITLED_CODES.filter((c) => issueTitle(c, 'zh') === issueTitle(c, 'en') && c !== 'pts-report-zip'),
    ).toEqual([]);
  });

  it('a warning with params reads in the chosen language; English keeps the importer message', () => {
    const issue = {
      code: 'duplicate-run',
      message: 'job "x" is the same run as in a/run.txt: counted once, there',
      file: 'a/run.json',
      params: { first: 'a/run.txt', job: 'x' },
    };
    const t =
      (lang: 'en' | 'zh' | 'ru') =>
      (k: Parameters<typeof translate>[2], p?: Record<string, string | number>) =>
        translate(issueStrings, lang, k as never, p);
    expect(issueText(issue, 'en', t('en'))).toBe(issue.message);
    expect(issueText(issue, 'zh', t('zh'))).toContain('a/run.txt');
    expect(issueText(issue, 'zh', t('zh'))).toContain('同一次运行');
    expect(issueText(issue, 'ru', t('ru'))).toContain('тот же прогон');
  });
});
