// Work written once as a generator that yields where it may pause: run at once (`drain`) by the
// synchronous functions, or between page tasks (`drainPausing`) by an async caller.

/** A computation that yields (nothing) where it may pause and returns its result. */
export type Steps<T> = Generator<void, T, void>;

/** Runs every step at once. */
export function drain<T>(steps: Steps<T>): T {
  for (;;) {
    const r = steps.next();
    if (r.done) return r.value;
  }
}

/** Runs every step, awaiting `pause` after each one that yields. */
export async function drainPausing<T>(steps: Steps<T>, pause: () => Promise<void>): Promise<T> {
  for (;;) {
    const r = steps.next();
    if (r.done) return r.value;
    await pause();
  }
}
