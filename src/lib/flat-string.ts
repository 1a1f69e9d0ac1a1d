// Strings that JSON.stringify writes on V8's fast path (Chrome 138+). That path takes sequential
// (and internalized or thin) strings only: at the first cons string (what `a + b` and template
// literals make once the result has 13 characters or more) or sliced string (what `slice`,
// `substring`, `replace` and a regex capture return from a longer string, 13 characters or more)
// anywhere in a value it starts the whole value again on its slow path. A dataset part of 500
// measurements holding one such string was written at the slow path's speed (#28, cpu11:
// scripts/bench/cpu11-json-shapes.ts finds them). Flattening a cons string in place does not help:
// it stays a cons string (whose second half is empty) until the garbage collector removes it.

/** `parts` written out as one sequential string: an array join copies every part into a new one. */
export function joined(...parts: string[]): string {
  return parts.join('');
}

/** Shorter strings are always sequential: V8 copies rather than slices or links them. */
const MIN_SPLIT = 13;

/** `s` as a sequential string of its own (a sliced or cons string copied out; others as they are). */
export function ownCopy(s: string): string {
  if (s.length < MIN_SPLIT) return s;
  // Two halves joined: the join copies both into a new string (a single-item join returns the item).
  const half = s.length >> 1;
  return [s.slice(0, half), s.slice(half)].join('');
}
