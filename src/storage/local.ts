// Guarded localStorage: it is missing in Node (tests, scripts) and can throw in private modes or when
// full; a failure only means a choice is not remembered, never an error the user sees.

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

/** The text kept under `key`, or undefined when there is none or storage is unavailable. */
export function readLocal(key: string): string | undefined {
  try {
    return storage()?.getItem(key) ?? undefined;
  } catch {
    return undefined;
  }
}

/** Keeps `value` under `key`; says whether it was kept (false: quota, privacy mode, no storage). */
export function writeLocal(key: string, value: string): boolean {
  try {
    const s = storage();
    if (!s) return false;
    s.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}
