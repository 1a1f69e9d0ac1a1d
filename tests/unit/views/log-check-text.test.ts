// The line under a log chart that compares the log with its run's summary, in three languages: in
// Chinese and Russian no English phrase (it was the analysis' English message before), the figures
// in the display unit. The real fio 3.33 per-I/O log and its JSON, the summary read here by
// JSON.parse and the log's mean by a regex.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkLogsAgainstSummary } from '../../../src/analysis/log-check';
import { translate, type Lang } from '../../../src/i18n';
import { importText } from '../../../src/ingest/route';
import { DEFAULT_UNITS } from '../../../src/charts/units';
import { logCheckText } from '../../../src/views/time/log-check-text';
import { timeStrings, type TimeKey } from '../../../src/views/time/strings';
import { fixturePath } from '../../helpers/fixtures';

const LOG = 'fio/logs/randread-4k-qd1-perio_lat.1.log';
const text = readFileSync(fixturePath(LOG), 'utf8');
const jsonMean = (
  JSON.parse(readFileSync(fixturePath('fio/logs/randread-4k-qd1-perio.json'), 'utf8')) as {
    jobs: { read: { lat_ns: { mean: number } } }[];
  }
).jobs[0]!.read.lat_ns.mean;
const values = [...text.matchAll(/^\d+, (\d+), 0, /gm)].map((m) => Number(m[1]));
const logMean = values.reduce((a, b) => a + b, 0) / values.length;
/** Three or more ASCII words in a row: an English phrase (a metric name and a unit are one word each). */
const ENGLISH = /[A-Za-z][A-Za-z'’]*(?:[\s,;:()/-]+[A-Za-z][A-Za-z'’]*){2,}/;
const t = (lang: Lang) => (k: TimeKey, p?: Record<string, string | number>) =>
  translate(timeStrings, lang, k, p);

function checks(scale = 1) {
  const res = importText({ path: LOG.split('/').pop()!, text });
  if (!res?.ok) throw new Error('not imported');
  const series = res.series.map((s) => ({ ...s, v: s.v.map((v) => v * scale) }));
  return checkLogsAgainstSummary(series, { read: { lat: jsonMean } });
}

describe('log vs summary, in words', () => {
  it('reads what this test reads: 56,309 reads, their mean the JSON’s lat_ns.mean', () => {
    expect(values.length).toBe(56309);
    expect(Math.abs(logMean / jsonMean - 1)).toBeLessThan(1e-6);
  });

  it('en: within tolerance, with the difference this test computes', () => {
    const [c] = checks();
    const pct = (((logMean - jsonMean) / jsonMean) * 100).toFixed(1);
    expect(logCheckText(c!, DEFAULT_UNITS, 'en', t('en'))).toBe(
      `lat read: log average within 1% of the summary (${pct}%)`,
    );
  });

  it('en: a log 1000× off names both averages in µs and the likely unit mix-up', () => {
    const [c] = checks(1 / 1000);
    const line = logCheckText(c!, DEFAULT_UNITS, 'en', t('en'));
    expect(line).toContain(`the summary ${(jsonMean / 1000).toFixed(2)} µs`);
    expect(line).toContain(`log average ${(logMean / 1e6).toPrecision(3)} µs`);
    expect(line).toMatch(/1000× too small: a fio 2\.x log \(µs\) read as ns\?$/);
  });

  it.each(['zh', 'ru'] as const)('%s: no English phrase, the direction in the page language', (lang) => {
    for (const scale of [1, 1 / 1000]) {
      const line = logCheckText(checks(scale)[0]!, DEFAULT_UNITS, lang, t(lang));
      expect(line).not.toMatch(ENGLISH);
      expect(line).toContain(lang === 'zh' ? '读' : 'чтение');
      if (scale !== 1) expect(line).toContain('1000');
    }
  });
});
