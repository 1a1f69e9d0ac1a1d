// The page's yields: yieldToPage waits for a later task (not a microtask), and pauseEvery yields
// only once its slice of time is used up. The clock is faked; nothing here measures time.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pauseEvery, yieldToPage } from '../../../src/lib/next-task';

/** Whether `p` settles within a few microtask turns, i.e. without waiting for another task. */
async function settlesAtOnce(p: Promise<void>): Promise<boolean> {
  let settled = false;
  void p.then(() => (settled = true));
  for (let i = 0; i < 10; i++) await Promise.resolve();
  return settled;
}

afterEach(() => vi.restoreAllMocks());

describe('yieldToPage', () => {
  it('resolves in a later task, not among the current microtasks', async () => {
    const p = yieldToPage();
    expect(await settlesAtOnce(p)).toBe(false);
    await p;
  });
});

describe('pauseEvery', () => {
  it('does not yield within its slice, yields once it is used up, then starts a new slice', async () => {
    let now = 1000;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    const pause = pauseEvery(30);
    now = 1029;
    expect(await settlesAtOnce(pause())).toBe(true);
    now = 1030;
    const yielding = pause();
    expect(await settlesAtOnce(yielding)).toBe(false);
    await yielding;
    now = 1059;
    expect(await settlesAtOnce(pause())).toBe(true);
  });
});
