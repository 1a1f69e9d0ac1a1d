// Steady state recomputed from the rounds of the real PTS bundle tests/fixtures/pts/local_ext4_2
// (fio 3.33, ss_max_rounds=5). The suite reached steady state only for throughput; for the others it
// wrote no ss_* keys, and the README's run log gives the 4k write IOPS per round of the iops test.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  checkWindow,
  determineSteadyState,
  phpRound,
  trackedMetric,
  type RoundMeasurement,
} from '../../../src/analysis/steady-state';
import {
  compareResults,
  compareWithSuite,
  suiteSteadyState,
  windowResults,
} from '../../../src/analysis/steady-state-compare';
import { importText } from '../../../src/ingest/route';
import type { ImportOk } from '../../../src/ingest/types';
import type { TestKind } from '../../../src/model/types';
import { readFixture } from '../../helpers/ingest';
import { fixturePath } from '../../helpers/fixtures';

const BUNDLE = 'pts/local_ext4_2';
const rounds = (file: string): RoundMeasurement[] => {
  const res = importText(readFixture(`${BUNDLE}/${file}`)) as ImportOk;
  expect(res.format).toBe('pts-fio');
  return res.measurements;
};
const suiteJson = (name: string): Record<string, number> =>
  JSON.parse(readFileSync(fixturePath(BUNDLE, name), 'utf8'));

describe('the suite rule', () => {
  it('rounds like PHP (half away from zero)', () => {
    expect(phpRound(2.5, 0)).toBe(3);
    expect(phpRound(-2.5, 0)).toBe(-3);
    expect(phpRound(1.0005, 3)).toBe(1.001);
  });

  it('passes a flat window and fails a rising one', () => {
    const flat = checkWindow([100, 101, 99, 100, 100].map((value, i) => ({ round: i + 1, value })));
    expect(flat).toMatchObject({ achieved: true, average: 100, dataExcursion: 2 });
    const rising = checkWindow([100, 110, 120, 130, 140].map((value, i) => ({ round: i + 1, value })));
    expect(rising).toMatchObject({ achieved: false, slope: 10, intercept: 90, slopeExcursion: 40 });
  });

  it('stops at the first passing round; otherwise the window is the last five', () => {
    const pts = [50, 80, 100, 100, 101, 100, 99, 100].map((value, i) => ({ round: i + 1, value }));
    const ss = determineSteadyState(pts)!;
    expect(ss.achieved).toBe(true);
    expect(ss.window.rounds).toEqual([3, 4, 5, 6, 7]);
    expect(ss.checks).toHaveLength(3);
    const never = determineSteadyState([1, 2, 4, 8, 16, 32].map((value, i) => ({ round: i + 1, value })))!;
    expect(never.achieved).toBe(false);
    expect(never.window.rounds).toEqual([2, 3, 4, 5, 6]);
    expect(determineSteadyState([{ round: 1, value: 1 }])).toBeUndefined();
  });
});

describe('local_ext4_2: recomputed steady state equals the suite', () => {
  it('iops: the README run log values, NOT achieved, window rounds 1-5', () => {
    const ms = rounds('fio-iops.json');
    const [tracked] = trackedMetric(ms, 'iops');
    expect(tracked!.points.map((p) => Math.round(p.value))).toEqual([90576, 92789, 129048, 134532, 135128]);
    const ss = determineSteadyState(tracked!.points)!;
    expect(ss.achieved).toBe(false);
    expect(ss.window.rounds).toEqual([1, 2, 3, 4, 5]);
    // The suite wrote no ss_* keys (not achieved): that agrees.
    const meta = readFileSync(fixturePath(BUNDLE, '.options'), 'utf8');
    expect(meta).not.toContain('ss_average');
    expect(compareWithSuite(ss, suiteSteadyState({ ss_verification: '10', ss_max_rounds: '5' }))).toEqual([]);
  });

  it.each([
    ['iops', 'fio-iops.json', 'iops.json', false],
    ['latency', 'fio-latency.json', 'latency.json', false],
    ['wsat', 'fio-wsat.json', 'wsat.json', false],
    ['hir', 'fio-hir.json', 'hir.json', false],
  ] as const)(
    '%s: verdict not achieved and every [test].json figure recomputed from the window',
    (test, fio, result, achieved) => {
      const ms = rounds(fio);
      const [tracked] = trackedMetric(ms, test as TestKind);
      const ss = determineSteadyState(tracked!.points)!;
      expect(ss.achieved).toBe(achieved);
      expect(ss.window.rounds).toEqual([1, 2, 3, 4, 5]);
      const suite = suiteJson(result);
      expect(Object.keys(suite).length).toBeGreaterThan(0);
      expect(compareResults(windowResults(ms, test as TestKind, ss), suite)).toEqual([]);
    },
  );

  it('throughput (both sub-tests): achieved in rounds 1-5, figures match throughput.json', () => {
    const suite = suiteJson('throughput.json');
    for (const file of ['fio-throughput-1024k.json', 'fio-throughput-128k.json']) {
      const ms = rounds(file);
      const [tracked] = trackedMetric(ms, 'throughput');
      const ss = determineSteadyState(tracked!.points)!;
      expect(ss.achieved, file).toBe(true);
      expect(ss.window.rounds).toEqual([1, 2, 3, 4, 5]);
      const ours = windowResults(ms, 'throughput', ss);
      const mine = Object.fromEntries(Object.entries(suite).filter(([k]) => k in ours));
      expect(Object.keys(mine)).toHaveLength(2);
      expect(compareResults(ours, mine)).toEqual([]);
    }
  });

  it('a suite ss_* record that disagrees is reported field by field', () => {
    const ms = rounds('fio-throughput-1024k.json');
    const ss = determineSteadyState(trackedMetric(ms, 'throughput')[0]!.points)!;
    const suite = suiteSteadyState({
      ss_start: '1',
      ss_stop: '5',
      ss_average: String(ss.window.average),
      ss_slope: String(ss.window.slope + 1),
    });
    expect(compareWithSuite(ss, suite)).toEqual([
      { what: 'ss_slope', ours: ss.window.slope, suite: ss.window.slope + 1 },
    ]);
    const iops = determineSteadyState(trackedMetric(rounds('fio-iops.json'), 'iops')[0]!.points)!;
    expect(compareWithSuite(iops, suite)[0]).toMatchObject({ what: 'verdict', ours: 'not achieved' });
  });
});
