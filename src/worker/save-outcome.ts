// What became of saving an upload for reload, told from its workers' answers. Pure, so the rule
// that a worker with nothing to save is no failure is tested without workers.
import { saveFailure } from '../storage/uploads';
import type { SaveOutcome } from './api';

export function failureOf(e: unknown): Pick<SaveOutcome, 'why' | 'error'> {
  const { why, detail } = saveFailure(e);
  return { why, error: detail };
}

/**
 * One outcome for the upload from its workers' outcomes: the first real failure, else saved when a
 * worker saved something. A worker that held no shard (a 3,000-job file imported by one of two
 * workers) has nothing to save, which is no failure: it once made a saved upload "not saved".
 */
export function combinedOutcome(outcomes: readonly SaveOutcome[]): SaveOutcome {
  const failed = outcomes.find((o) => !o.saved && !o.nothing);
  if (failed) return failed;
  if (outcomes.some((o) => o.saved)) return { saved: true };
  return { saved: false, nothing: true };
}
