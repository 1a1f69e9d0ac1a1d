// Every warning code an importer can write has a title in English, Chinese and Russian, and a full
// text in all three: the codes are read here from the importers' source with a regex, not from the
// dictionary. On the project's own fixtures, every
// warning whose code has a full text carries the params that text names, so Chinese and Russian
// readers never see the importer's English message for it.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ingestFiles } from '../../../../src/ingest/ingest';
import type { ImportIssue } from '../../../../src/model/types';
import {
  hasFullText,
  issueStrings,
  issueTitle,
  MARK_WORDS,
  TEXT_KEYS,
  TITLED_CODES,
} from '../../../../src/views/app/issue-strings';
import { issueText } from '../../../../src/views/app/issue-text';
import { paramsIn, translate } from '../../../../src/i18n';

const SRC = resolve(import.meta.dirname, '../../../../src');
/** Where issue codes are written: the importers, and the worker that reads the picked files. */
const WRITERS = ['ingest', 'worker'].map((d) => join(SRC, d));
const OWN_FIXTURES = resolve(import.meta.dirname, '../../../fixtures');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? files(p) : [p];
  });
}

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? sources(p) : n.endsWith('.ts') ? [readFileSync(p, 'utf8')] : [];
  });
}

/**
 * Codes written as `code: '…'`, `warn('…'`, `w('…'`, `issue('…'` or `errResult(FORMAT, '…'` (on one
 * line or not), every literal of a `cond ? 'a' : 'b'` there included, and `${FORMAT}-x` templates
 * with the file's `FORMAT` (or the formats its callers pass: `pts-result`, `pts-fio`).
 */
function emittedCodes(): string[] {
  const out = new Set<string>();
  const head = /(?:\bcode: |\bwarn\(\s*|\bw\(\s*|errResult\(\s*(?:[A-Za-z_.]+|'[^']*'),\s*|\bissue\(\s*)/g;
  for (const text of WRITERS.flatMap(sources)) {
    const format = /const FORMAT = '([a-z-]+)'/.exec(text)?.[1];
    for (const m of text.matchAll(head)) {
      // The code expression: up to the next comma or the end of the line.
      const expr = /^[^,\n]*/.exec(text.slice(m.index + m[0].length))![0];
      for (const lit of expr.matchAll(/'([a-z0-9-]+)'/g)) out.add(lit[1]!);
      const tpl = /^`\$\{(FORMAT|format)\}(-[a-z-]+)`/.exec(expr);
      if (tpl?.[1] === 'FORMAT' && format) out.add(`${format}${tpl[2]}`);
      if (tpl?.[1] === 'format') for (const f of ['pts-result', 'pts-fio']) out.add(`${f}${tpl[2]}`);
    }
  }
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

  it('every results-format mark the sniffer names has words in Chinese and Russian', () => {
    // Read from the source: the `what:` phrases of src/ingest/unrecognised.ts.
    const text = readFileSync(join(SRC, 'ingest/unrecognised.ts'), 'utf8');
    const marks = [...text.matchAll(/what: '([^']+)'/g)].map((m) => m[1]!);
    expect(marks.length).toBeGreaterThan(5);
    expect(marks.filter((m) => !(m in MARK_WORDS))).toEqual([]);
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

  it('every code the importers write has a full text in all three languages', () => {
    const codes = emittedCodes();
    // The codes the old regex missed (written through a ternary or a template) are read too.
    expect(codes).toEqual(
      expect.arrayContaining(['truncated', 'bad-json', 'internal', 'unreadable', 'pts-result-json']),
    );
    expect(codes.filter((c) => !hasFullText(c))).toEqual([]);
    for (const k of TEXT_KEYS) {
      const key = `text.${k}` as keyof typeof issueStrings.en;
      const [en, zh, ru] = (['en', 'zh', 'ru'] as const).map((l) => issueStrings[l][key]);
      expect(en, k).toBeTruthy();
      // Chinese and Russian texts are translations, naming the same params as the English one.
      expect(zh, k).not.toBe(en);
      expect(ru, k).not.toBe(en);
      expect(paramsIn(zh!), k).toEqual(paramsIn(en!));
      expect(paramsIn(ru!), k).toEqual(paramsIn(en!));
      // A lower layer's words are a marked technical detail, never part of a translated sentence.
      expect(paramsIn(en!), k).not.toContain('detail');
    }
  });

  it('on the own fixtures, every warning with a full text is told from its params in zh and ru', async () => {
    const inputs = files(OWN_FIXTURES).map((p) => ({
      path: p.slice(OWN_FIXTURES.length + 1),
      bytes: new Uint8Array(readFileSync(p)),
    }));
    const ds = await ingestFiles(inputs, { origin: 'test' });
    const issues: ImportIssue[] = ds.reports.flatMap((r) => [...r.warnings, ...(r.error ? [r.error] : [])]);
    const told = issues.filter((i) => hasFullText(i.code));
    // The fixtures hold warnings of many kinds: workload notes, merged clones, duplicates, logs.
    const kinds = new Set(told.map((i) => i.code));
    expect(kinds.size).toBeGreaterThan(5);
    for (const lang of ['zh', 'ru'] as const) {
      const t = (k: Parameters<typeof translate>[2], p?: Record<string, string | number>) =>
        translate(issueStrings, lang, k as never, p);
      // Not the fallback (the code's title and the English message), and no unfilled `{name}`.
      const fallen = told.filter((i) => {
        const text = issueText(i, lang, t);
        return text === `${issueTitle(i.code, lang)} — ${i.message}` || /\{\w+\}/.test(text);
      });
      expect(fallen.map((i) => `${i.code}: ${i.message}`)).toEqual([]);
    }
  });
});
