// A results format's name inside a Chinese or Russian sentence (read-by-marks, skip reasons) is
// told in the reader's words: the name dictionary covers every importer (its id and the English
// label it writes), and a real file read by the marks of fio normal text output names the format
// without English describing words in zh and ru.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { IMPORTERS } from '../../../../src/ingest/registry';
import { readUnclaimed } from '../../../../src/ingest/unrecognised';
import type { ImportIssue } from '../../../../src/model/types';
import { issueStrings } from '../../../../src/views/app/issue-strings';
import { FORMAT_WORDS } from '../../../../src/views/app/issue-strings/format-words';
import { issueText } from '../../../../src/views/app/issue-text';
import { skipText } from '../../../../src/views/app/skip-text';
import { translate, type Lang } from '../../../../src/i18n';

const t = (lang: Lang) => (k: Parameters<typeof translate>[2], p?: Record<string, string | number>) =>
  translate(issueStrings, lang, k as never, p);

/** English words that are not product or file names: what must not stay in a zh/ru sentence. */
const DESCRIBING =
  /\b(?:dataset|metadata|file|results|serialized|run options|kept whole|human-readable|log|Summary|long format|auto mode)\b/i;

describe('results format names in three languages', () => {
  it('every importer has a name in the dictionary, keyed by its id, its English label as written', () => {
    for (const imp of IMPORTERS) expect(FORMAT_WORDS[imp.id]?.[0], imp.id).toBe(imp.label);
    expect(Object.keys(FORMAT_WORDS).sort()).toEqual(IMPORTERS.map((i) => i.id).sort());
  });

  it.each(['zh', 'ru'] as const)('%s: no English describing words in a format name', (lang) => {
    const left = Object.entries(FORMAT_WORDS).filter(([, w]) => DESCRIBING.test(w[lang === 'zh' ? 1 : 2]));
    expect(left.map(([id]) => id)).toEqual([]);
  });

  it.each(['zh', 'ru'] as const)(
    '%s: a file read by marks names its format in the reader’s words',
    (lang) => {
      // A real fio normal report behind a line of its own: no sniffer claims it, its marks read it.
      const report = readFileSync(
        resolve(import.meta.dirname, '../../../fixtures/fio/formats/randread-4k-qd32.normal.txt'),
        'utf8',
      );
      const res = readUnclaimed({ path: 'notes/run.txt', text: `copied from the console:\n\n${report}` });
      const note = ('warnings' in res ? (res.warnings ?? []) : []).find((w) => w.code === 'read-by-marks');
      expect(note).toBeDefined();
      const text = issueText(note as ImportIssue, lang, t(lang));
      expect(text).toContain(FORMAT_WORDS['fio-normal']![lang === 'zh' ? 1 : 2]);
      expect(text).not.toMatch(DESCRIBING);
    },
  );

  it.each(['zh', 'ru'] as const)('%s: skip reasons name the format in the reader’s words', (lang) => {
    for (const imp of IMPORTERS) {
      for (const reason of [
        `${imp.label} kept whole, but it has no reader here`,
        `${imp.label}: nothing read`,
      ]) {
        const { text, detail } = skipText(reason, lang, t(lang));
        expect(detail).toBeUndefined();
        expect(text, reason).not.toMatch(DESCRIBING);
      }
    }
  });
});
