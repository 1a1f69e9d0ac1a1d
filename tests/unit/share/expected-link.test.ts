// The Expected view's state lives in the one store: chosen curves and run date are view parameters
// (links carry them), edited curves are the `expected` slice (links carry them as `curves=`), and
// one subscription keeps them in localStorage.
import { beforeEach, describe, expect, it } from 'vitest';
import { customCurvesToUrlParam } from '../../../src/expected';
import {
  adoptCurvesFromLink,
  chosenOf,
  curvesParamOf,
  DEFAULT_CHOSEN,
  runDateOf,
  setCustomFormula,
  setRunDate,
  startExpectedPersistence,
  toggleChosen,
} from '../../../src/state/expected';
import { resetStore, useStore } from '../../../src/state/store';
import { setViewParam } from '../../../src/state/view-params';

beforeEach(() => resetStore());

describe('Expected view state in the app store and in links', () => {
  it('writes the chosen curves and run date into the Expected view parameters', () => {
    toggleChosen('aws/gp3@2020');
    setRunDate('2016-05');
    const { viewParams } = useStore.getState();
    expect(viewParams['expected.chosen']?.split(',')).toEqual([...DEFAULT_CHOSEN, 'aws/gp3@2020']);
    expect(viewParams['expected.date']).toBe('2016-05');
  });

  it('reads the curves and a valid date a link names; an unreadable date counts as none', () => {
    setViewParam('chosen', 'alibaba/cloud_ssd@2016,tencent/cloud_ssd@2016', undefined, 'expected');
    setViewParam('date', '2017-01', undefined, 'expected');
    const params = () => useStore.getState().viewParams;
    expect(chosenOf(params())).toEqual(['alibaba/cloud_ssd@2016', 'tencent/cloud_ssd@2016']);
    expect(runDateOf(params())).toBe('2017-01');
    setViewParam('date', 'May 2016', undefined, 'expected');
    expect(runDateOf(params())).toBe('');
  });

  it('edited curves go into the link and a link’s replace them (a damaged one is noted)', () => {
    setCustomFormula('ucloud/rssd', 'iops', 'min(1800 + 40*GB, 1200000)');
    const s = useStore.getState();
    expect(curvesParamOf(s)).toBe(customCurvesToUrlParam(s.expected.custom));
    const other = customCurvesToUrlParam([{ id: 'aws/gp2@2022-08', iops: 'max(100, 3*GiB)' }]);
    const patch = adoptCurvesFromLink(other, s);
    expect(patch.expected?.custom).toEqual([{ id: 'aws/gp2@2022-08', iops: 'max(100, 3*GiB)' }]);
    expect(chosenOf(patch.viewParams ?? {})).toContain('aws/gp2@2022-08');
    expect(adoptCurvesFromLink('%%%not-a-param', s).expected?.linkProblem).toBeTruthy();
    expect(adoptCurvesFromLink(curvesParamOf(s), s)).toEqual({});
  });

  it('one subscription keeps the data in localStorage, and a new store starts from it', () => {
    const saved = new Map<string, string>();
    const storage = {
      getItem: (k: string) => saved.get(k) ?? null,
      setItem: (k: string, v: string) => void saved.set(k, v),
    };
    const prev = globalThis.localStorage;
    Object.defineProperty(globalThis, 'localStorage', { value: storage, configurable: true });
    try {
      const stop = startExpectedPersistence();
      setCustomFormula('ucloud/rssd', 'iops', '1000');
      setRunDate('2016-11');
      stop();
      const record = JSON.parse(saved.get('diskscope.expected.v1') ?? '{}') as Record<string, unknown>;
      expect(record).toMatchObject({ custom: [{ id: 'ucloud/rssd', iops: '1000' }], date: '2016-11' });
      expect(record.chosen).toBeUndefined();
      resetStore();
      expect(useStore.getState().expected.custom).toEqual([{ id: 'ucloud/rssd', iops: '1000' }]);
      expect(runDateOf(useStore.getState().viewParams)).toBe('2016-11');
    } finally {
      Object.defineProperty(globalThis, 'localStorage', { value: prev, configurable: true });
    }
  });
});
