// The page's yields: yieldToPage waits for a later task (not a microtask), a background task where
// the browser can post one, and pauseEvery yields only once its slice of time is used up. The
// clock is faked; nothing here measures time.
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

  it("asks the browser's scheduler for a background task where there is one", async () => {
    const asked: unknown[] = [];
    // A stand-in for Chromium's scheduler.postTask: it runs the callback in a later task.
    const postTask = (callback: () => void, options: unknown) => {
      asked.push(options);
      return new Promise<void>((resolve) => setTimeout(() => resolve(callback()), 0));
    };
    vi.stubGlobal('scheduler', { postTask });
    try {
      const p = yieldToPage();
      expect(await settlesAtOnce(p)).toBe(false);
      await p;
      expect(asked).toEqual([{ priority: 'background' }]);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('without a scheduler that posts tasks (Node, Safari), still resolves in a later task', async () => {
    vi.stubGlobal('scheduler', { yield: () => Promise.resolve() });
    try {
      const p = yieldToPage();
      expect(await settlesAtOnce(p)).toBe(false);
      await p;
    } finally {
      vi.unstubAllGlobals();
    }
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
