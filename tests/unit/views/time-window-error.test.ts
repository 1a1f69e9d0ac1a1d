// A zoomed window of a summarised fio log that cannot be read again from its file (the file changed
// since it was summarised, or a line of the window is damaged) is told in Chinese and Russian as a
// whole sentence with the file, the line and the figures: no English phrase in the chart subtitle.
// The log is the project's real per-I/O latency fixture.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { importLogStream, readLogWindow } from '../../../src/ingest/fio/log';
import { translate, type Lang } from '../../../src/i18n';
import { timeStrings, type TimeKey } from '../../../src/views/time/strings';
import { windowErrorText } from '../../../src/views/time/window-error';
import { fixturePath } from '../../helpers/fixtures';

const NAME = 'randread-4k-qd1-perio_lat.1.log';
const text = readFileSync(fixturePath(`fio/logs/${NAME}`), 'utf8');
/** Three or more ASCII words in a row: an English phrase (file names and numbers are one word). */
const ENGLISH = /[A-Za-z][A-Za-z'’]*(?:[\s,;:()/-]+[A-Za-z][A-Za-z'’]*){2,}/;
const t = (lang: Lang) => (k: TimeKey, p?: Record<string, string | number>) =>
  translate(timeStrings, lang, k, p);

async function summary() {
  const res = await importLogStream(NAME, new Blob([text]));
  if (!res?.ok) throw new Error('not imported');
  return res.series[0]!.summary!;
}

describe('a log window not read again, in three languages', () => {
  it.each(['zh', 'ru'] as const)('%s: the file changed since it was summarised', async (lang) => {
    const got = await readLogWindow(new Blob([`${text}\n`]), await summary(), 'read', 0, 10);
    if (got.ok) throw new Error('read');
    expect(got).toMatchObject({
      reason: 'size-changed',
      params: { size: text.length + 1, was: text.length },
    });
    const words = windowErrorText({ ...got, file: NAME }, lang, t(lang));
    expect(words).toContain(NAME);
    expect(words.replace(NAME, '')).not.toMatch(ENGLISH);
  });

  it.each(['zh', 'ru'] as const)('%s: a damaged line inside the window', async (lang) => {
    // The second line's value gets a letter (same length): the window holding it does not read.
    const lines = text.split('\n');
    const fields = lines[1]!.split(',');
    fields[1] = fields[1]!.replace(/\d(?=\d*$)/, 'x');
    lines[1] = fields.join(',');
    const damaged = lines.join('\n');
    expect(damaged.length).toBe(text.length);
    const first = Number(lines[0]!.split(',')[0]);
    const got = await readLogWindow(new Blob([damaged]), await summary(), 'read', first, first + 5);
    if (got.ok) throw new Error('read');
    expect(got).toMatchObject({ reason: 'bad-line', params: { form: 'not-number', line: 2 } });
    const words = windowErrorText({ ...got, file: NAME }, lang, t(lang));
    expect(words).toMatch(lang === 'zh' ? /第 2 行/ : /строка 2/);
    expect(words.replace(NAME, '')).not.toMatch(ENGLISH);
  });
});
