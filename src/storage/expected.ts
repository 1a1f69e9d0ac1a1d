// The Expected view's own data between visits (edited curves, the user's catalogue files and prices,
// chosen curves, run date), as one JSON record in localStorage. The shape is checked by the state
// that reads it (src/state/expected-saved.ts); here it is only a plain object or nothing.
import { readLocal, writeLocal } from './local';

const EXPECTED_KEY = 'diskscope.expected.v1';

/** The saved record, or undefined when there is none or it is not a JSON object. */
export function readExpectedRecord(): Record<string, unknown> | undefined {
  const raw = readLocal(EXPECTED_KEY);
  if (!raw) return undefined;
  try {
    const v = JSON.parse(raw) as unknown;
    return v !== null && typeof v === 'object' && !Array.isArray(v)
      ? (v as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/** Keeps the record; false when storage is full or unavailable (edits then last for the visit). */
export function writeExpectedRecord(record: object): boolean {
  return writeLocal(EXPECTED_KEY, JSON.stringify(record));
}
