// The Time view's recomputed-vs-suite tables on the real PTS bundle local_ext4_2: every
// [test].json figure agrees; a suite ss_* value that differs is flagged on its own row.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { determineSteadyState, trackedMetric } from '../../../src/analysis/steady-state';
import { suiteSteadyState, windowResults } from '../../../src/analysis/steady-state-compare';
import { importText } from '../../../src/ingest/route';
import type { ImportOk } from '../../../src/ingest/types';
import { determinationTable, resultsTable } from '../../../src/views/time/steady-rows';
import { readFixture } from '../../helpers/ingest';
import { fixturePath } from '../../helpers/fixtures';

const BUNDLE = 'pts/local_ext4_2';
const ms = (importText(readFixture(`${BUNDLE}/fio-throughput-1024k.json`)) as ImportOk).measurements;
const ss = determineSteadyState(trackedMetric(ms, 'throughput')[0]!.points)!;

describe('determination table', () => {
  it('without ss_* keys: recomputed values only, verdict compared', () => {
    const rows = determinationTable(ss, undefined);
    expect(rows.find((r) => r.key === 'ss_start')).toMatchObject({ ours: '1' });
    expect(rows.find((r) => r.key === 'ss_slope')).toMatchObject({ ours: String(ss.window.slope) });
    expect(rows.filter((r) => r.agrees === false)).toEqual([]);
  });

  it('a suite slope that differs is flagged, the rest agree', () => {
    const suite = suiteSteadyState({
      ss_start: '1',
      ss_stop: '5',
      ss_average: String(ss.window.average),
      ss_slope: String(ss.window.slope + 0.5),
      ss_y_intercept: String(ss.window.intercept),
    });
    const rows = determinationTable(ss, suite);
    expect(rows.filter((r) => r.agrees === false).map((r) => r.key)).toEqual(['ss_slope']);
    expect(rows.filter((r) => r.agrees === true).map((r) => r.key)).toEqual([
      'ss_start',
      'ss_stop',
      'ss_average',
      'ss_y_intercept',
      undefined, // the verdict row
    ]);
  });
});

describe('tables in the page language', () => {
  it('Russian rows write the window average with a comma decimal and space grouping', () => {
    const en = determinationTable(ss, undefined, 'en').find((r) => r.key === 'ss_average')!.ours;
    const ru = determinationTable(ss, undefined, 'ru').find((r) => r.key === 'ss_average')!.ours;
    expect(en).toMatch(/^\d{1,3}(,\d{3})*\.\d+$/);
    expect(ru).toBe(en.replace(/,/g, '\u00a0').replace('.', ','));
  });
});

describe('results table', () => {
  it('throughput 1024k: the window means equal throughput.json; a changed figure is flagged', () => {
    const suite = JSON.parse(readFileSync(fixturePath(BUNDLE, 'throughput.json'), 'utf8')) as Record<
      string,
      number
    >;
    const mine = Object.fromEntries(Object.entries(suite).filter(([k]) => k.startsWith('throughput_1024k_')));
    const ours = windowResults(ms, 'throughput', ss);
    const rows = resultsTable(ours, mine);
    expect(rows.map((r) => [r.item, r.agrees])).toEqual([
      ['throughput_1024k_0_100', true],
      ['throughput_1024k_100_0', true],
    ]);
    const bumped = resultsTable(ours, { ...mine, throughput_1024k_0_100: mine.throughput_1024k_0_100! + 1 });
    expect(bumped.find((r) => r.item === 'throughput_1024k_0_100')!.agrees).toBe(false);
  });
});
