// The Expected view's chosen curves and run date travel in links: store → link, link → store.
import { describe, expect, it } from 'vitest';
import { useStore } from '../../../src/state/store';
import { setViewParam } from '../../../src/state/view-params';
import { setRunDate, toggleChosen, useExpected } from '../../../src/views/expected/expected-state';

describe('Expected view state in links', () => {
  it('writes the chosen curves and run date into the Expected view parameters', () => {
    toggleChosen('aws/gp3@2020');
    setRunDate('2016-05');
    const { viewParams } = useStore.getState();
    expect(viewParams['expected.chosen']?.split(',')).toContain('aws/gp3@2020');
    expect(viewParams['expected.date']).toBe('2016-05');
  });

  it('adopts the curves and a valid date a link names, ignoring a bad date', () => {
    setViewParam('chosen', 'alibaba/cloud_ssd@2016,tencent/cloud_ssd@2016', undefined, 'expected');
    setViewParam('date', 'May 2016', undefined, 'expected');
    expect(useExpected.getState().chosen).toEqual(['alibaba/cloud_ssd@2016', 'tencent/cloud_ssd@2016']);
    expect(useExpected.getState().date).toBe('2016-05');
    expect(useStore.getState().viewParams['expected.date']).toBe('2016-05');
    setViewParam('date', '2017-01', undefined, 'expected');
    expect(useExpected.getState().date).toBe('2017-01');
  });
});
