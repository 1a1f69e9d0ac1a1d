// Saving an upload for reload, told from its workers' answers: a worker that held no part of the
// upload had nothing to save, which is no failure (a 3,000-job file imported by one of two workers
// was called "not saved: the import did not finish" although it was saved).
import { describe, expect, it } from 'vitest';
import { combinedOutcome } from '../../../src/worker/save-outcome';

describe('combinedOutcome', () => {
  it('saved by one worker, the other had nothing: saved', () => {
    expect(combinedOutcome([{ saved: true }, { saved: false, nothing: true }])).toEqual({ saved: true });
  });
  it('a real failure wins, with its reason', () => {
    const quota = { saved: false, why: 'quota' as const, error: 'QuotaExceededError' };
    expect(combinedOutcome([{ saved: true }, quota])).toBe(quota);
  });
  it('no worker had anything: not saved, as nothing', () => {
    expect(combinedOutcome([{ saved: false, nothing: true }])).toEqual({ saved: false, nothing: true });
    expect(combinedOutcome([])).toEqual({ saved: false, nothing: true });
  });
});
