// Counts in words: `{n, plural, …}` takes the form the language's plural rules ask for. The
// expected words are written here by hand (Russian: 1, 21 → one; 2–4, 22 → few; 0, 5–20, 25 → many).
import { describe, expect, it } from 'vitest';
import { translate, type Dict } from '../../../src/i18n';
import { APP_STRINGS as appStrings } from '../../../src/views/app/strings';
import { overviewStrings } from '../../../src/views/overview/strings';
import { issueStrings } from '../../../src/views/app/issue-strings';
import { timeStrings } from '../../../src/views/time/strings';
import { summaryStrings } from '../../../src/charts/summary-strings';
import { loadChartStrings } from '../../../src/charts/load-strings';

const disks: Dict<'n'> = {
  en: { n: '{n, plural, one {# disk} other {# disks}} in {name}' },
  zh: { n: '{n} 块磁盘' },
  ru: { n: '{n, plural, one {# диск} few {# диска} many {# дисков} other {# диска}} в {name}' },
};

describe('plural forms', () => {
  it('English: one and other', () => {
    expect(translate(disks, 'en', 'n', { n: 1, name: 'a.zip' })).toBe('1 disk in a.zip');
    expect(translate(disks, 'en', 'n', { n: 0, name: 'a.zip' })).toBe('0 disks in a.zip');
    expect(translate(disks, 'en', 'n', { n: 2, name: 'a.zip' })).toBe('2 disks in a.zip');
  });

  it('Russian: one, few and many', () => {
    const ru = (n: number) => translate(disks, 'ru', 'n', { n, name: 'a.zip' });
    expect([1, 2, 4, 5, 11, 12, 21, 22, 25, 0].map(ru)).toEqual([
      '1 диск в a.zip',
      '2 диска в a.zip',
      '4 диска в a.zip',
      '5 дисков в a.zip',
      '11 дисков в a.zip',
      '12 дисков в a.zip',
      '21 диск в a.zip',
      '22 диска в a.zip',
      '25 дисков в a.zip',
      '0 дисков в a.zip',
    ]);
  });

  it('the count is written as passed, and chosen by its value', () => {
    expect(translate(disks, 'en', 'n', { n: '1', name: 'x' })).toBe('1 disk in x');
    expect(translate(disks, 'ru', 'n', { n: '3', name: 'x' })).toBe('3 диска в x');
  });

  it('a plural without its count is left as written', () => {
    expect(translate(disks, 'en', 'n', { name: 'x' })).toBe('{n, plural, one {# disk} other {# disks}} in x');
  });

  it('the page: one file, one disk, one measurement no longer read "1 files, 1 disks"', () => {
    const counts = { name: 'x.json', files: 1, disks: 1, measurements: 1, problems: 0 };
    expect(translate(appStrings, 'en', 'progress.summary', counts)).toBe(
      'x.json: 1 file, 1 disk, 1 measurement, 0 files with problems.',
    );
    expect(translate(appStrings, 'en', 'uploads.disks', { count: 1 })).toBe('1 disk');
    expect(translate(appStrings, 'ru', 'uploads.disks', { count: 21 })).toBe('21 диск');
    expect(translate(appStrings, 'ru', 'uploads.errors', { count: 3 })).toBe('3 ошибки');
    expect(translate(overviewStrings, 'en', 'leadUnmatched', { n: 1 })).toMatch(
      /^1 disk matched .* is left out/,
    );
    expect(translate(overviewStrings, 'ru', 'pageRows', { from: 1, to: 20, n: 21 })).toMatch(
      /^Диски 1–20 из 21 диска /,
    );
    expect(translate(overviewStrings, 'ru', 'pageRows', { from: 51, to: 100, n: 5019 })).toMatch(
      /^Диски 51–100 из 5019 дисков /,
    );
  });

  it('Russian warnings and notes agree with their counts', () => {
    expect(translate(issueStrings, 'ru', 'text.nul-run', { runs: 1, lines: '7' })).toMatch(
      /^байты NUL между строками \(1 участок, /,
    );
    expect(translate(issueStrings, 'ru', 'text.nul-run', { runs: 3, lines: '7, 9, 12' })).toMatch(
      /\(3 участка, /,
    );
    expect(translate(timeStrings, 'ru', 'downsampled', { n: 2, total: 10 })).toMatch(
      /^Показано 2 точки из 10/,
    );
    expect(translate(timeStrings, 'ru', 'downsampled', { n: 2000, total: 10000 })).toMatch(
      /^Показано 2000 точек /,
    );
    // The page passes counts formatted for the language ("2 005" with a no-break space).
    const formatted = (2005).toLocaleString('ru');
    expect(translate(timeStrings, 'ru', 'downsampled', { n: formatted, total: 'x' })).toBe(
      translate(timeStrings, 'ru', 'downsampled', { n: 2005, total: 'x' }).replace('2005', formatted),
    );
    expect(translate(disks, 'en', 'n', { n: (1001).toLocaleString('en'), name: 'x' })).toBe(
      '1,001 disks in x',
    );
    expect(translate(disks, 'ru', 'n', { n: (1001).toLocaleString('ru'), name: 'x' })).toMatch(
      /^1\s001 диск в x$/,
    );
  });

  it("charts' notes: one failed run, one job, the median of 21 runs", () => {
    expect(translate(summaryStrings, 'en', 'failedRuns', { n: 1 })).toBe('1 failed run not counted');
    expect(translate(summaryStrings, 'en', 'duplicates', { n: 2 })).toBe(
      '2 duplicate copies of a run skipped',
    );
    expect(translate(summaryStrings, 'ru', 'median', { n: 21, range: 'x' })).toBe('медиана 21 прогона, x');
    expect(translate(summaryStrings, 'ru', 'median', { n: 5, range: 'x' })).toBe('медиана 5 прогонов, x');
    expect(translate(loadChartStrings, 'en', 'tipPoint', { qd: 1, jobs: 1, load: 1 })).toBe(
      'QD 1 × 1 job = 1 I/O asked',
    );
  });
});
