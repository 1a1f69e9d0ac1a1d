// Work put off until the page is quiet (the upload's save): it waits while anything marks the page
// busy, checks again once idle, and runs at the latest at its deadline, once. Fake timers; Node has
// no requestIdleCallback, so the module's fallback (a short timer) stands in for the idle period.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pageBusy, pageIsBusy, whenPageQuiet } from '../../../src/lib/page-quiet';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('whenPageQuiet', () => {
  it('runs in the next idle period when nothing marks the page busy', () => {
    const run = vi.fn();
    whenPageQuiet(run, 5000);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(60);
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10000);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('waits while the page is busy, then runs once it is quiet', () => {
    const done = pageBusy();
    const run = vi.fn();
    whenPageQuiet(run, 5000);
    vi.advanceTimersByTime(1000);
    expect(run).not.toHaveBeenCalled();
    done();
    expect(pageIsBusy()).toBe(false);
    vi.advanceTimersByTime(60);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('waits for every mark, and ending a mark twice counts once', () => {
    const a = pageBusy();
    const b = pageBusy();
    const run = vi.fn();
    whenPageQuiet(run, 5000);
    a();
    a();
    vi.advanceTimersByTime(500);
    expect(run).not.toHaveBeenCalled();
    expect(pageIsBusy()).toBe(true);
    b();
    vi.advanceTimersByTime(60);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('checks again in the idle period: busy again by then, it waits on', () => {
    const first = pageBusy();
    const run = vi.fn();
    whenPageQuiet(run, 5000);
    first();
    // The import ended; its charts are queued before the idle period comes.
    const charts = pageBusy();
    vi.advanceTimersByTime(1000);
    expect(run).not.toHaveBeenCalled();
    charts();
    vi.advanceTimersByTime(60);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs at its deadline however busy the page is, and only once', () => {
    const done = pageBusy();
    const run = vi.fn();
    whenPageQuiet(run, 5000);
    vi.advanceTimersByTime(4999);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    done();
    vi.advanceTimersByTime(10000);
    expect(run).toHaveBeenCalledTimes(1);
  });
});
